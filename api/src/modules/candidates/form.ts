// The candidate form as the server reads it (multipart text fields of POST /api/candidates and
// POST /api/candidates/{id}, and the bodies of the education and experience rows): normalised, validated, with the
// spec's messages. Sub-item rows come JSON-encoded. `today` (YYYY-MM-DD in the product's time zone) bounds the dates.
import { isEmail, normaliseMobile } from '../../lib/contact-details.js';
import { addError, label, required, throwIfAny, type FieldErrors } from '../../lib/field-errors.js';
import { flag, isUuid, num, text } from '../../lib/form-values.js';
import { parseDate } from '../../lib/timestamps.js';
import { sanitizeRichText } from '../../http/sanitize.js';
import {
  COLUMN,
  COMPANY_NAME_MAX,
  MAX_LENGTH,
  REQUIRED_FIELDS,
  RESUME_SOURCES,
  SKILLS_LIMIT,
  type CandidateValues,
  type EducationInput,
  type ExperienceInput,
  type JobRowInput,
} from './schema.js';

type Raw = Record<string, unknown>;

/**
 * The checks every experience and education row starts with: a public id that is one, and its two required texts
 * (`field` → most characters), each with the spec's message naming the section.
 */
function checkRowTexts(
  errors: FieldErrors,
  prefix: string,
  section: 'Experience' | 'Education',
  encryptedId: string | undefined,
  texts: [string, string, number][],
): void {
  if (encryptedId && !isUuid(encryptedId))
    addError(errors, `${prefix}encrypted_id`, `The selected ${section.toLowerCase()} is invalid.`);
  for (const [field, value, max] of texts) {
    if (!value)
      addError(errors, prefix + field, `The ${label(field)} field is required in ${section}.`);
    else if (value.length > max)
      addError(
        errors,
        prefix + field,
        `The ${label(field)} must not be greater than ${max} characters.`,
      );
  }
}

/**
 * One experience row, validated (spec 001 §5): the company name is required and at most 150 characters, the job
 * title and the From date are required, the To date too unless still working; dates not after today, To not
 * before From. `blank` is true for a row with neither title nor company (skipped, as the form does).
 */
export function checkExperience(
  today: string,
  raw: Raw,
  errors: FieldErrors,
  prefix = '',
): { row: ExperienceInput; blank: boolean } {
  const job_title = text(raw.job_title ?? raw.designation);
  const company_name = text(raw.company_name ?? raw.company);
  const stillWorking = flag(raw.still_working);
  const fromRaw = text(raw.start_date ?? raw.from_date);
  const toRaw = text(raw.end_date ?? raw.to_date);
  const encrypted_id = text(raw.encrypted_id) || undefined;
  const row: ExperienceInput = {
    encrypted_id,
    job_title,
    company_name,
    start_date: null,
    end_date: null,
    still_working: stillWorking,
  };
  if (!job_title && !company_name) return { row, blank: true };
  const f = (k: string) => `${prefix}${k}`;
  checkRowTexts(errors, prefix, 'Experience', encrypted_id, [
    ['company_name', company_name, COMPANY_NAME_MAX],
    ['job_title', job_title, 100],
  ]);
  const now = today;
  if (!fromRaw) addError(errors, f('start_date'), 'The from date field is required in Experience.');
  else {
    row.start_date = parseDate(fromRaw);
    if (!row.start_date) addError(errors, f('start_date'), 'The from date is not a valid date.');
    else if (row.start_date > now)
      addError(errors, f('start_date'), 'The from date must not be after today.');
  }
  if (!stillWorking) {
    if (!toRaw) addError(errors, f('end_date'), 'The to date field is required in Experience.');
    else {
      row.end_date = parseDate(toRaw);
      if (!row.end_date) addError(errors, f('end_date'), 'The to date is not a valid date.');
      else if (row.end_date > now)
        addError(errors, f('end_date'), 'The to date must not be after today.');
      else if (row.start_date && row.end_date < row.start_date)
        addError(errors, f('end_date'), 'The to date must not be before the from date.');
    }
  }
  return { row, blank: false };
}

/**
 * One education row (spec 001 §5): university and qualification required, passout year unless still studying
 * (not after this year), percentage at least 2 (and at most 100). A still-studying row keeps no year and no
 * percentage (the old form sent 2 and the current year as stand-ins).
 */
export function checkEducation(
  today: string,
  raw: Raw,
  errors: FieldErrors,
  prefix = '',
): { row: EducationInput; blank: boolean } {
  const university = text(raw.university);
  const qualification = text(raw.qualification);
  const stillStudying = flag(raw.still_studying);
  const yearRaw = text(raw.passout_year ?? raw.year_of_pass);
  const pctRaw = text(raw.passout_percentage);
  const encrypted_id = text(raw.encrypted_id) || undefined;
  const row: EducationInput = {
    encrypted_id,
    university,
    qualification,
    passout_year: null,
    passout_percentage: null,
    still_studying: stillStudying,
  };
  if (!university && !qualification) return { row, blank: true };
  const f = (k: string) => `${prefix}${k}`;
  checkRowTexts(errors, prefix, 'Education', encrypted_id, [
    ['university', university, 150],
    ['qualification', qualification, 100],
  ]);
  if (!stillStudying) {
    const thisYear = Number(today.slice(0, 4));
    if (!yearRaw)
      addError(errors, f('passout_year'), 'The passout year field is required in Education.');
    else {
      const y = num(yearRaw);
      if (y === undefined || !Number.isInteger(y) || y < 1900)
        addError(errors, f('passout_year'), 'The passout year must be a valid year.');
      else if (y > thisYear)
        addError(errors, f('passout_year'), 'The passout year must not be after this year.');
      else row.passout_year = y;
    }
    const p = num(pctRaw);
    if (p !== undefined) {
      if (Number.isNaN(p))
        addError(errors, f('passout_percentage'), 'The passout percentage must be a number.');
      else if (p < 2)
        addError(errors, f('passout_percentage'), 'The passout percentage must be at least 2.');
      else if (p > 100)
        addError(
          errors,
          f('passout_percentage'),
          'The passout percentage must not be greater than 100.',
        );
      else row.passout_percentage = Math.round(p * 100) / 100;
    }
  }
  return { row, blank: false };
}

/** One job-order row of the add form: job and recruiter required. */
export function checkJobRow(
  raw: Raw,
  errors: FieldErrors,
  prefix = '',
): { row: JobRowInput; blank: boolean } {
  const job_id = text(raw.job_id);
  const recruiter_id = text(raw.recruiter_id ?? raw.user_id);
  const ctcRaw = text(raw.offered_ctc);
  const dateRaw = text(raw.expected_joining_date);
  const row: JobRowInput = { job_id, recruiter_id, offered_ctc: null, expected_joining_date: null };
  const f = (k: string) => `${prefix}${k}`;
  if (!job_id) addError(errors, f('job_id'), 'The job order name field is required.');
  else if (!isUuid(job_id)) addError(errors, f('job_id'), 'The selected job order is invalid.');
  if (!recruiter_id) addError(errors, f('recruiter_id'), 'The recruiter field is required.');
  else if (!isUuid(recruiter_id))
    addError(errors, f('recruiter_id'), 'The selected recruiter is invalid.');
  const ctc = num(ctcRaw);
  if (ctc !== undefined) {
    if (Number.isNaN(ctc) || ctc <= 0)
      addError(errors, f('offered_ctc'), 'The offered ctc must be greater than 0.');
    else row.offered_ctc = ctc;
  }
  if (dateRaw) {
    row.expected_joining_date = parseDate(dateRaw);
    if (!row.expected_joining_date)
      addError(
        errors,
        f('expected_joining_date'),
        'The expected joining date is not a valid date.',
      );
  }
  return { row, blank: false };
}

const REQUIRED: readonly (keyof CandidateValues)[] = REQUIRED_FIELDS;
const MAX_LEN: Partial<Record<keyof CandidateValues, number>> = MAX_LENGTH;
const EXTRA_FIELDS = [
  'skill',
  'experience',
  'education',
  'job_orders',
  'profile_pic_url',
  'encrypted_id',
  'lock_version',
];

/**
 * What is stored, as the form shows it, so that an update can tell a changed field from one sent back as it was:
 * a rule added later never blocks saving a record that was valid when stored (issue 17 §1).
 */
export type StoredCandidate = {
  values: Record<string, unknown>;
  experience: Map<string, Record<string, unknown>>;
  education: Map<string, Record<string, unknown>>;
};

/** True when the text a form sent is the stored value (numbers, dates, flags and '0' placeholders compared as such). */
export function sameAsStored(raw: string, stored: unknown): boolean {
  if (stored === null || stored === undefined || stored === '')
    return raw === '' || raw === '0';
  if (typeof stored === 'boolean') return flag(raw) === stored || raw === (stored ? '1' : '0');
  if (typeof stored === 'number') {
    const n = num(raw);
    return n !== undefined && !Number.isNaN(n) && n === stored;
  }
  const s = String(stored).trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return parseDate(raw) === s;
  return raw === s;
}

/**
 * Checks one existing row with `check`; the messages of fields sent as they are stored are dropped and those
 * fields keep their stored values. Returns null when nothing in the row changed (nothing to check or save).
 */
function checkChangedOnly<T extends { encrypted_id?: string }>(
  raw: Record<string, unknown>,
  stored: Record<string, unknown> | undefined,
  fields: Record<string, string[]>,
  check: (errors: FieldErrors) => { row: T; blank: boolean },
  errors: FieldErrors,
  prefix: string,
): { row: T; blank: boolean } | null {
  const own: FieldErrors = {};
  const result = check(own);
  const same = (f: string) =>
    stored !== undefined &&
    sameAsStored(text(fields[f].map((k) => raw[k]).find((v) => v !== undefined)), stored[f]);
  if (stored && Object.keys(fields).every(same)) return null;
  for (const [key, messages] of Object.entries(own)) {
    const f = key.slice(prefix.length);
    if (stored && f in fields && same(f)) {
      (result.row as Record<string, unknown>)[f] = stored[f];
      continue;
    }
    for (const m of messages) addError(errors, key, m);
  }
  return result;
}

/** A list of rows the form sends as JSON (experience, education): its fields, their checks and the one-only flag. */
type RowList<T> = {
  field: 'experience' | 'education';
  /** Each stored field with the names the form may send it under. */
  fields: Record<string, string[]>;
  check: (today: string, raw: Raw, errors: FieldErrors, prefix: string) => { row: T; blank: boolean };
  /** The flag at most one row may have, with the message when more do. */
  onlyOne: [keyof T, string];
};
const EXPERIENCE: RowList<ExperienceInput> = {
  field: 'experience',
  fields: {
    job_title: ['job_title', 'designation'],
    company_name: ['company_name', 'company'],
    start_date: ['start_date', 'from_date'],
    end_date: ['end_date', 'to_date'],
    still_working: ['still_working'],
  },
  check: checkExperience,
  onlyOne: ['still_working', 'Only one experience may be marked Still working.'],
};
const EDUCATION: RowList<EducationInput> = {
  field: 'education',
  fields: {
    university: ['university'],
    qualification: ['qualification'],
    passout_year: ['passout_year', 'year_of_pass'],
    passout_percentage: ['passout_percentage'],
    still_studying: ['still_studying'],
  },
  check: checkEducation,
  onlyOne: ['still_studying', 'Only one education may be marked Still Studying.'],
};

/**
 * The rows of a list the form sent, each checked with its messages under `<field>.<i>.`: an existing row sent back
 * unchanged is left out (nothing to save), so is a blank one.
 */
function checkedRows<T extends { encrypted_id?: string }>(
  list: RowList<T>,
  today: string,
  fields: Record<string, string | string[]>,
  stored: StoredCandidate | null | undefined,
  errors: FieldErrors,
): T[] {
  const rows: T[] = [];
  jsonRows(fields[list.field], list.field, errors).forEach((raw, i) => {
    const prefix = `${list.field}.${i}.`;
    const before = stored?.[list.field].get(text(raw.encrypted_id));
    const checked = checkChangedOnly(
      raw,
      before,
      list.fields,
      (own) => list.check(today, raw, own, prefix),
      errors,
      prefix,
    );
    if (checked && !checked.blank) rows.push(checked.row);
  });
  const [flagged, message] = list.onlyOne;
  if (rows.filter((r) => r[flagged]).length > 1) addError(errors, list.field, message);
  return rows;
}

export type CandidateForm = {
  values: Partial<CandidateValues>;
  /** Skill names or public ids, when the form sent the list (an empty list clears the skills). */
  skills?: string[];
  experience: ExperienceInput[];
  education: EducationInput[];
  jobOrders: JobRowInput[];
  profilePicUrl?: string;
  encryptedId?: string;
  /** The version the form edited (an update only): a stale one is refused with 409. */
  lockVersion?: number;
};

function jsonRows(raw: unknown, field: string, errors: FieldErrors): Record<string, unknown>[] {
  const s = text(raw);
  if (!s) return [];
  try {
    const v: unknown = JSON.parse(s);
    if (Array.isArray(v) && v.every((r) => r && typeof r === 'object' && !Array.isArray(r))) {
      if (v.length > 50)
        addError(
          errors,
          field,
          `The ${field.replace(/_/g, ' ')} must not have more than 50 items.`,
        );
      return v as Record<string, unknown>[];
    }
  } catch {
    /* reported below */
  }
  addError(errors, field, `The ${field.replace(/_/g, ' ')} must be a list.`);
  return [];
}

/**
 * Reads the form fields. `create`: the required fields must be there; `update`: only the fields sent change,
 * and a required field sent empty is refused; with `stored`, a field (or sub-item row) sent back as it is stored
 * is not checked again and not written. Throws the 422 envelope with every message at once.
 */
export function readCandidateForm(
  today: string,
  fields: Record<string, string | string[]>,
  mode: 'create' | 'update',
  stored?: StoredCandidate | null,
): CandidateForm {
  const errors: FieldErrors = {};
  const values: Partial<CandidateValues> = {};
  const has = (k: string) => Object.prototype.hasOwnProperty.call(fields, k);
  for (const k of Object.keys(fields)) {
    if (!(k in COLUMN) && !EXTRA_FIELDS.includes(k))
      addError(errors, k, `The ${label(k)} field is not allowed.`);
  }
  const set = <K extends keyof CandidateValues>(k: K, v: CandidateValues[K]) => {
    values[k] = v;
  };

  for (const k of Object.keys(COLUMN) as (keyof CandidateValues)[]) {
    if (!has(k)) {
      if (mode === 'create' && REQUIRED.includes(k)) addError(errors, k, required(label(k)));
      continue;
    }
    const raw = text(fields[k]);
    if (mode === 'update' && stored && sameAsStored(raw, stored.values[k])) continue;
    if (REQUIRED.includes(k) && raw === '') {
      addError(errors, k, required(label(k)));
      continue;
    }
    const max = MAX_LEN[k];
    if (max && raw.length > max) {
      addError(errors, k, `The ${label(k)} must not be greater than ${max} characters.`);
      continue;
    }
    switch (k) {
      case 'primary_mobile':
      case 'secondary_mobile': {
        if (k === 'secondary_mobile' && (raw === '' || raw === '0')) {
          set(k, '');
          break;
        }
        const m = normaliseMobile(raw);
        if (!m) addError(errors, k, `The ${label(k)} must be a 10-digit mobile number.`);
        else set(k, m);
        break;
      }
      case 'primary_email':
      case 'secondary_email': {
        const e = raw.toLowerCase();
        if (e === '' && k === 'secondary_email') set(k, '');
        else if (!isEmail(e)) addError(errors, k, `The ${label(k)} must be a valid email address.`);
        else set(k, e);
        break;
      }
      case 'country':
      case 'state':
      case 'city': {
        if (raw === '' || raw === '0') {
          set(k, null);
          break;
        }
        const n = num(raw);
        if (n === undefined || !Number.isInteger(n) || n < 1)
          addError(errors, k, `The selected ${k} is invalid.`);
        else set(k, n);
        break;
      }
      case 'exp_years':
      case 'exp_months':
      case 'notice_period': {
        const n = num(raw);
        const max = k === 'exp_years' ? 70 : k === 'exp_months' ? 11 : 999;
        if (n === undefined || Number.isNaN(n) || !Number.isInteger(n))
          addError(errors, k, `The ${label(k)} must be a whole number.`);
        else if (n < 0 || n > max)
          addError(errors, k, `The ${label(k)} must be between 0 and ${max}.`);
        else set(k, n);
        break;
      }
      case 'current_ctc':
      case 'expected_ctc':
      case 'fixed_ctc':
      case 'variable_ctc':
      case 'stocks': {
        const n = num(raw);
        if (n === undefined) set(k, null);
        else if (Number.isNaN(n)) addError(errors, k, `The ${label(k)} must be a number.`);
        else if (n < 0) addError(errors, k, `The ${label(k)} must be at least 0.`);
        else if (n >= 1e12) addError(errors, k, `The ${label(k)} is too large.`);
        else set(k, Math.round(n * 100) / 100);
        break;
      }
      case 'resume_source': {
        if (raw === '') set(k, null);
        else {
          const match = RESUME_SOURCES.find((s) => s.toLowerCase() === raw.toLowerCase());
          if (!match) addError(errors, k, 'The selected resume source is invalid.');
          else set(k, match);
        }
        break;
      }
      case 'identity_card_number':
        set(k, raw === '0' ? '' : raw);
        break;
      case 'about_candidate': {
        if (raw.length > 200_000) addError(errors, k, 'The about candidate is too long.');
        else set(k, sanitizeRichText(raw));
        break;
      }
      case 'free_pool':
        set(k, flag(raw));
        break;
      default:
        set(k, raw as never);
    }
  }

  let skills: string[] | undefined;
  if (has('skill')) {
    const list = (Array.isArray(fields.skill) ? fields.skill : [fields.skill])
      .map((s) => s.trim())
      .filter(Boolean);
    const unique = [...new Map(list.map((s) => [s.toLowerCase(), s])).values()];
    if (unique.length > SKILLS_LIMIT)
      addError(errors, 'skill', `The skill must not have more than ${SKILLS_LIMIT} items.`);
    if (unique.some((s) => s.length > 100))
      addError(errors, 'skill', 'The selected skill is invalid.');
    skills = unique;
  }

  const experience = checkedRows(EXPERIENCE, today, fields, stored, errors);
  const education = checkedRows(EDUCATION, today, fields, stored, errors);

  // Free pool hides the job-order rows: they are neither validated nor saved (spec 001 §4).
  const jobOrders: JobRowInput[] = [];
  const jobRows = jsonRows(fields.job_orders, 'job_orders', errors);
  if (!values.free_pool) {
    jobRows.forEach((raw, i) => {
      const { row } = checkJobRow(raw, errors, `job_orders.${i}.`);
      jobOrders.push(row);
    });
  }

  const profilePicUrl = has('profile_pic_url')
    ? text(fields.profile_pic_url) || undefined
    : undefined;
  const encryptedId = has('encrypted_id') ? text(fields.encrypted_id) : undefined;
  if (encryptedId !== undefined && !isUuid(encryptedId))
    addError(errors, 'encrypted_id', 'The selected candidate is invalid.');
  let lockVersion: number | undefined;
  if (has('lock_version')) {
    const raw = text(fields.lock_version);
    if (mode === 'create' || !/^\d{1,9}$/.test(raw) || Number(raw) < 1) addError(errors, 'lock_version', 'The lock version must be a whole number of 1 or more.');
    else lockVersion = Number(raw);
  }
  throwIfAny(errors);
  return { values, skills, experience, education, jobOrders, profilePicUrl, encryptedId, lockVersion };
}

/**
 * The candidate_id of a multipart form of a candidate's item (a photo, a resume, a document), whose other text fields
 * may only be `allowed`; its messages go to `errors`.
 */
export function candidateIdField(
  fields: Record<string, string | string[]>,
  allowed: string[],
  errors: FieldErrors,
): string {
  for (const k of Object.keys(fields))
    if (k !== 'candidate_id' && !allowed.includes(k))
      addError(errors, k, `The ${label(k)} field is not allowed.`);
  const id = text(fields.candidate_id);
  if (!id) addError(errors, 'candidate_id', required('candidate id'));
  else if (!isUuid(id)) addError(errors, 'candidate_id', 'The selected candidate id is invalid.');
  return id;
}
