// What the crash and load scripts share: their command-line options, and the API server they start as a child
// process on a free port and wait for.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const args = process.argv.slice(2);

/** The value after `--name` on the command line, else `dflt`. */
export const opt = (name: string, dflt?: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : dflt;
};

/** Whether `--name` is on the command line. */
export const flag = (name: string) => args.includes(`--${name}`);

const apiDir = path.resolve(__dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

/**
 * Starts the API server (src/server.ts with tsx, or api/dist/server.js with --dist) on 127.0.0.1:`port` with `env`
 * added, its output written to the open file `out`.
 */
export function spawnServer(
  port: number,
  env: Record<string, string | undefined>,
  out: number,
): ChildProcess {
  const argv = flag('dist')
    ? [path.join(apiDir, 'dist/server.js')]
    : ['--import', 'tsx', path.join(apiDir, 'src/server.ts')];
  return spawn(process.execPath, argv, {
    cwd: apiDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', out, out],
  });
}

/**
 * Polls the server at `base` until it answers (an empty sign-in is refused with 422); returns the milliseconds it
 * took. Fails when the child exits first or after `timeoutMs`.
 */
export async function waitUp(
  child: ChildProcess,
  base: string,
  logFile: string,
  timeoutMs = 120_000,
): Promise<number> {
  const t0 = Date.now();
  while (Date.now() - t0 < timeoutMs) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with ${child.exitCode} (see ${logFile})`);
    try {
      const r = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      if (r.status === 422) return Date.now() - t0;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not start in ${timeoutMs / 1000} s (see ${logFile})`);
}
