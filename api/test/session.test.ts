import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildTestApp, expectInvalid, type TestApp } from './helpers.js';
import { hashToken } from '../src/auth/tokens.js';
import { PASSWORD_RULE } from '../src/auth/passwords.js';
import { loadConfig, overrideOrigins } from '../src/config.js';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(() => t.close());

describe('POST /api/login', () => {
  it('signs in with the right password and returns the token and user', async () => {
    const u = await t.user({ role: 'recruiter' });
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: u.email.toUpperCase(), password: u.password } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(true);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({ email: u.email, role_name: 'recruiter', user_type: 'recruiter', status: 'active' });
    expect(body.user).not.toHaveProperty('password_hash');
    expect(body.user).not.toHaveProperty('id');
    // Stored hashed, never in clear.
    const { rows } = await t.db.query<{ n: number }>('select count(*)::int as n from sessions where token_hash = $1', [hashToken(body.token)]);
    expect(rows[0].n).toBe(1);
    const clear = await t.db.query<{ n: number }>("select count(*)::int as n from sessions where encode(token_hash, 'escape') like $1", [`%${body.token}%`]);
    expect(clear.rows[0].n).toBe(0);
  });

  it('refuses a wrong password with the server message', async () => {
    const u = await t.user();
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: u.email, password: 'wrong-password' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: false, message: 'These credentials do not match our records.' });
  });

  it('gives a new token at every sign-in', async () => {
    const u = await t.user();
    const a = await t.login(u.email, u.password);
    const b = await t.login(u.email, u.password);
    expect(a).not.toBe(b);
  });

  it('refuses an inactive user', async () => {
    const u = await t.user({ status: 'inactive' });
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: u.email, password: u.password } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/inactive/);
    // and the session opened before deactivation no longer works
    expect((await t.as(u.token, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
  });

  it('validates the body (422 with field messages)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: '' } });
    expectInvalid(res, { email: ['The email field is required.'], password: ['The password field is required.'] });
  });

  it('throttles repeated failures per account with 429', async () => {
    const u = await t.user();
    for (let i = 0; i < 5; i++) {
      const r = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: u.email, password: `nope-${i}` } });
      expect(r.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: u.email, password: u.password } });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many failed sign-in attempts/);
    t.clock.advance(16 * 60_000);
    const again = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: u.email, password: u.password } });
    expect(again.statusCode).toBe(200);
  });
});

describe('session lifetime', () => {
  it('logout revokes the token', async () => {
    const u = await t.user();
    expect((await t.as(u.token, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    const out = await t.as(u.token, { method: 'POST', url: '/api/logout' });
    expect(out.statusCode).toBe(200);
    const after = await t.as(u.token, { method: 'GET', url: '/api/me' });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('expires after 30 idle minutes and after 12 hours in all', async () => {
    const u = await t.user();
    t.clock.advance(29 * 60_000);
    expect((await t.as(u.token, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    t.clock.advance(31 * 60_000);
    expect((await t.as(u.token, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);

    const v = await t.user();
    for (let i = 0; i < 25; i++) {
      t.clock.advance(29 * 60_000);
      const r = await t.as(v.token, { method: 'GET', url: '/api/me' });
      if (i < 24) expect(r.statusCode).toBe(200);
      else expect(r.statusCode).toBe(401); // 25 × 29 min > 12 h
    }
  });

  it('answers 401 without a token and with a made-up one', async () => {
    expect((await t.as(null, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    expect((await t.as('made-up', { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
  });
});

describe('GET /api/me and /api/my_permissions', () => {
  it('returns the user and one row per module with the role flags', async () => {
    const u = await t.user({ role: 'viewer-only', grants: { Candidates: { m_view: 1, m_add: 1 } } });
    const me = await t.as(u.token, { method: 'GET', url: '/api/me' });
    expect(me.json().data[0]).toMatchObject({ email: u.email, role_name: 'viewer-only', impersonator: null });
    const perms = (await t.as(u.token, { method: 'GET', url: '/api/my_permissions' })).json().data;
    expect(perms).toHaveLength(6);
    expect(perms.find((p: { module_name: string }) => p.module_name === 'Candidates')).toMatchObject({ m_view: 1, m_add: 1, m_edit: 0, m_delete: 0 });
    expect(perms.find((p: { module_name: string }) => p.module_name === 'Clients')).toMatchObject({ m_view: 0, m_add: 0, m_edit: 0, m_delete: 0 });
  });

  it('gives the admin role every flag', async () => {
    const admin = await t.login(t.admin.email, t.admin.password);
    const perms = (await t.as(admin, { method: 'GET', url: '/api/my_permissions' })).json().data;
    expect(perms.every((p: Record<string, number>) => p.m_add && p.m_edit && p.m_delete && p.m_view)).toBe(true);
  });
});

describe('platform', () => {
  it('health answers without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ status: true, database: true, storage: true });
  });

  it("gives the public configuration without a token, with the product's time zone", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ company_name: t.app.config.companyName, time_zone: t.app.config.timeZone });
    expect(t.app.config.timeZone).toBe('Asia/Kolkata');
  });

  it('offers no module override unless configured, and publishes the idle timeout and the password rule', async () => {
    // issue 22, finding 2: the override was on by default for any port of localhost and 127.0.0.1
    const saved = process.env.REMOTE_OVERRIDE_ORIGINS;
    delete process.env.REMOTE_OVERRIDE_ORIGINS;
    try {
      expect(loadConfig().remoteOverrideOrigins).toEqual([]);
    } finally {
      if (saved !== undefined) process.env.REMOTE_OVERRIDE_ORIGINS = saved;
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toMatchObject({ remote_override_origins: [], session_idle_minutes: 30, password_rule: PASSWORD_RULE });
    const page = await t.app.inject({ method: 'GET', url: '/some/page' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self';");
  });

  it('takes exact override origins with their port, and allows only those in the page policy', async () => {
    expect(overrideOrigins(' http://localhost:3102, https://cdn.example.com ,http://127.0.0.1:3102/')).toEqual([
      'http://localhost:3102',
      'https://cdn.example.com:443',
      'http://127.0.0.1:3102',
    ]);
    for (const bad of ['localhost:3102', 'http://localhost:*', 'http://*.example.com', 'ftp://host:21', 'http://host:1/x.js', 'http://u:p@host:1', 'javascript:alert(1)']) {
      expect(() => overrideOrigins(bad)).toThrow(/REMOTE_OVERRIDE_ORIGINS/);
    }
    const other = await buildTestApp({ config: { remoteOverrideOrigins: ['http://localhost:3102'] } });
    try {
      expect((await other.app.inject({ method: 'GET', url: '/api/config' })).json().remote_override_origins).toEqual(['http://localhost:3102']);
      const csp = String((await other.app.inject({ method: 'GET', url: '/some/page' })).headers['content-security-policy']);
      expect(csp).toContain("script-src 'self' http://localhost:3102;");
      expect(csp).toContain("connect-src 'self' http://localhost:3102;");
      expect(csp).not.toContain(':*');
    } finally {
      await other.close();
    }
  });

  it('sets security headers on every response, errors included', async () => {
    for (const url of ['/api/health', '/api/me', '/api/nowhere']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
      expect(res.headers['content-security-policy']).toMatch(/object-src 'none'/);
      expect(res.headers['content-security-policy']).toMatch(/base-uri 'none'/);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('refuses to register a route that declares no access rule', async () => {
    const { buildApp } = await import('../src/app.js');
    const app = await buildApp({ db: t.db, config: t.config, storage: t.app.storage });
    expect(() => app.get('/api/undeclared', async () => ({}))).toThrow(/does not declare who may call it/);
    await app.close();
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/login', '/api/logout', '/api/me', '/api/my_permissions', '/api/health']));
  });

  it('serves the status catalogue', async () => {
    const admin = await t.login(t.admin.email, t.admin.password);
    const main = (await t.as(admin, { method: 'GET', url: '/api/job_mainstatus' })).json().data;
    expect(main.map((m: { fixed_id: string }) => m.fixed_id)).toEqual(['P', 'S', 'A', 'R', 'J']);
    const sub = (await t.as(admin, { method: 'GET', url: '/api/job_mainsubstatus?main_status_id=P' })).json().data;
    expect(sub.map((m: { fixed_id: string }) => m.fixed_id)).toContain('103');
    const bad = await t.as(admin, { method: 'GET', url: '/api/job_mainsubstatus?main_status_id=P&x=1' });
    expect(bad.statusCode).toBe(422);
  });
});
