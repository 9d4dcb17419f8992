// Records a journey needs before it starts, made through the API as the admin (the same routes the admin screens use).
import assert from 'node:assert/strict';
import { ADMIN, apiAs, apiLogin, reply } from './suite.mjs';

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

/**
 * Sends a multipart form through the API (the add screens of candidates, job orders and clients post multipart): lists
 * go as key[i], like the screens send them. Returns { status, json }.
 */
export async function apiForm(baseUrl, token, method, url, fields) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) v.forEach((item, i) => form.append(`${k}[${i}]`, String(item)));
    else if (typeof v === 'object' && 'data' in v) form.append(k, new Blob([v.data], { type: v.type }), v.filename);
    else form.append(k, String(v));
  }
  return reply(await fetch(`${baseUrl}${url}`, { method, headers: { authorization: `Bearer ${token}` }, body: form }));
}

/**
 * API calls as one user that fail the journey on an unexpected status: `call` answers the JSON body, `form` posts a
 * multipart form that must create a record (201) and answers its encrypted_id, `userId` answers the encrypted_id of
 * the user with an e-mail, `place` the ids of India, its state of a name and that state's city whose name is `city`
 * (or matches it, a RegExp), as { country, state, city } the forms send, and `jobOrder` creates a job order of a
 * client at a place with one recruiter (`more`: other form fields; those not given take plain values) and answers
 * its encrypted_id.
 */
export function expectingApi(suite, token) {
  const call = async (method, url, body, expected = 200) => {
    const res = await apiAs(suite.url, token, method, url, body);
    assert.equal(res.status, expected, `${method} ${url}: ${JSON.stringify(res.json)}`);
    return res.json;
  };
  const form = async (url, fields) => {
    const res = await apiForm(suite.url, token, 'POST', url, fields);
    assert.equal(res.status, 201, `POST ${url}: ${JSON.stringify(res.json)}`);
    return res.json.data.encrypted_id;
  };
  const userId = async (email) =>
    (await call('GET', `/api/user_by_email?email=${encodeURIComponent(email)}`)).data.user[0].encrypted_id;
  const place = async (stateName, city) => {
    const country = (await call('GET', '/api/countries')).find((c) => c.name === 'India');
    const state = (await call('GET', `/api/states?country_id=${country.id}`)).find((s) => s.name === stateName);
    const named = (c) => (city instanceof RegExp ? city.test(c.name) : c.name === city);
    const found = (await call('GET', `/api/cities?state_id=${state.id}`)).find(named);
    assert.ok(found, `${city} is a city of ${stateName} in the catalogue`);
    return { country: country.id, state: state.id, city: found.id };
  };
  const jobOrder = (title, { client, place: at, recruiter, ...more }) =>
    form('/api/jobs', {
      job_title: title,
      client,
      ...at,
      office_landmark: 'Outer Ring Road',
      min_experience: 2,
      max_experience: 8,
      max_budget: 2_000_000,
      user_recruiter: [recruiter],
      ...more,
    });
  return { call, form, userId, place, jobOrder };
}

/** Today's date (YYYY-MM-DD) in a time zone (the suite's users are in India: APP_TIMEZONE defaults to Asia/Kolkata). */
export function todayIn(timeZone = 'Asia/Kolkata', at = new Date()) {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** A YYYY-MM-DD date moved by whole days. */
export function addDays(date, days) {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
