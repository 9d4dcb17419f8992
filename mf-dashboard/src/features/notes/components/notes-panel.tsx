import { RouterLink, EmptyState, ErrorPanel, formatDateTime, LoadingBlock, relativeTime, Badge, Box, Flex, Link, Stack, Text } from 'shared-ui';
import { candidateLink, clientLink, jobOrderLink } from '../../../lib/links';
import { plainText } from '../../../lib/text';
import { useMyRecentNotes, type RecentNote } from '../api/get-my-recent-notes';

const KIND: Record<
  RecentNote['entity_type'],
  { label: string; palette: string; link: (id: string) => string }
> = {
  candidate: { label: 'Candidate', palette: 'blue', link: candidateLink },
  job_order: { label: 'Job Order', palette: 'purple', link: jobOrderLink },
  client: { label: 'Client', palette: 'teal', link: clientLink },
};

/** The Notes tab of the side panel: the newest notes I wrote, each linking to its record. */
export function NotesPanel() {
  const { data: notes, error, isLoading, mutate } = useMyRecentNotes();
  if (error) return <ErrorPanel onRetry={() => void mutate()} />;
  if (isLoading && !notes) return <LoadingBlock minH="6rem" />;
  if (!notes?.length) return <EmptyState text="no data found" />;
  return (
    <Stack as="ul" gap={3} listStyleType="none" m={0} p={0} aria-label="My recent notes">
      {notes.map((note) => {
        const kind = KIND[note.entity_type];
        return (
          <Box
            as="li"
            key={`${note.entity_type}-${note.encrypted_id}`}
            borderBottomWidth="1px"
            pb={3}
            _last={{ borderBottomWidth: 0 }}
          >
            <Flex align="center" gap={2} mb={1} wrap="wrap">
              <Badge size="sm" variant="subtle" colorPalette={kind.palette}>
                {kind.label}
              </Badge>
              <Link asChild colorPalette="brand" fontWeight="medium" fontSize="sm" minW={0}>
                <RouterLink to={kind.link(note.entity_id)}>{note.entity_name}</RouterLink>
              </Link>
            </Flex>
            <Text fontSize="sm" lineClamp={3} wordBreak="break-word">
              {plainText(note.notes)}
            </Text>
            <Text fontSize="xs" color="fg.muted" mt={1} title={formatDateTime(note.created_at)}>
              {relativeTime(note.created_at)}
            </Text>
          </Box>
        );
      })}
    </Stack>
  );
}
