// Starts the built suite the README's way (`npm start`, on a fresh data directory and a free port),
// and drives the machine's Chromium with playwright-core.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
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

async function waitFor(url, ms = 60_000) {
  const until = Date.now() + ms;
  let last;
  while (Date.now() < until) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
      last = `HTTP ${r.status}`;
    } catch (e) {
      last = e.message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer: ${last}`);
}

/**
 * The suite on 127.0.0.1 with its own data directory; stop() ends it and removes the data. `args` go to start.mjs
 * (`['--demo']` fills the demo data first); `at` ('2026-11-24 05:30:00', UTC) starts the server's clock, and the demo
 * seed's, at that instant under faketime (time flows from there): the same dates and figures on every run.
 */
export async function startSuite({ env = {}, args = [], at } = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
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
    dataDir,
    logs,
    remotesFile: path.join(dataDir, 'remotes.json'),
    async stop() {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
      await new Promise((r) => setTimeout(r, 500));
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

/** A page that records console errors and dialogs (a journey fails on an unexpected one). */
export async function newPage(browser, { width = 1366, height = 800 } = {}) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  page.consoleErrors = [];
  page.on('console', (m) => {
    if (m.type() === 'error') page.consoleErrors.push(m.text());
  });
  page.on('pageerror', (e) => page.consoleErrors.push(String(e)));
  return page;
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
