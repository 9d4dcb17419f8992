// `npm test`: every check a change can break, in order — lint, type-check, web unit and component tests,
// API tests on PGlite (and again on the PostgreSQL server of DATABASE_URL when it is set), the build,
// and the browser journeys against the built suite. `npm test -- --only=lint,api` runs some steps.
// With SECOND_NODE set to another Node.js binary (CI sets the current LTS), the API tests on the PostgreSQL server run
// on that version (the PGlite ones on this one: each database and each Node version is proven once, without running
// the whole API suite a third time) and the build runs once more on it.
// `--at=2026-12-31T23:50:00+05:30` runs the steps on the embedded database (web unit tests, API tests on PGlite,
// browser journeys) with their clock starting at that instant (faketime moves the clock of a process and its
// children, the database and the browser included; time keeps flowing). The API tests on a PostgreSQL server run at
// the real time: the server's clock cannot move. `--also-at=<instant>,<instant>` runs the date-sensitive API tests and
// journeys once more at each instant after the rest (CI passes a year boundary and a month boundary).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from './build.mjs';
import { run } from './lib.mjs';

const option = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const only = (option('only') ?? '').split(',').filter(Boolean);
const want = (step) => only.length === 0 || only.includes(step);

/**
 * The tests whose answers depend on the date, for --also-at: the dashboard's figures and lists (today, tomorrow, the
 * last 7 and 30 days) and the notifications (the next 24 hours), beside database timestamps; the journey reads the
 * clock everywhere, the calendar included.
 */
const DATE_SENSITIVE = {
  api: ['test/dashboard.test', 'test/dashboard-lists', 'test/notifications'],
  e2e: ['e2e/journeys/dashboard.test.mjs'],
};

/** An instant given on the command line: ISO 8601 with its offset, e.g. 2026-12-31T23:50:00+05:30. */
function instant(text, name) {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.exec(text);
  const ms = Date.parse(text);
  // Date.parse accepts 2026-02-30; the date must read back as written in its own offset
  const local = m && new Date(ms + (m[7] === 'Z' ? 0 : (m[7][0] === '-' ? -1 : 1) * (Number(m[7].slice(1, 3)) * 60 + Number(m[7].slice(4))) * 60_000));
  if (!m || Number.isNaN(ms) || local.toISOString().slice(0, 16) !== `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}`) {
    console.error(`--${name}: "${text}" is not an instant. Give a date, a time and an offset (ISO 8601), e.g. --${name}=2026-12-31T23:50:00+05:30`);
    process.exit(2);
  }
  return { text, ms };
}
const at = option('at') ? instant(option('at'), 'at') : null;
const alsoAt = (option('also-at') ?? '').split(',').filter(Boolean).map((t) => instant(t, 'also-at'));
if ((at || alsoAt.length) && spawnSync('faketime', ['-f', '+0', 'true']).status !== 0) {
  console.error(
    '--at and --also-at move the tests\' clock with faketime, which is not installed ' +
      '(Debian and Ubuntu: apt-get install faketime; macOS: brew install libfaketime).',
  );
  process.exit(2);
}

/**
 * The command under faketime, its clock reading `when` as it starts: a constant offset from the real clock, shared by
 * its children (the monotonic clock moves with it: Chromium stops loading pages when the two disagree).
 */
function clockAt(when, cmd, args) {
  if (!when) return [cmd, args];
  const seconds = Math.round((when.ms - Date.now()) / 1000);
  return ['faketime', ['-f', `${seconds < 0 ? '' : '+'}${seconds}`, cmd, ...args]];
}
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
  if (!(opts.wanted ?? want(opts.key ?? name.split(' ')[0]))) return true;
  if (opts.at) name = `${name} at ${opts.at.text}`;
  console.log(`\n━━ ${name}`);
  const t = Date.now();
  const [command, argv] = clockAt(opts.at, cmd, args);
  const r = await run(command, argv, { capture: true, ...opts });
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

/**
 * The web packages in one program (tsconfig.web.json: shared-ui and the libraries' types are checked once, not once per
 * package) beside the API, each keeping its build info in node_modules/.cache/tsc so a second run checks what changed.
 */
async function typecheck() {
  const programs = [
    ['tsconfig.web.json', 'web'],
    ['api', 'api'],
  ];
  const results = await Promise.all(
    programs.map(([project, name]) =>
      run('npx', ['tsc', '-p', project, '--noEmit', '--incremental', '--tsBuildInfoFile', `node_modules/.cache/tsc/${name}.tsbuildinfo`], { capture: true, quiet: true }),
    ),
  );
  return { ok: results.every((r) => r.code === 0), out: results.map((r) => r.out).join('') };
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
const embedded = { ...withoutDb, DATABASE_URL: '' };
const journeys = (files) => ['--test', '--test-concurrency=1', '--test-reporter=spec', ...files];
/** A journeys step: its files copy the database of one first start (E2E_DATA_TEMPLATE, e2e/lib/suite.mjs), made under its clock. */
async function journeyStep(name, files, opts) {
  const template = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-template-'));
  try {
    return await step(name, process.execPath, journeys(files), { ...opts, env: { ...embedded, E2E_DATA_TEMPLATE: template } });
  } finally {
    fs.rmSync(template, { recursive: true, force: true });
  }
}
await step('unit (web, jest)', 'npx', ['jest', '--ci'], { env: withoutDb, at });
await step('api (PGlite)', process.execPath, ['api/scripts/test.mjs'], { env: embedded, at });
const secondNode = process.env.SECOND_NODE;
const secondVersion = secondNode ? (await run(secondNode, ['--version'], { capture: true, quiet: true })).out.trim() : null;
// npm and webpack find the second node first on the PATH.
const onSecondNode = (env) => (secondNode ? { ...env, PATH: `${path.dirname(secondNode)}${path.delimiter}${process.env.PATH}` } : env);
if (pgUrl) {
  await step(
    `api (PostgreSQL server${secondNode ? `, Node ${secondVersion}` : ''})`,
    secondNode ?? process.execPath,
    ['api/scripts/test.mjs'],
    { env: onSecondNode({ ...process.env, DATABASE_URL: pgUrl }), key: 'api' },
  );
}
// --also-at's steps run with the API and e2e steps, or alone with --only=at
const wantAt = (kind) => alsoAt.length > 0 && (want(kind) || want('at'));
let built = false;
if (want('e2e') || wantAt('e2e')) {
  console.log('\n━━ build');
  const t = Date.now();
  built = await build();
  timings.push(`build: ${((Date.now() - t) / 1000).toFixed(0)} s`);
  if (!built) {
    failures.push('build');
    failed += 1;
  } else {
    await journeyStep('e2e (Chromium)', ['e2e/journeys/'], { at, wanted: want('e2e') });
  }
}

if (secondNode && want('node2')) {
  await step(`build (Node ${secondVersion})`, secondNode, ['scripts/build.mjs', '--all'], { env: onSecondNode(withoutDb), key: 'node2' });
}

for (const when of alsoAt) {
  await step('api (PGlite, date-sensitive)', process.execPath, ['api/scripts/test.mjs', ...DATE_SENSITIVE.api], { env: embedded, at: when, wanted: wantAt('api') });
  if (built) await journeyStep('e2e (Chromium, date-sensitive)', DATE_SENSITIVE.e2e, { at: when, wanted: wantAt('e2e') });
}

console.log(`\n━━ summary (${((Date.now() - started) / 1000).toFixed(0)} s)`);
for (const line of timings) console.log(`  ${line}`);
if (failures.length) console.log(`failed steps: ${failures.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
