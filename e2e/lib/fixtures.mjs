// Records a journey needs before it starts, made through the API as the admin (the same routes the admin screens use).
import assert from 'node:assert/strict';
import { ADMIN, apiAs, apiLogin } from './suite.mjs';

/** The admin's bearer token for this suite. */
export function adminToken(suite) {
  return apiLogin(suite.url, ADMIN.email, ADMIN.password);
}

/**
 * Creates a role and saves its permissions: grants is { 'Candidates': { m_view: 1, m_add: 1 }, ... } (module names as
 * in GET /api/roles_modules); modules not named are saved as 0. Returns the role_id.
 */
export async function createRole(suite, name, grants = {}) {
  const token = await adminToken(suite);
  const created = await apiAs(suite.url, token, 'POST', '/api/roles', { name });
  assert.equal(created.status, 201, JSON.stringify(created.json));
  const roles = await apiAs(suite.url, token, 'GET', '/api/roles');
  const roleId = roles.json.data.find((r) => r.role_name === name).role_id;
  const modules = await apiAs(suite.url, token, 'GET', '/api/roles_modules');
  const rows = modules.json.data.map((m) => ({ role_id: roleId, module_id: m.module_id, m_add: 0, m_edit: 0, m_delete: 0, m_view: 0, ...(grants[m.module_name] ?? {}) }));
  const saved = await apiAs(suite.url, token, 'POST', '/api/roles_permissions', rows);
  assert.equal(saved.status, 200, JSON.stringify(saved.json));
  return roleId;
}

/** Creates an active user with the named role (e.g. 'recruiter', or one made by createRole); returns { email, password }. */
export async function createUser(suite, { role, email, password = 'Journey-Passw0rd-1', firstName = 'Priya', lastName = 'Sharma', mobile = '9876543210' }) {
  const token = await adminToken(suite);
  const roles = await apiAs(suite.url, token, 'GET', '/api/roles');
  const found = roles.json.data.find((r) => r.role_name.toLowerCase() === role.toLowerCase());
  assert.ok(found, `role ${role} exists`);
  const res = await apiAs(suite.url, token, 'POST', '/api/users', {
    first_name: firstName,
    last_name: lastName,
    email,
    mobile,
    role: found.role_id,
    password,
    password_confirmation: password,
  });
  assert.equal(res.status, 201, JSON.stringify(res.json));
  return { email, password };
}

/** Fails when the page logged an error to its console (call at the end of a journey). */
export function assertNoConsoleErrors(page) {
  assert.deepEqual(page.consoleErrors, [], `console errors:\n${page.consoleErrors.join('\n')}`);
}
