/**
 * Parsing speed on the corpus, in this one thread (one core; sharp is limited to one thread too).
 *   cd api && npx tsx corpus/bench.ts [--rounds N]
 * Prints the p50/p95 latency of a 2-page PDF, per-format means, and files per second over the whole corpus.
 */
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { DEFAULT_SKILLS, parseResume } from '../src/parser/index.js';
import { loadCorpus } from './score.js';

function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
}

async function main() {
  const args = process.argv.slice(2);
  const rounds = args.includes('--rounds') ? Number(args[args.indexOf('--rounds') + 1]) : 5;
  sharp.concurrency(1);
  const corpus = loadCorpus();
  const twoPage: typeof corpus = [];
  for (const c of corpus) {
    if (c.exp.format !== 'pdf') continue;
    const n = (await PDFDocument.load(c.bytes)).getPageCount();
    if (n === 2) twoPage.push(c);
  }
  let cpu = 0; // CPU time of the last run, ms (steadier than wall time on a busy machine)
  const run = async (c: (typeof corpus)[number]) => {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await parseResume(c.bytes, { fileName: c.exp.file, skills: DEFAULT_SKILLS, now: new Date(c.exp.now) });
    const d = process.cpuUsage(c0);
    cpu = (d.user + d.system) / 1000;
    return performance.now() - t0;
  };
  // Warm-up: loads pdfjs, mammoth, sharp and compiles the skills matcher once, as a long-lived worker would.
  const t0 = performance.now();
  await run(corpus[0]);
  const first = performance.now() - t0;
  for (const c of corpus) await run(c);

  const lat: number[] = [];
  const latCpu: number[] = [];
  for (let r = 0; r < Math.max(rounds * 4, 20); r++)
    for (const c of twoPage) {
      lat.push(await run(c));
      latCpu.push(cpu);
    }

  const byFormat = new Map<string, number[]>();
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  let files = 0;
  for (let r = 0; r < rounds; r++) {
    for (const c of corpus) {
      const ms = await run(c);
      files++;
      const list = byFormat.get(c.exp.format) ?? [];
      list.push(ms);
      byFormat.set(c.exp.format, list);
    }
  }
  const secs = (performance.now() - start) / 1000;
  const cpuD = process.cpuUsage(cpuStart);
  const cpuSecs = (cpuD.user + cpuD.system) / 1e6;
  const f = (x: number) => `${x.toFixed(0)} ms`;
  console.log(`first parse in a fresh thread (library loading included): ${f(first)}`);
  console.log(`2-page PDF (${twoPage.length} files × ${lat.length / Math.max(1, twoPage.length)} runs): wall p50 ${f(pct(lat, 50))}, p95 ${f(pct(lat, 95))}, max ${f(Math.max(...lat))}; CPU p50 ${f(pct(latCpu, 50))}, p95 ${f(pct(latCpu, 95))}  (target p95 < 500 ms)`);
  for (const [fmt, xs] of [...byFormat.entries()].sort()) console.log(`${fmt.padEnd(5)} mean ${f(xs.reduce((a, b) => a + b, 0) / xs.length)}, p95 ${f(pct(xs, 95))} (${xs.length / rounds} files)`);
  console.log(`whole corpus on one core: ${files} files in ${secs.toFixed(1)} s wall = ${(files / secs).toFixed(1)} files/s; ${cpuSecs.toFixed(1)} s CPU = ${(files / cpuSecs).toFixed(1)} files per CPU-second`);
  console.log(`load average while measuring: ${(await import('node:os')).loadavg().map((x) => x.toFixed(1)).join(' ')}`);
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
