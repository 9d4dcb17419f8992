// Photographs every screen of the suite at 1366x800 and 390x844, to look at them one by one (run by hand, not by CI):
//
//   node e2e/scripts/every-screen.mjs [--out DIR] [--only WORD]
//
// It builds what is stale, starts the suite on the demo data (`npm run demo`'s data, at the screens journey's fixed
// clock) in a temporary directory on its own port on 127.0.0.1, signs in as the administrator (and as a recruiter for
// the not-allowed screens), writes `<nnn>-<screen>-<width>.png` (the whole page; a dialog's viewport) into e2e/screenshots/every/ (ignored by
// git; emptied first), and stops the suite. Every route of the route table, every tab and side-panel tab of a
// candidate, a job order and a client, the add and edit forms, the dialogs, the admin screens, the signed-out pages,
// not-found and not-allowed. What it could not open, and what scrolls sideways on a phone, is listed at the end.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { build } from '../../scripts/build.mjs';
import { adminToken, createUser } from '../lib/fixtures.mjs';
import { AT, assertFaketime, demoIds, openAt, screens, visit } from '../lib/screens.mjs';
import { apiAs, launchBrowser, repoRoot, shotsDir, startSuite, until } from '../lib/suite.mjs';
import { overflowing, settled, sideways } from '../lib/visual.mjs';

const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const outDir = path.resolve(arg('--out') ?? path.join(shotsDir, 'every'));
const only = arg('--only');
const RECRUITER = { email: 'screens.recruiter@e2e.example', password: 'Screens-Passw0rd-1' };

/** A photo-like PNG for the crop dialog. */
function photoPng() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#3b6ea5"/><stop offset="1" stop-color="#a5d0f0"/></linearGradient></defs>
    <rect width="800" height="600" fill="url(#g)"/><circle cx="400" cy="260" r="140" fill="#e0b089"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const dialog = (page, name) =>
  page.getByRole('alertdialog', { name }).or(page.getByRole('dialog', { name })).first();

/**
 * The dialogs and forms opened from a screen: `path` is visited, `open(page)` opens it and returns the dialog (or
 * nothing, for a form shown in the page), which the shot is taken of (the whole page behind it included).
 */
function dialogs(ids) {
  const c = `/candidates/${ids.candidate}`;
  /** An entry whose dialog opens with a click on `button(page)` (click options `click`) and is named `title`. */
  const opens = (name, path, button, title, click) => ({
    name,
    path,
    open: async (page) => {
      await button(page).click(click);
      return dialog(page, title);
    },
  });
  /** A dialog opened by a button of the first interview on a job order's Interviews panel. */
  const onInterview = (name, button, title) =>
    opens(name, `/joborders/${ids.interviewJob}?panel=interviews`, (page) => page.getByRole('button', { name: button }).first(), title, { timeout: 5_000 });
  const j = `/joborders/${ids.job}`;
  return [
    opens('dialog-confirm-delete-candidate', '/candidates', (page) => page.getByRole('table', { name: 'Candidates' }).getByRole('button', { name: /^Delete / }).first(), 'Delete candidate'),
    opens('dialog-status-change', `${j}?tab=status`, (page) => page.getByRole('button', { name: 'Change status' }).first(), 'Change Status'),
    opens('dialog-interview-schedule', `${j}?panel=interviews`, (page) => page.getByRole('button', { name: 'Schedule Interview' }).first(), 'Schedule Interview'),
    opens('dialog-interview-schedule-candidate', `${c}?side=interviews`, (page) => page.getByRole('button', { name: 'Add', exact: true }).first(), 'Schedule Interview'),
    onInterview('dialog-interview-feedback', 'Feedback', 'Interview Feedback'),
    onInterview('dialog-interview-reschedule', 'Reschedule', 'Reschedule Interview'),
    onInterview('dialog-interview-cancel', 'Cancel interview', 'Cancel Interview'),
    {
      name: 'form-candidate-note',
      path: `${c}?side=notes`,
      open: async (page) => {
        await page.getByRole('button', { name: 'Add', exact: true }).first().click();
        await page.getByRole('button', { name: 'Save' }).first().waitFor();
      },
    },
    {
      name: 'form-candidate-attachment',
      path: `${c}?side=attachments`,
      open: async (page) => {
        await page.getByRole('button', { name: 'Add', exact: true }).first().click();
        await page.getByRole('button', { name: 'Upload' }).first().waitFor();
      },
    },
    {
      name: 'form-job-note',
      path: `${j}?panel=notes`,
      open: async (page) => {
        await page.getByPlaceholder('Add a note').fill('Spoke to the client: two more rounds next week.');
      },
    },
    opens('dialog-confirm-delete-job', '/joborders/list', (page) => page.getByRole('button', { name: /^Delete / }).first(), 'Delete job order'),
    opens('dialog-confirm-delete-client', '/clients', (page) => page.getByRole('button', { name: /^Delete / }).first(), 'Delete client'),
    {
      name: 'dialog-photo-crop',
      path: '/candidates/add',
      open: async (page) => {
        const choose = page
          .locator('div')
          .filter({ has: page.getByText('Select Profile Pic', { exact: true }) })
          .filter({ has: page.getByRole('button', { name: 'Choose file' }) })
          .last()
          .getByRole('button', { name: 'Choose file' });
        const [chooser] = await Promise.all([page.waitForEvent('filechooser'), choose.click()]);
        await chooser.setFiles({ name: 'photo.png', mimeType: 'image/png', buffer: await photoPng() });
        return dialog(page, 'Crop Image');
      },
    },
    opens('dialog-skill-edit', '/settings/skills', (page) => page.getByRole('table', { name: 'Skills' }).getByRole('button', { name: /^Edit / }).first(), 'Edit Skill'),
    opens('dialog-skill-delete', '/settings/skills', (page) => page.getByRole('table', { name: 'Skills' }).getByRole('button', { name: /^Delete / }).first(), 'Delete Skill?'),
    opens('dialog-user-delete', '/managelogins/users', (page) => page.locator('button:enabled[aria-label^="Delete "]').first(), 'Delete User'),
    {
      name: 'dialog-session-revoke',
      path: '/admin/activeusers',
      open: async (page) => {
        await page.locator('button:enabled[aria-label^="Revoke the session of"]').first().click();
        return page.getByRole('alertdialog').or(page.getByRole('dialog')).first();
      },
    },
    opens('dialog-candidate-erase', c, (page) => page.getByRole('button', { name: /^Erase/ }).first(), 'Erase candidate', { timeout: 5_000 }),
    {
      name: 'form-errors-add-user',
      path: '/managelogins/add',
      open: async (page) => {
        await page.getByRole('button', { name: 'Add', exact: true }).click();
        await page.getByText('* Please Enter all fields').first().waitFor();
      },
    },
    {
      name: 'form-errors-candidate-add',
      path: '/candidates/add',
      open: async (page) => {
        await page.getByRole('button', { name: 'Save' }).first().click();
        await page.locator('[aria-invalid="true"]').first().waitFor();
      },
    },
  ];
}

/** The extra routes and tabs the journey does not walk (the client's side panel). */
function extraScreens(ids) {
  const k = `/clients/${ids.client}`;
  return [
    ...['notes', 'documents', 'activity'].map((p) => ({ name: `client-panel-${p}`, path: `${k}?panel=${p}` })),
    { name: 'candidate-side-snapshot', path: `/candidates/${ids.candidate}?side=snapshot` },
    { name: 'datatables', path: '/datatables' },
  ];
}

const signedOut = [
  { name: 'sign-in', path: '/', wait: (page) => page.getByLabel('Work Email').waitFor() },
  ...['about', 'contact', 'terms', 'privacy'].map((p) => ({ name: `static-${p}`, path: `/${p}` })),
  { name: 'signed-out-protected', path: '/candidates' },
];

/** An active job order of the demo data with a scheduled interview (for the feedback, reschedule and cancel dialogs). */
async function jobWithInterviews(suite) {
  const token = await adminToken(suite);
  const jobs = await apiAs(suite.url, token, 'GET', '/api/jobs?status=active&sortby=job_title&direction=asc&limit=50');
  for (const job of jobs.json.data ?? []) {
    const r = await apiAs(suite.url, token, 'GET', `/api/candidates_interview_schedule?job_id=${job.encrypted_id}&limit=20`);
    if ((r.json.data ?? []).some((i) => i.status === 'scheduled')) return job.encrypted_id;
  }
  throw new Error('no active job order of the demo data has a scheduled interview');
}

const problems = [];
const phoneSideways = [];
let n = 0;
const next = () => String(++n).padStart(3, '0');

async function photograph(page, nn, name, width, { fullPage = true } = {}) {
  // a list may ask again once its address settles (sort, page, filters): wait until no request is in flight, then
  // for the screen to settle
  await until(() => page.inflight.size === 0, `${name}: no request in flight`, { ms: 30_000, every: 250 });
  await settled(page);
  if (width === 'phone') {
    const { scrollWidth, clientWidth } = await sideways(page);
    if (scrollWidth > clientWidth)
      phoneSideways.push(`${name}: ${scrollWidth} > ${clientWidth}: ${(await overflowing(page)).join('; ')}`);
  }
  await page.screenshot({ path: path.join(outDir, `${nn}-${name}-${width}.png`), fullPage, animations: 'disabled', caret: 'hide' });
}

async function quietly(what, fn) {
  try {
    await fn();
  } catch (e) {
    problems.push(`${what}: ${String(e.message).split('\n')[0]}`);
  }
}

assertFaketime();
if (!(await build())) process.exit(1);
fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });
const started = Date.now();
const suite = await startSuite({ args: ['--demo'], at: AT });
const stop = async () => {
  await suite.stop();
};
process.once('SIGINT', () => void stop().then(() => process.exit(130)));
let browser;
try {
  browser = await launchBrowser();
  const ids = { ...(await demoIds(suite)), interviewJob: await jobWithInterviews(suite) };
  await createUser(suite, { role: 'recruiter', ...RECRUITER, firstName: 'Sana', lastName: 'Rao' });
  const want = (name) => !only || name.includes(only);

  // the numbers are given once, so a screen's two widths sit side by side
  const plan = [
    ...signedOut.map((s) => ({ ...s, kind: 'out' })),
    ...[...screens(ids), ...extraScreens(ids)].map((s) => ({ ...s, kind: 'in' })),
    { name: 'not-found', path: '/no-such-page', kind: 'in', wait: (page) => page.getByRole('heading').first().waitFor() },
    { name: 'not-found-record', path: '/candidates/not-a-real-id', kind: 'in', wait: (page) => page.locator('main').first().waitFor() },
    ...dialogs(ids).map((d) => ({ ...d, kind: 'dialog' })),
    ...['/manageroles', '/managelogins/users', '/admin/activeusers', '/candidates', '/dashboard'].map((p) => ({
      name: `as-recruiter${p.replace(/\//g, '-')}`,
      path: p,
      kind: 'recruiter',
      // a screen the role may not open shows the one 'not allowed' state
      wait: (page) => page.locator('main h1').or(page.getByText('This action is unauthorized.')).first().waitFor(),
    })),
  ]
    .map((s) => ({ ...s, nn: next() }))
    .filter((s) => want(s.name));

  for (const width of ['laptop', 'phone']) {
    const signedIn = await openAt(browser, suite, width);
    const out = await openAt(browser, suite, width, null);
    const recruiter = await openAt(browser, suite, width, RECRUITER);
    for (const p of [signedIn, out, recruiter]) {
      p.inflight = new Set();
      p.on('request', (r) => p.inflight.add(r));
      p.on('requestfinished', (r) => p.inflight.delete(r));
      p.on('requestfailed', (r) => p.inflight.delete(r));
    }
    for (const s of plan) {
      const page = s.kind === 'out' ? out : s.kind === 'recruiter' ? recruiter : signedIn;
      await quietly(`${s.name} (${width})`, async () => {
        if (s.kind === 'out' || s.wait) {
          await page.goto(`${suite.url}${s.path}`);
          await (s.wait ? s.wait(page) : page.locator('h1, h2').first().waitFor());
          await settled(page);
        } else {
          await visit(page, suite.url, s.path);
        }
        await s.then?.(page);
        if (s.kind === 'dialog') {
          const opened = await s.open(page);
          if (opened) await opened.waitFor();
          await settled(page);
        }
        // a dialog as the user sees it (the viewport); a screen whole
        await photograph(page, s.nn, s.name, width, { fullPage: !s.name.startsWith('dialog-') });
        if (s.kind === 'dialog') await page.keyboard.press('Escape');
      });
    }
    for (const p of [signedIn, out, recruiter]) {
      if (p.consoleErrors.length) problems.push(`console errors (${width}): ${p.consoleErrors.slice(0, 5).join(' | ')}`);
      await p.context().close();
    }
  }
} finally {
  await browser?.close();
  await stop();
}
const files = fs.readdirSync(outDir).filter((f) => f.endsWith('.png'));
console.log(`${files.length} screenshots in ${path.relative(repoRoot, outDir) || outDir} in ${Math.round((Date.now() - started) / 1000)} s`);
if (phoneSideways.length) console.log(`scrolls sideways at 390 px:\n  ${phoneSideways.join('\n  ')}`);
if (problems.length) {
  console.log(`not photographed or with problems:\n  ${problems.join('\n  ')}`);
  process.exitCode = 1;
}
