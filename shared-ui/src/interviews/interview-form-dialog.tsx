// The one interview form (issue 18), for the candidate profile and the job order alike: schedule, edit or reschedule.
// Date typed as dd/MM/yyyy or picked, 12-hour time, duration, mode, interviewers, round, venue or meeting link, notes.
// A clash with another interview of the candidate or an interviewer is shown with "Schedule anyway".
import { useRef, useState } from 'react';
import {
  chakra,
  Field,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useSWRConfig } from 'swr';
import { readApiError, readErrorBody } from 'shared-auth';
import { AsyncSearchSelect, type SearchOption } from '../form/async-search-select';
import { useDraftState } from '../form/form-draft';
import { toast } from '../toast';
import { invalidateKeys, keys } from '../record/cache-keys';
import {
  BLANK_INTERVIEW,
  HOURS,
  INTERVIEW_DURATIONS,
  INTERVIEW_MODES,
  INTERVIEW_ROUNDS,
  MINUTES,
  interviewPayload,
  maskDate,
  readDayMonthYear,
  scheduleInterview,
  searchInterviewers,
  toDayMonthYear,
  todayIso,
  updateInterview,
  validateInterview,
  valuesOf,
  type Clash,
  type Interview,
  type InterviewFormValues,
  type InterviewMode,
} from './model';
import { ClashDialog } from './clash-dialog';
import { FormDialog } from '../record/form-dialog';
import { InterviewField } from './interview-field';
import { OptionSelect } from '../form/option-select';
import { jobName } from '../format';

export interface InterviewFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The interview to edit or reschedule; without it a new one is scheduled. */
  interview?: Interview | null;
  /** The candidate, when known (a profile, a pipeline row). */
  candidate?: { id: string; name: string } | null;
  /** The job order, when known (the job order's panel). */
  jobId?: string;
  /** Without a candidate: search the candidates of the job. */
  searchCandidates?: (text: string) => Promise<SearchOption<string>[]>;
  /** Without a job: the candidate's job orders to choose from. */
  jobOptions?: { value: string; label: string }[];
  onSaved?: () => void;
}

/** Fields that show their own message; any other lands at the top of the form. */
const SHOWN = new Set<string>(['candidate', 'job', 'date', 'round', 'interviewers', 'location', 'meeting_link', 'notes']);

type Errors = Partial<Record<keyof InterviewFormValues | 'candidate' | 'job' | 'form', string>>;

export function InterviewFormDialog(props: InterviewFormDialogProps) {
  // Each opening is a new form (from the interview, or the draft kept of it); the dialog itself stays while it closes.
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(props.open);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) setOpening((n) => n + 1);
  }
  return <InterviewForm key={opening} {...props} />;
}

function InterviewForm({ open, onClose, interview, candidate, jobId, searchCandidates, jobOptions, onSaved }: InterviewFormDialogProps) {
  const { mutate } = useSWRConfig();
  const record = interview ? interview.encrypted_id : `${jobId ?? 'any'}:${candidate?.id ?? 'any'}`;
  const draft = useDraftState('interview-form', record, {
    ...(interview ? valuesOf(interview) : BLANK_INTERVIEW),
    picked: (candidate ? { value: candidate.id, label: candidate.name } : null) as SearchOption<string> | null,
    job: jobId ?? (jobOptions?.length === 1 ? jobOptions[0].value : ''),
  });
  const v = draft.values;
  const set =
    <K extends keyof typeof v>(key: K) =>
    (value: (typeof v)[K]) => {
      draft.setValues((x) => ({ ...x, [key]: value }));
      setErrors((e) => ({ ...e, [key === 'picked' ? 'candidate' : key]: undefined, form: undefined }));
    };
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [clashes, setClashes] = useState<Clash[] | null>(null);
  const sending = useRef(false);
  const pickedIso = (() => {
    const r = readDayMonthYear(v.date);
    return 'iso' in r ? r.iso : '';
  })();

  async function send(confirmClash: boolean) {
    if (sending.current) return;
    const next: Errors = { ...((await validateInterview(v, interview?.date)) ?? {}) };
    if (!interview && !v.picked) next.candidate = 'The candidate field is required.';
    if (!interview && !v.job) next.job = 'The job order field is required.';
    setErrors(next);
    if (Object.keys(next).length) return;
    sending.current = true;
    setBusy(true);
    try {
      const payload = { ...interviewPayload(v), ...(confirmClash ? { confirm_clash: true } : {}) };
      const candidateId = interview ? interview.candidate_id : (v.picked as SearchOption<string>).value;
      const res = interview
        ? await updateInterview(interview.encrypted_id, payload)
        : await scheduleInterview({ ...payload, candidate_id: candidateId, job_id: v.job });
      toast.success(res.message || (interview ? 'Updated Successfully' : 'Added Successfully'));
      void invalidateKeys(mutate, ...keys.interviews.stale(candidateId, interview ? interview.job_id : v.job));
      draft.clear();
      onSaved?.();
      onClose();
    } catch (e) {
      const body = await readErrorBody(e);
      if (body && Array.isArray(body.clashes) && body.clashes.length) {
        setClashes(body.clashes as Clash[]);
      } else {
        const err = await readApiError(e);
        const fields: Errors = {};
        const map: Record<string, keyof Errors> = { candidate_id: 'candidate', job_id: 'job', mode_interview: 'mode' };
        for (const [k, list] of Object.entries(err.errors ?? {})) {
          const key = map[k] ?? (k as keyof Errors);
          fields[SHOWN.has(key) ? key : 'form'] = list[0];
        }
        if (!Object.keys(fields).length) fields.form = err.message;
        setErrors(fields);
      }
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  const minuteOptions = MINUTES.includes(v.minutes) ? MINUTES : [...MINUTES, v.minutes].sort();
  return (
    <FormDialog
      open={open}
      title={interview ? 'Reschedule Interview' : 'Schedule Interview'}
      onClose={onClose}
      onCancel={() => {
        draft.clear();
        onClose();
      }}
      onSubmit={() => void send(false)}
      busy={busy}
      size={{ mdDown: 'full', md: 'lg' }}
      scrollBehavior="inside"
    >
      {open && (
        <Stack gap={4} as="form" id="interview-form" onSubmit={(e) => { e.preventDefault(); void send(false); }}>
          {draft.notice}
          {errors.form && (
            <Text role="alert" color="fg.error" fontSize="sm">
              {errors.form}
            </Text>
          )}
          {interview ? (
            <Text fontWeight="medium">
              {interview.candidate_name} · {jobName(interview.job_title, interview.client_name)}
            </Text>
          ) : (
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
              <InterviewField label="Candidate" error={errors.candidate} required>
                {candidate ? (
                  <Text fontWeight="medium">{candidate.name}</Text>
                ) : (
                  <AsyncSearchSelect<string>
                    aria-label="Candidate"
                    value={v.picked}
                    onChange={set('picked')}
                    minChars={1}
                    placeholder="Search candidates of this job"
                    loadOptions={searchCandidates ?? (async () => [])}
                    invalid={Boolean(errors.candidate)}
                  />
                )}
              </InterviewField>
              {!jobId && (
                <InterviewField label="Job Order" error={errors.job} required>
                  <OptionSelect label="Job Order" value={v.job} onChange={set('job')} placeholder="Select" options={jobOptions ?? []} />
                  {(jobOptions ?? []).length === 0 && <Field.HelperText>Add the candidate to a job order first.</Field.HelperText>}
                </InterviewField>
              )}
            </SimpleGrid>
          )}
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
            <InterviewField
              label="Date"
              error={errors.date}
              required
              helper={<Field.HelperText id="interview-date-help">dd/MM/yyyy, today or later</Field.HelperText>}
            >
              <HStack gap={2} w="full">
                <Input
                  size="sm"
                  inputMode="numeric"
                  placeholder="dd/mm/yyyy"
                  aria-describedby="interview-date-help"
                  value={v.date}
                  onChange={(e) => set('date')(maskDate(e.target.value))}
                />
                {/* a plain input, outside the field's context: the label names the typed box only */}
                <chakra.input
                  type="date"
                  w="2.6rem"
                  h="8"
                  flexShrink={0}
                  px={1}
                  borderWidth="1px"
                  borderRadius="l2"
                  bg="bg"
                  cursor="pointer"
                  color="transparent"
                  css={{ '&::-webkit-datetime-edit': { display: 'none' } }}
                  aria-label="Choose on a calendar"
                  min={todayIso()}
                  value={pickedIso}
                  onChange={(e) => set('date')(toDayMonthYear(e.target.value))}
                />
              </HStack>
            </InterviewField>
            {/* three selects under one label: a group, not one field (each select keeps its own id) */}
            <Stack gap={1.5} role="group" aria-labelledby="interview-time-label">
              <Text id="interview-time-label" fontSize="sm" fontWeight="medium">
                Time{' '}
                <Text as="span" color="fg.error" aria-hidden>
                  *
                </Text>
              </Text>
              <HStack gap={1}>
                <OptionSelect label="Hour" value={v.hour} onChange={set('hour')} options={HOURS.map((h) => ({ value: h, label: h }))} />
                <Text aria-hidden>:</Text>
                <OptionSelect label="Minutes" value={v.minutes} onChange={set('minutes')} options={minuteOptions.map((m) => ({ value: m, label: m }))} />
                <OptionSelect
                  label="AM or PM"
                  value={v.timeformat}
                  onChange={(x) => set('timeformat')(x === 'PM' ? 'PM' : 'AM')}
                  options={[
                    { value: 'AM', label: 'AM' },
                    { value: 'PM', label: 'PM' },
                  ]}
                />
              </HStack>
            </Stack>
            <InterviewField label="Duration">
              <OptionSelect label="Duration" value={v.duration} onChange={set('duration')} options={INTERVIEW_DURATIONS.map((d) => ({ value: String(d), label: `${d} minutes` }))} />
            </InterviewField>
            <InterviewField label="Mode of Interview">
              <OptionSelect label="Mode of Interview" value={v.mode} onChange={(x) => set('mode')(x as InterviewMode)} options={INTERVIEW_MODES.map((m) => ({ value: m, label: m }))} />
            </InterviewField>
            <InterviewField label="Round" error={errors.round}>
              <Input size="sm" list="interview-rounds" placeholder="L1, L2, HR, Client" maxLength={40} value={v.round} onChange={(e) => set('round')(e.target.value)} />
              <datalist id="interview-rounds">
                {INTERVIEW_ROUNDS.map((r) => (
                  <option key={r} value={r} />
                ))}
              </datalist>
            </InterviewField>
            <InterviewField label="Interviewers" error={errors.interviewers}>
              <AsyncSearchSelect<string>
                multiple
                aria-label="Interviewers"
                value={v.interviewers}
                onChange={set('interviewers')}
                minChars={1}
                placeholder="Search staff by name or e-mail"
                loadOptions={searchInterviewers}
                invalid={Boolean(errors.interviewers)}
              />
            </InterviewField>
            <InterviewField label="Location" error={errors.location}>
              <Input size="sm" placeholder="Office address or room" maxLength={300} value={v.location} onChange={(e) => set('location')(e.target.value)} />
            </InterviewField>
            <InterviewField label="Meeting Link" error={errors.meeting_link}>
              <Input size="sm" type="url" inputMode="url" placeholder="https://" maxLength={500} value={v.meeting_link} onChange={(e) => set('meeting_link')(e.target.value)} />
            </InterviewField>
          </SimpleGrid>
          <InterviewField label="Notes for the candidate" error={errors.notes}>
            <Textarea size="sm" rows={3} maxLength={2000} value={v.notes} onChange={(e) => set('notes')(e.target.value)} />
          </InterviewField>
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Stack>
      )}
      <ClashDialog
        clashes={clashes}
        onCancel={() => setClashes(null)}
        onConfirm={() => {
          setClashes(null);
          void send(true);
        }}
      />
    </FormDialog>
  );
}
