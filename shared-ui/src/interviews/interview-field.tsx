import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react';

/** One field of the interview dialogs: its label (an asterisk when required), the control, its message. */
export function InterviewField({
  label,
  error,
  required = false,
  helper,
  children,
}: {
  label: string;
  error?: string;
  required?: boolean;
  /** A hint under the control, in place of the message while there is none. */
  helper?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && (
          <>
            {' '}
            <Field.RequiredIndicator />
          </>
        )}
      </Field.Label>
      {children}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : helper}
    </Field.Root>
  );
}
