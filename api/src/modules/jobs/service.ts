// Job orders (spec 002 §2.1, §3.1–3.3, §5; API.md Job orders): the record with its skills, users and qualifications,
// its JD file, its notes and the messages to its candidates. Functions take (db, actor, clock), so seeders, CLIs and
// tests call the same code as the routes; files are stored and removed by the caller (the routes).
import { auditAs } from '../../audit.js';
import type { Db, Queryable } from '../../db/index.js';
import { conflict, fieldLabel, invalid, notFound } from '../../http/errors.js';
import { sanitizeRichText } from '../../http/sanitize.js';
import type { ListQuery } from '../../http/schemas.js';
import { validateOnce } from '../../http/validate.js';
import { checkRecordVersion } from '../../http/versions.js';
import type { Actor, Clock } from '../../lib/actor.js';
import type { JobOrderFilters } from '../search/schema.js';
import { candidateAndJob, linkOf, NOT_LINKED } from '../links/service.js';
import * as repo from './repository.js';
import {
  isBlank,
  JobFields,
  JobJdFields,
  linkedRefusal,
  parseJob,
  REQUIRED,
  USER_TYPES,
  type JobInput,
  type JobUpdate,
  type ResolvedJob,
  type UserField,
} from './schema.js';

/** The job order behind a public id (404 when unknown). */
export async function jobKey(q: Queryable, encryptedId: string): Promise<repo.JobKey> {
  const job = await repo.findJobKey(q, encryptedId);
  if (!job) throw notFound();
  return job;
}

/** Whether the user is assigned to the job (any type): the users a link's recruiter may be. */
export const isJobUser = (q: Queryable, jobId: number, userId: number) => repo.isJobUser(q, jobId, userId);

/** The job's users (recruiters, managers, coordinators): the choices of a link's recruiter. */
export async function assignedUsers(db: Db, jobId: string) {
  const job = await jobKey(db, jobId);
  return repo.assignedUsers(db, job.id);
}

/** Required fields, experience range, then every reference resolved (unknown ids are 422 per field). */
async function resolveJob(q: Queryable, input: JobInput): Promise<ResolvedJob> {
  const errors: Record<string, string[]> = {};
  const add = (f: string, m: string) => (errors[f] ??= []).push(m);
  for (const f of REQUIRED)
    if (isBlank(input[f])) add(f, `The ${fieldLabel(f)} field is required.`);
  if (
    input.min_experience != null &&
    input.max_experience != null &&
    input.min_experience > input.max_experience
  ) {
    add('max_experience', 'The max experience must be greater than or equal to min experience.');
  }
  const clean = (list?: string[]) => [
    ...new Set((list ?? []).map((s) => s.trim()).filter(Boolean)),
  ];

  // client and contact
  let clientId = 0;
  let contactId: number | null = null;
  if (input.client) {
    const found = await repo.clientAndContact(q, input.client, input.contact ?? null);
    if (!found) add('client', 'The selected client is invalid.');
    else {
      clientId = found.id;
      if (input.contact && found.contact === null) add('contact', 'The selected contact is invalid.');
      contactId = found.contact;
    }
  }
  // geography: the state in the country, the city in the state
  if (input.country && input.state && input.city) {
    const place = await repo.placeExists(q, input.country, input.state, input.city);
    if (!place.c) add('country', 'The selected country is invalid.');
    else if (!place.s) add('state', 'The selected state is invalid.');
    else if (!place.ci) add('city', 'The selected city is invalid.');
  }
  // skills by public id or by name (or synonym), primary first
  const skills: ResolvedJob['skills'] = [];
  const seen = new Set<number>();
  for (const [field, type] of [
    ['skill_primary', 'primary'],
    ['skill_secondary', 'secondary'],
  ] as const) {
    const wanted = clean(input[field]);
    if (!wanted.length) continue;
    const rows = await repo.skillsByKey(q, wanted);
    const unknown = rows.filter((r) => r.id === null).map((r) => r.key);
    if (unknown.length)
      add(field, `The selected ${fieldLabel(field)} is invalid: ${unknown.join(', ')}.`);
    for (const { id } of rows) {
      if (id !== null && !seen.has(id)) {
        seen.add(id);
        skills.push({ id, type });
      }
    }
  }
  // users by public id
  const users: ResolvedJob['users'] = [];
  for (const field of Object.keys(USER_TYPES) as UserField[]) {
    const wanted = clean(input[field]);
    if (!wanted.length) continue;
    const bad = wanted.filter(
      (w) => !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(w),
    );
    const rows = await repo.usersByPublicId(
      q,
      wanted.filter((w) => !bad.includes(w)).map((w) => w.toLowerCase()),
    );
    if (bad.length || rows.length !== wanted.length)
      add(field, `The selected ${fieldLabel(field)} is invalid.`);
    for (const r of rows) users.push({ id: r.id, type: USER_TYPES[field] });
  }
  if (Object.keys(errors).length) throw invalid(errors);
  return {
    clientId,
    contactId,
    countryId: input.country as number,
    stateId: input.state as number,
    cityId: input.city as number,
    job_title: (input.job_title ?? '').trim(),
    office_landmark: (input.office_landmark ?? '').trim(),
    min_experience: input.min_experience as number,
    max_experience: input.max_experience as number,
    max_budget: input.max_budget as number,
    no_positions: input.no_positions ?? null,
    positions_description: sanitizeRichText(input.positions_description),
    job_description: sanitizeRichText(input.job_description),
    qualification_description: sanitizeRichText(input.qualification_description),
    status:
      (input.position_status ?? 'Active').toLowerCase() === 'inactive' ? 'inactive' : 'active',
    position_type: input.position_type ?? 'Full Time',
    open_outstation: input.open_outstation ?? 'No',
    skills,
    users,
    qualifications: clean(input.qualifications).slice(0, 50),
  };
}

/** What the audit trail keeps of a job order, before and after a change (no file ids, no serial keys of other records). */
function auditView(
  job: Pick<ResolvedJob, 'job_title' | 'office_landmark' | 'position_type' | 'open_outstation' | 'qualifications'> & {
    status: string;
    min_experience: number | null;
    max_experience: number | null;
    max_budget: number | null;
    no_positions: number | null;
    skills: unknown[];
    users: unknown[];
  },
) {
  return {
    job_title: job.job_title,
    office_landmark: job.office_landmark,
    min_experience: job.min_experience,
    max_experience: job.max_experience,
    max_budget: job.max_budget,
    no_positions: job.no_positions,
    status: job.status,
    position_type: job.position_type,
    open_outstation: job.open_outstation,
    skills: job.skills.length,
    users: job.users.length,
    qualifications: job.qualifications,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The record

/** A page of job orders, with the signed-in user's assignment on each. */
export const listJobs = (db: Db, userId: number, query: ListQuery & JobOrderFilters & { status?: 'active' | 'inactive' }) =>
  repo.listJobs(db, userId, query);

/** One job order with its lists (404 when unknown); its file ids are signed by the caller. */
export async function jobRecord(db: Db, encryptedId: string) {
  const job = await repo.loadJob(db, encryptedId);
  if (!job) throw notFound();
  return job;
}

/** A stored file as a job order keeps it: its serial key and its name (for the audit trail). */
type JdFile = { id: number; original_name: string };

/**
 * Adds a job order from the form's fields (multipart: strings and lists), with the JD file stored already, if any.
 * 422 per field; unknown qualifications are added.
 */
export async function addJob(
  db: Db,
  actor: Actor,
  clock: Clock,
  fields: unknown,
  jd?: JdFile,
): Promise<{ id: number; encrypted_id: string; job_code: number }> {
  const input = parseJob(validateOnce(JobFields, fields));
  return db.tx(async (q) => {
    const job = await resolveJob(q, input);
    const now = clock.now();
    const row = await repo.insertJob(q, job, jd?.id ?? null, actor.userId, now);
    await auditAs(q, actor, now, {
      action: 'job_order.create',
      entityType: 'job_order',
      entityId: row.id,
      summary: `Job order ${row.job_code} ${job.job_title} added`,
      after: { ...auditView(job), job_code: row.job_code, jd_file: jd?.original_name ?? null },
    });
    return row;
  });
}

/** What the job order holds now, as the form's input (lists by public id). */
function storedInput(current: NonNullable<Awaited<ReturnType<typeof repo.loadJob>>>): JobInput {
  const ids = <T>(list: T[], keep: (x: T) => boolean, id: (x: T) => string) => list.filter(keep).map(id);
  const user = (type: string) => ids(current.users, (u) => u.user_type === type, (u) => u.user_id);
  const skill = (type: string) => ids(current.skills, (s) => s.skill_type === type, (s) => s.encrypted_id);
  return {
    country: current.country_id,
    state: current.state_id,
    city: current.city_id,
    client: current.client_id,
    contact: current.contact_id,
    job_title: current.job_title,
    office_landmark: current.office_landmark,
    min_experience: current.min_experience,
    max_experience: current.max_experience,
    max_budget: current.max_budget,
    no_positions: current.no_positions,
    positions_description: current.positions_description,
    job_description: current.job_description,
    qualification_description: current.qualification_description,
    position_status: current.position_status,
    position_type: current.position_type as JobInput['position_type'],
    open_outstation: current.open_outstation as JobInput['open_outstation'],
    skill_primary: skill('primary'),
    skill_secondary: skill('secondary'),
    user_recruiter: user('recruiter'),
    user_manager: user('manager'),
    user_coordinator: user('coordinator'),
    qualifications: current.qualifications.map((x) => x.name),
  };
}

/**
 * Changes a job order: a field left out keeps its value; a list sent replaces the job's list, in one transaction.
 * 409 when the version edited is not the current one.
 */
export async function changeJob(db: Db, actor: Actor, clock: Clock, timeZone: string, body: JobUpdate): Promise<void> {
  const { encrypted_id, lock_version, ...raw } = body;
  const given = parseJob(raw);
  await db.tx(async (q) => {
    const jobId = await repo.lockJob(q, encrypted_id);
    if (jobId === null) throw notFound();
    const version = await checkRecordVersion(q, 'job_order', jobId, lock_version, clock, timeZone);
    const current = await repo.loadJob(q, encrypted_id);
    if (!current) throw notFound();
    const stored = storedInput(current);
    // A new client without a contact clears the contact.
    const merged: JobInput = {
      ...stored,
      ...(given.client !== undefined && given.client !== stored.client ? { contact: null } : {}),
    };
    for (const [k, v] of Object.entries(given)) if (v !== undefined) (merged as Record<string, unknown>)[k] = v;
    const job = await resolveJob(q, merged);
    const now = clock.now();
    await repo.updateJob(q, jobId, job, version, actor.userId, now);
    await auditAs(q, actor, now, {
      action: 'job_order.update',
      entityType: 'job_order',
      entityId: jobId,
      summary: `Job order ${current.job_code} ${job.job_title} updated`,
      before: auditView({ ...current, qualifications: current.qualifications.map((x) => x.name) }),
      after: auditView(job),
    });
  });
}

/** Replaces the job order's JD file (stored already); answers the serial key of the file it replaced, if any. */
export async function replaceJdFile(
  db: Db,
  actor: Actor,
  clock: Clock,
  fields: unknown,
  jd: JdFile | undefined,
): Promise<number | null> {
  const input = validateOnce(JobJdFields, fields);
  if (!jd) throw invalid({ jobdescription: ['The jobdescription field is required.'] });
  return db.tx(async (q) => {
    const job = await repo.lockJobFile(q, input.job_id);
    if (!job) throw notFound();
    const now = clock.now();
    await repo.setJdFile(q, job.id, jd.id, now);
    await auditAs(q, actor, now, {
      action: 'job_order.jd_file',
      entityType: 'job_order',
      entityId: job.id,
      summary: `Job description file of ${job.job_title} replaced (${jd.original_name})`,
      after: { jd_file: jd.original_name },
    });
    return job.jd_file_id === null ? null : Number(job.jd_file_id);
  });
}

/**
 * Deletes a job order with its skills, users, notes and messages; 409 while candidates are linked to it. Answers the
 * serial key of its JD file, for the caller to remove.
 */
export async function removeJob(db: Db, actor: Actor, clock: Clock, encryptedId: string): Promise<number | null> {
  return db.tx(async (q) => {
    const job = await repo.lockJobForDelete(q, encryptedId);
    if (!job) throw notFound();
    if (Number(job.links) > 0) throw conflict(linkedRefusal(Number(job.links)));
    await repo.deleteJob(q, Number(job.id));
    await auditAs(q, actor, clock.now(), {
      action: 'job_order.delete',
      entityType: 'job_order',
      entityId: Number(job.id),
      summary: `Job order ${job.job_code} ${job.job_title} deleted`,
      before: { job_code: Number(job.job_code), job_title: job.job_title },
    });
    return job.jd_file_id === null ? null : Number(job.jd_file_id);
  });
}

/** One of the job's lists (skills, qualifications, users): 404 when the job is unknown. */
export async function jobList<T>(db: Db, sql: string, encryptedId: string): Promise<T[]> {
  const job = await jobKey(db, encryptedId);
  return repo.jobList<T>(db, sql, job.id);
}
export const { SKILLS_SQL, QUALIFICATIONS_SQL, USERS_SQL } = repo;

/** The Actionable tab's job list: active job orders with their candidate count, newest first. */
export const jobsWithCounts = (db: Db, text: string | undefined, limit: number | undefined) =>
  repo.jobsWithCounts(db, (text ?? '').trim(), limit ?? 100);

// ---------------------------------------------------------------------------------------------------------------
// Notes and messages

export async function jobNotes(db: Db, jobId: string) {
  const job = await jobKey(db, jobId);
  return repo.notesOf(db, job.id);
}

export async function addJobNote(db: Db, actor: Actor, clock: Clock, body: { notes: string; job_id: string }) {
  const notes = body.notes.trim();
  if (!notes) throw invalid({ notes: ['The notes field is required.'] });
  return db.tx(async (q) => {
    const job = await jobKey(q, body.job_id);
    const now = clock.now();
    const id = await repo.insertNote(q, job.id, notes, actor.userId, now);
    await auditAs(q, actor, now, {
      action: 'job_order.note_add',
      entityType: 'job_order',
      entityId: job.id,
      summary: 'Note added',
      after: { notes },
    });
    return id;
  });
}

export async function removeJobNote(db: Db, actor: Actor, clock: Clock, noteId: string): Promise<void> {
  await db.tx(async (q) => {
    const note = await repo.deleteNote(q, noteId);
    if (!note) throw notFound();
    await auditAs(q, actor, clock.now(), {
      action: 'job_order.note_delete',
      entityType: 'job_order',
      entityId: note.job_id,
      summary: 'Note deleted',
      before: { notes: note.notes },
    });
  });
}

export async function jobMessages(db: Db, jobId: string, candidateId: string | undefined) {
  const job = await jobKey(db, jobId);
  return repo.messagesOf(db, job, candidateId ?? null);
}

/** Records a message to a candidate linked to the job order (422 when not linked). */
export async function addJobMessage(
  db: Db,
  actor: Actor,
  clock: Clock,
  body: { candidate_id: string; job_id: string; message: string },
) {
  const message = body.message.trim();
  if (!message) throw invalid({ message: ['The message field is required.'] });
  return db.tx(async (q) => {
    const ids = await candidateAndJob(q, body.candidate_id, body.job_id);
    if ((await linkOf(q, ids.candidateId, ids.jobId)) === null) throw invalid({ candidate_id: [NOT_LINKED] });
    const now = clock.now();
    const id = await repo.insertMessage(q, { jobId: ids.jobId, candidateId: ids.candidateId, message }, actor.userId, now);
    await auditAs(q, actor, now, {
      action: 'job_order.message_add',
      entityType: 'job_order',
      entityId: ids.jobId,
      summary: `Message to ${ids.candidateName}`,
      after: { candidate_id: body.candidate_id, message },
    });
    return id;
  });
}
