// Durable background work. A change that calls for work after it (indexing a resume's text, later e-mail or bulk
// parsing) writes a job with `enqueueJob` in its own transaction; once that commits, `app.work.wake()` runs it in
// this process, off the request. The job table survives a kill: each start sweeps it and runs what is due.
// A run that throws is tried again later (exponential back-off) until the kind's attempts are spent, then kept as
// failed. Handlers must be idempotent: a process killed mid-run leaves its job to run again.
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../db/index.js';
import type { Clock } from '../../lib/actor.js';
import {
  claimDueJob,
  deleteJob,
  insertJob,
  nextDueAt,
  releaseAllClaims,
  releaseClaim,
  releaseFailedJob,
} from './repository.js';

/** What a run may ask of the worker while it works. */
export type RunContext = {
  /** True once the process is stopping: a long run ends its step and answers 'again'. */
  stopping(): boolean;
};

export type JobKind<P = unknown> = {
  /**
   * Does the job (or its next step). 'again' when work remains (a long job works in steps, so other jobs run between
   * them and a stopping process hands over quickly): the job is released to run again at once, without counting as
   * an attempt.
   */
  run(payload: P, ctx: RunContext): Promise<void | 'again'>;
  /** How many runs before the job is kept as failed. */
  attempts: number;
  /** Called once when the job is kept as failed (its last attempt threw), to mark what it worked on. */
  failed?(payload: P): Promise<void>;
};

/** A claim older than this belongs to a process that died (on a PostgreSQL server, where several processes run). */
export const CLAIM_LEASE_MS = 10 * 60_000;
/** The wait before the n-th retry: 5 s, 10 s, 20 s… at most an hour. */
export const retryDelayMs = (attempt: number) =>
  Math.min(3_600_000, 5_000 * 2 ** Math.max(0, attempt - 1));

/** Writes a job in the caller's transaction: it runs once that commits and `wake()` is called (or at the next start). */
export async function enqueueJob(
  q: Queryable,
  clock: Clock,
  kind: string,
  payload: unknown,
): Promise<number> {
  const now = clock.now();
  return insertJob(q, kind, payload, now, now);
}

export type Worker = {
  /** Runs the due jobs (after a commit that enqueued one). */
  wake(): void;
  /** Resolves when nothing due is waiting and nothing is running (tests, shutdown). */
  idle(): Promise<void>;
  /** Releases dead processes' claims and runs what is due: the sweep at start. */
  start(): Promise<void>;
  /** Takes no more work; resolves when the run in progress has ended. */
  stop(): Promise<void>;
};

export function createWorker(
  deps: { db: Db; clock: Clock; log: FastifyBaseLogger },
  kinds: Record<string, JobKind<never>>,
): Worker {
  const { db, clock, log } = deps;
  const names = Object.keys(kinds);
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  /** Jobs claimed so far: idle() stops waiting when a run claimed nothing (the database refused, another process holds it). */
  let claimed = 0;

  const runOne = async (): Promise<boolean> => {
    const now = clock.now();
    const job = await claimDueJob(db, names, now, new Date(now.getTime() - CLAIM_LEASE_MS));
    if (!job) return false;
    claimed++;
    const kind = kinds[job.kind];
    try {
      const outcome = await kind.run(job.payload as never, { stopping: () => stopped });
      if (outcome === 'again') await releaseClaim(db, job.id, job.locked_at, clock.now());
      else await deleteJob(db, job.id, job.locked_at);
    } catch (e) {
      // The reason without content: the error's class and code, never its message (it may quote a file).
      const error = [(e as Error)?.name ?? 'Error', (e as { code?: string })?.code]
        .filter(Boolean)
        .join(' ');
      const last = job.attempts >= kind.attempts;
      log.warn(
        {
          event: 'background-job-failed',
          job: job.id,
          kind: job.kind,
          attempt: job.attempts,
          final: last,
          err: { type: error },
        },
        'background job failed',
      );
      await releaseFailedJob(
        db,
        job.id,
        job.locked_at,
        error,
        last
          ? { failedAt: clock.now() }
          : { runAfter: new Date(clock.now().getTime() + retryDelayMs(job.attempts)) },
      );
      if (last && kind.failed) await kind.failed(job.payload as never);
    }
    return true;
  };

  const schedule = async () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const at = await nextDueAt(db, names);
    if (!at || stopped) return;
    timer = setTimeout(wake, Math.max(0, at.getTime() - clock.now().getTime()));
    timer.unref();
  };

  const drain = async () => {
    do {
      again = false;
      while (!stopped && (await runOne()));
    } while (again && !stopped);
    if (!stopped) await schedule();
  };

  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((e: unknown) =>
        log.warn(
          { event: 'background-jobs-unavailable', err: { type: (e as Error)?.name } },
          'background jobs could not run',
        ),
      )
      .finally(() => {
        running = null;
      });
  }

  return {
    wake,
    async idle() {
      for (;;) {
        if (running) {
          await running;
          continue;
        }
        if (stopped) return;
        const at = await nextDueAt(db, names);
        if (!at || at.getTime() > clock.now().getTime()) return;
        const before = claimed;
        wake();
        await running;
        if (claimed === before) return;
      }
    },
    async start() {
      stopped = false;
      if (db.kind === 'pglite') await releaseAllClaims(db);
      wake();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      while (running) await running;
    },
  };
}
