import { useState } from 'react';
import { LuTrash2 } from 'react-icons/lu';
import { usePermission } from 'shared-auth';
import { confirm, formatDateTime, showApiError, toast, Button, Field, IconButton, Stack, Text, Textarea } from 'shared-ui';
import { createNote } from '../../../api/create-candidate-note';
import { deleteCandidateItem } from '../../../api/delete-candidate-item';
import { apiErrorText } from '../../../api/errors';
import { useNotes } from '../../../api/get-candidate-notes';
import { ItemCard, ListState, Meta, PanelHeader } from './panel-kit';

export function NotesPanel({ candidateId }: { candidateId: string }) {
  const notes = useNotes(candidateId);
  const canEdit = usePermission('Candidates').m_edit;
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function add() {
    if (!text.trim()) {
      setError('The notes field is required.');
      return;
    }
    setBusy(true);
    try {
      await createNote(candidateId, text.trim());
      toast.success('Added Successfully');
      setText('');
      setError(null);
      setOpen(false);
      await notes.mutate();
    } catch (e) {
      setError(await apiErrorText(e));
    } finally {
      setBusy(false);
    }
  }

  async function remove(id: string) {
    if (
      !(await confirm({
        title: 'Delete note',
        message: 'Are you sure you want to delete Notes ?',
        destructive: true,
      }))
    )
      return;
    try {
      await deleteCandidateItem('candidates_notes', id);
      toast.success('Deleted Successfully');
      await notes.mutate();
    } catch (e) {
      await showApiError(e);
    }
  }

  return (
    <Stack gap={3}>
      <PanelHeader title="Notes" open={open} onToggle={() => setOpen((o) => !o)} canAdd={canEdit} />
      {open && (
        <Stack
          gap={2}
          as="form"
          onSubmit={(e) => {
            e.preventDefault();
            void add();
          }}
        >
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
          <Button type="submit" size="sm" alignSelf="flex-end" loading={busy}>
            Save
          </Button>
        </Stack>
      )}
      <ListState state={notes}>
        {(rows) =>
          rows.map((n) => (
            <ItemCard
              key={n.encrypted_id}
              actions={
                canEdit && (
                  <IconButton
                    aria-label="Delete note"
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    onClick={() => void remove(n.encrypted_id)}
                  >
                    <LuTrash2 />
                  </IconButton>
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
