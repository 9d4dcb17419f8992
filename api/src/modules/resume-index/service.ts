// A candidate's resume text, extracted after the save commits (off the request) and indexed by the `search` column.
// The save enqueues a background job in its own transaction: a process killed right after the commit still indexes
// the resume at its next start.
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../db/index.js';
import type { Storage } from '../../files/storage.js';
import type { Clock } from '../../lib/actor.js';
import { enqueueJob, type JobKind } from '../background-jobs/service.js';
import { currentResumeFile, storeResumeText } from './repository.js';

export const RESUME_INDEX_JOB = 'resume.index';
/** Longest resume text kept for search (to_tsvector refuses more than 1 MB). */
const RESUME_TEXT_MAX = 200_000;

type TextExtractor = { extractText(bytes: Buffer, fileName: string): Promise<string> };
type Payload = { candidate_id: number; file_id: number };

/**
 * Extracts the text of the candidate's resume (when it is still `fileId`) and stores it. False when the resume was
 * replaced or the candidate deleted meanwhile (nothing to do); throws when the text cannot be extracted.
 */
export async function indexResumeText(
  deps: { db: Db; storage: Storage; parser: TextExtractor },
  candidateId: number,
  fileId: number,
): Promise<boolean> {
  const file = await currentResumeFile(deps.db, candidateId, fileId);
  if (!file) return false;
  const bytes = await deps.storage.readAll(file.storage_key);
  const extracted = await deps.parser.extractText(bytes, file.original_name);
  const clean = String(extracted ?? '')
    .split(String.fromCharCode(0))
    .join(' ')
    .slice(0, RESUME_TEXT_MAX);
  return storeResumeText(deps.db, candidateId, fileId, clean);
}

/** Asks for the resume's indexing, in the transaction that saves it. Call `app.work.wake()` after the commit. */
export async function enqueueResumeIndexing(
  q: Queryable,
  clock: Clock,
  candidateId: number,
  fileId: number,
): Promise<void> {
  await enqueueJob(q, clock, RESUME_INDEX_JOB, {
    candidate_id: candidateId,
    file_id: fileId,
  } satisfies Payload);
}

/**
 * The background job kind that indexes a resume. A file the parser cannot read is done with (its text stays empty,
 * as a retry would read the same bytes); anything else (storage, the worker pool) is tried again.
 */
export function resumeIndexJob(deps: {
  db: Db;
  storage: Storage;
  parser: TextExtractor;
  log: FastifyBaseLogger;
}): JobKind<Payload> {
  return {
    attempts: 5,
    run: async (p) => {
      try {
        await indexResumeText(deps, Number(p.candidate_id), Number(p.file_id));
      } catch (e) {
        if ((e as Error)?.name !== 'ResumeParseError') throw e;
        deps.log.warn(
          {
            event: 'resume-text-failed',
            candidate: Number(p.candidate_id),
            err: { type: (e as Error).name, code: (e as { code?: string }).code },
          },
          'resume text extraction failed',
        );
      }
    },
  };
}

/** Resolves when no resume indexing (nor other background work) of this app is due or running (tests). */
export async function settleResumeIndexing(app: {
  work: { idle(): Promise<void> };
}): Promise<void> {
  await app.work.idle();
}
