import { useMemo, useRef, useState } from 'react';
import { useNavigate, CancelButton, confirm, CheckboxField, discardDraft, ErrorsFollowValues, ErrorSummary, FormDraft, FormFooter, RichTextEditor, showApiError, toast, UnsavedChangesGuard, useFlashErrors, useLeaveAfter, useVersionConflict, Box, Button, Card, Heading, List, Stack, Text, deleteQuestion, invalidateKeys, keys } from 'shared-ui';
import { Form, Formik, getIn, type FormikProps } from 'formik';
import { LuSave } from 'react-icons/lu';
import { useSWRConfig } from 'swr';
import { readApiError } from 'shared-auth';
import { createCandidate } from '../../api/create-candidate';
import { deleteCandidateItem } from '../../api/delete-candidate-item';
import { apiErrorText } from '../../api/errors';
import { parseResume } from '../../api/parse-resume';
import type { Candidate } from '../../api/types';
import { updateCandidate } from '../../api/update-candidate';
import {
  ADD_REDIRECT_MS,
  createPayload,
  EDIT_REDIRECT_MS,
  formErrorsFromServer,
  isDirty,
  planPrefill,
  rowsToSend,
  updatePayload,
  validateCandidate,
  type CandidateFormValues,
  type EducationDraft,
  type ExperienceDraft,
  type JobDraft,
  type PrefillConflict,
} from './candidate-form-model';
import { DetailsSection } from './details-section';
import type { Hint } from './fields';
import { EducationSection } from './education-section';
import { ExperienceSection } from './experience-section';
import { JobOrdersSection } from './job-orders-section';
import { UploadCards, type ParseState } from './upload-cards';
import { lockField, lockVersionOf, reloadCandidate } from './candidate-version';

/** The form fields each confidence of POST /api/resume_parse stands for. */
const CONFIDENCE_FIELDS: Record<string, string[]> = {
  username: ['name'],
  primary_mobile: ['primary_mobile'],
  primary_email: ['primary_email'],
  secondary_email: ['secondary_email'],
  current_location: ['country', 'state', 'city'],
  experience: ['exp_years', 'exp_months'],
  ctc: ['current_ctc'],
  notice_period: ['notice_period'],
  exp_details: ['experience', 'company_name', 'designation'],
  education_details: ['education'],
  skills: ['skills'],
};

/** Prefilled fields the parser was not sure of (confidence under 0.6): marked for the recruiter to check. */
function doubtfulFields(confidence: Partial<Record<string, number | null>> | undefined): Set<string> {
  const out = new Set<string>();
  for (const [key, names] of Object.entries(CONFIDENCE_FIELDS)) {
    const c = confidence?.[key];
    if (typeof c === 'number' && c > 0 && c < 0.6) for (const n of names) out.add(n);
  }
  return out;
}

/** The messages about what a resume filled (its fields and rows), not about what is still to be typed. */
function filledErrors(errors: Record<string, string>, applied: Partial<CandidateFormValues>) {
  const keys = Object.keys(applied);
  return Object.fromEntries(
    Object.entries(errors).filter(([k]) => keys.includes(k) || keys.includes(k.split('.')[0])),
  );
}

export type SaveState = 'idle' | 'invalid' | 'saved';
/** Spec 001 §2: the save icon is warning at first, danger after a validation failure, success after saving. */
export const SAVE_ICON_COLOR: Record<SaveState, string> = {
  idle: 'orange.500',
  invalid: 'red.500',
  saved: 'green.500',
};

function ConflictList({ conflicts }: { conflicts: PrefillConflict[] }) {
  return (
    <Stack gap={2}>
      <Text>These fields already have values. Replace them with the values from the resume?</Text>
      <List.Root ps={5} gap={1}>
        {conflicts.map((c) => (
          <List.Item key={c.field}>
            <Text as="span" fontWeight="semibold">
              {c.label}
            </Text>
            : {c.current} → {c.incoming}
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

function AboutEditor({ formik }: { formik: FormikProps<CandidateFormValues> }) {
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading as="h2" size="md">
          About Candidate
        </Heading>
      </Card.Header>
      <Card.Body>
        <RichTextEditor
          value={formik.values.about_candidate}
          onChange={(html) => void formik.setFieldValue('about_candidate', html)}
          placeholder="About Candidate"
          minHeight="8rem"
        />
      </Card.Body>
    </Card.Root>
  );
}

const stripKeys = (v: CandidateFormValues) =>
  JSON.stringify({
    ...v,
    experience: v.experience.map(({ key: _k, ...r }) => r),
    education: v.education.map(({ key: _k, ...r }) => r),
    job_orders: v.job_orders.map(({ key: _k, ...r }) => r),
  });

export interface CandidateFormProps {
  mode: 'add' | 'edit';
  candidate?: Candidate;
  initialValues: CandidateFormValues;
}

/** Add and Edit (spec 001 §2): upload cards, details, experience, education, about, free pool, job orders. */
export function CandidateForm({ mode, candidate, initialValues }: CandidateFormProps) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const flash = useFlashErrors();
  const formik = useRef<FormikProps<CandidateFormValues>>(null);
  const [base, setBase] = useState<CandidateFormValues>(initialValues);
  const [resume, setResume] = useState<File | null>(null);
  const [parsingFile, setParsingFile] = useState<File | null>(null);
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [parsedPhotoUrl, setParsedPhotoUrl] = useState<string | null>(null);
  const [parseState, setParseState] = useState<ParseState>({ kind: 'idle' });
  const [filled, setFilled] = useState<Record<string, unknown>>({});
  const [doubtful, setDoubtful] = useState<Set<string>>(new Set());
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [busy, setBusy] = useState(false);
  const { leaving, leave } = useLeaveAfter();
  const initialText = useMemo(() => stripKeys(initialValues), [initialValues]);
  const candidateId = candidate?.encrypted_id;
  const [lockVersion, setLockVersion] = useState(() => lockVersionOf(candidate));
  const conflict = useVersionConflict<CandidateFormValues>();

  // After a failed check, bring the first field in error into view (the summary lists them all).
  function focusFirstError() {
    setTimeout(() => {
      const el = document.querySelector<HTMLElement>(
        'form [aria-invalid="true"], form [data-invalid] input, form [data-invalid] select',
      );
      el?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      el?.focus?.({ preventScroll: true });
    }, 0);
  }

  async function refreshCaches() {
    await invalidateKeys(mutate, ...keys.candidates.stale());
  }

  async function onParse(file: File) {
    setParseState({ kind: 'parsing', name: file.name });
    try {
      const parsed = await parseResume(file);
      const current = formik.current?.values;
      if (!current) return;
      const plan = planPrefill(current, parsed);
      let applied: Partial<CandidateFormValues> = { ...plan.fills };
      if (plan.conflicts.length) {
        const ok = await confirm({
          title: 'Use the values from the resume?',
          message: <ConflictList conflicts={plan.conflicts} />,
          confirmLabel: 'Replace',
          cancelLabel: 'Keep mine',
        });
        if (ok) applied = { ...applied, ...plan.replacements };
      }
      const latest = formik.current?.values ?? current;
      const next = { ...latest, ...applied };
      await formik.current?.setValues(next);
      // A parsed value that breaks a rule is shown at once, not discovered at Save.
      const parsedErrors = filledErrors(validateCandidate(next), applied);
      if (Object.keys(parsedErrors).length) flash.flash(parsedErrors);
      setFilled((f) => ({ ...f, ...applied }));
      setDoubtful(doubtfulFields(parsed.confidence));
      setParsingFile(file);
      if (parsed.profile_pic_url) setParsedPhotoUrl(parsed.profile_pic_url);
      if (parsed.photo_message) toast.info(parsed.photo_message);
      setParseState({ kind: 'done', name: file.name, filled: Object.keys(applied).length });
    } catch (e) {
      setParseState({ kind: 'failed', name: file.name, message: await apiErrorText(e) });
    }
  }

  async function save(values: CandidateFormValues) {
    const errors = validateCandidate(values, new Date(), mode === 'edit' ? base : undefined);
    if (Object.keys(errors).length) {
      flash.flash(errors);
      setSaveState('invalid');
      focusFirstError();
      return;
    }
    setBusy(true);
    const sent = rowsToSend(values, mode === 'edit' ? base : undefined);
    let id = candidateId ?? '';
    try {
      if (mode === 'add') {
        const res = await createCandidate(
          createPayload(values, { resume, parsingFile, photo, photoUrl: parsedPhotoUrl }),
        );
        id = res.data.encrypted_id;
        toast.success(res.message || 'Added Successfully');
      } else {
        const payload = updatePayload(values, base, { resume, photo });
        if (payload)
          await updateCandidate(id, { ...payload, fields: { ...payload.fields, ...lockField(lockVersion) } });
        toast.success('Updated Successfully');
      }
    } catch (e) {
      setSaveState('invalid');
      setBusy(false);
      const reload = async () => {
        const fresh = await reloadCandidate(id);
        setLockVersion(fresh.lockVersion);
        return fresh.values;
      };
      const apply = (fresh: CandidateFormValues, merged: CandidateFormValues) => {
        setBase(fresh);
        formik.current?.resetForm({ values: fresh });
        void formik.current?.setValues(merged);
      };
      if (await conflict.check(e, { values, initialValues: base, reload, apply })) return;
      const { errors: serverErrors } = await readApiError(e);
      if (serverErrors) {
        flash.flash(formErrorsFromServer(serverErrors, sent));
        focusFirstError();
      }
      await showApiError(e);
      return;
    }
    setSaveState('saved');
    discardDraft('candidate', candidateId);
    setBusy(false);
    void refreshCaches();
    leave(() => navigate(`/candidates/${id}`), mode === 'add' ? ADD_REDIRECT_MS : EDIT_REDIRECT_MS);
  }

  async function removeRow(
    kind: 'experience' | 'education' | 'job_orders',
    row: ExperienceDraft | EducationDraft | JobDraft,
  ) {
    const f = formik.current;
    if (!f) return;
    const existing =
      kind === 'job_orders'
        ? (row as JobDraft).link?.encrypted_id
        : (row as ExperienceDraft | EducationDraft).encrypted_id;
    if (existing) {
      const noun =
        kind === 'job_orders' ? 'Job Order' : kind === 'experience' ? 'Experience' : 'Education';
      const ok = await confirm(deleteQuestion(`Delete ${noun}`, `Are you sure you want to delete ${noun} ?`));
      if (!ok) return;
      try {
        await deleteCandidateItem(
          kind === 'job_orders'
            ? 'candidates_job_orders'
            : kind === 'experience'
              ? 'candidates_experience'
              : 'candidates_education',
          existing,
        );
        toast.success('Deleted Successfully');
        setBase((b) => ({
          ...b,
          [kind]: (b[kind] as { key: string }[]).filter((r) => r.key !== row.key),
        }));
        if (candidateId) void refreshCaches();
      } catch (e) {
        await showApiError(e);
        return;
      }
    }
    const now = f.values[kind] as { key: string }[];
    await f.setFieldValue(
      kind,
      now.filter((r) => r.key !== row.key),
    );
  }

  const hasLinks = (candidate?.job_links ?? 0) > 0;

  return (
    <Formik<CandidateFormValues> innerRef={formik} initialValues={initialValues} onSubmit={save}>
      {(f) => {
        const dirty =
          mode === 'edit'
            ? isDirty(f.values, base, { resume, photo })
            : stripKeys(f.values) !== initialText || Boolean(resume || photo || parsingFile);
        const errors = flash.errors;
        const hinted = (name: string): Hint =>
          name in filled && JSON.stringify(getIn(f.values, name)) === JSON.stringify(filled[name])
            ? doubtful.has(name)
              ? 'check'
              : true
            : false;
        const linked = hasLinks || f.values.job_orders.some((r) => r.link);
        return (
          <Form noValidate aria-label={mode === 'add' ? 'Add candidate' : 'Edit candidate'}>
            <UnsavedChangesGuard
              when={dirty && !busy && !leaving}
              onLeave={() => discardDraft('candidate', candidateId)}
            />
            <ErrorsFollowValues errors={flash} validate={validateCandidate} />
            {conflict.element}
            <Stack gap={5}>
              <FormDraft id="candidate" record={candidateId} />
              {conflict.notice}
              <ErrorSummary errors={flash.errors} />
              <UploadCards
                mode={mode}
                resume={resume}
                onResume={setResume}
                currentResumeName={candidate?.resume_name}
                parse={
                  mode === 'add'
                    ? { state: parseState, onPick: (file) => void onParse(file) }
                    : undefined
                }
                photo={photo}
                onPhoto={setPhoto}
                photoUrl={parsedPhotoUrl ?? candidate?.profile_pic_url ?? null}
                photoFromResume={Boolean(parsedPhotoUrl)}
              />
              <DetailsSection errors={errors} hinted={hinted} excludeId={candidateId} />
              <ExperienceSection
                errors={errors}
                fromResume={hinted('experience')}
                onDelete={(row) => void removeRow('experience', row)}
              />
              <EducationSection
                errors={errors}
                fromResume={hinted('education')}
                onDelete={(row) => void removeRow('education', row)}
              />
              <AboutEditor formik={f} />
              <Box>
                <CheckboxField
                  name="free_pool"
                  label="Add this profile to free pool"
                  disabled={linked}
                />
                {linked && (
                  <Text fontSize="sm" color="fg.muted" mt={1}>
                    The candidate is linked to job orders, so the profile cannot go to the free
                    pool.
                  </Text>
                )}
              </Box>
              {!f.values.free_pool && (
                <JobOrdersSection
                  errors={errors}
                  onDelete={(row) => void removeRow('job_orders', row)}
                />
              )}
              {flash.hasErrors && (
                <Text color="fg.error">
                  {Object.keys(errors).length === 1
                    ? 'One field needs correcting: it is listed at the top of the form.'
                    : `${Object.keys(errors).length} fields need correcting: they are listed at the top of the form.`}
                </Text>
              )}
              <FormFooter>
                <CancelButton
                  draft="candidate"
                  record={candidateId}
                  to={mode === 'add' || !candidateId ? '/candidates' : `/candidates/${candidateId}`}
                />
                <Button
                  type="submit"
                  loading={busy || f.isSubmitting}
                  disabled={leaving}
                  data-save-state={saveState}
                >
                  <Box
                    as="span"
                    color={SAVE_ICON_COLOR[saveState]}
                    bg="white"
                    rounded="full"
                    p={1}
                    display="inline-flex"
                    data-testid="save-icon"
                  >
                    <LuSave />
                  </Box>
                  Save
                </Button>
              </FormFooter>
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}
