// The candidate form as the server reads it (multipart text fields of POST /api/candidates and
// POST /api/candidates/{id}): normalised, validated, with the spec's messages. Sub-item rows come JSON-encoded.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/index.js';
import { conflict, HttpError, invalid } from '../http/errors.js';
import { sanitizeRichText } from '../http/sanitize.js';
import { createLink } from '../services/pipeline.js';
import {
  addError,
  checkEducation,
  checkExperience,
  checkJobRow,
  COMPANY_NAME_MAX,
  parseDate,
  flag,
  insertEducation,
  insertExperience,
  isEmail,
  isUuid,
  label,
  normaliseMobile,
  num,
  required,
  text,
  throwIfAny,
  updateEducation,
  updateExperience,
  type EducationInput,
  type ExperienceInput,
  type FieldErrors,
  type JobRowInput,
} from './candidates-common.js';

export const RESUME_SOURCES = ['Naukri', 'Linkedin', 'Referral', 'Others'] as const;
/** A candidate holds any number of skills (the seed's "maximum of 4" was a label, never a rule); this only bounds a request. */
export const SKILLS_LIMIT = 500;
export const DUPLICATE_EMAIL = 'A candidate with this email already exists.';

/** Columns of `candidates` a form may set (the form's field names; country/state/city map to *_id). */
export type CandidateValues = {
  name: string;
  primary_mobile: string;
  secondary_mobile: string;
  primary_email: string;
  secondary_email: string;
  country: number | null;
  state: number | null;
  city: number | null;
  address: string;
  identity_card_name: string;
  identity_card_number: string;
  exp_years: number;
  exp_months: number;
  company_name: string;
  designation: string;
  current_ctc: number | null;
  expected_ctc: number | null;
  fixed_ctc: number | null;
  variable_ctc: number | null;
  stocks: number | null;
  notice_period: number | null;
  resume_source: string | null;
  resume_subsource: string;
  about_candidate: string;
  free_pool: boolean;
};

export const COLUMN: Record<keyof CandidateValues, string> = {
  name: 'name',
  primary_mobile: 'primary_mobile',
  secondary_mobile: 'secondary_mobile',
  primary_email: 'primary_email',
  secondary_email: 'secondary_email',
  country: 'country_id',
  state: 'state_id',
  city: 'city_id',
  address: 'address',
  identity_card_name: 'identity_card_name',
  identity_card_number: 'identity_card_number',
  exp_years: 'exp_years',
  exp_months: 'exp_months',
  company_name: 'company_name',
  designation: 'designation',
  current_ctc: 'current_ctc',
  expected_ctc: 'expected_ctc',
  fixed_ctc: 'fixed_ctc',
  variable_ctc: 'variable_ctc',
  stocks: 'stocks',
  notice_period: 'notice_period',
  resume_source: 'resume_source',
  resume_subsource: 'resume_subsource',
  about_candidate: 'about_candidate',
  free_pool: 'free_pool',
};

const REQUIRED: (keyof CandidateValues)[] = [
  'name',
  'primary_mobile',
  'primary_email',
  'exp_years',
  'exp_months',
  'current_ctc',
  'expected_ctc',
  'notice_period',
];
const MAX_LEN: Partial<Record<keyof CandidateValues, number>> = {
  name: 100,
  address: 500,
  identity_card_name: 50,
  identity_card_number: 50,
  company_name: COMPANY_NAME_MAX,
  designation: 100,
  resume_subsource: 100,
};
const EXTRA_FIELDS = [
  'skill',
  'experience',
  'education',
  'job_orders',
  'profile_pic_url',
  'encrypted_id',
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

/** The stored record of a candidate (public id), or null when there is none. */
export async function storedCandidate(q: Queryable, encryptedId: string): Promise<StoredCandidate | null> {
  if (!isUuid(encryptedId)) return null;
  const { rows } = await q.query<Record<string, unknown>>(
    `select id, name, primary_mobile, secondary_mobile, primary_email, secondary_email, country_id as country, state_id as state,
            city_id as city, address, identity_card_name, identity_card_number, exp_years, exp_months, company_name, designation,
            current_ctc::float8 as current_ctc, expected_ctc::float8 as expected_ctc, fixed_ctc::float8 as fixed_ctc,
            variable_ctc::float8 as variable_ctc, stocks::float8 as stocks, notice_period, resume_source, resume_subsource,
            about_candidate, free_pool
       from candidates where encrypted_id = $1`,
    [encryptedId],
  );
  if (!rows[0]) return null;
  const id = rows[0].id;
  const exp = await q.query<Record<string, unknown>>(
    `select encrypted_id::text as encrypted_id, job_title, company_name, to_char(start_date, 'YYYY-MM-DD') as start_date,
            to_char(end_date, 'YYYY-MM-DD') as end_date, still_working
       from candidate_experience where candidate_id = $1`,
    [id],
  );
  const edu = await q.query<Record<string, unknown>>(
    `select encrypted_id::text as encrypted_id, university, qualification, passout_year,
            passout_percentage::float8 as passout_percentage, still_studying
       from candidate_education where candidate_id = $1`,
    [id],
  );
  return {
    values: rows[0],
    experience: new Map(exp.rows.map((r) => [String(r.encrypted_id), r])),
    education: new Map(edu.rows.map((r) => [String(r.encrypted_id), r])),
  };
}

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

const EXPERIENCE_FIELDS: Record<string, string[]> = {
  job_title: ['job_title', 'designation'],
  company_name: ['company_name', 'company'],
  start_date: ['start_date', 'from_date'],
  end_date: ['end_date', 'to_date'],
  still_working: ['still_working'],
};
const EDUCATION_FIELDS: Record<string, string[]> = {
  university: ['university'],
  qualification: ['qualification'],
  passout_year: ['passout_year', 'year_of_pass'],
  passout_percentage: ['passout_percentage'],
  still_studying: ['still_studying'],
};

export type CandidateForm = {
  values: Partial<CandidateValues>;
  /** Skill names or public ids, when the form sent the list (an empty list clears the skills). */
  skills?: string[];
  experience: ExperienceInput[];
  education: EducationInput[];
  jobOrders: JobRowInput[];
  profilePicUrl?: string;
  encryptedId?: string;
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
  app: FastifyInstance,
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

  const experience: ExperienceInput[] = [];
  jsonRows(fields.experience, 'experience', errors).forEach((raw, i) => {
    const prefix = `experience.${i}.`;
    const before = stored?.experience.get(text(raw.encrypted_id));
    const checked = checkChangedOnly(
      raw,
      before,
      EXPERIENCE_FIELDS,
      (own) => checkExperience(app, raw, own, prefix),
      errors,
      prefix,
    );
    if (checked && !checked.blank) experience.push(checked.row);
  });
  if (experience.filter((r) => r.still_working).length > 1)
    addError(errors, 'experience', 'Only one experience may be marked Still working.');

  const education: EducationInput[] = [];
  jsonRows(fields.education, 'education', errors).forEach((raw, i) => {
    const prefix = `education.${i}.`;
    const before = stored?.education.get(text(raw.encrypted_id));
    const checked = checkChangedOnly(
      raw,
      before,
      EDUCATION_FIELDS,
      (own) => checkEducation(app, raw, own, prefix),
      errors,
      prefix,
    );
    if (checked && !checked.blank) education.push(checked.row);
  });
  if (education.filter((r) => r.still_studying).length > 1)
    addError(errors, 'education', 'Only one education may be marked Still Studying.');

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
  throwIfAny(errors);
  return { values, skills, experience, education, jobOrders, profilePicUrl, encryptedId };
}

/** 409 when another candidate has this primary email (case-insensitive). Serialised per email within the transaction. */
export async function assertEmailFree(
  q: Queryable,
  email: string,
  exceptId: number | null,
): Promise<void> {
  await q.query('select pg_advisory_xact_lock(727275, hashtext($1))', [email.toLowerCase()]);
  const { rows } = await q.query(
    'select 1 from candidates where lower(primary_email) = lower($1) and ($2::bigint is null or id <> $2) limit 1',
    [email, exceptId],
  );
  if (rows.length) throw conflict(DUPLICATE_EMAIL);
}

/** 422 unless the state is in the country and the city in the state (as they will be stored). */
export async function assertGeography(
  q: Queryable,
  country: number | null,
  state: number | null,
  city: number | null,
): Promise<void> {
  const errors: FieldErrors = {};
  if (country !== null) {
    const { rows } = await q.query('select 1 from countries where id = $1', [country]);
    if (!rows.length) addError(errors, 'country', 'The selected country is invalid.');
  }
  if (state !== null) {
    const { rows } = await q.query('select 1 from states where id = $1 and country_id = $2', [
      state,
      country,
    ]);
    if (!rows.length) addError(errors, 'state', 'The selected state is invalid.');
  }
  if (city !== null) {
    const { rows } = await q.query('select 1 from cities where id = $1 and state_id = $2', [
      city,
      state,
    ]);
    if (!rows.length) addError(errors, 'city', 'The selected city is invalid.');
  }
  throwIfAny(errors);
}

/** Skill names (case-insensitive, synonyms included) or public ids → skill keys; 422 for an unknown one. */
export async function resolveSkills(
  q: Queryable,
  list: string[],
): Promise<{ id: number; name: string }[]> {
  if (!list.length) return [];
  const ids = list.filter(isUuid);
  const names = list.filter((s) => !isUuid(s)).map((s) => s.toLowerCase());
  const { rows } = await q.query<{
    id: number;
    name: string;
    encrypted_id: string;
    synonym: string | null;
  }>(
    `select s.id, s.name, s.encrypted_id::text as encrypted_id, null::text as synonym from skills s
      where s.encrypted_id::text = any($1::text[]) or lower(s.name) = any($2::text[])
     union all
     select s.id, s.name, s.encrypted_id::text, lower(y.synonym) from skill_synonyms y join skills s on s.id = y.skill_id
      where lower(y.synonym) = any($2::text[])`,
    [ids, names],
  );
  const out = new Map<number, string>();
  for (const wanted of list) {
    const w = wanted.toLowerCase();
    const hit =
      rows.find((r) => r.encrypted_id === w) ??
      rows.find((r) => r.synonym === null && r.name.toLowerCase() === w) ??
      rows.find((r) => r.synonym === w);
    if (!hit) throw invalid({ skill: ['The selected skill is invalid.'] });
    out.set(Number(hit.id), hit.name);
  }
  return [...out].map(([id, name]) => ({ id, name }));
}

export async function replaceSkills(
  q: Queryable,
  candidateId: number,
  skills: { id: number }[],
): Promise<void> {
  await q.query(
    'delete from candidate_skills where candidate_id = $1 and not (skill_id = any($2::bigint[]))',
    [candidateId, skills.map((s) => s.id)],
  );
  for (const s of skills) {
    await q.query(
      'insert into candidate_skills (candidate_id, skill_id) values ($1, $2) on conflict do nothing',
      [candidateId, s.id],
    );
  }
}

/** Re-keys a sub-item's field errors under its row (job_orders.1.recruiter_id). */
function underRow(e: unknown, prefix: string): unknown {
  if (e instanceof HttpError && e.errors) {
    const errors: FieldErrors = {};
    for (const [k, v] of Object.entries(e.errors)) errors[`${prefix}${k}`] = v;
    return new HttpError(e.statusCode, e.message, errors);
  }
  return e;
}

/** Saves the form's experience, education and job-order rows for the candidate, in the caller's transaction. */
export async function saveRows(
  q: Queryable,
  app: FastifyInstance,
  request: FastifyRequest,
  candidateId: number,
  form: Pick<CandidateForm, 'experience' | 'education' | 'jobOrders'>,
): Promise<{ experience: number; education: number; links: string[] }> {
  // A still-working / still-studying row is written last, so the flag it sets is the one that stays.
  const byFlag = <T>(rows: T[], f: (r: T) => boolean) => [
    ...rows.filter((r) => !f(r)),
    ...rows.filter(f),
  ];
  for (const [i, r] of byFlag(form.experience, (r) => r.still_working).entries()) {
    try {
      if (r.encrypted_id)
        await updateExperience(q, app, candidateId, { ...r, encrypted_id: r.encrypted_id });
      else await insertExperience(q, app, candidateId, r);
    } catch (e) {
      throw underRow(e, `experience.${i}.`);
    }
  }
  for (const [i, r] of byFlag(form.education, (r) => r.still_studying).entries()) {
    try {
      if (r.encrypted_id)
        await updateEducation(q, app, candidateId, { ...r, encrypted_id: r.encrypted_id });
      else await insertEducation(q, app, candidateId, r);
    } catch (e) {
      throw underRow(e, `education.${i}.`);
    }
  }
  const links: string[] = [];
  for (const [i, r] of form.jobOrders.entries()) {
    const prefix = `job_orders.${i}.`;
    const job = (
      await q.query<{ id: number }>('select id from job_orders where encrypted_id = $1', [r.job_id])
    ).rows[0];
    if (!job) throw invalid({ [`${prefix}job_id`]: ['The selected job order is invalid.'] });
    const user = (
      await q.query<{ id: number }>('select id from users where encrypted_id = $1', [
        r.recruiter_id,
      ])
    ).rows[0];
    if (!user) throw invalid({ [`${prefix}recruiter_id`]: ['The selected recruiter is invalid.'] });
    try {
      const link = await createLink(q, request, {
        candidateId,
        jobId: Number(job.id),
        recruiterId: Number(user.id),
        offeredCtc: r.offered_ctc,
        expectedJoiningDate: r.expected_joining_date,
      });
      links.push(link.encrypted_id);
    } catch (e) {
      throw underRow(e, prefix);
    }
  }
  return { experience: form.experience.length, education: form.education.length, links };
}
