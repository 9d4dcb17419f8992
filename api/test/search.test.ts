// Find and act (issue 19): the candidate list's filters and boolean search (with malformed input, property-based),
// the page sizes, saved searches, the page size preference, bulk actions, the export and quick find.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import fc from 'fast-check';
import { buildTestApp, expectInvalid, type TestApp, type TestUser } from './helpers.js';
import { geo, seedJob, userEncryptedId } from './fixtures/candidates.js';
import { parseQuery, SearchSyntaxError, usesOperators } from '../src/modules/search/boolean.js';
import { plainQ, PREFIX_WORDS, queryTerms, snippetOf } from '../src/modules/search/repository.js';
import { replaceSkills } from '../src/modules/candidates/repository.js';
import { facetsMismatch } from './support/counters.js';

let t: TestApp;
let admin: string;
let recruiter: TestUser;
let g: Awaited<ReturnType<typeof geo>>;
const ids: Record<string, string> = {};

type Seed = {
  name: string;
  exp?: number;
  notice?: number | null;
  ctc?: number | null;
  ectc?: number | null;
  source?: string | null;
  resume?: string;
  city?: 1 | 2;
  skills?: string[];
  created?: string;
  freePool?: boolean;
};

async function seed(s: Seed) {
  const city = s.city === 2 ? [g.state2, g.city2] : [g.state, g.city];
  const n = Object.keys(ids).length;
  const { rows } = await t.db.query<{ id: number; encrypted_id: string }>(
    `insert into candidates (name, primary_mobile, primary_email, country_id, state_id, city_id, exp_years, notice_period, current_ctc,
                             expected_ctc, resume_source, resume_text, created_at, free_pool)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) returning id, encrypted_id::text as encrypted_id`,
    [
      s.name,
      `98000000${String(n).padStart(2, '0')}`,
      `${s.name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
      g.country,
      city[0],
      city[1],
      s.exp ?? 0,
      s.notice === undefined ? 30 : s.notice,
      s.ctc ?? null,
      s.ectc ?? null,
      s.source ?? null,
      s.resume ?? '',
      s.created ?? '2026-06-01T10:00:00+05:30',
      s.freePool ?? false,
    ],
  );
  for (const skill of s.skills ?? []) {
    await t.db.query(`insert into skills (name) values ($1) on conflict do nothing`, [skill]);
    await t.db.query(
      `insert into candidate_skills (candidate_id, skill_id) select $1, id from skills where lower(name) = lower($2)`,
      [rows[0].id, skill],
    );
  }
  ids[s.name] = rows[0].encrypted_id;
}

const get = (url: string, token = admin) => t.as(token, { method: 'GET', url });
const list = async (qs: string) => {
  const res = await get(`/api/candidates?${qs}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { data: { name: string; snippet?: { text: string; hit: boolean }[] | null }[]; filter_data_cnt: number };
};
const names = async (qs: string) => (await list(qs)).data.map((r) => r.name).sort();
const q = (s: string) => `q=${encodeURIComponent(s)}`;

before(async () => {
  t = await buildTestApp(process.env.SEARCH_DEBUG ? { logger: { level: 'error' } } : {});
  admin = t.admin.token;
  recruiter = await t.user({ role: 'recruiter' });
  g = await geo(t);
  await seed({
    name: 'Asha Java',
    exp: 6,
    notice: 15,
    ctc: 1_200_000,
    ectc: 1_600_000,
    source: 'Naukri',
    resume: 'Senior Java developer. Spring Boot microservices, Kubernetes in production. Led a payments team.',
    skills: ['Java', 'Spring'],
    created: '2026-05-10T09:00:00+05:30',
  });
  await seed({
    name: 'Bala Python',
    exp: 3,
    notice: 60,
    ctc: 800_000,
    ectc: 1_000_000,
    source: 'Linkedin',
    resume: 'Python developer, Django and machine learning. Some JavaScript on the front end.',
    skills: ['Python'],
    city: 2,
    created: '2026-05-20T09:00:00+05:30',
  });
  await seed({
    name: 'Chitra Fullstack',
    exp: 9,
    notice: 90,
    ctc: 2_500_000,
    ectc: 3_000_000,
    source: 'Referral',
    resume: 'Full stack engineer: Java, React and Python. Certified Kubernetes administrator.',
    skills: ['Java', 'React', 'Python'],
    created: '2026-06-15T09:00:00+05:30',
  });
  await seed({
    name: 'Dev Payroll',
    exp: 12,
    notice: null,
    source: 'Others',
    resume: 'Payroll and accounting, SAP finance.',
    freePool: true,
    created: '2026-07-01T09:00:00+05:30',
  });
});

after(async () => {
  await t.app.work.idle();
  await t.close();
});

describe('the boolean parser', () => {
  it('reads AND, OR, NOT, -word, phrases, parentheses and prefixes', () => {
    expect(parseQuery('java AND (spring OR "spring boot") -python')).toEqual({
      kind: 'and',
      nodes: [
        { kind: 'word', text: 'java' },
        { kind: 'or', nodes: [{ kind: 'word', text: 'spring' }, { kind: 'phrase', text: 'spring boot' }] },
        { kind: 'not', node: { kind: 'word', text: 'python' } },
      ],
    });
    expect(parseQuery('jav* NOT react')).toEqual({
      kind: 'and',
      nodes: [{ kind: 'prefix', parts: ['jav'] }, { kind: 'not', node: { kind: 'word', text: 'react' } }],
    });
    // OR binds looser than AND
    expect(parseQuery('a b OR c')).toMatchObject({ kind: 'or', nodes: [{ kind: 'and' }, { kind: 'word', text: 'c' }] });
  });

  it('names the problem of a malformed expression', () => {
    const message = (s: string) => {
      try {
        parseQuery(s);
      } catch (e) {
        expect(e).toBeInstanceOf(SearchSyntaxError);
        return (e as Error).message;
      }
      throw new Error(`parsed: ${s}`);
    };
    expect(message('java "spring')).toBe('The search has a quote that is not closed (character 6).');
    expect(message('(java OR python')).toBe('The search has a ( that is not closed (character 1).');
    expect(message('java AND (')).toBe('The search has a ( that is not closed (character 10).');
    expect(message('java)')).toBe('The search has a ) without its ( (character 5).');
    expect(message('java OR')).toBe('The search has OR with nothing after it (character 6).');
    expect(message('AND java')).toBe('The search has AND with nothing before it (character 1).');
    expect(message('java ()')).toBe('The search has empty parentheses (character 6).');
    expect(message('j*')).toBe('The search has a * after fewer than 2 letters (character 1): write at least 2, as in java*.');
    expect(message('-java')).toBe('The search only leaves words out: add at least one word to find.');
    expect(message('java NOT')).toBe('The search has NOT with no word after it (character 6).');
  });

  it('tells plain searches from boolean ones', () => {
    expect(usesOperators('bharat rao')).toBe(false);
    expect(usesOperators('nobody-matches-this')).toBe(false);
    expect(usesOperators('c@example.com')).toBe(false);
    expect(usesOperators('java or python')).toBe(false);
    expect(usesOperators('java OR python')).toBe(true);
    expect(usesOperators('-java')).toBe(true);
    expect(usesOperators('jav*')).toBe(true);
  });

  it('never throws anything but a syntax error, for any text (property-based)', () => {
    const alphabet = fc.constantFrom(...'ab -"()*'.split(''), 'AND', 'OR', 'NOT', ' java', 'é', '\u0000', '%');
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 30 }).map((a) => a.join('')), (s) => {
        try {
          parseQuery(s);
        } catch (e) {
          if (!(e instanceof SearchSyntaxError)) throw e;
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('resume snippets', () => {
  it('mark the words a search looks for (stems, prefixes), never the excluded ones', () => {
    const terms = queryTerms(`'kubernet' | 'kubernetes' & !'python' | 'lakehous':*`);
    expect(terms).toEqual([
      { lexeme: 'kubernet', prefix: false },
      { lexeme: 'kubernetes', prefix: false },
      { lexeme: 'lakehous', prefix: true },
    ]);
    const text = 'Ran Kubernetes clusters, wrote Python. Built lakehouses and a Lakehouse platform. ' + 'filler '.repeat(40) + 'More kubernetes.';
    const parts = snippetOf(text, terms)!;
    expect(parts.filter((p) => p.hit).map((p) => p.text)).toEqual(['Kubernetes', 'lakehouses', 'Lakehouse', 'kubernetes']);
    expect(parts.map((p) => p.text).join('')).toMatch(/^Ran Kubernetes clusters, wrote Python\. Built lakehouses .* … filler filler filler More kubernetes$/s);
    expect(snippetOf('nothing here', terms)).toBeNull();
    expect(snippetOf('', terms)).toBeNull();
  });
});

describe('GET /api/candidates: filters', () => {
  it('filters by skills, any or all', async () => {
    expect(await names('skills[]=java')).toEqual(['Asha Java', 'Chitra Fullstack']);
    expect(await names('skills[]=Java&skills[]=python')).toEqual(['Asha Java', 'Bala Python', 'Chitra Fullstack']);
    expect(await names('skills[]=Java&skills[]=python&skills_match=all')).toEqual(['Chitra Fullstack']);
    expect(await names('skills[]=java&skills[]=cobol&skills_match=all')).toEqual([]);
    expect(await names('skills[]=cobol')).toEqual([]);
  });

  it('filters by experience, notice, CTC ranges, location, source, dates and the free pool', async () => {
    expect(await names('exp_min=5&exp_max=9')).toEqual(['Asha Java', 'Chitra Fullstack']);
    expect(await names('exp_max=3')).toEqual(['Bala Python']);
    expect(await names('notice_max=60')).toEqual(['Asha Java', 'Bala Python']);
    expect(await names('ctc_min=1000000&ctc_max=2000000')).toEqual(['Asha Java']);
    expect(await names('ectc_min=2000000')).toEqual(['Chitra Fullstack']);
    expect(await names('ectc_max=1000000')).toEqual(['Bala Python']);
    expect(await names(`city=${g.city2}`)).toEqual(['Bala Python']);
    expect(await names(`state=${g.state}`)).toEqual(['Asha Java', 'Chitra Fullstack', 'Dev Payroll']);
    expect(await names('source=Referral')).toEqual(['Chitra Fullstack']);
    // days in the product's time zone: 2026-05-20 09:00 IST is on the 20th
    expect(await names('created_from=2026-05-20&created_to=2026-06-15')).toEqual(['Bala Python', 'Chitra Fullstack']);
    expect(await names('free_pool=1')).toEqual(['Dev Payroll']);
    expect((await names('free_pool=0')).length).toBe(3);
  });

  it('filters by pipeline status and recruiter, combined with each other and with q', async () => {
    const job = await seedJob(t, recruiter.id, 'Filter Job');
    await t.db.query(
      `insert into candidate_jobs (candidate_id, job_id, recruiter_id, main_status_id, sub_status_id)
       select c.id, $1, $2, 'S', '201' from candidates c where c.name = 'Bala Python'`,
      [job.id, recruiter.id],
    );
    const rec = await userEncryptedId(t, recruiter.id);
    expect(await names('status=S')).toEqual(['Bala Python']);
    expect(await names('status=J')).toEqual([]);
    expect(await names(`recruiter=${rec}`)).toEqual(['Bala Python']);
    expect(await names(`recruiter=${rec}&exp_min=5`)).toEqual([]);
    expect(await names(`skills[]=python&${q('django')}`)).toEqual(['Bala Python']);
    expect(await names(`skills[]=java&${q('bala')}`)).toEqual([]);
  });

  it('refuses bad filters with the field named', async () => {
    const bad = async (qs: string) => {
      const res = await get(`/api/candidates?${qs}`);
      expect(res.statusCode).toBe(422);
      return res.json().errors;
    };
    expect(await bad('exp_min=9&exp_max=3')).toEqual({ exp_max: ['The exp max must be greater than or equal to exp min.'] });
    expect(await bad('ctc_min=-1')).toHaveProperty('ctc_min');
    expect(await bad('created_from=2026-13-01')).toHaveProperty('created_from');
    expect(await bad('source=Monster')).toHaveProperty('source');
    expect(await bad('free_pool=2')).toHaveProperty('free_pool');
    expect(await bad('recruiter=nobody')).toHaveProperty('recruiter');
    expect(await bad('status=Prospective')).toHaveProperty('status');
    expect(await bad('skills_match=some')).toHaveProperty('skills_match');
  });

  it('pages by 7, 20, 50 or 100 and nothing else', async () => {
    for (const n of [7, 20, 50, 100]) expect((await get(`/api/candidates?limit=${n}`)).statusCode).toBe(200);
    for (const n of [2, 10, 101]) {
      const res = await get(`/api/candidates?limit=${n}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty('limit');
    }
  });
});

describe('GET /api/candidates: plain q', () => {
  it('takes its last word as a prefix (the word being typed) and the words before it whole', async () => {
    expect(await names(q('kubernetes jav'))).toEqual(['Asha Java', 'Chitra Fullstack']);
    expect(await names(q('java kubernetes'))).toEqual(['Asha Java', 'Chitra Fullstack']);
    // the words before the last are whole words, stemmed ("kubernetes" is "kubernet" in a resume) or not: "jav" is none
    expect(await names(q('jav kubernetes'))).toEqual([]);
    expect(await names(q('jav'))).toEqual(['Asha Java', 'Bala Python', 'Chitra Fullstack']);
  });
});

describe('GET /api/candidates: boolean q', () => {
  it('keeps lower-case and, or, not as plain words: only the capitals are operators', async () => {
    expect(usesOperators('django or nothing')).toBe(false);
    expect(usesOperators('django OR nothing')).toBe(true);
    expect(parseQuery('java and NOT python')).toEqual({
      kind: 'and',
      nodes: [
        { kind: 'word', text: 'java' },
        { kind: 'word', text: 'and' },
        { kind: 'not', node: { kind: 'word', text: 'python' } },
      ],
    });
    // every word must match: no resume has "or" and "nothing", while OR finds the Django developer
    expect(await names(q('django or nothing'))).toEqual([]);
    expect(await names(q('django OR nothing'))).toEqual(['Bala Python']);
  });
  it('applies AND, OR, NOT, -word, phrases, parentheses and prefixes over the resume and the profile', async () => {
    expect(await names(q('java AND kubernetes'))).toEqual(['Asha Java', 'Chitra Fullstack']);
    expect(await names(q('java -python'))).toEqual(['Asha Java']);
    expect(await names(q('java NOT python'))).toEqual(['Asha Java']);
    expect(await names(q('django OR payroll'))).toEqual(['Bala Python', 'Dev Payroll']);
    expect(await names(q('(django OR sap) AND accounting'))).toEqual(['Dev Payroll']);
    expect(await names(q('"certified kubernetes"'))).toEqual(['Chitra Fullstack']);
    expect(await names(q('"kubernetes certified"'))).toEqual([]);
    // prefix: javascript and java
    expect(await names(q('jav*'))).toEqual(['Asha Java', 'Bala Python', 'Chitra Fullstack']);
    // stemmed: "microservice" finds "microservices"
    expect(await names(q('microservice AND spring'))).toEqual(['Asha Java']);
    // the profile too: a name
    expect(await names(q('Asha AND java'))).toEqual(['Asha Java']);
  });

  it('answers a snippet of the resume with the matches marked', async () => {
    const body = await list(q('kubernetes AND payments'));
    expect(body.data.map((r) => r.name)).toEqual(['Asha Java']);
    const snippet = body.data[0].snippet!;
    expect(snippet.filter((p) => p.hit).map((p) => p.text.toLowerCase())).toEqual(expect.arrayContaining(['kubernetes', 'payments']));
    expect(snippet.map((p) => p.text).join('')).toContain('in production');
    // a plain q too; a candidate matched by name only has no snippet
    const plain = await list(q('django'));
    expect(plain.data[0].snippet!.some((p) => p.hit && p.text === 'Django')).toBe(true);
    const byName = await list(q('Dev Payroll'));
    expect(byName.data.map((r) => r.name)).toEqual(['Dev Payroll']);
  });

  it('answers 422 errors.q naming the problem of a malformed q', async () => {
    const res = await get(`/api/candidates?${q('java AND (spring')}`);
    expectInvalid(res, { q: ['The search has a ( that is not closed (character 10).'] });
  });

  it('never answers a 5xx, whatever q holds, alone or with filters (property-based)', async () => {
    const piece = fc.oneof(
      fc.constantFrom('java', 'AND', 'OR', 'NOT', '-', '"', '(', ')', '*', ' ', 'kube*', '-x', "'", '\\', ':', '&', '|', '!', '<->', '%', '_'),
      fc.string({ maxLength: 6 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { maxLength: 12 }), fc.boolean(), async (parts, filtered) => {
        const text = parts.join('').slice(0, 200);
        const res = await get(`/api/candidates?${q(text)}${filtered ? '&exp_min=1&skills[]=java' : ''}`);
        expect([200, 422]).toContain(res.statusCode);
        if (res.statusCode === 422) expect(res.json().errors).toHaveProperty('q');
      }),
      { numRuns: 150 },
    );
  });
});

describe('saved searches', () => {
  it('saves, lists with the number new since the last run, runs, shares and keeps private', async () => {
    const colleague = await t.user({ role: 'recruiter' });
    const save = await t.as(admin, {
      method: 'POST',
      url: '/api/saved_searches',
      payload: { name: 'Java seniors', filters: { 'skills[]': ['java'], exp_min: 5, q: '' } },
    });
    expect(save.statusCode).toBe(201);
    const id = save.json().data.encrypted_id as string;
    const mine = async (token = admin) => (await get('/api/saved_searches', token)).json().data as { encrypted_id: string; new_count: number; filters: unknown; mine: boolean }[];
    expect((await mine()).find((s) => s.encrypted_id === id)).toMatchObject({
      filters: { 'skills[]': ['java'], exp_min: 5 },
      new_count: 0,
      mine: true,
    });
    // a candidate added after the last run counts as new until the search runs again
    t.clock.advance(60_000);
    await seed({ name: 'Eshan Java', exp: 7, skills: ['Java'], created: t.clock.now().toISOString() });
    expect((await mine()).find((s) => s.encrypted_id === id)?.new_count).toBe(1);
    t.clock.advance(60_000);
    const run = await t.as(admin, { method: 'POST', url: `/api/saved_searches/${id}/run` });
    expect(run.json().data.filters).toEqual({ 'skills[]': ['java'], exp_min: 5 });
    expect((await mine()).find((s) => s.encrypted_id === id)?.new_count).toBe(0);
    // private until shared; a colleague can run but not change or delete it
    expect((await mine(colleague.token)).some((s) => s.encrypted_id === id)).toBe(false);
    expect((await t.as(admin, { method: 'PUT', url: `/api/saved_searches/${id}`, payload: { shared: true } })).statusCode).toBe(200);
    expect((await mine(colleague.token)).find((s) => s.encrypted_id === id)).toMatchObject({ mine: false });
    expect((await t.as(colleague.token, { method: 'DELETE', url: `/api/saved_searches/${id}` })).statusCode).toBe(404);
    expect((await t.as(admin, { method: 'DELETE', url: `/api/saved_searches/${id}` })).statusCode).toBe(200);
  });

  it('refuses a malformed query and an empty name', async () => {
    const res = await t.as(admin, { method: 'POST', url: '/api/saved_searches', payload: { name: 'Bad', filters: { q: 'java OR' } } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.q[0]).toMatch(/OR with nothing after it/);
    const blank = await t.as(admin, { method: 'POST', url: '/api/saved_searches', payload: { name: '', filters: {} } });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toHaveProperty('name');
  });
});

describe('the page size preference', () => {
  it('is remembered per user', async () => {
    expect((await get('/api/list_prefs')).json().data).toEqual({ candidates_page_size: null });
    expect((await t.as(admin, { method: 'PUT', url: '/api/list_prefs', payload: { candidates_page_size: 50 } })).statusCode).toBe(200);
    expect((await get('/api/list_prefs')).json().data).toEqual({ candidates_page_size: 50 });
    expect((await get('/api/list_prefs', recruiter.token)).json().data).toEqual({ candidates_page_size: null });
    const bad = await t.as(admin, { method: 'PUT', url: '/api/list_prefs', payload: { candidates_page_size: 30 } });
    expect(bad.statusCode).toBe(422);
  });
});

describe('bulk actions', () => {
  const waitDone = async (id: string) => {
    // the job runs in the background: wait for it to end, then read its state
    await t.app.work.idle();
    const res = await get(`/api/candidates_bulk/${id}`);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const start = async (payload: Record<string, unknown>) => {
    const res = await t.as(admin, { method: 'POST', url: '/api/candidates_bulk', payload });
    expect(res.statusCode).toBe(202);
    return res.json().data.encrypted_id as string;
  };

  it('adds all matching candidates to a job order, listing the rows that failed and why', async () => {
    const job = await seedJob(t, recruiter.id, 'Bulk Job');
    const rec = await userEncryptedId(t, recruiter.id);
    // one already linked: that row fails, the others go in
    await t.db.query(
      `insert into candidate_jobs (candidate_id, job_id, recruiter_id) select id, $1, $2 from candidates where name = 'Asha Java'`,
      [job.id, recruiter.id],
    );
    const id = await start({
      action: 'add_to_job',
      selection: { filters: { 'skills[]': ['java'] } },
      job_id: job.encrypted_id,
      recruiter_id: rec,
    });
    const result = await waitDone(id);
    expect(result).toMatchObject({ state: 'done', total: 3, done: 3, succeeded: 2 });
    expect(result.failures).toEqual([{ candidate_id: ids['Asha Java'], name: 'Asha Java', reason: 'Candidate already added for this job' }]);
    const linked = await t.db.query<{ name: string }>(
      `select c.name from candidate_jobs j join candidates c on c.id = j.candidate_id where j.job_id = $1 order by c.name`,
      [job.id],
    );
    expect(linked.rows.map((r) => r.name)).toEqual(['Asha Java', 'Chitra Fullstack', 'Eshan Java']);
    // their status history and the audit trail have each move
    expect(
      Number((await t.db.query<{ n: number }>('select count(*)::int as n from candidate_job_status_history where job_id = $1', [job.id])).rows[0].n),
    ).toBe(2);

    // change the status of their links on the job; one candidate without a link fails with the reason
    const move = await start({
      action: 'change_status',
      selection: { ids: [ids['Chitra Fullstack'], ids['Bala Python']] },
      job_id: job.encrypted_id,
      mainstatus_id: 'S',
      mainsubstatus_id: '201',
    });
    const moved = await waitDone(move);
    expect(moved).toMatchObject({ state: 'done', total: 2, succeeded: 1 });
    expect(moved.failures).toEqual([{ candidate_id: ids['Bala Python'], name: 'Bala Python', reason: 'The candidate is not linked to this job.' }]);
    expect(await names('status=S&skills[]=react')).toEqual(['Chitra Fullstack']);
  });

  it('adds a skill tag, and checks the action once before any row', async () => {
    await t.db.query(`insert into skills (name) values ('Leadership') on conflict do nothing`);
    const id = await start({ action: 'add_skill', selection: { ids: [ids['Asha Java'], ids['Dev Payroll']] }, skill: 'leadership' });
    expect(await waitDone(id)).toMatchObject({ state: 'done', succeeded: 2, failures: [] });
    expect(await names('skills[]=Leadership')).toEqual(['Asha Java', 'Dev Payroll']);
    const bad = await t.as(admin, { method: 'POST', url: '/api/candidates_bulk', payload: { action: 'add_skill', selection: { ids: [ids['Asha Java']] }, skill: 'Nope' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ skill: ['The selected skill is invalid.'] });
    const noJob = await t.as(admin, { method: 'POST', url: '/api/candidates_bulk', payload: { action: 'add_to_job', selection: { ids: [ids['Asha Java']] } } });
    expect(noJob.json().errors).toEqual({ job_id: ['The job id field is required.'] });
    // another user cannot read the job; a role without Candidates edit cannot start one
    expect((await get(`/api/candidates_bulk/${id}`, recruiter.token)).statusCode).toBe(404);
    const viewer = await t.user({ role: 'viewer-only', grants: { Candidates: { m_view: 1 } } });
    expect((await t.as(viewer.token, { method: 'POST', url: '/api/candidates_bulk', payload: { action: 'add_skill', selection: { ids: [ids['Asha Java']] }, skill: 'Java' } })).statusCode).toBe(403);
  });

  it('exports a selection for the spreadsheet', async () => {
    const res = await t.as(admin, { method: 'POST', url: '/api/candidates_export', payload: { selection: { filters: { source: 'Naukri' } } } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.columns[0]).toEqual({ title: 'Name', key: 'name' });
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ name: 'Asha Java', skills: 'Java, Leadership, Spring', experience: '6 yrs 0 mos' });
  });

  it('audits an export (who, when, how many rows, which filters), for roles that may export only', async () => {
    const before = t.clock.now();
    const last = Number((await t.db.query<{ n: number }>('select coalesce(max(id), 0) as n from audit_events')).rows[0].n);
    const res = await t.as(admin, {
      method: 'POST',
      url: '/api/candidates_export',
      payload: { selection: { filters: { 'skills[]': ['java'], exp_min: 6, q: '' } } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(3);
    const events = async () =>
      (
        await t.db.query<{ actor_id: number; occurred_at: Date; summary: string; after: unknown }>(
          `select actor_id, occurred_at, summary, after from audit_events where action = 'candidates.export' and id > $1 order by id`,
          [last],
        )
      ).rows;
    const [event] = await events();
    expect(Number(event.actor_id)).toBe(t.admin.id);
    expect(new Date(event.occurred_at).getTime()).toBe(before.getTime());
    expect(event.summary).toBe('3 candidates exported to a spreadsheet');
    expect(typeof event.after === 'string' ? JSON.parse(event.after) : event.after).toEqual({
      rows: 3,
      selection: { filters: { 'skills[]': ['java'], exp_min: 6 } },
    });
    // rows chosen by hand: how many, not which
    await t.as(admin, { method: 'POST', url: '/api/candidates_export', payload: { selection: { ids: [ids['Bala Python']] } } });
    const hand = (await events())[1];
    expect(typeof hand.after === 'string' ? JSON.parse(hand.after) : hand.after).toEqual({ rows: 1, selection: { ids: 1 } });
    expect(hand.summary).toBe('1 candidate exported to a spreadsheet');

    // a role that sees candidates but may not export (no Data Tables) is refused, and nothing is audited
    const viewer = await t.user({ role: 'candidates-viewer', grants: { Candidates: { m_view: 1 } } });
    const refused = await t.as(viewer.token, { method: 'POST', url: '/api/candidates_export', payload: { selection: { ids: [ids['Bala Python']] } } });
    expect(refused.statusCode).toBe(403);
    const exporter = await t.user({ role: 'candidates-exporter', grants: { Candidates: { m_view: 1 }, 'Data Tables': { m_view: 1 } } });
    const allowed = await t.as(exporter.token, { method: 'POST', url: '/api/candidates_export', payload: { selection: { ids: [ids['Bala Python']] } } });
    expect(allowed.statusCode).toBe(200);
    const all = await events();
    expect(all).toHaveLength(3);
    expect(Number(all[2].actor_id)).toBe(exporter.id);
  });
});

describe('GET /api/quick_find', () => {
  it('finds candidates by name, e-mail and mobile, job orders by Job Id, clients by name', async () => {
    const find = async (text: string, token = admin) => (await get(`/api/quick_find?${q(text)}`, token)).json().data as { kind: string; title: string }[];
    expect((await find('asha')).filter((r) => r.kind === 'candidate').map((r) => r.title)).toEqual(['Asha Java']);
    expect((await find('bala.python@')).map((r) => r.title)).toEqual(['Bala Python']);
    const { rows } = await t.db.query<{ job_code: number; primary_mobile: string }>(
      `select (select job_code from job_orders where job_title = 'Bulk Job') as job_code,
              (select primary_mobile from candidates where name = 'Chitra Fullstack') as primary_mobile`,
    );
    expect((await find(rows[0].primary_mobile.slice(0, 9))).some((r) => r.title === 'Chitra Fullstack')).toBe(true);
    expect((await find(String(rows[0].job_code))).find((r) => r.kind === 'job')?.title).toBe('Bulk Job');
    expect((await find('glob')).find((r) => r.kind === 'client')?.title).toBe('Globex');
    // a role without Candidates view finds no candidate (nor a contact detail)
    const clientsOnly = await t.user({ role: 'clients-only', grants: { Clients: { m_view: 1 } } });
    const found = await find('asha', clientsOnly.token);
    expect(found.filter((r) => r.kind === 'candidate')).toEqual([]);
    expect((await get('/api/quick_find?q=a')).statusCode).toBe(422);
  });
});

describe('the job order and client lists: filters', () => {
  it('filter job orders by client, recruiter, place and position type, and clients by status, recruiter and place', async () => {
    const other = await t.user({ role: 'recruiter' });
    const a = await seedJob(t, other.id, 'Filter Java Lead');
    await t.db.query(`update job_orders set position_type = 'Contract', state_id = $2, city_id = $3, country_id = $4 where id = $1`, [
      a.id,
      g.state2,
      g.city2,
      g.country,
    ]);
    const { rows } = await t.db.query<{ encrypted_id: string }>(
      'select c.encrypted_id::text as encrypted_id from clients c join job_orders j on j.client_id = c.id where j.id = $1',
      [a.id],
    );
    const client = rows[0].encrypted_id;
    const rec = await userEncryptedId(t, other.id);
    const jobs = async (qs: string) => {
      const res = await get(`/api/jobs?${qs}`);
      expect(res.statusCode).toBe(200);
      return res.json() as { data: { job_title: string }[]; filter_data_cnt: number };
    };
    expect((await jobs(`recruiter=${rec}`)).data.map((j) => j.job_title)).toEqual(['Filter Java Lead']);
    expect((await jobs(`client=${client}`)).data.map((j) => j.job_title)).toEqual(['Filter Java Lead']);
    expect((await jobs('position_type=Contract')).data.map((j) => j.job_title)).toEqual(['Filter Java Lead']);
    expect((await jobs(`city=${g.city2}&state=${g.state2}`)).filter_data_cnt).toBe(1);
    expect((await jobs(`recruiter=${rec}&q=java`)).filter_data_cnt).toBe(1);
    expect((await jobs(`recruiter=${rec}&q=python`)).filter_data_cnt).toBe(0);
    expect((await get('/api/jobs?position_type=Permanent')).statusCode).toBe(422);

    const clients = async (qs: string) => (await get(`/api/clients?${qs}`)).json() as { data: { encrypted_id: string }[]; filter_data_cnt: number };
    expect((await clients(`recruiter=${rec}`)).data.map((c) => c.encrypted_id)).toEqual([client]);
    expect((await clients(`state=${g.state2}`)).data.map((c) => c.encrypted_id)).toEqual([client]);
    await t.db.query(`update clients set status = 'inactive' where encrypted_id = $1`, [client]);
    expect((await clients('status=inactive')).data.map((c) => c.encrypted_id)).toEqual([client]);
    expect((await clients(`status=active&recruiter=${rec}`)).filter_data_cnt).toBe(0);
  });

  it('the client list offers the cities of job orders for its city filter; bad values of client and city are 422s', async () => {
    const res = await get('/api/clients_cities');
    expect(res.statusCode).toBe(200);
    const cities = res.json().data as { id: number; name: string }[];
    // the job order placed in the second city above is there, by name; a city no job order has is not
    const name2 = (await t.db.query<{ name: string }>('select name from cities where id = $1', [g.city2])).rows[0].name;
    expect(cities).toContainEqual({ id: g.city2, name: name2 });
    const none = await t.db.query<{ id: number }>(
      'select id from cities where not exists (select 1 from job_orders j where j.city_id = cities.id) limit 1',
    );
    expect(cities.map((c) => c.id)).not.toContain(Number(none.rows[0].id));
    expect(cities.map((c) => c.name)).toEqual([...cities.map((c) => c.name)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const filtered = (await get(`/api/clients?city=${g.city2}`)).json() as { data: { client_short_name: string }[] };
    expect(filtered.data.length).toBeGreaterThan(0);
    expect((await get(`/api/clients?city=${cities[0].id + 1_000_000}`)).json().filter_data_cnt).toBe(0);
    // only roles that see clients read the choices
    const viewer = await t.user({ role: 'jobs-only', grants: { 'Job Orders': { m_view: 1 } } });
    expect((await get('/api/clients_cities', viewer.token)).statusCode).toBe(403);
    for (const url of ['/api/clients?city=abc', '/api/clients?city=0', '/api/jobs?client=not-a-key', '/api/jobs?client=12']) {
      const bad = await get(url);
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual([url.includes('city') ? 'city' : 'client']);
    }
  });
});

describe('candidate_facets: what the filters read follows the tables (migration 016)', () => {
  it('follows skill edits, candidate edits, status moves and removed links', async () => {
    await seed({ name: 'Farah Facets', exp: 2, notice: 90, skills: ['Golang'] });
    const cid = Number((await t.db.query<{ id: number }>(`select id from candidates where name = 'Farah Facets'`)).rows[0].id);
    expect(await names('skills[]=golang')).toEqual(['Farah Facets']);
    // the profile's skill editor: Golang taken off, Kotlin and Scala put on
    const skill = async (name: string) => {
      await t.db.query(`insert into skills (name) values ($1) on conflict do nothing`, [name]);
      return Number((await t.db.query<{ id: number }>('select id from skills where lower(name) = lower($1)', [name])).rows[0].id);
    };
    await replaceSkills(t.db, cid, [{ id: await skill('Kotlin') }, { id: await skill('Scala') }]);
    expect(await names('skills[]=golang')).toEqual([]);
    expect(await names('skills[]=kotlin&skills[]=scala&skills_match=all')).toEqual(['Farah Facets']);
    await t.db.query('delete from candidate_skills where candidate_id = $1 and skill_id = $2', [cid, await skill('Scala')]);
    expect(await names('skills[]=kotlin&skills[]=scala&skills_match=all')).toEqual([]);
    expect(await names('skills[]=kotlin')).toEqual(['Farah Facets']);
    // the candidate's own columns
    expect(await names('skills[]=kotlin&exp_min=10&notice_max=15')).toEqual([]);
    await t.db.query('update candidates set exp_years = 12, notice_period = 5 where id = $1', [cid]);
    expect(await names('skills[]=kotlin&exp_min=10&notice_max=15')).toEqual(['Farah Facets']);
    // a link, moved from one main status to another, then removed
    const job = await seedJob(t, recruiter.id, 'Facets Job');
    const link = await t.db.query<{ id: number }>(
      `insert into candidate_jobs (candidate_id, job_id, recruiter_id, main_status_id, sub_status_id) values ($1, $2, $3, 'S', '201') returning id`,
      [cid, job.id, recruiter.id],
    );
    expect(await names('skills[]=kotlin&status=S')).toEqual(['Farah Facets']);
    const joined = (await t.db.query<{ fixed_id: string }>(`select fixed_id from job_sub_status where main_status_id = 'J' limit 1`)).rows[0];
    await t.db.query(`update candidate_jobs set main_status_id = 'J', sub_status_id = $2 where id = $1`, [link.rows[0].id, joined.fixed_id]);
    expect(await names('skills[]=kotlin&status=S')).toEqual([]);
    expect(await names('skills[]=kotlin&status=J')).toEqual(['Farah Facets']);
    await t.db.query('delete from candidate_jobs where id = $1', [link.rows[0].id]);
    expect(await names('skills[]=kotlin&status=J')).toEqual([]);
    // every candidate's row equals what the tables say
    expect(await facetsMismatch(t.db)).toEqual({ wrong: 0, missing: 0 });
    // a candidate removed takes its row along
    await t.db.query('delete from candidates where id = $1', [cid]);
    expect((await t.db.query('select 1 from candidate_facets where candidate_id = $1', [cid])).rows).toEqual([]);
  });
});

describe('search_words: what the word being typed can become follows the candidates (migration 018)', () => {
  // the words of the candidates' full text against the table: none missing, none left over
  const drift = async () =>
    (
      await t.db.query<{ missing: number; stale: number }>(
        `with held as (select distinct unnest(tsvector_to_array(search)) as w from candidates)
         select (select count(*)::int from held where w not in (select word from search_words)) as missing,
                (select count(*)::int from search_words where word not in (select w from held)) as stale`,
      )
    ).rows[0];
  const has = async (word: string) =>
    (await t.db.query('select 1 from search_words where word = $1', [word])).rows.length === 1;

  it('finds what the prefix found, through the words it can become, as candidates are added, edited and deleted', async () => {
    await seed({ name: 'Gita Words', resume: 'Jetpack Compose screens, Prometheus alerts and prometheusrulez tooling.' });
    await seed({ name: 'Hari Words', resume: 'Jetpack only; prometheuz is a typo.' });
    expect(await drift()).toEqual({ missing: 0, stale: 0 });
    expect((await plainQ(t.db, 'jetpack prometheus')).completions).toEqual(['prometheus', 'prometheusrulez']);
    expect(await names(q('jetpack prometheus'))).toEqual(['Gita Words']);
    expect(await names(q('jetpack prometheusr'))).toEqual(['Gita Words']);
    expect(await names(q('jetpack prometheu'))).toEqual(['Gita Words', 'Hari Words']);
    // no word starts so: the typed word matches nobody, the search still answers
    expect((await plainQ(t.db, 'jetpack prometheusq')).completions).toEqual([]);
    expect(await names(q('jetpack prometheusq'))).toEqual([]);

    // an edit that drops the only candidate's word takes it away; a word another candidate holds stays
    const gita = Number((await t.db.query<{ id: number }>(`select id from candidates where name = 'Gita Words'`)).rows[0].id);
    await t.db.query(`update candidates set resume_text = 'Jetpack Compose screens, Prometheus alerts.' where id = $1`, [gita]);
    expect(await has('prometheusrulez')).toBe(false);
    expect(await names(q('jetpack prometheusr'))).toEqual([]);
    expect(await drift()).toEqual({ missing: 0, stale: 0 });

    // a candidate deleted (or erased) takes the words no one else holds: its e-mail address, its typo
    await t.db.query(`delete from candidates where name = 'Hari Words'`);
    expect(await has('prometheuz')).toBe(false);
    expect(await has('hari.words@example.com')).toBe(false);
    expect(await has('jetpack')).toBe(true);
    expect(await names(q('jetpack prometheu'))).toEqual(['Gita Words']);
    expect(await drift()).toEqual({ missing: 0, stale: 0 });
  });

  it('keeps the prefix match when more than PREFIX_WORDS words start so, or the word is not plain letters and digits', async () => {
    const many = Array.from({ length: PREFIX_WORDS + 1 }, (_, i) => `zetaword${String.fromCharCode(97 + i)}`);
    await seed({ name: 'Ira Words', resume: `Terms: ${many.join(' ')}.` });
    expect((await plainQ(t.db, 'zetaword')).completions).toBeNull();
    expect(await names(q('zetaword'))).toEqual(['Ira Words']);
    expect((await plainQ(t.db, 'zetawordb')).completions).toEqual(['zetawordb']);
    expect(await names(q('zetawordb'))).toEqual(['Ira Words']);
    expect((await plainQ(t.db, 'zetä')).completions).toBeNull();
    // a last word the full text keeps no lexeme of (a letter-number, a lone mark) answers, as any other
    for (const text of ['jetpack ⅷ', 'ⅷ', 'zetawordb ²', '²'] as const) await list(q(text));
  });
});

describe("GET /api/clients_search: the job order lists' searchable client filter", () => {
  it('finds the clients by a part of either name, at most limit of them; bad q or limit is a 422 naming it', async () => {
    for (const [short, legal] of [['Zenfold', 'Zenfold Analytics Private Limited'], ['Orbita', 'Zenith Orbit Systems LLP']])
      await t.db.query('insert into clients (client_short_name, client_legal_name) values ($1, $2)', [short, legal]);
    const found = async (qs: string) => {
      const res = await get(`/api/clients_search?${qs}`);
      expect(res.statusCode).toBe(200);
      return (res.json().data as { client_short_name: string }[]).map((c) => c.client_short_name);
    };
    // by short name and by legal name, case-insensitive, by short name
    expect(await found('q=zen')).toEqual(['Orbita', 'Zenfold']);
    expect(await found('q=ORBIT')).toEqual(['Orbita']);
    expect(await found('q=zen&limit=1')).toEqual(['Orbita']);
    // LIKE's wildcards are plain characters
    expect(await found(`q=${encodeURIComponent('zen%fold')}`)).toEqual([]);
    for (const [qs, field] of [
      [`q=${'x'.repeat(201)}`, 'q'],
      ['q=zen&limit=0', 'limit'],
      ['q=zen&limit=101', 'limit'],
      ['q=zen&limit=many', 'limit'],
    ] as const) {
      const res = await get(`/api/clients_search?${qs}`);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
    // roles without the clients or the job orders see none
    const other = await t.user({ role: 'candidates-only', grants: { Candidates: { m_view: 1 } } });
    expect((await get('/api/clients_search?q=zen', other.token)).statusCode).toBe(403);
  });
});
