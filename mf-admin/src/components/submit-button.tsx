import type { ReactNode } from 'react';
import { useFormikContext } from 'formik';
import { Box, Button } from 'shared-ui';

/** An administration form's submit button, on a line of its own, busy while the form is submitting. */
export function SubmitButton({ children }: { children: ReactNode }) {
  const { isSubmitting } = useFormikContext();
  return (
    <Box>
      <Button type="submit" colorPalette="brand" loading={isSubmitting}>
        {children}
      </Button>
    </Box>
  );
}
