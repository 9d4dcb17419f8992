// Runs the API tests with Node's test runner under tsx (the loader the API runs with in development).
// Usage: node scripts/test.mjs [path-filter...]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
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
const r = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', `--test-concurrency=${process.env.API_TEST_CONCURRENCY ?? 2}`, '--test-reporter=spec', ...chosen],
  { cwd: root, stdio: 'inherit', env: { ...process.env, GEO_CITY_COUNTRIES: process.env.GEO_CITY_COUNTRIES ?? 'IN' } },
);
process.exit(r.status ?? 1);
