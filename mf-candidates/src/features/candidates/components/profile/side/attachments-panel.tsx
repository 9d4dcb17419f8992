import { useRef, useState } from 'react';
import { LuDownload } from 'react-icons/lu';
import { usePermission } from 'shared-auth';
import { acceptOf, DOCUMENT_KINDS, fileRefusal, formatDateTime, useUploadMaxBytes, toast, Button, Field, HStack, IconButton, Input, Link, Stack, Text, ListState } from 'shared-ui';
import { createAttachment } from '../../../api/create-candidate-attachment';
import { useAttachments } from '../../../api/get-candidate-attachments';
import {
  deleteItem,
  DeleteButton,
  ItemCard,
  Meta,
  PanelForm,
  PanelHeader,
  useBusy,
} from './panel-kit';

const size = (n: number) =>
  n >= 1048576 ? `${(n / 1048576).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`;

export function AttachmentsPanel({ candidateId }: { candidateId: string }) {
  const attachments = useAttachments(candidateId);
  const canEdit = usePermission('Candidates').m_edit;
  const [open, setOpen] = useState(false);
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ description?: string; file?: string; form?: string }>({});
  const { busy, run } = useBusy();
  const input = useRef<HTMLInputElement>(null);
  const maxBytes = useUploadMaxBytes();
  const refusal = (f: File) => fileRefusal(f, { kinds: DOCUMENT_KINDS, label: 'attachment', maxBytes });

  async function upload() {
    const next: typeof errors = {};
    if (!description.trim()) next.description = 'Description is required';
    if (!file) next.file = 'Choose the file to attach';
    else next.file = refusal(file) ?? undefined;
    setErrors(next);
    if (next.description || next.file || !file) return;
    await run(
      async () => {
        await createAttachment(candidateId, file, description.trim());
        toast.success('Added Successfully');
        setDescription('');
        setFile(null);
        setOpen(false);
        await attachments.mutate();
      },
      (message) => setErrors({ form: message }),
    );
  }

  return (
    <Stack gap={3}>
      <PanelHeader
        open={open}
        onToggle={() => setOpen((o) => !o)}
        canAdd={canEdit}
      />
      {open && (
        <PanelForm
          onSubmit={() => void upload()}
          busy={busy}
          submitLabel="Upload"
          error={errors.form}
        >
          <Field.Root invalid={Boolean(errors.description)} required>
            <Field.Label>
              Description <Field.RequiredIndicator />
            </Field.Label>
            <Input
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              maxLength={500}
            />
            {errors.description && <Field.ErrorText>{errors.description}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={Boolean(errors.file)}>
            <Field.Label>File</Field.Label>
            <input
              ref={input}
              type="file"
              hidden
              aria-label="Attachment file"
              accept={acceptOf(DOCUMENT_KINDS)}
              onChange={(e) => {
                const picked = e.target.files?.[0] ?? null;
                e.target.value = '';
                setFile(picked);
                setErrors((x) => ({ ...x, file: picked ? (refusal(picked) ?? undefined) : undefined }));
              }}
            />
            <HStack>
              <Button size="sm" variant="outline" onClick={() => input.current?.click()}>
                Choose file
              </Button>
              <Text fontSize="sm" lineClamp={1}>
                {file?.name ?? 'No file chosen'}
              </Text>
            </HStack>
            {errors.file && <Field.ErrorText>{errors.file}</Field.ErrorText>}
          </Field.Root>
        </PanelForm>
      )}
      <ListState state={attachments}>
        {(rows) =>
          rows.map((a) => (
            <ItemCard
              key={a.encrypted_id}
              actions={
                <HStack gap={0}>
                  {a.attachment_url && (
                    <IconButton
                      asChild
                      aria-label={`Download ${a.attachment_name}`}
                      size="xs"
                      variant="ghost"
                    >
                      <a href={a.attachment_url} download={a.attachment_name}>
                        <LuDownload />
                      </a>
                    </IconButton>
                  )}
                  {canEdit && (
                    <DeleteButton
                      label={`Delete ${a.attachment_name}`}
                      onClick={() =>
                        void deleteItem({
                          title: 'Delete attachment',
                          message: 'Are you sure you want to delete Attachments ?',
                          kind: 'candidates_attachments',
                          id: a.encrypted_id,
                          then: () => attachments.mutate(),
                        })
                      }
                    />
                  )}
                </HStack>
              }
            >
              <Text fontWeight="medium" overflowWrap="anywhere">
                {a.description || a.attachment_name}
              </Text>
              <Link
                href={a.attachment_url ?? undefined}
                download={a.attachment_name}
                fontSize="sm"
                color="brand.fg"
                overflowWrap="anywhere"
              >
                {a.attachment_name}
              </Link>
              <Meta>
                {size(a.size_bytes)} · {a.username ?? 'Unknown'} · {formatDateTime(a.created_at)}
              </Meta>
            </ItemCard>
          ))
        }
      </ListState>
    </Stack>
  );
}
