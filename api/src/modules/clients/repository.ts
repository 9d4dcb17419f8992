// Every statement on clients and their four sections (client_gst, client_contacts, client_payment_terms,
// client_invoice_stages). Notes and documents: the record panel's repository; files: the files module.
import { clientConditions } from '../search/repository.js';
import type { ClientFilters } from '../search/schema.js';
import type { Queryable } from '../../db/index.js';
import { notFound } from '../../http/errors.js';
import { runList, tableCount } from '../../http/lists.js';
import type { ListQuery } from '../../http/schemas.js';
import { likeContains } from '../../lib/like-pattern.js';
import { COLUMNS, type ClientColumns, type SubResource, type Values } from './schema.js';

export type ClientRef = {
  id: number;
  encrypted_id: string;
  client_short_name: string;
  created_by: number | null;
  created_at: Date;
};

const REF_COLUMNS =
  'id, encrypted_id::text as encrypted_id, client_short_name, created_by, created_at';

function normaliseRef(r: ClientRef): ClientRef {
  return {
    ...r,
    id: Number(r.id),
    created_by: r.created_by === null ? null : Number(r.created_by),
    created_at: r.created_at instanceof Date ? r.created_at : new Date(String(r.created_at)),
  };
}

/** The client with that public id, or 404. */
export async function findClient(
  q: Queryable,
  encryptedId: string,
  lock = false,
): Promise<ClientRef> {
  const { rows } = await q.query<ClientRef>(
    `select ${REF_COLUMNS} from clients where encrypted_id = $1 ${lock ? 'for update' : ''}`,
    [encryptedId],
  );
  if (!rows[0]) throw notFound();
  return normaliseRef(rows[0]);
}

/** The client with that serial id, or 404. */
export async function findClientById(q: Queryable, id: number): Promise<ClientRef> {
  const { rows } = await q.query<ClientRef>(`select ${REF_COLUMNS} from clients where id = $1`, [
    id,
  ]);
  if (!rows[0]) throw notFound();
  return normaliseRef(rows[0]);
}

export type ListRow = {
  encrypted_id: string;
  client_short_name: string;
  client_legal_name: string;
  logo_eid: string | null;
  created_at: Date;
};

/** Clients, paged; the list's filters (status, and their job orders' recruiter, state and city) narrow it. */
export function listClients(q: Queryable, query: ListQuery & ClientFilters) {
  const params: unknown[] = [];
  const where = clientConditions(query, params);
  const searching = Boolean(query.q?.trim());
  return runList<ListRow>(
    q,
    {
      select: `c.encrypted_id::text as encrypted_id, c.client_short_name, c.client_legal_name, c.created_at,
               (select f.encrypted_id::text from files f where f.id = c.logo_file_id) as logo_eid`,
      from: `clients c${searching ? ' join client_search s on s.client_id = c.id' : ''}`,
      params,
      where,
      // every client, from the maintained counter (migration 016), when no filter narrows the list
      total: where.length ? undefined : (db) => tableCount(db, ['clients']),
      sortable: {
        client_short_name: 'lower(c.client_short_name)',
        client_legal_name: 'lower(c.client_legal_name)',
        created_at: 'c.created_at',
      },
      defaultSort: [
        ['c.created_at', 'desc'],
        ['c.client_legal_name', 'asc'],
      ],
      // the names and website in lower case, kept in client_search (migration 017): a search's capped count reads
      // that narrow table alone when no filter narrows the list
      search: ['s.client_short_name', 's.client_legal_name', 's.website_url'],
      searchLowered: true,
      searchCount: where.length ? undefined : { from: 'client_search s', where: [] },
      tiebreak: 'c.id',
      defaultLimit: 7,
    },
    query,
  );
}

/** The cities of client job orders (what the client list's city filter matches), by name. */
export async function jobOrderCities(q: Queryable): Promise<{ id: number; name: string }[]> {
  const { rows } = await q.query<{ id: number; name: string }>(
    `select ci.id, ci.name from cities ci
      where exists (select 1 from job_orders j where j.city_id = ci.id)
      order by lower(ci.name), ci.id`,
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}

/** Clients whose short or legal name contains `text` (all when empty), by short name. */
export async function searchClients(q: Queryable, text: string, limit: number): Promise<ListRow[]> {
  const params: unknown[] = [limit];
  let where = 'true';
  if (text) {
    params.push(`%${likeContains(text)}%`);
    where = '(c.client_short_name ilike $2 or c.client_legal_name ilike $2)';
  }
  const { rows } = await q.query<ListRow>(
    `select c.encrypted_id::text as encrypted_id, c.client_short_name, c.client_legal_name, c.created_at,
            (select f.encrypted_id::text from files f where f.id = c.logo_file_id) as logo_eid
       from clients c where ${where} order by lower(c.client_short_name), c.id limit $1`,
    params,
  );
  return rows;
}

const RECORD_SQL = `select c.id, c.encrypted_id::text as encrypted_id, c.client_legal_name, c.client_short_name, c.website_url,
  c.replacement_duration, c.invoice_payment_duration,
  to_char(c.agreement_start_date, 'YYYY-MM-DD') as agreement_start_date, to_char(c.agreement_end_date, 'YYYY-MM-DD') as agreement_end_date,
  c.status, c.about_client, c.additional_information, c.logo_file_id, f.encrypted_id::text as logo_eid, c.created_at, c.updated_at, c.lock_version
  from clients c left join files f on f.id = c.logo_file_id`;

export type RecordRow = ClientColumns & {
  id: number;
  encrypted_id: string;
  status: string;
  logo_file_id: number | null;
  logo_eid: string | null;
  created_at: Date;
  updated_at: Date;
  lock_version: number;
};

/** The whole client record (locked for an update), or 404. */
export async function loadRecord(
  q: Queryable,
  encryptedId: string,
  lock = false,
): Promise<RecordRow> {
  const { rows } = await q.query<RecordRow>(
    `${RECORD_SQL} where c.encrypted_id = $1 ${lock ? 'for update of c' : ''}`,
    [encryptedId],
  );
  if (!rows[0]) throw notFound();
  const r = rows[0];
  return {
    ...r,
    id: Number(r.id),
    lock_version: Number(r.lock_version),
    logo_file_id: r.logo_file_id === null ? null : Number(r.logo_file_id),
    replacement_duration: r.replacement_duration === null ? null : Number(r.replacement_duration),
    invoice_payment_duration:
      r.invoice_payment_duration === null ? null : Number(r.invoice_payment_duration),
  };
}

/** Other clients with the same legal or short name (lower-cased, spaces made single), at most 10. */
export async function sameNamedClients(
  q: Queryable,
  legal: string | null,
  short: string | null,
  exclude: string | null,
) {
  const { rows } = await q.query<{
    encrypted_id: string;
    client_legal_name: string;
    client_short_name: string;
    by_legal: boolean;
    by_short: boolean;
  }>(
    `select c.encrypted_id::text as encrypted_id, c.client_legal_name, c.client_short_name,
            lower(c.client_legal_name) = $1 as by_legal, lower(c.client_short_name) = $2 as by_short
       from clients c
      where (lower(c.client_legal_name) = $1 or lower(c.client_short_name) = $2)
        and ($3::uuid is null or c.encrypted_id <> $3::uuid)
      order by c.client_short_name limit 10`,
    [legal, short, exclude],
  );
  return rows;
}

export async function insertClient(
  q: Queryable,
  cols: ClientColumns,
  logoFileId: number | null,
  by: number | null,
  now: Date,
) {
  const { rows } = await q.query<{ id: number; encrypted_id: string }>(
    `insert into clients (${COLUMNS.join(', ')}, status, logo_file_id, created_by, created_at, updated_at)
     values (${COLUMNS.map((_, i) => `$${i + 1}`).join(', ')}, 'active', $10, $11, $12, $12)
     returning id, encrypted_id::text as encrypted_id`,
    [...COLUMNS.map((k) => cols[k]), logoFileId, by, now],
  );
  return { id: Number(rows[0].id), encrypted_id: rows[0].encrypted_id };
}

/** Writes the changed columns and the next version (`version`: the SQL of checkVersion). */
export async function updateClient(
  q: Queryable,
  id: number,
  changed: (keyof ClientColumns)[],
  cols: ClientColumns,
  version: string,
  now: Date,
): Promise<void> {
  await q.query(
    `update clients set ${changed.map((k, i) => `${k} = $${i + 2}`).join(', ')}, updated_at = $${changed.length + 2}, ${version} where id = $1`,
    [id, ...changed.map((k) => cols[k]), now],
  );
}

export async function countJobOrders(q: Queryable, clientId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'select count(*)::int as n from job_orders where client_id = $1',
    [clientId],
  );
  return Number(rows[0]?.n ?? 0);
}

export async function countActiveJobOrders(q: Queryable, clientId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `select count(*)::int as n from job_orders where client_id = $1 and status = 'active'`,
    [clientId],
  );
  return Number(rows[0]?.n ?? 0);
}

export async function documentFileIds(q: Queryable, clientId: number): Promise<number[]> {
  const { rows } = await q.query<{ file_id: number }>(
    'select file_id from client_attachments where client_id = $1',
    [clientId],
  );
  return rows.map((d) => Number(d.file_id));
}

/** Deletes the client; its sections, notes and documents go with it (on delete cascade). */
export async function deleteClient(q: Queryable, id: number): Promise<void> {
  await q.query('delete from clients where id = $1', [id]);
}

/** The client's logo file id, locked with the client; undefined when the client is gone. */
export async function lockLogo(
  q: Queryable,
  id: number,
): Promise<{ logo_file_id: number | null } | undefined> {
  const { rows } = await q.query<{ id: number; logo_file_id: number | null }>(
    'select id, logo_file_id from clients where id = $1 for update',
    [id],
  );
  if (!rows[0]) return undefined;
  return { logo_file_id: rows[0].logo_file_id === null ? null : Number(rows[0].logo_file_id) };
}

export async function setLogo(q: Queryable, id: number, fileId: number, now: Date): Promise<void> {
  await q.query('update clients set logo_file_id = $2, updated_at = $3 where id = $1', [
    id,
    fileId,
    now,
  ]);
}

// ---------------------------------------------------------------------------------------------------------------
// The four sections (the table is the section's path; its columns its fields)

function selectSql(def: SubResource): string {
  const cols = Object.keys(def.fields).map((k) => `${def.read?.[k] ?? `t.${k}`} as ${k}`);
  return `t.id, t.encrypted_id::text as encrypted_id, c.encrypted_id::text as client_id, ${cols.join(', ')}`;
}

export async function listSubItems(
  q: Queryable,
  def: SubResource,
  clientId: number,
): Promise<Values[]> {
  const { rows } = await q.query<Values>(
    `select ${selectSql(def)} from ${def.path} t join clients c on c.id = t.client_id where t.client_id = $1 order by t.created_at, t.id`,
    [clientId],
  );
  return rows;
}

/** The item (locked), of the client given when `clientId` is; 404 otherwise. */
export async function findSubItem(
  q: Queryable,
  def: SubResource,
  itemId: string,
  clientId?: number,
): Promise<Values & { id: number }> {
  const { rows } = await q.query<Values & { id: number }>(
    `select ${selectSql(def)} from ${def.path} t join clients c on c.id = t.client_id
      where t.encrypted_id = $1 ${clientId === undefined ? '' : 'and t.client_id = $2'} for update of t`,
    clientId === undefined ? [itemId] : [itemId, clientId],
  );
  if (!rows[0]) throw notFound();
  return { ...rows[0], id: Number(rows[0].id) };
}

/** The client an item belongs to (not locked), or 404. */
export async function clientOfSubItem(
  q: Queryable,
  def: SubResource,
  itemId: string,
): Promise<ClientRef> {
  const { rows } = await q.query<ClientRef>(
    `select c.id, c.encrypted_id::text as encrypted_id, c.client_short_name, c.created_by, c.created_at
       from ${def.path} t join clients c on c.id = t.client_id where t.encrypted_id = $1`,
    [itemId],
  );
  if (!rows[0]) throw notFound();
  return normaliseRef(rows[0]);
}

export async function insertSubItem(
  q: Queryable,
  def: SubResource,
  clientId: number,
  item: Values,
  by: number | null,
  now: Date,
) {
  const keys = Object.keys(def.fields);
  const { rows } = await q.query<{ id: number; encrypted_id: string }>(
    `insert into ${def.path} (client_id, ${keys.join(', ')}, created_by, created_at, updated_at)
     values ($1, ${keys.map((_, i) => `$${i + 2}`).join(', ')}, $${keys.length + 2}, $${keys.length + 3}, $${keys.length + 3})
     returning id, encrypted_id::text as encrypted_id`,
    [clientId, ...keys.map((k) => item[k]), by, now],
  );
  return rows[0];
}

export async function updateSubItem(
  q: Queryable,
  def: SubResource,
  id: number,
  clientId: number,
  changed: string[],
  item: Values,
  now: Date,
) {
  await q.query(
    `update ${def.path} set ${changed.map((k, i) => `${k} = $${i + 3}`).join(', ')}, updated_at = $${changed.length + 3}
      where id = $1 and client_id = $2`,
    [id, clientId, ...changed.map((k) => item[k]), now],
  );
}

export async function deleteSubItem(
  q: Queryable,
  def: SubResource,
  id: number,
  clientId: number,
): Promise<void> {
  await q.query(`delete from ${def.path} where id = $1 and client_id = $2`, [id, clientId]);
}
