// Starts the built suite the README's way (`npm start`, on a fresh data directory and a free port),
// and drives the machine's Chromium with playwright-core.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before } from 'node:test';
import { chromium } from 'playwright-core';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');
export const ADMIN = { email: 'admin@e2e.example', password: 'E2e-admin-Passw0rd!' };
export const shotsDir = path.join(repoRoot, 'e2e', 'screenshots');

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * Waits until check() returns a truthy value and returns it: a state, never a time. Each try that throws or returns
 * a falsy value is retried after `every` ms, until `ms` have passed; then it fails, saying what it waited for and the
 * last answer.
 */
export async function until(check, what, { ms = 20_000, every = 100 } = {}) {
  const end = Date.now() + ms;
  let last;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
      last = JSON.stringify(value);
    } catch (e) {
      last = e.message;
    }
    if (Date.now() >= end) throw new Error(`waited ${ms} ms for ${what}; last: ${last}`);
    await new Promise((r) => setTimeout(r, every));
  }
}

function waitFor(url, ms = 60_000) {
  return until(
    async () => {
      const r = await fetch(url);
      if (!r.ok) throw new Error(`HTTP ${r.status}`);
      return true;
    },
    `${url} to answer`,
    { ms, every: 250 },
  );
}

// Settings that change what a first start writes into the data directory: a suite started with one of them does not
// start from the run's template.
const FIRST_START = ['ADMIN_EMAIL', 'ADMIN_PASSWORD', 'GEO_CITY_COUNTRIES', 'DATABASE_URL', 'DATA_DIR', 'APP_TIMEZONE'];

/**
 * The database of a suite's first start, made once per run: with E2E_DATA_TEMPLATE set to an empty directory
 * (scripts/test.mjs sets one per step), the first journey file starts and stops a suite there and every suite copies
 * its database from it, so no journey file migrates a database of its own (about 30 s each on a busy 2-core machine).
 * Each suite still gets its own copy: a journey never sees another file's records.
 */
async function dataTemplate(env) {
  const dir = process.env.E2E_DATA_TEMPLATE;
  if (!dir || FIRST_START.some((k) => k in env)) return null;
  const data = path.join(dir, 'data');
  if (fs.existsSync(path.join(dir, 'ready'))) return data;
  const made = fs.mkdtempSync(path.join(dir, 'making-'));
  const suite = await startSuite({ dataDir: made });
  await suite.stop({ keepData: true });
  try {
    fs.renameSync(made, data);
    fs.writeFileSync(path.join(dir, 'ready'), '');
  } catch {
    fs.rmSync(made, { recursive: true, force: true }); // another process made it first
  }
  return data;
}

/**
 * The suite on 127.0.0.1 with its own data directory; stop() ends it and removes the data. `args` go to start.mjs
 * (`['--demo']` fills the demo data first); `at` ('2026-11-24 05:30:00', UTC) starts the server's clock, and the demo
 * seed's, at that instant under faketime (time flows from there): the same dates and figures on every run. Such a
 * suite makes its own first start (the run's template was written at the real time).
 */
export async function startSuite({ env = {}, args = [], at, dataDir: given } = {}) {
  const port = await freePort();
  const template = given || at || args.length ? null : await dataTemplate(env);
  const dataDir = given ?? fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
  if (template) {
    // the database and the administrator's credentials; the server makes the rest (files, remotes.json) as on any start
    fs.cpSync(path.join(template, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
    fs.copyFileSync(path.join(template, 'admin-credentials.txt'), path.join(dataDir, 'admin-credentials.txt'));
  }
  const logs = [];
  const start = [process.execPath, path.join(repoRoot, 'scripts', 'start.mjs'), ...args];
  const [command, ...argv] = at ? ['faketime', '-f', `@${at}`, ...start] : start;
  const child = spawn(command, argv, {
    cwd: repoRoot,
    env: { ...process.env, ...(at ? { TZ: 'UTC' } : {}), PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'warn', BACKUP_HOURS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout.on('data', (d) => logs.push(String(d)));
  child.stderr.on('data', (d) => logs.push(String(d)));
  const url = `http://127.0.0.1:${port}`;
  try {
    // start.mjs first rebuilds any stale package, which takes minutes on a busy machine
    await waitFor(`${url}/api/health`, 600_000);
  } catch (e) {
    process.kill(-child.pid, 'SIGKILL');
    throw new Error(`${e.message}\n${logs.join('')}`);
  }
  return {
    url,
    port,
    /** The process started (`node scripts/start.mjs`, or faketime running it), leader of its group. */
    pid: child.pid,
    dataDir,
    logs,
    remotesFile: path.join(dataDir, 'remotes.json'),
    /**
     * Ends the suite and removes its data, or with keepData lets the server close its database first (SIGTERM);
     * data about to be removed needs no orderly close (SIGKILL: a close takes a second or more).
     */
    async stop({ keepData = false } = {}) {
      const exited = new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r() : child.once('exit', r)));
      try {
        process.kill(-child.pid, keepData ? 'SIGTERM' : 'SIGKILL');
      } catch {
        /* already gone */
      }
      await exited;
      // the server (start.mjs's own process) closes the database, then removes its lock file
      if (keepData) await until(() => !fs.existsSync(path.join(dataDir, 'api.lock')), 'the server to close its database', { ms: 60_000 });
      try {
        process.kill(-child.pid, 'SIGKILL'); // anything of its group left behind
      } catch {
        /* already gone */
      }
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The fonts the browser may draw with (fonts.conf: DejaVu only), whatever else the machine has installed. */
const FONTS = fileURLToPath(new URL('./fonts.conf', import.meta.url));

export async function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    env: { ...process.env, FONTCONFIG_FILE: FONTS },
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

/**
 * One suite and one browser for a journey file: started before its tests (startSuite's options), then given to
 * `ready({ suite, browser })` to keep and to make the records the journeys need; both stopped after the tests.
 */
export function journeySuite(ready, options) {
  let suite;
  let browser;
  before(async () => {
    suite = await startSuite(options);
    browser = await launchBrowser();
    await ready({ suite, browser });
  });
  after(async () => {
    await browser?.close();
    await suite?.stop();
  });
}

/**
 * A page in a new browser context (Playwright context options: viewport, timezoneId, permissions, ...) that records
 * console errors and page errors in page.consoleErrors (assertNoConsoleErrors fails a journey on one).
 */
export async function newPageWith(browser, contextOptions = {}) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, ...contextOptions });
  const page = await context.newPage();
  page.consoleErrors = [];
  page.on('console', (m) => {
    if (m.type() === 'error') page.consoleErrors.push(m.text());
  });
  page.on('pageerror', (e) => page.consoleErrors.push(String(e)));
  return page;
}

/** A page of the given size that records console errors (newPageWith). */
export function newPage(browser, { width = 1366, height = 800 } = {}) {
  return newPageWith(browser, { viewport: { width, height } });
}

export async function signIn(page, baseUrl, { email, password }) {
  await page.goto(`${baseUrl}/`);
  await page.getByLabel('Work Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.waitForURL('**/dashboard');
}

export async function shot(page, name) {
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

/** Creates a user with a role through the API as the admin (the admin module's own routes). */
export async function apiAs(baseUrl, token, method, url, body) {
  const r = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return reply(r);
}

/** A fetch response as { status, json }: the parsed JSON body, or its text when it is not JSON. */
export async function reply(r) {
  const text = await r.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: r.status, json };
}

export async function apiLogin(baseUrl, email, password) {
  const r = await apiAs(baseUrl, '', 'POST', '/api/login', { email, password });
  if (r.status !== 200) throw new Error(`login ${email}: ${r.status} ${JSON.stringify(r.json)}`);
  return r.json.token;
}
