import { useState } from 'react';
import { LuRotateCw } from 'react-icons/lu';
import { Alert, Box, Button, Text } from 'shared-ui';

export interface RemoteErrorPanelProps {
  remote: string;
  /** The module's code could not be fetched or run (as opposed to failing while rendering). */
  loadFailure?: boolean;
  reason: string;
  onRetry: () => Promise<void> | void;
}

/** Shown in a route whose module could not be loaded; the rest of the suite keeps working. */
export function RemoteErrorPanel({
  remote,
  loadFailure = true,
  reason,
  onRetry,
}: RemoteErrorPanelProps) {
  const [busy, setBusy] = useState(false);

  async function retry() {
    setBusy(true);
    try {
      await onRetry();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box p={{ base: 4, md: 8 }}>
      <Alert.Root status="error" maxW="3xl" alignItems="flex-start" data-remote={remote}>
        <Alert.Indicator />
        <Alert.Content gap={2}>
          <Alert.Title>
            {loadFailure
              ? 'This module could not be loaded.'
              : 'This module stopped with an error.'}
          </Alert.Title>
          <Alert.Description>
            <Text wordBreak="break-word">{reason}</Text>
            <Text mt={1} fontSize="sm" color="fg.muted">
              Module: {remote}
            </Text>
          </Alert.Description>
          <Box>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              loading={busy}
              onClick={() => void retry()}
            >
              <LuRotateCw /> Retry
            </Button>
          </Box>
        </Alert.Content>
      </Alert.Root>
    </Box>
  );
}
