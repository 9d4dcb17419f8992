import { useEffect, useState } from 'react';
import { mutate } from 'swr';
import { readApiError, useSession } from 'shared-auth';
import {
  AsyncSearchSelect,
  Box,
  Button,
  defaultRecruiter,
  Field,
  Flex,
  List,
  OptionSelect,
  Progress,
  Text,
  downloadXlsx,
  type SearchOption,
  FormDialog,
  useAction,
  useMainStatuses,
  useSubStatuses,
  invalidateKeys,
  keys,
} from 'shared-ui';
import { searchActiveJobs } from '../../candidates/api/search-jobs';
import { searchSkills } from '../../candidates/api/search-skills';
import { useJobRecruiters } from '../../candidates/api/get-job-recruiters';
import { exportCandidates, startBulk, useBulkJob, type BulkAction, type Selection } from '../api/bulk';

type Kind = 'add_to_job' | 'change_status' | 'add_skill';
const TITLES: Record<Kind, string> = {
  add_to_job: 'Add to Job Order',
  change_status: 'Change Status',
  add_skill: 'Add Skill',
};

function Select({ label, value, onChange, options, placeholder }: { label: string; value: string; onChange: (v: string) => void; options: { label: string; value: string }[]; placeholder: string }) {
  return (
    <Field.Root required>
      <Field.Label>{label}</Field.Label>
      <OptionSelect label={label} value={value} onChange={onChange} options={options} placeholder={placeholder} />
    </Field.Root>
  );
}

function ActionDialog({ kind, count, onClose, onStart }: { kind: Kind; count: number; onClose: () => void; onStart: (a: BulkAction) => Promise<string | null> }) {
  const [job, setJob] = useState<SearchOption<string> | null>(null);
  const [recruiter, setRecruiter] = useState('');
  const [main, setMain] = useState('');
  const [sub, setSub] = useState('');
  const [skill, setSkill] = useState<SearchOption<string> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const recruiters = useJobRecruiters(kind === 'add_to_job' ? job?.value : undefined);
  const me = useSession().user?.encrypted_id;
  // the job's recruiters arrived: start on the signed-in user when the job is theirs (or on its only recruiter)
  useEffect(() => {
    const list = recruiters.data;
    if (list) setRecruiter((r) => r || defaultRecruiter(list.map((u) => ({ value: u.user_id })), me));
  }, [recruiters.data, me]);
  const mains = useMainStatuses();
  const subs = useSubStatuses(kind === 'change_status' && main ? main : undefined);

  function action(): BulkAction | string {
    if (kind === 'add_skill') return skill ? { action: 'add_skill', skill: skill.value } : 'The skill field is required.';
    if (!job) return 'The job order field is required.';
    if (kind === 'add_to_job') return recruiter ? { action: 'add_to_job', job_id: job.value, recruiter_id: recruiter } : 'The recruiter field is required.';
    if (!main) return 'The status field is required.';
    return sub ? { action: 'change_status', job_id: job.value, mainstatus_id: main, mainsubstatus_id: sub } : 'The sub status field is required.';
  }
  async function submit() {
    const a = action();
    if (typeof a === 'string') {
      setError(a);
      return;
    }
    setBusy(true);
    setError(await onStart(a));
    setBusy(false);
  }

  return (
    <FormDialog
      open
      title={
        <>
          {TITLES[kind]}: {count} {count === 1 ? 'candidate' : 'candidates'}
        </>
      }
      busy={busy}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel={TITLES[kind]}
      size="md"
    >
      <Flex direction="column" gap={3}>
        {kind !== 'add_skill' && (
          <Field.Root required>
            <Field.Label>Job Order</Field.Label>
            <AsyncSearchSelect<string>
              aria-label="Job Order"
              value={job}
              onChange={(v) => {
                setJob(v);
                setRecruiter('');
              }}
              loadOptions={searchActiveJobs}
              minChars={0}
              placeholder="Search job orders"
            />
          </Field.Root>
        )}
        {kind === 'add_to_job' && (
          <Select
            label="Recruiter"
            value={recruiter}
            onChange={setRecruiter}
            placeholder={job ? 'Select recruiter' : 'Pick a job order first'}
            options={(recruiters.data ?? []).map((u) => ({ label: u.username, value: u.user_id }))}
          />
        )}
        {kind === 'change_status' && (
          <>
            <Select label="Status" value={main} onChange={(v) => { setMain(v); setSub(''); }} placeholder="Select status" options={(mains.data ?? []).map((s) => ({ label: s.name, value: s.fixed_id }))} />
            <Select label="Sub Status" value={sub} onChange={setSub} placeholder="Select sub status" options={(subs.data ?? []).map((s) => ({ label: s.name, value: s.fixed_id }))} />
          </>
        )}
        {kind === 'add_skill' && (
          <Field.Root required>
            <Field.Label>Skill</Field.Label>
            <AsyncSearchSelect<string> aria-label="Skill" value={skill} onChange={setSkill} loadOptions={searchSkills} minChars={2} placeholder="Type 2 letters to search" />
          </Field.Root>
        )}
        {error && (
          <Text color="fg.error" role="alert">
            {error}
          </Text>
        )}
      </Flex>
    </FormDialog>
  );
}

function JobProgress({ id, onDismiss }: { id: string; onDismiss: () => void }) {
  const { data: job } = useBulkJob(id);
  if (!job) return null;
  const running = job.state === 'running';
  return (
    <Box borderWidth="1px" rounded="md" p={3} bg="bg.panel" role="status" aria-live="polite" aria-label="Bulk action">
      <Flex justify="space-between" align="center" gap={2} wrap="wrap">
        <Text fontWeight="semibold">
          {running
            ? `Working: ${job.done} of ${job.total}`
            : job.state === 'failed'
              ? `Stopped after ${job.done} of ${job.total}: Server Error`
              : `Done: ${job.succeeded} of ${job.total} succeeded${job.failures.length ? `, ${job.failures.length} failed` : ''}`}
        </Text>
        {!running && (
          <Button size="xs" variant="ghost" onClick={onDismiss}>
            Close
          </Button>
        )}
      </Flex>
      <Progress.Root value={job.total ? Math.round((job.done / job.total) * 100) : 100} size="sm" mt={2}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      {job.failures.length > 0 && (
        <List.Root mt={2} fontSize="sm" ps={4} aria-label="Rows that failed">
          {job.failures.map((f, i) => (
            <List.Item key={`${f.candidate_id}-${i}`}>
              <Text as="span" fontWeight="medium">
                {f.name || 'Unknown candidate'}
              </Text>
              : {f.reason}
            </List.Item>
          ))}
        </List.Root>
      )}
    </Box>
  );
}

/** The selection's actions: add to a job order, change status on a job, add a skill, export; progress and results. */
export function BulkBar({
  count,
  selection,
  canEdit,
  canExport,
  onClear,
  onFinished,
}: {
  count: number;
  selection: Selection;
  canEdit: boolean;
  /** The roles that export (Data Tables view): the server refuses the others. */
  canExport: boolean;
  onClear: () => void;
  onFinished: () => void;
}) {
  const [kind, setKind] = useState<Kind | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const exportXlsx = useAction({
    run: async () => {
      const res = await exportCandidates(selection);
      await downloadXlsx({ fileName: 'candidates.xlsx', columns: res.columns, rows: res.data });
    },
  });
  const { data: job } = useBulkJob(jobId);
  const finished = job && job.state !== 'running';

  async function start(a: BulkAction): Promise<string | null> {
    try {
      setJobId(await startBulk(selection, a));
      setKind(null);
      return null;
    } catch (e) {
      const err = await readApiError(e);
      return err.errors ? Object.values(err.errors).flat().join(' ') : err.message;
    }
  }

  return (
    <Flex direction="column" gap={2}>
      {count > 0 && (
        <Flex
          role="toolbar"
          aria-label="Bulk actions"
          gap={2}
          align="center"
          wrap="wrap"
          p={2}
          rounded="md"
          bg="brand.subtle"
          position="sticky"
          top={0}
          zIndex={2}
        >
          <Text fontWeight="semibold" me={2}>
            {count} selected
          </Text>
          {canEdit && (
            <>
              <Button size="sm" onClick={() => setKind('add_to_job')}>
                Add to Job Order
              </Button>
              <Button size="sm" variant="outline" onClick={() => setKind('change_status')}>
                Change Status
              </Button>
              <Button size="sm" variant="outline" onClick={() => setKind('add_skill')}>
                Add Skill
              </Button>
            </>
          )}
          {canExport && (
            <Button size="sm" variant="outline" onClick={() => void exportXlsx.run()} loading={exportXlsx.busy}>
              Export to Excel
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={onClear}>
            Clear selection
          </Button>
        </Flex>
      )}
      {jobId && (
        <JobProgress
          id={jobId}
          onDismiss={() => {
            setJobId(null);
            if (finished) onFinished();
          }}
        />
      )}
      {kind && <ActionDialog kind={kind} count={count} onClose={() => setKind(null)} onStart={start} />}
    </Flex>
  );
}

/** Lists read again after a bulk action changed candidates. */
export async function refreshCandidateLists() {
  await invalidateKeys(mutate, ...keys.candidates.stale());
}
