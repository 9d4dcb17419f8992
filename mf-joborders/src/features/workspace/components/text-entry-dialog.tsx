import { useEffect, useState, type ReactNode } from 'react';
import {
  useTextDraft,
  Field,
  Stack,
  Textarea,
  FormDialog,
  useAction,
} from 'shared-ui';

export interface TextEntryDialogProps {
  open: boolean;
  title: string;
  label: string;
  /** Shown above the text box (e.g. the earlier messages). */
  children?: ReactNode;
  onSubmit: (text: string) => Promise<unknown>;
  onClose: () => void;
  successMessage?: string;
  /** Where what is typed is kept as a draft until saved or cancelled (form and record ids). */
  draft: { id: string; record: string };
}

/** A dialog with one required text (a candidate note, a message to a candidate). */
export function TextEntryDialog({
  open,
  title,
  label,
  children,
  onSubmit,
  onClose,
  successMessage = 'Added Successfully',
  draft,
}: TextEntryDialogProps) {
  const { text, setText, notice, clear } = useTextDraft(draft.id, draft.record);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) setError(null);
  }, [open]);
  const submit = useAction({
    run: async (value: string) => {
      await onSubmit(value);
      clear();
      onClose();
    },
    success: successMessage,
  });

  function save() {
    if (!text.trim()) setError(`The ${label.toLowerCase()} field is required.`);
    else void submit.run(text.trim());
  }

  return (
    <FormDialog
      open={open}
      title={title}
      busy={submit.busy}
      onClose={onClose}
      onCancel={() => {
        clear();
        onClose();
      }}
      onSubmit={save}

    >
      <Stack gap={4}>
        {notice}
        {children}
        <Field.Root invalid={Boolean(error)} required>
          <Field.Label>
            {label} <Field.RequiredIndicator />
          </Field.Label>
          <Textarea rows={4} maxLength={10000} value={text} onChange={(e) => setText(e.target.value)} />
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
      </Stack>
    </FormDialog>
  );

}
