import { useState } from 'react';
import { usePermission } from 'shared-auth';
import { formatDateTime, toast, useTextDraft, Field, Stack, Text, Textarea, ListState } from 'shared-ui';
import { createNote } from '../../../api/create-candidate-note';
import { useNotes } from '../../../api/get-candidate-notes';
import {
  deleteItem,
  DeleteButton,
  ItemCard,
  Meta,
  PanelForm,
  PanelHeader,
  useBusy,
} from './panel-kit';

export function NotesPanel({ candidateId }: { candidateId: string }) {
  const notes = useNotes(candidateId);
  const canEdit = usePermission('Candidates').m_edit;
  const { text, setText, notice, clear } = useTextDraft('candidate-note', candidateId);
  // A note typed earlier (kept as a draft) opens the form again.
  const [open, setOpen] = useState(false);
  const shown = open || text !== '';
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useBusy();

  async function add() {
    if (!text.trim()) {
      setError('The notes field is required.');
      return;
    }
    await run(async () => {
      await createNote(candidateId, text.trim());
      toast.success('Added Successfully');
      clear();
      setError(null);
      setOpen(false);
      await notes.mutate();
    }, setError);
  }

  return (
    <Stack gap={3}>
      <PanelHeader
        open={shown}
        onToggle={() => {
          if (shown) clear();
          setOpen(!shown);
        }}
        canAdd={canEdit}
      />
      {shown && (
        <PanelForm onSubmit={() => void add()} busy={busy} submitLabel="Save">
          {notice}
          <Field.Root invalid={Boolean(error)}>
            <Field.Label>Note</Field.Label>
            <Textarea
              value={text}
              onChange={(e) => setText(e.target.value)}
              rows={3}
              maxLength={10000}
            />
            {error && <Field.ErrorText>{error}</Field.ErrorText>}
          </Field.Root>
        </PanelForm>
      )}
      <ListState state={notes}>
        {(rows) =>
          rows.map((n) => (
            <ItemCard
              key={n.encrypted_id}
              actions={
                canEdit && (
                  <DeleteButton
                    label="Delete note"
                    onClick={() =>
                      void deleteItem({
                        title: 'Delete note',
                        message: 'Are you sure you want to delete Notes ?',
                        kind: 'candidates_notes',
                        id: n.encrypted_id,
                        then: () => notes.mutate(),
                      })
                    }
                  />
                )
              }
            >
              <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                {n.notes}
              </Text>
              <Meta>
                {n.username ?? 'Unknown'} · {formatDateTime(n.created_at)}
              </Meta>
            </ItemCard>
          ))
        }
      </ListState>
    </Stack>
  );
}
