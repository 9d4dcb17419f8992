#!/usr/bin/env node
// npm run dev: the API in watch mode on 8081 (its remotes.json points at the remotes' dev servers) and the
// seven webpack dev servers (shell on PORT, default 8080; remotes on 3101-3106), each
// line prefixed with its process name. Ctrl-C stops them all.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { PORTS } = createRequire(import.meta.url)(path.join(root, 'webpack.mf.cjs'));
const API_PORT = '8081';
const SHELL_PORT = process.env.PORT ?? '8080';
const remotes = Object.keys(PORTS).filter((name) => name !== 'shell');

// The shell loads each remote from its dev server.
const remotesFile = path.join(path.resolve(process.env.DATA_DIR ?? path.join(root, 'data')), 'remotes.dev.json');
fs.mkdirSync(path.dirname(remotesFile), { recursive: true });
fs.writeFileSync(
  remotesFile,
  JSON.stringify(Object.fromEntries(remotes.map((r) => [r, `http://localhost:${PORTS[r]}/mf-manifest.json`])), null, 2) + '\n',
);

const processes = [
  {
    name: 'api',
    workspace: 'api',
    // The module override (?remote-override=…) is off unless origins are configured: in development, the remotes'
    // own dev servers.
    env: {
      PORT: API_PORT,
      REMOTES_FILE: remotesFile,
      REMOTE_OVERRIDE_ORIGINS: remotes.flatMap((r) => [`http://localhost:${PORTS[r]}`, `http://127.0.0.1:${PORTS[r]}`]).join(','),
    },
  },
  { name: 'shell', workspace: 'shell', env: { PORT: SHELL_PORT, API_PORT } },
  ...remotes.map((name) => ({ name, workspace: name, env: { API_PORT } })),
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
