// Form fields bound to THIS bundle's formik.
//
// shared-ui's TextField, DateField, ... read the formik context of the formik copy bundled with
// shared-ui, and formik is not a shared singleton (webpack.mf.cjs): in the composed suite the
// shell's shared-ui is used, so its fields cannot see a <Formik> rendered by this remote
// ("Cannot read properties of undefined (reading 'getFieldProps')"). Until shared-ui re-exports
// Formik (or formik is shared), these thin versions keep shared-ui's look (its FieldShell) and
// behaviour (value kept as a string, errors after touch or submit, an `error` override).
import type { ChangeEvent, InputHTMLAttributes } from 'react';
import { getIn, useField, useFormikContext } from 'formik';
import { FieldShell, type FieldBaseProps, type SelectOption, Input, NativeSelect } from 'shared-ui';

type NativeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'onBlur' | 'size' | 'type' | 'disabled' | 'required'>;

function useFieldError(name: string, override?: string | null): string | undefined {
  const { errors, touched, submitCount } = useFormikContext<Record<string, unknown>>();
  if (override) return override;
  const error: unknown = getIn(errors, name);
  if (!error || (!getIn(touched, name) && submitCount === 0)) return undefined;
  return typeof error === 'string' ? error : undefined;
}

export interface TextFieldProps extends FieldBaseProps, NativeInputProps {
  type?: 'text' | 'email' | 'tel' | 'url';
}

export function TextField({ name, label, required, disabled, helperText, error, type = 'text', ...inputProps }: TextFieldProps) {
  const [field, , helpers] = useField<string>(name);
  const shown = useFieldError(name, error);
  return (
    <FieldShell label={label} required={required} disabled={disabled} helperText={helperText} error={shown}>
      <Input
        {...inputProps}
        type={type}
        name={name}
        value={field.value ?? ''}
        aria-required={required || undefined}
        onChange={(e: ChangeEvent<HTMLInputElement>) => void helpers.setValue(e.target.value)}
        onBlur={field.onBlur}
      />
    </FieldShell>
  );
}

export interface NumberFieldProps extends FieldBaseProps, Omit<NativeInputProps, 'maxLength'> {
  /** Only the digits 0-9; otherwise one decimal point is allowed too. */
  digitsOnly?: boolean;
  maxLength?: number;
}

/** A numeric text box; the value stays a string as typed ('' when empty). */
export function NumberField({ name, label, required, disabled, helperText, error, digitsOnly = false, maxLength, ...inputProps }: NumberFieldProps) {
  const [field, , helpers] = useField<string>(name);
  const shown = useFieldError(name, error);
  const clean = (raw: string) => {
    const v = digitsOnly ? raw.replace(/\D/g, '') : raw.replace(/[^\d.]/g, '').replace(/(\..*)\./g, '$1');
    return maxLength === undefined ? v : v.slice(0, maxLength);
  };
  return (
    <FieldShell label={label} required={required} disabled={disabled} helperText={helperText} error={shown}>
      <Input
        {...inputProps}
        type="text"
        inputMode={digitsOnly ? 'numeric' : 'decimal'}
        name={name}
        maxLength={maxLength}
        value={field.value ?? ''}
        aria-required={required || undefined}
        onChange={(e) => void helpers.setValue(clean(e.target.value))}
        onBlur={field.onBlur}
      />
    </FieldShell>
  );
}

export interface DateFieldProps extends FieldBaseProps {
  /** 'YYYY-MM-DD'. */
  min?: string;
  max?: string;
}

export function DateField({ name, label, required, disabled, helperText, error, min, max }: DateFieldProps) {
  const [field, , helpers] = useField<string>(name);
  const shown = useFieldError(name, error);
  return (
    <FieldShell label={label} required={required} disabled={disabled} helperText={helperText} error={shown}>
      <Input
        type="date"
        name={name}
        min={min}
        max={max}
        disabled={disabled}
        value={field.value ?? ''}
        aria-required={required || undefined}
        onChange={(e) => void helpers.setValue(e.target.value)}
        onBlur={field.onBlur}
      />
    </FieldShell>
  );
}

export interface SelectFieldProps extends FieldBaseProps {
  options: SelectOption[];
}

export function SelectField({ name, label, required, disabled, helperText, error, options }: SelectFieldProps) {
  const [field, , helpers] = useField<string>(name);
  const shown = useFieldError(name, error);
  return (
    <FieldShell label={label} required={required} disabled={disabled} helperText={helperText} error={shown}>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field
          name={name}
          value={field.value ?? ''}
          aria-required={required || undefined}
          onChange={(e) => void helpers.setValue(e.target.value)}
          onBlur={field.onBlur}
        >
          {options.map((o) => (
            <option key={String(o.value)} value={String(o.value)} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldShell>
  );
}
