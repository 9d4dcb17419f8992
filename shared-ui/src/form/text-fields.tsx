import { useState, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { Field, IconButton, Input, InputGroup, Textarea } from '@chakra-ui/react';
import * as yup from 'yup';
import { PASSWORD_MIN_LENGTH, usePublicConfig } from 'shared-auth';
import { LuEye, LuEyeOff } from 'react-icons/lu';
import { FieldShell, useBoundField, type FieldBaseProps } from './field-shell';

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

export function TextField({ type = 'text', allow, clean, ...props }: TextFieldProps) {
  const { field, helpers, shell, bind, rest } = useBoundField(props);
  return (
    <FieldShell {...shell}>
      <Input
        {...rest}
        {...bind}
        type={type}
        value={field.value ?? ''}
        onChange={(e: ChangeEvent<HTMLInputElement>) => {
          const kept = keepAllowed(e.target.value, allow);
          void helpers.setValue(clean ? clean(kept) : kept);
        }}
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
  const { field, helpers, shell, bind, rest } = useBoundField(props);
  const { password_rule: rule } = usePublicConfig();
  const withRule = showRule ?? (autoComplete === 'new-password' && !/confirm/i.test(props.name));
  return (
    <FieldShell {...shell}>
      <InputGroup
        endElement={
          <IconButton
            aria-label={visible ? 'Hide password' : 'Show password'}
            size="xs"
            variant="ghost"
            me="-2"
            onClick={() => setVisible((v) => !v)}
            disabled={props.disabled}
          >
            {visible ? <LuEyeOff /> : <LuEye />}
          </IconButton>
        }
      >
        <Input
          {...rest}
          {...bind}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          value={field.value ?? ''}
          onChange={(e) => void helpers.setValue(e.target.value)}
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

export function TextAreaField({ rows = 4, ...props }: TextAreaFieldProps) {
  const { field, helpers, shell, bind, rest } = useBoundField(props);
  return (
    <FieldShell {...shell}>
      <Textarea
        {...rest}
        {...bind}
        rows={rows}
        value={field.value ?? ''}
        onChange={(e) => void helpers.setValue(e.target.value)}
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
  digitsOnly = false,
  maxLength,
  clean: cleanValue,
  ...props
}: NumberFieldProps) {
  const { field, helpers, shell, bind, rest } = useBoundField<typeof props, string | number>(props);
  function clean(raw: string): string {
    if (cleanValue) return cleanValue(raw);
    let v = digitsOnly
      ? raw.replace(/\D/g, '')
      : raw.replace(/[^\d.]/g, '').replace(/(\..*)\./g, '$1');
    if (maxLength !== undefined) v = v.slice(0, maxLength);
    return v;
  }
  return (
    <FieldShell {...shell}>
      <Input
        {...rest}
        {...bind}
        type="text"
        inputMode={digitsOnly ? 'numeric' : 'decimal'}
        // no native maxLength: it would cut a pasted '98765-43210' before the dash is dropped
        value={field.value ?? ''}
        onChange={(e) => void helpers.setValue(clean(e.target.value))}
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
export function DateField({ min, max, ...props }: DateFieldProps) {
  const { field, helpers, shell, bind } = useBoundField(props);
  return (
    <FieldShell {...shell}>
      <Input
        {...bind}
        type="date"
        min={min}
        max={max}
        value={field.value ?? ''}
        onChange={(e) => void helpers.setValue(e.target.value)}
      />
    </FieldShell>
  );
}
