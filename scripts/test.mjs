// `npm test`: every check a change can break, in order — lint, type-check, web unit and component tests,
// API tests on PGlite (and again on the PostgreSQL server of DATABASE_URL when it is set), the build,
// and the browser journeys against the built suite. `npm test -- --only=lint,api` runs some steps.
// With SECOND_NODE set to another Node.js binary (CI sets the current LTS), the API tests on PGlite and
// the build run once more on that version.
import path from 'node:path';
import { build } from './build.mjs';
import { run, WEB_PACKAGES } from './lib.mjs';

const only = (process.argv.find((a) => a.startsWith('--only=')) ?? '').slice(7).split(',').filter(Boolean);
const want = (step) => only.length === 0 || only.includes(step);
const pgUrl = process.env.DATABASE_URL;
const withoutDb = { ...process.env };
delete withoutDb.DATABASE_URL;

let passed = 0;
let failed = 0;
const failures = [];
const timings = [];

function count(out) {
  // jest: "Tests:       3 failed, 40 passed, 43 total"; node --test: "ℹ pass 16" / "ℹ fail 0"
  const jest = /^Tests:\s+(.*)$/m.exec(out);
  if (jest) {
    const p = /(\d+) passed/.exec(jest[1]);
    const f = /(\d+) failed/.exec(jest[1]);
    return { p: p ? Number(p[1]) : 0, f: f ? Number(f[1]) : 0 };
  }
  const p = [...out.matchAll(/^ℹ pass (\d+)$/gm)].reduce((s, m) => s + Number(m[1]), 0);
  const f = [...out.matchAll(/^ℹ fail (\d+)$/gm)].reduce((s, m) => s + Number(m[1]), 0);
  return { p, f };
}

async function step(name, cmd, args, opts = {}) {
  if (!want(opts.key ?? name.split(' ')[0])) return true;
  console.log(`\n━━ ${name}`);
  const t = Date.now();
  const r = await run(cmd, args, { capture: true, ...opts });
  const c = count(r.out);
  passed += c.p;
  failed += c.f;
  timings.push(`${name}: ${((Date.now() - t) / 1000).toFixed(0)} s`);
  if (r.code !== 0) {
    failures.push(name);
    if (c.f === 0) failed += 1;
    return false;
  }
  return true;
}

async function typecheck() {
  const pkgs = ['shared-auth', 'shared-ui', ...WEB_PACKAGES, 'api'];
  const queue = [...pkgs];
  let ok = true;
  let out = '';
  const worker = async () => {
    while (queue.length) {
      const pkg = queue.shift();
      const r = await run('npx', ['tsc', '-p', pkg, '--noEmit'], { capture: true, quiet: true });
      if (r.code !== 0) {
        ok = false;
        out += r.out;
      }
    }
  };
  await Promise.all([worker(), worker()]);
  return { ok, out };
}

const started = Date.now();
await step('lint', 'npx', ['eslint', '--max-warnings', '0', '.']);
if (want('typecheck')) {
  console.log('\n━━ typecheck');
  const t = Date.now();
  const r = await typecheck();
  timings.push(`typecheck: ${((Date.now() - t) / 1000).toFixed(0)} s`);
  if (!r.ok) {
    console.log(r.out);
    failures.push('typecheck');
    failed += 1;
  } else console.log('types: ok');
}
await step('unit (web, jest)', 'npx', ['jest', '--ci'], { env: withoutDb });
await step('api (PGlite)', process.execPath, ['api/scripts/test.mjs'], { env: { ...withoutDb, DATABASE_URL: '' } });
if (pgUrl) await step('api (PostgreSQL server)', process.execPath, ['api/scripts/test.mjs'], { env: { DATABASE_URL: pgUrl } });
if (want('e2e')) {
  console.log('\n━━ build');
  const t = Date.now();
  const ok = await build();
  timings.push(`build: ${((Date.now() - t) / 1000).toFixed(0)} s`);
  if (!ok) {
    failures.push('build');
    failed += 1;
  } else {
    await step('e2e (Chromium)', process.execPath, ['--test', '--test-concurrency=1', '--test-reporter=spec', 'e2e/journeys/'], { env: { ...withoutDb, DATABASE_URL: '' } });
  }
}

const secondNode = process.env.SECOND_NODE;
if (secondNode && want('node2')) {
  const version = (await run(secondNode, ['--version'], { capture: true, quiet: true })).out.trim();
  // npm, webpack and the test runner's children find this node first on the PATH.
  const env = { ...withoutDb, DATABASE_URL: '', PATH: `${path.dirname(secondNode)}${path.delimiter}${process.env.PATH}` };
  await step(`api (PGlite, Node ${version})`, secondNode, ['api/scripts/test.mjs'], { env, key: 'node2' });
  await step(`build (Node ${version})`, secondNode, ['scripts/build.mjs', '--all'], { env, key: 'node2' });
}

console.log(`\n━━ summary (${((Date.now() - started) / 1000).toFixed(0)} s)`);
for (const line of timings) console.log(`  ${line}`);
if (failures.length) console.log(`failed steps: ${failures.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
