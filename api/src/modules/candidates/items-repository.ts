// Every statement on a candidate's notes, attachments and messages (candidate_notes, candidate_attachments,
// candidate_messages), the lists of its education and experience rows, and its activity trail.
import { actorNameSql } from '../../audit.js';
import type { Queryable } from '../../db/index.js';
import { userNameOrNullSql } from '../../lib/user-name.js';

type Row = Record<string, unknown>;

const USERNAME = userNameOrNullSql('u');

/** The SQL of a list of a candidate's items: $1 its serial id, $2 its public id. */
export const ITEM_LISTS = {
  education: `select e.encrypted_id::text as encrypted_id, $2::text as candidate_id, e.university, e.qualification, e.passout_year,
                e.passout_percentage::float8 as passout_percentage, case when e.still_studying then '1' else '0' end as still_studying
           from candidate_education e where e.candidate_id = $1
          order by e.still_studying desc, e.passout_year desc nulls last, e.id`,
  experience: `select e.encrypted_id::text as encrypted_id, $2::text as candidate_id, e.job_title, e.company_name,
                to_char(e.start_date, 'YYYY-MM-DD') as start_date, to_char(e.end_date, 'YYYY-MM-DD') as end_date,
                case when e.still_working then '1' else '0' end as still_working
           from candidate_experience e where e.candidate_id = $1
          order by e.still_working desc, e.start_date desc nulls last, e.id`,
  notes: `select n.encrypted_id::text as encrypted_id, n.notes, n.created_at, ${USERNAME} as username
           from candidate_notes n left join users u on u.id = n.created_by
          where n.candidate_id = $1 order by n.created_at desc, n.id desc`,
  attachments: `select a.encrypted_id::text as encrypted_id, a.description, f.encrypted_id::text as file, f.original_name as attachment_name,
                f.mime_type, f.size_bytes::int as size_bytes, a.created_at, ${USERNAME} as username
           from candidate_attachments a join files f on f.id = a.file_id left join users u on u.id = a.created_by
          where a.candidate_id = $1 order by a.created_at desc, a.id desc`,
  messages: `select m.encrypted_id::text as encrypted_id, m.message, l.encrypted_id::text as link_id, j.encrypted_id::text as job_id, j.job_title,
                cl.client_short_name as client_name, m.created_at, ${USERNAME} as username
           from candidate_messages m
           left join candidate_jobs l on l.id = m.link_id
           left join job_orders j on j.id = l.job_id
           left join clients cl on cl.id = j.client_id
           left join users u on u.id = m.created_by
          where m.candidate_id = $1 order by m.created_at desc, m.id desc`,
} as const;

export type ItemList = keyof typeof ITEM_LISTS;

/** A list of the candidate's items (the SQL of `which`; education and experience name the candidate's public id). */
export async function listItems(
  q: Queryable,
  which: ItemList,
  candidate: { id: number; encrypted_id: string },
): Promise<Row[]> {
  const args = which === 'education' || which === 'experience' ? [candidate.id, candidate.encrypted_id] : [candidate.id];
  const { rows } = await q.query<Row>(ITEM_LISTS[which], args);
  return rows;
}

/** The item tables a delete by public id may name, and what each delete answers (candidate_id first). */
export const DELETABLE = {
  candidate_education: 'candidate_id, university, qualification',
  candidate_experience: 'candidate_id, job_title, company_name',
  candidate_notes: 'candidate_id',
  candidate_attachments: 'candidate_id, file_id, description',
} as const;

/** Deletes an item by its public id; answers the deleted row, or null when there was none. */
export async function deleteItem<R extends { candidate_id: number }>(
  q: Queryable,
  table: keyof typeof DELETABLE,
  encryptedId: string,
): Promise<R | null> {
  const { rows } = await q.query<R>(
    `delete from ${table} where encrypted_id = $1 returning ${DELETABLE[table]}`,
    [encryptedId],
  );
  return rows[0] ?? null;
}

export async function insertNote(
  q: Queryable,
  candidateId: number,
  notes: string,
  by: number | null,
  at: Date,
): Promise<string> {
  const { rows } = await q.query<{ encrypted_id: string }>(
    'insert into candidate_notes (candidate_id, notes, created_by, created_at) values ($1, $2, $3, $4) returning encrypted_id::text as encrypted_id',
    [candidateId, notes, by, at],
  );
  return rows[0].encrypted_id;
}

export async function insertAttachment(
  q: Queryable,
  candidateId: number,
  fileId: number,
  description: string,
  by: number | null,
  at: Date,
): Promise<string> {
  const { rows } = await q.query<{ encrypted_id: string }>(
    `insert into candidate_attachments (candidate_id, file_id, description, created_by, created_at)
     values ($1, $2, $3, $4, $5) returning encrypted_id::text as encrypted_id`,
    [candidateId, fileId, description, by, at],
  );
  return rows[0].encrypted_id;
}

/** The candidate's job-order link of that public id, with its job's title; null when it is not the candidate's. */
export async function linkOfCandidate(
  q: Queryable,
  linkId: string,
  candidateId: number,
): Promise<{ id: number; job_title: string } | null> {
  const { rows } = await q.query<{ id: number; job_title: string }>(
    'select l.id, j.job_title from candidate_jobs l join job_orders j on j.id = l.job_id where l.encrypted_id = $1 and l.candidate_id = $2',
    [linkId, candidateId],
  );
  return rows[0] ?? null;
}

export async function insertMessage(
  q: Queryable,
  candidateId: number,
  linkId: number,
  message: string,
  by: number | null,
  at: Date,
): Promise<string> {
  const { rows } = await q.query<{ encrypted_id: string }>(
    `insert into candidate_messages (candidate_id, link_id, message, created_by, created_at) values ($1, $2, $3, $4, $5)
     returning encrypted_id::text as encrypted_id`,
    [candidateId, linkId, message, by, at],
  );
  return rows[0].encrypted_id;
}

/**
 * The candidate's activity, newest first: its audit events and every status its job-order links took (from the
 * status history), at most `limit`.
 */
export async function activityOf(q: Queryable, candidateId: number, limit: number): Promise<Row[]> {
  const { rows } = await q.query<Row>(
    `select * from (
       select 'event' as kind, a.occurred_at as at, ${actorNameSql('u', 'i')} as username, a.action, a.summary,
              null::text as job_id, null::text as job_title, null::text as client_name, null::text as from_status,
              null::text as to_status, a.id as seq
         from audit_events a left join users u on u.id = a.actor_id left join users i on i.id = a.impersonator_id
        where a.entity_type = 'candidate' and a.entity_id = $1
       union all
       select 'status', h.changed_at, ${actorNameSql('u', 'i')}, 'candidate_job.status',
              coalesce(fm.name || ' / ' || fs.name || ' → ', '') || tm.name || ' / ' || ts.name,
              j.encrypted_id::text, j.job_title, cl.client_short_name, fm.name || ' / ' || fs.name,
              tm.name || ' / ' || ts.name, h.id
         from candidate_job_status_history h
         join job_orders j on j.id = h.job_id
         left join clients cl on cl.id = j.client_id
         join job_main_status tm on tm.fixed_id = h.to_main_status_id
         join job_sub_status ts on ts.fixed_id = h.to_sub_status_id
         left join job_main_status fm on fm.fixed_id = h.from_main_status_id
         left join job_sub_status fs on fs.fixed_id = h.from_sub_status_id
         left join users u on u.id = h.changed_by
         left join users i on i.id = h.impersonator_id
        where h.candidate_id = $1
     ) x order by at desc, seq desc limit $2`,
    [candidateId, limit],
  );
  return rows.map(({ seq: _seq, ...r }) => r);
}
