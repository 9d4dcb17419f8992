// Candidates (spec 001; API.md Candidates): the list, one record, create and update (one form carrying the
// sub-items, one transaction), delete, the live duplicate check and skills. Services take the database, the actor
// and the clock (the app where files or the record's version are involved), so the routes and the seeders call the
// same code.
//
// Delete is a hard delete, in one transaction: the candidate row and everything hanging on it (experience,
// education, skills, notes, attachments, messages, job-order links with their status history and interviews) go by
// cascade, and the candidate's files (resume, photo, attachments) are removed — rows in the transaction, bytes
// after it commits — so neither the list nor the resume search can find the candidate again. The audit trail keeps
// the fact of the deletion (who, when, the name), never the resume.
import type { FastifyInstance } from 'fastify';
import { auditAs } from '../../audit.js';
import type { Db, Queryable } from '../../db/index.js';
import type { StoredFile } from '../../files/service.js';
import { conflict, HttpError, invalid } from '../../http/errors.js';
import { checkVersion } from '../../http/versions.js';
import type { Actor, Clock } from '../../lib/actor.js';
import { isEmail, normaliseMobile } from '../../lib/contact-details.js';
import { addError, throwIfAny, type FieldErrors } from '../../lib/field-errors.js';
import { isUuid } from '../../lib/form-values.js';
import { todayIn } from '../../lib/timestamps.js';
import { createLink } from '../links/service.js';
import { deleteFileRows, discardOnFailure, discardUploads, removeStored } from '../files/service.js';
import { enqueueResumeIndexing } from '../resume-index/service.js';
import { candidatePage } from '../search/service.js';
import { parsedPhotoOf, reencodeProfilePic } from './files-service.js';
import { readCandidateForm, type CandidateForm, type StoredCandidate } from './form.js';
import * as repo from './repository.js';
import {
  COLUMN,
  DUPLICATE_EMAIL,
  RESUME_TYPE,
  SORTABLE,
  type CandidateListQuery,
  type CandidateValues,
} from './schema.js';

export type { CandidateRef } from './repository.js';
export { findCandidate } from './repository.js';

type Row = Record<string, unknown>;

/** Today (YYYY-MM-DD) in the product's time zone: the bound of the form's dates. */
export const todayOf = (clock: Clock, timeZone: string) => todayIn(timeZone, clock.now());

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

// ---------------------------------------------------------------------------------------------------------- reads

/** A page of the candidate list (filters, boolean `q`, sort by one of SORTABLE). */
export async function listCandidates(db: Db, query: CandidateListQuery, timeZone: string) {
  return candidatePage(db, {
    query,
    sortExpr: query.sortby ? SORTABLE[query.sortby] : undefined,
    direction: query.direction,
    page: query.page ?? 0,
    limit: query.limit ?? 7,
    timeZone,
  });
}

const skillItem = (s: { encrypted_id: string; name: string }) => ({
  encrypted_id: String(s.encrypted_id),
  name: String(s.name),
  skill_name: String(s.name),
});

/** One candidate's record with its skills; `resume_file` and `pic_file` are the public ids of its files. */
export async function candidateRecord(db: Db, encryptedId: string) {
  const r = await repo.candidateRecordRow(db, encryptedId);
  if (!r) return null;
  const skills = await repo.skillsOfCandidate(db, Number(r.id));
  const { id: _id, resume_mime: _rm, resume_file, pic_file, ...rest } = r;
  return {
    ...rest,
    free_pool: r.free_pool ? ('1' as const) : ('0' as const),
    resume_source: (r.resume_source as string | null) ?? '',
    skills: skills.map(skillItem),
    resume_name: (r.resume_name as string | null) ?? '',
    resume_type: RESUME_TYPE[String(r.resume_mime ?? '')] ?? '',
    resume_file: resume_file as string | null,
    pic_file: pic_file as string | null,
  };
}

/** A candidate's skills (404 for an unknown candidate). */
export async function candidateSkills(db: Db, encryptedId: string) {
  const c = await repo.findCandidate(db, encryptedId);
  return (await repo.skillsOfCandidate(db, c.id)).map(skillItem);
}

/** The live duplicate check: candidates with this primary email or this mobile (primary or secondary). */
export async function duplicatesOf(
  db: Db,
  query: { email?: string; mobile?: string; exclude?: string },
) {
  const email = (query.email ?? '').trim().toLowerCase();
  const mobile = normaliseMobile(query.mobile ?? '');
  const e = isEmail(email) ? email : null;
  if (!e && !mobile) return [];
  const rows = await repo.candidatesWithContact(db, e, mobile, query.exclude ?? null);
  return rows.map((r) => ({
    encrypted_id: r.encrypted_id,
    name: r.name,
    matched: [...(r.by_email ? ['email'] : []), ...(r.by_mobile ? ['mobile'] : [])],
  }));
}

/** The stored record of a candidate (public id) as the form shows it, or null when there is none. */
export async function storedCandidate(q: Queryable, encryptedId: string): Promise<StoredCandidate | null> {
  if (!isUuid(encryptedId)) return null;
  const values = await repo.storedFormValues(q, encryptedId);
  if (!values) return null;
  const rows = await repo.storedRows(q, values.id);
  return {
    values,
    experience: new Map(rows.experience.map((r) => [String(r.encrypted_id), r])),
    education: new Map(rows.education.map((r) => [String(r.encrypted_id), r])),
  };
}

// ---------------------------------------------------------------------------------------------------- the rules

/** 409 when another candidate has this primary email (case-insensitive). Serialised per email within the transaction. */
async function assertEmailFree(q: Queryable, email: string, exceptId: number | null): Promise<void> {
  if (await repo.primaryEmailTaken(q, email, exceptId)) throw conflict(DUPLICATE_EMAIL);
}

/** 422 unless the state is in the country and the city in the state (as they will be stored). */
async function assertGeography(
  q: Queryable,
  country: number | null,
  state: number | null,
  city: number | null,
): Promise<void> {
  const found = await repo.placesExist(q, country, state, city);
  const errors: FieldErrors = {};
  if (!found.country) addError(errors, 'country', 'The selected country is invalid.');
  if (!found.state) addError(errors, 'state', 'The selected state is invalid.');
  if (!found.city) addError(errors, 'city', 'The selected city is invalid.');
  throwIfAny(errors);
}

/** Skill names (case-insensitive, synonyms included) or public ids → skill keys; 422 for an unknown one. */
async function resolveSkills(q: Queryable, list: string[]): Promise<{ id: number; name: string }[]> {
  if (!list.length) return [];
  const rows = await repo.skillsMatching(
    q,
    list.filter(isUuid),
    list.filter((s) => !isUuid(s)).map((s) => s.toLowerCase()),
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

/** Re-keys a sub-item's field errors under its row (job_orders.1.recruiter_id). */
function underRow(e: unknown, prefix: string): unknown {
  if (e instanceof HttpError && e.errors) {
    const errors: FieldErrors = {};
    for (const [k, v] of Object.entries(e.errors)) errors[`${prefix}${k}`] = v;
    return new HttpError(e.statusCode, e.message, errors);
  }
  return e;
}

/**
 * Adds or updates (rows with `encrypted_id`) the form's experience or education rows; a still-working / still-studying
 * row is written last, so the flag it sets is the one that stays. Errors are keyed under their row (experience.0.…).
 */
async function saveRowsOf<T extends { encrypted_id?: string }>(
  q: Queryable,
  clock: Clock,
  candidateId: number,
  field: string,
  rows: T[],
  still: (r: T) => boolean,
  insert: (q: Queryable, clock: Clock, candidateId: number, r: T) => Promise<unknown>,
  update: (q: Queryable, clock: Clock, candidateId: number, r: T & { encrypted_id: string }) => Promise<unknown>,
): Promise<void> {
  for (const [i, r] of [...rows.filter((r) => !still(r)), ...rows.filter(still)].entries()) {
    try {
      if (r.encrypted_id) await update(q, clock, candidateId, { ...r, encrypted_id: r.encrypted_id });
      else await insert(q, clock, candidateId, r);
    } catch (e) {
      throw underRow(e, `${field}.${i}.`);
    }
  }
}

/** Saves the form's experience, education and job-order rows for the candidate, in the caller's transaction. */
async function saveRows(
  q: Queryable,
  actor: Actor,
  clock: Clock,
  candidateId: number,
  form: Pick<CandidateForm, 'experience' | 'education' | 'jobOrders'>,
): Promise<{ experience: number; education: number; links: string[] }> {
  const exp = form.experience;
  await saveRowsOf(q, clock, candidateId, 'experience', exp, (r) => r.still_working, repo.insertExperience, repo.updateExperience);
  const edu = form.education;
  await saveRowsOf(q, clock, candidateId, 'education', edu, (r) => r.still_studying, repo.insertEducation, repo.updateEducation);
  const links: string[] = [];
  for (const [i, r] of form.jobOrders.entries()) {
    const prefix = `job_orders.${i}.`;
    const jobId = await repo.jobOrderId(q, r.job_id);
    if (jobId === null) throw invalid({ [`${prefix}job_id`]: ['The selected job order is invalid.'] });
    const recruiterId = await repo.userId(q, r.recruiter_id);
    if (recruiterId === null)
      throw invalid({ [`${prefix}recruiter_id`]: ['The selected recruiter is invalid.'] });
    try {
      const link = await createLink(q, { actor, clock }, {
        candidateId,
        jobId,
        recruiterId,
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

const columnsOf = (v: Partial<CandidateValues>, keys: (keyof CandidateValues)[]) =>
  keys.map((k): [string, unknown] => [COLUMN[k], v[k]]);

// ---------------------------------------------------------------------------------------------------------- writes

/** The files of a save: the resume (already stored) and the photo (a re-encoded upload, or the form's parsed photo). */
export type CandidateFiles = {
  resume?: Pick<StoredFile, 'id' | 'original_name'> | null;
  picId?: number | null;
  /** The file of the form's `profile_pic_url` (a photo the resume parse found for this user), in the transaction. */
  parsedPhoto?: (q: Queryable, url: string) => Promise<number>;
};

async function photoOf(q: Queryable, form: CandidateForm, files: CandidateFiles): Promise<number | null> {
  if (files.picId) return files.picId;
  if (!form.profilePicUrl) return null;
  if (!files.parsedPhoto) throw invalid({ profile_pic_url: ['The profile pic url is invalid.'] });
  return files.parsedPhoto(q, form.profilePicUrl);
}

/**
 * Adds a candidate from a read form (readCandidateForm 'create'), with its skills, experience, education and job-order
 * links, as `actor` at `clock`'s time, audited; one transaction. A resume is queued for indexing: wake the
 * background work after.
 */
export async function addCandidate(
  db: Db,
  actor: Actor,
  clock: Clock,
  form: CandidateForm,
  files: CandidateFiles = {},
): Promise<{ id: number; encrypted_id: string }> {
  const resume = files.resume ?? null;
  return db.tx(async (q) => {
    const v = form.values;
    await assertEmailFree(q, v.primary_email!, null);
    await assertGeography(q, v.country ?? null, v.state ?? null, v.city ?? null);
    const skills = await resolveSkills(q, form.skills ?? []);
    const picId = await photoOf(q, form, files);
    const created = await repo.insertCandidate(
      q,
      columnsOf(v, Object.keys(v) as (keyof CandidateValues)[]),
      { resumeFileId: resume?.id ?? null, picFileId: picId, createdBy: actor.userId, at: clock.now() },
    );
    const id = created.id;
    if (resume) await enqueueResumeIndexing(q, clock, id, resume.id);
    await repo.replaceSkills(q, id, skills);
    const saved = await saveRows(q, actor, clock, id, form);
    await auditAs(q, actor, clock.now(), {
      action: 'candidate.create',
      entityType: 'candidate',
      entityId: id,
      summary: `Candidate ${v.name} added`,
      after: {
        ...withoutCtc(v as Record<string, unknown>),
        skills: skills.map((s) => s.name),
        resume: resume?.original_name ?? null,
        profile_pic: picId !== null,
        experience_rows: saved.experience,
        education_rows: saved.education,
        job_links: saved.links,
      },
    });
    return created;
  });
}

/** A resume's text for search, stored as is (the demo seeder's candidates have a text and no file). */
export async function setResumeText(db: Db, candidateId: number, resumeText: string): Promise<void> {
  await repo.setResumeText(db, candidateId, resumeText);
}

/**
 * Changes a candidate from a read form (readCandidateForm 'update'): only the fields sent, on the version the form
 * edited (409 when stale). Answers the storage keys of the files it replaced, to remove once it committed.
 */
export async function changeCandidate(
  app: FastifyInstance,
  actor: Actor,
  encryptedId: string,
  form: CandidateForm,
  files: CandidateFiles = {},
): Promise<string[]> {
  const resume = files.resume ?? null;
  const clock = app.clock;
  return app.db.tx(async (q) => {
    const c = await repo.findCandidate(q, encryptedId, true);
    const version = await checkVersion(app, q, 'candidate', c.id, form.lockVersion);
    const before = await repo.valuesBeforeUpdate(q, c.id);
    const v = form.values;
    const changed = (Object.keys(v) as (keyof CandidateValues)[]).filter((k) => v[k] !== before[k]);
    if (
      v.primary_email !== undefined &&
      v.primary_email.toLowerCase() !== String(before.primary_email).toLowerCase()
    ) {
      await assertEmailFree(q, v.primary_email, c.id);
    }
    if (v.country !== undefined || v.state !== undefined || v.city !== undefined) {
      const pick = (k: 'country' | 'state' | 'city') =>
        v[k] !== undefined ? v[k]! : ((before[k] as number | null) ?? null);
      await assertGeography(q, pick('country'), pick('state'), pick('city'));
    }
    if (v.free_pool === true && !before.free_pool && (await repo.hasJobLinks(q, c.id)))
      throw invalid({
        free_pool: ['A candidate linked to job orders cannot be added to the free pool.'],
      });
    const skills = form.skills ? await resolveSkills(q, form.skills) : null;
    const picId = await photoOf(q, form, files);
    const sets = columnsOf(v, changed);
    const dropped: (number | null)[] = [];
    if (resume) {
      sets.push(['resume_file_id', resume.id]);
      dropped.push(before.resume_file_id as number | null);
    }
    if (picId) {
      sets.push(['profile_pic_file_id', picId]);
      dropped.push(before.profile_pic_file_id as number | null);
    }
    await repo.updateCandidate(q, c.id, sets, clock.now(), version);
    if (resume) await enqueueResumeIndexing(q, clock, c.id, resume.id);
    if (skills) await repo.replaceSkills(q, c.id, skills);
    const saved = await saveRows(q, actor, clock, c.id, form);
    const keys = await deleteFileRows(
      q,
      dropped.map((x) => (x === null ? null : Number(x))),
    );
    const pickObj = (o: Row) => Object.fromEntries(changed.map((k) => [k, o[k]]));
    await auditAs(q, actor, clock.now(), {
      action: 'candidate.update',
      entityType: 'candidate',
      entityId: c.id,
      summary: `Candidate ${v.name ?? c.name} updated`,
      before: withoutCtc(pickObj(before)),
      after: {
        ...withoutCtc(pickObj(v as Row)),
        ...(skills ? { skills: skills.map((s) => s.name) } : {}),
        ...(resume ? { resume: resume.original_name } : {}),
        ...(picId ? { profile_pic: true } : {}),
        ...(saved.experience ? { experience_rows: saved.experience } : {}),
        ...(saved.education ? { education_rows: saved.education } : {}),
        ...(saved.links.length ? { job_links: saved.links } : {}),
      },
    });
    return keys;
  });
}

/** The uploads of the candidate form: the resume, the resume that was parsed, and a photo. */
export type FormUploads = {
  resume_name?: StoredFile;
  parsing_file_name?: StoredFile;
  profile_pic?: StoredFile;
};

/**
 * Saves the candidate form of a request (POST /candidates, POST /candidates/{id}): reads it, re-encodes the photo,
 * keeps the parsed resume as the resume when none was sent, saves, and removes what the save replaced. On any
 * failure the uploads are removed.
 */
export async function saveCandidateForm(
  app: FastifyInstance,
  actor: Actor,
  fields: Record<string, string | string[]>,
  uploads: FormUploads,
  encryptedId?: string,
): Promise<string> {
  const stored: (StoredFile | null | undefined)[] = [
    uploads.resume_name,
    uploads.parsing_file_name,
    uploads.profile_pic,
  ];
  return discardOnFailure(app, () => stored, async () => {
    const today = todayOf(app.clock, app.config.timeZone);
    const form =
      encryptedId === undefined
        ? readCandidateForm(today, fields, 'create')
        : readCandidateForm(today, fields, 'update', await storedCandidate(app.db, encryptedId));
    if (encryptedId !== undefined && form.encryptedId && form.encryptedId !== encryptedId)
      throw invalid({ encrypted_id: ['The selected candidate is invalid.'] });
    let resume: StoredFile | null = uploads.resume_name ?? null;
    let parsing: StoredFile | null = uploads.parsing_file_name ?? null;
    if (!resume && parsing) [resume, parsing] = [parsing, null];
    const pic = uploads.profile_pic ? await reencodeProfilePic(app, actor, uploads.profile_pic) : null;
    stored.push(pic);
    const files: CandidateFiles = {
      resume,
      picId: pic?.id ?? null,
      parsedPhoto: (q, url) => parsedPhotoOf(app, q, actor, url),
    };
    let publicId: string;
    if (encryptedId === undefined) {
      publicId = (await addCandidate(app.db, actor, app.clock, form, files)).encrypted_id;
    } else {
      await removeStored(app, await changeCandidate(app, actor, encryptedId, form, files));
      publicId = encryptedId;
    }
    if (parsing) await discardUploads(app, [parsing]);
    if (resume) app.work.wake();
    return publicId;
  });
}

/** Deletes a candidate and everything hanging on it (see the top of this file); its files go after the commit. */
export async function deleteCandidate(app: FastifyInstance, actor: Actor, encryptedId: string): Promise<void> {
  const keys = await app.db.tx(async (q) => {
    const c = await repo.findCandidate(q, encryptedId, true);
    const { fileIds, counts } = await repo.deleteCandidateRows(q, c.id);
    const removed = await deleteFileRows(q, fileIds);
    await auditAs(q, actor, app.clock.now(), {
      action: 'candidate.delete',
      entityType: 'candidate',
      entityId: c.id,
      summary: `Candidate ${c.name} deleted`,
      before: { encrypted_id: c.encrypted_id, name: c.name, ...counts, files: removed.length },
    });
    return removed;
  });
  await removeStored(app, keys);
}
