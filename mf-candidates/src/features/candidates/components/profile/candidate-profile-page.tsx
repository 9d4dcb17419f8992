import { useEffect, useState } from 'react';
import { useSearchParams, ErrorPanel, lazyScreen, Box, Grid, Stack, Tabs } from 'shared-ui';
import { useSWRConfig } from 'swr';
import { session, usePermission } from 'shared-auth';
import { useCandidate } from '../../api/get-candidate';
import { CandidateNotFound, isNotFound, LoadingBlock, UnauthorizedNotice } from '../states';
import { AboutTab, ExperienceTab, MailTab, ResumeTab } from './main-tabs';
import { CtcStrip, ProfileHeader } from './profile-header';
import { SnapshotPanel } from './side/snapshot-panel';

// The snapshot opens with the profile; every other side tab loads when first shown.
const NotesPanel = lazyScreen(() => import('./side/notes-panel').then((m) => m.NotesPanel));
const InterviewsPanel = lazyScreen(() =>
  import('./side/interviews-panel').then((m) => m.InterviewsPanel),
);
const JobOrdersPanel = lazyScreen(() =>
  import('./side/job-orders-panel').then((m) => m.JobOrdersPanel),
);
const AttachmentsPanel = lazyScreen(() =>
  import('./side/attachments-panel').then((m) => m.AttachmentsPanel),
);
const DetailsPanel = lazyScreen(() => import('./side/details-panel').then((m) => m.DetailsPanel));
const MessagesPanel = lazyScreen(() =>
  import('./side/messages-panel').then((m) => m.MessagesPanel),
);
const ActivityPanel = lazyScreen(() =>
  import('./side/activity-panel').then((m) => m.ActivityPanel),
);

export const MAIN_TABS = [
  { value: 'resume', label: 'Resume' },
  { value: 'about', label: 'About' },
  { value: 'experience', label: 'Experience' },
  { value: 'mail', label: 'Mail' },
] as const;

export const SIDE_TABS = [
  { value: 'snapshot', label: 'Snapshot' },
  { value: 'notes', label: 'Notes' },
  { value: 'interviews', label: 'Schedule Interviews' },
  { value: 'joborders', label: 'Job Orders' },
  { value: 'attachments', label: 'Attachments' },
  { value: 'details', label: 'Additional Details' },
  { value: 'messages', label: 'Message Candidates' },
  { value: 'activity', label: 'Activity' },
] as const;

type MainTab = (typeof MAIN_TABS)[number]['value'];
type SideTab = (typeof SIDE_TABS)[number]['value'];

function pick<T extends string>(
  value: string | null,
  allowed: readonly { value: T }[],
  fallback: T,
): T {
  return allowed.some((t) => t.value === value) ? (value as T) : fallback;
}

/** /candidates/:id: header, CTC strip, main tabs (?tab=) and the 8 side tabs (?side=), each addressable. */
export function CandidateProfilePage({ id }: { id: string }) {
  const permission = usePermission('Candidates');
  const { data: candidate, error, mutate } = useCandidate(id);
  const { mutate: mutateAll } = useSWRConfig();
  const [params, setParams] = useSearchParams();
  const tab = pick<MainTab>(params.get('tab'), MAIN_TABS, 'resume');
  const side = pick<SideTab>(params.get('side'), SIDE_TABS, 'snapshot');

  useEffect(() => {
    window.scrollTo?.({ top: 0 });
  }, [id]);
  // On a phone the panels stack: opened at a side tab (?side=), that panel comes before the resume. Decided once,
  // so choosing a tab later does not move the panels under the finger.
  const [sideFirst] = useState(() => params.has('side'));

  // Screens that still read the spec's session flag find the profile last opened.
  useEffect(() => {
    session.setProfileId(id);
  }, [id]);

  const setParam = (key: 'tab' | 'side', value: string, fallback: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === fallback) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  if (permission.isLoading) return <LoadingBlock />;
  if (!permission.m_view) return <UnauthorizedNotice />;
  if (isNotFound(error)) return <CandidateNotFound />;
  if (error) return <ErrorPanel onRetry={() => void mutate()} />;
  if (!candidate) return <LoadingBlock />;

  return (
    <Stack gap={4}>
      <ProfileHeader
        candidate={candidate}
        onDeleted={() => void mutateAll((key) => JSON.stringify(key ?? '').includes('candidates'))}
      />
      <CtcStrip candidate={candidate} />
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }}
        gap={4}
        alignItems="start"
      >
        <Box borderWidth="1px" rounded="lg" bg="bg.panel" p={{ base: 3, md: 4 }} minW={0}>
          <Tabs.Root
            value={tab}
            onValueChange={(e) => setParam('tab', e.value, 'resume')}
            variant="line"
            lazyMount
          >
            <Tabs.List overflowX="auto" aria-label="Profile">
              {MAIN_TABS.map((t) => (
                <Tabs.Trigger key={t.value} value={t.value}>
                  {t.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="resume">
              <ResumeTab candidate={candidate} />
            </Tabs.Content>
            <Tabs.Content value="about">
              <AboutTab candidate={candidate} />
            </Tabs.Content>
            <Tabs.Content value="experience">
              <ExperienceTab candidateId={candidate.encrypted_id} />
            </Tabs.Content>
            <Tabs.Content value="mail">
              <MailTab />
            </Tabs.Content>
          </Tabs.Root>
        </Box>
        <Box
          order={{ base: sideFirst ? -1 : 0, lg: 0 }}
          borderWidth="1px"
          rounded="lg"
          bg="bg.panel"
          p={{ base: 3, md: 4 }}
          minW={0}
        >
          <Tabs.Root
            value={side}
            onValueChange={(e) => setParam('side', e.value, 'snapshot')}
            variant="subtle"
            size="sm"
            lazyMount
            unmountOnExit
          >
            <Tabs.List flexWrap="wrap" gap={1} mb={2} aria-label="Candidate details">
              {SIDE_TABS.map((t) => (
                <Tabs.Trigger key={t.value} value={t.value}>
                  {t.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="snapshot">
              <SnapshotPanel candidate={candidate} />
            </Tabs.Content>
            <Tabs.Content value="notes">
              <NotesPanel candidateId={candidate.encrypted_id} />
            </Tabs.Content>
            <Tabs.Content value="interviews">
              <InterviewsPanel candidateId={candidate.encrypted_id} candidateName={candidate.name} />
            </Tabs.Content>
            <Tabs.Content value="joborders">
              <JobOrdersPanel
                candidateId={candidate.encrypted_id}
                candidateName={candidate.name}
              />
            </Tabs.Content>
            <Tabs.Content value="attachments">
              <AttachmentsPanel candidateId={candidate.encrypted_id} />
            </Tabs.Content>
            <Tabs.Content value="details">
              <DetailsPanel candidate={candidate} />
            </Tabs.Content>
            <Tabs.Content value="messages">
              <MessagesPanel candidateId={candidate.encrypted_id} />
            </Tabs.Content>
            <Tabs.Content value="activity">
              <ActivityPanel candidateId={candidate.encrypted_id} />
            </Tabs.Content>
          </Tabs.Root>
        </Box>
      </Grid>
    </Stack>
  );
}
