import { Box, Checkbox, Field, NativeSelect } from '@chakra-ui/react';
import { useField } from 'formik';
import { FieldShell, useBoundField, useFieldError, type FieldBaseProps } from './field-shell';

export interface SelectOption<V extends string | number = string | number> {
  label: string;
  value: V;
  disabled?: boolean;
}

export interface SelectFieldProps extends FieldBaseProps {
  options: SelectOption[];
  /** A first, empty choice (value ''). */
  placeholder?: string;
  /** Called with the value just picked ('' for the empty choice), after it is stored. */
  onPicked?: (value: string | number) => void;
}

/** A native select. The form value keeps the option's type (a number stays a number). */
export function SelectField({ options, placeholder, onPicked, ...base }: SelectFieldProps) {
  const { field, helpers, shell, bind } = useBoundField<typeof base, string | number | null>(base);
  return (
    <FieldShell {...shell}>
      <NativeSelect.Root disabled={base.disabled}>
        <NativeSelect.Field
          {...bind}
          value={field.value === null || field.value === undefined ? '' : String(field.value)}
          onChange={(e) => {
            const picked = options.find((o) => String(o.value) === e.target.value);
            const value = picked ? picked.value : '';
            void helpers.setValue(value);
            onPicked?.(value);
          }}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
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

export interface CheckboxFieldProps<V> extends Omit<FieldBaseProps, 'required'> {
  /** Values stored for checked / unchecked; default true / false (e.g. ['1', '0'] for API flags). */
  values?: [V, V];
  /** Called when the box is ticked or cleared, after the value is stored. */
  onToggle?: (checked: boolean) => void;
}

export function CheckboxField<V = boolean>({
  name,
  label,
  disabled,
  helperText,
  error,
  values,
  onToggle,
}: CheckboxFieldProps<V>) {
  const [field, , helpers] = useField<V>(name);
  const shown = useFieldError(name, error);
  const [on, off] = values ?? ([true, false] as unknown as [V, V]);
  const checked = field.value === on;
  return (
    // as wide as the box and its label (not the whole column), so a parent can centre it (a table cell)
    <Field.Root invalid={Boolean(shown)} disabled={disabled} width="auto">
      <Checkbox.Root
        name={name}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(e) => {
          void helpers.setValue(e.checked === true ? on : off);
          onToggle?.(e.checked === true);
        }}
        onBlur={() => void helpers.setTouched(true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      {helperText && !shown && <Field.HelperText>{helperText}</Field.HelperText>}
      <Box aria-live="polite" mt={shown ? undefined : '-1.5'}>
        {shown && <Field.ErrorText>{shown}</Field.ErrorText>}
      </Box>
    </Field.Root>
  );
}
