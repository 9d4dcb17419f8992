// Real data always saves (issue 17 §1): every demo candidate, sent back whole (every field, every skill, every
// experience and education row, as stored) with one field changed, saves. A rule added later never blocks a
// record that was valid when stored; a changed field is still checked strictly.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { seedDemo } from '../src/cli/seed-demo.js';
import { COLUMN } from '../src/modules/candidates/schema.js';
import { buildTestApp, type TestApp } from './helpers.js';
import { multipart } from './fixtures/forms.js';

let t: TestApp;
let admin: string;

before(async () => {
  t = await buildTestApp();
  await seedDemo(t.db, { timeZone: t.config.timeZone });
  admin = t.admin.token;
});
after(() => t.close());

/** The candidate's own fields the form sends (the server's form columns), less About and the free pool (left as stored). */
const SCALARS = Object.keys(COLUMN).filter((k) => k !== 'about_candidate' && k !== 'free_pool');

type Row = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** The whole stored record as a form would send it back, with `change` applied. */
async function wholeRecord(id: string, change: Record<string, string>) {
  const c = (await t.as(admin, { method: 'GET', url: `/api/candidates/${id}` })).json().data[0] as Row;
  const exp = (await t.as(admin, { method: 'GET', url: `/api/candidates_experience/${id}` })).json().data as Row[];
  const edu = (await t.as(admin, { method: 'GET', url: `/api/candidates_education/${id}` })).json().data as Row[];
  const fields: Record<string, string | string[]> = {};
  for (const k of SCALARS) fields[k] = str(c[k]);
  fields.skill = (c.skills as { name: string }[]).map((s) => s.name);
  fields.experience = JSON.stringify(
    exp.map((e) => ({
      encrypted_id: e.encrypted_id,
      job_title: e.job_title,
      company_name: e.company_name,
      start_date: e.start_date,
      end_date: e.end_date ?? '',
      still_working: e.still_working,
    })),
  );
  fields.education = JSON.stringify(
    edu.map((e) => ({
      encrypted_id: e.encrypted_id,
      university: e.university,
      qualification: e.qualification,
      passout_year: str(e.passout_year),
      passout_percentage: str(e.passout_percentage),
      still_studying: e.still_studying,
    })),
  );
  return { fields: { ...fields, ...change }, candidate: c };
}

describe('editing the demo candidates', () => {
  it('every seeded candidate saves after a one-field change, sent back whole', async () => {
    const { rows } = await t.db.query<{ id: string }>('select encrypted_id::text as id from candidates order by id');
    expect(rows.length).toBeGreaterThanOrEqual(100);
    const failed: string[] = [];
    for (const { id } of rows) {
      const { fields } = await wholeRecord(id, { designation: 'Senior Consultant' });
      const res = await t.as(admin, { method: 'POST', url: `/api/candidates/${id}`, ...(await multipart(fields)) });
      if (res.statusCode !== 200) failed.push(`${id}: ${res.body}`);
    }
    console.log(`# demo candidates saved after a one-field edit: ${rows.length - failed.length} of ${rows.length}`);
    expect(failed).toEqual([]);
    const { rows: after } = await t.db.query<{ n: number }>(
      "select count(*)::int as n from candidates where designation = 'Senior Consultant'",
    );
    expect(after[0].n).toBe(rows.length);
  });

  it('an unchanged legacy value passes; the same rule still refuses a changed value', async () => {
    const { rows } = await t.db.query<{ id: string; key: number }>(
      `select c.encrypted_id::text as id, c.id as key from candidates c
        where exists (select 1 from candidate_experience e where e.candidate_id = c.id) order by c.id limit 1`,
    );
    const { id, key } = rows[0];
    // stored under older rules: a 160-character employer, a 120-character name (the name's limit is 100)
    await t.db.query(
      `update candidate_experience set company_name = $2 where id = (select min(id) from candidate_experience where candidate_id = $1)`,
      [key, 'L'.repeat(160)],
    );
    await t.db.query('update candidates set name = $2 where id = $1', [key, 'N'.repeat(120)]);
    const post = async (fields: Record<string, string | string[]>) =>
      t.as(admin, { method: 'POST', url: `/api/candidates/${id}`, ...(await multipart(fields)) });

    const unchanged = await wholeRecord(id, { notice_period: '45' });
    expect((await post(unchanged.fields)).statusCode).toBe(200);
    const { rows: kept } = await t.db.query<{ name: string; notice_period: number }>(
      'select name, notice_period from candidates where id = $1',
      [key],
    );
    expect(kept[0]).toEqual({ name: 'N'.repeat(120), notice_period: 45 });

    const renamed = await wholeRecord(id, { name: 'M'.repeat(101) });
    const refused = await post(renamed.fields);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ name: ['The name must not be greater than 100 characters.'] });

    const rows2 = JSON.parse(String(unchanged.fields.experience)) as Record<string, unknown>[];
    const legacyAt = rows2.findIndex((r) => String(r.company_name).length === 160);
    rows2[legacyAt] = { ...rows2[legacyAt], company_name: 'K'.repeat(151) };
    const longer = await post({ ...unchanged.fields, experience: JSON.stringify(rows2) });
    expect(longer.statusCode).toBe(422);
    expect(longer.json().errors).toEqual({
      [`experience.${legacyAt}.company_name`]: ['The company name must not be greater than 150 characters.'],
    });
    // a row whose title changes keeps its unchanged legacy employer
    rows2[legacyAt] = { ...rows2[legacyAt], company_name: 'L'.repeat(160), job_title: 'Principal Engineer' };
    expect((await post({ ...unchanged.fields, experience: JSON.stringify(rows2) })).statusCode).toBe(200);
    const { rows: exp } = await t.db.query<{ job_title: string; company_name: string }>(
      `select job_title, company_name from candidate_experience where candidate_id = $1 and length(company_name) = 160`,
      [key],
    );
    expect(exp).toEqual([{ job_title: 'Principal Engineer', company_name: 'L'.repeat(160) }]);
  });

  it('keeps employer names up to 150 characters and any number of skills', async () => {
    const { rows } = await t.db.query<{ id: string }>('select encrypted_id::text as id from candidates order by id desc limit 1');
    const id = rows[0].id;
    const skills = ['React', 'Java', 'Python', 'Go', 'Rust', 'Docker', 'Kubernetes', 'SQL'];
    const res = await t.as(admin, {
      method: 'POST',
      url: `/api/candidates/${id}`,
      ...(await multipart({
        company_name: 'Tata Consultancy Services Limited, Global Delivery Centre',
        skill: skills,
        experience: JSON.stringify([
          { job_title: 'Engineer', company_name: 'T'.repeat(150), start_date: '2019-01-01', end_date: '2020-01-01' },
        ]),
      })),
    });
    expect(res.statusCode).toBe(200);
    const read = (await t.as(admin, { method: 'GET', url: `/api/get_candidate_skills/${id}` })).json();
    expect(read.skills).toHaveLength(skills.length);
    const tooLong = await t.as(admin, {
      method: 'POST',
      url: `/api/candidates/${id}`,
      ...(await multipart({ company_name: 'C'.repeat(151) })),
    });
    expect(tooLong.json().errors).toEqual({ company_name: ['The company name must not be greater than 150 characters.'] });
  });
});
