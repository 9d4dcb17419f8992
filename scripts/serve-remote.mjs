#!/usr/bin/env node
// Serve one package's static build alone, for debugging:
//   node scripts/serve-remote.mjs mf-candidates   (or: npm run serve:dist -w mf-candidates)
// Serves <package>/dist (a remote's dist-standalone) on 127.0.0.1:<the package's port> (PORT overrides) with SPA fallback
// to index.html, and proxies /api/* (for the shell also /remotes.json and /remotes/*) to
// API_URL (default http://127.0.0.1:8080). No dependency beyond node.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { PORTS } = createRequire(import.meta.url)(path.join(root, 'webpack.mf.cjs'));

const pkg = process.argv[2];
if (!pkg || !(pkg in PORTS)) {
  console.error(`usage: serve-remote.mjs <${Object.keys(PORTS).join('|')}>`);
  process.exit(2);
}
// A remote's suite build takes React, Chakra and shared-ui from the shell; alone, it is served from its standalone
// build, which carries them (webpack.mf.cjs).
const built = pkg === 'shell' ? 'dist' : 'dist-standalone';
const dist = path.join(root, pkg, built);
if (!fs.existsSync(path.join(dist, 'index.html'))) {
  const command = pkg === 'shell' ? 'build' : 'build:standalone';
  console.error(`${pkg}/${built} has no index.html: run "npm run ${command} -w ${pkg}" first`);
  process.exit(1);
}
const port = Number(process.env.PORT) || PORTS[pkg];
const api = new URL(process.env.API_URL ?? 'http://127.0.0.1:8080');
const proxied = pkg === 'shell' ? /^\/(api\/|remotes\.json$|remotes\/)/ : /^\/api\//;

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

function proxy(req, res) {
  const upstream = http.request(
    {
      hostname: api.hostname,
      port: api.port || 80,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, host: api.host },
    },
    (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    },
  );
  upstream.on('error', (err) => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        status: false,
        message: `API unreachable at ${api.origin}: ${err.message}`,
      }),
    );
  });
  req.pipe(upstream);
}

function send(res, file, method) {
  const ext = path.extname(file);
  const hashed = /\.[0-9a-f]{8}\.\w+$/.test(file);
  res.writeHead(200, {
    'content-type': TYPES[ext] ?? 'application/octet-stream',
    'content-length': fs.statSync(file).size,
    // Remotes are loaded cross-origin by a shell on another port (override, dev).
    'access-control-allow-origin': '*',
    'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  if (method === 'HEAD') return res.end();
  fs.createReadStream(file).pipe(res);
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (proxied.test(url.pathname)) return proxy(req, res);
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' });
    return res.end();
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' });
    return res.end();
  }
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    res.writeHead(400);
    return res.end();
  }
  const file = path.join(dist, path.normalize(pathname));
  if (!file.startsWith(dist)) {
    res.writeHead(403);
    return res.end();
  }
  if (fs.existsSync(file) && fs.statSync(file).isFile()) return send(res, file, req.method);
  // A missing asset is a 404; anything else is a client-side route of the app.
  if (path.extname(pathname)) {
    res.writeHead(404, { 'content-type': 'text/plain' });
    return res.end('Not found');
  }
  return send(res, path.join(dist, 'index.html'), req.method);
});

server.listen(port, '127.0.0.1', () => {
  console.log(
    `${pkg}: serving ${path.relative(root, dist)} on http://127.0.0.1:${port} (API: ${api.origin})`,
  );
});
