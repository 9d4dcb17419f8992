// Data Tables: saved custom reports (list, save, delete, download), the selector lookups and the Resume / Interview
// reports. A saved report keeps its client, job and columns; its download reads the job's linked candidates as
// they are now. Functions take (db, actor, clock).
import type { Static } from '@sinclair/typebox';
import { auditAs } from '../../audit.js';
import type { Db, Queryable } from '../../db/index.js';
import { forbidden, invalid, notFound } from '../../http/errors.js';
import type { ListQuery } from '../../http/schemas.js';
import { signedInUser, type Actor, type Clock } from '../../lib/actor.js';
import { todayIn } from '../../lib/timestamps.js';
import * as repo from './repository.js';
import {
  COLUMN_BY_KEY,
  isUuid,
  MESSAGES,
  readColumns,
  storedColumns,
  type CellValue,
  type SaveReport,
} from './schema.js';

export type ReportContext = {
  clientId: number;
  jobId: number;
  jobTitle: string;
  clientName: string;
};
export type ReportTargetInput = { client_id?: string; job_id?: string; candidate_id?: string[] };

/**
 * Checks the client and job of a report form (required, known, the job is the client's) and, when
 * candidates are named, that each is linked to the job, in one query whatever the number of candidates.
 * `extra` adds messages of other fields to the same 422.
 */
export async function resolveReportTarget(
  q: Queryable,
  input: ReportTargetInput,
  extra: Record<string, string[]> = {},
): Promise<ReportContext> {
  const errors: Record<string, string[]> = {};
  const client = (input.client_id ?? '').trim();
  const job = (input.job_id ?? '').trim();
  if (!client) errors.client_id = [MESSAGES.clientRequired];
  if (!job) errors.job_id = [MESSAGES.jobRequired];
  const candidates = [...new Set(input.candidate_id ?? [])];
  const r = await repo.reportTarget(
    q,
    isUuid(client) ? client : null,
    isUuid(job) ? job : null,
    candidates,
  );
  if (client && r.client === null) errors.client_id = [MESSAGES.clientInvalid];
  if (job && r.job === null) errors.job_id = [MESSAGES.jobInvalid];
  else if (job && r.client !== null && Number(r.job_client) !== Number(r.client))
    errors.job_id = [MESSAGES.jobNotOfClient];
  else if (job && Number(r.linked) !== candidates.length)
    errors.candidate_id = [MESSAGES.candidateInvalid];
  if (Object.keys(errors).length || Object.keys(extra).length)
    throw invalid({ ...errors, ...extra });
  return {
    clientId: Number(r.client),
    jobId: Number(r.job),
    jobTitle: r.job_title ?? '',
    clientName: r.client_name ?? '',
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Saved reports
// ---------------------------------------------------------------------------------------------------------------

/** Saved reports, newest first; `can_delete` for the actor's own ones (every one for an admin). */
export function listReports(db: Db, actor: Actor, isAdmin: boolean, query: ListQuery) {
  return repo.listReports(db, query, signedInUser(actor), isAdmin);
}

/** Saves a custom report for the actor; answers its public id. 422 with every field's messages. */
export async function saveReport(
  db: Db,
  actor: Actor,
  clock: Clock,
  input: Static<typeof SaveReport>,
): Promise<string> {
  const name = (input.report_name ?? '').trim();
  const { columns, errors } = readColumns(input.columns_array);
  if (!name) errors.report_name = [MESSAGES.nameRequired];
  return db.tx(async (q) => {
    const target = await resolveReportTarget(q, input, errors);
    const saved = await repo.insertReport(
      q,
      { name, clientId: target.clientId, jobId: target.jobId, columns, createdBy: actor.userId },
      clock.now(),
    );
    await auditAs(q, actor, clock.now(), {
      action: 'report.create',
      entityType: 'report',
      entityId: saved.id,
      summary: `Report ${name} saved for ${target.clientName} - ${target.jobTitle}`,
      after: {
        report: saved.encrypted_id,
        report_name: name,
        client_id: input.client_id,
        job_id: input.job_id,
        columns,
      },
    });
    return saved.encrypted_id;
  });
}

/** Deletes a saved report: the actor's own, or any for an admin (403 otherwise). */
export async function deleteReport(
  db: Db,
  actor: Actor,
  clock: Clock,
  isAdmin: boolean,
  encryptedId: string,
): Promise<void> {
  await db.tx(async (q) => {
    const r = await repo.lockReport(q, encryptedId);
    if (!r) throw notFound();
    if (!isAdmin && (r.created_by === null || Number(r.created_by) !== actor.userId))
      throw forbidden();
    await repo.deleteReport(q, r.id);
    await auditAs(q, actor, clock.now(), {
      action: 'report.delete',
      entityType: 'report',
      entityId: Number(r.id),
      summary: `Report ${r.report_name} deleted`,
      before: {
        report: encryptedId,
        report_name: r.report_name,
        columns: storedColumns(r.columns),
      },
    });
  });
}

/** The saved report's columns (in order) and one row per candidate linked to its job now, keyed by column key; custom columns are empty. */
/**
 * A saved report's rows for the spreadsheet, audited as every export of candidates' data is: who, when, which report,
 * how many rows, and whether identity card numbers were in it.
 */
export async function downloadReport(db: Db, actor: Actor, clock: Clock, encryptedId: string) {
  const report = await repo.findReport(db, encryptedId);
  if (!report) throw notFound();
  const columns = storedColumns(report.columns);
  const known = columns.map((c) => COLUMN_BY_KEY.get(c.key)).filter((c) => c !== undefined);
  const rows = await repo.reportColumnRows(
    db,
    report.job_id,
    known.map((c) => c.sql),
  );
  const slot = new Map(known.map((c, i) => [c.key, `c${i}`]));
  const data = rows.map((row) => {
    const out: Record<string, CellValue> = {};
    for (const c of columns) {
      const from = slot.get(c.key);
      out[c.key] = from === undefined ? '' : (row[from] ?? null);
    }
    return out;
  });
  await auditAs(db, actor, clock.now(), {
    action: REPORT_EXPORT_AUDIT,
    entityType: 'report',
    entityId: Number(report.id),
    summary: `Report ${report.report_name}: ${data.length} candidate${data.length === 1 ? '' : 's'} exported to a spreadsheet`,
    after: { rows: data.length, identity_numbers: columns.some((c) => c.key === 'identity_card_number') },
  });
  return { report_name: report.report_name, columns, data };
}

export const REPORT_EXPORT_AUDIT = 'reports.export';

// ---------------------------------------------------------------------------------------------------------------
// Selectors and generated reports
// ---------------------------------------------------------------------------------------------------------------

export function activeClients(db: Db) {
  return repo.activeClients(db);
}

/** The client's active job orders; 404 for an unknown client. */
export async function activeJobsOfClient(db: Db, clientId: string) {
  const jobs = await repo.activeJobsOfClient(db, clientId);
  if (!jobs) throw notFound();
  return jobs;
}

/** The candidates linked to the job order; 404 for an unknown job. */
export async function linkedCandidates(db: Db, jobId: string) {
  const found = await repo.linkedCandidates(db, jobId);
  if (!found) throw notFound();
  return found;
}

/** The candidates with an interview for the job dated today or later (product time zone); 404 for an unknown job. */
export async function candidatesWithUpcomingInterviews(
  db: Db,
  clock: Clock,
  timeZone: string,
  jobId: string,
) {
  const found = await repo.candidatesWithUpcomingInterviews(
    db,
    jobId,
    todayIn(timeZone, clock.now()),
  );
  if (!found) throw notFound();
  return found;
}

/** Resume Details rows of the report's job (all its linked candidates, or those named). */
export async function resumeReport(db: Db, input: ReportTargetInput) {
  const target = await resolveReportTarget(db, input);
  return repo.resumeRows(db, target.jobId, [...new Set(input.candidate_id ?? [])]);
}

/** Interview Details rows: the job's upcoming interviews (today or later in the product time zone). */
export async function interviewReport(
  db: Db,
  clock: Clock,
  timeZone: string,
  input: ReportTargetInput,
) {
  const target = await resolveReportTarget(db, input);
  return repo.upcomingInterviewRows(
    db,
    target.jobId,
    [...new Set(input.candidate_id ?? [])],
    todayIn(timeZone, clock.now()),
    timeZone,
  );
}
