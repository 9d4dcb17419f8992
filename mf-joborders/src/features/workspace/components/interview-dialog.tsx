import { useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  AsyncSearchSelect,
  showApiError,
  toast,
  useDraftState,
  type SearchOption,
  Button,
  Dialog,
  Field,
  HStack,
  Input,
  NativeSelect,
  Portal,
  SimpleGrid,
  Stack,
  Text,
} from 'shared-ui';
import { refreshKeys } from '../../../components/refresh';
import { createInterview } from '../api/create-interview';
import { searchAssignableCandidates } from '../api/get-assignable-candidates';
import { INTERVIEW_DURATIONS, INTERVIEW_MODES, type InterviewPayload } from '../api/types';
import { dateProblem, HOURS, maskDate, MINUTES, parseDayMonthYear } from './interview-model';

export interface InterviewDialogProps {
  open: boolean;
  jobId: string;
  /** A candidate chosen beforehand (a pipeline or Actionable row); otherwise one linked to the job is picked. */
  candidate?: { id: string; name: string } | null;
  onClose: () => void;
  onSaved?: () => void;
}

function Select({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: { value: string; label: string }[];
}) {
  return (
    <NativeSelect.Root size="sm" minW="4.75rem">
      <NativeSelect.Field
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** Schedule an interview: a candidate linked to the job, date dd/MM/yyyy not before today, 12-hour time, duration, mode. Sent once. */
export function InterviewDialog({
  open,
  jobId,
  candidate,
  onClose,
  onSaved,
}: InterviewDialogProps) {
  const { mutate } = useSWRConfig();
  // What is typed is kept as a draft until it is saved or cancelled.
  const draft = useDraftState(`job-interview`, `${jobId}:${candidate?.id ?? 'any'}`, {
    picked: (candidate
      ? { value: candidate.id, label: candidate.name }
      : null) as SearchOption<string> | null,
    date: '',
    hour: '10',
    minutes: '00',
    timeformat: 'AM' as 'AM' | 'PM',
    duration: '30',
    mode: 'Telephonic' as InterviewPayload['mode_interview'],
  });
  const { picked, date, hour, minutes, timeformat, duration, mode } = draft.values;
  type Values = typeof draft.values;
  const setter =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) =>
      draft.setValues((v) => ({ ...v, [key]: value }));
  const setPicked = setter('picked');
  const setDate = setter('date');
  const setHour = setter('hour');
  const setMinutes = setter('minutes');
  const setTimeformat = setter('timeformat');
  const setDuration = setter('duration');
  const setMode = setter('mode');
  const [errors, setErrors] = useState<{ candidate?: string; date?: string }>({});
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);

  useEffect(() => {
    if (open) setErrors({});
  }, [open]);

  async function save() {
    if (sending.current) return; // one request per save, however many clicks
    const next = {
      candidate: picked ? undefined : 'The candidate field is required.',
      date: dateProblem(date) ?? undefined,
    };
    setErrors(next);
    if (next.candidate || next.date || !picked) return;
    sending.current = true;
    setBusy(true);
    try {
      await createInterview({
        candidate_id: picked.value,
        job_id: jobId,
        mode_interview: mode,
        date: parseDayMonthYear(date) as string,
        hour: Number(hour),
        minutes: Number(minutes),
        duration: Number(duration),
        timeformat,
      });
      toast.success('Added Successfully');
      void refreshKeys(mutate, jobId, picked.value, 'candidates_interview_schedule');
      onSaved?.();
      draft.clear();
      onClose();
    } catch (e) {
      await showApiError(e);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && !busy && onClose()}
      placement="center"
      size={{ mdDown: 'full', md: 'md' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Schedule Interview</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap={4}>
                {draft.notice}
                <Field.Root invalid={Boolean(errors.candidate)} required>
                  <Field.Label>
                    Candidate <Field.RequiredIndicator />
                  </Field.Label>
                  {candidate ? (
                    <Text fontWeight="medium">{candidate.name}</Text>
                  ) : (
                    <AsyncSearchSelect<string>
                      aria-label="Candidate"
                      value={picked}
                      onChange={setPicked}
                      minChars={1}
                      placeholder="Search candidates of this job"
                      loadOptions={(q) => searchAssignableCandidates(jobId, q)}
                      invalid={Boolean(errors.candidate)}
                    />
                  )}
                  {errors.candidate && <Field.ErrorText>{errors.candidate}</Field.ErrorText>}
                </Field.Root>
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
                  <Field.Root invalid={Boolean(errors.date)} required>
                    <Field.Label>
                      Date <Field.RequiredIndicator />
                    </Field.Label>
                    <Input
                      size="sm"
                      inputMode="numeric"
                      placeholder="dd/mm/yyyy"
                      value={date}
                      onChange={(e) => {
                        setDate(maskDate(e.target.value));
                        setErrors((x) => ({ ...x, date: undefined }));
                      }}
                    />
                    {errors.date ? (
                      <Field.ErrorText>{errors.date}</Field.ErrorText>
                    ) : (
                      <Field.HelperText>dd/MM/yyyy, today or later</Field.HelperText>
                    )}
                  </Field.Root>
                  <Field.Root required>
                    <Field.Label>
                      Time <Field.RequiredIndicator />
                    </Field.Label>
                    <HStack gap={1}>
                      <Select
                        label="Hour"
                        value={hour}
                        onChange={setHour}
                        options={HOURS.map((h) => ({ value: h, label: h }))}
                      />
                      <Text>:</Text>
                      <Select
                        label="Minutes"
                        value={minutes}
                        onChange={setMinutes}
                        options={MINUTES.map((m) => ({ value: m, label: m }))}
                      />
                      <Select
                        label="AM or PM"
                        value={timeformat}
                        onChange={(v) => setTimeformat(v as 'AM' | 'PM')}
                        options={[
                          { value: 'AM', label: 'AM' },
                          { value: 'PM', label: 'PM' },
                        ]}
                      />
                    </HStack>
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>Duration</Field.Label>
                    <Select
                      label="Duration"
                      value={duration}
                      onChange={setDuration}
                      options={INTERVIEW_DURATIONS.map((d) => ({
                        value: String(d),
                        label: `${d} minutes`,
                      }))}
                    />
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>Mode of Interview</Field.Label>
                    <Select
                      label="Mode of Interview"
                      value={mode}
                      onChange={(v) => setMode(v as InterviewPayload['mode_interview'])}
                      options={INTERVIEW_MODES.map((m) => ({ value: m, label: m }))}
                    />
                  </Field.Root>
                </SimpleGrid>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button
                variant="outline"
                onClick={() => {
                  draft.clear();
                  onClose();
                }}
                disabled={busy}
              >
                Cancel
              </Button>
              <Button colorPalette="brand" onClick={() => void save()} loading={busy}>
                Save
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
