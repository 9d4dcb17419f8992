import type { ReactNode } from 'react';
import { useNavigate, capitalize, EmptyState, ErrorPanel, formatRupees, lazyScreen, LoadingBlock, RichTextView, Avatar, Badge, Box, Card, Flex, Grid, GridItem, Heading, HStack, IconButton, Image, Stack, Text, Wrap, QueryTabs, useQueryTab, runAction, deleteQuestion, EditDeleteButtons, invalidateKeys, keys } from 'shared-ui';
import { LuDownload } from 'react-icons/lu';
import { useSWRConfig } from 'swr';
import { usePermission } from 'shared-auth';
import { JobSidePanel } from '../../workspace/components/job-side-panel';
import { deleteJob } from '../api/delete-job';
import { useJob } from '../api/get-job';
import { jobLocation, type Job } from '../api/types';
import { JobNotFound } from './job-not-found';

// Details opens with the job order; the Database Match and Status tabs load when first shown.
const DatabaseMatchTab = lazyScreen(() =>
  import('../../pipeline/components/database-match-tab').then((m) => m.DatabaseMatchTab),
);
const StatusTab = lazyScreen(() =>
  import('../../pipeline/components/status-tab').then((m) => m.StatusTab),
);

export const DETAIL_TABS = ['details', 'description', 'match', 'status'] as const;

/** 'min to max Years' (spec 2.1 summary strip). */
export function experienceText(job: Pick<Job, 'min_experience' | 'max_experience'>): string {
  if (job.min_experience === null && job.max_experience === null) return '';
  return `${job.min_experience ?? 0} to ${job.max_experience ?? ''} Years`;
}

function ClientLogo({ job }: { job: Job }) {
  if (job.clientlogo_file_url) {
    return (
      <Image
        src={job.clientlogo_file_url}
        alt={`${job.client_name} logo`}
        boxSize={{ base: '48px', md: '64px' }}
        objectFit="contain"
        rounded="md"
        bg="bg.muted"
      />
    );
  }
  return (
    <Avatar.Root size={{ base: 'lg', md: 'xl' }} shape="rounded" colorPalette="brand">
      <Avatar.Fallback name={job.client_name} />
    </Avatar.Root>
  );
}

function Summary({ label, children }: { label: string; children: ReactNode }) {
  return (
    // a term and its value, in the <dl> (a <div> may group them; a <p> may not stand in for either)
    <Box minW={0}>
      <Text as="dt" fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Text as="dd" fontWeight="semibold" overflowWrap="anywhere">
        {children || '—'}
      </Text>
    </Box>
  );
}

function Chips({ items }: { items: string[] }) {
  if (!items.length) return <Text color="fg.muted">—</Text>;
  return (
    <Wrap gap={1.5}>
      {items.map((i) => (
        <Badge
          key={i}
          variant="subtle"
          colorPalette="gray"
          size="md"
          maxW="full"
          h="auto"
          whiteSpace="normal"
          overflowWrap="anywhere"
        >
          {i}
        </Badge>
      ))}
    </Wrap>
  );
}

function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid
      templateColumns={{ base: '1fr', md: '12rem 1fr' }}
      gap={{ base: 1, md: 4 }}
      py={2.5}
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
    >
      <Text color="fg.muted" fontSize="sm">
        {label}
      </Text>
      <Box minW={0}>{children}</Box>
    </Grid>
  );
}

function DetailsTab({ job }: { job: Job }) {
  const users = (type: string) =>
    job.users.filter((u) => u.user_type === type).map((u) => u.username || u.user_email);
  return (
    <Stack gap={0}>
      <DetailRow label="Primary Skills">
        <Chips
          items={job.skills.filter((s) => s.skill_type === 'primary').map((s) => s.skill_name)}
        />
      </DetailRow>
      <DetailRow label="Secondary Skills">
        <Chips
          items={job.skills.filter((s) => s.skill_type === 'secondary').map((s) => s.skill_name)}
        />
      </DetailRow>
      <DetailRow label="Qualifications">
        <Chips items={job.qualifications.map((q) => q.name)} />
      </DetailRow>
      <DetailRow label="Open for Outstation">{job.open_outstation}</DetailRow>
      <DetailRow label="Customer Contact">{job.contact_name || '—'}</DetailRow>
      <DetailRow label="Recruiters">
        <Chips items={users('recruiter')} />
      </DetailRow>
      <DetailRow label="Managers">
        <Chips items={users('manager')} />
      </DetailRow>
      <DetailRow label="Coordinators">
        <Chips items={users('coordinator')} />
      </DetailRow>
      <DetailRow label="Position Inputs">
        {job.positions_description ? (
          <RichTextView html={job.positions_description} />
        ) : (
          <Text color="fg.muted">—</Text>
        )}
      </DetailRow>
    </Stack>
  );
}

function DescriptionTab({ job }: { job: Job }) {
  return (
    <Stack gap={3}>
      {job.jobdescription_file_url && (
        <Text fontSize="sm">
          Job description file:{' '}
          <a href={job.jobdescription_file_url} style={{ textDecoration: 'underline' }}>
            {job.jobdescription_file_name}
          </a>
        </Text>
      )}
      {job.job_description ? (
        <RichTextView html={job.job_description} />
      ) : (
        <EmptyState />
      )}
    </Stack>
  );
}

/** /joborders/:id: header, summary strip, the four tabs (?tab=) and the right panel (?panel=). */
export function JobDetailPage({ id }: { id: string }) {
  const { data: job, error, isLoading, mutate: reload } = useJob(id);
  const permission = usePermission('Job Orders');
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const tab = useQueryTab('tab', 'details', [...DETAIL_TABS]);

  if (isLoading) return <LoadingBlock />;
  if (error)
    return (error as { response?: { status?: number } }).response?.status === 404 ? (
      <JobNotFound />
    ) : (
      <ErrorPanel onRetry={() => void reload()} />
    );
  if (!job) return <JobNotFound />;

  const remove = () =>
    runAction({
      confirm: deleteQuestion('Delete job order'),
      run: () => deleteJob(job.encrypted_id),
      success: (res) => res.message || 'Deleted Successfully',
      invalidate: () => {
        void invalidateKeys(mutate, ...keys.jobs.stale());
        navigate('/joborders/list');
      },
    });


  return (
    <Grid
      templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 22rem', xl: 'minmax(0, 1fr) 26rem' }}
      gap={5}
      alignItems="start"
    >
      <GridItem minW={0}>
        <Stack gap={4}>
          <Card.Root size="sm">
            <Card.Body>
              <Flex gap={4} align="flex-start" wrap={{ base: 'wrap', sm: 'nowrap' }}>
                <ClientLogo job={job} />
                <Box flex="1" minW={0}>
                  <Heading as="h2" size={{ base: 'lg', md: 'xl' }} overflowWrap="anywhere">
                    {job.job_title}
                  </Heading>
                  <HStack gap={2} mt={1} wrap="wrap">
                    <Text fontWeight="medium">{job.client_name}</Text>
                    <Badge
                      colorPalette={job.status === 'active' ? 'green' : 'gray'}
                      variant="subtle"
                    >
                      {capitalize(job.status)}
                    </Badge>
                  </HStack>
                  <Text color="fg.muted" fontSize="sm" mt={1}>
                    {jobLocation(job)}
                  </Text>
                </Box>
                {/* on a phone the actions take their own row, leaving the title the card's width */}
                <HStack gap={1} ms="auto" w={{ base: 'full', sm: 'auto' }} justify={{ base: 'flex-start', sm: 'flex-end' }}>
                  {job.jobdescription_file_url ? (
                    <IconButton
                      asChild
                      aria-label="Download job description"
                      title="Download job description"
                      variant="ghost"
                      size="sm"
                    >
                      <a href={job.jobdescription_file_url} download>
                        <LuDownload />
                      </a>
                    </IconButton>
                  ) : (
                    <IconButton
                      aria-label="No job description file"
                      title="No job description file"
                      variant="ghost"
                      size="sm"
                      disabled
                    >
                      <LuDownload />
                    </IconButton>
                  )}
                  <EditDeleteButtons
                    name="job order"
                    editTo={permission.m_edit ? `/joborders/${job.encrypted_id}/edit` : undefined}
                    onDelete={permission.m_delete ? () => void remove() : undefined}
                  />
                </HStack>
              </Flex>
              <Grid
                as="dl"
                mt={4}
                pt={4}
                borderTopWidth="1px"
                templateColumns={{
                  base: 'repeat(2, minmax(0, 1fr))',
                  md: 'repeat(3, minmax(0, 1fr))',
                  '2xl': 'repeat(6, minmax(0, 1fr))',
                }}
                gap={4}
              >
                <Summary label="Positions">{job.no_positions ?? ''}</Summary>
                <Summary label="Job Id">{job.job_code}</Summary>
                <Summary label="Experience">{experienceText(job)}</Summary>
                <Summary label="Position Type">{job.position_type}</Summary>
                <Summary label="Max Budget">{formatRupees(job.max_budget)}</Summary>
                <Summary label="Customer Contact">{job.contact_name}</Summary>
              </Grid>
            </Card.Body>
          </Card.Root>

          <Card.Root size="sm">
            <Card.Body>
              <QueryTabs
                param="tab"
                defaultValue="details"
                label="Job order tabs"
                resets={['group', 'p_page', 'p_q', 'p_sortby', 'p_direction', 'view']}
                tabs={[
                  { value: 'details', label: 'Details' },
                  { value: 'description', label: 'Job Description' },
                  { value: 'match', label: 'Database Match' },
                  { value: 'status', label: 'Status' },
                ]}
              />
              <Box pt={4}>
                {tab === 'details' && <DetailsTab job={job} />}
                {tab === 'description' && <DescriptionTab job={job} />}
                {tab === 'match' && <DatabaseMatchTab job={job} />}
                {tab === 'status' && <StatusTab jobId={job.encrypted_id} />}
              </Box>
            </Card.Body>
          </Card.Root>
        </Stack>
      </GridItem>
      <GridItem minW={0}>
        <JobSidePanel jobId={job.encrypted_id} />
      </GridItem>
    </Grid>
  );
}
