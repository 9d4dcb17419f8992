// Dashboard journeys: a recruiter signs in to figures built from a known history, opens a card's list and a
// tile's, walks the four tabs, the interview calendar (month, week, day) and ticks a task the server keeps.
// The history is made through the API first: one client, the recruiter's job order with four candidates moved through
// the statuses, another recruiter's job order (outside her scope), an interview today and one tomorrow.
// Every date is computed from the clock (npm test -- --at=<instant> runs this at a chosen instant), and the interviews
// are at midnight: today's 12:00 AM is past and tomorrow's is within the next 24 hours at any hour of the day.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addDays, adminToken, expectingApi, assertNoConsoleErrors, createUser, todayIn } from '../lib/fixtures.mjs';
import { apiAs, apiLogin, journeySuite, newPageWith, shot, signIn, until } from '../lib/suite.mjs';

const PRIYA = { email: 'priya.sharma@e2e.example', password: 'Priya-e2e-Passw0rd-1' };
const RAVI = { email: 'ravi.kumar@e2e.example', password: 'Ravi-e2e-Passw0rd-1' };
// The suite's users are in India (APP_TIMEZONE defaults to Asia/Kolkata): the browser runs there too.
const BROWSER = { timezoneId: 'Asia/Kolkata', locale: 'en-IN' };
const PHONE = { ...BROWSER, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const TODAY = todayIn('Asia/Kolkata');
const TOMORROW = addDays(TODAY, 1);
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '2026-03-05' → '05-Mar-2026', as the dashboard shows dates. */
const shown = (date) => `${date.slice(8, 10)}-${MONTHS[Number(date.slice(5, 7)) - 1]}-${date.slice(0, 4)}`;

/** What Priya's dashboard must show: her job order only (Ravi's candidate Eshan is outside her scope). */
const EXPECTED = {
  resumes_submitted_last_30_days: 3,
  resumes_submitted_last_7_days: 3,
  offered_made_last_30_days: 3,
  offered_made_last_7_days: 3,
  candidates_placed_last_30_days: 1,
  candidates_placed_last_7_days: 1,
  offers_declines_last_30_days: 1,
  offers_declines_last_7_days: 1,
  candidates_yet_to_join: 1,
  today_interviews: 1,
  tomorrow_interviews: 1,
  prospective_candidates: 1,
};
const CARDS = [
  ['Resumes Submitted', 'resumes_submitted'],
  ['Offers Made', 'offered_made'],
  ['Candidates Placed', 'candidates_placed'],
  ['Offers Declines', 'offers_declines'],
];
const TILES = [
  ['Candidates Yet To Join', 'candidates_yet_to_join'],
  ['Interviews Today', 'today_interviews'],
  ['Interviews Tomorrows', 'tomorrow_interviews'],
  ['Perspective Candidates', 'prospective_candidates'],
];

let suite;
let browser;
const ids = {};

/** Builds the known history through the API, as the admin (the routes the candidate and job order screens use). */
async function buildHistory() {
  const admin = await adminToken(suite);
  const { call, form, userId, place, jobOrder } = expectingApi(suite, admin);
  await createUser(suite, { role: 'recruiter', ...PRIYA, firstName: 'Priya', lastName: 'Sharma', mobile: '9876543210' });
  await createUser(suite, { role: 'recruiter', ...RAVI, firstName: 'Ravi', lastName: 'Kumar', mobile: '9876543211' });
  for (const [key, who] of [
    ['priya', PRIYA],
    ['ravi', RAVI],
  ]) {
    ids[key] = await userId(who.email);
  }

  const bengaluru = await place('Karnataka', /^Bengaluru|^Bangalore/);
  ids.client = await form('/api/clients', { client_legal_name: 'Orbit Systems Private Limited', client_short_name: 'Orbit Systems' });
  const job = (title, recruiter) => jobOrder(title, { client: ids.client, place: bengaluru, recruiter });
  ids.job = await job('Platform Engineer', ids.priya);
  ids.otherJob = await job('Data Analyst', ids.ravi);

  let n = 0;
  const candidate = (name) => {
    n += 1;
    return form('/api/candidates', {
      name,
      primary_mobile: `98450000${String(n).padStart(2, '0')}`,
      primary_email: `${name.toLowerCase().replace(' ', '.')}@e2e.example`,
      exp_years: 3 + n,
      exp_months: n,
      current_ctc: 1_000_000 + n * 100_000,
      expected_ctc: 1_400_000 + n * 100_000,
      notice_period: 30,
    });
  };
  const link = async (candidateId, jobId, recruiter) =>
    (await call('POST', '/api/candidates_job_orders', { candidate_id: candidateId, job_id: jobId, recruiter_id: recruiter, mainstatus_id: 'P', mainsubstatus_id: '103' }, 201)).data
      .encrypted_id;
  const move = (linkId, main, sub, extra = {}) =>
    call('PUT', '/api/candidates_job_orders', { encrypted_id: linkId, mainstatus_id: main, mainsubstatus_id: sub, ...extra }, 200);

  for (const name of ['Asha Rao', 'Bala Krishnan', 'Chitra Iyer', 'Deepa Nair', 'Eshan Gupta']) {
    ids[name] = await candidate(name);
  }
  const asha = await link(ids['Asha Rao'], ids.job, ids.priya);
  const bala = await link(ids['Bala Krishnan'], ids.job, ids.priya);
  const chitra = await link(ids['Chitra Iyer'], ids.job, ids.priya);
  await link(ids['Deepa Nair'], ids.job, ids.priya);
  const eshan = await link(ids['Eshan Gupta'], ids.otherJob, ids.ravi);
  // Asha: submitted, offered, yet to join (joining in three weeks)
  await move(asha, 'S', '201');
  await move(asha, 'R', '401', { offered_ctc: 1_650_000, expected_joining_date: addDays(TODAY, 21) });
  // Bala: submitted, offered, joined
  await move(bala, 'S', '201');
  await move(bala, 'R', '402', { offered_ctc: 1_500_000, expected_joining_date: addDays(TODAY, 3) });
  await move(bala, 'J', '501');
  // Chitra: submitted, offered, declined the offer
  await move(chitra, 'S', '201');
  await move(chitra, 'R', '401', { offered_ctc: 1_700_000, expected_joining_date: addDays(TODAY, 10) });
  await move(chitra, 'R', '403');
  // Deepa stays Prospective. Eshan is submitted on Ravi's job order: counted for Ravi and the admin, not for Priya.
  await move(eshan, 'S', '201');

  // Asha's interview today at 12:00 AM (already past: a recent interview), Deepa's tomorrow at 12:00 AM (upcoming, and
  // within the notifications' next 24 hours whatever the hour). Eshan's, tomorrow on Ravi's job order, is outside
  // Priya's scope.
  const interview = (candidateId, date, hour, minutes, timeformat, mode, jobId = ids.job) =>
    call('POST', '/api/candidates_interview_schedule', { candidate_id: candidateId, job_id: jobId, mode_interview: mode, date, hour, minutes, duration: 30, timeformat }, 201);
  await interview(ids['Asha Rao'], TODAY, 12, 0, 'AM', 'Video Conference');
  await interview(ids['Deepa Nair'], TOMORROW, 12, 0, 'AM', 'Telephonic');
  await interview(ids['Eshan Gupta'], TOMORROW, 3, 0, 'PM', 'Personal', ids.otherJob);
}

journeySuite(async (s) => {
  ({ suite, browser } = s);
  await buildHistory();
});

/** The rows of a table (by its caption) as their visible text. */
async function rowTexts(page, caption) {
  const table = page.getByRole('table', { name: caption });
  await table.waitFor();
  // wait for the server's answer (the body shows a spinner, then rows or 'no data found')
  // the body's rows: a table's tbody, or the cards a phone shows (the second rowgroup either way)
  const body = table.getByRole('rowgroup').nth(1).getByRole('row');
  await body.first().waitFor();
  return (await body.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
}

/**
 * Waits until the table shows exactly the wanted rows (a list mounted anew, as a window's, shows an empty first-load
 * row until its answer), then says what differs if it never does.
 */
async function expectRows(page, caption, wanted, { exactly = wanted.length } = {}) {
  const shows = (rows) =>
    rows.length === exactly && wanted.every((cells) => cells.every((c) => rows.find((r) => r.includes(cells[0]))?.includes(c)));
  let rows = [];
  await until(async () => shows((rows = await rowTexts(page, caption))), `${caption}: ${exactly} rows`).catch(() => {});
  assert.equal(rows.length, exactly, `${caption} rows:\n${rows.join('\n')}`);
  for (const cells of wanted) {
    const row = rows.find((r) => r.includes(cells[0]));
    assert.ok(row, `${caption} has a row for ${cells[0]}:\n${rows.join('\n')}`);
    for (const c of cells) assert.ok(row.includes(c), `${caption} row of ${cells[0]} shows "${c}": ${row}`);
  }
}

/** Waits until read() gives the expected value (a list keeps showing its previous rows while the next ones load). */
async function eventually(read, expected, ms = 10_000) {
  let last;
  try {
    await until(async () => JSON.stringify((last = await read())) === JSON.stringify(expected), JSON.stringify(expected), { ms });
  } catch {
    assert.deepEqual(last, expected);
  }
}

describe('dashboard', () => {
  it("shows a recruiter's figures from the known history, computed by the server for her job orders only", async () => {
    const priya = await apiLogin(suite.url, PRIYA.email, PRIYA.password);
    const mine = await apiAs(suite.url, priya, 'GET', '/api/dashboard');
    assert.equal(mine.status, 200);
    assert.deepEqual(mine.json.data[0], EXPECTED);
    const all = await apiAs(suite.url, await adminToken(suite), 'GET', '/api/dashboard');
    assert.equal(all.json.data[0].resumes_submitted_last_30_days, 4, 'the admin also counts Ravi\u2019s job order');
    assert.equal(all.json.data[0].tomorrow_interviews, 2, 'the admin also counts Eshan\u2019s interview');

    const page = await newPageWith(browser, BROWSER);
    await signIn(page, suite.url, PRIYA);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    for (const [title, metric] of CARDS) {
      const card = page.getByRole('region', { name: title, exact: true });
      await card.getByRole('link', { name: new RegExp(`^${EXPECTED[`${metric}_last_30_days`]}\\s*Last 30 days$`) }).waitFor();
      await card.getByRole('link', { name: new RegExp(`^${EXPECTED[`${metric}_last_7_days`]}\\s*Last 7 days$`) }).waitFor();
    }
    for (const [title, metric] of TILES) {
      const tile = page.getByRole('region', { name: title, exact: true });
      await tile.getByText(String(EXPECTED[metric]), { exact: true }).waitFor();
      await tile.getByRole('link', { name: title }).waitFor();
    }
    await shot(page, 'dashboard-summary');

    // a card's count opens the list of what it counts: the three resumes submitted, not Ravi's
    await page.getByRole('region', { name: 'Resumes Submitted', exact: true }).getByRole('link', { name: /Last 30 days/ }).click();
    await page.waitForURL('**/dashboard/metric/resumes_submitted?window=30');
    await page.getByRole('heading', { name: 'Resumes Submitted', level: 1 }).waitFor();
    const moved = ['Resume Submitted', 'Platform Engineer', 'Orbit Systems', shown(TODAY)];
    await expectRows(page, 'Resumes Submitted', [
      ['Asha Rao', ...moved],
      ['Bala Krishnan', ...moved],
      ['Chitra Iyer', ...moved],
    ]);
    assert.equal(await page.getByText('Eshan Gupta').count(), 0);
    await shot(page, 'dashboard-metric-resumes-submitted');
    await page.getByRole('navigation', { name: 'Window' }).getByRole('link', { name: 'Last 7 days' }).click();
    await page.waitForURL('**/dashboard/metric/resumes_submitted?window=7');
    // the window's list is mounted with its tab (the 30 days' rows, the same three, may still show until then)
    await page.getByRole('navigation', { name: 'Window' }).locator('a[aria-current="page"]', { hasText: 'Last 7 days' }).waitFor();
    await expectRows(page, 'Resumes Submitted', [['Asha Rao'], ['Bala Krishnan'], ['Chitra Iyer']]);

    // a tile: Offers Declines' card and the Candidates Yet To Join tile
    await page.getByRole('link', { name: 'Dashboard' }).last().click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('region', { name: 'Offers Declines', exact: true }).getByRole('link', { name: /Last 7 days/ }).click();
    await page.waitForURL('**/dashboard/metric/offers_declines?window=7');
    await expectRows(page, 'Offers Declines', [['Chitra Iyer', 'Offer Declined']]);
    await page.goBack();
    await page.getByRole('region', { name: 'Candidates Yet To Join', exact: true }).getByRole('link', { name: 'Candidates Yet To Join' }).click();
    await page.waitForURL('**/dashboard/metric/candidates_yet_to_join');
    await expectRows(page, 'Candidates Yet To Join', [['Asha Rao', shown(addDays(TODAY, 21)), 'Offer Released']]);
    await page.goBack();
    await page.getByRole('region', { name: 'Interviews Today', exact: true }).getByRole('link', { name: 'Interviews Today' }).click();
    await page.waitForURL('**/dashboard/metric/today_interviews');
    await expectRows(page, 'Interviews Today', [['Asha Rao', '12:00 AM', 'Video Conference']]);
    // every other card and tile lists exactly what it counts (Chitra's decline is a move within Offered: one offer)
    for (const [title, link, url, wanted] of [
      ['Offers Made', /Last 30 days/, 'offered_made?window=30', [['Asha Rao', 'Offer Released'], ['Bala Krishnan', 'Offer Accepted'], ['Chitra Iyer', 'Offer Released']]],
      ['Candidates Placed', /Last 30 days/, 'candidates_placed?window=30', [['Bala Krishnan', 'Joined']]],
      ['Interviews Tomorrows', 'Interviews Tomorrows', 'tomorrow_interviews', [['Deepa Nair', '12:00 AM', 'Telephonic']]],
      ['Perspective Candidates', 'Perspective Candidates', 'prospective_candidates', [['Deepa Nair', 'Yet to Screen']]],
    ]) {
      await page.goto(`${suite.url}/dashboard`);
      await page.getByRole('region', { name: title, exact: true }).getByRole('link', { name: link }).first().click();
      await page.waitForURL(`**/dashboard/metric/${url}`);
      await expectRows(page, title, wanted);
    }
    await page.goBack();
    await page.waitForURL('**/dashboard');
    await page.getByRole('region', { name: 'Interviews Today', exact: true }).getByRole('link', { name: 'Interviews Today' }).click();
    await page.waitForURL('**/dashboard/metric/today_interviews');

    // the candidate's name opens the candidate's profile, by URL
    await page.getByRole('table', { name: 'Interviews Today' }).getByRole('link', { name: 'Asha Rao' }).click();
    await page.waitForURL(`**/candidates/${ids['Asha Rao']}`);
    assertNoConsoleErrors(page);
    await page.context().close();
  });

  for (const [size, options] of [
    ['1366', BROWSER],
    ['390', PHONE],
  ]) {
    it(`shows the four tabs with their rows, ${size} px wide`, async () => {
      const page = await newPageWith(browser, options);
      await signIn(page, suite.url, PRIYA);
      const tabs = page.getByRole('navigation', { name: 'Dashboard lists' });
      const visit = async (label, key) => {
        await tabs.getByRole('link', { name: label }).click();
        await page.waitForURL(key === 'upcoming' ? /\/dashboard(\?tab=upcoming)?$/ : `**/dashboard?tab=${key}`);
        await page.getByRole('table', { name: label }).waitFor();
      };

      // a phone's card shows the client and job, the date and the time (mode and recruiter stay in the table)
      const card = (cells, shownOnCard) => (size === '390' ? cells.slice(0, shownOnCard) : cells);
      await visit('Upcoming Interviews', 'upcoming');
      await expectRows(page, 'Upcoming Interviews', [card(['Deepa Nair', 'Orbit Systems', 'Platform Engineer', shown(TOMORROW), '12:00 AM', 'Telephonic', 'Priya Sharma'], 5)]);
      await shot(page, `dashboard-tab-upcoming-${size}`);

      await visit('Recent Interviews', 'recent');
      await expectRows(page, 'Recent Interviews', [card(['Asha Rao', 'Orbit Systems', shown(TODAY), '12:00 AM', 'Video Conference', 'Priya Sharma'], 4)]);
      await shot(page, `dashboard-tab-recent-${size}`);

      await visit('Job Orders', 'jobs');
      await expectRows(page, 'Job Orders', [['Platform Engineer', 'Orbit Systems', '4', 'Priya Sharma']]);
      assert.equal(await page.getByRole('table', { name: 'Job Orders' }).getByText('Data Analyst').count(), 0, "Ravi's job order is outside Priya's scope");
      await shot(page, `dashboard-tab-jobs-${size}`);

      await visit('Placed / Offered List', 'placed');
      await expectRows(page, 'Placed / Offered List', [
        ['Asha Rao', 'Offered · Offer Released', shown(addDays(TODAY, 21))],
        ['Bala Krishnan', 'Joined · Joined', shown(addDays(TODAY, 3))],
        ['Chitra Iyer', 'Offered · Offer Declined'],
      ]);
      await shot(page, `dashboard-tab-placed-${size}`);

      // sorting is the server's, in the address (descending, the default direction, is left out of it)
      const table = page.getByRole('table', { name: 'Placed / Offered List' });
      // each row's first link is its candidate (a table's first cell, a card's title)
      const names = async () => {
        await rowTexts(page, 'Placed / Offered List');
        const rows = await table.getByRole('rowgroup').nth(1).getByRole('row').all();
        return Promise.all(rows.map((r) => r.getByRole('link').first().innerText()));
      };
      await table.getByRole('button', { name: 'Candidate Name' }).click();
      await page.waitForURL(/sortby=candidate_name&direction=asc/);
      await eventually(names, ['Asha Rao', 'Bala Krishnan', 'Chitra Iyer']);
      await table.getByRole('button', { name: 'Candidate Name' }).click();
      await page.waitForURL((u) => u.searchParams.get('sortby') === 'candidate_name' && !u.searchParams.has('direction'));
      await table.getByRole('columnheader', { name: 'Candidate Name' }).and(page.locator('[aria-sort="descending"]')).waitFor();
      await eventually(names, ['Chitra Iyer', 'Bala Krishnan', 'Asha Rao']);

      // search narrows the list on the server; the job order's name opens it by URL
      await page.getByRole('searchbox', { name: 'Search' }).fill('chitra');
      await page.waitForURL(/q=chitra/);
      await table.getByRole('row').filter({ hasText: 'Bala Krishnan' }).waitFor({ state: 'detached' });
      await expectRows(page, 'Placed / Offered List', [['Chitra Iyer']]);
      await table.getByRole('link', { name: 'Platform Engineer' }).click();
      await page.waitForURL(`**/joborders/${ids.job}`);
      assertNoConsoleErrors(page);
      await page.context().close();
    });
  }

  it("opens the interview calendar from the navigation: month, week and day, with today's interview", async () => {
    for (const [size, options] of [
      ['1366', BROWSER],
      ['390', PHONE],
    ]) {
      const page = await newPageWith(browser, options);
      await signIn(page, suite.url, PRIYA);
      if (size === '390') {
        // on a phone the navigation's icons stay in the bar
        await page.getByRole('link', { name: 'Interview calendar', exact: true }).click();
      } else {
        await page.getByRole('navigation').first().getByRole('link', { name: 'Interview calendar' }).click();
      }
      await page.waitForURL('**/dashboard/calendar');
      await page.getByRole('heading', { name: 'Interview Calendar', level: 1 }).waitFor();

      // month: today's cell counts one interview, Asha's
      const todayCell = page.getByRole('cell', { name: `${shown(TODAY)}: 1 interview`, exact: true });
      await todayCell.waitFor();
      if (size === '1366') {
        await todayCell.getByRole('link', { name: 'Asha Rao' }).waitFor();
        await todayCell.getByText('12:00 AM', { exact: true }).waitFor();
      } else {
        // on a phone the grid shows counts and the month's interviews follow as an agenda
        await page.getByRole('list').getByRole('link', { name: 'Asha Rao' }).first().waitFor();
      }
      // the month shows whole weeks, Monday to Sunday: tomorrow is on it unless today is the month's last day and a Sunday
      if (TOMORROW.slice(0, 7) === TODAY.slice(0, 7) || new Date(`${TODAY}T00:00:00Z`).getUTCDay() !== 0) {
        await page.getByRole('cell', { name: `${shown(TOMORROW)}: 1 interview`, exact: true }).waitFor();
      }
      await shot(page, `dashboard-calendar-month-${size}`);

      const views = page.getByRole('navigation', { name: 'Calendar view' });
      await views.getByRole('link', { name: 'Week' }).click();
      await page.waitForURL('**/dashboard/calendar?view=week');
      await page.getByRole('link', { name: 'Asha Rao' }).first().waitFor();
      await shot(page, `dashboard-calendar-week-${size}`);

      await views.getByRole('link', { name: 'Day' }).click();
      await page.waitForURL('**/dashboard/calendar?view=day');
      await page.getByRole('heading', { level: 2, name: new RegExp(shown(TODAY)) }).waitFor();
      const card = page.getByRole('listitem').filter({ hasText: 'Asha Rao' });
      await card.getByText('12:00 AM – 12:30 AM (30 min)').waitFor();
      await card.getByText(/Video Conference/).waitFor();
      assert.equal(await page.getByRole('link', { name: 'Deepa Nair' }).count(), 0, "tomorrow's interview is not on today's page");
      await shot(page, `dashboard-calendar-day-${size}`);
      await page.getByRole('button', { name: 'Next day' }).click();
      await page.waitForURL(`**/dashboard/calendar?view=day&date=${TOMORROW}`);
      await page.getByRole('listitem').filter({ hasText: 'Deepa Nair' }).getByText(/12:00 AM/).waitFor();
      // an interview opens on the candidate's profile, in its Interviews panel
      await page.getByRole('link', { name: 'Deepa Nair' }).click();
      await page.waitForURL(new RegExp(`/candidates/${ids['Deepa Nair']}\\?panel=interviews&interview=[0-9a-f-]{36}$`));
      assertNoConsoleErrors(page);
      await page.context().close();
    }
  });

  it("opens the calendar on the product's today, whatever the browser's time zone", async () => {
    // one of these two zones is on another date than India at any instant (India is UTC+5:30, Honolulu UTC-10,
    // Kiritimati UTC+14): a recruiter travelling there still sees the interviews of the day the dashboard counts
    const away = ['Pacific/Honolulu', 'Pacific/Kiritimati'].find((z) => todayIn(z) !== TODAY);
    const page = await newPageWith(browser, { timezoneId: away, locale: 'en-IN' });
    await signIn(page, suite.url, PRIYA);
    await page.getByRole('region', { name: 'Interviews Today', exact: true }).getByText('1', { exact: true }).waitFor();
    await page.goto(`${suite.url}/dashboard/calendar?view=day`);
    await page.getByRole('heading', { level: 2, name: new RegExp(shown(TODAY)) }).waitFor();
    await page.getByRole('listitem').filter({ hasText: 'Asha Rao' }).getByText(/12:00 AM/).waitFor();
    await page.getByRole('button', { name: 'Next day' }).click();
    await page.getByRole('listitem').filter({ hasText: 'Deepa Nair' }).waitFor();
    await page.getByRole('button', { name: 'Today' }).click();
    await page.waitForURL(`**/dashboard/calendar?view=day&date=${TODAY}`);
    await page.getByRole('navigation', { name: 'Calendar view' }).getByRole('link', { name: 'Month' }).click();
    // today's mark is on the product's today
    const todayCell = page.getByRole('cell', { name: `${shown(TODAY)}: 1 interview`, exact: true });
    await todayCell.getByRole('link', { name: `Open ${shown(TODAY)}` }).and(page.locator('[aria-current="date"]')).waitFor();
    assertNoConsoleErrors(page);
    await page.context().close();
  });

  it("lists Priya's notifications under the bell and marks them read when opened", async () => {
    const priya = await apiLogin(suite.url, PRIYA.email, PRIYA.password);
    const before = (await apiAs(suite.url, priya, 'GET', '/api/notifications')).json;
    assert.ok(before.unread > 0, 'the assignment, the status moves and the interview make notifications');
    assert.ok(before.data.some((n) => n.kind === 'assignment' && n.text.includes('Platform Engineer')), JSON.stringify(before.data));
    assert.ok(before.data.some((n) => n.kind === 'interview' && n.text.includes('Deepa Nair')), JSON.stringify(before.data));
    assert.ok(!JSON.stringify(before.data).includes('Eshan'), "Ravi's candidate is not Priya's notification");

    const page = await newPageWith(browser, BROWSER);
    await signIn(page, suite.url, PRIYA);
    const bell = page.getByRole('button', { name: 'Notifications' });
    await page.locator('#notifications-count').getByText(`${before.unread} unread`).waitFor({ state: 'attached' });
    await bell.click();
    const dialog = page.getByRole('dialog');
    for (const n of before.data.slice(0, 5)) await dialog.getByText(n.text, { exact: true }).first().waitFor();
    await shot(page, 'dashboard-notifications');
    await page.locator('#notifications-count').getByText('none unread').waitFor({ state: 'attached' });
    assert.equal((await apiAs(suite.url, priya, 'GET', '/api/notifications')).json.unread, 0, 'opening the list marked them read');
    // an item opens its record
    await dialog.getByRole('link', { name: /Deepa Nair/ }).first().click();
    await page.waitForURL(`**/candidates/${ids['Deepa Nair']}`);
    assertNoConsoleErrors(page);
    await page.context().close();
  });

  it('adds a task, ticks it, and the server keeps it done', async () => {
    const page = await newPageWith(browser, BROWSER);
    await signIn(page, suite.url, PRIYA);
    const panel = page.getByRole('complementary', { name: 'Tasks and notes' });
    const title = 'Call Asha Rao about the joining date';
    await panel.getByRole('textbox', { name: 'New task' }).fill(title);
    await panel.getByRole('button', { name: 'Add' }).click();
    await page.getByText('Added Successfully').first().waitFor();
    const box = panel.getByRole('checkbox', { name: title });
    await box.waitFor();
    assert.equal(await box.isChecked(), false);
    await panel.getByText('1 open, 0 done').waitFor();

    await panel.getByText(title).click();
    await panel.getByText('0 open, 1 done').waitFor();
    assert.equal(await box.isChecked(), true);
    const priya = await apiLogin(suite.url, PRIYA.email, PRIYA.password);
    const stored = await until(async () => {
      const tasks = (await apiAs(suite.url, priya, 'GET', '/api/tasks')).json.data;
      return tasks[0]?.done && tasks;
    }, 'the task stored as done');
    assert.equal(stored.length, 1);
    assert.equal(stored[0].title, title);
    assert.equal(stored[0].done, true, 'the server stored the task as done');
    await shot(page, 'dashboard-task-ticked');

    // it stays ticked after a reload, and it is Priya's own: Ravi's list is empty
    await page.reload();
    await page.getByRole('complementary', { name: 'Tasks and notes' }).getByRole('checkbox', { name: title }).waitFor();
    assert.equal(await panel.getByRole('checkbox', { name: title }).isChecked(), true);
    const ravi = await apiLogin(suite.url, RAVI.email, RAVI.password);
    assert.deepEqual((await apiAs(suite.url, ravi, 'GET', '/api/tasks')).json.data, []);

    await panel.getByRole('link', { name: 'Notes' }).click();
    await page.waitForURL('**/dashboard?panel=notes');
    await shot(page, 'dashboard-notes-panel');
    assertNoConsoleErrors(page);
    await page.context().close();
  });
});
