import { useRef, useState, type FormEvent } from 'react';
import { acceptOf, DOCUMENT_KINDS, fileRefusal, useUploadMaxBytes, RecordSidePanel, EmptyState, ErrorPanel, formatDateTime, LoadingBlock, relativeTime, useTextDraft, Box, Button, Field, Flex, IconButton, Input, Link, Stack, Stat, Text, Textarea, useAction, useInvalidate, keys, ListState, deleteQuestion } from 'shared-ui';
import { LuActivity, LuFileText, LuLayoutDashboard, LuNotebookPen, LuPaperclip, LuTrash2 } from 'react-icons/lu';
import { usePermission } from 'shared-auth';
import { createClientAttachment } from '../api/create-client-attachment';
import { createClientNote } from '../api/create-client-note';
import { deleteClientAttachment } from '../api/delete-client-attachment';
import { deleteClientNote } from '../api/delete-client-note';
import { useActiveJobsCount } from '../api/get-active-jobs-count';
import { useClientActivity } from '../api/get-client-activity';
import { useClientAttachments } from '../api/get-client-attachments';
import { useClientNotes } from '../api/get-client-notes';
import type { ClientNote } from '../api/types';


function NoteItem({ note, onDelete }: { note: ClientNote; onDelete?: () => void }) {
  return (
    <Box borderWidth="1px" rounded="md" p={3} bg="bg.panel">
      <Flex justify="space-between" gap={2} align="flex-start">
        <Text fontSize="xs" color="fg.muted">
          {formatDateTime(note.created_at)} · {note.username || 'Unknown user'}
        </Text>
        {onDelete && (
          <IconButton aria-label="Delete note" size="2xs" variant="ghost" colorPalette="red" onClick={onDelete}>
            <LuTrash2 />
          </IconButton>
        )}
      </Flex>
      <Text mt={1} whiteSpace="pre-wrap" overflowWrap="anywhere">
        {note.notes}
      </Text>
    </Box>
  );
}

function Snapshot({ id }: { id: string }) {
  const count = useActiveJobsCount(id);
  const notes = useClientNotes(id);
  return (
    <Stack gap={4}>
      <Stat.Root borderWidth="1px" rounded="md" p={4} bg="bg.panel">
        <Stat.Label>Total Active Job Order</Stat.Label>
        <Stat.ValueText>{count.error ? '—' : count.data ?? '…'}</Stat.ValueText>
      </Stat.Root>
      <Box>
        <Text fontWeight="semibold" mb={2}>
          Recent Notes
        </Text>
        {notes.error ? (
          <ErrorPanel onRetry={() => void notes.mutate()} />
        ) : !notes.data ? (
          <LoadingBlock minH="4rem" />
        ) : notes.data.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            no data found
          </Text>
        ) : (
          <Stack gap={2}>
            {notes.data.slice(0, 2).map((n) => (
              <NoteItem key={n.encrypted_id} note={n} />
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}

function Notes({ id }: { id: string }) {
  const notes = useClientNotes(id);
  const { m_edit } = usePermission('Clients');
  const invalidate = useInvalidate();
  const { text, setText, notice, clear } = useTextDraft('client-note', id);

  const refresh = () => invalidate(keys.clients.notes(id), keys.clients.activity(id));
  const save = useAction({
    run: async () => {
      await createClientNote(id, text.trim());
      clear();
    },
    success: 'Added Successfully',
    invalidate: refresh,
  });
  const { run: remove } = useAction({
    confirm: deleteQuestion('Delete note'),
    run: (note: ClientNote) => deleteClientNote(note.encrypted_id),
    success: 'Deleted Successfully',
    invalidate: refresh,
  });

  function add(e: FormEvent) {
    e.preventDefault();
    if (text.trim()) void save.run();
  }

  return (
    <Stack gap={4}>
      {m_edit && (
        <form onSubmit={add} aria-label="Add note">
          <Stack gap={2}>
            {notice}
            <Field.Root>
              <Field.Label>Note</Field.Label>
              <Textarea value={text} onChange={(e) => setText(e.target.value)} rows={3} maxLength={10000} bg="bg.panel" />
            </Field.Root>
            <Flex justify="flex-end">
              <Button type="submit" size="sm" loading={save.busy} disabled={!text.trim()}>
                Add
              </Button>
            </Flex>
          </Stack>
        </form>
      )}
      <ListState state={notes}>
        {(rows) =>
          rows.map((n) => (
            <NoteItem key={n.encrypted_id} note={n} onDelete={m_edit ? () => void remove(n) : undefined} />
          ))
        }
      </ListState>
    </Stack>
  );
}

function Documents({ id }: { id: string }) {
  const docs = useClientAttachments(id);
  const { m_edit } = usePermission('Clients');
  const invalidate = useInvalidate();
  const [file, setFile] = useState<File | null>(null);
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const maxBytes = useUploadMaxBytes();

  const refresh = () => invalidate(keys.clients.attachments(id), keys.clients.activity(id));
  const save = useAction({
    run: async (picked: File) => {
      await createClientAttachment(id, picked, description.trim());
      setFile(null);
      setDescription('');
      if (input.current) input.current.value = '';
    },
    success: 'Added Successfully',
    invalidate: refresh,
  });
  const { run: remove } = useAction({
    confirm: deleteQuestion('Delete document'),
    run: (attachmentId: string) => deleteClientAttachment(attachmentId),
    success: 'Deleted Successfully',
    invalidate: refresh,
  });

  function upload(e: FormEvent) {
    e.preventDefault();
    if (!file) return;
    const refusal = fileRefusal(file, { kinds: DOCUMENT_KINDS, label: 'attachment', maxBytes });
    setError(refusal);
    if (!refusal) void save.run(file);
  }

  return (
    <Stack gap={4}>
      {m_edit && (
        <form onSubmit={upload} aria-label="Upload document">
          <Stack gap={2}>
            <Field.Root>
              <Field.Label>Document</Field.Label>
              <Input
                ref={input}
                type="file"
                p={1}
                bg="bg.panel"
                accept={acceptOf(DOCUMENT_KINDS)}
                onChange={(e) => {
                  const picked = e.target.files?.[0] ?? null;
                  setError(picked && fileRefusal(picked, { kinds: DOCUMENT_KINDS, label: 'attachment', maxBytes }));
                  setFile(picked);
                }}
              />
            </Field.Root>
            <Field.Root>
              <Field.Label>Description</Field.Label>
              <Input value={description} onChange={(e) => setDescription(e.target.value)} maxLength={500} bg="bg.panel" />
            </Field.Root>
            {error && (
              <Text color="fg.error" fontSize="sm" role="alert">
                {error}
              </Text>
            )}
            <Flex justify="flex-end">
              <Button type="submit" size="sm" loading={save.busy} disabled={!file}>
                Upload
              </Button>
            </Flex>
          </Stack>
        </form>
      )}
      <ListState state={docs}>
        {(rows) =>
          rows.map((d) => (
            <Flex key={d.encrypted_id} borderWidth="1px" rounded="md" p={3} bg="bg.panel" gap={2} align="flex-start">
              <Box color="fg.muted" pt={1}>
                <LuFileText />
              </Box>
              <Box flex="1" minW={0}>
                {d.attachment_url ? (
                  <Link href={d.attachment_url} download={d.attachment_name} color="brand.fg" fontWeight="medium" overflowWrap="anywhere">
                    {d.attachment_name}
                  </Link>
                ) : (
                  <Text fontWeight="medium">{d.attachment_name}</Text>
                )}
                {d.description && (
                  <Text fontSize="sm" overflowWrap="anywhere">
                    {d.description}
                  </Text>
                )}
                <Text fontSize="xs" color="fg.muted">
                  {formatDateTime(d.created_at)}
                  {d.username ? ` · ${d.username}` : ''}
                </Text>
              </Box>
              {m_edit && (
                <IconButton aria-label={`Delete ${d.attachment_name}`} size="2xs" variant="ghost" colorPalette="red" onClick={() => void remove(d.encrypted_id)}>
                  <LuTrash2 />
                </IconButton>
              )}
            </Flex>
          ))
        }
      </ListState>
    </Stack>
  );
}

function Activity({ id }: { id: string }) {
  const activity = useClientActivity(id);
  if (activity.error) return <ErrorPanel onRetry={() => void activity.mutate()} />;
  if (!activity.data) return <LoadingBlock minH="4rem" />;
  if (activity.data.length === 0) return <EmptyState />;
  return (
    <Stack as="ol" gap={0} listStyleType="none">
      {activity.data.map((a, i) => (
        <Box as="li" key={`${a.created_at}-${i}`} borderStartWidth="2px" borderColor="brand.muted" ps={3} pb={3} position="relative">
          <Box position="absolute" left="-5px" top="6px" w="8px" h="8px" rounded="full" bg="brand.solid" />
          <Text fontSize="sm" overflowWrap="anywhere">
            {a.summary || a.action}
          </Text>
          <Text fontSize="xs" color="fg.muted" title={formatDateTime(a.created_at)}>
            {a.username || 'System'} · {relativeTime(a.created_at)} · {formatDateTime(a.created_at)}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

/** The right panel of a client (below it on a phone): Snapshot, Notes, Documents, Activity; the tab is ?panel=. */
export function ClientSidePanel({ id }: { id: string }) {
  return (
    <RecordSidePanel
      label="Client panel"
      tabs={[
        { value: 'snapshot', label: 'Snapshot', icon: <LuLayoutDashboard />, content: <Snapshot id={id} /> },
        { value: 'notes', label: 'Notes', icon: <LuNotebookPen />, content: <Notes id={id} /> },
        { value: 'documents', label: 'Documents', icon: <LuPaperclip />, content: <Documents id={id} /> },
        { value: 'activity', label: 'Activity', icon: <LuActivity />, content: <Activity id={id} /> },
      ]}
    />
  );
}
