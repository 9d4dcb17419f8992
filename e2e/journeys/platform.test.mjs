// Platform journeys: sign-in and out, menus by role, the route guard, a remote that fails and recovers,
// a module served alone, and React loaded once.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { run } from '../../scripts/lib.mjs';
import { createUser } from '../lib/fixtures.mjs';
import { ADMIN, freePort, journeySuite, newPage, repoRoot, shot, signIn, startSuite, until } from '../lib/suite.mjs';

let suite;
let browser;

journeySuite(async (s) => {
  ({ suite, browser } = s);
});

describe('platform', () => {
  it('ends when its own process is told to: the server closes its database and its port', async () => {
    const other = await startSuite();
    try {
      // the process alone, as a process manager or `kill` signals it (not its group, as a terminal's Ctrl+C does)
      process.kill(other.pid, 'SIGTERM');
      await until(() => !fs.existsSync(path.join(other.dataDir, 'api.lock')), 'the server to close its database');
      await until(
        () => fetch(`${other.url}/api/health`).then(() => false, () => true),
        'the port to refuse connections',
      );
    } finally {
      await other.stop();
    }
  });

  it('sends a direct visit without a token to the sign-in page', async () => {
    const page = await newPage(browser);
    await page.goto(`${suite.url}/candidates`);
    await page.waitForURL(`${suite.url}/`);
    await page.getByLabel('Work Email').waitFor();
    for (const link of ['About', 'Contact', 'Terms & Conditions', 'Privacy Policy']) {
      await page.getByRole('link', { name: link, exact: true }).waitFor();
    }
    await shot(page, 'platform-sign-in');
    await page.context().close();
  });

  it('shows the server message when sign-in fails', async () => {
    const page = await newPage(browser);
    await page.goto(`${suite.url}/`);
    await page.getByLabel('Work Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('These credentials do not match our records.').waitFor();
    await page.context().close();
  });

  it('signs the admin in, shows the admin menu and every module, and signs out', async () => {
    const page = await newPage(browser);
    const t0 = Date.now();
    await signIn(page, suite.url, ADMIN);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).first().waitFor();
    console.log(`# sign-in to dashboard header: ${Date.now() - t0} ms`);
    const nav = page.getByRole('navigation').first();
    for (const [label, heading, url] of [
      ['Job Orders', 'Job Orders', '/joborders'],
      ['Candidates', 'Candidates', '/candidates'],
      ['Clients', 'Clients', '/clients'],
      ['Data Tables', 'Data Tables', '/datatables'],
      ['Dashboard', 'Dashboard', '/dashboard'],
    ]) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL(`**${url}`);
      await page.getByRole('heading', { name: heading, level: 1 }).first().waitFor();
    }
    await page.getByRole('button', { name: /Admin/ }).first().click();
    for (const item of ['Manage Logins', 'Manage Roles', 'Login as User', 'Logout']) {
      await page.getByRole('menuitem', { name: item }).waitFor();
    }
    await shot(page, 'platform-admin-menu');
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${suite.url}/`);
    assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);
    await page.goto(`${suite.url}/dashboard`);
    await page.waitForURL(`${suite.url}/`);
    await page.context().close();
  });

  it('shows a non-admin My Account and Logout only', async () => {
    await createUser(suite, { role: 'recruiter', email: 'priya.recruiter@e2e.example', password: 'Recruiter-e2e-pass1' });
    const page = await newPage(browser);
    await signIn(page, suite.url, { email: 'priya.recruiter@e2e.example', password: 'Recruiter-e2e-pass1' });
    await page.getByRole('button', { name: /Priya/ }).first().click();
    await page.getByRole('menuitem', { name: 'My Account' }).waitFor();
    await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
    assert.equal(await page.getByRole('menuitem', { name: 'Manage Logins' }).count(), 0);
    assert.equal(await page.getByRole('menuitem', { name: 'Manage Roles' }).count(), 0);
    await page.keyboard.press('Escape');
    await page.context().close();
  });

  it('shows not-found inside the shell for an unknown route', async () => {
    const page = await newPage(browser);
    await signIn(page, suite.url, ADMIN);
    await page.goto(`${suite.url}/no-such-page`);
    await page.getByText(/not found/i).first().waitFor();
    await page.getByRole('navigation').first().waitFor();
    await page.context().close();
  });

  it('loads React and React DOM once, whatever modules are opened', async () => {
    const page = await newPage(browser);
    await signIn(page, suite.url, ADMIN);
    for (const url of ['/candidates', '/joborders', '/clients', '/datatables', '/settings/skills']) {
      await page.goto(`${suite.url}${url}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    }
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.endsWith('.js')));
    let reactDom = 0;
    for (const src of scripts) {
      const body = await (await fetch(src)).text();
      if (body.includes('__reactFiber$')) reactDom += 1;
    }
    console.log(`# scripts loaded: ${scripts.length}; copies of react-dom: ${reactDom}`);
    assert.equal(reactDom, 1);
    await page.context().close();
  });

  it('shows a fallback for a remote that cannot be loaded, keeps the others working, and recovers on Retry', async () => {
    const original = fs.readFileSync(suite.remotesFile, 'utf8');
    const broken = JSON.parse(original);
    broken['mf-datatables'] = '/remotes/mf-datatables/missing/mf-manifest.json';
    fs.writeFileSync(suite.remotesFile, JSON.stringify(broken));
    const page = await newPage(browser);
    try {
      await signIn(page, suite.url, ADMIN);
      await page.getByRole('navigation').first().getByRole('link', { name: 'Data Tables', exact: true }).click();
      await page.getByText('This module could not be loaded.').waitFor();
      await shot(page, 'platform-remote-fallback');
      await page.getByRole('navigation').first().getByRole('link', { name: 'Clients', exact: true }).click();
      await page.getByRole('heading', { name: 'Clients', level: 1 }).first().waitFor();
      fs.writeFileSync(suite.remotesFile, original);
      await page.getByRole('navigation').first().getByRole('link', { name: 'Data Tables', exact: true }).click();
      await page.getByRole('button', { name: 'Retry' }).click();
      await page.getByRole('heading', { name: 'Data Tables', level: 1 }).first().waitFor();
    } finally {
      fs.writeFileSync(suite.remotesFile, original);
      await page.context().close();
    }
  });

  it('serves a module alone for debugging: sign in, then the module', async () => {
    // Its standalone build carries the libraries that the suite's shell provides to its remotes.
    const built = await run('npm', ['run', '-s', 'build:standalone', '-w', 'mf-clients'], { capture: true, quiet: true });
    assert.equal(built.code, 0, built.out);
    const port = await freePort();
    const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'serve-remote.mjs'), 'mf-clients'], {
      env: { ...process.env, PORT: String(port), API_URL: suite.url },
      stdio: 'ignore',
    });
    try {
      const url = `http://127.0.0.1:${port}`;
      await until(async () => (await fetch(url)).ok, `${url} to answer`, { ms: 60_000, every: 250 });
      const page = await newPage(browser);
      await page.goto(`${url}/clients`);
      await page.getByLabel('Work Email').fill(ADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { name: 'Clients', level: 1 }).first().waitFor();
      await shot(page, 'platform-standalone-clients');
      await page.context().close();
    } finally {
      child.kill('SIGTERM');
    }
  });
});
