import { useEffect } from 'react';
import {
  useSearchParams,
  ErrorPanel,
  lazyScreen,
  RecordSidePanel,
  useOpenedAtSideTab,
  Box,
  Grid,
  Stack,
  Tabs,
  invalidateKeys,
  keys,
} from 'shared-ui';
import {
  LuActivity,
  LuBriefcase,
  LuCalendarClock,
  LuInfo,
  LuLayoutDashboard,
  LuMessageSquare,
  LuNotebookPen,
  LuPaperclip,
} from 'react-icons/lu';
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
  { value: 'snapshot', label: 'Snapshot', icon: <LuLayoutDashboard /> },
  { value: 'notes', label: 'Notes', icon: <LuNotebookPen /> },
  { value: 'interviews', label: 'Schedule Interviews', icon: <LuCalendarClock /> },
  { value: 'joborders', label: 'Job Orders', icon: <LuBriefcase /> },
  { value: 'attachments', label: 'Attachments', icon: <LuPaperclip /> },
  { value: 'details', label: 'Additional Details', icon: <LuInfo /> },
  { value: 'messages', label: 'Message Candidates', icon: <LuMessageSquare /> },
  { value: 'activity', label: 'Activity', icon: <LuActivity /> },
] as const;

type MainTab = (typeof MAIN_TABS)[number]['value'];

function pick<T extends string>(
  value: string | null,
  allowed: readonly { value: T }[],
  fallback: T,
): T {
  return allowed.some((t) => t.value === value) ? (value as T) : fallback;
}

/** /candidates/:id: header, CTC strip, main tabs (?tab=) and the 8 side tabs (?panel=; older links' ?side=), each addressable. */
export function CandidateProfilePage({ id }: { id: string }) {
  const permission = usePermission('Candidates');
  const { data: candidate, error, mutate } = useCandidate(id);
  const { mutate: mutateAll } = useSWRConfig();
  const [params, setParams] = useSearchParams();
  const tab = pick<MainTab>(params.get('tab'), MAIN_TABS, 'resume');

  useEffect(() => {
    window.scrollTo?.({ top: 0 });
  }, [id]);
  // On a phone the panels stack: opened at a side tab, that panel comes before the resume. Decided once, so choosing
  // a tab later does not move the panels under the finger.
  const sideFirst = useOpenedAtSideTab();

  // Screens that still read the spec's session flag find the profile last opened.
  useEffect(() => {
    session.setProfileId(id);
  }, [id]);

  const setParam = (key: 'tab', value: string, fallback: string) =>
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

  const sidePanel = (value: (typeof SIDE_TABS)[number]['value']) => {
    switch (value) {
      case 'snapshot':
        return <SnapshotPanel candidate={candidate} />;
      case 'notes':
        return <NotesPanel candidateId={candidate.encrypted_id} />;
      case 'interviews':
        return (
          <InterviewsPanel candidateId={candidate.encrypted_id} candidateName={candidate.name} />
        );
      case 'joborders':
        return (
          <JobOrdersPanel candidateId={candidate.encrypted_id} candidateName={candidate.name} />
        );
      case 'attachments':
        return <AttachmentsPanel candidateId={candidate.encrypted_id} />;
      case 'details':
        return <DetailsPanel candidate={candidate} />;
      case 'messages':
        return <MessagesPanel candidateId={candidate.encrypted_id} />;
      case 'activity':
        return <ActivityPanel candidateId={candidate.encrypted_id} />;
    }
  };

  return (
    <Stack gap={4}>
      <ProfileHeader
        candidate={candidate}
        onDeleted={() => void invalidateKeys(mutateAll, ...keys.candidates.stale())}
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
        <RecordSidePanel
          label="Candidate details"
          order={{ base: sideFirst ? -1 : 0, lg: 0 }}
          tabs={SIDE_TABS.map((t) => ({ ...t, content: sidePanel(t.value) }))}
        />
      </Grid>
    </Stack>
  );
}
