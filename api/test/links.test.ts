import { describe, it } from 'node:test';
import { expect } from 'expect';
import { expectCreated, expectInvalid, expectRefused, type TestApp } from './helpers.js';
import { jobsSuite, link, move, newJob, seedCandidate, seedClient } from './fixtures/jobs.js';
import { createLink, moveLink } from '../src/modules/links/service.js';
import type { FastifyRequest } from 'fastify';

let t: TestApp;
let admin: string;
let acme: Awaited<ReturnType<typeof seedClient>>;
jobsSuite((s) => ({ t, admin, acme } = s));

const get = (url: string, token = admin) => t.as(token, { method: 'GET', url });

async function history(linkId: string) {
  const { rows } = await t.db.query<{
    from_main: string | null;
    from_sub: string | null;
    to_main: string;
    to_sub: string;
    changed_by: number | null;
    changed_at: Date;
  }>(
    `select h.from_main_status_id as from_main, h.from_sub_status_id as from_sub, h.to_main_status_id as to_main, h.to_sub_status_id as to_sub,
            h.changed_by, h.changed_at
       from candidate_job_status_history h join candidate_jobs cj on cj.id = h.link_id where cj.encrypted_id = $1 order by h.id`,
    [linkId],
  );
  return rows;
}

describe('POST /api/candidates_job_orders', () => {
  it('links at P/103, appends the first history row and an audit event', async () => {
    const job = await newJob(t, acme);
    const cand = await seedCandidate(t, { name: 'Asha Rao' });
    await t.db.query('update candidates set free_pool = true where id = $1', [cand.id]);
    const res = await t.post('/api/candidates_job_orders', {
      candidate_id: cand.encrypted_id,
      job_id: job,
      recruiter_id: t.admin.encrypted_id,
      expected_joining_date: '2031-02-01',
    });
    const id = expectCreated(res, 'Added Successfully');
    const rows = (
      await get(`/api/candidates_job_orders?candidate_id=${cand.encrypted_id}`)
    ).json().data;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      encrypted_id: id,
      candidate_id: cand.encrypted_id,
      candidate_name: 'Asha Rao',
      job_id: job,
      job_title: 'Senior React Developer',
      client_name: 'Acme',
      recruiter_id: t.admin.encrypted_id,
      user_type: 'recruiter',
      main_status_id: 'P',
      main_substatus_id: '103',
      mainstatus_id: 'P',
      mainsubstatus_id: '103',
      main_status: 'Prospective',
      main_substatus: 'Yet to Screen',
      expected_joining_date: '2031-02-01',
      offered_ctc: null,
    });
    const h = await history(id);
    expect(h).toHaveLength(1);
    expect(h[0]).toMatchObject({
      from_main: null,
      from_sub: null,
      to_main: 'P',
      to_sub: '103',
      changed_by: t.admin.id,
    });
    // a linked candidate is no longer in the free pool
    const pool = await t.db.query<{ free_pool: boolean }>(
      'select free_pool from candidates where id = $1',
      [cand.id],
    );
    expect(pool.rows[0].free_pool).toBe(false);
    const audit = await t.db.query<{ summary: string }>(
      `select summary from audit_events where action = 'candidate_job.create' order by id desc limit 1`,
    );
    expect(audit.rows[0].summary).toMatch(/Asha Rao linked to job Senior React Developer/);
  });

  it('refuses a second link of the same pair with 409', async () => {
    const job = await newJob(t, acme);
    const cand = await seedCandidate(t);
    await link(t, cand.encrypted_id, job);
    const again = await t.post('/api/candidates_job_orders', { candidate_id: cand.encrypted_id, job_id: job, recruiter_id: t.admin.encrypted_id });
    expectRefused(again, 409, 'Candidate already added for this job');
    const n = await t.db.query<{ n: number }>(
      'select count(*)::int as n from candidate_job_status_history h join candidates c on c.id = h.candidate_id where c.encrypted_id = $1',
      [cand.encrypted_id],
    );
    expect(n.rows[0].n).toBe(1);
  });

  it('validates the recruiter, the status pair and the ids', async () => {
    const job = await newJob(t, acme);
    const cand = await seedCandidate(t);
    const stranger = await t.user();
    const cases: [Record<string, unknown>, number, Record<string, string[]> | null][] = [
      [
        { candidate_id: cand.encrypted_id, job_id: job },
        422,
        { recruiter_id: ['The recruiter id field is required.'] },
      ],
      [
        { candidate_id: cand.encrypted_id, job_id: job, recruiter_id: stranger.encrypted_id },
        422,
        { recruiter_id: ['The selected recruiter is not assigned to this job.'] },
      ],
      [
        {
          candidate_id: cand.encrypted_id,
          job_id: job,
          recruiter_id: t.admin.encrypted_id,
          mainstatus_id: 'S',
          mainsubstatus_id: '103',
        },
        422,
        { mainsubstatus_id: ['The selected sub status does not belong to the main status.'] },
      ],
      [
        {
          candidate_id: cand.encrypted_id,
          job_id: job,
          recruiter_id: t.admin.encrypted_id,
          mainstatus_id: 'X',
          mainsubstatus_id: '103',
        },
        422,
        { mainstatus_id: ['The selected main status is invalid.'] },
      ],
      [
        {
          candidate_id: '00000000-0000-4000-8000-000000000000',
          job_id: '00000000-0000-4000-8000-000000000001',
          recruiter_id: t.admin.encrypted_id,
        },
        422,
        {
          candidate_id: ['The selected candidate id is invalid.'],
          job_id: ['The selected job id is invalid.'],
        },
      ],
      [
        {
          candidate_id: cand.encrypted_id,
          job_id: job,
          recruiter_id: t.admin.encrypted_id,
          offered_ctc: -5,
        },
        422,
        null,
      ],
    ];
    for (const [payload, status, errors] of cases) {
      const res = await t.as(admin, { method: 'POST', url: '/api/candidates_job_orders', payload });
      expect(res.statusCode).toBe(status);
      if (errors) expect(res.json().errors).toEqual(errors);
    }
    // user_id is accepted for the recruiter, and an explicit status is kept
    const ok = await t.post('/api/candidates_job_orders', {
      candidate_id: cand.encrypted_id,
      job_id: job,
      user_id: t.admin.encrypted_id,
      mainstatus_id: 'S',
      mainsubstatus_id: '201',
    });
    expect(ok.statusCode).toBe(201);
    expect((await history(ok.json().data.encrypted_id))[0]).toMatchObject({
      from_main: null,
      to_main: 'S',
      to_sub: '201',
    });
  });
});

describe('status moves', () => {
  it('moves a link, appends each move with who and when, and refuses a sub status of another main', async () => {
    const job = await newJob(t, acme);
    const cand = await seedCandidate(t);
    const id = await link(t, cand.encrypted_id, job);
    const editor = await t.user({
      role: 'cand-editor',
      grants: { Candidates: { m_view: 1, m_edit: 1 } },
    });
    t.clock.advance(600_000);
    const moved = await move(t, id, 'S', '201', editor.token);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({ status: true, message: 'Updated Successfully' });
    const wrong = await move(t, id, 'A', '201');
    expectInvalid(wrong, { mainsubstatus_id: ['The selected sub status does not belong to the main status.'] });
    t.clock.advance(60_000);
    const offered = await t.put('/api/candidates_job_orders', {
      encrypted_id: id,
      mainstatus_id: 'R',
      mainsubstatus_id: '401',
      offered_ctc: 1500000,
      expected_joining_date: '2031-03-01',
    });
    expect(offered.json()).toEqual({
      status: true,
      message: 'Candidate Job Orders Details Updated Successfully',
    });
    const h = await history(id);
    expect(h.map((r) => [r.from_main, r.from_sub, r.to_main, r.to_sub])).toEqual([
      [null, null, 'P', '103'],
      ['P', '103', 'S', '201'],
      ['S', '201', 'R', '401'],
    ]);
    expect(h[1].changed_by).toBe(editor.id);
    expect(new Date(h[2].changed_at).getTime()).toBe(t.clock.now().getTime());
    const row = (
      await get(`/api/candidate_job_status?candidate_id=${cand.encrypted_id}`)
    ).json().data[0];
    expect(row).toMatchObject({
      main_status_id: 'R',
      main_substatus_id: '401',
      main_status: 'Offered',
      main_substatus: 'Offer Released',
      offered_ctc: 1500000,
      expected_joining_date: '2031-03-01',
    });
    // the audit trail never carries the CTC figure
    const audit = await t.db.query<{ after: unknown }>(
      `select after from audit_events where action = 'candidate_job.move' order by id desc limit 1`,
    );
    expect(JSON.stringify(audit.rows[0].after)).not.toContain('1500000');
    // the same status again changes nothing in the history
    await move(t, id, 'R', '401');
    expect(await history(id)).toHaveLength(3);
    // a filter by main status
    expect(
      (
        await get(`/api/candidates_job_orders?candidate_id=${cand.encrypted_id}&mainstatus_id=R`)
      ).json().data,
    ).toHaveLength(1);
    expect(
      (
        await get(`/api/candidates_job_orders?candidate_id=${cand.encrypted_id}&mainstatus_id=J`)
      ).json().data,
    ).toHaveLength(0);
    expect(
      (await get('/api/candidates_job_orders')).statusCode,
    ).toBe(422);
  });

  it("rolls a move back with the caller's transaction (link, history and audit together)", async () => {
    const job = await newJob(t, acme);
    const cand = await seedCandidate(t);
    const id = await link(t, cand.encrypted_id, job);
    const { rows } = await t.db.query<{ id: number }>(
      'select id from candidate_jobs where encrypted_id = $1',
      [id],
    );
    const request = { server: t.app, auth: null, ip: '127.0.0.1' } as unknown as FastifyRequest;
    await expect(
      t.db.tx(async (q) => {
        await moveLink(q, request, Number(rows[0].id), { mainStatusId: 'J', subStatusId: '501' });
        throw new Error('caller failed');
      }),
    ).rejects.toThrow('caller failed');
    expect(await history(id)).toHaveLength(1);
    const after = await t.db.query<{ main_status_id: string }>(
      'select main_status_id from candidate_jobs where encrypted_id = $1',
      [id],
    );
    expect(after.rows[0].main_status_id).toBe('P');
    // createLink on a transaction that fails leaves no link
    const c2 = await seedCandidate(t);
    const jobId = Number(
      (await t.db.query<{ id: number }>('select id from job_orders where encrypted_id = $1', [job]))
        .rows[0].id,
    );
    await expect(
      t.db.tx(async (q) => {
        await createLink(q, request, { candidateId: c2.id, jobId, recruiterId: null });
        throw new Error('caller failed');
      }),
    ).rejects.toThrow('caller failed');
    expect(
      (await t.db.query('select 1 from candidate_jobs where candidate_id = $1', [c2.id])).rows,
    ).toHaveLength(0);
  });

  it('POST /api/candidate_job_status moves an existing link or creates it', async () => {
    const job = await newJob(t, acme);
    const cand = await seedCandidate(t);
    const created = await t.post('/api/candidate_job_status', {
      candidate_id: cand.encrypted_id,
      job_id: job,
      recruiter_id: t.admin.encrypted_id,
      mainstatus_id: 'P',
      mainsubstatus_id: '103',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.encrypted_id;
    const again = await t.post('/api/candidate_job_status', {
      candidate_id: cand.encrypted_id,
      job_id: job,
      recruiter_id: t.admin.encrypted_id,
      mainstatus_id: 'A',
      mainsubstatus_id: '301',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.encrypted_id).toBe(id);
    expect((await history(id)).map((r) => r.to_sub)).toEqual(['103', '301']);
  });

  it('changes the recruiter to another user of the job only', async () => {
    const rec = await t.user({ role: 'recruiter' });
    const job = await newJob(t, acme, { user_recruiter: [t.admin.encrypted_id, rec.encrypted_id] });
    const cand = await seedCandidate(t);
    const id = await link(t, cand.encrypted_id, job);
    const toP104 = (encrypted_id: string, recruiter_id?: string) =>
      t.put('/api/candidates_job_orders', { encrypted_id, mainstatus_id: 'P', mainsubstatus_id: '104', recruiter_id });
    const ok = await toP104(id, rec.encrypted_id);
    expect(ok.statusCode).toBe(200);
    const row = (
      await get(`/api/candidates_job_orders?job_id=${job}`)
    ).json().data[0];
    expect(row.recruiter_id).toBe(rec.encrypted_id);
    const other = await t.user();
    expect((await toP104(id, other.encrypted_id)).statusCode).toBe(422);
    expect((await toP104('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('DELETE /api/candidates_job_orders/{id}', () => {
  it('removes the link with its history and interviews', async () => {
    const job = await newJob(t, acme);
    const cand = await seedCandidate(t);
    const id = await link(t, cand.encrypted_id, job);
    await move(t, id, 'S', '201');
    const res = await t.as(admin, { method: 'DELETE', url: `/api/candidates_job_orders/${id}` });
    expect(res.json()).toEqual({ status: true, message: 'Deleted Successfully' });
    expect(await history(id)).toHaveLength(0);
    expect(
      (await t.as(admin, { method: 'DELETE', url: `/api/candidates_job_orders/${id}` })).statusCode,
    ).toBe(404);
    // it can be linked again
    await link(t, cand.encrypted_id, job);
  });
});

describe('permissions', () => {
  it('reads with Candidates or Job Orders view; writes with Candidates edit only; 403 otherwise', async () => {
    const job = await newJob(t, acme);
    const cand = await seedCandidate(t);
    const id = await link(t, cand.encrypted_id, job);
    const viewer = await t.user({ role: 'jo-viewer', grants: { 'Job Orders': { m_view: 1 } } });
    const jobEditor = await t.user({
      role: 'jo-editor',
      grants: { 'Job Orders': { m_view: 1, m_edit: 1 } },
    });
    const none = await t.user({ role: 'no-flags', grants: { Clients: { m_view: 1, m_edit: 1 } } });
    expect(
      (await t.as(viewer.token, { method: 'GET', url: `/api/candidates_job_orders?job_id=${job}` }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.as(viewer.token, { method: 'GET', url: `/api/job_assigned_users/${job}` }))
        .statusCode,
    ).toBe(200);
    expect((await move(t, id, 'S', '202', viewer.token)).statusCode).toBe(403);
    expect(
      (await t.as(viewer.token, { method: 'DELETE', url: `/api/candidates_job_orders/${id}` }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.post('/api/candidates_job_orders', {
          candidate_id: cand.encrypted_id,
          job_id: job,
          recruiter_id: t.admin.encrypted_id,
        }, viewer.token)
      ).statusCode,
    ).toBe(403);
    // Job Orders edit without Candidates flags: no status move, no new link, no removal (issue 22, finding 1).
    expect((await move(t, id, 'S', '202', jobEditor.token)).statusCode).toBe(403);
    expect((await t.as(jobEditor.token, { method: 'DELETE', url: `/api/candidates_job_orders/${id}` })).statusCode).toBe(403);
    const other = await seedCandidate(t);
    expect(
      (
        await t.post('/api/candidate_job_status', { candidate_id: other.encrypted_id, job_id: job, recruiter_id: t.admin.encrypted_id, mainstatus_id: 'P', mainsubstatus_id: '103' }, jobEditor.token)
      ).statusCode,
    ).toBe(403);
    const candEditor = await t.user({ role: 'cand-link-editor', grants: { Candidates: { m_view: 1, m_edit: 1 } } });
    expect((await move(t, id, 'S', '202', candEditor.token)).statusCode).toBe(200);
    for (const [method, url] of [
      ['GET', `/api/candidates_job_orders?job_id=${job}`],
      ['GET', `/api/candidate_job_status?job_id=${job}`],
      ['GET', `/api/job_assigned_users/${job}`],
      ['PUT', '/api/candidate_job_status'],
      ['POST', '/api/candidate_job_status'],
      ['DELETE', `/api/candidates_job_orders/${id}`],
    ] as const) {
      expect(
        (
          await t.as(none.token, {
            method,
            url,
            payload: method === 'GET' || method === 'DELETE' ? undefined : {},
          })
        ).statusCode,
      ).toBe(403);
    }
  });
});

describe('GET /api/job_assigned_users/{job_id}', () => {
  it("lists the job's users, recruiters first", async () => {
    const manager = await t.user({ role: 'manager' });
    const job = await newJob(t, acme, { user_manager: [manager.encrypted_id] });
    const res = await get(`/api/job_assigned_users/${job}`);
    expect(res.json()).toEqual({
      status: true,
      data: [
        {
          user_id: t.admin.encrypted_id,
          username: expect.any(String),
          user_type: 'recruiter',
          email: t.admin.email,
        },
        {
          user_id: manager.encrypted_id,
          username: expect.any(String),
          user_type: 'manager',
          email: manager.email,
        },
      ],
    });
    expect(
      (
        await get('/api/job_assigned_users/00000000-0000-4000-8000-000000000000')
      ).statusCode,
    ).toBe(404);
  });
});
