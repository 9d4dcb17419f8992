// Form fields bound to THIS module's formik. shared-ui's formik fields read shared-ui's own formik copy, which in the
// composed suite is the shell's (formik is bundled, not a shared singleton), so they cannot see a <Formik> rendered
// here ("Cannot read properties of undefined (reading 'getFieldProps')"). These wrap shared-ui's FieldShell (no
// formik inside) around Chakra inputs instead. When shared-ui re-exports Formik/Form, switch back to its fields.
import type { ReactNode } from 'react';
import { getIn, useField, useFormikContext } from 'formik';
import { LuFileText } from 'react-icons/lu';
import { FieldShell, Badge, Checkbox, Field, HStack, Input, NativeSelect, Text } from 'shared-ui';

interface BaseProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** A flashed message (2 s) or a server message. */
  error?: string;
  /** Marks a value the parsed resume filled in. */
  fromResume?: boolean;
  helperText?: ReactNode;
  placeholder?: string;
}

export function FromResumeHint() {
  return (
    <HStack gap={1} color="teal.fg" fontSize="xs" mt={1}>
      <LuFileText aria-hidden />
      <Text as="span">from resume</Text>
    </HStack>
  );
}

function helper(fromResume?: boolean, helperText?: ReactNode) {
  if (fromResume) return <FromResumeHint />;
  return helperText;
}

export function FormText({
  name,
  label,
  required,
  disabled,
  error,
  fromResume,
  helperText,
  placeholder,
  type = 'text',
  autoComplete,
  onValue,
}: BaseProps & {
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  onValue?: (v: string) => string;
}) {
  const [field, , helpers] = useField<string>(name);
  return (
    <FieldShell
      label={label}
      required={required}
      disabled={disabled}
      error={error}
      helperText={helper(fromResume, helperText)}
    >
      <Input
        type={type}
        name={name}
        value={field.value ?? ''}
        placeholder={placeholder}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        onChange={(e) => void helpers.setValue(onValue ? onValue(e.target.value) : e.target.value)}
        onBlur={field.onBlur}
      />
    </FieldShell>
  );
}

/** A numeric text box: the value stays the string typed. `digitsOnly` for counts, mobiles and years. */
export function FormNumber({
  name,
  label,
  required,
  disabled,
  error,
  fromResume,
  helperText,
  placeholder,
  digitsOnly,
  maxLength,
  clean,
}: BaseProps & { digitsOnly?: boolean; maxLength?: number; clean?: (raw: string) => string }) {
  const [field, , helpers] = useField<string>(name);
  function tidy(raw: string) {
    if (clean) return clean(raw);
    let v = digitsOnly
      ? raw.replace(/\D/g, '')
      : raw.replace(/[^\d.]/g, '').replace(/(\..*)\./g, '$1');
    if (maxLength !== undefined) v = v.slice(0, maxLength);
    return v;
  }
  return (
    <FieldShell
      label={label}
      required={required}
      disabled={disabled}
      error={error}
      helperText={helper(fromResume, helperText)}
    >
      <Input
        type="text"
        inputMode={digitsOnly ? 'numeric' : 'decimal'}
        name={name}
        value={field.value ?? ''}
        placeholder={placeholder}
        disabled={disabled}
        aria-required={required || undefined}
        onChange={(e) => void helpers.setValue(tidy(e.target.value))}
        onBlur={field.onBlur}
      />
    </FieldShell>
  );
}

export interface Option {
  label: string;
  value: string | number;
}

/** A native select; the value keeps the option's type ('' when none). */
export function FormSelect({
  name,
  label,
  required,
  disabled,
  error,
  fromResume,
  helperText,
  options,
  placeholder = 'Select',
  onPicked,
}: BaseProps & { options: Option[]; onPicked?: (value: string | number | '') => void }) {
  const [field, , helpers] = useField<string | number>(name);
  return (
    <FieldShell
      label={label}
      required={required}
      disabled={disabled}
      error={error}
      helperText={helper(fromResume, helperText)}
    >
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field
          name={name}
          value={field.value === null || field.value === undefined ? '' : String(field.value)}
          aria-required={required || undefined}
          onChange={(e) => {
            const picked = options.find((o) => String(o.value) === e.target.value);
            const value = picked ? picked.value : '';
            void helpers.setValue(value);
            onPicked?.(value);
          }}
          onBlur={field.onBlur}
        >
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={String(o.value)} value={String(o.value)}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldShell>
  );
}

export function FormCheckbox({
  name,
  label,
  disabled,
  onToggle,
}: {
  name: string;
  label: ReactNode;
  disabled?: boolean;
  onToggle?: (checked: boolean) => void;
}) {
  const [field, , helpers] = useField<boolean>(name);
  return (
    <Field.Root disabled={disabled}>
      <Checkbox.Root
        name={name}
        checked={Boolean(field.value)}
        disabled={disabled}
        onCheckedChange={(e) => {
          void helpers.setValue(e.checked === true);
          onToggle?.(e.checked === true);
        }}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
    </Field.Root>
  );
}

/** A month picker ('YYYY-MM'), for experience dates. */
export function FormMonth({
  name,
  label,
  required,
  disabled,
  error,
  max,
  min,
}: BaseProps & { max?: string; min?: string }) {
  const [field, , helpers] = useField<string>(name);
  return (
    <FieldShell label={label} required={required} disabled={disabled} error={error}>
      <Input
        type="month"
        name={name}
        value={disabled ? '' : (field.value ?? '')}
        min={min}
        max={max}
        disabled={disabled}
        placeholder="YYYY-MM"
        aria-required={required || undefined}
        onChange={(e) => void helpers.setValue(e.target.value)}
        onBlur={field.onBlur}
      />
    </FieldShell>
  );
}

/** Whether the form's value at `name` equals what the resume filled in (the hint goes once it is edited). */
export function useFromResume(filled: Record<string, unknown>, name: string): boolean {
  const { values } = useFormikContext<Record<string, unknown>>();
  if (!(name in filled)) return false;
  return JSON.stringify(getIn(values, name)) === JSON.stringify(filled[name]);
}

export function CountBadge({ n }: { n: number }) {
  return n ? (
    <Badge size="sm" variant="subtle" colorPalette="gray" ms={2}>
      {n}
    </Badge>
  ) : null;
}
