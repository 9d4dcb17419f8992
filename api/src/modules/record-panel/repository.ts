// The statements of a record's side panel: its notes, its documents (attachments) and its activity (audit events).
// Table and column names come from a RecordKind (constants of the code, never input).
import type { Queryable } from '../../db/index.js';
import { userNameSql } from '../../lib/user-name.js';
import { actorNameSql } from '../../audit.js';

/** Where a kind of record keeps its notes and documents: `${table}.${parent}` references the record's id. */
export type PanelTables = { table: string; parent: string };

export type NoteRow = { encrypted_id: string; notes: string; created_at: Date; username: string };
export type AttachmentRow = {
  encrypted_id: string;
  description: string;
  file_eid: string;
  attachment_name: string;
  created_at: Date;
  username: string;
};

export async function listNotes(
  q: Queryable,
  t: PanelTables,
  parentId: number,
  limit: number,
): Promise<NoteRow[]> {
  const { rows } = await q.query<NoteRow>(
    `select n.encrypted_id::text as encrypted_id, n.notes, n.created_at, ${userNameSql('u')} as username
       from ${t.table} n left join users u on u.id = n.created_by
      where n.${t.parent} = $1 order by n.created_at desc, n.id desc limit $2`,
    [parentId, limit],
  );
  return rows;
}

export async function insertNote(
  q: Queryable,
  t: PanelTables,
  parentId: number,
  notes: string,
  by: number | null,
  now: Date,
) {
  const { rows } = await q.query<{ encrypted_id: string }>(
    `insert into ${t.table} (${t.parent}, notes, created_by, created_at) values ($1, $2, $3, $4) returning encrypted_id::text as encrypted_id`,
    [parentId, notes, by, now],
  );
  return rows[0].encrypted_id;
}

/** The note (locked) and the record it belongs to; null when unknown. */
export async function lockNote(q: Queryable, t: PanelTables, encryptedId: string) {
  const { rows } = await q.query<{ id: number; parent_id: number; notes: string }>(
    `select n.id, n.${t.parent} as parent_id, n.notes from ${t.table} n where n.encrypted_id = $1 for update of n`,
    [encryptedId],
  );
  const r = rows[0];
  return r ? { id: Number(r.id), parentId: Number(r.parent_id), notes: r.notes } : null;
}

export async function deleteNote(
  q: Queryable,
  t: PanelTables,
  id: number,
  parentId: number,
): Promise<void> {
  await q.query(`delete from ${t.table} where id = $1 and ${t.parent} = $2`, [id, parentId]);
}

export async function listAttachments(
  q: Queryable,
  t: PanelTables,
  parentId: number,
): Promise<AttachmentRow[]> {
  const { rows } = await q.query<AttachmentRow>(
    `select a.encrypted_id::text as encrypted_id, a.description, f.encrypted_id::text as file_eid, f.original_name as attachment_name,
            a.created_at, ${userNameSql('u')} as username
       from ${t.table} a join files f on f.id = a.file_id left join users u on u.id = a.created_by
      where a.${t.parent} = $1 order by a.created_at desc, a.id desc`,
    [parentId],
  );
  return rows;
}

export async function insertAttachment(
  q: Queryable,
  t: PanelTables,
  parentId: number,
  fileId: number,
  description: string,
  by: number | null,
  now: Date,
) {
  const { rows } = await q.query<{ encrypted_id: string }>(
    `insert into ${t.table} (${t.parent}, file_id, description, created_by, created_at) values ($1, $2, $3, $4, $5)
     returning encrypted_id::text as encrypted_id`,
    [parentId, fileId, description, by, now],
  );
  return rows[0].encrypted_id;
}

/** The attachment (locked) with its file's name and the record it belongs to; null when unknown. */
export async function lockAttachment(q: Queryable, t: PanelTables, encryptedId: string) {
  const { rows } = await q.query<{
    id: number;
    parent_id: number;
    file_id: number;
    description: string;
    original_name: string;
  }>(
    `select a.id, a.${t.parent} as parent_id, a.file_id, a.description, f.original_name
       from ${t.table} a join files f on f.id = a.file_id
      where a.encrypted_id = $1 for update of a`,
    [encryptedId],
  );
  const r = rows[0];
  return r
    ? {
        id: Number(r.id),
        parentId: Number(r.parent_id),
        fileId: Number(r.file_id),
        description: r.description,
        name: r.original_name,
      }
    : null;
}

export async function deleteAttachment(
  q: Queryable,
  t: PanelTables,
  id: number,
  parentId: number,
): Promise<void> {
  await q.query(`delete from ${t.table} where id = $1 and ${t.parent} = $2`, [id, parentId]);
}

/** What was done to the record and its sub-items (its audit events), newest first. */
export async function activityOf(
  q: Queryable,
  entityType: string,
  entityId: number,
  limit: number,
) {
  const { rows } = await q.query<{
    action: string;
    summary: string;
    username: string | null;
    occurred_at: Date;
  }>(
    `select e.action, e.summary, ${actorNameSql('u', 'i')} as username, e.occurred_at
       from audit_events e left join users u on u.id = e.actor_id left join users i on i.id = e.impersonator_id
      where e.entity_type = $1 and e.entity_id = $2
      order by e.occurred_at desc, e.id desc limit $3`,
    [entityType, entityId, limit],
  );
  return rows;
}
