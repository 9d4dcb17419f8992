import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The remotes the suite serves, from web-packages.json (the one list of the shell and its remotes). */
function remoteNames(repoRoot: string): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'web-packages.json'), 'utf8')) as { remotes: Record<string, unknown> };
  return Object.keys(manifest.remotes);
}

/** Entry files that must be fetched fresh so a replaced build goes live at the next page load. */
function setCacheHeaders(reply: { header(n: string, v: string): unknown }, file: string) {
  const name = path.basename(file);
  if (name === 'index.html' || name === 'mf-manifest.json' || name === 'remoteEntry.js' || name === 'mf-stats.json') {
    reply.header('Cache-Control', 'no-cache');
  } else if (/\.[0-9a-f]{8,}\./.test(name)) {
    reply.header('Cache-Control', 'public, max-age=31536000, immutable');
  } else {
    reply.header('Cache-Control', 'no-cache');
  }
}

/**
 * Serves the built suite on the API's origin: the shell at /, each remote's dist under /remotes/<name>/,
 * and /remotes.json from a file an operator can edit (read at every request).
 */
export async function registerWeb(app: FastifyInstance) {
  const { webRoot, remotesFile, repoRoot } = app.config;
  const remotes = remoteNames(repoRoot);
  const defaults = Object.fromEntries(remotes.map((r) => [r, `/remotes/${r}/mf-manifest.json`]));
  if (!fs.existsSync(remotesFile)) {
    fs.mkdirSync(path.dirname(remotesFile), { recursive: true });
    fs.writeFileSync(remotesFile, JSON.stringify(defaults, null, 2) + '\n');
  }

  app.get('/remotes.json', { config: { access: { kind: 'public' } }, schema: { hide: true } }, async (request, reply) => {
    let body: unknown;
    try {
      body = JSON.parse(await fs.promises.readFile(remotesFile, 'utf8'));
    } catch {
      request.log.error({ file: remotesFile }, 'remotes file unreadable; serving the defaults');
      body = defaults;
    }
    reply.header('Cache-Control', 'no-store');
    return body;
  });

  for (const remote of remotes) {
    const root = path.join(webRoot, remote, 'dist');
    if (!fs.existsSync(root)) continue;
    await app.register(fastifyStatic, {
      root,
      prefix: `/remotes/${remote}/`,
      decorateReply: false,
      index: false,
      setHeaders: setCacheHeaders,
    });
  }

  const shellRoot = path.join(webRoot, 'shell', 'dist');
  if (!fs.existsSync(shellRoot)) {
    app.log.warn(`The shell is not built (${shellRoot} missing): run npm run build`);
    return;
  }
  await app.register(fastifyStatic, { root: shellRoot, prefix: '/', index: false, wildcard: false, setHeaders: setCacheHeaders });
  const indexHtml = path.join(shellRoot, 'index.html');
  app.get('/*', { config: { access: { kind: 'public' } }, schema: { hide: true } }, async (request, reply) => {
    const rel = decodeURIComponent(request.url.split('?')[0]).replace(/^\/+/, '');
    const file = path.join(shellRoot, rel);
    if (rel && file.startsWith(shellRoot + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      setCacheHeaders(reply, file);
      return reply.sendFile(rel, shellRoot);
    }
    if (rel.startsWith('api/') || rel.startsWith('remotes/') || path.extname(rel)) {
      return reply.code(404).send({ status: false, message: 'Not found.' });
    }
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    return reply.send(fs.createReadStream(indexHtml));
  });
}
