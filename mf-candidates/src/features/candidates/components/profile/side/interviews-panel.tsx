import { useState } from 'react';
import { usePermission } from 'shared-auth';
import { formatDateShort, toast, useDraftState, Badge, Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from 'shared-ui';
import { createInterview } from '../../../api/create-candidate-interview';
import { useInterviews } from '../../../api/get-candidate-interviews';
import { useJobLinks } from '../../../api/get-candidate-job-orders';
import {
  deleteItem,
  DeleteButton,
  ItemCard,
  ListState,
  Meta,
  PanelForm,
  PanelHeader,
  useBusy,
} from './panel-kit';

export const INTERVIEW_MODES = [
  'Telephonic',
  'Online Test',
  'Video Conference',
  'Personal',
  'Others',
] as const;
export const INTERVIEW_DURATIONS = [15, 30, 45, 60, 90] as const;

function Select({
  label,
  value,
  onChange,
  options,
  error,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: { value: string; label: string }[];
  error?: string;
  placeholder?: string;
}) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

const todayText = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** Schedule Interviews: for one of the candidate's job orders; date not before today; 12-hour time; duration. */
export function InterviewsPanel({ candidateId }: { candidateId: string }) {
  const interviews = useInterviews(candidateId);
  const links = useJobLinks(candidateId);
  const canEdit = usePermission('Candidates').m_edit;
  const [open, setOpen] = useState(false);
  const blank = {
    job_id: '',
    mode: 'Telephonic',
    date: '',
    hour: '10',
    minutes: '00',
    timeformat: 'AM' as 'AM' | 'PM',
    duration: '30',
  };
  const draft = useDraftState('candidate-interview', candidateId, blank);
  const { values: form, setValues: setForm } = draft;
  const shown = open || draft.restored;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, run } = useBusy();
  const set = (k: keyof typeof blank) => (v: string) => setForm((f) => ({ ...f, [k]: v }));

  async function add() {
    const next: Record<string, string> = {};
    if (!form.job_id) next.job_id = 'The job order field is required.';
    if (!form.date) next.date = 'The date field is required.';
    else if (form.date < todayText())
      next.date = 'The date must be a date after or equal to today.';
    setErrors(next);
    if (Object.keys(next).length) return;
    await run(
      async () => {
        const res = await createInterview({
          candidate_id: candidateId,
          job_id: form.job_id,
          mode_interview: form.mode,
          date: form.date,
          hour: Number(form.hour),
          minutes: Number(form.minutes),
          duration: Number(form.duration),
          timeformat: form.timeformat,
        });
        toast.success(res.message || 'Added Successfully');
        draft.clear();
        setOpen(false);
        await interviews.mutate();
      },
      (message) => setErrors({ form: message }),
    );
  }

  const jobOptions = (links.data ?? []).map((l) => ({
    value: l.job_id,
    label: `${l.job_title} - ${l.client_name}`,
  }));
  return (
    <Stack gap={3}>
      <PanelHeader
        title="Schedule Interviews"
        open={shown}
        onToggle={() => {
          if (shown) draft.clear();
          setOpen(!shown);
        }}
        canAdd={canEdit}
      />
      {shown && (
        <PanelForm
          gap={3}
          onSubmit={() => void add()}
          busy={busy}
          submitLabel="Schedule"
          error={errors.form}
        >
          {draft.notice}
          {jobOptions.length === 0 && (
            <Text fontSize="sm" color="fg.muted">
              Add the candidate to a job order first.
            </Text>
          )}
          <Select
            label="Job Order"
            value={form.job_id}
            onChange={set('job_id')}
            options={jobOptions}
            placeholder="Select"
            error={errors.job_id}
          />
          <SimpleGrid columns={2} gap={3}>
            <Select
              label="Mode"
              value={form.mode}
              onChange={set('mode')}
              options={INTERVIEW_MODES.map((m) => ({ value: m, label: m }))}
            />
            <Field.Root invalid={Boolean(errors.date)}>
              <Field.Label>Date</Field.Label>
              <Input
                size="sm"
                type="date"
                min={todayText()}
                value={form.date}
                onChange={(e) => set('date')(e.target.value)}
              />
              {errors.date && <Field.ErrorText>{errors.date}</Field.ErrorText>}
            </Field.Root>
          </SimpleGrid>
          <SimpleGrid columns={{ base: 2, sm: 4 }} gap={3}>
            <Select
              label="Hour"
              value={form.hour}
              onChange={set('hour')}
              options={Array.from({ length: 12 }, (_, i) => ({
                value: String(i + 1),
                label: String(i + 1).padStart(2, '0'),
              }))}
            />
            <Select
              label="Minutes"
              value={form.minutes}
              onChange={set('minutes')}
              options={Array.from({ length: 12 }, (_, i) => ({
                value: String(i * 5).padStart(2, '0'),
                label: String(i * 5).padStart(2, '0'),
              }))}
            />
            <Select
              label="AM/PM"
              value={form.timeformat}
              onChange={set('timeformat')}
              options={[
                { value: 'AM', label: 'AM' },
                { value: 'PM', label: 'PM' },
              ]}
            />
            <Select
              label="Duration"
              value={form.duration}
              onChange={set('duration')}
              options={INTERVIEW_DURATIONS.map((d) => ({ value: String(d), label: `${d} min` }))}
            />
          </SimpleGrid>
        </PanelForm>
      )}
      <ListState state={interviews}>
        {(rows) =>
          rows.map((i) => (
            <ItemCard
              key={i.encrypted_id}
              actions={
                canEdit && (
                  <DeleteButton
                    label="Delete interview"
                    onClick={() =>
                      void deleteItem({
                        title: 'Delete interview',
                        message: 'Are you sure you want to delete Interview ?',
                        kind: 'candidates_interview_schedule',
                        id: i.encrypted_id,
                        then: () => interviews.mutate(),
                      })
                    }
                  />
                )
              }
            >
              <Text fontWeight="medium">
                {i.job_title}{' '}
                <Text as="span" color="fg.muted" fontWeight="normal">
                  – {i.client_name}
                </Text>
              </Text>
              <HStack gap={2} mt={1} wrap="wrap">
                <Badge variant="subtle" colorPalette="purple">
                  {i.mode_interview}
                </Badge>
                <Text fontSize="sm">
                  {formatDateShort(i.date)} {i.hour}:{i.minutes} {i.timeformat} · {i.duration} min
                </Text>
              </HStack>
              <Meta>Scheduled by {i.username || 'Unknown'}</Meta>
            </ItemCard>
          ))
        }
      </ListState>
    </Stack>
  );
}
