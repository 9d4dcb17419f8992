import { useState, type ReactNode } from 'react';
import { LuPlus, LuTrash2, LuX } from 'react-icons/lu';
import { Box, Button, Flex, IconButton, Stack, Text, runAction, deleteQuestion } from 'shared-ui';
import { deleteCandidateItem, type CandidateItemKind } from '../../../api/delete-candidate-item';
import { apiErrorText } from '../../../api/errors';
import { UNAUTHENTICATED_MESSAGE } from 'shared-auth';

/**
 * A side panel's Add / Cancel toggle of its form (spec 001 §2: forms toggle open with Add/Cancel); the panel's title is
 * the record side panel's.
 */
export function PanelHeader({
  open,
  onToggle,
  canAdd = true,
}: {
  open?: boolean;
  onToggle: () => void;
  canAdd?: boolean;
}) {
  if (!canAdd) return null;
  return (
    <Flex justify="flex-end" mb={1}>
      <Button size="xs" variant={open ? 'ghost' : 'outline'} onClick={onToggle}>
        {open ? (
          <>
            <LuX /> Cancel
          </>
        ) : (
          <>
            <LuPlus /> Add
          </>
        )}
      </Button>
    </Flex>
  );
}

export function ItemCard({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <Flex borderWidth="1px" rounded="md" p={3} gap={2} align="flex-start" bg="bg.panel">
      <Box flex="1" minW={0}>
        {children}
      </Box>
      {actions}
    </Flex>
  );
}

export function Meta({ children }: { children: ReactNode }) {
  return (
    <Text fontSize="xs" color="fg.muted" mt={1}>
      {children}
    </Text>
  );
}

/** A panel's add form: its fields, the API's message (`error`) and the submit button, which shows `busy`. */
export function PanelForm({
  onSubmit,
  busy,
  submitLabel,
  error,
  gap = 2,
  children,
}: {
  onSubmit: () => void;
  busy: boolean;
  submitLabel: string;
  error?: string;
  gap?: number;
  children: ReactNode;
}) {
  return (
    <Stack
      gap={gap}
      as="form"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
      {error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
      <Button type="submit" size="sm" alignSelf="flex-end" loading={busy}>
        {submitLabel}
      </Button>
    </Stack>
  );
}

/** `busy` while `run(work, onError)` runs; a failure's message (apiErrorText) goes to `onError`. */
export function useBusy() {
  const [busy, setBusy] = useState(false);
  async function run(work: () => Promise<void>, onError: (message: string) => void) {
    setBusy(true);
    try {
      await work();
    } catch (e) {
      const text = await apiErrorText(e);
      // An ended session is said by the sign-in dialog; the form keeps what was typed.
      if (text !== UNAUTHENTICATED_MESSAGE) onError(text);
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}

/** After confirmation, deletes one of the candidate's items, says so and runs `then` (a refresh). */
export async function deleteItem({
  title,
  message,
  kind,
  id,
  then,
}: {
  title: string;
  message: string;
  kind: CandidateItemKind;
  id: string;
  then: () => unknown;
}) {
  await runAction({
    confirm: deleteQuestion(title, message),
    run: () => deleteCandidateItem(kind, id),
    success: 'Deleted Successfully',
    invalidate: then,
  });
}

export function DeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton aria-label={label} size="xs" variant="ghost" colorPalette="red" onClick={onClick}>
      <LuTrash2 />
    </IconButton>
  );
}
