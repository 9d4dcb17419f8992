// Administration journeys: a role made and granted in the UI, a user made with it in the UI who then sees
// only what the role allows (and is refused by the server for the rest); deactivating that user throws their open
// page back to sign-in; skills add → rename → replace (merge) → delete; Login as User and back; My Account and
// Active Sessions at desktop and phone widths. E2E_DEBUG=1 prints every 4xx/5xx answer a page receives.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { adminToken, apiForm as multipart, assertNoConsoleErrors, createUser } from '../lib/fixtures.mjs';
import { ADMIN, apiAs, apiLogin, journeySuite, newPage, shot, signIn } from '../lib/suite.mjs';

let suite;
let browser;
let token; // the admin's, for set-up and checks through the API

const ROLE = 'Candidate Intake';
const INTAKE = { name: 'Asha Rao', email: 'asha.rao@e2e.example', password: 'Intake-Journey-Pass-7' };
const CANDIDATE = { name: 'Meera Nair', email: 'meera.nair@e2e.example' };

/** A multipart request (the candidate, client and job order forms); arrays become field[0], field[1], … */
function apiForm(method, url, fields, bearer = token) {
  return multipart(suite.url, bearer, method, url, fields);
}

async function createCandidate({ name, email, mobile, skills }) {
  const res = await apiForm('POST', '/api/candidates', {
    name,
    primary_mobile: mobile,
    primary_email: email,
    exp_years: 4,
    exp_months: 0,
    current_ctc: 1200000,
    expected_ctc: 1500000,
    notice_period: 30,
    ...(skills ? { skill: skills } : {}),
  });
  assert.equal(res.status, 201, JSON.stringify(res.json));
  return res.json.data.encrypted_id;
}

/** A client and a job order of it, with the given primary and secondary skills; returns the job order's id. */
async function createJobOrder({ primary, secondary }) {
  const client = await apiForm('POST', '/api/clients', { client_legal_name: 'Globex Private Limited', client_short_name: 'Globex' });
  assert.equal(client.status, 201, JSON.stringify(client.json));
  const rows = async (url) => {
    const r = await apiAs(suite.url, token, 'GET', url);
    assert.equal(r.status, 200, `${url}: ${JSON.stringify(r.json)}`);
    return Array.isArray(r.json) ? r.json : r.json.data;
  };
  const countries = await rows('/api/countries');
  const country = (countries.find((c) => c.name === 'India') ?? countries[0]).id;
  let state;
  let city;
  for (const s of await rows(`/api/states?country_id=${country}`)) {
    const cities = await rows(`/api/cities?state_id=${s.id}`);
    if (cities.length) {
      state = s.id;
      city = cities[0].id;
      break;
    }
  }
  assert.ok(city, 'a city to place the job order in');
  const me = await apiAs(suite.url, token, 'GET', '/api/me');
  const job = await apiForm('POST', '/api/jobs', {
    job_title: 'Platform Engineer',
    client: client.json.data.encrypted_id,
    country,
    state,
    city,
    office_landmark: 'Outer Ring Road',
    min_experience: 2,
    max_experience: 6,
    max_budget: 2400000,
    user_recruiter: [me.json.data[0].encrypted_id],
    skill_primary: primary,
    skill_secondary: secondary,
  });
  assert.equal(job.status, 201, JSON.stringify(job.json));
  return job.json.data.encrypted_id;
}

const nav = (page) => page.getByRole('navigation').first();

/** The browser logs every 4xx answer as a console error: take out those a step expected (and only those). */
function expectedFailures(page, status, count = 1) {
  const line = `the server responded with a status of ${status}`;
  const matching = page.consoleErrors.filter((e) => e.includes(line));
  assert.equal(matching.length, count, `expected ${count} × ${status}:\n${page.consoleErrors.join('\n')}`);
  page.consoleErrors = page.consoleErrors.filter((e) => !e.includes(line));
}

/** A page of its own browser context; waits fail after 15 s rather than 30, so that a broken step fails the file quickly. */
async function open(size) {
  const page = await newPage(browser, size);
  page.setDefaultTimeout(15_000);
  if (process.env.E2E_DEBUG) page.on('response', (r) => r.status() >= 400 && console.log('#', r.status(), r.request().method(), r.url(), page.url()));
  return page;
}

journeySuite(async (s) => {
  ({ suite, browser } = s);
  token = await adminToken(suite);
});

describe('administration', () => {
  /** The intake user's page, signed in during the first journey and kept open for the second. */
  let intakePage;
  let intakeToken;
  let candidateId;

  it('creates a role and a user with it in the UI; the user sees only what the role allows and the server refuses the rest', async () => {
    candidateId = await createCandidate({ ...CANDIDATE, mobile: '9845012345' });
    const page = await open();
    await signIn(page, suite.url, ADMIN);

    // The role, and view + add on Candidates only.
    await page.goto(`${suite.url}/manageroles`);
    await page.getByRole('heading', { name: 'Manage Roles', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Create Role' }).click();
    await page.getByText('The name field is required.').waitFor();
    await page.getByLabel('Role Name').fill(ROLE);
    await page.getByRole('button', { name: 'Create Role' }).click();
    await page.getByText('Added Successfully').first().waitFor();
    await page.getByRole('heading', { name: `Permissions: ${ROLE}` }).waitFor();
    assert.match(page.url(), /\/manageroles\?role_id=\d+$/);
    const box = (name) => page.getByRole('checkbox', { name, exact: true });
    for (const module of ['Dashboard', 'Candidates', 'Job Orders', 'Clients', 'Data Tables', 'Skills']) {
      for (const action of ['Add', 'Edit', 'Delete', 'View']) assert.equal(await box(`${module} ${action}`).isChecked(), false, `${module} ${action}`);
    }
    // The box a user clicks is the visible control inside the label (the input itself is visually hidden).
    for (const name of ['Candidates View', 'Candidates Add']) {
      await page.locator('label').filter({ has: box(name) }).click();
      assert.equal(await box(name).isChecked(), true, name);
    }
    await shot(page, 'admin-roles-matrix');
    await page.getByRole('button', { name: 'Save' }).click();
    const saved = page.getByRole('dialog', { name: 'Updated Successfully' });
    await saved.waitFor();
    await saved.getByRole('button', { name: 'Ok' }).click();
    await saved.waitFor({ state: 'detached' });
    const roleId = Number(new URL(page.url()).searchParams.get('role_id'));
    const stored = await apiAs(suite.url, token, 'GET', `/api/roles_permissions?role_id=${roleId}`);
    const granted = stored.json.data.filter((r) => r.m_add || r.m_edit || r.m_delete || r.m_view);
    assert.deepEqual(
      granted.map(({ module_name, m_add, m_edit, m_delete, m_view }) => ({ module_name, m_add, m_edit, m_delete, m_view })),
      [{ module_name: 'Candidates', m_add: 1, m_edit: 0, m_delete: 0, m_view: 1 }],
    );

    // The user, through Add User and its messages.
    await page.goto(`${suite.url}/managelogins/add`);
    const form = page.getByRole('form', { name: 'Add User' });
    await form.getByRole('option', { name: ROLE }).waitFor({ state: 'attached' });
    const field = (label) => form.getByLabel(label, { exact: true });
    await field('User Name').pressSequentially('Asha 9R@ao');
    assert.equal(await field('User Name').inputValue(), 'Asha Rao', 'letters only, as typed');
    await field('Email Id').fill('asha.rao@e2e');
    assert.equal(await form.getByText('Invalid Email address!').count(), 0, 'the email is checked on blur');
    await field('Email Id').blur();
    await form.getByText('Invalid Email address!').waitFor();
    await field('Email Id').fill(INTAKE.email);
    await field('Mobile No.').fill('98765');
    await field('Mobile No.').blur();
    await form.getByText('Mobile number must be 10 digits').waitFor();
    await field('Mobile No.').fill('9876501234');
    await field('Select Role').selectOption({ label: ROLE });
    await field('Password').fill(INTAKE.password);
    await field('Confirm pasword').fill(`${INTAKE.password}x`);
    await field('Confirm pasword').blur();
    await form.getByText('Password mismatch').waitFor();
    await shot(page, 'admin-add-user-messages');
    await field('Confirm pasword').fill('');
    await form.getByRole('button', { name: 'Add' }).click();
    await form.getByText('* Please Enter all fields').waitFor();
    await field('Confirm pasword').fill(INTAKE.password);
    assert.equal(await form.getByText('Invalid Email address!').count() + (await form.getByText('Password mismatch').count()), 0);
    await form.getByRole('button', { name: 'Add' }).click();
    const added = page.getByRole('dialog', { name: 'Success' });
    await added.getByText('User Added Successfully').waitFor();
    await page.waitForURL('**/managelogins/users');
    await added.getByRole('button', { name: 'Ok' }).click();
    const users = page.getByRole('table', { name: 'Users' });
    await users.getByRole('row').filter({ hasText: INTAKE.email }).filter({ hasText: ROLE }).filter({ hasText: 'Active' }).waitFor();
    assertNoConsoleErrors(page);
    await page.context().close();

    // The user signs in in a browser of their own.
    // Without the Dashboard, the landing after sign-in is the first module the role may open.
    intakePage = await open();
    await intakePage.goto(`${suite.url}/`);
    await intakePage.getByLabel('Work Email').fill(INTAKE.email);
    await intakePage.getByLabel('Password', { exact: true }).fill(INTAKE.password);
    await intakePage.getByRole('button', { name: 'Sign in' }).click();
    await intakePage.waitForURL('**/candidates');
    await intakePage.getByRole('heading', { name: 'Candidates', level: 1 }).waitFor();
    await nav(intakePage).getByRole('link', { name: 'Candidates', exact: true }).waitFor();
    assert.equal(await intakePage.getByRole('link', { name: 'Interview calendar' }).count(), 0, 'the calendar is part of the dashboard');
    for (const hidden of ['Dashboard', 'Job Orders', 'Clients', 'Data Tables']) {
      assert.equal(await nav(intakePage).getByRole('link', { name: hidden, exact: true }).count(), 0, `${hidden} is not offered`);
    }
    assert.equal(await nav(intakePage).getByRole('button', { name: /Settings/ }).count(), 0, 'no Settings menu without Skills');
    await intakePage.getByRole('button', { name: /Asha/ }).first().click();
    await intakePage.getByRole('menuitem', { name: 'My Account' }).waitFor();
    for (const item of ['Manage Logins', 'Manage Roles', 'Login as User', 'Active Sessions']) {
      assert.equal(await intakePage.getByRole('menuitem', { name: item }).count(), 0, `${item} is not offered`);
    }
    await intakePage.keyboard.press('Escape');

    const tabs = intakePage.getByRole('navigation', { name: 'Candidates sections' });
    await tabs.getByRole('link', { name: 'Add', exact: true }).waitFor();
    const list = intakePage.getByRole('table', { name: 'Candidates' });
    await list.getByRole('link', { name: `View ${CANDIDATE.name}` }).waitFor();
    assert.equal(await list.getByRole('link', { name: `Edit ${CANDIDATE.name}` }).count(), 0);
    assert.equal(await list.getByRole('button', { name: `Delete ${CANDIDATE.name}` }).count(), 0);
    await shot(intakePage, 'admin-intake-user-candidates');

    // The server answers 403 for the rest, with the user's own token.
    intakeToken = await intakePage.evaluate(() => localStorage.getItem('token'));
    assert.ok(intakeToken);
    assert.equal((await apiAs(suite.url, intakeToken, 'GET', '/api/candidates')).status, 200);
    for (const [method, url] of [
      ['GET', '/api/clients'],
      ['GET', '/api/dashboard'],
      ['GET', '/api/report_clients'],
      ['POST', '/api/jobs'],
      ['GET', '/api/get_all_users'],
      ['GET', `/api/roles_permissions?role_id=${roleId}`],
      ['DELETE', `/api/candidate_delete/${candidateId}`],
    ]) {
      const res = await apiAs(suite.url, intakeToken, method, url);
      assert.equal(res.status, 403, `${method} ${url}`);
      assert.deepEqual(res.json, { status: false, message: 'This action is unauthorized.' });
    }
    const edit = await apiForm('POST', `/api/candidates/${candidateId}`, { name: 'Meera N' }, intakeToken);
    assert.equal(edit.status, 403, 'editing a candidate');
    const promote = await apiAs(suite.url, intakeToken, 'POST', '/api/roles_permissions', [
      { role_id: roleId, module_id: 1, m_add: 1, m_edit: 1, m_delete: 1, m_view: 1 },
    ]);
    assert.equal(promote.status, 403, 'granting oneself more');

    // Addresses opened directly show the refusal inside the shell, and call nothing the server would refuse.
    for (const url of ['/managelogins', '/clients', '/dashboard/calendar']) {
      await intakePage.goto(`${suite.url}${url}`);
      await intakePage.getByText('This action is unauthorized.').waitFor();
    }
    await intakePage.goto(`${suite.url}/candidates`);
    await intakePage.waitForURL('**/candidates');
    await list.getByRole('link', { name: `View ${CANDIDATE.name}` }).waitFor();
    assertNoConsoleErrors(intakePage);
  });

  it('deactivating the user ends their open session at its next action, and they cannot sign in again', async () => {
    assert.ok(intakePage, 'the first journey left the user signed in');
    const page = await open();
    await signIn(page, suite.url, ADMIN);
    await page.goto(`${suite.url}/managelogins/users`);
    await page.getByRole('link', { name: `Edit ${INTAKE.email}` }).click();
    await page.waitForURL(`**/managelogins/edit?email=${encodeURIComponent(INTAKE.email)}`);
    const form = page.getByRole('form', { name: 'Edit User' });
    await form.getByRole('heading', { name: INTAKE.email }).waitFor();
    assert.equal(await form.getByLabel('User Name', { exact: true }).inputValue(), INTAKE.name);
    await form.getByLabel('Select Status', { exact: true }).selectOption({ label: 'InActive' });
    await form.getByRole('button', { name: 'Save' }).click();
    const done = page.getByRole('dialog', { name: 'Success' });
    await done.getByText('User Updated Successfully').waitFor();
    await done.getByRole('button', { name: 'Ok' }).click();
    await page.goto(`${suite.url}/managelogins/users`);
    await page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: INTAKE.email }).filter({ hasText: 'InActive' }).waitFor();
    assertNoConsoleErrors(page);
    await page.context().close();

    // The user's page is still showing the candidates list; its next action is answered 401 and ends the session:
    // the page stays where it is and asks the user to sign in again over it.
    assert.equal((await apiAs(suite.url, intakeToken, 'GET', '/api/candidates')).status, 401);
    await intakePage.getByRole('table', { name: 'Candidates' }).getByRole('link', { name: `View ${CANDIDATE.name}` }).click();
    const dialog = intakePage.getByRole('alertdialog', { name: 'Your session has ended' });
    await dialog.waitFor();
    assert.equal(await dialog.getByLabel('Work Email').inputValue(), INTAKE.email);
    // …and cannot sign in again while inactive.
    await dialog.getByLabel('Password', { exact: true }).fill(INTAKE.password);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await dialog.getByText('Your account is inactive. Please contact your administrator.').waitFor();
    assert.equal((await apiAs(suite.url, intakeToken, 'GET', '/api/me')).status, 401);
    await intakePage.context().close();
  });

  it('skills: add, rename, replace onto another skill (merge), delete', async () => {
    const other = await apiAs(suite.url, token, 'POST', '/api/skills', { name: 'Erlang OTP' });
    assert.equal(other.status, 201, JSON.stringify(other.json));
    const page = await open();
    await signIn(page, suite.url, ADMIN);
    const table = page.getByRole('table', { name: 'Skills' });
    const search = page.getByPlaceholder('Search skills');

    // Add
    await page.goto(`${suite.url}/settings/skills/add`);
    await page.getByLabel('Skill Name', { exact: true }).fill('Elixr');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Skills added successfully').first().waitFor();
    await page.getByLabel('Skill Name', { exact: true }).fill('erlang otp');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The name has already been taken.').first().waitFor();
    expectedFailures(page, 422);

    // Rename (List, edit icon)
    await page.getByRole('link', { name: 'List', exact: true }).click();
    await page.waitForURL('**/settings/skills');
    await search.fill('Elix');
    await table.getByRole('button', { name: 'Edit Elixr' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Skill' });
    await dialog.getByLabel('Skill Name', { exact: true }).fill('Elixir Lang');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Updated Successfully').first().waitFor();
    await table.getByRole('cell', { name: 'Elixir Lang', exact: true }).waitFor();

    // A candidate and a job order referring to both skills.
    const candidate = await createCandidate({ name: 'Karthik Iyer', email: 'karthik.iyer@e2e.example', mobile: '9845012346', skills: ['Elixir Lang', 'Erlang OTP'] });
    const job = await createJobOrder({ primary: ['Elixir Lang'], secondary: ['Erlang OTP'] });
    const candidateSkills = async () => (await apiAs(suite.url, token, 'GET', `/api/get_candidate_skills/${candidate}`)).json.skills.map((s) => s.name);
    const jobSkills = async () => {
      const r = await apiAs(suite.url, token, 'GET', `/api/job_skills/${job}`);
      return (Array.isArray(r.json) ? r.json : r.json.data).map((s) => `${s.skill_name}:${s.skill_type}`).sort();
    };
    assert.deepEqual(await candidateSkills(), ['Elixir Lang', 'Erlang OTP']);
    assert.deepEqual(await jobSkills(), ['Elixir Lang:primary', 'Erlang OTP:secondary']);

    // Replace 'Elixir Lang' by the name of the other skill: the two merge.
    await page.getByRole('link', { name: 'Replace', exact: true }).click();
    await page.waitForURL('**/settings/skills/replace');
    const existing = page.getByRole('combobox');
    await existing.fill('El');
    await page.getByText('Type at least 3 characters').waitFor();
    await existing.pressSequentially('i');
    await page.getByRole('option', { name: 'Elixir Lang' }).click();
    await page.getByLabel('New Skill Name', { exact: true }).fill('Erlang OTP');
    await shot(page, 'admin-skills-replace');
    await page.getByRole('button', { name: 'Replace' }).click();
    await page.getByText('Skills Replaced successfully').first().waitFor();
    assert.deepEqual(await candidateSkills(), ['Erlang OTP']);
    assert.deepEqual(await jobSkills(), ['Erlang OTP:primary']);
    const left = await apiAs(suite.url, token, 'GET', '/api/skills?q=erl');
    assert.deepEqual(left.json.data.map((s) => s.name), ['Erlang OTP']);
    assert.equal((await apiAs(suite.url, token, 'GET', '/api/skills?q=elixir')).json.filter_data_cnt, 0);

    // Delete, after 'Delete Skill?' with the skill's use
    await page.getByRole('link', { name: 'List', exact: true }).click();
    await search.fill('Erlang');
    await table.getByRole('button', { name: 'Delete Erlang OTP' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Delete Skill?').waitFor();
    // it says what the deletion takes away: the merged skill is on Karthik and on the job order
    await confirm.getByText('Used by 1 candidate and 1 job order; deleting it removes it from them.').waitFor();
    await shot(page, 'admin-skills-delete');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Deleted Successfully').first().waitFor();
    await table.getByText('no data found').waitFor();
    assert.deepEqual(await candidateSkills(), []);
    assertNoConsoleErrors(page);
    await page.context().close();
  });

  it('Login as User: the admin works as a user under a banner, then returns', async () => {
    await createUser(suite, { role: ROLE, email: 'ravi.kumar@e2e.example', firstName: 'Ravi', lastName: 'Kumar', mobile: '9876501235' });
    const page = await open();
    await signIn(page, suite.url, ADMIN);
    await page.getByRole('button', { name: /Admin/ }).first().click();
    await page.getByRole('menuitem', { name: 'Login as User' }).click();
    await page.waitForURL('**/userLogin');
    const who = page.getByRole('combobox');
    await who.fill('ravi');
    await page.getByRole('option', { name: /Ravi Kumar/ }).click();
    await shot(page, 'admin-login-as-user');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const banner = page.getByRole('status').filter({ hasText: 'You are working as' });
    await banner.getByText('You are working as Ravi Kumar (ravi.kumar@e2e.example), signed in as Admin.', { exact: true }).waitFor();
    // Exactly the user's menus, and the user's landing (the role has no Dashboard).
    await page.waitForURL('**/candidates');
    await nav(page).getByRole('link', { name: 'Candidates', exact: true }).waitFor();
    for (const hidden of ['Dashboard', 'Job Orders', 'Clients', 'Data Tables']) {
      assert.equal(await nav(page).getByRole('link', { name: hidden, exact: true }).count(), 0, `${hidden} is not offered`);
    }
    await page.getByRole('button', { name: /Ravi/ }).first().click();
    assert.equal(await page.getByRole('menuitem', { name: 'Manage Logins' }).count(), 0);
    await page.getByRole('menuitem', { name: 'My Account' }).click();
    await page.waitForURL('**/myaccount');
    const main = page.getByRole('main');
    await main.getByText('ravi.kumar@e2e.example', { exact: true }).waitFor();
    await main.getByText(ROLE, { exact: true }).waitFor();
    await page.getByText('The password of this account can only be changed by its owner.').waitFor();
    await nav(page).getByRole('link', { name: 'Candidates', exact: true }).click();
    await page.getByRole('table', { name: 'Candidates' }).getByRole('link', { name: `View ${CANDIDATE.name}` }).waitFor();
    const asUser = await page.evaluate(() => localStorage.getItem('token'));
    assert.equal((await apiAs(suite.url, asUser, 'GET', '/api/clients')).status, 403);
    await shot(page, 'admin-impersonation-banner');

    await banner.getByRole('button', { name: 'Return to my account' }).click();
    await page.waitForURL('**/managelogins');
    await page.getByRole('heading', { name: 'Manage Logins', level: 1 }).waitFor();
    assert.equal(await page.getByText('You are working as').count(), 0);
    await nav(page).getByRole('link', { name: 'Job Orders', exact: true }).waitFor();
    await page.getByRole('button', { name: /Admin/ }).first().click();
    await page.getByRole('menuitem', { name: 'Manage Roles' }).waitFor();
    await page.keyboard.press('Escape');
    assert.equal((await apiAs(suite.url, asUser, 'GET', '/api/candidates')).status, 401, 'the impersonation token ended');
    assertNoConsoleErrors(page);
    await page.context().close();
  });

  it('My Account and Active Sessions at desktop and phone widths; a session revoked there gets 401', async () => {
    const other = await apiLogin(suite.url, 'ravi.kumar@e2e.example', 'Journey-Passw0rd-1');
    const page = await open();
    await signIn(page, suite.url, ADMIN);
    const sessions = page.getByRole('table', { name: 'Active sessions' });
    const raviSignedIn = sessions.getByRole('row').filter({ hasText: 'ravi.kumar@e2e.example' }).filter({ hasNotText: 'Worked by' });
    for (const [label, size] of [
      ['desktop', { width: 1366, height: 800 }],
      ['phone', { width: 390, height: 844 }],
    ]) {
      await page.setViewportSize(size);
      await page.goto(`${suite.url}/myaccount`);
      await page.getByRole('heading', { name: 'My Account', level: 1 }).waitFor();
      await page.getByText(ADMIN.email).first().waitFor();
      await page.getByRole('form', { name: 'Change Password' }).waitFor();
      await shot(page, `admin-my-account-${label}`);
      await page.goto(`${suite.url}/managelogins`);
      await page.getByText(ADMIN.email).first().waitFor();
      await shot(page, `admin-manage-logins-${label}`);
      await page.goto(`${suite.url}/admin/activeusers`);
      await page.getByRole('heading', { name: 'Active Sessions', level: 1 }).waitFor();
      await sessions.getByText('This session').waitFor();
      await raviSignedIn.waitFor();
      // the journeys run without scheduled backups (BACKUP_HOURS=0)
      await page.getByRole('status').filter({ hasText: 'Last backup: none yet (scheduled backups are off (BACKUP_HOURS=0)).' }).waitFor();
      await shot(page, `admin-active-sessions-${label}`);
    }
    await raviSignedIn.getByRole('button', { name: 'Revoke the session of ravi.kumar@e2e.example' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
    await page.getByText('Session revoked.').first().waitFor();
    await raviSignedIn.waitFor({ state: 'detached' });
    assert.equal((await apiAs(suite.url, other, 'GET', '/api/candidates')).status, 401);
    assertNoConsoleErrors(page);
    await page.context().close();
  });
});
