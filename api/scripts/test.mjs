// Runs the API tests with Node's test runner under tsx (the loader the API runs with in development).
// Usage: node scripts/test.mjs [path-filter...]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const filters = process.argv.slice(2);
const files = [];
function walk(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p);
    else if (e.name.endsWith('.test.ts')) files.push(path.relative(root, p));
  }
}
walk(path.join(root, 'src'));
walk(path.join(root, 'test'));
const chosen = files.filter((f) => filters.length === 0 || filters.some((x) => f.includes(x))).sort();
if (chosen.length === 0) {
  console.error('No test file matches', filters.join(' '));
  process.exit(1);
}
const env = { ...process.env, GEO_CITY_COUNTRIES: process.env.GEO_CITY_COUNTRIES ?? 'IN' };

// One migrated database for the whole run (test/template.ts), which every test app copies instead of migrating its own.
// Ctrl-C stops the test processes (the terminal signals the whole group); this one stays to remove the template.
process.on('SIGINT', () => {});
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'api-template-'));
const made = spawnSync(process.execPath, ['--import', 'tsx', 'test/template.ts', 'create', tmp], { cwd: root, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
if (made.status !== 0) {
  fs.rmSync(tmp, { recursive: true, force: true });
  console.error('Could not make the migrated template database the tests copy (above).');
  process.exit(1);
}
Object.assign(env, JSON.parse(made.stdout.trim().split('\n').pop()));

const r = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', `--test-concurrency=${process.env.API_TEST_CONCURRENCY ?? 2}`, '--test-reporter=spec', ...chosen],
  { cwd: root, stdio: 'inherit', env },
);
if (env.API_TEST_PG_TEMPLATE) spawnSync(process.execPath, ['--import', 'tsx', 'test/template.ts', 'drop'], { cwd: root, env, stdio: 'inherit' });
fs.rmSync(tmp, { recursive: true, force: true });
process.exit(r.status ?? 1);
