// The add / edit form as data: its values, the spec's rules (001 §5) as pure functions, what a save sends, and
// how a parsed resume fills it. The components only render this; the component tests exercise it through them.
import { todayIso, type SearchOption } from 'shared-ui';
import type { CandidatePayload } from '../../api/candidate-form-data';
import type {
  Candidate,
  EducationItem,
  ExperienceItem,
  JobLink,
  ParsedResume,
} from '../../api/types';

import { COMPANY_NAME_MAX, REQUIRED_FIELDS as REQUIRED } from 'contract/rules/candidates';

/** Employer names as long as real ones ("Tata Consultancy Services"): the contract's limit, which the server checks. */
export { COMPANY_NAME_MAX };
export const COMPANY_NAME_MESSAGE = `The company name must not be greater than ${COMPANY_NAME_MAX} characters.`;
export { RESUME_SOURCES } from 'contract/rules/candidates';
/** Spec 001 §9: validation messages show for 2 s; the add screen moves on after about 3 s. */
export const FLASH_MS = 2000;
export const ADD_REDIRECT_MS = 3000;
export const EDIT_REDIRECT_MS = 2000;

let keySeq = 0;
export const newKey = () => `row-${++keySeq}`;

export interface ExperienceDraft {
  key: string;
  encrypted_id?: string;
  job_title: string;
  company_name: string;
  /** 'YYYY-MM' (a month input); sent as the 1st of the month. */
  start_date: string;
  end_date: string;
  still_working: boolean;
}

export interface EducationDraft {
  key: string;
  encrypted_id?: string;
  university: string;
  qualification: string;
  passout_year: string;
  passout_percentage: string;
  still_studying: boolean;
}

export interface JobDraft {
  key: string;
  /** An existing link (edit): shown, deletable, never re-sent. */
  link?: Pick<
    JobLink,
    | 'encrypted_id'
    | 'candidate_id'
    | 'job_id'
    | 'job_title'
    | 'client_name'
    | 'username'
    | 'main_status'
    | 'main_substatus'
    | 'main_status_id'
    | 'main_substatus_id'
    | 'offered_ctc'
    | 'expected_joining_date'
  >;
  job: SearchOption<string> | null;
  recruiter_id: string;
}

export interface CandidateFormValues {
  name: string;
  primary_mobile: string;
  secondary_mobile: string;
  primary_email: string;
  secondary_email: string;
  country: number | '';
  state: number | '';
  city: number | '';
  address: string;
  identity_card_name: string;
  identity_card_number: string;
  exp_years: string;
  exp_months: string;
  company_name: string;
  designation: string;
  current_ctc: string;
  expected_ctc: string;
  fixed_ctc: string;
  variable_ctc: string;
  stocks: string;
  notice_period: string;
  resume_source: string;
  resume_subsource: string;
  about_candidate: string;
  free_pool: boolean;
  skills: SearchOption<string>[];
  experience: ExperienceDraft[];
  education: EducationDraft[];
  job_orders: JobDraft[];
}

/** Scalar fields sent as they are (the rest: skills, rows, free_pool). */
export const SCALAR_FIELDS = [
  'name',
  'primary_mobile',
  'secondary_mobile',
  'primary_email',
  'secondary_email',
  'country',
  'state',
  'city',
  'address',
  'identity_card_name',
  'identity_card_number',
  'exp_years',
  'exp_months',
  'company_name',
  'designation',
  'current_ctc',
  'expected_ctc',
  'fixed_ctc',
  'variable_ctc',
  'stocks',
  'notice_period',
  'resume_source',
  'resume_subsource',
  'about_candidate',
] as const;
export type ScalarField = (typeof SCALAR_FIELDS)[number];

export const LABELS: Record<ScalarField | 'skills', string> = {
  name: 'Name',
  primary_mobile: 'Primary Mobile',
  secondary_mobile: 'Secondary Mobile',
  primary_email: 'Primary Email',
  secondary_email: 'Secondary Email',
  country: 'Country',
  state: 'State',
  city: 'City',
  address: 'Address',
  identity_card_name: 'Identity Card Name',
  identity_card_number: 'Identity Card Number',
  exp_years: 'Experience (Years)',
  exp_months: 'Experience (Months)',
  company_name: 'Current Company',
  designation: 'Designation',
  current_ctc: 'Current CTC (₹)',
  expected_ctc: 'Expected CTC (₹)',
  fixed_ctc: 'Fixed CTC (₹)',
  variable_ctc: 'Variable CTC (₹)',
  stocks: 'Stocks (₹)',
  notice_period: 'Notice Period (Days)',
  resume_source: 'Resume Source',
  resume_subsource: 'Resume Subsource',
  about_candidate: 'About Candidate',
  skills: 'Skills',
};

export const REQUIRED_FIELDS: readonly ScalarField[] = REQUIRED;

/** 'The primary mobile field is required.' */
export const requiredMessage = (field: string) =>
  `The ${field.replace(/_/g, ' ')} field is required.`;

export const blankExperience = (): ExperienceDraft => ({
  key: newKey(),
  job_title: '',
  company_name: '',
  start_date: '',
  end_date: '',
  still_working: false,
});
export const blankEducation = (): EducationDraft => ({
  key: newKey(),
  university: '',
  qualification: '',
  passout_year: '',
  passout_percentage: '',
  still_studying: false,
});
export const blankJob = (): JobDraft => ({ key: newKey(), job: null, recruiter_id: '' });

export function blankValues(): CandidateFormValues {
  return {
    name: '',
    primary_mobile: '',
    secondary_mobile: '',
    primary_email: '',
    secondary_email: '',
    country: '',
    state: '',
    city: '',
    address: '',
    identity_card_name: '',
    identity_card_number: '',
    exp_years: '',
    exp_months: '',
    company_name: '',
    designation: '',
    current_ctc: '',
    expected_ctc: '',
    fixed_ctc: '',
    variable_ctc: '',
    stocks: '',
    notice_period: '',
    resume_source: '',
    resume_subsource: '',
    about_candidate: '',
    free_pool: false,
    skills: [],
    experience: [blankExperience()],
    education: [blankEducation()],
    job_orders: [blankJob()],
  };
}

const str = (v: number | string | null | undefined) =>
  v === null || v === undefined ? '' : String(v);

export function valuesFromCandidate(
  c: Candidate,
  experience: ExperienceItem[],
  education: EducationItem[],
  links: JobLink[],
): CandidateFormValues {
  return {
    name: c.name,
    primary_mobile: c.primary_mobile,
    secondary_mobile: c.secondary_mobile === '0' ? '' : c.secondary_mobile,
    primary_email: c.primary_email,
    secondary_email: c.secondary_email,
    country: c.country ?? '',
    state: c.state ?? '',
    city: c.city ?? '',
    address: c.address,
    identity_card_name: c.identity_card_name,
    identity_card_number: c.identity_card_number === '0' ? '' : c.identity_card_number,
    exp_years: str(c.exp_years),
    exp_months: str(c.exp_months),
    company_name: c.company_name,
    designation: c.designation,
    current_ctc: str(c.current_ctc),
    expected_ctc: str(c.expected_ctc),
    fixed_ctc: str(c.fixed_ctc),
    variable_ctc: str(c.variable_ctc),
    stocks: str(c.stocks),
    notice_period: str(c.notice_period),
    resume_source: c.resume_source,
    resume_subsource: c.resume_subsource,
    about_candidate: c.about_candidate,
    free_pool: c.free_pool === '1',
    skills: c.skills.map((s) => ({ label: s.name, value: s.name })),
    experience: experience.map((e) => ({
      key: e.encrypted_id,
      encrypted_id: e.encrypted_id,
      job_title: e.job_title,
      company_name: e.company_name,
      start_date: (e.start_date ?? '').slice(0, 7),
      end_date: (e.end_date ?? '').slice(0, 7),
      still_working: e.still_working === '1',
    })),
    education: education.map((e) => ({
      key: e.encrypted_id,
      encrypted_id: e.encrypted_id,
      university: e.university,
      qualification: e.qualification,
      passout_year: str(e.passout_year),
      passout_percentage: str(e.passout_percentage),
      still_studying: e.still_studying === '1',
    })),
    job_orders: links.map((l) => ({
      key: l.encrypted_id,
      link: l,
      job: { value: l.job_id, label: `${l.job_title} - ${l.client_name}` },
      recruiter_id: l.recruiter_id ?? '',
    })),
  };
}

// ---------------------------------------------------------------------------------------------------- rules

export type FormErrors = Record<string, string>;

/** Today as 'YYYY-MM', in the product's time zone (APP_TIMEZONE). */
export function currentMonth(now = new Date()): string {
  return todayIso(now).slice(0, 7);
}

export function requiredErrors(v: CandidateFormValues): FormErrors {
  const errors: FormErrors = {};
  for (const f of REQUIRED_FIELDS) if (String(v[f]).trim() === '') errors[f] = requiredMessage(f);
  return errors;
}

const experienceFilled = (r: ExperienceDraft) =>
  r.job_title.trim() !== '' || r.company_name.trim() !== '';
const educationFilled = (r: EducationDraft) =>
  r.university.trim() !== '' || r.qualification.trim() !== '';

/** Experience rows, validated once a title or company is filled (spec 001 §5). Keys: experience.{row key}.{field}. */
export function experienceErrors(rows: ExperienceDraft[], month = currentMonth()): FormErrors {
  const errors: FormErrors = {};
  for (const r of rows) {
    if (!experienceFilled(r)) continue;
    const k = (f: string) => `experience.${r.key}.${f}`;
    const company = r.company_name.trim();
    if (!company) errors[k('company_name')] = 'The company name field is required in Experience.';
    else if (company.length > COMPANY_NAME_MAX) errors[k('company_name')] = COMPANY_NAME_MESSAGE;
    if (!r.job_title.trim())
      errors[k('job_title')] = 'The job title field is required in Experience.';
    if (!r.start_date) errors[k('start_date')] = 'The from date field is required in Experience.';
    else if (r.start_date > month)
      errors[k('start_date')] = 'The from date must not be after today.';
    if (!r.still_working) {
      if (!r.end_date) errors[k('end_date')] = 'The to date field is required in Experience.';
      else if (r.end_date > month) errors[k('end_date')] = 'The to date must not be after today.';
      else if (r.start_date && r.end_date < r.start_date)
        errors[k('end_date')] = 'The to date must not be before the from date.';
    }
  }
  if (rows.filter((r) => r.still_working).length > 1)
    errors.experience = 'Only one experience may be marked Still working.';
  return errors;
}

/** Education rows, validated once a university or qualification is filled. Keys: education.{row key}.{field}. */
export function educationErrors(
  rows: EducationDraft[],
  year = Number(todayIso().slice(0, 4)),
): FormErrors {
  const errors: FormErrors = {};
  for (const r of rows) {
    if (!educationFilled(r)) continue;
    const k = (f: string) => `education.${r.key}.${f}`;
    if (!r.university.trim())
      errors[k('university')] = 'The university field is required in Education.';
    if (!r.qualification.trim())
      errors[k('qualification')] = 'The qualification field is required in Education.';
    if (!r.still_studying) {
      if (!r.passout_year)
        errors[k('passout_year')] = 'The passout year field is required in Education.';
      else if (!/^\d{4}$/.test(r.passout_year) || Number(r.passout_year) < 1900)
        errors[k('passout_year')] = 'The passout year must be a valid year.';
      else if (Number(r.passout_year) > year)
        errors[k('passout_year')] = 'The passout year must not be after this year.';
      if (r.passout_percentage !== '' && Number(r.passout_percentage) < 2)
        errors[k('passout_percentage')] = 'The passout percentage must be at least 2.';
    }
  }
  if (rows.filter((r) => r.still_studying).length > 1)
    errors.education = 'Only one education may be marked Still Studying.';
  return errors;
}

/** New job-order rows (not in the free pool): job order and recruiter required. */
export function jobErrors(rows: JobDraft[], freePool: boolean): FormErrors {
  const errors: FormErrors = {};
  if (freePool) return errors;
  for (const r of rows) {
    if (r.link) continue;
    if (!r.job) errors[`job_orders.${r.key}.job`] = 'The job order name field is required.';
    if (!r.recruiter_id)
      errors[`job_orders.${r.key}.recruiter_id`] = 'The recruiter field is required.';
  }
  return errors;
}

const fieldText = (v: CandidateFormValues, f: ScalarField) => String(v[f] ?? '').trim();

/**
 * Every rule (add), or with `base` (edit) the rules of what changed only: a value that was stored before a rule
 * was added never blocks saving the record (issue 17 §1); a changed field is checked strictly.
 */
export function validateCandidate(
  v: CandidateFormValues,
  now = new Date(),
  base?: CandidateFormValues,
): FormErrors {
  const errors: FormErrors = {
    ...requiredErrors(v),
    ...experienceErrors(v.experience, currentMonth(now)),
    ...educationErrors(v.education, Number(currentMonth(now).slice(0, 4))),
    ...jobErrors(v.job_orders, v.free_pool),
  };
  const company = v.company_name.trim();
  if (company.length > COMPANY_NAME_MAX) errors.company_name = COMPANY_NAME_MESSAGE;
  return base ? changedOnly(errors, v, base) : errors;
}

/** Drops the messages of fields whose value is the stored one (scalars, and the fields of stored rows). */
function changedOnly(
  errors: FormErrors,
  v: CandidateFormValues,
  base: CandidateFormValues,
): FormErrors {
  const rowsOf = (rows: { key: string; encrypted_id?: string }[]) =>
    new Map(rows.filter((r) => r.encrypted_id).map((r) => [r.key, r as Record<string, unknown>]));
  const stored: Record<string, Map<string, Record<string, unknown>>> = {
    experience: rowsOf(base.experience),
    education: rowsOf(base.education),
  };
  const current: Record<string, Map<string, Record<string, unknown>>> = {
    experience: rowsOf(v.experience),
    education: rowsOf(v.education),
  };
  const out: FormErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    const row = /^(experience|education)\.([^.]+)\.(\w+)$/.exec(key);
    if (row) {
      const before = stored[row[1]].get(row[2]);
      const now = current[row[1]].get(row[2]);
      if (before && now && String(before[row[3]] ?? '').trim() === String(now[row[3]] ?? '').trim())
        continue;
    } else if (
      (SCALAR_FIELDS as readonly string[]).includes(key) &&
      fieldText(v, key as ScalarField) === fieldText(base, key as ScalarField)
    )
      continue;
    out[key] = message;
  }
  return out;
}

/** Percentage box: at most 2 digits before the point and 2 after (spec: 2-digit cap by keypress). */
export function capPercentage(raw: string): string {
  const m = /^(\d{0,2})\d*(\.\d{0,2})?/.exec(raw.replace(/[^\d.]/g, ''));
  return m ? `${m[1]}${m[1] && m[2] ? m[2] : ''}` : '';
}

// ---------------------------------------------------------------------------------------------------- payloads

function experienceRow(r: ExperienceDraft) {
  return {
    ...(r.encrypted_id ? { encrypted_id: r.encrypted_id } : {}),
    job_title: r.job_title.trim(),
    company_name: r.company_name.trim(),
    start_date: r.start_date ? `${r.start_date}-01` : '',
    end_date: r.still_working || !r.end_date ? '' : `${r.end_date}-01`,
    still_working: r.still_working ? '1' : '0',
  };
}

function educationRow(r: EducationDraft) {
  return {
    ...(r.encrypted_id ? { encrypted_id: r.encrypted_id } : {}),
    university: r.university.trim(),
    qualification: r.qualification.trim(),
    passout_year: r.still_studying ? '' : r.passout_year,
    passout_percentage: r.still_studying ? '' : r.passout_percentage,
    still_studying: r.still_studying ? '1' : '0',
  };
}


export interface FormFiles {
  resume?: File | null;
  parsingFile?: File | null;
  photo?: Blob | null;
  photoUrl?: string | null;
}

/** Everything, for POST /api/candidates. */
export function createPayload(v: CandidateFormValues, files: FormFiles): CandidatePayload {
  const fields: Record<string, string> = {};
  for (const f of SCALAR_FIELDS) {
    const value = fieldText(v, f);
    if (value !== '' || REQUIRED_FIELDS.includes(f)) fields[f] = value;
  }
  fields.free_pool = v.free_pool ? '1' : '0';
  const rows = rowsToSend(v);
  return {
    fields,
    skills: v.skills.map((s) => s.value),
    experience: rows.experience.map(experienceRow),
    education: rows.education.map(educationRow),
    jobOrders: rows.jobOrders.map((r) => ({
      job_id: r.job?.value ?? '',
      recruiter_id: r.recruiter_id,
    })),
    resume: files.resume ?? null,
    parsingFile: files.parsingFile ?? null,
    photo: files.photo ?? null,
    photoUrl: files.photo ? null : (files.photoUrl ?? null),
  };
}

const sameExperience = (a: ExperienceDraft, b: ExperienceDraft) =>
  JSON.stringify(experienceRow(a)) === JSON.stringify(experienceRow(b));
const sameEducation = (a: EducationDraft, b: EducationDraft) =>
  JSON.stringify(educationRow(a)) === JSON.stringify(educationRow(b));

export interface RowsSent {
  experience: ExperienceDraft[];
  education: EducationDraft[];
  jobOrders: JobDraft[];
}

/** The rows a save sends: all filled rows (add), or the new and changed ones (edit, `base` given). */
export function rowsToSend(v: CandidateFormValues, base?: CandidateFormValues): RowsSent {
  if (!base) {
    return {
      experience: v.experience.filter(experienceFilled),
      education: v.education.filter(educationFilled),
      jobOrders: v.free_pool ? [] : v.job_orders.filter((r) => !r.link),
    };
  }
  const baseExp = new Map(
    base.experience.filter((r) => r.encrypted_id).map((r) => [r.encrypted_id, r]),
  );
  const baseEdu = new Map(
    base.education.filter((r) => r.encrypted_id).map((r) => [r.encrypted_id, r]),
  );
  return {
    experience: v.experience.filter(
      (r) =>
        experienceFilled(r) &&
        (!r.encrypted_id ||
          !baseExp.has(r.encrypted_id) ||
          !sameExperience(r, baseExp.get(r.encrypted_id)!)),
    ),
    education: v.education.filter(
      (r) =>
        educationFilled(r) &&
        (!r.encrypted_id ||
          !baseEdu.has(r.encrypted_id) ||
          !sameEducation(r, baseEdu.get(r.encrypted_id)!)),
    ),
    jobOrders: v.free_pool ? [] : v.job_orders.filter((r) => !r.link && (r.job || r.recruiter_id)),
  };
}

/**
 * The server's field errors (experience.0.company_name: the index among the rows sent) as the form's keys
 * (experience.{row key}.company_name); the skill list's key is skills.
 */
export function formErrorsFromServer(errors: Record<string, string[]>, sent: RowsSent): FormErrors {
  const out: FormErrors = {};
  const lists: Record<string, { key: string }[]> = {
    experience: sent.experience,
    education: sent.education,
    job_orders: sent.jobOrders,
  };
  for (const [key, messages] of Object.entries(errors)) {
    const m = /^(experience|education|job_orders)\.(\d+)\.(\w+)$/.exec(key);
    if (m) {
      const row = lists[m[1]][Number(m[2])];
      const field = m[1] === 'job_orders' && m[3] === 'job_id' ? 'job' : m[3];
      if (row) out[`${m[1]}.${row.key}.${field}`] = messages[0];
    } else out[key === 'skill' ? 'skills' : key] = messages[0];
  }
  return out;
}

/** Only what changed since `base`, for POST /api/candidates/{id}; null when nothing did. */
export function updatePayload(
  v: CandidateFormValues,
  base: CandidateFormValues,
  files: FormFiles,
): CandidatePayload | null {
  const fields: Record<string, string> = {};
  for (const f of SCALAR_FIELDS)
    if (fieldText(v, f) !== fieldText(base, f)) fields[f] = fieldText(v, f);
  if (v.free_pool !== base.free_pool) fields.free_pool = v.free_pool ? '1' : '0';
  const skillsNow = v.skills.map((s) => s.value);
  const skillsChanged =
    JSON.stringify(skillsNow) !== JSON.stringify(base.skills.map((s) => s.value));
  const { experience, education, jobOrders } = rowsToSend(v, base);
  const payload: CandidatePayload = {
    fields,
    skills: skillsChanged ? skillsNow : undefined,
    experience: experience.map(experienceRow),
    education: education.map(educationRow),
    jobOrders: jobOrders.map((r) => ({ job_id: r.job?.value ?? '', recruiter_id: r.recruiter_id })),
    resume: files.resume ?? null,
    photo: files.photo ?? null,
    photoUrl: files.photo ? null : (files.photoUrl ?? null),
  };
  const empty =
    Object.keys(fields).length === 0 &&
    !payload.skills &&
    !payload.experience?.length &&
    !payload.education?.length &&
    !payload.jobOrders?.length &&
    !payload.resume &&
    !payload.photo &&
    !payload.photoUrl;
  return empty ? null : payload;
}

/** New job rows the recruiter started but left blank are not changes. */
export function isDirty(
  v: CandidateFormValues,
  base: CandidateFormValues,
  files: FormFiles,
): boolean {
  return (
    updatePayload(
      { ...v, job_orders: v.job_orders.filter((r) => r.link || r.job || r.recruiter_id) },
      base,
      files,
    ) !== null
  );
}

// ---------------------------------------------------------------------------------------------------- prefill

export type PrefillField = ScalarField | 'skills' | 'experience' | 'education' | 'location';

export interface PrefillConflict {
  field: PrefillField;
  label: string;
  current: string;
  incoming: string;
}

export interface PrefillPlan {
  /** Values for fields that were empty: applied without asking. */
  fills: Partial<CandidateFormValues>;
  /** Fields the recruiter already filled differently: applied only when they agree. */
  conflicts: PrefillConflict[];
  /** The replacement values of the conflicting fields. */
  replacements: Partial<CandidateFormValues>;
}

const monthOf = (date: string): string => {
  const m = /^(\d{4})-(\d{1,2})/.exec(date.trim());
  return m ? `${m[1]}-${m[2].padStart(2, '0')}` : '';
};

function parsedExperience(p: ParsedResume): ExperienceDraft[] {
  return (
    p.exp_details
      .filter((e) => e.designation || e.company)
      .map((e) => {
        const still = /till date|present|current/i.test(e.to_date);
        return {
          key: newKey(),
          job_title: e.designation,
          company_name: e.company,
          start_date: monthOf(e.from_date),
          end_date: still ? '' : monthOf(e.to_date),
          still_working: still,
        };
      })
      // only one may be still working: the first (most recent) keeps it
      .map((r, i, all) =>
        r.still_working && all.findIndex((x) => x.still_working) !== i
          ? { ...r, still_working: false }
          : r,
      )
  );
}

function parsedEducation(p: ParsedResume): EducationDraft[] {
  return p.education_details
    .filter((e) => e.university || e.qualification)
    .map((e) => ({
      key: newKey(),
      university: e.university,
      qualification: e.qualification,
      passout_year: /^\d{4}$/.test(e.year_of_pass) ? e.year_of_pass : '',
      passout_percentage: '',
      still_studying: false,
    }));
}

const rowsBlank = (
  rows: {
    job_title?: string;
    company_name?: string;
    university?: string;
    qualification?: string;
  }[],
) =>
  rows.every(
    (r) =>
      !`${r.job_title ?? ''}${r.company_name ?? ''}${r.university ?? ''}${r.qualification ?? ''}`.trim(),
  );

/**
 * What a parsed resume changes: empty fields are filled; a field the recruiter already filled with something else
 * is a conflict, replaced only if they agree (spec upgrade: typed values are never overwritten without asking).
 */
export function planPrefill(v: CandidateFormValues, p: ParsedResume): PrefillPlan {
  const incoming: Partial<Record<ScalarField, string>> = {
    name: p.username,
    // null: withheld from the role or not found; nothing to prefill
    primary_mobile: p.primary_mobile?.replace(/\D/g, '').slice(-10),
    primary_email: p.primary_email ?? undefined,
    secondary_email: p.secondary_email ?? undefined,
    exp_years: p.exp_in_years === null ? '' : String(p.exp_in_years),
    exp_months: p.exp_in_months === null ? '' : String(p.exp_in_months),
    current_ctc: p.ctc === null ? '' : String(p.ctc),
    notice_period: p.notice_period === null ? '' : String(p.notice_period),
  };
  const fills: Partial<CandidateFormValues> = {};
  const replacements: Partial<CandidateFormValues> = {};
  const conflicts: PrefillConflict[] = [];
  const put = (
    target: Partial<CandidateFormValues>,
    key: keyof CandidateFormValues,
    value: unknown,
  ) => {
    (target as Record<string, unknown>)[key] = value;
  };

  for (const [f, value] of Object.entries(incoming) as [ScalarField, string][]) {
    if (!value) continue;
    const current = String(v[f] ?? '').trim();
    if (current === '') put(fills, f, value);
    else if (current.toLowerCase() !== value.toLowerCase()) {
      conflicts.push({ field: f, label: LABELS[f], current, incoming: value });
      put(replacements, f, value);
    }
  }

  if (p.location) {
    const loc = {
      country: p.location.country,
      state: p.location.state ?? '',
      city: p.location.city ?? '',
    } as const;
    const label = [p.location.city_name, p.location.state_name, p.location.country_name]
      .filter(Boolean)
      .join(', ');
    if (v.country === '' && v.state === '' && v.city === '') Object.assign(fills, loc);
    else if (v.country !== loc.country || v.state !== loc.state || v.city !== loc.city) {
      conflicts.push({
        field: 'location',
        label: 'Location',
        current: 'the location chosen',
        incoming: label,
      });
      Object.assign(replacements, loc);
    }
  }

  const skills = [...new Set([...p.primary_skills, ...p.secondary_skills])].map((s) => ({
    label: s,
    value: s,
  }));
  if (skills.length) {
    if (v.skills.length === 0) fills.skills = skills;
    else if (
      JSON.stringify(v.skills.map((s) => s.value.toLowerCase()).sort()) !==
      JSON.stringify(skills.map((s) => s.value.toLowerCase()).sort())
    ) {
      conflicts.push({
        field: 'skills',
        label: 'Skills',
        current: v.skills.map((s) => s.label).join(', '),
        incoming: skills.map((s) => s.label).join(', '),
      });
      replacements.skills = skills;
    }
  }

  const exp = parsedExperience(p);
  // The current job (the still-working row, else the latest) gives the current company and designation.
  const current = exp.find((r) => r.still_working);
  if (current) {
    for (const [f, value] of [
      ['company_name', current.company_name.trim()],
      ['designation', current.job_title.trim()],
    ] as [ScalarField, string][]) {
      if (!value) continue;
      const now = String(v[f] ?? '').trim();
      if (now === '') put(fills, f, value);
      else if (now.toLowerCase() !== value.toLowerCase()) {
        conflicts.push({ field: f, label: LABELS[f], current: now, incoming: value });
        put(replacements, f, value);
      }
    }
  }
  if (exp.length) {
    if (rowsBlank(v.experience)) fills.experience = exp;
    else {
      conflicts.push({
        field: 'experience',
        label: 'Experience',
        current: `${v.experience.length} row(s)`,
        incoming: `${exp.length} row(s) from the resume`,
      });
      replacements.experience = exp;
    }
  }
  const edu = parsedEducation(p);
  if (edu.length) {
    if (rowsBlank(v.education)) fills.education = edu;
    else {
      conflicts.push({
        field: 'education',
        label: 'Education',
        current: `${v.education.length} row(s)`,
        incoming: `${edu.length} row(s) from the resume`,
      });
      replacements.education = edu;
    }
  }
  return { fills, conflicts, replacements };
}

/** The fields a prefill set (for the 'from resume' hint). */
export function prefilledFields(values: Partial<CandidateFormValues>): string[] {
  return Object.keys(values);
}
