// Small helpers shared by the repository scripts (no dependencies: they run before npm ci too).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
// npm and npx are .cmd files on Windows, which Node starts only through the shell.
export const SHELL = process.platform === 'win32';

/** The shell and its remotes (web-packages.json, the one list the build, the dev scripts, the server and lint read). */
export const WEB_PACKAGES = ['shell', ...Object.keys(JSON.parse(fs.readFileSync(path.join(root, 'web-packages.json'), 'utf8')).remotes)];

/** Runs a command, streaming its output; resolves with the exit code (and the output when capture is set). */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { shell: SHELL, cwd: opts.cwd ?? root, env: { ...process.env, ...(opts.env ?? {}) }, stdio: opts.capture ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let out = '';
    if (opts.capture) {
      child.stdout.on('data', (d) => {
        out += d;
        if (!opts.quiet) process.stdout.write(d);
      });
      child.stderr.on('data', (d) => {
        out += d;
        if (!opts.quiet) process.stderr.write(d);
      });
    }
    child.on('close', (code) => resolve({ code: code ?? 1, out }));
  });
}

/** Newest modification time under a directory (skipping node_modules, the build folders and Markdown). */
export function newestMtime(dir) {
  let newest = 0;
  const walk = (d) => {
    if (!fs.existsSync(d)) return;
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name === 'dist' || e.name === 'dist-standalone' || e.name.startsWith('.') || e.name.endsWith('.md')) continue;
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else newest = Math.max(newest, fs.statSync(p).mtimeMs);
    }
  };
  walk(dir);
  return newest;
}

/** True when a package's build output is missing or older than its sources (or the shared packages' sources). */
export function isStale(pkg, marker) {
  const out = path.join(root, pkg, marker);
  if (!fs.existsSync(out)) return true;
  const built = fs.statSync(out).mtimeMs;
  const sources = [path.join(root, pkg), path.join(root, 'contract')];
  if (pkg !== 'api') sources.push(path.join(root, 'shared-auth'), path.join(root, 'shared-ui'), path.join(root, 'webpack.mf.cjs'));
  return sources.some((s) => (fs.existsSync(s) && fs.statSync(s).isFile() ? fs.statSync(s).mtimeMs : newestMtime(s)) > built);
}
