// `npm start`: installs the dependencies when missing, builds what is missing or stale, and starts the
// suite on one URL (the API serving the shell and the six modules). `npm start -- --demo` (or
// `npm run demo`) first fills the database with demo data.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from './build.mjs';
import { root, run } from './lib.mjs';

const demo = process.argv.includes('--demo');

if (!fs.existsSync(path.join(root, 'node_modules', '.package-lock.json'))) {
  console.log('Installing dependencies (npm ci)…');
  const r = await run('npm', ['ci', '--no-audit', '--no-fund']);
  if (r.code !== 0) process.exit(r.code);
}
if (!(await build())) process.exit(1);
if (demo) {
  const r = await run(process.execPath, [path.join(root, 'api', 'dist', 'cli', 'seed-demo.js')]);
  if (r.code !== 0) process.exit(r.code);
}
// The server runs in this process, so a signal sent to it (a process manager's, `kill`, npm forwarding its own)
// reaches the server, which closes its database; a child left behind would keep the port and the database's lock.
process.env.NODE_ENV = 'production';
await import(pathToFileURL(path.join(root, 'api', 'dist', 'server.js')).href);
