// Helpers shared by the Candidates route modules (candidates.ts, candidates-items.ts, candidates-files.ts,
// resume-parse.ts): field normalisation and validation, sub-item rules, the resume parser handle, resume indexing
// after commit, profile picture re-encoding and the file bookkeeping of a candidate.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { Queryable } from '../db/index.js';
import { deleteFile, storeBytes, verifyFileLink, type StoredFile } from '../files/service.js';
import { invalid, notFound } from '../http/errors.js';
import { actorOf } from '../lib/actor.js';
import { normaliseMobile, isEmail } from '../lib/contact-details.js';
import { addError, label, required, throwIfAny, type FieldErrors } from '../lib/field-errors.js';
import { flag, isUuid, num, text } from '../lib/form-values.js';
import { parseDate, todayIn } from '../lib/timestamps.js';
import { userNameOrNullSql } from '../lib/user-name.js';
import { parsedPhotoFor } from '../modules/parsed-photos/service.js';
import { deleteFileRows as dropFileRows, discardUploads, removeStored } from '../modules/files/service.js';

export type { FieldErrors };
export { addError, discardUploads, dropFileRows, flag, isEmail, isUuid, label, normaliseMobile, num, parseDate, removeStored, required, text, throwIfAny };

/** Today's date (YYYY-MM-DD) in the product's time zone, from the app clock. */
export const today = (app: FastifyInstance) => todayIn(app.config.timeZone, app.clock.now());

/** Removes the CTC figures from what an audit event keeps (they are personal data): only that they changed. */
export function withoutCtc<T extends Record<string, unknown>>(o: T): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) {
    if (/ctc$|^stocks$/.test(k)) out[k] = v === null || v === undefined ? v : '[set]';
    else if (k === 'about_candidate')
      out[k] = typeof v === 'string' ? `[${v.length} characters]` : v;
    else out[k] = v;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Candidates and their sub-items
// ---------------------------------------------------------------------------------------------------------------

export type CandidateRef = { id: number; name: string; encrypted_id: string; free_pool: boolean };

/** The candidate of a public id (locked for the transaction when `lock`), or 404. */
export async function candidateOf(
  q: Queryable,
  encryptedId: string,
  lock = false,
): Promise<CandidateRef> {
  const { rows } = await q.query<CandidateRef>(
    `select id, name, encrypted_id::text as encrypted_id, free_pool from candidates where encrypted_id = $1${lock ? ' for update' : ''}`,
    [encryptedId],
  );
  if (!rows[0]) throw notFound();
  return { ...rows[0], id: Number(rows[0].id) };
}

export const USERNAME = userNameOrNullSql('u');

export type ExperienceInput = {
  encrypted_id?: string;
  job_title: string;
  company_name: string;
  start_date: string | null;
  end_date: string | null;
  still_working: boolean;
};

export type EducationInput = {
  encrypted_id?: string;
  university: string;
  qualification: string;
  passout_year: number | null;
  passout_percentage: number | null;
  still_studying: boolean;
};

export type JobRowInput = {
  job_id: string;
  recruiter_id: string;
  offered_ctc: number | null;
  expected_joining_date: string | null;
};

type Raw = Record<string, unknown>;

/**
 * One experience row, validated (spec 001 §5): the company name is required and at most 150 characters, the job
 * title and the From date are required, the To date too unless still working; dates not after today, To not
 * before From. `blank` is true for a row with neither title nor company (skipped, as the form does).
 */
/** Employer names: real ones are long ("Tata Consultancy Services"); the seed's 20 was a defect (issue 17). */
export const COMPANY_NAME_MAX = 150;

export function checkExperience(
  app: FastifyInstance,
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
  if (encrypted_id && !isUuid(encrypted_id))
    addError(errors, f('encrypted_id'), 'The selected experience is invalid.');
  if (!company_name)
    addError(errors, f('company_name'), 'The company name field is required in Experience.');
  else if (company_name.length > COMPANY_NAME_MAX)
    addError(
      errors,
      f('company_name'),
      `The company name must not be greater than ${COMPANY_NAME_MAX} characters.`,
    );
  if (!job_title)
    addError(errors, f('job_title'), 'The job title field is required in Experience.');
  else if (job_title.length > 100)
    addError(errors, f('job_title'), 'The job title must not be greater than 100 characters.');
  const now = today(app);
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
  app: FastifyInstance,
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
  if (encrypted_id && !isUuid(encrypted_id))
    addError(errors, f('encrypted_id'), 'The selected education is invalid.');
  if (!university)
    addError(errors, f('university'), 'The university field is required in Education.');
  else if (university.length > 150)
    addError(errors, f('university'), 'The university must not be greater than 150 characters.');
  if (!qualification)
    addError(errors, f('qualification'), 'The qualification field is required in Education.');
  else if (qualification.length > 100)
    addError(
      errors,
      f('qualification'),
      'The qualification must not be greater than 100 characters.',
    );
  if (!stillStudying) {
    const thisYear = Number(today(app).slice(0, 4));
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

export async function insertExperience(
  q: Queryable,
  app: FastifyInstance,
  candidateId: number,
  r: ExperienceInput,
): Promise<{ id: number; encrypted_id: string }> {
  if (r.still_working)
    await q.query(
      'update candidate_experience set still_working = false where candidate_id = $1 and still_working',
      [candidateId],
    );
  const { rows } = await q.query<{ id: number; encrypted_id: string }>(
    `insert into candidate_experience (candidate_id, job_title, company_name, start_date, end_date, still_working, created_at, updated_at)
     values ($1, $2, $3, $4::date, $5::date, $6, $7, $7) returning id, encrypted_id::text as encrypted_id`,
    [
      candidateId,
      r.job_title,
      r.company_name,
      r.start_date,
      r.still_working ? null : r.end_date,
      r.still_working,
      app.clock.now(),
    ],
  );
  return { id: Number(rows[0].id), encrypted_id: rows[0].encrypted_id };
}

/** Updates an experience row of this candidate; 404 when the row is not the candidate's. */
export async function updateExperience(
  q: Queryable,
  app: FastifyInstance,
  candidateId: number,
  r: ExperienceInput & { encrypted_id: string },
): Promise<number> {
  if (r.still_working) {
    await q.query(
      'update candidate_experience set still_working = false where candidate_id = $1 and still_working and encrypted_id <> $2',
      [candidateId, r.encrypted_id],
    );
  }
  const { rows } = await q.query<{ id: number }>(
    `update candidate_experience set job_title = $3, company_name = $4, start_date = $5::date, end_date = $6::date, still_working = $7, updated_at = $8
      where encrypted_id = $1 and candidate_id = $2 returning id`,
    [
      r.encrypted_id,
      candidateId,
      r.job_title,
      r.company_name,
      r.start_date,
      r.still_working ? null : r.end_date,
      r.still_working,
      app.clock.now(),
    ],
  );
  if (!rows[0]) throw notFound();
  return Number(rows[0].id);
}

export async function insertEducation(
  q: Queryable,
  app: FastifyInstance,
  candidateId: number,
  r: EducationInput,
): Promise<{ id: number; encrypted_id: string }> {
  if (r.still_studying)
    await q.query(
      'update candidate_education set still_studying = false where candidate_id = $1 and still_studying',
      [candidateId],
    );
  const { rows } = await q.query<{ id: number; encrypted_id: string }>(
    `insert into candidate_education (candidate_id, university, qualification, passout_year, passout_percentage, still_studying, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $7) returning id, encrypted_id::text as encrypted_id`,
    [
      candidateId,
      r.university,
      r.qualification,
      r.passout_year,
      r.passout_percentage,
      r.still_studying,
      app.clock.now(),
    ],
  );
  return { id: Number(rows[0].id), encrypted_id: rows[0].encrypted_id };
}

export async function updateEducation(
  q: Queryable,
  app: FastifyInstance,
  candidateId: number,
  r: EducationInput & { encrypted_id: string },
): Promise<number> {
  if (r.still_studying) {
    await q.query(
      'update candidate_education set still_studying = false where candidate_id = $1 and still_studying and encrypted_id <> $2',
      [candidateId, r.encrypted_id],
    );
  }
  const { rows } = await q.query<{ id: number }>(
    `update candidate_education set university = $3, qualification = $4, passout_year = $5, passout_percentage = $6, still_studying = $7, updated_at = $8
      where encrypted_id = $1 and candidate_id = $2 returning id`,
    [
      r.encrypted_id,
      candidateId,
      r.university,
      r.qualification,
      r.passout_year,
      r.passout_percentage,
      r.still_studying,
      app.clock.now(),
    ],
  );
  if (!rows[0]) throw notFound();
  return Number(rows[0].id);
}

// ---------------------------------------------------------------------------------------------------------------
// Files of a candidate
// ---------------------------------------------------------------------------------------------------------------

export const PROFILE_PIC_MAX_SIDE = 1024;

/**
 * Re-encodes an uploaded photo (EXIF orientation applied, metadata dropped, at most 1024 px a side) to PNG when it
 * has transparency, else JPEG. The upload itself is removed; the re-encoded file is returned.
 */
export async function reencodeProfilePic(
  app: FastifyInstance,
  request: FastifyRequest,
  upload: StoredFile,
  field = 'profile_pic',
): Promise<StoredFile> {
  try {
    const { rows } = await app.db.query<{ storage_key: string }>(
      'select storage_key from files where id = $1',
      [upload.id],
    );
    const bytes = await app.storage.readAll(rows[0].storage_key);
    let out: Buffer;
    let png = false;
    try {
      const meta = await sharp(bytes, { limitInputPixels: 60_000_000 }).metadata();
      png = Boolean(meta.hasAlpha);
      const pipeline = sharp(bytes, { limitInputPixels: 60_000_000 }).rotate().resize({
        width: PROFILE_PIC_MAX_SIDE,
        height: PROFILE_PIC_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      });
      out = png
        ? await pipeline.png({ compressionLevel: 9 }).toBuffer()
        : await pipeline
            .flatten({ background: '#ffffff' })
            .jpeg({ quality: 85, mozjpeg: true })
            .toBuffer();
    } catch {
      throw invalid({ [field]: [`The ${label(field)} must be a valid image.`] });
    }
    const base = upload.original_name.replace(/\.[^.]*$/, '') || 'photo';
    return await storeBytes(
      app,
      out,
      `${base}.${png ? 'png' : 'jpg'}`,
      png ? 'image/png' : 'image/jpeg',
      request.auth?.user.id ?? null,
    );
  } finally {
    await deleteFile(app, app.db, upload.id).catch(() => undefined);
  }
}

/**
 * The file of a profile_pic_url that resume_parse issued to this user and no candidate uses yet; 422 otherwise.
 * The link must be a valid signed link (not expired) to GET /api/files/{id}.
 */
export async function parsedPhotoOf(
  app: FastifyInstance,
  q: Queryable,
  request: FastifyRequest,
  url: string,
): Promise<number> {
  const bad = () => invalid({ profile_pic_url: ['The profile pic url is invalid.'] });
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://local');
  } catch {
    throw bad();
  }
  const m = /^\/api\/files\/([0-9a-f-]{36})$/i.exec(parsed.pathname);
  const expires = Number(parsed.searchParams.get('expires'));
  const sig = parsed.searchParams.get('sig') ?? '';
  const session = parsed.searchParams.get('session') ?? '';
  if (!m || !(await verifyFileLink(app, q, m[1], expires, session, sig))) throw bad();
  const id = await parsedPhotoFor(q, actorOf(request), m[1]);
  if (id === null) throw bad();
  return id;
}
