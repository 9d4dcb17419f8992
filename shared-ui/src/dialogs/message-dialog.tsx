import { useEffect, type ReactNode } from 'react';
import { Box, Button, Dialog, HStack, List } from '@chakra-ui/react';
import { LuCircleAlert, LuCircleCheck } from 'react-icons/lu';
import { DialogFrame } from './dialog-frame';

export interface MessageDialogProps {
  open: boolean;
  tone: 'error' | 'success';
  title: ReactNode;
  /** One message, or several shown as a list (e.g. each field's first error). */
  message: ReactNode | string[];
  button?: string;
  autoCloseMs?: number;
  onClose: () => void;
}

export function MessageDialog({
  open,
  tone,
  title,
  message,
  button = 'Ok',
  autoCloseMs,
  onClose,
}: MessageDialogProps) {
  useEffect(() => {
    if (!open || !autoCloseMs) return;
    const timer = setTimeout(onClose, autoCloseMs);
    return () => clearTimeout(timer);
  }, [open, autoCloseMs, onClose]);

  const lines = Array.isArray(message) ? message : null;
  return (
    <DialogFrame
      role={tone === 'error' ? 'alertdialog' : 'dialog'}
      open={open}
      onClose={onClose}
      size="sm"
    >
      <Dialog.Header>
        <HStack gap={2}>
          <Box
            as="span"
            display="inline-flex"
            fontSize="xl"
            color={tone === 'error' ? 'fg.error' : 'fg.success'}
            aria-hidden
          >
            {tone === 'error' ? <LuCircleAlert /> : <LuCircleCheck />}
          </Box>
          <Dialog.Title>{title}</Dialog.Title>
        </HStack>
      </Dialog.Header>
      <Dialog.Body>
        <Dialog.Description asChild>
          {lines && lines.length > 1 ? (
            <List.Root ps={5}>
              {lines.map((line, i) => (
                <List.Item key={i}>{line}</List.Item>
              ))}
            </List.Root>
          ) : (
            <div>{lines ? lines[0] : message}</div>
          )}
        </Dialog.Description>
      </Dialog.Body>
      <Dialog.Footer>
        <Button colorPalette={tone === 'error' ? 'red' : 'brand'} onClick={onClose}>
          {button}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
