import type { ReactNode } from 'react';
import { Box, Field, HStack, Text } from '@chakra-ui/react';
import { getIn, useField, useFormikContext } from 'formik';

export interface FieldBaseProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
  /** An error from elsewhere (e.g. useFlashErrors, the server); wins over the form's own. */
  error?: string | null;
}

/** The error to show for a field: after it was touched or a submit was tried. */
export function useFieldError(name: string, override?: string | null): string | undefined {
  const { errors, touched, submitCount } = useFormikContext<Record<string, unknown>>();
  if (override) return override;
  const error: unknown = getIn(errors, name);
  const wasTouched = Boolean(getIn(touched, name));
  if (!error || (!wasTouched && submitCount === 0)) return undefined;
  return typeof error === 'string'
    ? error
    : Array.isArray(error)
      ? String(error.find(Boolean) ?? '')
      : undefined;
}

/**
 * A formik field as every control binds it: its value and helpers, the props of its FieldShell
 * (with the error to show), what the control itself takes (name, required state, blur) and the
 * props that are the control's own (`rest`).
 */
export function useBoundField<P extends FieldBaseProps, T = string>(props: P) {
  const { name, label, required, disabled, helperText, error, ...rest } = props;
  const [field, , helpers] = useField<T>(name);
  const shown = useFieldError(name, error);
  return {
    field,
    helpers,
    shown,
    rest,
    shell: { label, required, disabled, helperText, error: shown },
    bind: { name, 'aria-required': required || undefined, onBlur: field.onBlur },
  };
}

/** Label (with a required asterisk beside it, outside the label text), control, helper and error text. */
export function FieldShell({
  label,
  required,
  disabled,
  helperText,
  error,
  children,
}: Omit<FieldBaseProps, 'name' | 'error'> & { error?: string; children: ReactNode }) {
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      <HStack gap={1} align="baseline">
        <Field.Label>{label}</Field.Label>
        {required && (
          // the label's own text style: a taller asterisk would push a required field's control below its neighbours'
          <Text as="span" color="fg.error" textStyle="sm" fontWeight="medium" aria-hidden>
            *
          </Text>
        )}
      </HStack>
      {children}
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {/* present before any error, so a message that appears is announced; empty, it takes no room (nor the gap) */}
      <Box aria-live="polite" mt={error ? undefined : '-1.5'}>
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Box>
    </Field.Root>
  );
}
