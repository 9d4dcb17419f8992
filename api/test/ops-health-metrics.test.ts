// Operations: /api/health, /metrics (Prometheus text, admin or loopback), the request id in logs and answers.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import fs from 'node:fs';
import path from 'node:path';
import { buildTestApp, type TestApp } from './helpers.js';
import { logLines } from './support/log-lines.js';
import { openDatabase, type Db } from '../src/db/index.js';

let t: TestApp;
const { lines, stream } = logLines();

before(async () => {
  t = await buildTestApp({ logger: { level: 'info', stream } });
});
after(() => t.close());

describe('GET /api/health', () => {
  it('says the database answers and the storage is writable', async () => {
    const res = await t.as(null, { method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, database: true, storage: true });
  });

  it('answers 503 naming the storage when no file can be written there', async () => {
    const tmp = path.join(t.config.storageDir, 'tmp');
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.writeFileSync(tmp, 'not a directory');
    try {
      const res = await t.as(null, { method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: false, message: 'The file storage is not writable.', database: true, storage: false });
    } finally {
      fs.rmSync(tmp, { force: true });
      fs.mkdirSync(tmp);
    }
  });

  it('answers 503 naming the database when it does not answer', async () => {
    const closed: Db = process.env.DATABASE_URL ? await openDatabase({ databaseUrl: process.env.DATABASE_URL }) : await openDatabase({ memory: true });
    await closed.close();
    const holder = t.app as unknown as { db: Db };
    const real = holder.db;
    holder.db = closed;
    try {
      const res = await t.as(null, { method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: false, message: 'The database does not answer.', database: false, storage: true });
    } finally {
      holder.db = real;
    }
  });
});

describe('GET /metrics', () => {
  it('counts requests and their latency per route pattern, never the raw URL', async () => {
    const id = '0b7f0e6e-3a55-4c1b-9a43-5d4f2f6b7a10';
    await t.as(t.admin.token, { method: 'GET', url: `/api/candidates/${id}` });
    await t.as(t.admin.token, { method: 'GET', url: '/api/candidates?q=secret-search' });
    const res = await t.as(null, { method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/candidates\/:id",status_code="404"\} 1/);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="[\d.]+",method="GET",route="\/api\/candidates",status_code="200"\} 1/);
    expect(text).not.toContain(id);
    expect(text).not.toContain('secret-search');
    expect(text).toMatch(/^resume_parser_queue_length 0$/m);
    expect(text).toMatch(/^db_pool_connections\{state="max"\} \d+$/m);
    expect(text).toMatch(/^backup_last_ok -1$/m);
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
  });

  it('is refused to callers from another address unless they are signed in as an administrator', async () => {
    const remote = { method: 'GET' as const, url: '/metrics', remoteAddress: '10.1.2.3' };
    expect((await t.as(null, remote)).statusCode).toBe(401);
    const recruiter = await t.user({ role: 'recruiter' });
    const refused = await t.as(recruiter.token, remote);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('http_requests_total');
    const ok = await t.as(t.admin.token, remote);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('http_requests_total');
  });
});

describe('request id', () => {
  it('is answered in X-Request-Id and carried by the request\'s log lines', async () => {
    const res = await t.as(null, { method: 'GET', url: '/api/health' });
    const id = res.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const other = await t.as(null, { method: 'GET', url: '/api/health' });
    expect(other.headers['x-request-id']).not.toBe(id);
    const mine = lines.map((l) => JSON.parse(l) as { reqId?: string; msg?: string }).filter((l) => l.reqId === id);
    expect(mine.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
  });
});
