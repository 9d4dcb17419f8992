import { useMemo, useState } from 'react';
import { LuLink } from 'react-icons/lu';
import { useSWRConfig } from 'swr';
import { useSession } from 'shared-auth';
import {
  EmptyState,
  ErrorPanel,
  formatRupees,
  LoadingBlock,
  Badge,
  Box,
  Button,
  Card,
  Field,
  Flex,
  HStack,
  List,
  OptionSelect,
  Stack,
  Text,
  useAction,
  invalidateKeys,
  keys,
} from 'shared-ui';
import type { Job } from '../../jobs/api/types';
import { useCanWriteLinks } from '../../workspace/components/candidate-actions';
import { createLink } from '../api/create-link';
import { useAssignedUsers } from '../api/get-assigned-users';
import { MATCH_PAGE_SIZE, useDatabaseMatch } from '../api/get-database-match';
import type { MatchRow } from '../api/types';
import { CandidateLink } from './pipeline-cells';

/** The minimum scores offered (the server's default is 5). */
const MIN_SCORES = [
  { value: '', label: 'Default (5)' },
  { value: '0', label: 'Any' },
  { value: '10', label: '10 or more' },
  { value: '20', label: '20 or more' },
  { value: '30', label: '30 or more' },
];

/**
 * Database Match: candidates ranked for the job (within its experience range first), a page at a time above a
 * minimum score, each saying why it matched, each linkable to the job with one of its recruiters.
 */
export function DatabaseMatchTab({ job }: { job: Job }) {
  const [page, setPage] = useState(0);
  const [minScore, setMinScore] = useState('');
  const match = useDatabaseMatch(
    job.encrypted_id,
    page,
    minScore === '' ? undefined : Number(minScore),
  );
  const { error, isLoading, mutate: reload } = match;
  const data = match.data?.data;
  const total = match.data?.all_data_cnt ?? 0;
  const pages = Math.max(1, Math.ceil(total / MATCH_PAGE_SIZE));
  const users = useAssignedUsers(job.encrypted_id);
  const { user } = useSession();
  const { mutate } = useSWRConfig();
  const canWrite = useCanWriteLinks();
  const recruiters = useMemo(
    () => (users.data ?? []).filter((u) => u.user_type === 'recruiter'),
    [users.data],
  );
  const [chosen, setChosen] = useState('');
  const mine = recruiters.find((r) => r.user_id === user?.encrypted_id);
  const recruiter = chosen || mine?.user_id || recruiters[0]?.user_id || '';
  const [linking, setLinking] = useState<string | null>(null);
  const linkAction = useAction({
    run: (row: MatchRow) => createLink(row.candidate_id, job.encrypted_id, recruiter),
    success: 'Added Successfully',
    invalidate: async (_, row) => {
      await reload();
      void invalidateKeys(mutate, ...keys.links.stale(row.candidate_id, job.encrypted_id));
    },
  });

  async function link(row: MatchRow) {
    if (!recruiter || linking) return;
    setLinking(row.candidate_id);
    await linkAction.run(row);
    setLinking(null);
  }


  // The matches wait for the job's recruiters too: their "Link to job" buttons are usable only with one chosen, and
  // would otherwise show disabled, then flash to enabled.
  if (isLoading || (canWrite && users.isLoading)) return <LoadingBlock />;
  if (error) return <ErrorPanel onRetry={() => void reload()} />;

  return (
    <Stack gap={3}>
      <Flex gap={3} wrap="wrap" align="flex-end">
        <Field.Root maxW="12rem">
          <Field.Label>Minimum score</Field.Label>
          <OptionSelect
            label="Minimum score"
            value={minScore}
            onChange={(value) => {
              setMinScore(value);
              setPage(0);
            }}
            options={MIN_SCORES}
          />
        </Field.Root>
        {canWrite && recruiters.length > 0 && (
          <Field.Root maxW="sm">
            <Field.Label>Recruiter for new links</Field.Label>
            <OptionSelect
              label="Recruiter for new links"
              value={recruiter}
              onChange={setChosen}
              options={recruiters.map((r) => ({ value: r.user_id, label: r.username || r.email }))}
            />
          </Field.Root>
        )}
      </Flex>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {total} candidate{total === 1 ? '' : 's'} matched · those within the job&apos;s experience
        range first
      </Text>
      {!data?.length ? (
        <EmptyState text="no data found" />
      ) : (
        data.map((row, index) => (
          <Card.Root key={row.candidate_id} size="sm" variant="outline">
            <Card.Body>
              <Flex
                gap={3}
                align={{ base: 'stretch', md: 'flex-start' }}
                direction={{ base: 'column', md: 'row' }}
              >
                <Flex gap={3} align="flex-start" flex="1" minW={0}>
                  <Box textAlign="center" minW="3.5rem">
                    <Text fontSize="2xl" fontWeight="bold" lineHeight="1">
                      {row.score}
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      score
                    </Text>
                  </Box>
                  <Box flex="1" minW={0}>
                    <Flex gap={2} align="baseline" wrap="wrap">
                      <Text fontSize="sm" color="fg.muted">
                        #{page * MATCH_PAGE_SIZE + index + 1}
                      </Text>
                      <CandidateLink id={row.candidate_id} name={row.candidate_name} />
                      {row.designation && (
                        <Text fontSize="sm" color="fg.muted">
                          {row.designation}
                          {row.company_name ? ` at ${row.company_name}` : ''}
                        </Text>
                      )}
                    </Flex>
                    <Flex gap={1.5} wrap="wrap" mt={1}>
                      <Badge variant="subtle">
                        {row.exp_years}y {row.exp_months}m
                      </Badge>
                      {row.expected_ctc !== null && (
                        <Badge variant="subtle">Expected {formatRupees(row.expected_ctc)}</Badge>
                      )}
                      {[row.city_name, row.state_name].filter(Boolean).length > 0 && (
                        <Badge variant="subtle">
                          {[row.city_name, row.state_name].filter(Boolean).join(', ')}
                        </Badge>
                      )}
                    </Flex>
                    <Text mt={1} fontSize="sm" fontWeight="medium" data-testid="match-summary">
                      {row.summary}
                    </Text>
                    <List.Root mt={2} ps={4} fontSize="sm" gap={0.5}>
                      {row.reasons.map((reason) => (
                        <List.Item key={reason}>{reason}</List.Item>
                      ))}
                    </List.Root>
                  </Box>
                </Flex>
                {canWrite && (
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="brand"
                    onClick={() => void link(row)}
                    loading={linking === row.candidate_id}
                    disabled={!recruiter || (linking !== null && linking !== row.candidate_id)}
                  >
                    <LuLink /> Link to job
                  </Button>
                )}
              </Flex>
            </Card.Body>
          </Card.Root>
        ))
      )}
      {pages > 1 && (
        <HStack justify="flex-end" gap={2}>
          <Button
            size="sm"
            variant="outline"
            disabled={page === 0}
            onClick={() => setPage(page - 1)}
          >
            Previous
          </Button>
          <Text fontSize="sm">
            Page {page + 1} of {pages}
          </Text>
          <Button
            size="sm"
            variant="outline"
            disabled={page + 1 >= pages}
            onClick={() => setPage(page + 1)}
          >
            Next
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
