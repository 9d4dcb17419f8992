import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  showApiError,
  toast,
  useTextDraft,
  Button,
  Dialog,
  Field,
  Portal,
  Stack,
  Textarea,
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
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  useEffect(() => {
    if (open) setError(null);
  }, [open]);

  async function save() {
    if (sending.current) return;
    if (!text.trim()) {
      setError(`The ${label.toLowerCase()} field is required.`);
      return;
    }
    sending.current = true;
    setBusy(true);
    try {
      await onSubmit(text.trim());
      toast.success(successMessage);
      clear();
      onClose();
    } catch (e) {
      await showApiError(e);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && !busy && onClose()}
      placement="center"
      size={{ mdDown: 'full', md: 'md' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap={4}>
                {notice}
                {children}
                <Field.Root invalid={Boolean(error)} required>
                  <Field.Label>
                    {label} <Field.RequiredIndicator />
                  </Field.Label>
                  <Textarea
                    rows={4}
                    maxLength={10000}
                    value={text}
                    onChange={(e) => setText(e.target.value)}
                  />
                  {error && <Field.ErrorText>{error}</Field.ErrorText>}
                </Field.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button
                variant="outline"
                onClick={() => {
                  clear();
                  onClose();
                }}
                disabled={busy}
              >
                Cancel
              </Button>
              <Button colorPalette="brand" onClick={() => void save()} loading={busy}>
                Save
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
