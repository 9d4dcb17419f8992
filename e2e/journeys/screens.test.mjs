// Every screen at 390x844 and the main ones at 1366x800 (every one with ALL_SCREENS=1), on the demo data and a fixed
// clock: every route and tab loads without the document scrolling sideways on a phone, axe finds 0 serious or critical
// issues on each and on the main dialogs, dialogs keep and give back the focus, the keyboard's focus is visible, and the main screens match their reviewed
// reference screenshots (e2e/reference/; UPDATE_REFERENCES=1 accepts new ones). Screenshots of the main screens (of
// every screen with ALL_SCREENS=1) land in e2e/screenshots/screens-*.png.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import { build } from '../../scripts/build.mjs';
import { adminToken, assertNoConsoleErrors } from '../lib/fixtures.mjs';
import { ADMIN, apiAs, launchBrowser, shot, signIn, startSuite } from '../lib/suite.mjs';
import { axeProblems, matchReference, overflowing, settled, sideways } from '../lib/visual.mjs';

// 11:00 on 24 November 2026 in India: the demo data's dates, the dashboard's figures and the calendar are the same on
// every run (the server and the seed start their clocks there; the page's clock is fixed there).
const AT = '2026-11-24 05:30:00';
const FIXED = new Date('2026-11-24T05:30:00Z');
const WIDTHS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  laptop: { viewport: { width: 1366, height: 800 } },
};

const everyShot = process.env.ALL_SCREENS === '1';
let suite;
let browser;
const ids = {};

/**
 * Every route and tab of the suite. `main` marks the main screens (checked at both widths), `ref` the main screens kept
 * as reference screenshots (main too); the rest are checked on a phone (and on a laptop with ALL_SCREENS=1).
 */
function screens() {
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
        path: `${c}?side=${s}`,
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

async function open(width) {
  const context = await browser.newContext(WIDTHS[width]);
  await context.clock.setFixedTime(FIXED);
  const page = await context.newPage();
  page.consoleErrors = [];
  page.on('console', (m) => {
    if (m.type() === 'error') page.consoleErrors.push(m.text());
  });
  page.on('pageerror', (e) => page.consoleErrors.push(String(e)));
  await signIn(page, suite.url, ADMIN);
  return page;
}

/** Opens a screen and waits for its heading and its data. */
async function visit(page, path) {
  await page.goto(`${suite.url}${path}`);
  await page.locator('main h1').first().waitFor();
  await settled(page);
}

before(async () => {
  assert.equal(
    spawnSync('faketime', ['-f', '+0', 'true']).status,
    0,
    'the screens journey runs the suite on a fixed clock with faketime (Debian: apt-get install faketime; macOS: brew install libfaketime)',
  );
  // stale packages are built at the real time (start.mjs would build them under the fixed clock)
  assert.ok(await build(), 'the suite builds');
  suite = await startSuite({ args: ['--demo'], at: AT });
  browser = await launchBrowser();
  const token = await adminToken(suite);
  const first = async (url) => {
    const r = await apiAs(suite.url, token, 'GET', url);
    assert.equal(r.status, 200, `${url}: ${JSON.stringify(r.json)}`);
    const rows = Array.isArray(r.json) ? r.json : r.json.data;
    assert.ok(rows.length > 0, `${url} has rows`);
    return rows[0].encrypted_id;
  };
  ids.candidate = await first('/api/candidates?sortby=name&direction=asc&limit=7');
  ids.client = await first('/api/clients?sortby=client_short_name&direction=asc&limit=7');
  ids.job = await first('/api/jobs?status=active&sortby=job_title&direction=asc&limit=7');
});

after(async () => {
  await browser?.close();
  await suite?.stop();
});

describe('every screen, phone and laptop', () => {
  for (const width of ['phone', 'laptop']) {
    const all = width === 'phone' || everyShot;
    it(`loads ${all ? 'every route and tab' : 'the main screens'} at ${WIDTHS[width].viewport.width} px: no sideways scroll, axe clean, main screens as their references`, async () => {
      const page = await open(width);
      const problems = [];
      for (const screen of screens().filter((s) => all || s.main || s.ref)) {
        await visit(page, screen.path);
        await screen.then?.(page);
        // every screen's full page with ALL_SCREENS=1 (to look at them all); the main ones always
        if (everyShot || screen.main || screen.ref) await shot(page, `screens-${screen.name}-${width}`);
        if (width === 'phone') {
          const { scrollWidth, clientWidth } = await sideways(page);
          if (scrollWidth > clientWidth)
            problems.push(
              `${screen.name}: scrolls sideways (${scrollWidth} > ${clientWidth}): ${(await overflowing(page)).join('; ')}`,
            );
        }
        for (const p of await axeProblems(page)) problems.push(`${screen.name}: ${p}`);
        if (screen.ref) {
          try {
            await matchReference(page, `${screen.name}-${width}`);
          } catch (e) {
            problems.push(e.message);
          }
        }
      }
      assert.deepEqual(problems, []);
      assertNoConsoleErrors(page);
      await page.context().close();
    });
  }
});

describe('dialogs and the keyboard', () => {
  for (const width of ['phone', 'laptop']) {
    it(`dialogs pass axe, keep the focus inside and give it back, at ${WIDTHS[width].viewport.width} px`, async () => {
      const page = await open(width);
      const problems = [];
      const check = async (name, trigger, dialogName) => {
        await trigger.focus();
        await page.keyboard.press('Enter');
        const dialog = page
          .getByRole('alertdialog', { name: dialogName })
          .or(page.getByRole('dialog', { name: dialogName }));
        await dialog.waitFor();
        await settled(page);
        await shot(page, `screens-dialog-${name}-${width}`);
        for (const p of await axeProblems(page, {
          include: '[role="dialog"], [role="alertdialog"]',
        }))
          problems.push(`${name}: ${p}`);
        // Tab and Shift+Tab twenty times each never leave the dialog
        for (const key of ['Tab', 'Shift+Tab']) {
          for (let i = 0; i < 20; i++) {
            await page.keyboard.press(key);
            const inside = await dialog.evaluate((d) => d.contains(document.activeElement));
            if (!inside) {
              problems.push(`${name}: ${key} took the focus out of the dialog`);
              break;
            }
          }
        }
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        const back = await trigger.evaluate((t) => t === document.activeElement);
        if (!back) problems.push(`${name}: the focus did not return to what opened it`);
      };

      // a deletion's confirmation (the candidate list)
      await visit(page, '/candidates');
      await check(
        'confirm-delete',
        page
          .getByRole('table', { name: 'Candidates' })
          .getByRole('button', { name: /^Delete / })
          .first(),
        'Delete candidate',
      );
      // a form in a dialog (rename a skill)
      await visit(page, '/settings/skills');
      await check(
        'edit-skill',
        page
          .getByRole('table', { name: 'Skills' })
          .getByRole('button', { name: /^Edit / })
          .first(),
        'Edit Skill',
      );
      // a status change in a job's pipeline
      await visit(page, `/joborders/${ids.job}?tab=status&group=prospective`);
      const change = page.getByRole('button', { name: 'Change status' }).first();
      if (await change.count()) await check('status-change', change, /status/i);

      assert.deepEqual(problems, []);
      assertNoConsoleErrors(page);
      await page.context().close();
    });
  }

  it('the keyboard reaches the navigation and a list with a visible focus ring; form errors are announced', async () => {
    const page = await open('laptop');
    await visit(page, '/candidates');
    const unringed = [];
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return null;
        const s = getComputedStyle(el);
        const ring =
          (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';
        return {
          ring,
          label: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`,
        };
      });
      if (focus && !focus.ring) unringed.push(focus.label);
    }
    assert.deepEqual(unringed, [], 'every focused control shows a focus ring');

    // Add User with nothing typed: the messages are in live regions and the fields point at them
    await visit(page, '/managelogins/add');
    await page.getByRole('button', { name: 'Add' }).click();
    const email = page.getByLabel('Email Id');
    await shot(page, 'screens-form-errors-laptop');
    assert.equal(await email.getAttribute('aria-invalid'), 'true', 'the field is marked invalid');
    // the field names its message (aria-errormessage, or aria-describedby), which sits in a live region
    const message = await email.evaluate((input) => {
      const ids = `${input.getAttribute('aria-errormessage') ?? ''} ${input.getAttribute('aria-describedby') ?? ''}`.trim().split(/\s+/);
      const el = ids.map((id) => document.getElementById(id)).find((e) => e && e.textContent.trim());
      return el ? { text: el.textContent.trim(), live: Boolean(el.closest('[aria-live], [role="alert"]')) } : null;
    });
    assert.deepEqual(message, { text: '* Please Enter all fields', live: true });
    assertNoConsoleErrors(page);
    await page.context().close();
  });
});
