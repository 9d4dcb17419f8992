import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import type { SessionRow as Row } from 'contract/admin';
import { buildTestApp, expectDenied, type TestApp } from './helpers.js';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(() => t.close());

const adminLogin = () => t.login(t.admin.email, t.admin.password);

async function sessions(token: string, query = 'limit=100'): Promise<Row[]> {
  const res = await t.as(token, { method: 'GET', url: `/api/active_users?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe('GET /api/active_users', () => {
  it('lists live sessions with the current one marked', async () => {
    const admin = await adminLogin();
    const u = await t.user({ role: 'manager' });
    const rows = await sessions(admin);
    const mine = rows.filter((r) => r.is_current);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ email: t.admin.email, role_name: 'admin', user_id: t.admin.encrypted_id });
    const theirs = rows.find((r) => r.user_id === u.encrypted_id);
    expect(theirs).toMatchObject({ email: u.email, role_name: 'manager', is_current: false, impersonator: null, ip: '127.0.0.1' });
    expect(theirs?.signed_in_at).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    expect(theirs?.last_seen_at).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    expect(theirs).not.toHaveProperty('sid');
    expect(theirs).not.toHaveProperty('token_hash');
  });

  it('leaves out revoked sessions, idle ones and inactive users', async () => {
    const gone = await t.user();
    await t.as(gone.token, { method: 'POST', url: '/api/logout' });
    const inactive = await t.user({ status: 'inactive' });
    const idle = await t.user();
    t.clock.advance(31 * 60_000);
    const admin = await adminLogin();
    const ids = (await sessions(admin)).map((r) => r.user_id);
    expect(ids).not.toContain(gone.encrypted_id);
    expect(ids).not.toContain(inactive.encrypted_id);
    expect(ids).not.toContain(idle.encrypted_id);
  });

  it('searches and sorts', async () => {
    const admin = await adminLogin();
    const u = await t.user({ email: 'findme.session@test.example' });
    const found = await t.as(admin, { method: 'GET', url: '/api/active_users?q=FINDME' });
    expect(found.json().data.map((r: Row) => r.user_id)).toEqual([u.encrypted_id]);
    expect(found.json().filter_data_cnt).toBe(1);
    const sorted = await sessions(admin, 'sortby=email&direction=asc&limit=100');
    const emails = sorted.map((r) => r.email);
    expect(emails).toEqual([...emails].sort());
    expect((await t.as(admin, { method: 'GET', url: '/api/active_users?sortby=token_hash' })).statusCode).toBe(422);
  });

  it('is for the admin role only', async () => {
    const u = await t.user({ role: 'manager' });
    await expectDenied(t, u.token, { method: 'GET', url: '/api/active_users' });
  });
});

describe('DELETE /api/active_users/{id}', () => {
  it('revokes that session only', async () => {
    const admin = await adminLogin();
    const u = await t.user();
    const second = await t.login(u.email, u.password);
    const rows = (await sessions(admin)).filter((r) => r.user_id === u.encrypted_id);
    expect(rows).toHaveLength(2);
    // The most recent session first (default order: last seen, newest first; same instant → newest first).
    const res = await t.as(admin, { method: 'DELETE', url: `/api/active_users/${rows[0].encrypted_id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: 'Session revoked.', data: { revoked: 1 } });
    expect((await t.as(second, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    expect((await t.as(u.token, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    const { rows: audits } = await t.db.query(`select 1 from audit_events where action = 'session.revoke' and entity_id = $1`, [u.id]);
    expect(audits).toHaveLength(1);
    expect((await t.as(admin, { method: 'DELETE', url: `/api/active_users/${rows[0].encrypted_id}` })).statusCode).toBe(404);
  });

  it('is for the admin role only', async () => {
    const u = await t.user({ role: 'manager' });
    const admin = await adminLogin();
    const row = (await sessions(admin)).find((r) => r.user_id === u.encrypted_id);
    await expectDenied(t, u.token, { method: 'DELETE', url: `/api/active_users/${row?.encrypted_id}` });
    expect((await t.as(u.token, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
  });
});

describe('DELETE /api/active_users/by_user/{user_id}', () => {
  it("revokes every session of the user", async () => {
    const admin = await adminLogin();
    const u = await t.user();
    const second = await t.login(u.email, u.password);
    const res = await t.as(admin, { method: 'DELETE', url: `/api/active_users/by_user/${u.encrypted_id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: 'Sessions revoked.', data: { revoked: 2 } });
    expect((await t.as(u.token, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    expect((await t.as(second, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    const { rows } = await t.db.query(`select 1 from audit_events where action = 'session.revoke_all' and entity_id = $1`, [u.id]);
    expect(rows).toHaveLength(1);
  });

  it("keeps the admin's own current session when they revoke all of theirs", async () => {
    const admin = await adminLogin();
    const other = await adminLogin();
    const res = await t.as(admin, { method: 'DELETE', url: `/api/active_users/by_user/${t.admin.encrypted_id}` });
    expect(res.statusCode).toBe(200);
    expect((await t.as(admin, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    expect((await t.as(other, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
  });

  it('answers 404 for an unknown user, 403 to a non-admin', async () => {
    const admin = await adminLogin();
    expect((await t.as(admin, { method: 'DELETE', url: '/api/active_users/by_user/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    const u = await t.user({ role: 'manager' });
    await expectDenied(t, u.token, { method: 'DELETE', url: `/api/active_users/by_user/${u.encrypted_id}` });
  });
});
