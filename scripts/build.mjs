// Builds what is missing or stale: the seven web packages (two at a time) and the API.
// `node scripts/build.mjs --all` rebuilds everything.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isStale, root, run, WEB_PACKAGES } from './lib.mjs';

const marker = (pkg) => (pkg === 'shell' ? 'dist/index.html' : 'dist/mf-manifest.json');

// webpack leaves an output file untouched when its content did not change, so a rebuild
// can leave the marker older than the sources; mark the build's time explicitly.
function markBuilt(pkg, file) {
  const now = new Date();
  fs.utimesSync(path.join(root, pkg, file), now, now);
}

export async function build({ all = false } = {}) {
  const started = Date.now();
  const web = WEB_PACKAGES.filter((p) => all || isStale(p, marker(p)));
  const queue = [...web];
  let failed = false;
  const worker = async () => {
    while (queue.length && !failed) {
      const pkg = queue.shift();
      const t = Date.now();
      const r = await run('npm', ['run', '-s', 'build', '-w', pkg], { capture: true, quiet: true });
      if (r.code !== 0) {
        failed = true;
        console.error(r.out);
        console.error(`Build of ${pkg} failed.`);
      } else {
        markBuilt(pkg, marker(pkg));
        console.log(`built ${pkg} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
      }
    }
  };
  await Promise.all([worker(), worker()]);
  if (failed) return false;
  if (all || isStale('api', 'dist/server.js')) {
    const t = Date.now();
    const r = await run('npm', ['run', '-s', 'build', '-w', 'api']);
    if (r.code !== 0) return false;
    markBuilt('api', 'dist/server.js');
    console.log(`built api in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  }
  console.log(`build done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  build({ all: process.argv.includes('--all') }).then((ok) => process.exit(ok ? 0 : 1));
}
