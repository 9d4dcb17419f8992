// Security headers on 100 % of answers: every registered route (as anonymous and as the admin), every error class
// (400, 401, 403, 404, 413, 414, 415, 422, 429, a forced 500), a file download, the OpenAPI pages. A 500 body is
// exactly {"status":false,"message":"Server Error"}.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { storeBytes } from '../src/files/service.js';
import { access } from '../src/http/access.js';
import { buildTestApp, type TestApp } from './helpers.js';
import { fillPath, hasBody, headerProblems, leakProblems, validParam } from './support/routes.js';

const SERVER_ERROR = '{"status":false,"message":"Server Error"}';

let t: TestApp;
before(async () => {
  t = await buildTestApp({
    extend: (app) => {
      // Declared public, so nothing but the handler stands between the request and the 500.
      app.get('/api/__security_boom', { config: { access: access.public } }, async () => {
        const e = new Error('relation "users" violates syntax error at /work/main/api/src/secret.ts:12:3');
        (e as { code?: string }).code = '42P01';
        throw e;
      });
      app.get('/api/__security_boom_async', { config: { access: access.public } }, async (_request, reply) => {
        await new Promise((r) => setTimeout(r, 1));
        reply.send(new TypeError("Cannot read properties of undefined (reading 'password_hash')"));
      });
    },
  });
});
after(() => t.close());

const seen: { label: string; url: string; res: LightMyRequestResponse }[] = [];
async function call(label: string, token: string | null, o: InjectOptions & { url: string }) {
  const res = await t.as(token, o);
  seen.push({ label, url: o.url, res });
  return res;
}

describe('security headers', () => {
  it('are on every error class, with the 500 body bare', async () => {
    const recruiter = await t.user({ role: 'recruiter' });
    const statuses: Record<string, LightMyRequestResponse> = {};
    statuses[200] = await call('health', null, { method: 'GET', url: '/api/health' });
    statuses[400] = await call('malformed JSON', null, { method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    statuses[401] = await call('no token', null, { method: 'GET', url: '/api/me' });
    const adminGet = t.apiRoutes.find((r) => r.access?.kind === 'admin' && r.method === 'GET' && !r.url.includes(':'))!;
    statuses[403] = await call('not admin', recruiter.token, { method: 'GET', url: adminGet.url });
    statuses[404] = await call('unknown API path', null, { method: 'GET', url: '/api/nowhere' });
    statuses[413] = await call('1.1 MB body', null, { method: 'POST', url: '/api/login', payload: { email: 'a@b.c', password: 'x'.repeat(1_150_000) } });
    const withParam = t.apiRoutes.find((r) => r.method === 'GET' && r.url.includes('/:'))!;
    statuses[414] = await call('path parameter over 100 characters', t.admin.token, { method: 'GET', url: fillPath(withParam.url, () => 'A'.repeat(150)) });
    statuses[415] = await call('text/plain', null, { method: 'POST', url: '/api/login', headers: { 'content-type': 'application/xml' }, payload: '<email/>' });
    statuses[422] = await call('invalid body', null, { method: 'POST', url: '/api/login', payload: {} });
    const victim = await t.user();
    let throttled: LightMyRequestResponse | undefined;
    for (let i = 0; i < 10 && !throttled; i++) {
      const r = await call('failed sign-in', null, { method: 'POST', url: '/api/login', payload: { email: victim.email, password: `wrong-${i}` } });
      if (r.statusCode === 429) throttled = r;
    }
    statuses[429] = throttled!;
    statuses[500] = await call('throwing route', null, { method: 'GET', url: '/api/__security_boom' });
    const async500 = await call('route sending an error', null, { method: 'GET', url: '/api/__security_boom_async' });
    await call('bad percent-encoding', null, { method: 'GET', url: `${withParam.url.split('/:')[0]}/%E0%A4%A` });
    await call('non-API 404', null, { method: 'GET', url: '/no/such/page' });
    await call('HEAD', null, { method: 'HEAD', url: '/api/health' });
    await call('OPTIONS', null, { method: 'OPTIONS', url: '/api/login' });
    await call('OpenAPI JSON', null, { method: 'GET', url: '/api/docs/json' });
    await call('OpenAPI page', null, { method: 'GET', url: '/api/docs' });

    for (const [status, res] of Object.entries(statuses)) {
      expect({ status, got: res?.statusCode }).toEqual({ status, got: Number(status) });
    }
    for (const res of [statuses[500], async500]) {
      expect(res.statusCode).toBe(500);
      expect(res.body).toBe(SERVER_ERROR);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('are on a file download, which stays a sandboxed attachment', async () => {
    const file = await storeBytes(t.app, Buffer.from('%PDF-1.4\n%%EOF\n'), 'cv.pdf', 'application/pdf', t.admin.id);
    const res = await call('file download', null, { method: 'GET', url: t.fileUrl(file.encrypted_id)! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(String(res.headers['content-security-policy'])).toMatch(/sandbox/);
  });

  it('are on an answer of every registered route, anonymous and as the admin', async () => {
    let n = 0;
    for (const route of t.apiRoutes) {
      const url = fillPath(route.url, (name) => validParam(route, name));
      const payload = hasBody(route) ? { payload: {} } : {};
      // Anonymous first (the admin's request may end its own session: logout).
      await call(`${route.method} ${route.url} anonymous`, null, { method: route.method as 'GET', url, ...payload });
      const token = await t.login(t.admin.email, t.admin.password);
      await call(`${route.method} ${route.url} admin`, token, { method: route.method as 'GET', url, ...payload });
      n++;
    }
    expect(n).toBe(t.apiRoutes.length);
  });

  it('covered 100 % of the answers', () => {
    const problems: string[] = [];
    const byStatus = new Map<number, number>();
    for (const { label, url, res } of seen) {
      byStatus.set(res.statusCode, (byStatus.get(res.statusCode) ?? 0) + 1);
      for (const p of headerProblems(res, url)) problems.push(`${label} (${res.statusCode}): ${p}`);
      if (res.statusCode >= 500 && res.body !== SERVER_ERROR) problems.push(`${label}: 5xx body ${res.body.slice(0, 200)}`);
      if (res.statusCode >= 500 && !url.startsWith('/api/__security_boom')) problems.push(`${label}: unexpected ${res.statusCode}`);
      if (url.startsWith('/api/') && !url.startsWith('/api/docs')) {
        for (const l of leakProblems(res.body)) problems.push(`${label} (${res.statusCode}): ${l}`);
      }
    }
    const ok = seen.length - new Set(problems.map((p) => p.split(' (')[0])).size;
    const statuses = [...byStatus.entries()].sort((a, b) => a[0] - b[0]).map(([s, c]) => `${s}×${c}`).join(' ');
    console.log(`# headers: ${ok}/${seen.length} responses (${((100 * ok) / seen.length).toFixed(1)} %) with CSP object-src/base-uri/frame-ancestors 'none', nosniff, no-store on API; statuses ${statuses}`);
    for (const p of problems.slice(0, 30)) console.log(`#   ${p}`);
    expect(problems).toEqual([]);
    for (const s of [400, 401, 403, 404, 413, 414, 415, 422, 429, 500]) expect(byStatus.get(s) ?? 0).toBeGreaterThan(0);
  });
});
