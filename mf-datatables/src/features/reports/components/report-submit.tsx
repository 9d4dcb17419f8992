import type { ReactNode } from 'react';
import { useFormikContext } from 'formik';
import { Button, Flex } from 'shared-ui';

/** A report form's submit button, at the end of its card, busy (saying `busyText`) while the form is submitting. */
export function ReportSubmit({ busyText, children }: { busyText: string; children: ReactNode }) {
  const { isSubmitting } = useFormikContext();
  return (
    <Flex justify="flex-end">
      <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText={busyText}>
        {children}
      </Button>
    </Flex>
  );
}
