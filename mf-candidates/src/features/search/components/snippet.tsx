import { Box, Text } from 'shared-ui';

/** The resume around a search's matches, the matched words highlighted. */
export function ResumeSnippet({ parts }: { parts: { text: string; hit: boolean }[] }) {
  return (
    <Text fontSize="xs" color="fg.muted" mt={1} maxW="36rem" lineClamp={3} data-testid="resume-snippet">
      <Text as="span" fontWeight="semibold">
        Resume:{' '}
      </Text>
      {parts.map((p, i) =>
        p.hit ? (
          <Box as="mark" key={i} bg="yellow.subtle" color="fg" px="0.5" rounded="sm">
            {p.text}
          </Box>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </Text>
  );
}
