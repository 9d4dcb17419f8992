import { Portal, Spinner, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';
import { firstFieldMessages, readApiError, UNAUTHENTICATED_MESSAGE } from 'shared-auth';
import { toaster } from './store';

/** A notice of one type: the message alone, or a title above the message. */
function notice(
  type: 'success' | 'error' | 'info',
  options: { duration: number; closable?: boolean },
) {
  return (message: string, title?: string) =>
    toaster.create({
      type,
      title: title ?? message,
      description: title ? message : undefined,
      ...options,
    });
}

export const toast = {
  /** Closes after 3 s (spec: success notices). */
  success: notice('success', { duration: 3000 }),
  error: notice('error', { duration: 6000, closable: true }),
  info: notice('info', { duration: 4000 }),
  dismiss: (id?: string) => toaster.dismiss(id),
};

/** Spec §8 (skills and roles screens): each field's first message as an error toast. */
export async function toastApiError(e: unknown): Promise<void> {
  const { status, message, errors } = await readApiError(e);
  if (status === 401 && message === UNAUTHENTICATED_MESSAGE) return; // the sign-in dialog says it
  const lines = firstFieldMessages(errors);
  (lines.length ? lines : [message]).forEach((line) => toast.error(line));
}

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(t) => (
          <Toast.Root width={{ md: 'sm' }}>
            {t.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {t.title && <Toast.Title>{t.title}</Toast.Title>}
              {t.description && <Toast.Description>{t.description}</Toast.Description>}
            </Stack>
            {t.action && <Toast.ActionTrigger>{t.action.label}</Toast.ActionTrigger>}
            {t.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
