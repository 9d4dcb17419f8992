// One interview as the profile and the job order show it (issue 18): when, status, round, interviewers, venue or
// link, the earlier slots, feedback; and what can be done with it: reschedule, feedback, no-show, cancel with a
// reason (then shown struck through), the .ics invite.
import { useEffect, useRef, useState } from 'react';
import {
  Badge,
  Box,
  Button,
  HStack,
  Link,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import useSWR, { useSWRConfig } from 'swr';
import { readApiError } from 'shared-auth';
import { toast } from '../toast';
import { invalidateKeys, keys } from '../record/cache-keys';
import { FormDialog, type FormDialogProps } from '../record/form-dialog';
import { InterviewField } from './interview-field';
import { StatusSelects } from '../links/status-selects';
import {
  cancelInterview,
  downloadInterviewIcs,
  formatDayMonth,
  getFeedback,
  interviewWhen,
  markInterview,
  recordFeedback,
  RECOMMENDATIONS,
  STATUS_LABELS,
  type Interview,
  type InterviewStatus,
  type Recommendation,
} from './model';
import { InterviewFormDialog } from './interview-form-dialog';
import { OptionSelect } from '../form/option-select';
import { OfferFields, offerNeed, offerPayload, validateOffer, type OfferErrors, type OfferValues } from '../offer/offer-fields';
import { jobName } from '../format';

const STATUS_COLOURS: Record<InterviewStatus, string> = {
  scheduled: 'blue',
  rescheduled: 'purple',
  cancelled: 'red',
  completed: 'green',
  'no-show': 'orange',
};

export interface InterviewItemProps {
  interview: Interview;
  /** What names the interview here: the job (on a profile) or the candidate (on a job order). */
  title: 'job' | 'candidate';
  canEdit: boolean;
  onDelete?: () => void;
  /** Opened from elsewhere (the calendar): scrolled into view, focused and outlined. */
  highlight?: boolean;
}

export function InterviewItem({ interview: i, title, canEdit, onDelete, highlight }: InterviewItemProps) {
  const [open, setOpen] = useState<'reschedule' | 'cancel' | 'feedback' | null>(null);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!highlight || !box.current) return;
    box.current.scrollIntoView?.({ block: 'center' });
    box.current.focus({ preventScroll: true });
  }, [highlight]);
  const { mutate } = useSWRConfig();
  const cancelled = i.status === 'cancelled';
  const heading = title === 'job' ? jobName(i.job_title, i.client_name) : i.candidate_name;

  async function noShow() {
    try {
      await markInterview(i.encrypted_id, 'no-show');
      toast.success('Marked as no-show');
      void invalidateKeys(mutate, ...keys.interviews.stale(i.candidate_id, i.job_id));
    } catch (e) {
      toast.error((await readApiError(e)).message);
    }
  }

  return (
    <Box
      ref={box}
      tabIndex={highlight ? -1 : undefined}
      borderWidth={highlight ? '2px' : '1px'}
      borderColor={highlight ? 'brand.solid' : undefined}
      borderRadius="md"
      p={3}
      data-testid="interview-item"
      data-status={i.status}
      aria-label={`Interview of ${i.candidate_name} for ${i.job_title} on ${interviewWhen(i)}`}
      role="group"
    >
      <HStack justify="space-between" align="start" gap={2} wrap="wrap">
        <Stack gap={1} minW={0} flex="1">
          <Text fontWeight="medium" textDecoration={cancelled ? 'line-through' : undefined}>
            {heading}
          </Text>
          <HStack gap={2} wrap="wrap">
            <Badge colorPalette={STATUS_COLOURS[i.status]}>{STATUS_LABELS[i.status]}</Badge>
            <Badge variant="subtle" colorPalette="gray">
              {i.mode_interview}
            </Badge>
            {i.round && <Badge variant="outline">{i.round}</Badge>}
            <Text fontSize="sm" textDecoration={cancelled ? 'line-through' : undefined}>
              {interviewWhen(i)} · {i.duration} min
            </Text>
          </HStack>
          {cancelled && i.cancel_reason && (
            <Text fontSize="sm" color="fg.error">
              Cancelled: {i.cancel_reason}
            </Text>
          )}
          {i.interviewers.length > 0 && (
            <Text fontSize="sm">Interviewers: {i.interviewers.map((p) => p.username).join(', ')}</Text>
          )}
          {i.location && <Text fontSize="sm">Location: {i.location}</Text>}
          {i.meeting_link && (
            <Text fontSize="sm" truncate>
              Meeting:{' '}
              <Link href={i.meeting_link} target="_blank" rel="noopener noreferrer" colorPalette="brand">
                {i.meeting_link}
              </Link>
            </Text>
          )}
          {i.reschedules.map((r) => (
            <Text key={`${r.changed_at}-${r.from_date}-${r.from_time}`} fontSize="xs" color="fg.muted">
              Was{' '}
              <Text as="s">
                {formatDayMonth(r.from_date)} {r.from_time} · {r.from_duration} min
              </Text>{' '}
              (rescheduled by {r.changed_by || 'Unknown'})
            </Text>
          ))}
          {i.feedback.map((f, n) => (
            <Text key={n} fontSize="sm">
              Feedback: {f.username || 'Unknown'} – {f.rating}/5, {f.recommendation}
            </Text>
          ))}
          <Text fontSize="xs" color="fg.muted">
            Scheduled by {i.username || 'Unknown'}
          </Text>
        </Stack>
      </HStack>
      <HStack gap={1} mt={2} wrap="wrap">
        {canEdit && !cancelled && (
          <>
            <Button size="xs" variant="outline" onClick={() => setOpen('reschedule')}>
              Reschedule
            </Button>
            <Button size="xs" variant="outline" onClick={() => setOpen('feedback')}>
              Feedback
            </Button>
            {i.status !== 'no-show' && (
              <Button size="xs" variant="outline" onClick={() => void noShow()}>
                No-show
              </Button>
            )}
            <Button size="xs" variant="outline" colorPalette="red" onClick={() => setOpen('cancel')}>
              Cancel interview
            </Button>
          </>
        )}
        <Button
          size="xs"
          variant="ghost"
          aria-label={`Invite (.ics): the calendar invite of the interview of ${i.candidate_name} on ${formatDayMonth(i.date)}`}
          onClick={() => void downloadInterviewIcs(i).catch(async (e) => toast.error((await readApiError(e)).message))}
        >
          Invite (.ics)
        </Button>
        {canEdit && onDelete && (
          <Button size="xs" variant="ghost" colorPalette="red" onClick={onDelete} aria-label={`Delete interview of ${i.candidate_name}`}>
            Delete
          </Button>
        )}
      </HStack>
      <InterviewFormDialog open={open === 'reschedule'} onClose={() => setOpen(null)} interview={i} />
      <CancelInterviewDialog interview={open === 'cancel' ? i : null} onClose={() => setOpen(null)} />
      <FeedbackDialog interview={open === 'feedback' ? i : null} onClose={() => setOpen(null)} />
    </Box>
  );
}

export function CancelInterviewDialog({ interview, onClose }: { interview: Interview | null; onClose: () => void }) {
  const { mutate } = useSWRConfig();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setReason('');
    setError(null);
  }, [interview]);
  async function save() {
    if (!interview || busy) return;
    if (!reason.trim()) return setError('The reason field is required.');
    setBusy(true);
    try {
      const res = await cancelInterview(interview.encrypted_id, reason.trim());
      toast.success(res.message);
      void invalidateKeys(mutate, ...keys.interviews.stale(interview.candidate_id, interview.job_id));
      onClose();
    } catch (e) {
      const err = await readApiError(e);
      setError(err.errors?.reason?.[0] ?? err.message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <InterviewDialog
      interview={interview}
      title="Cancel Interview"
      onClose={onClose}
      onSubmit={() => void save()}
      busy={busy}
      cancelLabel="Keep it"
      submitLabel="Cancel interview"
      destructive
    >
      <InterviewField label="Reason" error={error ?? undefined} required>
        <Textarea rows={3} maxLength={1000} value={reason} onChange={(e) => { setReason(e.target.value); setError(null); }} />
      </InterviewField>
    </InterviewDialog>
  );
}

type FeedbackErrors = Partial<Record<'rating' | 'recommendation' | 'strengths' | 'concerns' | 'main' | 'sub' | 'form', string>>;

export function FeedbackDialog({ interview, onClose }: { interview: Interview | null; onClose: () => void }) {
  const { mutate } = useSWRConfig();
  const earlier = useSWR(interview ? keys.interviews.feedback(interview.encrypted_id) : null, () => getFeedback((interview as Interview).encrypted_id));
  const [v, setV] = useState({ rating: '', recommendation: '' as Recommendation | '', strengths: '', concerns: '', main: '', sub: '' });
  const [errors, setErrors] = useState<FeedbackErrors>({});
  // a move to Offered or Joined asks for the offer's numbers, as every other way of moving a link does
  const [offer, setOffer] = useState<OfferValues>({ offered_ctc: '', expected_joining_date: '' });
  const [offerErrors, setOfferErrors] = useState<OfferErrors>({});
  const changeOffer = (values: OfferValues) => {
    setOffer(values);
    setOfferErrors({});
  };
  const need = offerNeed(v.main);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setV({ rating: '', recommendation: '', strengths: '', concerns: '', main: '', sub: '' });
    setErrors({});
    setOffer({ offered_ctc: '', expected_joining_date: '' });
    setOfferErrors({});
  }, [interview]);
  const set = (k: keyof typeof v) => (value: string) => {
    setV((x) => ({ ...x, [k]: value, ...(k === 'main' ? { sub: '' } : {}) }));
    setErrors((e) => ({ ...e, [k]: undefined, form: undefined }));
  };

  async function save() {
    if (!interview || busy) return;
    const next: FeedbackErrors = {};
    if (!v.rating) next.rating = 'The rating field is required.';
    if (!v.recommendation) next.recommendation = 'The recommendation field is required.';
    if (v.main && !v.sub) next.sub = 'The sub status field is required.';
    const nextOffer = validateOffer(offer, need);
    setErrors(next);
    setOfferErrors(nextOffer);
    if (Object.keys(next).length || Object.keys(nextOffer).length) return;
    setBusy(true);
    try {
      const res = await recordFeedback({
        interview_id: interview.encrypted_id,
        rating: Number(v.rating),
        recommendation: v.recommendation as Recommendation,
        strengths: v.strengths.trim(),
        concerns: v.concerns.trim(),
        ...(v.main ? { mainstatus_id: v.main, mainsubstatus_id: v.sub, ...offerPayload(offer, need) } : {}),
      });
      toast.success(res.message);
      void invalidateKeys(mutate, ...keys.interviews.stale(interview.candidate_id, interview.job_id));
      onClose();
    } catch (e) {
      const err = await readApiError(e);
      const f = err.errors ?? {};
      setErrors({
        rating: f.rating?.[0],
        recommendation: f.recommendation?.[0],
        main: f.mainstatus_id?.[0],
        sub: f.mainsubstatus_id?.[0],
        form: Object.keys(f).length ? undefined : err.message,
      });
      setOfferErrors({ offered_ctc: f.offered_ctc?.[0], expected_joining_date: f.expected_joining_date?.[0] });
    } finally {
      setBusy(false);
    }
  }

  return (
    <InterviewDialog interview={interview} title="Interview Feedback" onClose={onClose} onSubmit={() => void save()} busy={busy}>
      {(earlier.data ?? []).map((f) => (
        <Box key={f.encrypted_id} fontSize="sm" borderLeftWidth="3px" ps={2}>
          <Text fontWeight="medium">
            {f.username || 'Unknown'}: {f.rating}/5, {f.recommendation}
            {f.moved_to ? ` → ${f.moved_to}` : ''}
          </Text>
          {f.strengths && <Text>Strengths: {f.strengths}</Text>}
          {f.concerns && <Text>Concerns: {f.concerns}</Text>}
        </Box>
      ))}
      {errors.form && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {errors.form}
        </Text>
      )}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap={3}>
        <InterviewField label="Rating" error={errors.rating} required>
          <OptionSelect label="Rating" value={v.rating} onChange={set('rating')} placeholder="Select" options={[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} of 5` }))} />
        </InterviewField>
        <InterviewField label="Recommendation" error={errors.recommendation} required>
          <OptionSelect label="Recommendation" value={v.recommendation} onChange={set('recommendation')} placeholder="Choose" options={RECOMMENDATIONS.map((r) => ({ value: r, label: r }))} />
        </InterviewField>
      </SimpleGrid>
      <InterviewField label="Strengths">
        <Textarea size="sm" rows={2} maxLength={4000} value={v.strengths} onChange={(e) => set('strengths')(e.target.value)} />
      </InterviewField>
      <InterviewField label="Concerns">
        <Textarea size="sm" rows={2} maxLength={4000} value={v.concerns} onChange={(e) => set('concerns')(e.target.value)} />
      </InterviewField>
      <Text fontSize="sm" fontWeight="medium">
        Move the candidate&apos;s status (optional)
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap={3}>
        <StatusSelects main={v.main} sub={v.sub} onMainChange={set('main')} onSubChange={set('sub')} errors={errors} placeholders={{ main: 'Keep as it is', sub: 'Select' }} size="sm" />
      </SimpleGrid>
      <OfferFields need={need} values={offer} errors={offerErrors} onChange={changeOffer} />
    </InterviewDialog>
  );
}

/** A form about one interview (cancel it, give feedback), headed by whose interview it is, for which job, when. */
function InterviewDialog({
  interview,
  children,
  ...dialog
}: Omit<FormDialogProps, 'open' | 'scrollBehavior'> & { interview: Interview | null }) {
  return (
    <FormDialog open={Boolean(interview)} scrollBehavior="inside" {...dialog}>
      {interview && (
        <Stack gap={3}>
          <Text fontSize="sm">
            {interview.candidate_name} · {jobName(interview.job_title, interview.client_name)}, {interviewWhen(interview)}
          </Text>
          {children}
        </Stack>
      )}
    </FormDialog>
  );
}
