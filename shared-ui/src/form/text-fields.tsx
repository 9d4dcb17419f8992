import { useState, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { Field, IconButton, Input, InputGroup, Textarea } from '@chakra-ui/react';
import { useField } from 'formik';
import * as yup from 'yup';
import { PASSWORD_MIN_LENGTH, usePublicConfig } from 'shared-auth';
import { LuEye, LuEyeOff } from 'react-icons/lu';
import { FieldShell, useFieldError, type FieldBaseProps } from './field-shell';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'value' | 'onChange' | 'onBlur' | 'size' | 'type' | 'disabled' | 'required'
>;

export interface TextFieldProps extends FieldBaseProps, NativeInputProps {
  type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'password';
  /** Characters outside this single-character pattern are dropped as typed (e.g. /[A-Za-z ]/ for "letters only"). */
  allow?: RegExp;
  /** Rewrites the typed value before it is stored (after `allow`), e.g. to cap its length. */
  clean?: (value: string) => string;
}

function keepAllowed(value: string, allow?: RegExp): string {
  if (!allow) return value;
  const single = new RegExp(allow.source, allow.flags.replace('g', ''));
  return Array.from(value)
    .filter((ch) => single.test(ch))
    .join('');
}

export function TextField({
  name,
  label,
  required,
  disabled,
  helperText,
  error,
  type = 'text',
  allow,
  clean,
  ...inputProps
}: TextFieldProps) {
  const [field, , helpers] = useField<string>(name);
  const shown = useFieldError(name, error);
  return (
    <FieldShell
      label={label}
      required={required}
      disabled={disabled}
      helperText={helperText}
      error={shown}
    >
      <Input
        {...inputProps}
        type={type}
        name={name}
        value={field.value ?? ''}
        aria-required={required || undefined}
        onChange={(e: ChangeEvent<HTMLInputElement>) => {
          const kept = keepAllowed(e.target.value, allow);
          void helpers.setValue(clean ? clean(kept) : kept);
        }}
        onBlur={field.onBlur}
      />
    </FieldShell>
  );
}

export const PASSWORD_TOO_SHORT = `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`;

/** A password being chosen: checked for its length before it is sent (the server checks the rest). */
export function newPasswordSchema({ required }: { required: string | false }) {
  const base = yup.string();
  return (required ? base.required(required) : base).test(
    'password-length',
    PASSWORD_TOO_SHORT,
    (value) => !value || value.length >= PASSWORD_MIN_LENGTH,
  );
}

export function PasswordField({
  autoComplete = 'new-password',
  showRule,
  ...props
}: Omit<TextFieldProps, 'type' | 'allow' | 'clean'> & {
  /** The password rule under the field; by default on a new password (not its confirmation). */
  showRule?: boolean;
}) {
  const [visible, setVisible] = useState(false);
  const [field, , helpers] = useField<string>(props.name);
  const shown = useFieldError(props.name, props.error);
  const { password_rule: rule } = usePublicConfig();
  const { name, label, required, disabled, helperText, error: _error, ...inputProps } = props;
  const withRule = showRule ?? (autoComplete === 'new-password' && !/confirm/i.test(name));
  return (
    <FieldShell
      label={label}
      required={required}
      disabled={disabled}
      helperText={helperText}
      error={shown}
    >
      <InputGroup
        endElement={
          <IconButton
            aria-label={visible ? 'Hide password' : 'Show password'}
            size="xs"
            variant="ghost"
            me="-2"
            onClick={() => setVisible((v) => !v)}
            disabled={disabled}
          >
            {visible ? <LuEyeOff /> : <LuEye />}
          </IconButton>
        }
      >
        <Input
          {...inputProps}
          type={visible ? 'text' : 'password'}
          name={name}
          autoComplete={autoComplete}
          value={field.value ?? ''}
          aria-required={required || undefined}
          onChange={(e) => void helpers.setValue(e.target.value)}
          onBlur={field.onBlur}
        />
      </InputGroup>
      {withRule && <Field.HelperText data-testid="password-rule">{rule}</Field.HelperText>}
    </FieldShell>
  );
}

export interface TextAreaFieldProps extends FieldBaseProps {
  rows?: number;
  maxLength?: number;
  placeholder?: string;
}

export function TextAreaField({
  name,
  label,
  required,
  disabled,
  helperText,
  error,
  rows = 4,
  ...rest
}: TextAreaFieldProps) {
  const [field, , helpers] = useField<string>(name);
  const shown = useFieldError(name, error);
  return (
    <FieldShell
      label={label}
      required={required}
      disabled={disabled}
      helperText={helperText}
      error={shown}
    >
      <Textarea
        {...rest}
        name={name}
        rows={rows}
        value={field.value ?? ''}
        aria-required={required || undefined}
        onChange={(e) => void helpers.setValue(e.target.value)}
        onBlur={field.onBlur}
      />
    </FieldShell>
  );
}

export interface NumberFieldProps extends FieldBaseProps, Omit<NativeInputProps, 'maxLength'> {
  /** Only the digits 0-9 (mobile numbers, years); otherwise one decimal point is allowed too. */
  digitsOnly?: boolean;
  maxLength?: number;
  /** Replaces the default cleaning (`digitsOnly`, one decimal point, `maxLength`) of the typed value. */
  clean?: (raw: string) => string;
}

/** A numeric text box. The form value stays a string as typed ('' when empty), so leading zeros survive. */
export function NumberField({
  name,
  label,
  required,
  disabled,
  helperText,
  error,
  digitsOnly = false,
  maxLength,
  clean: cleanValue,
  ...inputProps
}: NumberFieldProps) {
  const [field, , helpers] = useField<string | number>(name);
  const shown = useFieldError(name, error);
  function clean(raw: string): string {
    if (cleanValue) return cleanValue(raw);
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
      helperText={helperText}
      error={shown}
    >
      <Input
        {...inputProps}
        type="text"
        inputMode={digitsOnly ? 'numeric' : 'decimal'}
        name={name}
        // no native maxLength: it would cut a pasted '98765-43210' before the dash is dropped
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

/** A date input; the form value is 'YYYY-MM-DD' ('' when empty). */
export function DateField({
  name,
  label,
  required,
  disabled,
  helperText,
  error,
  min,
  max,
}: DateFieldProps) {
  const [field, , helpers] = useField<string>(name);
  const shown = useFieldError(name, error);
  return (
    <FieldShell
      label={label}
      required={required}
      disabled={disabled}
      helperText={helperText}
      error={shown}
    >
      <Input
        type="date"
        name={name}
        min={min}
        max={max}
        value={field.value ?? ''}
        aria-required={required || undefined}
        onChange={(e) => void helpers.setValue(e.target.value)}
        onBlur={field.onBlur}
      />
    </FieldShell>
  );
}
