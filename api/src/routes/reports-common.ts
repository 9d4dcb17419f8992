// Shared pieces of the Data Tables routes (reports.ts, reports-generate.ts): the report column catalogue,
// form bodies (JSON, urlencoded or multipart with indexed keys) and the client / job / candidates check.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/index.js';
import { readMultipart } from '../files/service.js';
import { invalid } from '../http/errors.js';

export { todayIn } from './jobs-common.js';

export const TAGS = ['Data Tables'];

export const MESSAGES = {
  clientRequired: 'Client Is Required.',
  jobRequired: 'Job Is Required.',
  nameRequired: 'Report Name Is Required.',
  clientInvalid: 'The selected client id is invalid.',
  jobInvalid: 'The selected job id is invalid.',
  jobNotOfClient: 'The selected job does not belong to the selected client.',
  candidateInvalid: 'The selected candidate id is invalid.',
  columnsRequired: 'The columns array field is required.',
  added: 'Added Successfully',
  deleted: 'Deleted Successfully',
} as const;

export type ColumnType = 'string' | 'number' | 'date';

/**
 * The selectable report columns (spec 3.5, title → key), each with the SQL that reads it over
 * `candidate_jobs cj join candidates c left join countries co, states st, cities ci, job_main_status ms,
 * job_sub_status ss` (the link's status and offer follow the spec's candidate columns). Keys never come from the request into SQL:
 * only these expressions are used, looked up by key.
 */
export const REPORT_COLUMNS: readonly { title: string; key: string; sql: string; type: ColumnType }[] = [
  { title: 'Candidate Name', key: 'name', sql: 'c.name', type: 'string' },
  { title: 'Primary Mobile No', key: 'primary_mobile', sql: 'c.primary_mobile', type: 'string' },
  { title: 'Secondary Contact Number', key: 'secondary_mobile', sql: 'c.secondary_mobile', type: 'string' },
  { title: 'Primary Email ID', key: 'primary_email', sql: 'c.primary_email', type: 'string' },
  { title: 'Secondary Email ID', key: 'secondary_email', sql: 'c.secondary_email', type: 'string' },
  { title: 'Country', key: 'country', sql: "coalesce(co.name, '')", type: 'string' },
  { title: 'City', key: 'city', sql: "coalesce(ci.name, '')", type: 'string' },
  { title: 'State', key: 'state', sql: "coalesce(st.name, '')", type: 'string' },
  { title: 'Identity Card Name', key: 'identity_card_name', sql: 'c.identity_card_name', type: 'string' },
  { title: 'Identity Card No', key: 'identity_card_number', sql: 'c.identity_card_number', type: 'string' },
  { title: 'Company Name', key: 'Company_name', sql: 'c.company_name', type: 'string' },
  { title: 'Experience in Years', key: 'exp_years', sql: 'c.exp_years::int', type: 'number' },
  { title: 'Experience in Months', key: 'exp_months', sql: 'c.exp_months::int', type: 'number' },
  { title: 'Current CTC', key: 'current_ctc', sql: 'c.current_ctc::float8', type: 'number' },
  { title: 'Expected CTC', key: 'expected_ctc', sql: 'c.expected_ctc::float8', type: 'number' },
  { title: 'Fixed CTC', key: 'fixed_ctc', sql: 'c.fixed_ctc::float8', type: 'number' },
  { title: 'Variable CTC', key: 'variable_ctc', sql: 'c.variable_ctc::float8', type: 'number' },
  { title: 'Stock Options (P.A)', key: 'stocks', sql: 'c.stocks::float8', type: 'number' },
  { title: 'Notice Period', key: 'notice_period', sql: 'c.notice_period::int', type: 'number' },
  { title: 'Status', key: 'status', sql: "coalesce(ms.name, '')", type: 'string' },
  { title: 'Sub Status', key: 'sub_status', sql: "coalesce(ss.name, '')", type: 'string' },
  { title: 'Offered CTC', key: 'offered_ctc', sql: 'cj.offered_ctc::float8', type: 'number' },
  { title: 'Expected Joining Date', key: 'expected_joining_date', sql: "to_char(cj.expected_joining_date, 'YYYY-MM-DD')", type: 'date' },
];
export const COLUMN_BY_KEY = new Map(REPORT_COLUMNS.map((c) => [c.key, c]));
export const CUSTOM_KEY = /^custom:\d{1,6}$/;
export const MAX_COLUMNS = 60;
export const MAX_TITLE = 100;

export type SavedColumn = { title: string; key: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string) => UUID.test(s);

/** client_id and job_id of a report form: blank is allowed by the schema so that the spec's messages are given. */
export const ReportTarget = {
  client_id: Type.Optional(Type.String({ maxLength: 64, description: "The client's encrypted_id." })),
  job_id: Type.Optional(Type.String({ maxLength: 64, description: "The job order's encrypted_id; the job must be the client's." })),
};

// ---------------------------------------------------------------------------------------------------------------
// Form bodies
// ---------------------------------------------------------------------------------------------------------------

const UNSAFE_SEGMENT = new Set(['__proto__', 'prototype', 'constructor']);
const MAX_INDEX = 10_000;

type Node = { [k: string]: Node | string };

/**
 * Indexed form keys to nested values: `candidate_id[0]=a&candidate_id[1]=b` → `{candidate_id: ['a', 'b']}`,
 * `candidate_id[]=a` → `['a']`, `columns_array[0][title]=T` → `{columns_array: [{title: 'T'}]}`; a key
 * repeated without brackets becomes a list too. Array order follows the indexes given.
 */
export function nestFormPairs(pairs: Iterable<[string, string]>): Record<string, unknown> {
  const root: Node = Object.create(null) as Node;
  const arrays = new WeakSet<Node>();
  for (const [rawKey, value] of pairs) {
    const m = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
    const path = m ? [m[1], ...Array.from(m[2].matchAll(/\[([^[\]]*)\]/g), (x) => x[1])] : [rawKey];
    if (path.some((s) => UNSAFE_SEGMENT.has(s))) continue;
    let node = root;
    for (let i = 0; i < path.length; i += 1) {
      const seg = path[i];
      const last = i === path.length - 1;
      const next = path[i + 1];
      const childIsArray = next !== undefined && /^\d*$/.test(next);
      let key = seg;
      if (arrays.has(node)) {
        if (seg === '') key = `#${Object.keys(node).length}`;
        else if (Number(seg) > MAX_INDEX) break;
        else key = seg.padStart(6, '0');
      }
      if (last) {
        const prev = node[key];
        if (prev === undefined) node[key] = value;
        else if (typeof prev === 'string' && !arrays.has(node)) {
          // a plain key sent twice: a list
          const list = Object.create(null) as Node;
          arrays.add(list);
          list['000000'] = prev;
          list['000001'] = value;
          node[key] = list;
        } else if (typeof prev !== 'string' && arrays.has(prev)) {
          prev[`#${Object.keys(prev).length}`] = value;
        }
        break;
      }
      let child = node[key];
      if (child === undefined || typeof child === 'string') {
        child = Object.create(null) as Node;
        if (childIsArray) arrays.add(child);
        node[key] = child;
      }
      node = child;
    }
  }
  const materialise = (n: Node | string): unknown => {
    if (typeof n === 'string') return n;
    if (arrays.has(n)) {
      return Object.keys(n)
        .sort((a, b) => (a[0] === '#' ? 1 : 0) - (b[0] === '#' ? 1 : 0) || (a[0] === '#' ? Number(a.slice(1)) - Number(b.slice(1)) : a.localeCompare(b)))
        .map((k) => materialise(n[k]));
    }
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(n)) out[k] = materialise(n[k]);
    return out;
  };
  return materialise(root) as Record<string, unknown>;
}

/** Urlencoded report forms, parsed in the scope of the plugin that calls this (and its children) only. */
export function registerFormParser(app: FastifyInstance) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1_048_576 }, (_request, body, done) => {
    done(null, nestFormPairs(new URLSearchParams(String(body)).entries()));
  });
}

/** A preValidation hook: a multipart report form (text fields only) becomes the body the schema checks. */
export function multipartBody(app: FastifyInstance) {
  return async function readMultipartBody(request: FastifyRequest) {
    if (!request.isMultipart()) return;
    const { fields } = await readMultipart(app, request, {});
    const pairs: [string, string][] = [];
    // readMultipart folds `x[i]` into a list under `x`: keep those lists lists, even of one.
    for (const [k, v] of Object.entries(fields)) {
      if (Array.isArray(v)) v.forEach((item) => pairs.push([`${k}[]`, item]));
      else pairs.push([k, v]);
    }
    request.body = nestFormPairs(pairs);
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The client, job and candidates of a report
// ---------------------------------------------------------------------------------------------------------------

export type ReportContext = { clientId: number; jobId: number; jobTitle: string; clientName: string };

/**
 * Checks the client and job of a report form (required, known, the job is the client's) and, when
 * candidates are named, that each is linked to the job, in one query whatever the number of candidates.
 * `extra` adds messages of other fields to the same 422.
 */
export async function resolveReportTarget(
  q: Queryable,
  input: { client_id?: string; job_id?: string; candidate_id?: string[] },
  extra: Record<string, string[]> = {},
): Promise<ReportContext> {
  const errors: Record<string, string[]> = {};
  const client = (input.client_id ?? '').trim();
  const job = (input.job_id ?? '').trim();
  if (!client) errors.client_id = [MESSAGES.clientRequired];
  if (!job) errors.job_id = [MESSAGES.jobRequired];
  const candidates = [...new Set(input.candidate_id ?? [])];

  const { rows } = await q.query<{ client: number | null; client_name: string | null; job: number | null; job_client: number | null; job_title: string | null; linked: number }>(
    `select cl.id as client, cl.client_short_name as client_name, j.id as job, j.client_id as job_client, j.job_title,
            (select count(*)::int from candidate_jobs cj join candidates c on c.id = cj.candidate_id
              where cj.job_id = j.id and c.encrypted_id = any($3::uuid[])) as linked
       from (select 1) one
       left join clients cl on cl.encrypted_id = $1::uuid
       left join job_orders j on j.encrypted_id = $2::uuid`,
    [isUuid(client) ? client : null, isUuid(job) ? job : null, candidates],
  );
  const r = rows[0];
  if (client && r.client === null) errors.client_id = [MESSAGES.clientInvalid];
  if (job && r.job === null) errors.job_id = [MESSAGES.jobInvalid];
  else if (job && r.client !== null && Number(r.job_client) !== Number(r.client)) errors.job_id = [MESSAGES.jobNotOfClient];
  else if (job && Number(r.linked) !== candidates.length) errors.candidate_id = [MESSAGES.candidateInvalid];
  if (Object.keys(errors).length || Object.keys(extra).length) throw invalid({ ...errors, ...extra });
  return { clientId: Number(r.client), jobId: Number(r.job), jobTitle: r.job_title ?? '', clientName: r.client_name ?? '' };
}
