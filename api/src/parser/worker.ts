/** The piscina worker: one parse (or text extraction) per task; failures come back as data, never as a thrown clone. */
import { ResumeParseError } from './errors.js';
import { extractText, parseResume } from './index.js';
import type { ParseLimits, ParseOutput, SkillEntry } from './types.js';
import type { MessagePort } from 'node:worker_threads';

export type WorkerTask = (
  | { op: 'parse'; bytes: Uint8Array; fileName: string; skills: SkillEntry[]; now?: string; limits?: Partial<ParseLimits> }
  | { op: 'text'; bytes: Uint8Array; fileName: string; limits?: Partial<ParseLimits> }
) & {
  /** Told when this thread starts on the file (the parser is loaded): the pool's time limit counts from then. */
  started?: MessagePort;
};

export type WorkerResult =
  | { ok: true; output?: ParseOutput; text?: string }
  | { ok: false; code: ResumeParseError['code']; message: string; detail?: string };

export default async function run(task: WorkerTask): Promise<WorkerResult> {
  task.started?.postMessage(true);
  task.started?.close();
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  try {
    if (task.op === 'text') return { ok: true, text: await extractText(bytes, task.fileName, task.limits) };
    const output = await parseResume(bytes, {
      fileName: task.fileName,
      skills: task.skills,
      now: task.now ? new Date(task.now) : undefined,
      limits: task.limits,
    });
    return { ok: true, output };
  } catch (e) {
    if (e instanceof ResumeParseError) return { ok: false, code: e.code, message: e.message, detail: e.detail };
    return { ok: false, code: 'corrupt', message: new ResumeParseError('corrupt').message, detail: String((e as Error)?.stack ?? e) };
  }
}
