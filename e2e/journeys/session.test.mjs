// Session journeys: the session ends (from another context) while a recruiter types a note and an Add Candidate
// form; Save asks to sign in again over the page, and after signing in everything typed is still there and saves.
// A reload keeps the draft. Leaving the form by Back asks first. An override link whose origin is not configured
// loads nothing; a configured one asks first. Screenshots of the dialogs at 1366x800 and 390x844.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { adminToken, apiForm, assertNoConsoleErrors, createRole, createUser } from '../lib/fixtures.mjs';
import { ADMIN, apiAs, freePort, launchBrowser, newPage, repoRoot, shot, signIn, startSuite } from '../lib/suite.mjs';

let suite;
let browser;
let token;
let candidateId;
let recruiter; // { email, password }
let overrideOrigin; // a development server of mf-candidates, the one configured override origin
let overrideServer;

/** mf-candidates' built files from another origin, as a module's development server would serve them. */
function serveModule(port) {
  const root = path.join(repoRoot, 'mf-candidates', 'dist');
  const types = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };
  const server = http.createServer((req, res) => {
    const file = path.join(root, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    if (!file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream', 'access-control-allow-origin': '*' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

const NOTE = 'Called Kavya: available from the 5th, prefers Pune.';
const NEW_CANDIDATE = {
  name: 'Ishaan Verma',
  mobile: '9823456701',
  email: 'ishaan.verma@e2e.example',
  years: '4',
  months: '2',
  company: 'Orbit Labs',
  designation: 'Data Engineer',
  ctc: '1400000',
  expected: '1800000',
  notice: '45',
};

const get = async (path, tok = token) => (await apiAs(suite.url, tok, 'GET', path)).json;

/** page.evaluate once a navigation in progress has finished (it retries when the page was replaced under it). */
async function evaluateSettled(page, fn) {
  for (let attempt = 0; ; attempt += 1) {
    await page.waitForLoadState('load');
    try {
      return await page.evaluate(fn);
    } catch (e) {
      if (attempt >= 5 || !/Execution context was destroyed|navigation/.test(String(e))) throw e;
    }
  }
}

/** The page's own bearer token (what another tab of the same browser would share). */
const pageToken = (page) => page.evaluate(() => localStorage.getItem('token'));

/** Ends the page's session from elsewhere: that token signs out through the API. */
async function endSessionElsewhere(page) {
  const tok = await pageToken(page);
  const res = await apiAs(suite.url, tok, 'POST', '/api/logout');
  assert.equal(res.status, 200, JSON.stringify(res.json));
}

/** The admin revokes the recruiter's sessions in Active Sessions (DELETE /api/active_users/{id}). */
async function revokeFromActiveSessions(page) {
  const tok = await pageToken(page);
  const sessions = (await apiAs(suite.url, token, 'GET', '/api/active_users?limit=100')).json.data;
  const theirs = sessions.filter((s) => s.email === recruiter.email);
  assert.ok(theirs.length > 0, 'the recruiter has an active session');
  for (const s of theirs) {
    const res = await apiAs(suite.url, token, 'DELETE', `/api/active_users/${s.encrypted_id}`);
    assert.equal(res.status, 200, JSON.stringify(res.json));
  }
  const check = await apiAs(suite.url, tok, 'GET', '/api/me');
  assert.equal(check.status, 401, 'the page’s token no longer works');
}

async function signInAgainInDialog(page, password = recruiter.password) {
  const dialog = page.getByRole('alertdialog', { name: 'Your session has ended' });
  await dialog.waitFor();
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await dialog.waitFor({ state: 'detached' });
}

before(async () => {
  const port = await freePort();
  overrideOrigin = `http://127.0.0.1:${port}`;
  suite = await startSuite({ env: { SESSION_IDLE_MINUTES: '30', REMOTE_OVERRIDE_ORIGINS: overrideOrigin } });
  overrideServer = await serveModule(port);
  browser = await launchBrowser();
  token = await adminToken(suite);
  await createRole(suite, 'Desk', {
    Dashboard: { m_view: 1 },
    Candidates: { m_view: 1, m_add: 1, m_edit: 1 },
  });
  recruiter = await createUser(suite, { role: 'Desk', email: 'desk.recruiter@e2e.example', firstName: 'Neha', lastName: 'Kulkarni' });
  const created = await apiForm(suite.url, token, 'POST', '/api/candidates', {
    name: 'Kavya Iyer',
    primary_mobile: '9812300001',
    primary_email: 'kavya.iyer@e2e.example',
    exp_years: '5',
    exp_months: '0',
    current_ctc: '1500000',
    expected_ctc: '1900000',
    notice_period: '30',
    free_pool: '1',
  });
  assert.equal(created.status, 201, JSON.stringify(created.json));
  candidateId = created.json.data.encrypted_id;
});
after(async () => {
  await browser?.close();
  await suite?.stop();
  overrideServer?.close();
});

describe('nothing typed is lost when the session ends', () => {
  it('keeps a note and a half-typed Add Candidate form through an ended session, and both save', async () => {
    const page = await newPage(browser);
    await signIn(page, suite.url, recruiter);

    // A note on the candidate's profile.
    await page.goto(`${suite.url}/candidates/${candidateId}?side=notes`);
    const side = page.getByRole('tablist', { name: 'Candidate details' });
    await side.waitFor();
    await side.getByRole('tab', { name: 'Notes' }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('textbox', { name: 'Note' }).fill(NOTE);

    // The session ends elsewhere; Save is refused, and the page stays with the note.
    await endSessionElsewhere(page);
    await page.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Your session has ended' });
    await dialog.waitFor();
    assert.ok(page.url().includes(`/candidates/${candidateId}`), 'still on the profile');
    assert.equal(await dialog.getByLabel('Work Email').inputValue(), recruiter.email);
    await shot(page, 'session-reauth-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'session-reauth-390');
    await page.setViewportSize({ width: 1366, height: 800 });
    await signInAgainInDialog(page);
    assert.equal(await page.getByRole('textbox', { name: 'Note' }).inputValue(), NOTE);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(NOTE).waitFor();
    const notes = (await get(`/api/candidates_notes?candidate_id=${candidateId}`)).data;
    assert.deepEqual(notes.map((n) => n.notes), [NOTE]);

    // Half an Add Candidate form.
    await page.getByRole('navigation').first().getByRole('link', { name: 'Candidates', exact: true }).click();
    await page.getByRole('navigation', { name: 'Candidates sections' }).getByRole('link', { name: 'Add' }).click();
    await page.waitForURL('**/candidates/add');
    await page.getByRole('heading', { name: 'Details' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill(NEW_CANDIDATE.name);
    await page.getByLabel('Primary Mobile').fill(NEW_CANDIDATE.mobile);
    await page.getByLabel('Primary Email').fill(NEW_CANDIDATE.email);
    await page.getByLabel('Experience (Years)').fill(NEW_CANDIDATE.years);
    await page.getByLabel('Experience (Months)').fill(NEW_CANDIDATE.months);
    await page.getByLabel('Current Company').fill(NEW_CANDIDATE.company);
    await page.getByLabel('Designation').fill(NEW_CANDIDATE.designation);
    await page.getByLabel('Current CTC (₹)').fill(NEW_CANDIDATE.ctc);
    await page.getByLabel('Expected CTC (₹)').fill(NEW_CANDIDATE.expected);
    await page.getByLabel('Notice Period (Days)').fill(NEW_CANDIDATE.notice);
    await page.getByText('Add this profile to free pool').click();

    // Back asks before leaving the typed form; Cancel stays.
    await page.goBack();
    const leave = page.getByRole('alertdialog', { name: 'Unsaved changes' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Cancel' }).click();
    await leave.waitFor({ state: 'detached' });
    assert.ok(page.url().endsWith('/candidates/add'), 'still on the form');

    // A reload keeps what was typed (the draft), and says so.
    const values = async () => ({
      name: await page.getByLabel('Name', { exact: true }).inputValue(),
      mobile: await page.getByLabel('Primary Mobile').inputValue(),
      email: await page.getByLabel('Primary Email').inputValue(),
      years: await page.getByLabel('Experience (Years)').inputValue(),
      months: await page.getByLabel('Experience (Months)').inputValue(),
      company: await page.getByLabel('Current Company').inputValue(),
      designation: await page.getByLabel('Designation').inputValue(),
      ctc: await page.getByLabel('Current CTC (₹)').inputValue(),
      expected: await page.getByLabel('Expected CTC (₹)').inputValue(),
      notice: await page.getByLabel('Notice Period (Days)').inputValue(),
    });
    page.once('dialog', (d) => void d.accept()); // the browser's own "leave site?" prompt
    await page.reload();
    await page.getByText(/Restored what you typed on/).waitFor();
    assert.deepEqual(await values(), NEW_CANDIDATE);
    await shot(page, 'session-draft-restored');

    // The admin revokes the session in Active Sessions; Save asks to sign in, over the form.
    await revokeFromActiveSessions(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await signInAgainInDialog(page);
    assert.ok(page.url().endsWith('/candidates/add'), 'still on the form');
    assert.deepEqual(await values(), NEW_CANDIDATE);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/candidates\/[0-9a-f-]{36}$/);
    const list = (await get(`/api/candidates?q=${encodeURIComponent(NEW_CANDIDATE.name)}`)).data;
    assert.equal(list.length, 1);
    assert.equal(list[0].name, NEW_CANDIDATE.name);
    // Saved: the draft is gone.
    const drafts = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('draft:')));
    assert.deepEqual(drafts, []);
    assertNoConsoleErrors({ consoleErrors: page.consoleErrors.filter((e) => !/401|Unauthorized/.test(e)) });
  });

  it('lists every failing field at the top of the form and keeps each message until it is corrected', async () => {
    const page = await newPage(browser);
    await signIn(page, suite.url, ADMIN);
    await page.goto(`${suite.url}/candidates/add`);
    await page.getByRole('heading', { name: 'Details' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Meera Pillai');
    await page.getByRole('button', { name: 'Save' }).click();
    const summary = page.getByTestId('error-summary');
    await summary.waitFor();
    const links = summary.getByRole('button');
    assert.ok((await links.count()) >= 6, `every failing field is named (${await links.count()})`);
    await summary.getByRole('button', { name: 'The primary email field is required.' }).click();
    assert.equal(await page.getByLabel('Primary Email').evaluate((el) => el === document.activeElement), true);
    await shot(page, 'session-errors-summary-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('error-summary').scrollIntoViewIfNeeded();
    await shot(page, 'session-errors-summary-390');
    await page.setViewportSize({ width: 1366, height: 800 });
    // Corrected, a field leaves the list; the others stay (no timer clears them).
    await page.getByLabel('Primary Email').fill('meera.pillai@e2e.example');
    await summary.getByRole('button', { name: 'The primary email field is required.' }).waitFor({ state: 'detached' });
    await summary.getByRole('button', { name: 'The primary mobile field is required.' }).waitFor();
    assertNoConsoleErrors(page);
  });
});

describe('a record someone else changed meanwhile', () => {
  it('names who changed it, and Reload keeps what was typed over their changes', async (t) => {
    const one = (body) => (Array.isArray(body.data) ? body.data[0] : body.data);
    const before = one(await get(`/api/candidates/${candidateId}`));
    if (typeof before.lock_version !== 'number') {
      t.skip('this server has no record versions yet (lock_version)');
      return;
    }
    const page = await newPage(browser);
    await signIn(page, suite.url, recruiter);
    await page.goto(`${suite.url}/candidates/${candidateId}/edit`);
    await page.getByRole('heading', { name: 'Details' }).waitFor();
    await page.getByLabel('Designation').fill('Lead Analyst');
    // The admin saves the same candidate from another browser.
    const theirs = await apiForm(suite.url, token, 'POST', `/api/candidates/${candidateId}`, {
      encrypted_id: candidateId,
      company_name: 'Nimbus Retail',
      lock_version: before.lock_version,
    });
    assert.equal(theirs.status, 200, JSON.stringify(theirs.json));
    await page.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'This record was changed meanwhile' });
    await dialog.waitFor();
    assert.match(await dialog.innerText(), /changed this record/);
    assert.match(await dialog.innerText(), /Designation/i);
    await shot(page, 'session-conflict-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'session-conflict-390');
    await page.setViewportSize({ width: 1366, height: 800 });
    await dialog.getByRole('button', { name: 'Reload' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await page.getByLabel('Designation').inputValue(), 'Lead Analyst');
    assert.equal(await page.getByLabel('Current Company').inputValue(), 'Nimbus Retail');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`**/candidates/${candidateId}`);
    const after = one(await get(`/api/candidates/${candidateId}`));
    assert.equal(after.designation, 'Lead Analyst');
    assert.equal(after.company_name, 'Nimbus Retail');
    await page.context().close();
  });
});

describe('the idle timeout', () => {
  it('warns a minute before the end and Stay signed in keeps the session', async () => {
    for (const [width, height] of [
      [1366, 800],
      [390, 844],
    ]) {
      const page = await newPage(browser, { width, height });
      await page.clock.install();
      await signIn(page, suite.url, ADMIN);
      await page.getByRole('heading', { name: /Dashboard/ }).first().waitFor();
      await page.waitForLoadState('networkidle'); // every request of the sign-in has been answered
      // Nothing is done for 28 minutes and 10 seconds (the page's clock only; the server's session is fresh).
      await page.clock.fastForward('28:10');
      const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
      await warning.waitFor();
      assert.match(await warning.innerText(), /Your session ends in \d+ seconds/);
      await shot(page, `session-idle-warning-${width}`);
      const renewed = page.waitForRequest((r) => r.url().endsWith('/api/me') && !r.headers()['x-background']);
      await warning.getByRole('button', { name: 'Stay signed in' }).click();
      await renewed;
      await warning.waitFor({ state: 'detached' });
      await page.context().close();
    }
  });

  it('marks the notification poll as background', async () => {
    const page = await newPage(browser);
    await page.clock.install();
    await signIn(page, suite.url, ADMIN);
    await page.getByRole('heading', { name: /Dashboard/ }).first().waitFor();
    const poll = page.waitForRequest((r) => r.url().includes('/api/notifications'));
    await page.clock.runFor('01:05');
    const request = await poll;
    assert.equal(request.headers()['x-background'], '1');
    await page.context().close();
  });
});

describe('module override links', () => {
  it('loads nothing from an origin that is not configured', async () => {
    const page = await newPage(browser);
    await signIn(page, suite.url, ADMIN);
    const foreign = 'http://127.0.0.1:9/remoteEntry.js';
    const asked = [];
    page.on('request', (r) => {
      if (r.url().startsWith('http://127.0.0.1:9/')) asked.push(r.url());
    });
    await page.goto(`${suite.url}/candidates?remote-override=mf-candidates=${foreign}`);
    await page.getByText(/Module mf-candidates was not overridden/).waitFor();
    assert.equal(await page.getByRole('alertdialog', { name: 'Load a module from another place?' }).count(), 0);
    await page.getByRole('navigation', { name: 'Candidates sections' }).waitFor(); // the normal module
    assert.deepEqual(asked, []);
    assert.equal(await page.evaluate(() => sessionStorage.getItem('remoteOverrides')), null);
    assert.equal(await page.evaluate(() => localStorage.getItem('remoteOverrides')), null);
    assert.ok(!page.url().includes('remote-override'), 'the parameter is dropped from the address');
    await page.context().close();
  });

  it('asks before loading from a configured origin: Cancel loads the normal module, Continue the override until sign-out', async () => {
    const entry = `${overrideOrigin}/mf-manifest.json`;
    for (const [width, height] of [
      [390, 844],
      [1366, 800],
    ]) {
      const page = await newPage(browser, { width, height });
      await signIn(page, suite.url, ADMIN);
      const fetched = [];
      page.on('request', (r) => {
        if (r.url().startsWith(overrideOrigin)) fetched.push(r.url());
      });
      await page.goto(`${suite.url}/candidates?remote-override=mf-candidates=${entry}`);
      const confirm = page.getByRole('alertdialog', { name: 'Load a module from another place?' });
      await confirm.waitFor();
      const text = await confirm.innerText();
      assert.match(text, /mf-candidates from http:\/\/127\.0\.0\.1:\d+/);
      assert.deepEqual(fetched, [], 'nothing is fetched from the origin before the answer');
      await shot(page, `session-override-confirm-${width}`);
      if (width === 390) {
        await confirm.getByRole('button', { name: 'Cancel' }).click();
        await page.getByRole('navigation', { name: 'Candidates sections' }).waitFor();
        assert.deepEqual(fetched, []);
        assert.equal(await page.evaluate(() => sessionStorage.getItem('remoteOverrides')), null);
        await page.context().close();
        continue;
      }
      await confirm.getByRole('button', { name: 'Continue' }).click();
      await page.getByText(`Module mf-candidates is loaded from ${entry} (override)`).waitFor();
      await page.getByRole('navigation', { name: 'Candidates sections' }).waitFor();
      assert.ok(fetched.some((u) => u.endsWith('/mf-manifest.json')), 'the module came from the override');
      assert.equal(await page.evaluate(() => localStorage.getItem('remoteOverrides')), null, 'never kept beyond the tab');
      // Another tab of the same browser does not have it.
      const other = await page.context().newPage();
      await other.goto(`${suite.url}/candidates`);
      await other.getByRole('navigation', { name: 'Candidates sections' }).waitFor();
      assert.equal(await other.getByText(/loaded from .* \(override\)/).count(), 0);
      await other.close();
      // Signing out drops it, and the page loads afresh without it.
      await page.getByRole('button', { name: /Admin/ }).first().click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await page.waitForURL(`${suite.url}/`);
      // the page loads afresh (the overridden code is dropped): read once that load has settled
      const kept = await evaluateSettled(page, () => sessionStorage.getItem('remoteOverrides'));
      assert.equal(kept, null);
      await signIn(page, suite.url, ADMIN);
      await page.goto(`${suite.url}/candidates`);
      await page.getByRole('navigation', { name: 'Candidates sections' }).waitFor();
      assert.equal(await page.getByText(/\(override\)/).count(), 0);
      await page.context().close();
    }
  });
});
