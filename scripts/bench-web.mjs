// `npm run bench:web [-- --candidates N] [--runs N]`: the web suite's speed in headless Chromium against the
// production build started the README's way (`node scripts/start.mjs`, temporary DATA_DIR, a free PORT).
// Measures sign-in → dashboard, each module's first and second open, the gzip size of every JS file loaded
// (shell / shared singletons / each remote's own) and how many copies of React DOM, Chakra and React Router were loaded.
// --candidates N seeds bulk data first (seed:bulk) so the pages render real tables; default: an empty database.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'e2e', 'package.json'));
const { chromium } = require('playwright-core');

const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : def;
};
const candidates = Number(opt('--candidates', '0'));
const runs = Math.max(1, Number(opt('--runs', '1')));
const ADMIN = { email: 'bench-web@example.com', password: 'Bench-Web-Pass-2024!' };
const BUDGET = { signIn: 1500, firstOpen: 300, shellShared: 350 * 1024, remoteOwn: 150 * 1024 };

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

async function waitFor(url, ms) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'warn', BACKUP_HOURS: '0' };
delete env.DATABASE_URL;

if (candidates > 0) {
  console.log(`Seeding ${candidates} candidates into ${dataDir} …`);
  const code = await new Promise((resolve) => {
    const p = spawn('npm', ['run', '-s', 'seed:bulk', '--', '--candidates', String(candidates)], { shell: process.platform === 'win32', cwd: root, env, stdio: 'inherit' });
    p.on('exit', resolve);
  });
  if (code !== 0) process.exit(1);
}

console.log(`Starting the suite (node scripts/start.mjs) on ${url} …`);
const suite = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
const stopSuite = () => {
  try {
    process.kill(-suite.pid, 'SIGTERM');
  } catch {
    /* gone */
  }
};
process.on('exit', stopSuite);

let browser;
try {
  await waitFor(`${url}/api/health`, 600_000);

  // Which chunk ids hold shared singletons (from every remote's mf-manifest.json; chunk ids are the same in every build).
  const remotesJson = await (await fetch(`${url}/remotes.json`)).json().catch(() => ({}));
  const remoteNames = fs.readdirSync(root).filter((d) => d.startsWith('mf-') && fs.existsSync(path.join(root, d, 'dist', 'mf-manifest.json')));
  const sharedByChunk = new Map();
  for (const r of remoteNames) {
    const m = JSON.parse(fs.readFileSync(path.join(root, r, 'dist', 'mf-manifest.json'), 'utf8'));
    for (const s of m.shared ?? []) for (const f of [...(s.assets?.js?.sync ?? []), ...(s.assets?.js?.async ?? [])]) sharedByChunk.set(f.split('.')[0], s.name);
  }

  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });

  const all = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
    const page = await context.newPage();
    const scripts = new Map();
    page.on('response', async (res) => {
      const u = new URL(res.url());
      if (!u.pathname.endsWith('.js') || u.origin !== url) return;
      try {
        const body = await res.body();
        scripts.set(u.pathname, body);
      } catch {
        /* redirected or aborted */
      }
    });
    const heading = (name) => page.getByRole('heading', { name, level: 1 }).first();

    const t0 = Date.now();
    await page.goto(`${url}/`);
    await page.getByLabel('Work Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    const tSubmit = Date.now();
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await page.waitForURL('**/dashboard');
    await heading('Dashboard').waitFor();
    // rendered: its figures and charts in place of their loading skeletons (not "network idle", which waits 500 ms
    // more after the last request)
    await page.waitForFunction(() => !document.querySelector('.chakra-skeleton'), undefined, { timeout: 15_000 });
    const tDash = Date.now();
    await page.waitForLoadState('networkidle').catch(() => undefined);
    const result = { coldToDashboard: tDash - t0, submitToDashboard: tDash - tSubmit, modules: {} };

    const nav = page.getByRole('navigation').first();
    const modules = [
      ['mf-joborders', 'Job Orders', 'Job Orders', '/joborders'],
      ['mf-candidates', 'Candidates', 'Candidates', '/candidates'],
      ['mf-clients', 'Clients', 'Clients', '/clients'],
      ['mf-datatables', 'Data Tables', 'Data Tables', '/datatables'],
      ['mf-admin', null, null, '/manageroles'],
      ['mf-dashboard', 'Dashboard', 'Dashboard', '/dashboard'],
    ];
    // A module opens from the click on its entry until its page shows: a nav link, or for mf-admin the Admin
    // menu's Manage Roles item (the menu opened first, its item shown and still: the user's click comes then).
    const open = async ([, link, name, route]) => {
      if (link) {
        const t = Date.now();
        await nav.getByRole('link', { name: link, exact: true }).click();
        await page.waitForURL(`**${route}`);
        await heading(name).waitFor({ timeout: 15_000 });
        return Date.now() - t;
      } else {
        await page.getByRole('button', { name: /Admin/ }).first().click();
        const item = page.getByRole('menuitem', { name: 'Manage Roles' });
        await item.click({ trial: true });
        const t = Date.now();
        await item.click();
        await page.waitForURL(`**${route}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
        await page.getByRole('table').first().waitFor({ timeout: 15_000 }).catch(() => undefined);
        return Date.now() - t;
      }
    };
    for (const round of ['first', 'second']) {
      for (const m of modules) {
        if (round === 'first' && m[0] === 'mf-dashboard') continue; // the dashboard's first open is the sign-in
        try {
          (result.modules[m[0]] ??= {})[round] = await open(m);
        } catch (e) {
          (result.modules[m[0]] ??= {})[round] = null;
          console.log(`  ${m[0]} (${round} open) failed: ${String(e).split('\n')[0]}`);
        }
      }
    }
    await page.waitForLoadState('networkidle').catch(() => undefined);

    // JS sizes
    const groups = new Map();
    let reactDomCopies = 0;
    let chakraCopies = 0;
    const chakraFiles = [];
    let routerCopies = 0;
    for (const [p, body] of scripts) {
      const gz = zlib.gzipSync(body, { level: 6 }).length;
      const text = body.toString('utf8');
      if (text.includes('__reactFiber$')) reactDomCopies++;
      const file = path.basename(p);
      const shared = sharedByChunk.get(file.split('.')[0]);
      const origin = p.startsWith('/remotes/') ? p.split('/')[2] : 'shell';
      // Chakra reaches the page inside the shared-ui / shared-auth singletons; its context is made once per copy.
      if (text.includes('name:"ChakraContext"')) {
        chakraCopies++;
        chakraFiles.push(p);
      }
      // React Router too (shared-ui/src/router.ts): its hooks' message outside a router, once per copy.
      if (text.includes('may be used only in the context of a <Router> component')) routerCopies++;
      const group = shared ? 'shared singletons' : origin === 'shell' ? 'shell' : `${origin} (own)`;
      const g = groups.get(group) ?? { files: 0, gzip: 0, raw: 0, detail: [] };
      g.files++;
      g.gzip += gz;
      g.raw += body.length;
      g.detail.push(`${shared ?? 'own'} ← ${origin}/${file} ${(gz / 1024).toFixed(1)} KB`);
      groups.set(group, g);
    }
    result.groups = groups;
    result.reactDomCopies = reactDomCopies;
    result.chakraCopies = chakraCopies;
    result.chakraFiles = chakraFiles;
    result.routerCopies = routerCopies;
    result.scriptCount = scripts.size;
    all.push(result);
    await context.close();
  }

  // Report (the last run; with --runs N the timings are the median)
  const med = (xs) => {
    const s = xs.filter((x) => x !== null && x !== undefined).sort((a, b) => a - b);
    return s.length ? s[Math.floor((s.length - 1) / 2)] : null;
  };
  const last = all[all.length - 1];
  const ok = (b) => (b ? 'ok' : 'MISS');
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const lines = [];
  lines.push(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}; Chromium headless; runs: ${runs}; data: ${candidates ? `${candidates} candidates (seed:bulk)` : 'empty database'}`);
  lines.push('');
  lines.push('| measure | value | budget | |');
  lines.push('| --- | --- | --- | --- |');
  const cold = med(all.map((r) => r.coldToDashboard));
  const submit = med(all.map((r) => r.submitToDashboard));
  lines.push(`| page load + sign-in → dashboard rendered | ${cold} ms | < 1500 ms | ${ok(cold < BUDGET.signIn)} |`);
  lines.push(`| sign-in submit → dashboard rendered | ${submit} ms | < 1500 ms | ${ok(submit < BUDGET.signIn)} |`);
  for (const m of Object.keys(last.modules)) {
    const first = med(all.map((r) => r.modules[m]?.first));
    const second = med(all.map((r) => r.modules[m]?.second));
    if (first !== null) lines.push(`| ${m} first open | ${first} ms | < 300 ms | ${ok(first < BUDGET.firstOpen)} |`);
    lines.push(`| ${m} second open | ${second ?? 'failed'} ms | | |`);
  }
  const shell = last.groups.get('shell') ?? { gzip: 0, files: 0, detail: [] };
  const shared = last.groups.get('shared singletons') ?? { gzip: 0, files: 0, detail: [] };
  lines.push(`| JS gzip shell (${shell.files} files) + shared singletons (${shared.files} files) | ${kb(shell.gzip)} + ${kb(shared.gzip)} = ${kb(shell.gzip + shared.gzip)} | < 350 KB | ${ok(shell.gzip + shared.gzip < BUDGET.shellShared)} |`);
  for (const [g, v] of [...last.groups].sort()) {
    if (!g.endsWith('(own)')) continue;
    lines.push(`| JS gzip ${g} (${v.files} files) | ${kb(v.gzip)} | < 150 KB | ${ok(v.gzip < BUDGET.remoteOwn)} |`);
  }
  lines.push(`| copies of React DOM loaded (scripts containing \`__reactFiber$\`) | ${last.reactDomCopies} | 1 | ${ok(last.reactDomCopies === 1)} |`);
  lines.push(`| copies of Chakra loaded (scripts creating ChakraContext) | ${last.chakraCopies} | 1 | ${ok(last.chakraCopies === 1)} |`);
  lines.push(`| copies of React Router loaded | ${last.routerCopies} | 1 | ${ok(last.routerCopies === 1)} |`);
  console.log('\n' + lines.join('\n'));
  console.log(`\nShell and shared singletons loaded (${last.scriptCount} JS files in all):`);
  for (const d of [...shell.detail, ...shared.detail]) console.log(`  ${d}`);
  void remotesJson;
  const out = opt('--json');
  if (out) fs.writeFileSync(path.resolve(process.env.INIT_CWD ?? process.cwd(), out), lines.join('\n') + '\n');
} finally {
  if (browser) await browser.close();
  stopSuite();
  await new Promise((r) => setTimeout(r, 1000));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
