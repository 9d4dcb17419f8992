import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildTestApp, expectDenied, expectInvalid, type TestApp } from './helpers.js';
import { MODULES } from '../src/http/access.js';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(() => t.close());

type Perm = { role_id: number; module_id: number; module_name: string; m_add: number; m_edit: number; m_delete: number; m_view: number };

const admin = () => t.admin.token;

async function createRole(name: string): Promise<number> {
  const res = await t.post('/api/roles', { name });
  expect(res.statusCode).toBe(201);
  return res.json().data.role_id;
}

describe('GET /api/roles', () => {
  it('lists every role to a signed-in user', async () => {
    const u = await t.user({ role: 'recruiter' });
    const res = await t.as(u.token, { method: 'GET', url: '/api/roles' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(true);
    expect(body.data).toEqual(
      expect.arrayContaining([
        { role_id: 1, role_name: 'admin' },
        { role_id: 2, role_name: 'recruiter' },
        { role_id: 3, role_name: 'manager' },
        { role_id: 4, role_name: 'coordinator' },
      ]),
    );
  });

  it('filters by role_id, given as an id or a name', async () => {
    const byName = (await t.as(admin(), { method: 'GET', url: '/api/roles?role_id=admin' })).json();
    expect(byName.data).toEqual([{ role_id: 1, role_name: 'admin' }]);
    const byId = (await t.as(admin(), { method: 'GET', url: '/api/roles?role_id=3' })).json();
    expect(byId.data).toEqual([{ role_id: 3, role_name: 'manager' }]);
  });

  it('answers 401 without a token', async () => {
    const res = await t.as(null, { method: 'GET', url: '/api/roles' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
  });
});

describe('POST /api/roles', () => {
  it('creates a role and records it in the audit trail', async () => {
    const res = await t.post('/api/roles', { name: '  Team   Lead ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: true, message: 'Added Successfully', data: { role_name: 'Team Lead' } });
    const roleId = res.json().data.role_id;
    const { rows } = await t.db.query<{ actor_id: number; after: unknown }>(
      `select actor_id, after from audit_events where action = 'role.create' and entity_id = $1`,
      [roleId],
    );
    expect(rows).toHaveLength(1);
    expect(Number(rows[0].actor_id)).toBe(t.admin.id);
    expect(rows[0].after).toMatchObject({ role_name: 'Team Lead' });
  });

  it('requires a name', async () => {
    for (const name of ['', '   ']) {
      const res = await t.post('/api/roles', { name });
      expectInvalid(res, { name: ['The name field is required.'] });
    }
    const missing = await t.post('/api/roles', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ name: ['The name field is required.'] });
  });

  it('refuses a name already taken, whatever its case', async () => {
    await createRole('Auditor');
    const res = await t.post('/api/roles', { name: 'AUDITOR' });
    expectInvalid(res, { name: ['The name has already been taken.'] });
  });

  it('is for the admin role only', async () => {
    const u = await t.user({ role: 'manager' });
    const res = await t.post('/api/roles', { name: 'Sneaky' }, u.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: false, message: 'This action is unauthorized.' });
    expect((await t.post('/api/roles', { name: 'x' }, null)).statusCode).toBe(401);
  });
});

describe('GET /api/roles_modules', () => {
  it('lists the six modules', async () => {
    const u = await t.user();
    const res = await t.as(u.token, { method: 'GET', url: '/api/roles_modules' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((m: { module_name: string }) => m.module_name)).toEqual([...MODULES]);
    expect((await t.as(null, { method: 'GET', url: '/api/roles_modules' })).statusCode).toBe(401);
  });
});

describe('GET /api/roles_permissions', () => {
  it('gives one row per module, 0 where nothing is saved', async () => {
    const roleId = await createRole('Fresh Role');
    const res = await t.as(admin(), { method: 'GET', url: `/api/roles_permissions?role_id=${roleId}` });
    expect(res.statusCode).toBe(200);
    const rows: Perm[] = res.json().data;
    expect(rows).toHaveLength(6);
    for (const r of rows) expect(r).toMatchObject({ role_id: roleId, m_add: 0, m_edit: 0, m_delete: 0, m_view: 0 });
  });

  it('reads the admin role as all granted', async () => {
    const rows: Perm[] = (await t.as(admin(), { method: 'GET', url: '/api/roles_permissions?role_id=1' })).json().data;
    expect(rows).toHaveLength(6);
    expect(rows.every((r) => r.m_add === 1 && r.m_edit === 1 && r.m_delete === 1 && r.m_view === 1)).toBe(true);
  });

  it('answers 404 for an unknown role, 422 without role_id, 403 to a non-admin', async () => {
    expect((await t.as(admin(), { method: 'GET', url: '/api/roles_permissions?role_id=999' })).statusCode).toBe(404);
    expect((await t.as(admin(), { method: 'GET', url: '/api/roles_permissions' })).statusCode).toBe(422);
    const u = await t.user();
    await expectDenied(t, u.token, { method: 'GET', url: '/api/roles_permissions?role_id=2' });
  });
});

describe('POST /api/roles_permissions', () => {
  const matrix = (roleId: number, pick: (moduleId: number) => [0 | 1, 0 | 1, 0 | 1, 0 | 1]) =>
    [1, 2, 3, 4, 5, 6].map((module_id) => {
      const [m_add, m_edit, m_delete, m_view] = pick(module_id);
      return { role_id: roleId, module_id, m_add, m_edit, m_delete, m_view };
    });

  it('saves every row, reads them back and applies them at once', async () => {
    const roleId = await createRole('Skills Viewer');
    const u = await t.user({ role: 'Skills Viewer' });
    expect((await t.as(u.token, { method: 'GET', url: '/api/skills' })).statusCode).toBe(403);

    const res = await t.post('/api/roles_permissions', matrix(roleId, (m) => (m === 6 ? [0, 0, 0, 1] : m === 2 ? [1, 1, 0, 1] : [0, 0, 0, 0])));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: 'Updated Successfully' });

    const rows: Perm[] = (await t.as(admin(), { method: 'GET', url: `/api/roles_permissions?role_id=${roleId}` })).json().data;
    expect(rows.find((r) => r.module_name === 'Skills')).toMatchObject({ m_add: 0, m_edit: 0, m_delete: 0, m_view: 1 });
    expect(rows.find((r) => r.module_name === 'Candidates')).toMatchObject({ m_add: 1, m_edit: 1, m_delete: 0, m_view: 1 });
    expect((await t.as(u.token, { method: 'GET', url: '/api/skills' })).statusCode).toBe(200);

    const audits = await t.db.query<{ before: Record<string, Perm>; after: Record<string, Perm> }>(
      `select before, after from audit_events where action = 'role.permissions' and entity_id = $1`,
      [roleId],
    );
    expect(audits.rows).toHaveLength(1);
    expect(audits.rows[0].before.Skills).toMatchObject({ m_view: 0 });
    expect(audits.rows[0].after.Skills).toMatchObject({ m_view: 1 });
  });

  it('refuses to lower any flag of the admin role (409), accepts it all granted', async () => {
    const lowered = await t.post('/api/roles_permissions', matrix(1, (m) => (m === 4 ? [1, 1, 0, 1] : [1, 1, 1, 1])));
    expect(lowered.statusCode).toBe(409);
    expect(lowered.json()).toEqual({ status: false, message: 'The admin role always has every permission.' });
    const full = await t.post('/api/roles_permissions', matrix(1, () => [1, 1, 1, 1]));
    expect(full.statusCode).toBe(200);
  });

  it('validates the rows', async () => {
    const bad = await t.post('/api/roles_permissions', [{ role_id: 2, module_id: 99, m_add: 0, m_edit: 0, m_delete: 0, m_view: 0 }]);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ '0.module_id': ['The selected module id is invalid.'] });

    const unknownRole = await t.post('/api/roles_permissions', [{ role_id: 999, module_id: 1, m_add: 0, m_edit: 0, m_delete: 0, m_view: 0 }]);
    expect(unknownRole.statusCode).toBe(422);
    expect(unknownRole.json().errors).toEqual({ '0.role_id': ['The selected role id is invalid.'] });

    const flag = await t.post('/api/roles_permissions', [{ role_id: 2, module_id: 1, m_add: 2, m_edit: 0, m_delete: 0, m_view: 0 }]);
    expect(flag.statusCode).toBe(422);

    const empty = await t.post('/api/roles_permissions', []);
    expect(empty.statusCode).toBe(422);

    const dup = await t.post('/api/roles_permissions', [
      { role_id: 2, module_id: 1, m_add: 0, m_edit: 0, m_delete: 0, m_view: 1 },
      { role_id: 2, module_id: 1, m_add: 0, m_edit: 0, m_delete: 0, m_view: 0 },
    ]);
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toEqual({ '1.module_id': ['The module id field has a duplicate value.'] });
  });

  it('is for the admin role only', async () => {
    const u = await t.user({ role: 'manager' });
    const res = await t.post('/api/roles_permissions', matrix(3, () => [1, 1, 1, 1]), u.token);
    expect(res.statusCode).toBe(403);
    expect((await t.post('/api/roles_permissions', matrix(3, () => [1, 1, 1, 1]), null)).statusCode).toBe(401);
  });
});
