import type { ReactNode } from 'react';
import { Button, Dialog } from '@chakra-ui/react';
import { DialogFrame } from './dialog-frame';
import { confirmVerb } from './dialog-api';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
  /** Shows progress on the confirm button and keeps the dialog open. */
  busy?: boolean;
  /** A red confirm button, for deletions. */
  destructive?: boolean;
}

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onClose,
  busy = false,
  destructive = false,
}: ConfirmDialogProps) {
  return (
    <DialogFrame
      role="alertdialog"
      open={open}
      onClose={() => {
        if (!busy) onClose();
      }}
      closeOnInteractOutside={!busy}
      closeOnEscape={!busy}
      // a question of a line or two: a small card in the middle of a phone too (not a whole screen with the answer
      // at its foot), a margin on each side
      size={{ mdDown: 'xs', md: 'sm' }}
      contentProps={{ maxW: { mdDown: 'calc(100% - 2rem)' } }}
    >
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Dialog.Description asChild>
          <div>{message}</div>
        </Dialog.Description>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button colorPalette={destructive ? 'red' : 'brand'} onClick={onConfirm} loading={busy}>
          {confirmLabel ?? confirmVerb(title)}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
