/**
 * Per-field accuracy of the parser on the labelled corpus.
 *   cd api && npx tsx corpus/accuracy.ts [--verbose] [--json] [--only SUBSTRING]
 */
import { DEFAULT_SKILLS, parseResume } from '../src/parser/index.js';
import { formatReport, loadCorpus, score, type Outcome } from './score.js';

async function main() {
  const args = process.argv.slice(2);
  const verbose = args.includes('--verbose');
  const json = args.includes('--json');
  const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : '';
  const outcomes: Outcome[] = [];
  for (const { exp, bytes } of loadCorpus()) {
    if (only && !exp.file.includes(only)) continue;
    const t0 = performance.now();
    try {
      const out = await parseResume(bytes, { fileName: exp.file, skills: DEFAULT_SKILLS, now: new Date(exp.now) });
      outcomes.push({ exp, got: out.data, photo: Boolean(out.photo), ms: performance.now() - t0 });
    } catch (e) {
      outcomes.push({ exp, got: null, photo: false, error: String((e as Error)?.message ?? e), ms: performance.now() - t0 });
    }
  }
  const report = score(outcomes);
  if (json) {
    console.log(JSON.stringify({ ...report, failures: verbose ? report.failures : report.failures.length }, null, 2));
    return;
  }
  console.log(formatReport(report));
  if (verbose) {
    console.log('\nmismatches:');
    for (const f of report.failures) console.log(`  ${f.file}  ${f.field}: expected ${JSON.stringify(f.expected)} got ${JSON.stringify(f.got)}`);
    for (const o of outcomes) if (o.error) console.log(`  ${o.exp.file}  ERROR ${o.error}`);
  }
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
