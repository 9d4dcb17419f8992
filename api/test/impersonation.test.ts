import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildTestApp, type TestApp } from './helpers.js';
import { hashToken } from '../src/auth/tokens.js';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(() => t.close());

const adminLogin = () => t.login(t.admin.email, t.admin.password);

async function start(adminToken: string, userId: string) {
  return t.as(adminToken, { method: 'POST', url: '/api/impersonate', payload: { user_id: userId } });
}

describe('POST /api/impersonate', () => {
  it('gives a session of the user tied to the admin, with the admin named as impersonator', async () => {
    const admin = await adminLogin();
    const u = await t.user({ role: 'recruiter' });
    const res = await start(admin, u.encrypted_id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(true);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({
      encrypted_id: u.encrypted_id,
      email: u.email,
      role_name: 'recruiter',
      user_type: 'recruiter',
      impersonator: { encrypted_id: t.admin.encrypted_id, email: t.admin.email, first_name: expect.any(String), last_name: 'Tester' },
    });
    expect(body.user).not.toHaveProperty('id');

    const me = (await t.as(body.token, { method: 'GET', url: '/api/me' })).json().data[0];
    expect(me).toMatchObject({ email: u.email, impersonator: { email: t.admin.email } });
    // Works as the user: the administration routes are closed.
    expect((await t.as(body.token, { method: 'GET', url: '/api/get_all_users' })).statusCode).toBe(403);

    const { rows } = await t.db.query<{ impersonator_id: number; parent_session_id: number; created_at: Date; expires_at: Date; parent_user: number }>(
      `select s.impersonator_id, s.parent_session_id, s.created_at, s.expires_at, p.user_id as parent_user
         from sessions s join sessions p on p.id = s.parent_session_id where s.token_hash = $1`,
      [hashToken(body.token)],
    );
    expect(Number(rows[0].impersonator_id)).toBe(t.admin.id);
    expect(Number(rows[0].parent_user)).toBe(t.admin.id);
    expect(new Date(rows[0].expires_at).getTime() - new Date(rows[0].created_at).getTime()).toBe(30 * 60_000);

    const audit = await t.db.query<{ actor_id: number; impersonator_id: number | null; summary: string }>(
      `select actor_id, impersonator_id, summary from audit_events where action = 'impersonation.start' and entity_id = $1`,
      [u.id],
    );
    expect(audit.rows).toHaveLength(1);
    expect(Number(audit.rows[0].actor_id)).toBe(t.admin.id);
    expect(audit.rows[0].summary).toBe(`${t.admin.email} started working as ${u.email}`);
  });

  it('ends after 30 minutes whatever the activity', async () => {
    const admin = await adminLogin();
    const u = await t.user();
    const { token } = (await start(admin, u.encrypted_id)).json();
    t.clock.advance(20 * 60_000);
    expect((await t.as(token, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    t.clock.advance(11 * 60_000);
    expect((await t.as(token, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
  });

  it('refuses an admin, oneself, an inactive user and an unknown one', async () => {
    const admin = await adminLogin();
    const other = await t.user({ role: 'admin' });
    const asAdmin = await start(admin, other.encrypted_id);
    expect(asAdmin.statusCode).toBe(409);
    expect(asAdmin.json()).toEqual({ status: false, message: 'An admin cannot work as another admin.' });
    const self = await start(admin, t.admin.encrypted_id);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot work as yourself.');
    const inactive = await t.user({ status: 'inactive' });
    const off = await start(admin, inactive.encrypted_id);
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe('This user is inactive.');
    expect((await start(admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await t.as(admin, { method: 'POST', url: '/api/impersonate', payload: {} })).statusCode).toBe(422);
  });

  it('is for the admin role only', async () => {
    const u = await t.user({ role: 'manager' });
    const v = await t.user();
    expect((await start(u.token, v.encrypted_id)).statusCode).toBe(403);
    expect((await t.as(null, { method: 'POST', url: '/api/impersonate', payload: { user_id: v.encrypted_id } })).statusCode).toBe(401);
  });

  it("ends when the user is deactivated or the admin's sessions are revoked", async () => {
    const admin = await adminLogin();
    const u = await t.user();
    const { token } = (await start(admin, u.encrypted_id)).json();
    await t.as(admin, {
      method: 'POST',
      url: '/api/update_user',
      payload: { encrypted_id: u.encrypted_id, first_name: 'User', mobile: '9876543210', role: 2, status: 'inactive' },
    });
    expect((await t.as(token, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);

    const v = await t.user();
    const second = (await start(admin, v.encrypted_id)).json().token;
    // Revoking the admin's session revokes the impersonation started from it.
    const rows = (await t.as(admin, { method: 'GET', url: '/api/active_users?limit=100' })).json().data as { encrypted_id: string; is_current: boolean }[];
    const parent = await t.login(t.admin.email, t.admin.password);
    const mine = rows.find((r) => r.is_current);
    expect((await t.as(parent, { method: 'DELETE', url: `/api/active_users/${mine?.encrypted_id}` })).statusCode).toBe(200);
    expect((await t.as(second, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
  });
});

describe('POST /api/impersonate/end', () => {
  it('revokes the impersonation and gives the admin a fresh session', async () => {
    const admin = await adminLogin();
    const u = await t.user();
    const { token } = (await start(admin, u.encrypted_id)).json();
    const res = await t.as(token, { method: 'POST', url: '/api/impersonate/end' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(true);
    expect(body.token).not.toBe(admin);
    expect(body.token).not.toBe(token);
    expect(body.user).toMatchObject({ encrypted_id: t.admin.encrypted_id, email: t.admin.email, user_type: 'admin', impersonator: null });

    expect((await t.as(token, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    // The admin session the impersonation came from is closed too: the browser holds only the new token.
    expect((await t.as(admin, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    const me = (await t.as(body.token, { method: 'GET', url: '/api/me' })).json().data[0];
    expect(me).toMatchObject({ email: t.admin.email, impersonator: null });
    expect((await t.as(body.token, { method: 'GET', url: '/api/get_all_users' })).statusCode).toBe(200);

    const { rows } = await t.db.query<{ actor_id: number; impersonator_id: number; summary: string }>(
      `select actor_id, impersonator_id, summary from audit_events where action = 'impersonation.end' and entity_id = $1`,
      [u.id],
    );
    expect(rows).toHaveLength(1);
    expect(Number(rows[0].actor_id)).toBe(u.id);
    expect(Number(rows[0].impersonator_id)).toBe(t.admin.id);
    expect(rows[0].summary).toBe(`${t.admin.email} stopped working as ${u.email}`);
  });

  it('is refused on a session that is not an impersonation (409) and without a token (401)', async () => {
    const u = await t.user();
    const res = await t.as(u.token, { method: 'POST', url: '/api/impersonate/end' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: false, message: 'This session is not working as another user.' });
    expect((await t.as(null, { method: 'POST', url: '/api/impersonate/end' })).statusCode).toBe(401);
  });

  it('gives nothing back to an admin who lost the role meanwhile (403), and still ends the impersonation', async () => {
    const second = await t.user({ role: 'admin' });
    const u = await t.user();
    const { token } = (await start(second.token, u.encrypted_id)).json();
    const admin = await adminLogin();
    const demote = await t.as(admin, {
      method: 'POST',
      url: '/api/update_user',
      payload: { encrypted_id: second.encrypted_id, first_name: 'Second', mobile: '9876543210', role: 2, status: 'active' },
    });
    expect(demote.statusCode).toBe(200);
    const res = await t.as(token, { method: 'POST', url: '/api/impersonate/end' });
    expect(res.statusCode).toBe(403);
    expect((await t.as(token, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
  });

  it('an admin working as a user cannot change that user\'s password', async () => {
    const admin = await adminLogin();
    const u = await t.user();
    const { token } = (await start(admin, u.encrypted_id)).json();
    const res = await t.as(token, {
      method: 'POST',
      url: '/api/change_password',
      payload: { current_password: u.password, password: 'Taken-over-secret', password_confirmation: 'Taken-over-secret' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('actions while impersonating', () => {
  it('are recorded with the real actor and shown as "Admin as Priya Sharma" in the activity panels', async () => {
    // issue 22, finding 6: actions done while impersonating showed as the user's own
    const admin = await adminLogin();
    await t.db.query(`update users set first_name = 'Admin', last_name = '' where id = $1`, [t.admin.id]);
    const priya = await t.user({ role: 'recruiter' });
    await t.db.query(`update users set first_name = 'Priya', last_name = 'Sharma' where id = $1`, [priya.id]);
    const { rows: c } = await t.db.query<{ id: number; encrypted_id: string }>(
      `insert into candidates (name, primary_mobile, primary_email) values ('Imp Probe', '9000000001', 'imp.probe@example.com') returning id, encrypted_id::text as encrypted_id`,
    );
    const { rows: cl } = await t.db.query<{ id: number; encrypted_id: string }>(
      `insert into clients (client_legal_name, client_short_name) values ('Imp Client Private Limited', 'Imp Client') returning id, encrypted_id::text as encrypted_id`,
    );
    const { rows: j } = await t.db.query<{ id: number; encrypted_id: string }>(
      `insert into job_orders (client_id, job_title, status) values ($1, 'Imp Role', 'active') returning id, encrypted_id::text as encrypted_id`,
      [cl[0].id],
    );
    await t.db.query(`insert into job_users (job_id, user_id, user_type) values ($1, $2, 'recruiter')`, [j[0].id, priya.id]);
    const token = (await start(admin, priya.encrypted_id)).json().token as string;
    expect((await t.as(token, { method: 'POST', url: '/api/candidates_about', payload: { candidate_id: c[0].encrypted_id, about: '<p>Met at the fair</p>' } })).statusCode).toBe(200);
    const linked = await t.as(token, { method: 'POST', url: '/api/candidates_job_orders', payload: { candidate_id: c[0].encrypted_id, job_id: j[0].encrypted_id, recruiter_id: priya.encrypted_id } });
    expect(linked.statusCode).toBe(201);
    expect((await t.as(token, { method: 'POST', url: '/api/clients_notes', payload: { client_id: cl[0].encrypted_id, notes: 'Called them' } })).statusCode).toBe(201);
    // the trail: who acted (Priya's account) and who really did (the administrator)
    const { rows: events } = await t.db.query<{ actor_id: number; impersonator_id: number }>(
      `select actor_id, impersonator_id from audit_events where entity_id in ($1, $2, $3) and occurred_at is not null and actor_id = $4`,
      [c[0].id, cl[0].id, j[0].id, priya.id],
    );
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => Number(e.impersonator_id) === t.admin.id)).toBe(true);
    const names = (rows: { username?: string; entered_by?: string }[]) => [...new Set(rows.map((r) => r.username ?? r.entered_by))];
    const candidate = (await t.as(admin, { method: 'GET', url: `/api/candidates_activity/${c[0].encrypted_id}` })).json().data;
    expect(names(candidate)).toEqual(['Admin as Priya Sharma']);
    const job = (await t.as(admin, { method: 'GET', url: `/api/job_activity/${j[0].encrypted_id}` })).json().data;
    expect(names(job)).toEqual(['Admin as Priya Sharma']);
    const client = (await t.as(admin, { method: 'GET', url: `/api/clients_activity/${cl[0].encrypted_id}` })).json().data;
    expect(names(client)).toEqual(['Admin as Priya Sharma']);
    // Priya's own actions stay hers
    const own = await t.login(priya.email, priya.password);
    expect((await t.as(own, { method: 'POST', url: '/api/clients_notes', payload: { client_id: cl[0].encrypted_id, notes: 'Followed up' } })).statusCode).toBe(201);
    const after = (await t.as(admin, { method: 'GET', url: `/api/clients_activity/${cl[0].encrypted_id}` })).json().data;
    expect(names(after)).toEqual(['Priya Sharma', 'Admin as Priya Sharma']);
  });
});
