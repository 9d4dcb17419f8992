import { EmptyState, LoadingBlock, formatDate, formatInterviewAt, formatRupees, jobName, todayIso, Badge, Box, Flex, Heading, HStack, Stack, Text } from 'shared-ui';
import { useInterviews } from '../../../api/get-candidate-interviews';
import { useJobLinks } from '../../../api/get-candidate-job-orders';
import { useNotes } from '../../../api/get-candidate-notes';
import type { Candidate } from '../../../api/types';
import { Meta } from './panel-kit';

/** Main status code of an offer (spec 001 §2: the Offered entry is fetched with main status R). */
export const OFFERED_STATUS = 'R';

function Block({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box>
      <Heading
        as="h4"
        size="xs"
        color="fg.muted"
        textTransform="uppercase"
        letterSpacing="wide"
        mb={1.5}
      >
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** Snapshot: skills, job orders with their status, the Offered entry, the next interview and the latest note. */
export function SnapshotPanel({ candidate }: { candidate: Candidate }) {
  const id = candidate.encrypted_id;
  const links = useJobLinks(id);
  const offered = useJobLinks(id, OFFERED_STATUS);
  const interviews = useInterviews(id);
  const notes = useNotes(id);
  const today = todayIso();
  const next = (interviews.data ?? [])
    .filter((i) => i.date >= today && i.status !== 'cancelled')
    .sort((a, b) => (a.schedule_time < b.schedule_time ? -1 : 1))[0];
  const note = notes.data?.[0];
  // until the lists answer, say so: 'No offers' or 'Not linked to a job order' would read as a fact
  if ([links, offered, interviews, notes].some((r) => r.data === undefined && !r.error))
    return <LoadingBlock label="Loading the snapshot" minH="6rem" />;
  return (
    <Stack gap={4}>
      <Block title="Skills">
        {candidate.skills.length ? (
          <Flex gap={1.5} wrap="wrap">
            {candidate.skills.map((s) => (
              <Badge
                key={s.encrypted_id}
                variant="subtle"
                maxW="full"
                h="auto"
                whiteSpace="normal"
                overflowWrap="anywhere"
              >
                {s.name}
              </Badge>
            ))}
          </Flex>
        ) : (
          <Text color="fg.muted">—</Text>
        )}
      </Block>
      <Block title="Offered">
        {offered.data?.length ? (
          <Stack gap={1.5}>
            {offered.data.map((l) => (
              <Box key={l.encrypted_id}>
                <Text fontWeight="medium">
                  {jobName(l.job_title, l.client_name)}
                </Text>
                <Text fontSize="sm">
                  {l.main_substatus}
                  {l.offered_ctc !== null && ` · ${formatRupees(l.offered_ctc)}`}
                  {l.expected_joining_date && ` · joining ${formatDate(l.expected_joining_date)}`}
                </Text>
              </Box>
            ))}
          </Stack>
        ) : (
          <Text color="fg.muted">No offers</Text>
        )}
      </Block>
      <Block title="Job Orders">
        {links.data?.length ? (
          <Stack gap={1}>
            {links.data.map((l) => (
              <HStack key={l.encrypted_id} justify="space-between" gap={2} align="flex-start">
                <Text fontSize="sm" lineClamp={1}>
                  {jobName(l.job_title, l.client_name)}
                </Text>
                <Badge size="sm" variant="subtle" colorPalette="blue" flexShrink={0}>
                  {l.main_status}
                </Badge>
              </HStack>
            ))}
          </Stack>
        ) : (
          <Text color="fg.muted">
            {candidate.free_pool === '1' ? 'In the free pool' : 'Not linked to a job order'}
          </Text>
        )}
      </Block>
      <Block title="Next Interview">
        {next ? (
          <Text fontSize="sm">
            {formatInterviewAt(next.date, next.hour, next.minutes, next.timeformat)} ·{' '}
            {next.mode_interview} · {jobName(next.job_title, next.client_name)}
          </Text>
        ) : (
          <Text color="fg.muted">None scheduled</Text>
        )}
      </Block>
      <Block title="Latest Note">
        {note ? (
          <>
            <Text fontSize="sm" lineClamp={3} whiteSpace="pre-wrap">
              {note.notes}
            </Text>
            <Meta>{note.username ?? ''}</Meta>
          </>
        ) : (
          <Text color="fg.muted">—</Text>
        )}
      </Block>
      {links.error && <EmptyState text="Something went wrong please try again." />}
    </Stack>
  );
}
