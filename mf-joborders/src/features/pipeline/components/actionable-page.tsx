import { useState } from 'react';
import { RouterLink, useLocation, useNavigate, DataTable, ErrorPanel, LoadingBlock, Badge, Box, Flex, Grid, Input, InputGroup, Link, LinkBox, LinkOverlay, OptionSelect, Stack, Text } from 'shared-ui';
import { LuSearch } from 'react-icons/lu';
import { useJobsCandidateCounts } from '../../jobs/api/get-jobs-candidate-counts';
import type { JobCandidateCount } from '../../jobs/api/types';
import { usePipelineCandidates } from '../api/get-pipeline-candidates';
import { pipelineColumns } from './pipeline-cells';

const ALL = '';

function JobTab({
  job,
  active,
  href,
}: {
  job: JobCandidateCount | null;
  active: boolean;
  href: string;
}) {
  // The whole tab chooses the job (the overlay link); its title opens the job order (spec 2.1).
  return (
    <LinkBox
      px={3}
      py={2}
      rounded="md"
      borderLeftWidth="3px"
      borderColor={active ? 'brand.solid' : 'transparent'}
      bg={active ? 'brand.subtle' : undefined}
      _hover={{ bg: active ? 'brand.subtle' : 'bg.muted' }}
    >
      <Flex justify="space-between" gap={2} align="baseline">
        {job ? (
          <Link
            asChild
            fontWeight="medium"
            colorPalette="brand"
            minW={0}
            overflowWrap="anywhere"
            position="relative"
            zIndex={1}
          >
            <RouterLink to={`/joborders/${job.job_id}`} title="Open the job order">
              {job.job_title}
            </RouterLink>
          </Link>
        ) : (
          <LinkOverlay asChild fontWeight="medium">
            <RouterLink to={href} aria-current={active ? 'page' : undefined}>
              All Job Orders
            </RouterLink>
          </LinkOverlay>
        )}
        {job && (
          <Badge
            variant={active ? 'solid' : 'subtle'}
            colorPalette="brand"
            flexShrink={0}
            title={`${job.cnd_count} candidates`}
          >
            {job.cnd_count}
          </Badge>
        )}
      </Flex>
      {job && (
        <LinkOverlay asChild display="block" fontSize="xs" color="fg.muted" textDecoration="none">
          <RouterLink
            to={href}
            aria-current={active ? 'page' : undefined}
            // the name keeps the words shown (client and job id), so speech control finds it
            aria-label={`Candidates of ${job.job_title}, ${job.company_name} · Job Id ${job.job_code}`}
          >
            {job.company_name} · Job Id {job.job_code}
          </RouterLink>
        </LinkOverlay>
      )}
    </LinkBox>
  );
}

/** /joborders (?job=): left, 'All Job Orders' and one tab per active job; right, the chosen job's candidates. */
export function ActionablePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const chosen = new URLSearchParams(location.search).get('job') ?? ALL;
  const [q, setQ] = useState('');
  const jobs = useJobsCandidateCounts(q.trim());
  const list = usePipelineCandidates(chosen || null);
  const href = (jobId: string) => (jobId ? `/joborders?job=${jobId}` : '/joborders');

  return (
    <Grid templateColumns={{ base: '1fr', lg: '16rem minmax(0, 1fr)' }} gap={4} alignItems="start">
      <Stack gap={2} as="nav" aria-label="Job orders">
        <InputGroup startElement={<LuSearch />}>
          <Input
            size="sm"
            type="search"
            aria-label="Search job orders"
            placeholder="Search job orders"
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
        </InputGroup>
        {/* a phone gets a select instead of the long list */}
        <Box display={{ base: 'block', lg: 'none' }}>
          <OptionSelect
            label="Job order"
            value={chosen}
            onChange={(job) => navigate(href(job))}
            placeholder="All Job Orders"
            options={(jobs.data ?? []).map((j) => ({
              value: j.job_id,
              label: `${j.job_title} (${j.cnd_count}) · ${j.company_name}`,
            }))}
          />
        </Box>
        <Stack
          gap={1}
          display={{ base: 'none', lg: 'flex' }}
          maxH="calc(100vh - 14rem)"
          overflowY="auto"
          pe={1}
        >
          <JobTab job={null} active={chosen === ALL} href={href(ALL)} />
          {jobs.isLoading && <LoadingBlock minH="4rem" />}
          {jobs.error && <ErrorPanel onRetry={() => void jobs.mutate()} />}
          {(jobs.data ?? []).map((j) => (
            <JobTab key={j.job_id} job={j} active={chosen === j.job_id} href={href(j.job_id)} />
          ))}
          {jobs.data && jobs.data.length === 0 && (
            <Text fontSize="sm" color="fg.muted" px={3}>
              no data found
            </Text>
          )}
        </Stack>
      </Stack>
      <Box minW={0}>
        <DataTable
          key={chosen}
          columns={pipelineColumns({ showJob: !chosen, compact: true })}
          list={list}
          caption="Candidates"
          searchPlaceholder="Search candidates"
          rowKey={(r) => r.encrypted_id}
        />
      </Box>
    </Grid>
  );
}
