// A candidate's rights: everything held about them exported as one archive, or erased (the pipeline stays under
// "Erased candidate"); candidates untouched for long, listed for review. Functions take (db, actor, clock) and the
// file storage, so a CLI calls the same code as the routes.
import type { Readable } from 'node:stream';
import yazl from 'yazl';
import { auditAs } from '../../audit.js';
import type { Db, Queryable } from '../../db/index.js';
import type { Storage } from '../../files/storage.js';
import { conflict, invalid, notFound } from '../../http/errors.js';
import type { Actor, Clock } from '../../lib/actor.js';
import { deleteFileRows } from '../files/repository.js';
import * as repo from './repository.js';
import { ERASE_ACTION, type CandidateRow } from './repository.js';

/** The name an erased candidate keeps, so the pipeline's rows still read. */
export const ERASED_NAME = 'Erased candidate';
const ERASED_TEXT = 'Erased.';

/**
 * Records that are other people's or the business's own (names of staff, clients, contacts, other candidates, job
 * orders, catalogues): an erasure never rewrites them, even when a value happens to match.
 */
const NOT_SCRUBBED = [
  'users', 'candidates', 'clients', 'client_contacts', 'client_gst', 'job_orders', 'job_order_search', 'skills',
  'skill_synonyms', 'qualifications', 'countries', 'states', 'cities', 'roles', 'modules', 'schema_migrations',
];

async function candidate(q: Queryable, id: string): Promise<CandidateRow> {
  const c = await repo.candidateByPublicId(q, id);
  if (!c) throw notFound();
  return c;
}

/** The candidate's files (storage key, a name in the archive unique within it). */
async function filesOf(q: Queryable, c: CandidateRow): Promise<{ id: number; key: string; name: string }[]> {
  const used = new Set<string>();
  return (await repo.candidateFiles(q, c)).map((r) => {
    const base = `${r.role}-${r.original_name.replace(/[^\w.\- ]+/g, '_')}`;
    let name = base;
    for (let i = 2; used.has(name); i++) name = `${i}-${base}`;
    used.add(name);
    return { id: Number(r.id), key: r.storage_key, name };
  });
}

/**
 * Everything held about the candidate as a zip: candidate.json (profile, skills, experience, education, notes, job
 * links and their history, interviews, messages, attachments) and files/ (resume, photo, attachments). Audited.
 */
export async function exportCandidate(db: Db, storage: Storage, actor: Actor, clock: Clock, id: string): Promise<Readable> {
  const c = await candidate(db, id);
  const data = { exported_at: clock.now().toISOString(), ...(await repo.candidateData(db, c.id)) };
  const files = await filesOf(db, c);
  await auditAs(db, actor, clock.now(), { action: 'candidate.export', entityType: 'candidate', entityId: c.id, summary: 'Exported the candidate\'s data' });
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify({ ...data, files: files.map((f) => `files/${f.name}`) }, null, 2)), 'candidate.json');
  for (const f of files) zip.addReadStream(storage.read(f.key), `files/${f.name}`);
  zip.end();
  return zip.outputStream as Readable;
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The values that identify the candidate, long enough not to match unrelated text. */
function identifiers(c: CandidateRow): string[] {
  const v = [
    [c.name, 5],
    [c.primary_email, 5],
    [c.secondary_email, 5],
    [c.primary_mobile, 6],
    [c.secondary_mobile, 6],
    [c.identity_card_number, 4],
    [c.address, 8],
  ] as const;
  return [...new Set(v.filter(([s, min]) => (s ?? '').trim().length >= min).map(([s]) => s.trim()))];
}

/** Whole values only: "Ali Khan" is not found inside "Alison Khanna". */
const whole = (alternatives: string[]) => `(?<![[:alnum:]])(?:${alternatives.join('|')})(?![[:alnum:]])`;

/**
 * Removes the candidate's personal data and files; the pipeline (links, status history, interviews) stays under
 * ERASED_NAME. Their identifying values are replaced wherever else they were written (NOT_SCRUBBED aside). The
 * erasure is audited with who, when and why; a second one is a conflict.
 */
export async function eraseCandidate(db: Db, storage: Storage, actor: Actor, clock: Clock, id: string, rawReason: string): Promise<void> {
  const reason = rawReason.trim();
  if (!reason) throw invalid({ reason: ['The reason field is required.'] });
  const keys = await db.tx(async (q) => {
    const c = await candidate(q, id);
    if (await repo.isErased(q, c.id)) throw conflict('The candidate was already erased.');
    const files = await filesOf(q, c);
    await repo.eraseCandidateRows(q, c.id, ERASED_TEXT);
    await repo.emptyCandidateRow(q, c.id, ERASED_NAME, clock.now());
    await deleteFileRows(q, files.map((f) => f.id));
    await repo.forgetAuditSnapshots(q, c.id);
    await auditAs(q, actor, clock.now(), { action: ERASE_ACTION, entityType: 'candidate', entityId: c.id, summary: `Erased on request: ${reason}` });
    const values = identifiers(c);
    if (values.length) {
      await repo.replaceEverywhere(
        q,
        whole(values.map(escapeRegex)),
        whole(values.map((s) => escapeRegex(JSON.stringify(s).slice(1, -1)))),
        NOT_SCRUBBED,
      );
    }
    return files.map((f) => f.key);
  });
  await Promise.all(keys.map((k) => storage.remove(k)));
}

/** Candidates with no change, note, link, interview or message for `months` months, oldest first (erased ones left out). */
export async function retentionList(db: Db, clock: Clock, months: number, limit: number) {
  const rows = await repo.untouchedCandidates(db, clock.now(), months, limit);
  return rows.map((r) => ({ ...r, last_activity_at: new Date(r.last_activity_at).toISOString(), created_at: new Date(r.created_at).toISOString() }));
}
