import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { ResumeParseError } from './errors.js';
import type { ParseLimits, ParseOptions, ParseOutput } from './types.js';
import type { WorkerResult, WorkerTask } from './worker.js';

export type PoolOptions = {
  maxThreads?: number;
  /** Per-file time limit in milliseconds (default 20 s), counted from when a thread starts on the file. */
  timeoutMs?: number;
  limits?: Partial<ParseLimits>;
  /** Heap limit per worker thread, in MB (default 512). */
  maxHeapMb?: number;
};

/** How long a new thread may take to load the parser before its first file's own limit starts. */
const THREAD_START_MS = 60_000;

export type ParserPool = {
  parse(bytes: Buffer, opts: ParseOptions): Promise<ParseOutput>;
  extractText(bytes: Buffer, fileName: string): Promise<string>;
  close(): Promise<void>;
  /** Files waiting for a thread, and files being parsed now (the metrics read them). */
  stats?(): { queued: number; active: number };
};

/** The compiled worker next to this file (dist/), else the TypeScript source run through tsx (tsx, jest). */
function workerEntry(): { filename: string; execArgv: string[] } {
  const js = path.join(__dirname, 'worker.js');
  if (existsSync(js)) return { filename: js, execArgv: [] };
  const ts = path.join(__dirname, 'worker.ts');
  const req = createRequire(__filename);
  let loader = 'tsx';
  try {
    loader = pathToFileURL(req.resolve('tsx')).href;
  } catch {
    /* resolved by the worker from its cwd */
  }
  return { filename: ts, execArgv: ['--import', loader] };
}

/**
 * The flags of this process a parser thread needs to load its code the same way: loaders and preloaded modules,
 * export conditions, source maps, type stripping. A worker thread refuses process-wide and V8 flags
 * (ERR_WORKER_INVALID_EXEC_ARGV), and Node 24's test runner starts each test file with every option it resolved
 * spelled out (`--stack-trace-limit=10`, `--v8-pool-size=4`, `--test-concurrency=0`, …), so the flags are chosen,
 * not inherited. A debugger's flags stay with the main thread.
 */
const WORKER_FLAGS = /^(--import|--require|-r|--loader|--experimental-loader|--conditions|-C|--enable-source-maps|--no-experimental-strip-types|--experimental-strip-types|--experimental-transform-types)(=|$)/;
const WITH_VALUE = /^(--import|--require|-r|--loader|--experimental-loader|--conditions|-C)$/;

export function workerExecArgv(execArgv: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < execArgv.length; i++) {
    const a = execArgv[i];
    if (!WORKER_FLAGS.test(a)) continue;
    out.push(a);
    if (WITH_VALUE.test(a) && i + 1 < execArgv.length) out.push(execArgv[++i]);
  }
  return out;
}

/**
 * A piscina pool for resume parsing, so parsing never blocks the server's event loop. Each file gets a time
 * limit; a file over it is aborted (its thread is terminated and replaced) and rejected with ResumeParseError('timeout').
 * Files wait in this wrapper's queue until a thread is free, so waiting does not count against the limit.
 */
export function createParserPool(opts: PoolOptions = {}): ParserPool {
  const maxThreads = Math.max(1, opts.maxThreads ?? Math.min(4, Math.max(1, os.availableParallelism() - 1)));
  const timeoutMs = opts.timeoutMs ?? 20_000;
  const entry = workerEntry();
  const pool = new Piscina({
    filename: entry.filename,
    execArgv: [...workerExecArgv(process.execArgv), ...entry.execArgv],
    minThreads: 0,
    maxThreads,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: opts.maxHeapMb ?? 512 },
  });
  let active = 0;
  const waiting: Array<() => void> = [];
  let closed = false;

  const acquire = () =>
    new Promise<void>((resolve) => {
      if (active < maxThreads) {
        active++;
        resolve();
      } else waiting.push(() => {
        active++;
        resolve();
      });
    });
  const release = () => {
    active--;
    const next = waiting.shift();
    if (next) next();
  };

  async function submit(task: WorkerTask): Promise<WorkerResult> {
    if (closed) throw new Error('The parser pool is closed.');
    await acquire();
    const ac = new AbortController();
    // The limit counts from when a thread starts on the file (it says so through `started`): a thread started for
    // this file first loads the parser, which on a busy machine can take seconds. Loading has its own, wider limit.
    const { port1: startedHere, port2: started } = new MessageChannel();
    let timer = setTimeout(() => ac.abort(), THREAD_START_MS + timeoutMs);
    startedHere.once('message', () => {
      clearTimeout(timer);
      timer = setTimeout(() => ac.abort(), timeoutMs);
    });
    try {
      return (await pool.run(
        { ...task, started },
        { signal: ac.signal, transferList: [task.bytes.buffer as ArrayBuffer, started] },
      )) as WorkerResult;
    } catch (e) {
      if (ac.signal.aborted) throw new ResumeParseError('timeout', undefined, `over ${timeoutMs} ms`);
      const msg = String((e as Error)?.message ?? e);
      if (/out of memory|ERR_WORKER_OUT_OF_MEMORY/i.test(msg + String((e as { code?: string }).code))) throw new ResumeParseError('too_large', undefined, msg);
      throw new ResumeParseError('corrupt', undefined, msg);
    } finally {
      clearTimeout(timer);
      startedHere.close();
      release();
    }
  }

  const copy = (b: Buffer) => new Uint8Array(b); // an own ArrayBuffer, moved to the worker

  return {
    async parse(bytes, o) {
      const res = await submit({ op: 'parse', bytes: copy(bytes), fileName: o.fileName, skills: o.skills ?? [], now: o.now?.toISOString(), limits: { ...opts.limits, ...o.limits } });
      if (!res.ok) throw new ResumeParseError(res.code, res.message, res.detail);
      const out = res.output!;
      if (out.photo) {
        const u8 = out.photo.bytes as unknown as Uint8Array;
        out.photo.bytes = Buffer.from(u8.buffer, u8.byteOffset, u8.byteLength);
      }
      return out;
    },
    async extractText(bytes, fileName) {
      const res = await submit({ op: 'text', bytes: copy(bytes), fileName, limits: opts.limits });
      if (!res.ok) throw new ResumeParseError(res.code, res.message, res.detail);
      return res.text ?? '';
    },
    stats: () => ({ queued: waiting.length, active }),
    async close() {
      closed = true;
      await pool.destroy();
    },
  };
}
