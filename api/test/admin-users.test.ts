import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildTestApp, expectDenied, type TestApp } from './helpers.js';
import { commonPasswordList, PASSWORD_MESSAGES, PASSWORD_RULE } from '../src/auth/passwords.js';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(() => t.close());

const admin = () => t.admin.token;
let n = 0;

function newUser(over: Record<string, unknown> = {}) {
  n += 1;
  return {
    first_name: 'Asha',
    last_name: 'Rao',
    email: `asha.${n}@Example.com`,
    mobile: '9876543210',
    role: 2,
    password: `Blue-river-${n}-stone`,
    password_confirmation: `Blue-river-${n}-stone`,
    ...over,
  };
}

async function addUser(over: Record<string, unknown> = {}) {
  const body = newUser(over);
  const res = await t.post('/api/users', body);
  expect(res.statusCode).toBe(201);
  return { ...body, email: String(body.email).toLowerCase(), encrypted_id: res.json().data.encrypted_id as string };
}

async function errorsOf(payload: Record<string, unknown>, url = '/api/users', token = admin()) {
  const res = await t.as(token, { method: 'POST', url, payload });
  expect(res.statusCode).toBe(422);
  expect(res.json().message).toBe('The given data was invalid.');
  return res.json().errors as Record<string, string[]>;
}

describe('POST /api/users', () => {
  it('adds a user with a lower-cased email who can then sign in', async () => {
    const body = newUser({ email: 'New.Person@Example.COM' });
    const res = await t.post('/api/users', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: true, message: 'User Added Successfully', data: { encrypted_id: expect.any(String) } });
    const { rows } = await t.db.query<{ email: string; status: string; role_id: number }>('select email, status, role_id from users where encrypted_id = $1', [
      res.json().data.encrypted_id,
    ]);
    expect(rows[0]).toMatchObject({ email: 'new.person@example.com', status: 'active' });
    expect(Number(rows[0].role_id)).toBe(2);
    const token = await t.login('new.person@example.com', body.password);
    const me = (await t.as(token, { method: 'GET', url: '/api/me' })).json().data[0];
    expect(me).toMatchObject({ first_name: 'Asha', role_name: 'recruiter', user_type: 'recruiter' });
  });

  it('accepts the role None (no role)', async () => {
    const u = await addUser({ role: null });
    const { rows } = await t.db.query<{ role_id: number | null }>('select role_id from users where encrypted_id = $1', [u.encrypted_id]);
    expect(rows[0].role_id).toBeNull();
  });

  it('writes an audit event without the password or its hash', async () => {
    const u = await addUser();
    const { rows } = await t.db.query<{ actor_id: number; before: unknown; after: unknown; summary: string }>(
      `select a.actor_id, a.before, a.after, a.summary from audit_events a join users u on u.id = a.entity_id
        where a.action = 'user.create' and u.encrypted_id = $1`,
      [u.encrypted_id],
    );
    expect(rows).toHaveLength(1);
    expect(Number(rows[0].actor_id)).toBe(t.admin.id);
    expect(rows[0].after).toMatchObject({ email: u.email, first_name: 'Asha', role: 2 });
    const text = JSON.stringify(rows[0]);
    expect(text).not.toContain(u.password);
    expect(text).not.toContain('argon2');
  });

  it('requires every field', async () => {
    const errors = await errorsOf({ first_name: '', last_name: '', email: '', mobile: '', role: 2, password: '', password_confirmation: '' });
    expect(errors).toEqual({
      first_name: ['The first name field is required.'],
      email: ['The email field is required.'],
      mobile: ['The mobile field is required.'],
      password: ['The password field is required.'],
    });
    const missing = await errorsOf({});
    expect(Object.keys(missing).sort()).toEqual(['email', 'first_name', 'mobile', 'password', 'password_confirmation', 'role']);
  });

  it('accepts letters and spaces only in the name', async () => {
    expect((await errorsOf(newUser({ first_name: 'Asha1' }))).first_name).toEqual(['The first name may only contain letters and spaces.']);
    expect((await errorsOf(newUser({ first_name: "<b>x</b>" }))).first_name).toEqual(['The first name may only contain letters and spaces.']);
    expect((await errorsOf(newUser({ last_name: 'R@o' }))).last_name).toEqual(['The last name may only contain letters and spaces.']);
    await addUser({ first_name: 'Anu Priya', last_name: '' });
  });

  it('checks the email: format, then unique whatever its case', async () => {
    expect((await errorsOf(newUser({ email: 'not-an-email' }))).email).toEqual(['The email must be a valid email address.']);
    const u = await addUser();
    expect((await errorsOf(newUser({ email: u.email.toUpperCase() }))).email).toEqual(['The email has already been taken.']);
  });

  it('wants a mobile number of exactly 10 digits', async () => {
    for (const mobile of ['98765', '98765432101', '98765abcde', '+919876543210']) {
      expect((await errorsOf(newUser({ mobile }))).mobile).toEqual(['Mobile number must be 10 digits']);
    }
  });

  it('checks the password (ASVS) and its confirmation', async () => {
    expect((await errorsOf(newUser({ password: 'short', password_confirmation: 'short' }))).password).toEqual([
      'The password must be at least 8 characters.',
    ]);
    expect((await errorsOf(newUser({ password: 'Password123', password_confirmation: 'Password123' }))).password).toEqual([
      'This password is too common. Choose a less predictable password.',
    ]);
    const long = 'x'.repeat(129);
    expect((await errorsOf(newUser({ password: long, password_confirmation: long }))).password).toEqual([
      'The password must not be greater than 128 characters.',
    ]);
    expect(await errorsOf(newUser({ password_confirmation: 'Something-else-1' }))).toEqual({ password_confirmation: ['Password mismatch'] });
  });

  it('refuses an unknown role', async () => {
    expect(await errorsOf(newUser({ role: 99 }))).toEqual({ role: ['The selected role is invalid.'] });
  });

  it('is for the admin role only', async () => {
    const u = await t.user({ role: 'manager' });
    const res = await t.post('/api/users', newUser(), u.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: false, message: 'This action is unauthorized.' });
    expect((await t.post('/api/users', newUser(), null)).statusCode).toBe(401);
  });
});

describe('GET /api/get_all_users', () => {
  it('pages, sorts and searches over name, email, mobile and role', async () => {
    const a = await addUser({ first_name: 'Zed', email: `zed.${n}@listing.example`, mobile: '9000000001' });
    await addUser({ first_name: 'Yara', email: `yara.${n}@listing.example`, role: 3 });
    const res = await t.as(admin(), { method: 'GET', url: '/api/get_all_users?q=listing.example&sortby=first_name&direction=asc&limit=1&page=0' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.filter_data_cnt).toBe(2);
    expect(body.all_data_cnt).toBeGreaterThan(2);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ first_name: 'Yara', role: 3, role_name: 'manager', status: 'active', user_type: 'manager' });
    expect(body.data[0]).not.toHaveProperty('id');
    expect(body.data[0]).not.toHaveProperty('password_hash');
    expect(body.data[0].created_at).toMatch(/^\d{4}-\d\d-\d\dT/);

    const byMobile = (await t.as(admin(), { method: 'GET', url: '/api/get_all_users?q=9000000001' })).json();
    expect(byMobile.data.map((u: { email: string }) => u.email)).toEqual([a.email]);
    const byRole = (await t.as(admin(), { method: 'GET', url: '/api/get_all_users?q=manager&limit=100' })).json();
    expect(byRole.data.every((u: { role_name: string }) => u.role_name === 'manager')).toBe(true);
    const sorted = (await t.as(admin(), { method: 'GET', url: '/api/get_all_users?sortby=email&direction=desc&limit=100' })).json();
    const emails = sorted.data.map((u: { email: string }) => u.email);
    expect(emails).toEqual([...emails].sort((x: string, y: string) => y.localeCompare(x)));
  });

  it('refuses an unknown sort key or parameter (422), a non-admin (403), no token (401)', async () => {
    expect((await t.as(admin(), { method: 'GET', url: '/api/get_all_users?sortby=password_hash' })).statusCode).toBe(422);
    expect((await t.as(admin(), { method: 'GET', url: '/api/get_all_users?role=1' })).statusCode).toBe(422);
    const u = await t.user();
    await expectDenied(t, u.token, { method: 'GET', url: '/api/get_all_users' });
  });
});

describe('GET /api/user_by_email', () => {
  it('finds a user by email whatever its case', async () => {
    const u = await addUser({ role: 4 });
    const res = await t.as(admin(), { method: 'GET', url: `/api/user_by_email?email=${encodeURIComponent(u.email.toUpperCase())}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: true,
      data: {
        user: [
          {
            encrypted_id: u.encrypted_id,
            first_name: 'Asha',
            last_name: 'Rao',
            email: u.email,
            mobile: '9876543210',
            role: 4,
            role_name: 'coordinator',
            status: 'active',
            user_type: 'coordinator',
          },
        ],
      },
    });
  });

  it('answers 404 for an unknown email, 403 to a non-admin, 401 without a token', async () => {
    expect((await t.as(admin(), { method: 'GET', url: '/api/user_by_email?email=nobody@example.com' })).statusCode).toBe(404);
    const u = await t.user();
    await expectDenied(t, u.token, { method: 'GET', url: `/api/user_by_email?email=${u.email}` });
  });
});

describe('POST /api/search_users', () => {
  it('finds users by part of their email for a role with Job Orders view; only active ones', async () => {
    const active = await addUser({ email: `picker.one.${n}@search.example` });
    const inactive = await addUser({ email: `picker.two.${n}@search.example` });
    const off = await t.post('/api/update_user', { encrypted_id: inactive.encrypted_id, first_name: 'Asha', last_name: 'Rao', mobile: '9876543210', role: 2, status: 'inactive' });
    expect(off.statusCode).toBe(200);
    const u = await t.user({ role: 'jo-viewer', grants: { 'Job Orders': { m_view: 1 } } });
    const res = await t.post('/api/search_users', { email: 'SEARCH.example' }, u.token);
    expect(res.statusCode).toBe(200);
    const users = res.json().data.user;
    expect(users).toEqual([{ email: active.email, encrypted_id: active.encrypted_id, username: 'Asha Rao', user_type: 'recruiter', status: 'active' }]);
    // The admin (Edit User autocomplete) sees inactive users too.
    const all = (await t.post('/api/search_users', { email: 'search.example' })).json().data.user;
    expect(all.map((x: { email: string }) => x.email).sort()).toEqual([active.email, inactive.email].sort());
  });

  it('wants 3 characters or more', async () => {
    const errors = await errorsOf({ email: 'ab' }, '/api/search_users');
    expect(errors).toEqual({ email: ['The email must be at least 3 characters.'] });
    expect((await errorsOf({ email: '  ab  ' }, '/api/search_users')).email).toEqual(['The email must be at least 3 characters.']);
  });

  it('refuses a role without Job Orders view (403), no token (401)', async () => {
    const u = await t.user({ role: 'no-jobs', grants: { Candidates: { m_view: 1 } } });
    expect((await t.post('/api/search_users', { email: 'example' }, u.token)).statusCode).toBe(403);
    expect((await t.post('/api/search_users', { email: 'example' }, null)).statusCode).toBe(401);
  });
});

describe('POST /api/update_user', () => {
  const update = (u: { encrypted_id: string }, over: Record<string, unknown> = {}) => ({
    encrypted_id: u.encrypted_id,
    first_name: 'Asha',
    last_name: 'Rao',
    mobile: '9876543210',
    role: 2,
    status: 'active',
    ...over,
  });

  it('updates the fields and records before and after', async () => {
    const u = await addUser();
    const res = await t.post('/api/update_user', update(u, { first_name: 'Asha Devi', mobile: '9123456780', role: 3 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: 'User Updated Successfully' });
    const got = (await t.as(admin(), { method: 'GET', url: `/api/user_by_email?email=${u.email}` })).json().data.user[0];
    expect(got).toMatchObject({ first_name: 'Asha Devi', mobile: '9123456780', role: 3, role_name: 'manager' });
    const { rows } = await t.db.query<{ before: Record<string, unknown>; after: Record<string, unknown> }>(
      `select a.before, a.after from audit_events a join users u on u.id = a.entity_id where a.action = 'user.update' and u.encrypted_id = $1`,
      [u.encrypted_id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].before).toMatchObject({ first_name: 'Asha', mobile: '9876543210', role_name: 'recruiter' });
    expect(rows[0].after).toMatchObject({ first_name: 'Asha Devi', mobile: '9123456780', role_name: 'manager' });
  });

  it('validates the fields with the same messages as Add User', async () => {
    const u = await addUser();
    expect(await errorsOf(update(u, { first_name: 'A5ha', mobile: '123' }), '/api/update_user')).toEqual({
      first_name: ['The first name may only contain letters and spaces.'],
      mobile: ['Mobile number must be 10 digits'],
    });
    expect(await errorsOf(update(u, { first_name: ' ', mobile: '' }), '/api/update_user')).toEqual({
      first_name: ['The first name field is required.'],
      mobile: ['The mobile field is required.'],
    });
    expect(await errorsOf(update(u, { password: 'New-secret-value', password_confirmation: 'other' }), '/api/update_user')).toEqual({
      password_confirmation: ['Password mismatch'],
    });
    expect((await errorsOf(update(u, { password: 'short', password_confirmation: 'short' }), '/api/update_user')).password).toEqual([
      'The password must be at least 8 characters.',
    ]);
    expect(await errorsOf(update(u, { role: 77 }), '/api/update_user')).toEqual({ role: ['The selected role is invalid.'] });
    expect((await errorsOf(update(u, { status: 'gone' }), '/api/update_user')).status).toEqual(['The selected status is invalid.']);
  });

  it('deactivating a user revokes their sessions at once', async () => {
    const u = await t.user();
    expect((await t.as(u.token, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    const res = await t.post('/api/update_user', update(u, { status: 'inactive' }));
    expect(res.statusCode).toBe(200);
    const next = await t.as(u.token, { method: 'GET', url: '/api/me' });
    expect(next.statusCode).toBe(401);
    expect(next.json()).toEqual({ message: 'Unauthenticated.' });
    const { rows } = await t.db.query<{ n: number }>('select count(*)::int as n from sessions where user_id = $1 and revoked_at is null', [u.id]);
    expect(rows[0].n).toBe(0);
  });

  it('a new password set by an admin works and ends the user\'s sessions; nothing secret is audited', async () => {
    const u = await t.user();
    const password = 'Freshly-set-passphrase';
    const res = await t.post('/api/update_user', update(u, { password, password_confirmation: password }));
    expect(res.statusCode).toBe(200);
    expect((await t.as(u.token, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    await t.login(u.email, password);
    const { rows } = await t.db.query<{ after: Record<string, unknown> }>(
      `select after from audit_events where action = 'user.update' and entity_id = $1`,
      [u.id],
    );
    expect(rows[0].after).toMatchObject({ credentials_reset: true });
    expect(JSON.stringify(rows)).not.toContain(password);
    expect(JSON.stringify(rows)).not.toContain('argon2');
  });

  it('answers 404 for an unknown user, 403 to a non-admin, 401 without a token', async () => {
    const ghost = { encrypted_id: '00000000-0000-4000-8000-000000000000' };
    expect((await t.post('/api/update_user', update(ghost))).statusCode).toBe(404);
    const u = await t.user({ role: 'manager' });
    expect((await t.post('/api/update_user', update(u), u.token)).statusCode).toBe(403);
    expect((await t.post('/api/update_user', update(u), null)).statusCode).toBe(401);
  });
});

describe('DELETE /api/users/{id}', () => {
  it('deletes a user, revokes their sessions and audits it', async () => {
    const u = await t.user();
    const res = await t.as(admin(), { method: 'DELETE', url: `/api/users/${u.encrypted_id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: 'Deleted Successfully' });
    expect((await t.as(u.token, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    const { rows } = await t.db.query<{ before: Record<string, unknown> }>(`select before from audit_events where action = 'user.delete' and entity_id = $1`, [u.id]);
    expect(rows[0].before).toMatchObject({ email: u.email });
    expect((await t.as(admin(), { method: 'DELETE', url: `/api/users/${u.encrypted_id}` })).statusCode).toBe(404);
  });

  it('refuses to delete oneself (409)', async () => {
    const res = await t.as(admin(), { method: 'DELETE', url: `/api/users/${t.admin.encrypted_id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: false, message: 'You cannot delete your own account.' });
  });

  it('is for the admin role only', async () => {
    const u = await t.user({ role: 'manager' });
    const v = await t.user();
    await expectDenied(t, u.token, { method: 'DELETE', url: `/api/users/${v.encrypted_id}` });
    expect((await t.as(admin(), { method: 'DELETE', url: '/api/users/not-a-uuid' })).statusCode).toBe(422);
  });
});

describe('the last active admin', () => {
  let s: TestApp;
  before(async () => {
    s = await buildTestApp();
  });
  after(() => s.close());

  const self = (over: Record<string, unknown>) => ({
    encrypted_id: s.admin.encrypted_id,
    first_name: 'Admin',
    last_name: '',
    mobile: '9876543210',
    role: 1,
    status: 'active',
    ...over,
  });

  it('cannot deactivate themselves', async () => {
    const res = await s.as(s.admin.token, { method: 'POST', url: '/api/update_user', payload: self({ status: 'inactive' }) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You cannot deactivate your own account.');
  });

  it('cannot be demoted while no other admin is active; can once there is one', async () => {
    const demote = await s.as(s.admin.token, { method: 'POST', url: '/api/update_user', payload: self({ role: 2 }) });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual({ status: false, message: 'The last active admin cannot be deactivated or given another role.' });

    // An inactive admin does not count.
    const other = await s.user({ role: 'admin', status: 'inactive' });
    expect((await s.as(s.admin.token, { method: 'POST', url: '/api/update_user', payload: self({ role: 2 }) })).statusCode).toBe(409);

    const activate = await s.as(s.admin.token, {
      method: 'POST',
      url: '/api/update_user',
      payload: { encrypted_id: other.encrypted_id, first_name: 'Other', last_name: '', mobile: '9876543210', role: 1, status: 'active' },
    });
    expect(activate.statusCode).toBe(200);
    const ok = await s.as(s.admin.token, { method: 'POST', url: '/api/update_user', payload: self({ role: 2 }) });
    expect(ok.statusCode).toBe(200);
    // Now a recruiter: the administration routes are closed to them at once.
    expect((await s.as(s.admin.token, { method: 'GET', url: '/api/get_all_users' })).statusCode).toBe(403);

    // The other admin is now the last one: they cannot demote themselves either.
    const otherToken = await s.login(other.email, other.password);
    const last = await s.as(otherToken, {
      method: 'POST',
      url: '/api/update_user',
      payload: { encrypted_id: other.encrypted_id, first_name: 'Other', last_name: '', mobile: '9876543210', role: 3, status: 'active' },
    });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe('The last active admin cannot be deactivated or given another role.');
  });
});

describe('GET /api/users_list', () => {
  it('lists active users, optionally of one type, to any signed-in user', async () => {
    const r = await addUser({ first_name: 'Listed', email: `listed.${n}@list.example`, role: 2 });
    const gone = await addUser({ first_name: 'Gone', email: `gone.${n}@list.example`, role: 2 });
    await t.post('/api/update_user', { encrypted_id: gone.encrypted_id, first_name: 'Gone', mobile: '9876543210', role: 2, status: 'inactive' });
    const u = await t.user({ role: 'coordinator' });
    const res = await t.as(u.token, { method: 'GET', url: '/api/users_list?user_type=Recruiter' });
    expect(res.statusCode).toBe(200);
    const data: { user_id: string; username: string; email: string; user_type: string }[] = res.json().data;
    expect(data.every((x) => x.user_type === 'recruiter')).toBe(true);
    expect(data).toContainEqual({ user_id: r.encrypted_id, username: 'Listed Rao', email: r.email, user_type: 'recruiter' });
    expect(data.find((x) => x.user_id === gone.encrypted_id)).toBeUndefined();
    const all = (await t.as(u.token, { method: 'GET', url: '/api/users_list' })).json().data;
    expect(all.some((x: { user_type: string }) => x.user_type === 'admin')).toBe(true);
    expect((await t.as(null, { method: 'GET', url: '/api/users_list' })).statusCode).toBe(401);
  });
});

describe('POST /api/change_password', () => {
  it('changes the password and ends the other sessions, not this one', async () => {
    const u = await t.user();
    const other = await t.login(u.email, u.password);
    const password = 'A-brand-new-secret';
    const res = await t.post('/api/change_password', { current_password: u.password, password, password_confirmation: password }, u.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe(true);
    expect((await t.as(u.token, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    expect((await t.as(other, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    await t.login(u.email, password);
    const bad = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: u.email, password: u.password } });
    expect(bad.statusCode).toBe(401);
    const { rows } = await t.db.query(`select summary, before, after from audit_events where action = 'user.change_password' and entity_id = $1`, [u.id]);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(password);
  });

  it('checks the current password and the new one', async () => {
    const u = await t.user();
    const url = '/api/change_password';
    expect(await errorsOf({ current_password: '', password: 'Good-new-secret', password_confirmation: 'Good-new-secret' }, url, u.token)).toEqual({
      current_password: ['The current password field is required.'],
    });
    expect(await errorsOf({ current_password: 'wrong-one', password: 'Good-new-secret', password_confirmation: 'Good-new-secret' }, url, u.token)).toEqual({
      current_password: ['The current password is incorrect.'],
    });
    expect(await errorsOf({ current_password: u.password, password: 'Good-new-secret', password_confirmation: 'Good-new-secreT' }, url, u.token)).toEqual({
      password_confirmation: ['Password mismatch'],
    });
    expect(await errorsOf({ current_password: u.password, password: 'short', password_confirmation: 'short' }, url, u.token)).toEqual({
      password: ['The password must be at least 8 characters.'],
    });
    expect(await errorsOf({ current_password: u.password, password: u.password, password_confirmation: u.password }, url, u.token)).toEqual({
      password: ['The new password must be different from the current password.'],
    });
    // Still the old password after all of that.
    await t.login(u.email, u.password);
  });

  it('answers 401 without a token', async () => {
    const res = await t.post('/api/change_password', { current_password: 'a', password: 'b', password_confirmation: 'b' }, null);
    expect(res.statusCode).toBe(401);
  });
});

describe('common passwords', () => {
  it('refuses the weak passwords of the review, from a list of more than 100,000 breached and common ones (ASVS 2.1.7)', async () => {
    const { full } = commonPasswordList();
    expect(full.size).toBeGreaterThan(100_000);
    for (const password of ['qwertyui', 'password2', 'Welcome@1', 'iloveyou1', 'sunshine2', 'Password123']) {
      expect({ password, errors: (await errorsOf(newUser({ password, password_confirmation: password }))).password }).toEqual({
        password,
        errors: [PASSWORD_MESSAGES.common],
      });
    }
    for (const password of ['Summer2024', 'Monkey@12', '2024Dragon!']) {
      expect({ password, errors: (await errorsOf(newUser({ password, password_confirmation: password }))).password }).toEqual({
        password,
        errors: [PASSWORD_MESSAGES.commonWord],
      });
    }
    // the same rule where a user's password is changed, by an administrator or by the user
    const u = await addUser();
    expect((await errorsOf({ encrypted_id: u.encrypted_id, first_name: 'Asha', last_name: 'Rao', mobile: '9876543210', role: 2, status: 'active', password: 'qwertyui', password_confirmation: 'qwertyui' }, '/api/update_user')).password).toEqual([
      PASSWORD_MESSAGES.common,
    ]);
    const me = await t.user();
    expect(
      (await errorsOf({ current_password: me.password, password: 'Summer2024', password_confirmation: 'Summer2024' }, '/api/change_password', me.token)).password,
    ).toEqual([PASSWORD_MESSAGES.commonWord]);
    // the rule is published for the forms
    const config = (await t.as(null, { method: 'GET', url: '/api/config' })).json();
    expect(config.password_rule).toBe(PASSWORD_RULE);
  });
});
