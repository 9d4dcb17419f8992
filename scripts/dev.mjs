#!/usr/bin/env node
// npm run dev: the API in watch mode on 8081 (remotes.json from remotes.dev.json) and the
// seven webpack dev servers (shell on PORT, default 8080; remotes on 3101-3106), each
// line prefixed with its process name. Ctrl-C stops them all.
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { PORTS } = createRequire(import.meta.url)(path.join(root, 'webpack.mf.cjs'));
const API_PORT = '8081';
const SHELL_PORT = process.env.PORT ?? '8080';

const processes = [
  {
    name: 'api',
    workspace: 'api',
    // The module override (?remote-override=…) is off unless origins are configured: in development, the remotes'
    // own dev servers.
    env: {
      PORT: API_PORT,
      REMOTES_FILE: path.join(root, 'remotes.dev.json'),
      REMOTE_OVERRIDE_ORIGINS: Object.entries(PORTS)
        .filter(([n]) => n !== 'shell')
        .flatMap(([, p]) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`])
        .join(','),
    },
  },
  { name: 'shell', workspace: 'shell', env: { PORT: SHELL_PORT, API_PORT } },
  ...Object.keys(PORTS)
    .filter((name) => name !== 'shell')
    .map((name) => ({ name, workspace: name, env: { API_PORT } })),
];

const width = Math.max(...processes.map((p) => p.name.length));
const colours = [36, 35, 33, 32, 34, 31, 96, 95];
const children = new Map();
let stopping = false;

function pipe(stream, prefix, out) {
  readline
    .createInterface({ input: stream })
    .on('line', (line) => out.write(`${prefix} ${line}\n`));
}

processes.forEach(({ name, workspace, env }, i) => {
  const prefix = `\x1b[${colours[i % colours.length]}m${name.padEnd(width)} |\x1b[0m`;
  const childEnv = { ...process.env, ...env, FORCE_COLOR: '1' };
  // Only the API and the shell take PORT; a remote's port is fixed by its webpack config.
  if (!('PORT' in env)) delete childEnv.PORT;
  // npm is a .cmd file on Windows, which Node starts only through the shell.
  const child = spawn('npm', ['run', 'dev', '-w', workspace], {
    shell: process.platform === 'win32',
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
  });
  children.set(name, child);
  pipe(child.stdout, prefix, process.stdout);
  pipe(child.stderr, prefix, process.stderr);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!stopping) process.stdout.write(`${prefix} exited (${signal ?? code})\n`);
    if (stopping && children.size === 0) process.exit(0);
  });
});

console.log(
  `dev: shell http://localhost:${SHELL_PORT}, API http://127.0.0.1:${API_PORT}, remotes ` +
    Object.entries(PORTS)
      .filter(([n]) => n !== 'shell')
      .map(([n, p]) => `${n}:${p}`)
      .join(' '),
);

// Each child leads its own process group: signal npm and the server it started.
function kill(child, signal) {
  try {
    if (child.pid) process.kill(process.platform === 'win32' ? child.pid : -child.pid, signal);
  } catch {
    // already gone
  }
}

function stop() {
  if (stopping) return;
  stopping = true;
  console.log('\ndev: stopping…');
  if (children.size === 0) process.exit(0);
  for (const child of children.values()) kill(child, 'SIGTERM');
  setTimeout(() => {
    for (const child of children.values()) kill(child, 'SIGKILL');
    process.exit(0);
  }, 5000).unref();
}

process.on('SIGINT', stop);
process.on('SIGTERM', stop);
