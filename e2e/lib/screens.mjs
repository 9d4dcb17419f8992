// The suite's screens on the demo data at a fixed clock, shared by the screens journey (journeys/screens.test.mjs) and
// the by-hand script that photographs every screen (scripts/every-screen.mjs).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { adminToken } from './fixtures.mjs';
import { ADMIN, apiAs, signIn } from './suite.mjs';
import { settled } from './visual.mjs';

// 11:00 on 24 November 2026 in India: the demo data's dates, the dashboard's figures and the calendar are the same on
// every run (the server and the seed start their clocks there; the page's clock is fixed there).
export const AT = '2026-11-24 05:30:00';
export const FIXED = new Date('2026-11-24T05:30:00Z');
export const WIDTHS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  laptop: { viewport: { width: 1366, height: 800 } },
};

/** Fails with how to install it when faketime (the fixed server clock) is missing. */
export function assertFaketime() {
  assert.equal(
    spawnSync('faketime', ['-f', '+0', 'true']).status,
    0,
    'the screens run the suite on a fixed clock with faketime (Debian: apt-get install faketime; macOS: brew install libfaketime)',
  );
}

/** The first candidate, client and active job order of the demo data by name (the screens' records). */
export async function demoIds(suite) {
  const token = await adminToken(suite);
  const first = async (url) => {
    const r = await apiAs(suite.url, token, 'GET', url);
    assert.equal(r.status, 200, `${url}: ${JSON.stringify(r.json)}`);
    const rows = Array.isArray(r.json) ? r.json : r.json.data;
    assert.ok(rows.length > 0, `${url} has rows`);
    return rows[0].encrypted_id;
  };
  return {
    candidate: await first('/api/candidates?sortby=name&direction=asc&limit=7'),
    client: await first('/api/clients?sortby=client_short_name&direction=asc&limit=7'),
    job: await first('/api/jobs?status=active&sortby=job_title&direction=asc&limit=7'),
  };
}

/**
 * Every route and tab of the suite. `main` marks the main screens (checked at both widths), `ref` the main screens kept
 * as reference screenshots (main too); the rest are checked on a phone (and on a laptop with ALL_SCREENS=1).
 */
export function screens(ids) {
  const c = `/candidates/${ids.candidate}`;
  const j = `/joborders/${ids.job}`;
  const k = `/clients/${ids.client}`;
  return [
    { name: 'dashboard', path: '/dashboard', ref: true },
    { name: 'dashboard-recent', path: '/dashboard?tab=recent' },
    { name: 'dashboard-jobs', path: '/dashboard?tab=jobs' },
    { name: 'dashboard-placed', path: '/dashboard?tab=placed' },
    { name: 'dashboard-metric', path: '/dashboard/metric/offered_made?window=30' },
    { name: 'dashboard-calendar', path: '/dashboard/calendar', main: true },
    { name: 'candidates', path: '/candidates', ref: true },
    { name: 'candidate-add', path: '/candidates/add' },
    { name: 'candidate-profile', path: c, ref: true },
    ...['about', 'experience', 'mail'].map((t) => ({
      name: `candidate-${t}`,
      path: `${c}?tab=${t}`,
    })),
    ...['notes', 'interviews', 'joborders', 'attachments', 'details', 'messages', 'activity'].map(
      (s) => ({
        name: `candidate-side-${s}`,
        path: `${c}?panel=${s}`,
      }),
    ),
    { name: 'candidate-edit', path: `${c}/edit` },
    { name: 'joborders-actionable', path: '/joborders', ref: true },
    { name: 'joborders-actionable-job', path: `/joborders?job=${ids.job}` },
    { name: 'joborders-list', path: '/joborders/list', ref: true },
    { name: 'joborders-list-inactive', path: '/joborders/list?status=inactive' },
    { name: 'joborder-add', path: '/joborders/add' },
    { name: 'joborder-details', path: j, main: true },
    { name: 'joborder-description', path: `${j}?tab=description` },
    { name: 'joborder-match', path: `${j}?tab=match` },
    { name: 'joborder-status', path: `${j}?tab=status`, ref: true },
    ...['offered', 'joined', 'active', 'processed'].map((g) => ({
      name: `joborder-status-${g}`,
      path: `${j}?tab=status&group=${g}`,
    })),
    { name: 'joborder-board', path: `${j}?tab=status&view=board` },
    ...['notes', 'messages', 'interviews', 'activity'].map((p) => ({
      name: `joborder-panel-${p}`,
      path: `${j}?panel=${p}`,
    })),
    { name: 'joborder-edit', path: `${j}/edit` },
    { name: 'clients', path: '/clients', ref: true },
    { name: 'client-add', path: '/clients/add' },
    { name: 'client-view', path: k, ref: true },
    ...['gst', 'terms', 'invoice', 'contacts'].map((t) => ({
      name: `client-${t}`,
      path: `${k}?tab=${t}`,
    })),
    { name: 'client-edit', path: `${k}/edit` },
    { name: 'datatables-resume', path: '/datatables/resume', ref: true },
    { name: 'datatables-interview', path: '/datatables/interview' },
    { name: 'datatables-custom', path: '/datatables/custom' },
    { name: 'skills', path: '/settings/skills', main: true },
    { name: 'skills-add', path: '/settings/skills/add' },
    { name: 'skills-replace', path: '/settings/skills/replace' },
    { name: 'roles', path: '/manageroles', main: true },
    {
      name: 'roles-matrix',
      path: '/manageroles',
      ref: true,
      then: async (page) => {
        await page.getByRole('row').filter({ hasText: 'recruiter' }).getByRole('button', { name: 'get permission' }).click();
        await page.getByRole('heading', { name: 'Permissions: recruiter' }).waitFor();
        await settled(page);
      },
    },
    { name: 'logins', path: '/managelogins' },
    { name: 'logins-users', path: '/managelogins/users', main: true },
    { name: 'logins-add', path: '/managelogins/add' },
    { name: 'logins-edit', path: '/managelogins/edit' },
    { name: 'myaccount', path: '/myaccount' },
    { name: 'login-as-user', path: '/userLogin' },
    { name: 'active-sessions', path: '/admin/activeusers' },
  ];
}

/** A page at a width, its clock fixed at FIXED, recording console errors; signed in as `who` (the admin by default). */
export async function openAt(browser, suite, width, who = ADMIN) {
  const context = await browser.newContext(WIDTHS[width]);
  await context.clock.setFixedTime(FIXED);
  const page = await context.newPage();
  page.consoleErrors = [];
  page.on('console', (m) => {
    if (m.type() === 'error') page.consoleErrors.push(m.text());
  });
  page.on('pageerror', (e) => page.consoleErrors.push(String(e)));
  if (who) await signIn(page, suite.url, who);
  return page;
}

/** Opens a screen and waits for its heading and its data. */
export async function visit(page, url, path) {
  await page.goto(`${url}${path}`);
  await page.locator('main h1').first().waitFor();
  await settled(page);
}
