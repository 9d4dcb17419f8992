// A broad search's count answered by the statistics (issue 19, "within 2× at 1M"): on a PostgreSQL server, a word
// ANALYZE found in far more resumes than COUNT_CAP answers "2000+" without collecting its matches, with the page as
// when counted; a word under the bound, statistics with many rows changed since ANALYZE, and the embedded database
// (no autovacuum) count exactly. Boolean ORs are counted one branch at a time, with the same counts. From SAMPLE_FROM
// candidates, a search a random sample shows in far more resumes than the cap is answered "2000+" too; a rare one is
// counted.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildTestApp, type TestApp } from './helpers.js';
import { COUNT_CAP } from '../src/http/lists.js';
import { NAME_WINDOW, SAMPLE_FROM, sureWords, WINDOW_SKIP } from '../src/modules/search/repository.js';
import type { Executor } from '../src/db/index.js';

const onServer = !!process.env.DATABASE_URL;
/** Candidates holding the common word: more than twice the cap, so the statistics' bound clears it. */
const COMMON = 4500;
/** Candidates holding the other word: under the cap. */
const FEW = 1500;
/** The capped count's statement: it stops after the cap's next row. */
const COUNTING = `limit ${COUNT_CAP + 1}`;

/** `n` candidates named "<word> i" with the word in their resume (one statement, one created_at). */
async function addCandidates(t: TestApp, word: string, n: number) {
  await t.db.tx(async (q) => {
    await q.query(
      `insert into candidates (name, primary_mobile, primary_email, resume_text)
       select $1 || ' ' || i, lpad(i::text, 10, '7'), lower($1) || i || '@stats.example', 'Keeps a ' || lower($1) || ' enclosure'
         from generate_series(1, $2::int) i`,
      [word, n],
    );
    // this connection's count of inserted rows reaches the server's statistics when it is next idle
    if (onServer) await q.query('select pg_stat_force_next_flush()');
  });
}

/**
 * ANALYZE once the server's statistics hold every candidate inserted (`n`): an insert counted after it would be a row
 * changed since ANALYZE, and with a tenth of the table so the statistics are not believed (a loaded machine flushed
 * the insert's count late).
 */
async function analyzeAll(t: TestApp, n: number) {
  for (;;) {
    if (!onServer) break;
    const { rows } = await t.db.query<{ n: number }>(
      `select n_tup_ins::int as n from pg_stat_user_tables where relid = to_regclass('candidates')`,
    );
    if (Number(rows[0]?.n ?? 0) >= n) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await t.db.query('analyze candidates');
}

/** The answer to GET url and whether the API counted (statements read as they pass: the database answers them). */
async function listed(t: TestApp, url: string) {
  const statements: string[] = [];
  const db = t.db;
  const { query, tx } = db;
  db.query = ((sql: string, ...rest: unknown[]) => {
    statements.push(sql);
    return (query as (...a: unknown[]) => unknown).call(db, sql, ...rest);
  }) as typeof db.query;
  // the counts on a PostgreSQL server run in a transaction of their own
  db.tx = ((fn: (q: Executor) => Promise<unknown>) =>
    tx.call(db, (q) =>
      fn({
        query: ((sql: string, ...rest: unknown[]) => {
          statements.push(sql);
          return (q.query as (...a: unknown[]) => unknown).call(q, sql, ...rest);
        }) as Executor['query'],
        exec: (sql: string) => q.exec(sql),
      }),
    )) as typeof db.tx;
  try {
    const res = await t.as(t.admin.token, { method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return { body: res.json(), counted: statements.some((s) => s.includes(COUNTING)), statements };
  } finally {
    db.query = query;
    db.tx = tx;
  }
}

/** The first `limit` names of the full-text matches of `word`, in the list's default order (or by name desc). */
async function expectedPage(t: TestApp, word: string, byName = false, config = 'simple') {
  const order = byName ? 'lower(c.name) desc nulls last, c.created_at desc, c.name asc, c.id desc' : 'c.created_at desc, c.name asc, c.id desc';
  const { rows } = await t.db.query<{ name: string }>(
    `select c.name from candidates c where c.search @@ to_tsquery($2::regconfig, $1) order by ${order} limit 20`,
    [word, config],
  );
  return rows.map((r) => r.name);
}

const names = (body: { data: { name: string }[] }) => body.data.map((r) => r.name);

describe('sureWords: the words the statistics promise more than the cap of', () => {
  const stats = { reltuples: 1_000_000, modified: 0, nullFrac: 0, target: 100, elems: ['sharma', 'kubernet'], freqs: [0.0144, 0.129, 0.0144, 0.129] };
  it('keeps a word whose share, less four standard errors of the sample, still gives twice the cap', () => {
    // at 1M: sharma 14,400 seen, at least 11,700 (the sample of 30,000 rows is off by ±690 rows at 1M per error)
    expect(sureWords(stats)).toEqual(['sharma', 'kubernet']);
    // at 100k: 1,440 seen, under the cap: counted
    expect(sureWords({ ...stats, reltuples: 100_000 })).toEqual(['kubernet']);
    // rows changed since ANALYZE are taken off: 10,000 of them leave sharma 1,700 for sure
    expect(sureWords({ ...stats, modified: 10_000 })).toEqual(['kubernet']);
  });
  it('believes nothing past 10% of the table changed since ANALYZE, before any ANALYZE, or without statistics', () => {
    expect(sureWords({ ...stats, modified: 100_000 })).toEqual([]);
    expect(sureWords({ ...stats, reltuples: -1 })).toEqual([]);
    expect(sureWords(null)).toEqual([]);
  });
});

describe('GET /api/candidates: a broad search counted by the statistics', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
    await addCandidates(t, 'Quokka', COMMON);
    await addCandidates(t, 'Wombat', FEW);
    await analyzeAll(t, COMMON + FEW);
  });
  after(() => t.close());

  it('answers a word in more than twice the cap of resumes capped, without counting, on a PostgreSQL server; the page as when counted', { skip: !onServer && 'the embedded database counts exactly (the next test)' }, async () => {
    for (const [url, byName] of [
      ['/api/candidates?q=quokka&limit=20', false],
      ['/api/candidates?q=quok&limit=20', false],
      ['/api/candidates?q=quokka&sortby=name&direction=desc&limit=20', true],
    ] as const) {
      const { body, counted } = await listed(t, url);
      expect(counted).toBe(false);
      expect(body.filter_data_cnt).toBe(COUNT_CAP);
      expect(body.filter_data_capped).toBe(true);
      expect(names(body)).toEqual(await expectedPage(t, 'quokka', byName));
      expect(body.data[0].snippet.some((p: { hit: boolean; text: string }) => p.hit && p.text === 'quokka')).toBe(true);
    }
    // the boolean syntax: a top-level OR one of whose branches is the common word
    const { body, counted } = await listed(t, `/api/candidates?q=${encodeURIComponent('"jetpack prometheus" OR quokka')}&limit=20`);
    expect(counted).toBe(false);
    expect(body.filter_data_capped).toBe(true);
    expect(names(body)).toEqual(await expectedPage(t, 'quokka'));
    // the last page within the cap still has its rows
    const last = await listed(t, `/api/candidates?q=quokka&page=${COUNT_CAP / 20 - 1}&limit=20`);
    expect(last.body.data).toHaveLength(20);
  });

  it('counts exactly on the embedded database, which keeps no statistics up to date', { skip: onServer && 'a PostgreSQL server answers from its statistics (the test above)' }, async () => {
    const { body, counted } = await listed(t, '/api/candidates?q=quokka&limit=20');
    expect(counted).toBe(true);
    expect(body.filter_data_cnt).toBe(COUNT_CAP);
    expect(body.filter_data_capped).toBe(true);
    expect(names(body)).toEqual(await expectedPage(t, 'quokka'));
  });

  it('counts a word under the bound exactly, and what the common word needs with another word or a filter', async () => {
    const few = await listed(t, '/api/candidates?q=wombat&limit=20');
    expect(few.counted).toBe(true);
    expect(few.body.filter_data_cnt).toBe(FEW);
    expect(few.body.filter_data_capped).toBeUndefined();
    // quokka AND wombat: no resume holds both, and a word alone does not decide an AND
    const both = await listed(t, '/api/candidates?q=quokka%20AND%20wombat&limit=20');
    expect(both.counted).toBe(true);
    expect(both.body.filter_data_cnt).toBe(0);
    // a branch with a NOT is not decided by a word alone: counted
    const not = await listed(t, '/api/candidates?q=quokka%20-wombat&limit=20');
    expect(not.counted).toBe(true);
    expect(not.body.filter_data_capped).toBe(true);
    const filtered = await listed(t, '/api/candidates?q=quokka&notice_max=10&limit=20');
    expect(filtered.counted).toBe(true);
  });

  it('counts a boolean OR one branch at a time: each match once, up to the cap', async () => {
    const exact = async (tsquery: string) =>
      Number((await t.db.query<{ n: number }>(`select count(*)::int as n from candidates c where c.search @@ (${tsquery})`)).rows[0].n);
    // e-mails wombat1…@ and quokka2…@ (611 and 1,111 of them): under the cap together
    const two = await listed(t, `/api/candidates?q=${encodeURIComponent('wombat1* OR quokka2*')}&limit=20`);
    expect(two.counted).toBe(true);
    expect(two.body.filter_data_cnt).toBe(await exact(`to_tsquery('simple', 'wombat1:*') || to_tsquery('simple', 'quokka2:*')`));
    expect(two.body.filter_data_cnt).toBeGreaterThanOrEqual(611 + 1111);
    expect(two.body.filter_data_capped).toBeUndefined();
    // branches whose matches overlap (every wombat; those whose e-mail starts wombat1 or wombat7) count each once
    const overlap = await listed(t, `/api/candidates?q=${encodeURIComponent('wombat OR wombat1* OR (wombat7* AND enclosure)')}&limit=20`);
    expect(overlap.body.filter_data_cnt).toBe(FEW);
    const phrase = await listed(t, `/api/candidates?q=${encodeURIComponent('"wombat enclosure" OR "jetpack prometheus"')}&limit=20`);
    expect(phrase.body.filter_data_cnt).toBe(FEW);
    // over the cap by the branches together, none alone: capped by the count
    const over = await listed(t, `/api/candidates?q=${encodeURIComponent('wombat OR quokka2*')}&limit=20`);
    expect(over.counted).toBe(true);
    expect(over.body.filter_data_cnt).toBe(COUNT_CAP);
    expect(over.body.filter_data_capped).toBe(true);
  });
});

describe('GET /api/candidates: statistics with many rows changed since ANALYZE', { skip: !onServer && 'the embedded database always counts' }, () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
    await addCandidates(t, 'Quokka', COMMON);
    await analyzeAll(t, COMMON);
  });
  after(() => t.close());

  it('are not believed: the common word is counted', async () => {
    const total = Number((await t.db.query<{ n: number }>('select count(*)::int as n from candidates')).rows[0].n);
    const changed = Math.ceil(total * 0.12);
    await t.db.tx(async (q) => {
      await q.query(`update candidates set notice_period = 45 where id in (select id from candidates order by id limit $1)`, [changed]);
      // this connection's counts of changed rows reach the statistics when it is next idle, not a while later
      await q.query('select pg_stat_force_next_flush()');
    });
    // the server's statistics show the change (they are flushed when that connection goes idle)
    for (;;) {
      const { rows } = await t.db.query<{ n: number }>(
        `select n_mod_since_analyze::int as n from pg_stat_user_tables where relid = to_regclass('candidates')`,
      );
      if (Number(rows[0]?.n ?? 0) >= changed) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const { body, counted } = await listed(t, '/api/candidates?q=quokka&limit=20');
    expect(counted).toBe(true);
    expect(body.filter_data_cnt).toBe(COUNT_CAP);
    expect(body.filter_data_capped).toBe(true);
    expect(names(body)).toEqual(await expectedPage(t, 'quokka'));
  });
});

describe('GET /api/candidates: a broad search counted by a sample of the candidates', { skip: !onServer && 'the embedded database always counts' }, () => {
  let t: TestApp;
  /** Candidates whose resume holds both "numbat" and "enclosure": 80% of them (a sample of 250 sees 80% ± 2.5%). */
  const BOTH = 16_000;
  /** Candidates whose resume holds "bandicoot" and "enclosure": 2.5%, under the cap. */
  const RARE = 500;
  before(async () => {
    t = await buildTestApp();
    const add = async (n: number, resume: string, from: number) =>
      t.db.query(
        `insert into candidates (name, primary_mobile, primary_email, resume_text, notice_period)
         select 'Sampled ' || i, lpad(i::text, 10, '6'), 'sampled' || i || '@stats.example', $3, 15
           from generate_series($1::int, $2::int) i`,
        [from, from + n - 1, resume],
      );
    await add(BOTH, 'Numbat keeper, enclosure designer', 1);
    await add(RARE, 'Bandicoot enclosure cleaner', BOTH + 1);
    // the rare ones are also the experienced ones, added together: a run of the filters' sample may fall among them
    await t.db.query(`update candidates set exp_years = 20 where resume_text like 'Bandicoot%'`);
    await add(SAMPLE_FROM - BOTH - RARE, 'Bilby keeper', BOTH + RARE + 1);
  });
  after(() => t.close());

  it('answers an AND of words in 80% of resumes capped without counting, alone, in the boolean syntax and with a filter; the page as when counted', async () => {
    for (const url of [
      '/api/candidates?q=numbat%20enclosure&limit=20',
      `/api/candidates?q=${encodeURIComponent('numbat AND enclosure')}&limit=20`,
      '/api/candidates?q=numbat%20enclosure&notice_max=30&limit=20',
    ]) {
      const { body, counted } = await listed(t, url);
      expect(counted).toBe(false);
      expect(body.filter_data_cnt).toBe(COUNT_CAP);
      expect(body.filter_data_capped).toBe(true);
      expect(names(body)).toEqual(await expectedPage(t, 'numbat & enclosure', false, 'english'));
      expect(body.data).toHaveLength(20);
    }
  });

  it('answers filters every candidate meets capped without counting, and counts filters a block of 2.5% meets', async () => {
    const all = await listed(t, '/api/candidates?notice_max=30&limit=20');
    expect(all.counted).toBe(false);
    expect(all.body.filter_data_capped).toBe(true);
    expect(all.body.data).toHaveLength(20);
    for (let i = 0; i < 5; i++) {
      const rare = await listed(t, '/api/candidates?exp_min=15&limit=20');
      expect(rare.counted).toBe(true);
      expect(rare.body.filter_data_cnt).toBe(RARE);
    }
  });

  it('counts a search in 2.5% of resumes exactly: a sample cannot be sure of it', async () => {
    for (let i = 0; i < 5; i++) {
      const { body, counted } = await listed(t, '/api/candidates?q=bandicoot%20enclosure&limit=20');
      expect(counted).toBe(true);
      expect(body.filter_data_cnt).toBe(RARE);
      expect(body.filter_data_capped).toBeUndefined();
    }
  });
});

describe('GET /api/candidates: a capped search in name order, read by windows of that order', () => {
  let t: TestApp;
  /** Candidates matching "shar" by name and resume: more than the cap, after the first names and before the last. */
  const MATCHING = 2100;
  before(async () => {
    t = await buildTestApp();
    // One name shared by every candidate before the matches, and others after them (the descending order's first):
    // the first window of either direction holds a few matches, the first page ends in the second.
    await t.db.query(
      `insert into candidates (name, primary_mobile, primary_email, resume_text)
       select 'Aarav Kumar', lpad(i::text, 10, '5'), 'aarav' || i || '@window.example', 'Ledger clerk' from generate_series(1, $1::int) i`,
      [NAME_WINDOW - 10],
    );
    await addCandidates(t, 'Sharma', MATCHING);
    await t.db.query(
      `insert into candidates (name, primary_mobile, primary_email, resume_text)
       select 'Zubin Mehta ' || i, lpad(i::text, 10, '4'), 'zubin' || i || '@window.example', 'Ledger clerk' from generate_series(1, $1::int) i`,
      [NAME_WINDOW - 5],
    );
    // five of the last names live in a city whose name starts so: they match by their city
    const { rows } = await t.db.query<{ id: number }>(
      `insert into cities (id, state_id, name) select max(c.id) + 1, min(c.state_id), 'Sharavati Nagar' from cities c returning id`,
    );
    await t.db.query(`update candidates set city_id = $1 where name in ('Zubin Mehta 1', 'Zubin Mehta 2', 'Zubin Mehta 3', 'Zubin Mehta 4', 'Zubin Mehta 5')`, [
      rows[0].id,
    ]);
  });
  after(() => t.close());

  /** The matches' names from `offset`, as the list orders them by name. */
  const expected = async (direction: 'asc' | 'desc', offset: number, limit: number) =>
    (
      await t.db.query<{ name: string }>(
        `select c.name from candidates c
          where c.search @@ to_tsquery('simple', 'shar:*') or c.city_id in (select id from cities where lower(name) like 'shar%')
          order by lower(c.name) ${direction} nulls last, c.created_at desc, c.name asc, c.id desc offset $1 limit $2`,
        [offset, limit],
      )
    ).rows.map((r) => r.name);

  it('gives the pages the name order gives, in both directions, windowed up to the deepest page it reads so', async () => {
    for (const direction of ['asc', 'desc'] as const) {
      for (const [page, limit] of [
        [0, 20],
        [1, 20],
        [4, 100],
        [WINDOW_SKIP / 20 + 1, 20],
      ]) {
        const { body, statements } = await listed(t, `/api/candidates?q=shar&sortby=name&direction=${direction}&page=${page}&limit=${limit}`);
        expect(body.filter_data_capped).toBe(true);
        expect(names(body)).toEqual(await expected(direction, page * limit, limit));
        // the first window's bound, read on the name index, unless the page is deeper than windows go
        expect(statements.some((s) => s.includes(`offset ${NAME_WINDOW} limit 1`))).toBe(page * limit <= WINDOW_SKIP);
      }
    }
  });

  it('answers a word the first names hold from those names alone', async () => {
    const { body, statements } = await listed(t, '/api/candidates?q=aarav&sortby=name&limit=20');
    expect(body.filter_data_capped).toBe(true);
    expect(names(body)).toEqual(Array(20).fill('Aarav Kumar'));
    expect(statements.some((s) => s.includes(`offset ${NAME_WINDOW} limit 1`))).toBe(false);
  });
});
