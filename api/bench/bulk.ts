/**
 * A bulk action over 5,000 candidates (issue 19): `npx tsx api/bench/bulk.ts [--candidates N]`. On an in-memory
 * embedded database, as `buildTestApp` makes it: N candidates, one job order, then "add all N matching to the job
 * order" through POST /api/candidates_bulk, polling its progress as the list does; prints the progress seen and the
 * time. A measurement, not a test.
 */
import { buildTestApp } from '../test/helpers.js';
import { seedJob, userEncryptedId } from '../test/fixtures/candidates.js';

const arg = process.argv.indexOf('--candidates');
const n = arg > 0 ? Number(process.argv[arg + 1]) : 5000;

async function main() {
  const t = await buildTestApp();
  try {
    await t.db.query(
      `insert into candidates (name, primary_mobile, primary_email, exp_years, notice_period)
     select 'Bulk Person ' || g, '98' || lpad(g::text, 8, '0'), 'bulk' || g || '@example.com', 5, 30 from generate_series(1, $1::int) g`,
      [n],
    );
    const job = await seedJob(t, t.admin.id, 'Bulk Measure');
    const recruiter = await userEncryptedId(t, t.admin.id);
    const started = performance.now();
    const res = await t.as(t.admin.token, {
      method: 'POST',
      url: '/api/candidates_bulk',
      payload: {
        action: 'add_to_job',
        selection: { filters: { q: 'bulk person', exp_min: 5 } },
        job_id: job.encrypted_id,
        recruiter_id: recruiter,
      },
    });
    if (res.statusCode !== 202) throw new Error(res.body);
    const answered = performance.now() - started;
    const id = res.json().data.encrypted_id;
    const seen: string[] = [];
    for (;;) {
      const job = (
        await t.as(t.admin.token, { method: 'GET', url: `/api/candidates_bulk/${id}` })
      ).json().data;
      const line = `${job.state} ${job.done}/${job.total}`;
      if (seen.at(-1) !== line) seen.push(line);
      if (job.state !== 'running') {
        const ms = performance.now() - started;
        console.log(
          `bulk add_to_job over ${job.total} candidates: answered in ${answered.toFixed(0)} ms, done in ${(ms / 1000).toFixed(1)} s (${((job.total / ms) * 1000).toFixed(0)} rows/s), ${job.succeeded} succeeded, ${job.failures.length} failed`,
        );
        console.log(
          `progress seen while polling: ${seen.length} states, ${seen.slice(0, 3).join(', ')} … ${seen.slice(-2).join(', ')}`,
        );
        break;
      }
      await new Promise((r) => setTimeout(r, 1000));
    }
  } finally {
    await t.close();
  }
}

void main();
