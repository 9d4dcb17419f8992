import { useState } from 'react';
import { usePermission } from 'shared-auth';
import { formatDateTime, toast, useDraftState, Alert, Field, OptionSelect, Stack, Text, Textarea, ListState } from 'shared-ui';
import { createMessage } from '../../../api/create-candidate-message';
import { useJobLinks } from '../../../api/get-candidate-job-orders';
import { useMessages } from '../../../api/get-candidate-messages';
import { ItemCard, Meta, PanelForm, PanelHeader, useBusy } from './panel-kit';

export const NO_MAIL_NOTICE =
  'Messages are recorded on the candidate against a job order. No e-mail is sent to the candidate yet.';

/** Message Candidates: a message recorded against one of the candidate's job links (not e-mailed). */
export function MessagesPanel({ candidateId }: { candidateId: string }) {
  const messages = useMessages(candidateId);
  const links = useJobLinks(candidateId);
  const canEdit = usePermission('Candidates').m_edit;
  const [open, setOpen] = useState(false);
  const draft = useDraftState('candidate-message', candidateId, { linkId: '', text: '' });
  const { linkId, text } = draft.values;
  const setLinkId = (value: string) => draft.setValues((v) => ({ ...v, linkId: value }));
  const setText = (value: string) => draft.setValues((v) => ({ ...v, text: value }));
  const shown = open || draft.restored;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, run } = useBusy();

  async function send() {
    const next: Record<string, string> = {};
    if (!linkId) next.link = 'The job order field is required.';
    if (!text.trim()) next.message = 'The message field is required.';
    setErrors(next);
    if (Object.keys(next).length) return;
    await run(
      async () => {
        await createMessage(candidateId, linkId, text.trim());
        toast.success('Added Successfully');
        draft.clear();
        setOpen(false);
        await messages.mutate();
      },
      (message) => setErrors({ form: message }),
    );
  }

  return (
    <Stack gap={3}>
      <PanelHeader
        open={shown}
        onToggle={() => {
          if (shown) draft.clear();
          setOpen(!shown);
        }}
        canAdd={canEdit}
      />
      <Alert.Root status="info" size="sm">
        <Alert.Indicator />
        <Alert.Description>{NO_MAIL_NOTICE}</Alert.Description>
      </Alert.Root>
      {shown && (
        <PanelForm
          onSubmit={() => void send()}
          busy={busy}
          submitLabel="Record message"
          error={errors.form}
        >
          {draft.notice}
          <Field.Root invalid={Boolean(errors.link)}>
            <Field.Label>Job Order</Field.Label>
            <OptionSelect
              label="Job Order"
              value={linkId}
              onChange={setLinkId}
              placeholder="Select"
              options={(links.data ?? []).map((l) => ({ value: l.encrypted_id, label: `${l.job_title} - ${l.client_name}` }))}
            />
            {errors.link && <Field.ErrorText>{errors.link}</Field.ErrorText>}
            {links.data?.length === 0 && (
              <Field.HelperText>Add the candidate to a job order first.</Field.HelperText>
            )}
          </Field.Root>
          <Field.Root invalid={Boolean(errors.message)}>
            <Field.Label>Message</Field.Label>
            <Textarea
              rows={3}
              value={text}
              onChange={(e) => setText(e.target.value)}
              maxLength={5000}
            />
            {errors.message && <Field.ErrorText>{errors.message}</Field.ErrorText>}
          </Field.Root>
        </PanelForm>
      )}
      <ListState state={messages}>
        {(rows) =>
          rows.map((m) => (
            <ItemCard key={m.encrypted_id}>
              <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                {m.message}
              </Text>
              <Meta>
                {m.job_title
                  ? `${m.job_title}${m.client_name ? ` – ${m.client_name}` : ''} · `
                  : ''}
                {m.username ?? 'Unknown'} · {formatDateTime(m.created_at)}
              </Meta>
            </ItemCard>
          ))
        }
      </ListState>
    </Stack>
  );
}
