import { useState, type ReactNode } from 'react';
import {
  LuActivity,
  LuCalendarClock,
  LuLayoutDashboard,
  LuMessageSquare,
  LuNotebookPen,
  LuTrash2,
} from 'react-icons/lu';
import { useSWRConfig } from 'swr';
import { usePermission } from 'shared-auth';
import { AsyncSearchSelect, EmptyState, formatDate, InterviewFormDialog, InterviewItem, INTERVIEW_STATUS_LABELS, formatDateTime, LoadingBlock, Pagination, relativeTime, type SearchOption, Box, Button, Flex, Grid, IconButton, Stack, Text, Textarea, RecordSidePanel, useAction, deleteQuestion, invalidateKeys, keys } from 'shared-ui';
import { usePipelineCounts } from '../../pipeline/api/get-pipeline-counts';
import { GROUP_TITLES, GROUPS } from '../../pipeline/api/types';
import { createJobMessage } from '../api/create-job-message';
import { createJobNote } from '../api/create-job-note';
import { deleteInterview } from '../api/delete-interview';
import { deleteJobNote } from '../api/delete-job-note';
import { searchAssignableCandidates } from '../api/get-assignable-candidates';
import { useJobActivity } from '../api/get-job-activity';
import { useJobMessages } from '../api/get-job-messages';
import { useJobNotes } from '../api/get-job-notes';
import { useJobInterviews } from '../api/get-interviews';
import { useRecentInterviews } from '../api/get-recent-interviews';
import type { ActivityRow, InterviewRow } from '../api/types';
import { useCanWriteLinks } from './candidate-actions';

function interviewWhen(i: InterviewRow): string {
  return `${formatDate(i.date)} ${i.hour}:${i.minutes} ${i.timeformat}`;
}

function InterviewLine({ i }: { i: InterviewRow }) {
  return (
    <Flex
      gap={2}
      py={2}
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
      align="flex-start"
    >
      <Box flex="1" minW={0}>
        <Text fontWeight="medium">{i.candidate_name}</Text>
        <Text fontSize="sm" color="fg.muted">
          {interviewWhen(i)} · {i.duration} min · {i.mode_interview}
          {i.round ? ` · ${i.round}` : ''}
        </Text>
      </Box>
      <Text fontSize="xs" color={i.status === 'cancelled' ? 'fg.error' : 'fg.muted'}>
        {INTERVIEW_STATUS_LABELS[i.status]}
      </Text>
    </Flex>
  );
}

function Snapshot({ jobId }: { jobId: string }) {
  const counts = usePipelineCounts(jobId);
  const recent = useRecentInterviews(jobId);
  return (
    <Stack gap={4}>
      <Grid templateColumns="repeat(auto-fill, minmax(6.5rem, 1fr))" gap={2}>
        {GROUPS.map((g) => (
          <Box key={g} borderWidth="1px" rounded="md" p={2} textAlign="center">
            <Text fontSize="2xl" fontWeight="bold" lineHeight="1.2">
              {counts.data ? counts.data[GROUP_TITLES[g]] : '–'}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {GROUP_TITLES[g]}
            </Text>
          </Box>
        ))}
      </Grid>
      <Box>
        <Text fontWeight="semibold" mb={1}>
          Recent Interviews
        </Text>
        {recent.isLoading ? (
          <LoadingBlock minH="4rem" />
        ) : recent.data?.length ? (
          recent.data.map((i) => <InterviewLine key={i.encrypted_id} i={i} />)
        ) : (
          <EmptyState />
        )}
      </Box>
    </Stack>
  );
}

/** A tab's list: loading, "no data found", or its rows. */
function Rows<T>({
  loading,
  rows,
  children,
}: {
  loading: boolean;
  rows?: T[];
  children: (row: T) => ReactNode;
}) {
  if (loading) return <LoadingBlock minH="4rem" />;
  if (!rows?.length) return <EmptyState />;
  return <>{rows.map((row) => children(row))}</>;
}

/** What someone wrote (a note, a message), with who wrote it and when under it. */
function Written({ text, by, when }: { text: string; by: string; when: string }) {
  return (
    <>
      <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
        {text}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {by} · {when}
      </Text>
    </>
  );
}

/** A text box and its send button under it (the Notes and Messages tabs): the button sends once `ready`, not twice while busy. */
function Composer({
  label,
  placeholder,
  text,
  onText,
  ready,
  busy,
  onSend,
  above,
  children,
}: {
  label: string;
  placeholder: string;
  text: string;
  onText: (text: string) => void;
  ready: boolean;
  busy: boolean;
  onSend: () => void;
  /** what the message needs besides its text (the candidate it goes to) */
  above?: ReactNode;
  /** the button's label */
  children: ReactNode;
}) {
  return (
    <Stack gap={2}>
      {above}
      <Textarea
        aria-label={label}
        placeholder={placeholder}
        rows={3}
        value={text}
        onChange={(e) => onText(e.target.value)}
      />
      <Button
        size="sm"
        colorPalette="brand"
        alignSelf="flex-end"
        onClick={() => {
          if (ready && !busy) onSend();
        }}
        loading={busy}
        disabled={!ready}
      >
        {children}
      </Button>
    </Stack>
  );
}

function Notes({ jobId }: { jobId: string }) {
  const { data, isLoading, mutate } = useJobNotes(jobId);
  const permission = usePermission('Job Orders');
  const [text, setText] = useState('');
  const { mutate: mutateAll } = useSWRConfig();
  const save = useAction({
    run: async () => {
      await createJobNote(jobId, text.trim());
      setText('');
    },
    success: 'Added Successfully',
    invalidate: async () => {
      await mutate();
      void invalidateKeys(mutateAll, keys.jobs.activity(jobId));
    },
  });
  const { run: remove } = useAction({
    confirm: deleteQuestion('Delete note'),
    run: (id: string) => deleteJobNote(id),
    success: 'Deleted Successfully',
    invalidate: () => mutate(),
  });

  return (
    <Stack gap={3}>
      {permission.m_edit && (
        <Composer
          label="New note"
          placeholder="Add a note"
          text={text}
          onText={setText}
          ready={Boolean(text.trim())}
          busy={save.busy}
          onSend={() => void save.run()}
        >
          Add Note
        </Composer>
      )}
      <Rows loading={isLoading} rows={data}>
        {(n) => (
          <Flex
            key={n.encrypted_id}
            gap={2}
            borderBottomWidth="1px"
            pb={2}
            _last={{ borderBottomWidth: 0 }}
          >
            <Box flex="1" minW={0}>
              <Written text={n.notes} by={n.username} when={formatDateTime(n.created_at)} />
            </Box>
            {permission.m_edit && (
              <IconButton
                aria-label="Delete note"
                size="xs"
                variant="ghost"
                colorPalette="red"
                onClick={() => void remove(n.encrypted_id)}
              >
                <LuTrash2 />
              </IconButton>
            )}
          </Flex>
        )}
      </Rows>
    </Stack>
  );
}

function Messages({ jobId }: { jobId: string }) {
  const { data, isLoading, mutate } = useJobMessages(jobId);
  const canWrite = useCanWriteLinks();
  const [candidate, setCandidate] = useState<SearchOption<string> | null>(null);
  const [text, setText] = useState('');
  const send = useAction({
    run: async (to: string) => {
      await createJobMessage(jobId, to, text.trim());
      setText('');
    },
    success: 'Added Successfully',
    invalidate: () => mutate(),
  });

  return (
    <Stack gap={3}>
      {canWrite && (
        <Composer
          label="Message"
          placeholder="Message to candidate"
          text={text}
          onText={setText}
          ready={Boolean(candidate && text.trim())}
          busy={send.busy}
          onSend={() => {
            if (candidate) void send.run(candidate.value);
          }}
          above={
            <AsyncSearchSelect<string>
              aria-label="Candidate"
              value={candidate}
              onChange={setCandidate}
              minChars={1}
              placeholder="Candidate of this job"
              loadOptions={(q) => searchAssignableCandidates(jobId, q)}
            />
          }
        >
          Send Message
        </Composer>
      )}
      <Rows loading={isLoading} rows={data}>
        {(m) => (
          <Box key={m.encrypted_id} borderBottomWidth="1px" pb={2} _last={{ borderBottomWidth: 0 }}>
            <Text fontWeight="medium" fontSize="sm">
              To {m.candidate_name}
            </Text>
            <Written text={m.message} by={m.username} when={relativeTime(m.created_at)} />
          </Box>
        )}
      </Rows>
    </Stack>
  );
}

function Interviews({ jobId }: { jobId: string }) {
  const [page, setPage] = useState(0);
  const { data, isLoading, mutate } = useJobInterviews(jobId, page, 5);
  // scheduling and changing interviews needs Candidates edit (the server's rule)
  const canWrite = usePermission('Candidates').m_edit;
  const [adding, setAdding] = useState(false);
  const { mutate: mutateAll } = useSWRConfig();

  const { run: remove } = useAction({
    confirm: deleteQuestion('Delete interview'),
    run: (i: InterviewRow) => deleteInterview(i.encrypted_id),
    success: 'Deleted Successfully',
    invalidate: async (_, i) => {
      await mutate();
      void invalidateKeys(mutateAll, ...keys.interviews.stale(i.candidate_id, jobId));
    },
  });

  return (
    <Stack gap={3}>
      {canWrite && (
        <Button size="sm" colorPalette="brand" alignSelf="flex-end" onClick={() => setAdding(true)}>
          Schedule Interview
        </Button>
      )}
      {isLoading && !data ? (
        <LoadingBlock minH="4rem" />
      ) : !data?.data.length ? (
        <EmptyState />
      ) : (
        <Stack gap={2}>
          {data.data.map((i) => (
            <InterviewItem
              key={i.encrypted_id}
              interview={i}
              title="candidate"
              canEdit={canWrite}
              onDelete={() => void remove(i)}
            />
          ))}
          <Pagination page={page} pageSize={5} total={data.all_data_cnt} onPageChange={setPage} />
        </Stack>
      )}
      <InterviewFormDialog
        open={adding}
        jobId={jobId}
        searchCandidates={(q) => searchAssignableCandidates(jobId, q)}
        onClose={() => setAdding(false)}
        onSaved={() => setPage(0)}
      />
    </Stack>
  );
}

/** A term of an activity entry, muted before its value. */
function Term({ children }: { children: ReactNode }) {
  return (
    <Text as="dt" color="fg.muted">
      {children}
    </Text>
  );
}

/** Changed on / Changed To / Entered by / Date & Time, newest first (server-paged). */
function Activity({ jobId }: { jobId: string }) {
  const list = useJobActivity(jobId);
  if (list.isLoading && !list.rows.length) return <LoadingBlock minH="4rem" />;
  if (!list.rows.length) return <EmptyState />;
  return (
    <Box>
      <Stack as="ol" gap={0} listStyleType="none" aria-label="Activity">
        {list.rows.map((r: ActivityRow, i) => (
          <Box
            as="li"
            key={`${r.kind}-${r.date_time}-${i}`}
            py={2}
            borderBottomWidth="1px"
            _last={{ borderBottomWidth: 0 }}
          >
            <Grid
              as="dl"
              templateColumns="6.5rem minmax(0, 1fr)"
              columnGap={2}
              rowGap={0.5}
              fontSize="sm"
            >
              <Term>Changed on</Term>
              <Text as="dd" fontWeight="medium" overflowWrap="anywhere">
                {r.changed_on}
              </Text>
              <Term>Changed To</Term>
              <Text as="dd" overflowWrap="anywhere">
                {r.changed_to}
              </Text>
              <Term>Entered by</Term>
              <Text as="dd">{r.entered_by || '—'}</Text>
              <Term>Date &amp; Time</Term>
              <Text as="dd">{formatDateTime(r.date_time)}</Text>
            </Grid>
          </Box>
        ))}
      </Stack>
      <Pagination
        page={list.page}
        pageSize={list.pageSize}
        total={list.total}
        onPageChange={list.setPage}
      />
    </Box>
  );
}

/** The job's right panel: Snapshot, Notes, Messages, Schedule Interviews, Activity (?panel=). */
export function JobSidePanel({ jobId }: { jobId: string }) {
  return (
    <RecordSidePanel
      label="Job order panel"
      tabs={[
        { value: 'snapshot', label: 'Snapshot', icon: <LuLayoutDashboard />, content: <Snapshot jobId={jobId} /> },
        { value: 'notes', label: 'Notes', icon: <LuNotebookPen />, content: <Notes jobId={jobId} /> },
        { value: 'messages', label: 'Messages', icon: <LuMessageSquare />, content: <Messages jobId={jobId} /> },
        {
          value: 'interviews',
          label: 'Schedule Interviews',
          icon: <LuCalendarClock />,
          content: <Interviews jobId={jobId} />,
        },
        { value: 'activity', label: 'Activity', icon: <LuActivity />, content: <Activity jobId={jobId} /> },
      ]}
    />
  );
}
