// The clash warning (issue 18): the candidate or an interviewer already has an interview overlapping the time. It
// names each one; the user may go back and change the time, or schedule anyway.
import { Button, Dialog, List, Text } from '@chakra-ui/react';
import { DialogFrame } from '../dialogs/dialog-frame';
import { formatDayMonth, type Clash } from './model';
import { jobName } from '../format';

export function clashLine(c: Clash): string {
  const who = c.reason === 'candidate' ? `${c.candidate_name} already has this interview` : `${c.reason} already interviews ${c.candidate_name}`;
  return `${who}: ${jobName(c.job_title, c.client_name)}, ${formatDayMonth(c.date)} ${c.time}, ${c.duration} minutes`;
}

export function ClashDialog({ clashes, onCancel, onConfirm }: { clashes: Clash[] | null; onCancel: () => void; onConfirm: () => void }) {
  return (
    <DialogFrame open={Boolean(clashes)} onClose={onCancel} role="alertdialog" size={{ base: 'xs', sm: 'md' }}>
            <Dialog.Header>
              <Dialog.Title>This time clashes with another interview</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <List.Root gap={2} ps={4}>
                {(clashes ?? []).map((c) => (
                  <List.Item key={`${c.encrypted_id}-${c.reason}`}>{clashLine(c)}</List.Item>
                ))}
              </List.Root>
              <Text mt={3} fontSize="sm" color="fg.muted">
                Change the time, or schedule it anyway.
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                Change the time
              </Button>
              <Button colorPalette="orange" onClick={onConfirm}>
                Schedule anyway
              </Button>
            </Dialog.Footer>
    </DialogFrame>
  );
}
