// What the candidate form adds to shared-ui's formik fields (TextField, NumberField, SelectField,
// CheckboxField, used directly): the "from resume" hint and a month picker.
import { useField } from 'formik';
import { LuFileText, LuTriangleAlert } from 'react-icons/lu';
import { FieldShell, HStack, Input, Text, type FieldBaseProps } from 'shared-ui';

/** A value the parsed resume filled in: true, or 'check' when the parser was not sure of it. */
export type Hint = boolean | 'check';

export function FromResumeHint({ check = false }: { check?: boolean }) {
  if (check)
    return (
      <HStack gap={1} color="orange.fg" fontSize="xs" mt={1}>
        <LuTriangleAlert aria-hidden />
        <Text as="span">from resume, check this</Text>
      </HStack>
    );
  return (
    <HStack gap={1} color="teal.fg" fontSize="xs" mt={1}>
      <LuFileText aria-hidden />
      <Text as="span">from resume</Text>
    </HStack>
  );
}

/** A field's helper text marking a value the parsed resume filled in (and whether to check it). */
export function resumeHint(fromResume: Hint) {
  return fromResume ? <FromResumeHint check={fromResume === 'check'} /> : undefined;
}

/** A month picker ('YYYY-MM'), for experience dates; shown empty while disabled. */
export function FormMonth({
  name,
  label,
  required,
  disabled,
  error,
  max,
  min,
}: Omit<FieldBaseProps, 'helperText'> & { max?: string; min?: string }) {
  const [field, , helpers] = useField<string>(name);
  return (
    <FieldShell label={label} required={required} disabled={disabled} error={error ?? undefined}>
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
