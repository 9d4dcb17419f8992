// A record's side panel, one piece for every kind of record (clients now; candidates and job orders can adopt it
// as they are): notes, documents and the activity trail. A kind says where its rows live and how its audit events
// read; the caller finds the record and checks the actor may write to it (inside the transaction), this service
// does the rest: validation, the rows, the audit event on the record, the files of deleted documents.
import { auditAs } from '../../audit.js';
import type { Db, Queryable } from '../../db/index.js';
import type { StoredFile } from '../../files/service.js';
import { invalid, notFound } from '../../http/errors.js';
import type { Actor, Clock } from '../../lib/actor.js';
import { iso } from '../../lib/timestamps.js';
import { deleteFileRows } from '../files/service.js';
import * as repo from './repository.js';

type AuditText = { action: string; summary: string };

export type RecordKind = {
  /** The audit entity type of the record (the activity trail reads it back). */
  entityType: string;
  notes: repo.PanelTables & {
    /** The most notes a list answers. */
    maxRows: number;
    added(notes: string): AuditText;
    deleted(notes: string): AuditText;
  };
  attachments: repo.PanelTables & {
    added(fileName: string): AuditText;
    deleted(fileName: string): AuditText;
  };
};

/** Finds the record (its serial id) in the transaction and checks the actor may write to it; throws otherwise. */
export type ParentOf = (q: Queryable) => Promise<number>;
/** Checks, in the transaction, that the actor may write to the record with that serial id; throws otherwise. */
export type MayWrite = (q: Queryable, recordId: number) => Promise<void>;

export async function notesOf(db: Db, kind: RecordKind, recordId: number, limit?: number) {
  const rows = await repo.listNotes(db, kind.notes, recordId, limit ?? kind.notes.maxRows);
  return rows.map((r) => ({ ...r, created_at: iso(r.created_at), username: r.username ?? '' }));
}

export async function addNote(
  db: Db,
  actor: Actor,
  clock: Clock,
  kind: RecordKind,
  parent: ParentOf,
  raw: string,
) {
  const notes = raw.trim();
  if (!notes) throw invalid({ notes: ['The notes field is required.'] });
  return db.tx(async (q) => {
    const recordId = await parent(q);
    const encryptedId = await repo.insertNote(
      q,
      kind.notes,
      recordId,
      notes,
      actor.userId,
      clock.now(),
    );
    await auditAs(q, actor, clock.now(), {
      ...kind.notes.added(notes),
      entityType: kind.entityType,
      entityId: recordId,
      after: { encrypted_id: encryptedId, notes },
    });
    return encryptedId;
  });
}

export async function deleteNote(
  db: Db,
  actor: Actor,
  clock: Clock,
  kind: RecordKind,
  noteId: string,
  mayWrite: MayWrite,
) {
  await db.tx(async (q) => {
    const note = await repo.lockNote(q, kind.notes, noteId);
    if (!note) throw notFound();
    await mayWrite(q, note.parentId);
    await repo.deleteNote(q, kind.notes, note.id, note.parentId);
    await auditAs(q, actor, clock.now(), {
      ...kind.notes.deleted(note.notes),
      entityType: kind.entityType,
      entityId: note.parentId,
      before: { encrypted_id: noteId, notes: note.notes },
    });
  });
}

/** The record's documents, newest first; `file_eid` is the public id of the file (to make a signed link of). */
export async function attachmentsOf(db: Db, kind: RecordKind, recordId: number) {
  const rows = await repo.listAttachments(db, kind.attachments, recordId);
  return rows.map((r) => ({ ...r, created_at: iso(r.created_at), username: r.username ?? '' }));
}

/** Adds a stored file as a document of the record. The caller removes the file when this throws. */
export async function addAttachment(
  db: Db,
  actor: Actor,
  clock: Clock,
  kind: RecordKind,
  parent: ParentOf,
  file: StoredFile,
  rawDescription: string | undefined,
) {
  return db.tx(async (q) => {
    const recordId = await parent(q);
    const description = (rawDescription ?? '').trim();
    const encryptedId = await repo.insertAttachment(
      q,
      kind.attachments,
      recordId,
      file.id,
      description,
      actor.userId,
      clock.now(),
    );
    await auditAs(q, actor, clock.now(), {
      ...kind.attachments.added(file.original_name),
      entityType: kind.entityType,
      entityId: recordId,
      after: { encrypted_id: encryptedId, attachment_name: file.original_name, description },
    });
    return encryptedId;
  });
}

/** Deletes a document and its file row; answers the storage keys to remove once committed. */
export async function deleteAttachment(
  db: Db,
  actor: Actor,
  clock: Clock,
  kind: RecordKind,
  attachmentId: string,
  mayWrite: MayWrite,
): Promise<string[]> {
  return db.tx(async (q) => {
    const a = await repo.lockAttachment(q, kind.attachments, attachmentId);
    if (!a) throw notFound();
    await mayWrite(q, a.parentId);
    await repo.deleteAttachment(q, kind.attachments, a.id, a.parentId);
    const removed = await deleteFileRows(q, [a.fileId]);
    await auditAs(q, actor, clock.now(), {
      ...kind.attachments.deleted(a.name),
      entityType: kind.entityType,
      entityId: a.parentId,
      before: { encrypted_id: attachmentId, attachment_name: a.name, description: a.description },
    });
    return removed;
  });
}

/** What was done to the record and its sub-items, newest first: who, action, summary, when. */
export async function activityOf(db: Db, kind: RecordKind, recordId: number, limit: number) {
  const rows = await repo.activityOf(db, kind.entityType, recordId, limit);
  return rows.map((r) => ({
    action: r.action,
    summary: r.summary,
    username: r.username ?? '',
    created_at: iso(r.occurred_at),
  }));
}
