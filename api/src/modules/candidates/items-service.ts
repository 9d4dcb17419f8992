// A candidate's sub-items (spec 001; API.md Candidates): education, experience, about, notes, attachments, messages
// and the activity trail. Every write is a change to the candidate: audited against it, so its Activity shows it.
// A write names the candidate and the item must belong to it (404 otherwise).
import type { FastifyInstance } from 'fastify';
import { auditAs } from '../../audit.js';
import type { Db, Queryable } from '../../db/index.js';
import type { StoredFile } from '../../files/service.js';
import { invalid, notFound } from '../../http/errors.js';
import { sanitizeRichText } from '../../http/sanitize.js';
import type { Actor, Clock } from '../../lib/actor.js';
import { addError, required, throwIfAny, type FieldErrors } from '../../lib/field-errors.js';
import { isUuid, text } from '../../lib/form-values.js';
import { deleteFileRows, discardOnFailure, removeStored } from '../files/service.js';
import { candidateIdField, checkEducation, checkExperience } from './form.js';
import * as items from './items-repository.js';
import * as repo from './repository.js';
import type { EducationInput, ExperienceInput } from './schema.js';
import { todayOf } from './service.js';

/** Audit of a change to a candidate's sub-item: recorded against the candidate, so its Activity shows it. */
function note(
  q: Queryable,
  actor: Actor,
  clock: Clock,
  candidateId: number,
  action: string,
  summary: string,
  extra: { before?: unknown; after?: unknown } = {},
) {
  return auditAs(q, actor, clock.now(), {
    action,
    entityType: 'candidate',
    entityId: candidateId,
    summary,
    ...extra,
  });
}

/** A list of the candidate's items (404 for an unknown candidate). */
export async function itemsOf(db: Db, which: items.ItemList, candidateId: string) {
  const c = await repo.findCandidate(db, candidateId);
  return items.listItems(db, which, c);
}

/** The candidate's activity, newest first (404 for an unknown candidate). */
export async function activityOf(db: Db, candidateId: string, limit: number) {
  const c = await repo.findCandidate(db, candidateId);
  return items.activityOf(db, c.id, limit);
}

// ------------------------------------------------------------------------------------------ education, experience

/** Education and experience: rows checked by form.ts, added or updated by one POST. */
export type RowItem<Row> = {
  /** The item in the audit actions (candidate.<item>.create / update / delete). */
  item: string;
  check: (today: string, raw: Record<string, unknown>, errors: FieldErrors) => { row: Row; blank: boolean };
  /** The errors of a row with none of its key fields. */
  blank: [field: string, message: string][];
  insert: (q: Queryable, clock: Clock, candidateId: number, row: Row) => Promise<{ encrypted_id: string }>;
  update: (q: Queryable, clock: Clock, candidateId: number, row: Row & { encrypted_id: string }) => Promise<number>;
  /** What the audit records after an update (the row id is the updated row's). */
  updated: (row: Row, rowId: number) => unknown;
  /** "Education MBA (IIM)": the summary of the audit, before "added", "updated" or "deleted". */
  label: (row: Row) => string;
};

export const EDUCATION: RowItem<EducationInput> = {
  item: 'education',
  check: checkEducation,
  blank: [
    ['university', 'The university field is required in Education.'],
    ['qualification', 'The qualification field is required in Education.'],
  ],
  insert: repo.insertEducation,
  update: repo.updateEducation,
  updated: (row, rowId) => ({ ...row, id: rowId }),
  label: (r) => `Education ${r.qualification} (${r.university})`,
};

export const EXPERIENCE: RowItem<ExperienceInput> = {
  item: 'experience',
  check: checkExperience,
  blank: [
    ['company_name', 'The company name field is required in Experience.'],
    ['job_title', 'The job title field is required in Experience.'],
  ],
  insert: repo.insertExperience,
  update: repo.updateExperience,
  updated: (row) => row,
  label: (r) => `Experience ${r.job_title} at ${r.company_name}`,
};

/** Adds a row, or updates the candidate's row `encrypted_id` (404 if not theirs); answers its public id. */
export async function saveRowItem<Row>(
  db: Db,
  actor: Actor,
  clock: Clock,
  timeZone: string,
  def: RowItem<Row>,
  body: Record<string, unknown> & { candidate_id: string; encrypted_id?: string },
): Promise<{ encrypted_id: string; updated: boolean }> {
  const errors: FieldErrors = {};
  const { row, blank } = def.check(todayOf(clock, timeZone), body, errors);
  if (blank) for (const [field, message] of def.blank) addError(errors, field, message);
  throwIfAny(errors);
  const id = body.encrypted_id || undefined;
  const out = await db.tx(async (q) => {
    const c = await repo.findCandidate(q, body.candidate_id, true);
    if (id) {
      const rowId = await def.update(q, clock, c.id, { ...row, encrypted_id: id });
      await note(q, actor, clock, c.id, `candidate.${def.item}.update`, `${def.label(row)} updated`, {
        after: def.updated(row, rowId),
      });
      return id;
    }
    const made = await def.insert(q, clock, c.id, row);
    await note(q, actor, clock, c.id, `candidate.${def.item}.create`, `${def.label(row)} added`, {
      after: row,
    });
    return made.encrypted_id;
  });
  return { encrypted_id: out, updated: Boolean(id) };
}

// ------------------------------------------------------------------------------------------------------ deletions

export type { ItemList } from './items-repository.js';
/** The items a DELETE by public id removes. */
export type DeletableItem = keyof typeof items.DELETABLE;

type Deleted = { candidate_id: number; [column: string]: unknown };

/** How a deletion of each item is audited, and the files its row held. */
const DELETIONS: Record<
  DeletableItem,
  { audit: (row: Deleted) => { action: string; summary: string; extra?: { before?: unknown } }; files?: (row: Deleted) => number[] }
> = {
  candidate_education: {
    audit: (r) => ({
      action: 'candidate.education.delete',
      summary: `${EDUCATION.label(r as unknown as EducationInput)} deleted`,
    }),
  },
  candidate_experience: {
    audit: (r) => ({
      action: 'candidate.experience.delete',
      summary: `${EXPERIENCE.label(r as unknown as ExperienceInput)} deleted`,
    }),
  },
  candidate_notes: {
    audit: () => ({ action: 'candidate.note.delete', summary: 'Note deleted' }),
  },
  candidate_attachments: {
    files: (r) => [Number(r.file_id)],
    audit: (r) => ({
      action: 'candidate.attachment.delete',
      summary: 'Attachment deleted',
      extra: { before: { description: r.description } },
    }),
  },
};

/** Deletes an item by its public id (404 for an unknown one), with its files, audited on its candidate. */
export async function deleteItem(
  app: FastifyInstance,
  actor: Actor,
  table: DeletableItem,
  encryptedId: string,
): Promise<void> {
  const o = DELETIONS[table];
  const keys = await app.db.tx(async (q) => {
    const row = await items.deleteItem<Deleted>(q, table, encryptedId);
    if (!row) throw notFound();
    const removed = o.files ? await deleteFileRows(q, o.files(row)) : [];
    const a = o.audit(row);
    await note(q, actor, app.clock, Number(row.candidate_id), a.action, a.summary, a.extra);
    return removed;
  });
  if (o.files) await removeStored(app, keys);
}

// -------------------------------------------------------------------------------------- about, notes, messages

/** Saves the About Candidate rich text (sanitised). */
export async function saveAbout(db: Db, actor: Actor, clock: Clock, candidateId: string, text: string) {
  const about = sanitizeRichText(text);
  await db.tx(async (q) => {
    const c = await repo.findCandidate(q, candidateId, true);
    await repo.setAboutCandidate(q, c.id, about, clock.now());
    await note(q, actor, clock, c.id, 'candidate.about', 'About candidate updated', {
      after: { about_candidate: `[${about.length} characters]` },
    });
  });
}

/** Adds a note to the candidate; answers its public id. */
export async function addNote(db: Db, actor: Actor, clock: Clock, candidateId: string, text: string) {
  const notes = text.trim();
  if (!notes) throw invalid({ notes: [required('notes')] });
  return db.tx(async (q) => {
    const c = await repo.findCandidate(q, candidateId);
    const id = await items.insertNote(q, c.id, notes, actor.userId, clock.now());
    await note(q, actor, clock, c.id, 'candidate.note.create', 'Note added');
    return id;
  });
}

/** Adds a document from the multipart form `{file_name, description, candidate_id}`; answers its public id. */
export async function addAttachment(
  app: FastifyInstance,
  actor: Actor,
  fields: Record<string, string | string[]>,
  upload: StoredFile | undefined,
): Promise<string> {
  return discardOnFailure(app, () => [upload], async () => {
    const errors: FieldErrors = {};
    const description = text(fields.description);
    const candidateId = candidateIdField(fields, ['description'], errors);
    if (!description) addError(errors, 'description', required('description'));
    else if (description.length > 500)
      addError(errors, 'description', 'The description must not be greater than 500 characters.');
    if (!upload) addError(errors, 'file_name', required('file name'));
    throwIfAny(errors);
    const file = upload!;
    return await app.db.tx(async (q) => {
      const c = await repo.findCandidate(q, candidateId);
      const id = await items.insertAttachment(q, c.id, file.id, description, actor.userId, app.clock.now());
      await note(q, actor, app.clock, c.id, 'candidate.attachment.create', `Attachment ${file.original_name} added`, {
        after: { description, file: file.original_name },
      });
      return id;
    });
  });
}

/** Records a message to the candidate against one of its job-order links; answers its public id. */
export async function addMessage(
  db: Db,
  actor: Actor,
  clock: Clock,
  body: { candidate_id: string; link_id?: string; message: string },
): Promise<string> {
  const errors: FieldErrors = {};
  const message = body.message.trim();
  const linkId = (body.link_id ?? '').trim();
  if (!linkId) addError(errors, 'link_id', required('job order'));
  else if (!isUuid(linkId)) addError(errors, 'link_id', 'The selected job order is invalid.');
  if (!message) addError(errors, 'message', required('message'));
  throwIfAny(errors);
  return db.tx(async (q) => {
    const c = await repo.findCandidate(q, body.candidate_id);
    const link = await items.linkOfCandidate(q, linkId, c.id);
    if (!link) throw invalid({ link_id: ['The selected job order is invalid.'] });
    const id = await items.insertMessage(q, c.id, link.id, message, actor.userId, clock.now());
    await note(q, actor, clock, c.id, 'candidate.message.create', `Message recorded for job ${link.job_title}`);
    return id;
  });
}
