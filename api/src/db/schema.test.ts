import { after, before, describe, it as test } from 'node:test';
import { expect } from 'expect';
import crypto from 'node:crypto';
import { migrate, openDatabase, type Db } from './index.js';
import { MODULES } from '../http/access.js';
import { seedGeography } from './catalogues.js';
import { seedDemo } from '../cli/seed-demo.js';

// The schema on an in-memory PGlite, or, when DATABASE_URL is set, in a fresh schema on that server.
let db: Db;
let cleanup: () => Promise<void> = async () => {};

before(async () => {
  process.env.GEO_CITY_COUNTRIES = 'IN';
  const url = process.env.DATABASE_URL;
  if (url) {
    const schema = `t_schema_${crypto.randomBytes(4).toString('hex')}`;
    const admin = await openDatabase({ databaseUrl: url });
    await admin.query(`create schema ${schema}`);
    db = await openDatabase({ databaseUrl: url, schema });
    cleanup = async () => {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.close();
    };
  } else {
    db = await openDatabase({ memory: true });
  }
  await migrate(db);
});

after(async () => {
  await db?.close();
  await cleanup();
});

const one = async <T>(sql: string, params: unknown[] = []): Promise<T> =>
  (await db.query<T>(sql, params)).rows[0];
const count = async (sql: string, params: unknown[] = []) =>
  Number((await one<{ n: number }>(sql, params)).n);

async function makeUser(email: string): Promise<number> {
  const r = await one<{ id: number }>(
    `insert into users (first_name, email, role_id, password_hash)
     values ('Test', $1, (select role_id from roles where role_name = 'recruiter'), 'x') returning id`,
    [email],
  );
  return Number(r.id);
}

async function makeCandidate(fields: {
  name: string;
  resume_text?: string;
  email?: string;
}): Promise<number> {
  const r = await one<{ id: number }>(
    `insert into candidates (name, primary_mobile, primary_email, resume_text) values ($1, $2, $3, $4) returning id`,
    [
      fields.name,
      '9876543210',
      fields.email ?? `${fields.name.replace(/\W/g, '.').toLowerCase()}@mail.example`,
      fields.resume_text ?? '',
    ],
  );
  return Number(r.id);
}

async function makeClientAndJob(
  short: string,
): Promise<{ client: number; job: number; code: number }> {
  const c = await one<{ id: number }>(
    `insert into clients (client_legal_name, client_short_name) values ($1, $2) returning id`,
    [`${short} Pvt. Ltd.`, short],
  );
  const j = await one<{ id: number; job_code: number }>(
    `insert into job_orders (client_id, job_title) values ($1, 'Java Developer') returning id, job_code`,
    [c.id],
  );
  return { client: Number(c.id), job: Number(j.id), code: Number(j.job_code) };
}

describe('catalogues', () => {
  test('status catalogue: five main statuses, P/103 and R/Offer Declined', async () => {
    const mains = (
      await db.query<{ fixed_id: string; pipeline_group: string }>(
        'select fixed_id, pipeline_group from job_main_status order by sort_order',
      )
    ).rows;
    expect(mains).toEqual([
      { fixed_id: 'P', pipeline_group: 'prospective' },
      { fixed_id: 'S', pipeline_group: 'processed' },
      { fixed_id: 'A', pipeline_group: 'active' },
      { fixed_id: 'R', pipeline_group: 'offered' },
      { fixed_id: 'J', pipeline_group: 'joined' },
    ]);
    expect(
      await one('select main_status_id, name from job_sub_status where fixed_id = $1', ['103']),
    ).toEqual({
      main_status_id: 'P',
      name: 'Yet to Screen',
    });
    expect(
      await one(
        "select fixed_id from job_sub_status where main_status_id = 'R' and name = 'Offer Declined'",
      ),
    ).toEqual({
      fixed_id: '403',
    });
    expect(await count('select count(*)::int as n from job_sub_status')).toBe(17);
  });

  test('roles, modules, skills with synonyms, qualifications', async () => {
    const roles = (
      await db.query<{ role_name: string }>('select role_name from roles order by role_id')
    ).rows;
    expect(roles.map((r) => r.role_name)).toEqual(['admin', 'recruiter', 'manager', 'coordinator']);
    const modules = (
      await db.query<{ module_name: string }>('select module_name from modules order by module_id')
    ).rows;
    expect(modules.map((m) => m.module_name)).toEqual([...MODULES]);
    expect(await count('select count(*)::int as n from skills')).toBeGreaterThanOrEqual(60);
    expect(
      await one(
        "select s.name from skill_synonyms y join skills s on s.id = y.skill_id where lower(y.synonym) = 'k8s'",
      ),
    ).toEqual({
      name: 'Kubernetes',
    });
    expect(await count('select count(*)::int as n from qualifications')).toBeGreaterThanOrEqual(40);
    await expect(db.query("insert into skills (name) values ('JAVASCRIPT')")).rejects.toMatchObject(
      { code: '23505' },
    );
  });

  test('geography: every country and state, cities of GEO_CITY_COUNTRIES only, idempotent', async () => {
    expect(await count('select count(*)::int as n from countries')).toBe(250);
    expect(await count('select count(*)::int as n from states')).toBeGreaterThan(4000);
    const citiesOf = (iso2: string) =>
      count(
        `select count(*)::int as n from cities ci join states s on s.id = ci.state_id
          join countries c on c.id = s.country_id where c.iso2 = $1`,
        [iso2],
      );
    const india = await citiesOf('IN');
    expect(india).toBeGreaterThan(1000);
    expect(await citiesOf('SG')).toBe(0);
    expect(
      await one(
        "select s.name from cities ci join states s on s.id = ci.state_id where ci.name = 'Bengaluru'",
      ),
    ).toEqual({
      name: 'Karnataka',
    });
    await db.tx((q) => seedGeography(q));
    expect(await citiesOf('IN')).toBe(india);
    // a country added to the list later gets its cities at the next start
    process.env.GEO_CITY_COUNTRIES = 'IN,SG';
    await db.tx((q) => seedGeography(q));
    process.env.GEO_CITY_COUNTRIES = 'IN';
    expect(await citiesOf('SG')).toBeGreaterThan(0);
    expect(await citiesOf('IN')).toBe(india);
  });
});

describe('domain rules', () => {
  test('resume text is searchable with websearch_to_tsquery', async () => {
    const id = await makeCandidate({
      name: 'Ravindra Jadhav',
      resume_text:
        'Site reliability engineer. Operated Kubernetes clusters on AWS and automated deployments with Terraform.',
    });
    await makeCandidate({
      name: 'Someone Else',
      resume_text: 'Accountant with Tally and GST filing experience.',
    });
    const hits = await db.query<{ id: number }>(
      "select id from candidates where search @@ websearch_to_tsquery('english', $1)",
      ['kubernetes cluster -tally'],
    );
    expect(hits.rows.map((r) => Number(r.id))).toEqual([id]);
    // names are indexed without stemming: query both configurations, as the column comment says
    const byName = await db.query<{ id: number }>(
      `select id from candidates
        where search @@ (websearch_to_tsquery('simple', $1) || websearch_to_tsquery('english', $1))`,
      ['Ravindra'],
    );
    expect(byName.rows.map((r) => Number(r.id))).toEqual([id]);
    // the column follows edits
    await db.query("update candidates set resume_text = 'Golang developer' where id = $1", [id]);
    expect(
      await count(
        "select count(*)::int as n from candidates where search @@ websearch_to_tsquery('english', 'kubernetes')",
      ),
    ).toBe(0);
  });

  test('job codes are readable numbers from 1001', async () => {
    const a = await makeClientAndJob('Acme');
    const b = await makeClientAndJob('Beta');
    expect(a.code).toBeGreaterThanOrEqual(1001);
    expect(b.code).toBe(a.code + 1);
  });

  test('a link starts at P/103 and refuses a sub status of another main status', async () => {
    const { job } = await makeClientAndJob('Gamma');
    const cand = await makeCandidate({ name: 'Link Tester' });
    const link = await one<{ main_status_id: string; sub_status_id: string }>(
      'insert into candidate_jobs (candidate_id, job_id) values ($1, $2) returning main_status_id, sub_status_id',
      [cand, job],
    );
    expect(link).toEqual({ main_status_id: 'P', sub_status_id: '103' });
    await expect(
      db.query(
        "update candidate_jobs set main_status_id = 'R', sub_status_id = '301' where candidate_id = $1",
        [cand],
      ),
    ).rejects.toMatchObject({ code: '23503' });
    await expect(
      db.query('insert into candidate_jobs (candidate_id, job_id) values ($1, $2)', [cand, job]),
    ).rejects.toMatchObject({ code: '23505' });
  });

  test('the same interview twice is refused', async () => {
    const { job } = await makeClientAndJob('Delta');
    const cand = await makeCandidate({ name: 'Interview Tester' });
    const insert = () =>
      db.query(
        `insert into interviews (candidate_id, job_id, mode_interview, interview_date, interview_time, duration_minutes)
         values ($1, $2, 'Telephonic', '2030-01-15', '10:30', 30)`,
        [cand, job],
      );
    await insert();
    await expect(insert()).rejects.toMatchObject({
      code: '23505',
      constraint: 'interviews_no_duplicate',
    });
    await expect(
      db.query(
        `insert into interviews (candidate_id, job_id, mode_interview, interview_date, interview_time, duration_minutes)
         values ($1, $2, 'Telephonic', '2030-01-15', '11:30', 20)`,
        [cand, job],
      ),
    ).rejects.toMatchObject({ code: '23514' });
  });

  test('a client with job orders cannot be deleted, its sub-items go with it otherwise', async () => {
    const user = await makeUser('notes.writer@demo.example');
    const { client, job } = await makeClientAndJob('Epsilon');
    await db.query(
      "insert into client_notes (client_id, notes, created_by) values ($1, 'Met HR', $2)",
      [client, user],
    );
    await expect(db.query('delete from clients where id = $1', [client])).rejects.toMatchObject({
      code: '23503',
    });
    await db.query('delete from job_orders where id = $1', [job]);
    await db.query('delete from clients where id = $1', [client]);
    expect(
      await count('select count(*)::int as n from client_notes where client_id = $1', [client]),
    ).toBe(0);
    // a deleted user leaves what they wrote
    const { client: c2 } = await makeClientAndJob('Zeta');
    await db.query(
      "insert into client_notes (client_id, notes, created_by) values ($1, 'Kept', $2)",
      [c2, user],
    );
    await db.query('delete from users where id = $1', [user]);
    expect(await one('select created_by from client_notes where client_id = $1', [c2])).toEqual({
      created_by: null,
    });
  });
});

describe('demo seed', () => {
  const tables = [
    'users',
    'clients',
    'client_gst',
    'client_contacts',
    'client_payment_terms',
    'client_invoice_stages',
    'client_notes',
    'job_orders',
    'job_skills',
    'job_qualifications',
    'job_users',
    'job_notes',
    'candidates',
    'candidate_skills',
    'candidate_experience',
    'candidate_education',
    'candidate_notes',
    'candidate_jobs',
    'candidate_job_status_history',
    'interviews',
    'job_messages',
    'candidate_messages',
    'tasks',
    'reports',
  ];
  const counts = async () => {
    const out: Record<string, number> = {};
    for (const t of tables) out[t] = await count(`select count(*)::int as n from ${t}`);
    return out;
  };

  test('fills every screen once, and a second run changes nothing', async () => {
    const before = await counts();
    const first = await seedDemo(db);
    expect(first.seeded).toBe(true);
    expect(first.password).toMatch(/^\S{12,}$/);
    const after = await counts();
    expect(after.users - before.users).toBe(6);
    expect(after.clients - before.clients).toBe(12);
    expect(after.job_orders - before.job_orders).toBe(30);
    expect(after.candidates - before.candidates).toBe(120);
    expect(after.candidate_jobs - before.candidate_jobs).toBe(250);
    expect(after.interviews - before.interviews).toBeGreaterThanOrEqual(50);
    // every pipeline group is populated, and the dashboard windows have figures
    expect(await count('select count(distinct main_status_id)::int as n from candidate_jobs')).toBe(
      5,
    );
    for (const to of ['S', 'R', 'J']) {
      expect(
        await count(
          `select count(*)::int as n from candidate_job_status_history
            where to_main_status_id = $1 and changed_at > now() - interval '30 days'`,
          [to],
        ),
      ).toBeGreaterThan(0);
    }
    expect(
      await count(
        "select count(*)::int as n from candidate_job_status_history where to_sub_status_id = '403'",
      ),
    ).toBeGreaterThan(0);
    expect(
      await count('select count(*)::int as n from interviews where interview_date > current_date'),
    ).toBeGreaterThan(0);
    expect(
      await count('select count(*)::int as n from interviews where interview_date < current_date'),
    ).toBeGreaterThan(0);
    // each link's history ends at its current status
    expect(
      await count(
        `select count(*)::int as n from candidate_jobs cj
           join lateral (select h.to_main_status_id as m, h.to_sub_status_id as s from candidate_job_status_history h
                          where h.link_id = cj.id order by h.changed_at desc, h.id desc limit 1) last on true
          where last.m <> cj.main_status_id or last.s <> cj.sub_status_id`,
      ),
    ).toBe(0);
    expect(
      await count(
        `select count(*)::int as n from candidate_jobs cj
          where not exists (select 1 from candidate_job_status_history h where h.link_id = cj.id)`,
      ),
    ).toBe(before.candidate_jobs);

    // candidates and their notes are added through the candidates services, as their recruiter adds them, at their
    // date (checked and audited), each with its resume text for search
    const demo = "join users u on u.id = c.created_by and u.email like '%@demo.example'";
    expect(await count(`select count(*)::int as n from candidates c ${demo}`)).toBe(120);
    expect(
      await count(
        `select count(*)::int as n from candidates c ${demo}
          where c.resume_text <> '' and exists (
                select 1 from audit_events a where a.entity_type = 'candidate' and a.entity_id = c.id
                   and a.action = 'candidate.create' and a.actor_id = c.created_by and a.occurred_at = c.created_at)`,
      ),
    ).toBe(120);
    expect(
      await count(
        `select count(*)::int as n from candidate_notes c ${demo}
          where not exists (
                select 1 from audit_events a where a.entity_type = 'candidate' and a.entity_id = c.candidate_id
                   and a.action = 'candidate.note.create' and a.actor_id = c.created_by and a.occurred_at = c.created_at)`,
      ),
    ).toBe(0);
    expect(await count(`select count(*)::int as n from candidate_notes c ${demo}`)).toBeGreaterThan(0);

    const second = await seedDemo(db);
    expect(second.seeded).toBe(false);
    expect(second.password).toBeUndefined();
    expect(await counts()).toEqual(after);
  });
});
