// Offers and placements carry their numbers (issue 17 §2): offered CTC and expected joining date sent with a move
// (PUT /api/candidates_job_orders, PUT and POST /api/candidate_job_status), validated, stored on the link, editable
// later, and read back wherever the seed shows them: the candidate's links (the Snapshot's Offered entry, main
// status R), the job's pipeline rows and the dashboard's Placed / Offered list.
import { describe, it } from 'node:test';
import { expect } from 'expect';
import type { TestApp } from './helpers.js';
import { jobsSuite, link, newJob, seedCandidate, seedClient } from './fixtures/jobs.js';

let t: TestApp;
let admin: string;
let acme: Awaited<ReturnType<typeof seedClient>>;
jobsSuite((s) => ({ t, admin, acme } = s));

const put = (url: string, payload: Record<string, unknown>) => t.as(admin, { method: 'PUT', url, payload });
const get = async (url: string) => (await t.as(admin, { method: 'GET', url })).json();

async function fresh(name: string) {
  const job = await newJob(t, acme);
  const cand = await seedCandidate(t, { name });
  const id = await link(t, cand.encrypted_id, job);
  return { job, cand, id };
}

describe('offer numbers on a move', () => {
  for (const url of ['/api/candidates_job_orders', '/api/candidate_job_status']) {
    it(`${url} refuses a CTC of 0 or less and a date that is not a real date, with field errors`, async () => {
      const { id } = await fresh(`Refused ${url}`);
      const move = { encrypted_id: id, mainstatus_id: 'R', mainsubstatus_id: '401' };
      for (const offered_ctc of [0, -5]) {
        const res = await put(url, { ...move, offered_ctc, expected_joining_date: '2026-12-01' });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual({ offered_ctc: ['The offered ctc must be greater than 0.'] });
      }
      for (const expected_joining_date of ['2026-02-30', '01-12-2026', 'soon']) {
        const res = await put(url, { ...move, offered_ctc: 1200000, expected_joining_date });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual({ expected_joining_date: ['The expected joining date must be a valid date.'] });
      }
      const text = await put(url, { ...move, offered_ctc: 'twelve lakh' });
      expect(text.json().errors).toEqual({ offered_ctc: ['The offered ctc must be a number.'] });
      // nothing moved
      const { rows } = await t.db.query<{ main_status_id: string; offered_ctc: string | null }>(
        'select main_status_id, offered_ctc from candidate_jobs where encrypted_id = $1',
        [id],
      );
      expect(rows[0]).toEqual({ main_status_id: 'P', offered_ctc: null });
    });
  }

  it('stores them, shows them on the dashboard list, the Offered entry and the pipeline, and edits them later', async () => {
    const { id, cand, job } = await fresh('Offered Olivia');
    const res = await put('/api/candidates_job_orders', {
      encrypted_id: id,
      mainstatus_id: 'R',
      mainsubstatus_id: '401',
      offered_ctc: 1450000,
      expected_joining_date: '2026-12-15',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Candidate Job Orders Details Updated Successfully');

    const offered = await get(`/api/candidates_job_orders?candidate_id=${cand.encrypted_id}&mainstatus_id=R`);
    expect(offered.data).toHaveLength(1);
    expect(offered.data[0]).toMatchObject({ offered_ctc: 1450000, expected_joining_date: '2026-12-15' });

    const dash = await get('/api/dashboard_placed_offered_list?q=Olivia');
    expect(dash.data).toHaveLength(1);
    expect(dash.data[0]).toMatchObject({ candidate_name: 'Offered Olivia', ctc: 1450000, doj: '2026-12-15' });

    const pipe = await get(`/api/job_pipeline/${job}/offered`);
    expect(pipe.data[0]).toMatchObject({ candidate_name: 'Offered Olivia', offered_ctc: 1450000, expected_joining_date: '2026-12-15' });

    // editable later: the same status, new numbers; no status change is recorded for it
    const historyBefore = await t.db.query('select 1 from candidate_job_status_history h join candidate_jobs cj on cj.id = h.link_id where cj.encrypted_id = $1', [id]);
    const edit = await put('/api/candidates_job_orders', {
      encrypted_id: id,
      mainstatus_id: 'R',
      mainsubstatus_id: '402',
      offered_ctc: 1500000,
      expected_joining_date: '2027-01-04',
    });
    expect(edit.statusCode).toBe(200);
    const again = await get('/api/dashboard_placed_offered_list?q=Olivia');
    expect(again.data[0]).toMatchObject({ ctc: 1500000, doj: '2027-01-04' });
    const historyAfter = await t.db.query('select 1 from candidate_job_status_history h join candidate_jobs cj on cj.id = h.link_id where cj.encrypted_id = $1', [id]);
    expect(historyAfter.rows.length).toBe(historyBefore.rows.length + 1);

    // a move that does not mention them keeps them
    await put('/api/candidate_job_status', { encrypted_id: id, mainstatus_id: 'J', mainsubstatus_id: '501' });
    const joined = await get(`/api/candidates_job_orders?candidate_id=${cand.encrypted_id}`);
    expect(joined.data[0]).toMatchObject({ main_status_id: 'J', offered_ctc: 1500000, expected_joining_date: '2027-01-04' });
  });

  it('POST /api/candidate_job_status takes them on a move and on a new link', async () => {
    const { cand, job } = await fresh('Posted Priya');
    const moved = await t.as(admin, {
      method: 'POST',
      url: '/api/candidate_job_status',
      payload: {
        candidate_id: cand.encrypted_id,
        job_id: job,
        mainstatus_id: 'R',
        mainsubstatus_id: '401',
        offered_ctc: 990000,
        expected_joining_date: '2026-12-31',
      },
    });
    expect(moved.statusCode).toBe(200);
    const other = await newJob(t, acme);
    const created = await t.as(admin, {
      method: 'POST',
      url: '/api/candidate_job_status',
      payload: {
        candidate_id: cand.encrypted_id,
        job_id: other,
        recruiter_id: t.admin.encrypted_id,
        mainstatus_id: 'J',
        mainsubstatus_id: '501',
        offered_ctc: 800000,
        expected_joining_date: '2026-12-20',
      },
    });
    expect(created.statusCode).toBe(201);
    const rows = (await get(`/api/candidates_job_orders?candidate_id=${cand.encrypted_id}`)).data as Record<string, unknown>[];
    expect(rows.map((r) => [r.main_status_id, r.offered_ctc, r.expected_joining_date]).sort()).toEqual([
      ['J', 800000, '2026-12-20'],
      ['R', 990000, '2026-12-31'],
    ]);
    const bad = await t.as(admin, {
      method: 'POST',
      url: '/api/candidate_job_status',
      payload: { candidate_id: cand.encrypted_id, job_id: job, mainstatus_id: 'R', mainsubstatus_id: '401', offered_ctc: 0 },
    });
    expect(bad.json().errors).toEqual({ offered_ctc: ['The offered ctc must be greater than 0.'] });
  });
});
