import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildTestApp, expectInvalid, type TestApp } from './helpers.js';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(() => t.close());

const admin = () => t.admin.token;

async function addSkill(name: string): Promise<string> {
  const res = await t.post('/api/skills', { name });
  expect(res.statusCode).toBe(201);
  return res.json().data.encrypted_id;
}

async function skillId(encryptedId: string): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>('select id from skills where encrypted_id = $1', [encryptedId]);
  return Number(rows[0].id);
}

describe('GET /api/skills', () => {
  it('pages (7 a page), sorts and searches', async () => {
    const names = ['Kotlinx', 'Gox', 'Rustx', 'Scalax', 'Elixirx', 'Haskellx', 'Clojurex', 'Erlangx', 'OCamlx'].map((x) => `Zq ${x}`);
    for (const name of names) await addSkill(name);
    const first = await t.as(admin(), { method: 'GET', url: '/api/skills?q=zq&limit=7&page=0&sortby=name&direction=asc' });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.status).toBe(true);
    expect(body.data).toHaveLength(7);
    expect(body.filter_data_cnt).toBe(9);
    const total = Number((await t.db.query<{ n: number }>('select count(*)::int as n from skills')).rows[0].n);
    expect(body.all_data_cnt).toBe(total);
    expect(body.data[0]).toEqual({ encrypted_id: expect.any(String), name: 'Zq Clojurex', skill_name: 'Zq Clojurex' });
    const second = (await t.as(admin(), { method: 'GET', url: '/api/skills?q=zq&limit=7&page=1&sortby=name&direction=asc' })).json();
    expect(second.data.map((s: { name: string }) => s.name)).toEqual(['Zq Rustx', 'Zq Scalax']);
    const desc = (await t.as(admin(), { method: 'GET', url: '/api/skills?q=zq&limit=1&sortby=skill_name&direction=desc' })).json();
    expect(desc.data[0].name).toBe('Zq Scalax');
    const search = (await t.as(admin(), { method: 'GET', url: '/api/skills?q=ERLANGX' })).json();
    expect(search.data.map((s: { name: string }) => s.name)).toEqual(['Zq Erlangx']);
    expect(search.filter_data_cnt).toBe(1);
    const wildcard = (await t.as(admin(), { method: 'GET', url: '/api/skills?q=%25' })).json();
    expect(wildcard.filter_data_cnt).toBe(0);
  });

  it('refuses unknown parameters (422)', async () => {
    expect((await t.as(admin(), { method: 'GET', url: '/api/skills?sortby=id' })).statusCode).toBe(422);
    expect((await t.as(admin(), { method: 'GET', url: '/api/skills?limit=101' })).statusCode).toBe(422);
    expect((await t.as(admin(), { method: 'GET', url: '/api/skills?foo=1' })).statusCode).toBe(422);
  });

  it('is open to the Skills, Candidates or Job Orders view flag (the forms pick skills); 403 otherwise, 401 without a token', async () => {
    const none = await t.user({ role: 'no-skills', grants: { Clients: { m_view: 1 } } });
    expect((await t.as(none.token, { method: 'GET', url: '/api/skills' })).statusCode).toBe(403);
    const cand = await t.user({ role: 'cand-viewer', grants: { Candidates: { m_view: 1 } } });
    expect((await t.as(cand.token, { method: 'GET', url: '/api/skills' })).statusCode).toBe(200);
    expect((await t.as(null, { method: 'GET', url: '/api/skills' })).statusCode).toBe(401);
  });
});

describe('POST /api/skills', () => {
  it('adds a skill', async () => {
    const res = await t.post('/api/skills', { name: '  Type  Script ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: true, message: 'Skills added successfully', data: { encrypted_id: expect.any(String) } });
    const { rows } = await t.db.query<{ name: string }>('select name from skills where encrypted_id = $1', [res.json().data.encrypted_id]);
    expect(rows[0].name).toBe('Type Script');
    const audit = await t.db.query(`select 1 from audit_events where action = 'skill.create' and entity_id = $1`, [await skillId(res.json().data.encrypted_id)]);
    expect(audit.rows).toHaveLength(1);
  });

  it('requires a name', async () => {
    for (const name of ['', '   ']) {
      const res = await t.post('/api/skills', { name });
      expectInvalid(res, { name: ['The name field is required.'] });
    }
  });

  it('refuses a name already taken, whatever its case', async () => {
    await addSkill('Zq Postgres Tuning');
    const res = await t.post('/api/skills', { name: 'ZQ POSTGRES tuning' });
    expectInvalid(res, { name: ['The name has already been taken.'] });
  });

  it('needs an add flag (403 without it)', async () => {
    const viewer = await t.user({ role: 'skills-view', grants: { Skills: { m_view: 1 } } });
    expect((await t.post('/api/skills', { name: 'Nope' }, viewer.token)).statusCode).toBe(403);
    expect((await t.post('/api/skills', { name: 'Nope' }, null)).statusCode).toBe(401);
  });
});

describe('DELETE /api/skills/{id}', () => {
  it('deletes a skill', async () => {
    const id = await addSkill('Zq Fortran');
    const res = await t.as(admin(), { method: 'DELETE', url: `/api/skills/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: 'Deleted Successfully' });
    expect((await t.as(admin(), { method: 'DELETE', url: `/api/skills/${id}` })).statusCode).toBe(404);
  });

  it('needs the Skills delete flag', async () => {
    const id = await addSkill('Zq Cobol');
    const editor = await t.user({ role: 'skills-edit', grants: { Skills: { m_view: 1, m_add: 1, m_edit: 1 } } });
    expect((await t.as(editor.token, { method: 'DELETE', url: `/api/skills/${id}` })).statusCode).toBe(403);
    expect((await t.as(null, { method: 'DELETE', url: `/api/skills/${id}` })).statusCode).toBe(401);
  });
});

describe('GET /api/skills/{id}/usage', () => {
  it('counts the candidates and job orders that carry the skill (what the delete confirmation says)', async () => {
    const id = await addSkill('Zq Usage');
    const key = await skillId(id);
    const usage = async () => t.as(admin(), { method: 'GET', url: `/api/skills/${id}/usage` });
    expect((await usage()).json()).toEqual({ status: true, data: { candidates: 0, job_orders: 0 } });

    const candidates = await t.db.query<{ id: number }>(
      `insert into candidates (name, primary_mobile, primary_email)
       values ('Usage One', '9876543210', 'usage.one@cand.example'), ('Usage Two', '9876543211', 'usage.two@cand.example')
       returning id`,
    );
    for (const c of candidates.rows) await t.db.query('insert into candidate_skills (candidate_id, skill_id) values ($1, $2)', [c.id, key]);
    const client = await t.db.query<{ id: number }>(`insert into clients (client_legal_name, client_short_name) values ('Usage Ltd', 'Usage') returning id`);
    const job = await t.db.query<{ id: number }>('insert into job_orders (client_id, job_title) values ($1, $2) returning id', [client.rows[0].id, 'Usage job']);
    await t.db.query(`insert into job_skills (job_id, skill_id, skill_type) values ($1, $2, 'primary')`, [job.rows[0].id, key]);

    const res = await usage();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, data: { candidates: 2, job_orders: 1 } });
  });

  it('needs the Skills delete flag; 404 for an unknown skill', async () => {
    const id = await addSkill('Zq Usage Guarded');
    const editor = await t.user({ role: 'skills-usage-edit', grants: { Skills: { m_view: 1, m_edit: 1 } } });
    expect((await t.as(editor.token, { method: 'GET', url: `/api/skills/${id}/usage` })).statusCode).toBe(403);
    expect((await t.as(null, { method: 'GET', url: `/api/skills/${id}/usage` })).statusCode).toBe(401);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await t.as(admin(), { method: 'GET', url: `/api/skills/${unknown}/usage` })).statusCode).toBe(404);
  });
});

describe('POST /api/update_skill', () => {
  it('renames a skill (a change of case included)', async () => {
    const id = await addSkill('zq script');
    const res = await t.post('/api/update_skill', { encrypted_id: id, name: 'Zq Script' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: 'Updated Successfully', data: { encrypted_id: id, name: 'Zq Script', merged: false } });
    const { rows } = await t.db.query<{ before: unknown; after: unknown }>(
      `select before, after from audit_events where action = 'skill.rename' and entity_id = $1`,
      [await skillId(id)],
    );
    expect(rows[0]).toEqual({ before: { name: 'zq script' }, after: { name: 'Zq Script' } });
  });

  it('validates: name required, unknown skill 404', async () => {
    const id = await addSkill('Zq Perl');
    const empty = await t.post('/api/update_skill', { encrypted_id: id, name: ' ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ name: ['The name field is required.'] });
    const missing = await t.post('/api/update_skill', { name: 'Perl 6' });
    expect(missing.statusCode).toBe(422);
    const ghost = await t.post('/api/update_skill', { encrypted_id: '00000000-0000-4000-8000-000000000000', name: 'X' });
    expect(ghost.statusCode).toBe(404);
  });

  it('needs the Skills edit flag', async () => {
    const id = await addSkill('Zq Pascal');
    const adder = await t.user({ role: 'skills-add', grants: { Skills: { m_view: 1, m_add: 1 } } });
    expect((await t.post('/api/update_skill', { encrypted_id: id, name: 'Delphi' }, adder.token)).statusCode).toBe(403);
    expect((await t.post('/api/update_skill', { encrypted_id: id, name: 'Delphi' }, null)).statusCode).toBe(401);
  });

  it('merges onto an existing name: every candidate and job order keeps exactly one reference', async () => {
    const oldId = await addSkill('Widgetry JS');
    const keepId = await addSkill('Widgetry');
    const oldKey = await skillId(oldId);
    const keepKey = await skillId(keepId);
    await t.db.query(`insert into skill_synonyms (skill_id, synonym) values ($1, 'Widgetry.js')`, [oldKey]);

    const cand = async (name: string) =>
      Number(
        (
          await t.db.query<{ id: number }>(
            `insert into candidates (name, primary_mobile, primary_email) values ($1, '9876543210', $2) returning id`,
            [name, `${name.toLowerCase()}@cand.example`],
          )
        ).rows[0].id,
      );
    const both = await cand('Both');
    const onlyOld = await cand('OnlyOld');
    const onlyKeep = await cand('OnlyKeep');
    await t.db.query('insert into candidate_skills (candidate_id, skill_id) values ($1, $3), ($1, $4), ($2, $3), ($5, $4)', [
      both,
      onlyOld,
      oldKey,
      keepKey,
      onlyKeep,
    ]);

    const client = Number(
      (await t.db.query<{ id: number }>(`insert into clients (client_legal_name, client_short_name) values ('Acme Ltd', 'Acme') returning id`)).rows[0].id,
    );
    const job = async (title: string) =>
      Number((await t.db.query<{ id: number }>('insert into job_orders (client_id, job_title) values ($1, $2) returning id', [client, title])).rows[0].id);
    const jobBoth = await job('Both');
    const jobOld = await job('Old only');
    const jobBothSecondary = await job('Both secondary');
    await t.db.query(
      `insert into job_skills (job_id, skill_id, skill_type) values
        ($1, $4, 'primary'), ($1, $5, 'secondary'), ($2, $4, 'secondary'), ($3, $4, 'secondary'), ($3, $5, 'secondary')`,
      [jobBoth, jobOld, jobBothSecondary, oldKey, keepKey],
    );

    const res = await t.post('/api/update_skill', { encrypted_id: oldId, name: 'WIDGETRY' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ encrypted_id: keepId, name: 'WIDGETRY', merged: true });

    expect((await t.db.query('select 1 from skills where id = $1', [oldKey])).rows).toHaveLength(0);
    const cs = await t.db.query<{ candidate_id: number; skill_id: number }>(
      'select candidate_id, skill_id from candidate_skills where candidate_id = any($1::bigint[]) order by candidate_id',
      [[both, onlyOld, onlyKeep]],
    );
    expect(cs.rows.map((r) => [Number(r.candidate_id), Number(r.skill_id)])).toEqual([
      [both, keepKey],
      [onlyOld, keepKey],
      [onlyKeep, keepKey],
    ]);
    const js = await t.db.query<{ job_id: number; skill_id: number; skill_type: string }>(
      'select job_id, skill_id, skill_type from job_skills where job_id = any($1::bigint[]) order by job_id',
      [[jobBoth, jobOld, jobBothSecondary]],
    );
    expect(js.rows.map((r) => [Number(r.job_id), Number(r.skill_id), r.skill_type])).toEqual([
      [jobBoth, keepKey, 'primary'],
      [jobOld, keepKey, 'secondary'],
      [jobBothSecondary, keepKey, 'secondary'],
    ]);
    const syn = await t.db.query<{ synonym: string }>('select synonym from skill_synonyms where skill_id = $1 order by synonym', [keepKey]);
    expect(syn.rows.map((r) => r.synonym)).toEqual(['Widgetry JS', 'Widgetry.js']);
    const name = await t.db.query<{ name: string }>('select name from skills where id = $1', [keepKey]);
    expect(name.rows[0].name).toBe('WIDGETRY');

    const audit = await t.db.query<{ summary: string; after: Record<string, unknown> }>(
      `select summary, after from audit_events where action = 'skill.merge' and entity_id = $1`,
      [keepKey],
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0].summary).toBe('Skill Widgetry JS merged into WIDGETRY');
    expect(audit.rows[0].after).toMatchObject({ candidates: 2, job_orders: 3 });
  });
});
