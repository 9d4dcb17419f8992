import { Box, HStack, Progress, Text } from 'shared-ui';

/** The spreadsheet being built (downloadXlsx's onProgress), announced politely to screen readers. */
export function DownloadProgress({
  progress,
  label = 'Preparing the spreadsheet',
}: {
  progress: number | null;
  label?: string;
}) {
  if (progress === null) return null;
  const percent = Math.round(progress * 100);
  return (
    <Box role="status" aria-live="polite" w="full">
      <HStack justify="space-between" mb={1}>
        <Text fontSize="sm" color="fg.muted">
          {label}…
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {percent}%
        </Text>
      </HStack>
      <Progress.Root value={percent} size="sm" colorPalette="brand" aria-label={label}>
        <Progress.Track>
          <Progress.Range transitionDuration="fast" />
        </Progress.Track>
      </Progress.Root>
    </Box>
  );
}
