// Find and act (issue 19): filter the candidate list by skills + experience + notice, save the search, select all
// the matches, add them to a job order and see them in its pipeline; a malformed boolean search names its problem;
// Ctrl+K opens a candidate. At a phone's width the filters fold into a sheet. Screenshots at both widths.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { adminToken, apiForm, assertNoConsoleErrors, expectingApi } from '../lib/fixtures.mjs';
import { ADMIN, apiAs, journeySuite, newPage, shot, signIn } from '../lib/suite.mjs';

let suite;
let browser;
let token;
let job;
const matching = [];

/** Nine candidates with Java, 5+ years and 30 days' notice or less (more than a page of 7), and three without. */
const PEOPLE = [
  ...Array.from({ length: 9 }, (_, i) => ({
    name: `Javan Match ${String.fromCharCode(65 + i)}`,
    skill: ['Java'],
    exp: 5 + (i % 4),
    notice: [15, 30, 0][i % 3],
  })),
  { name: 'Junior Javaone', skill: ['Java'], exp: 2, notice: 15 },
  { name: 'Slow Noticeman', skill: ['Java'], exp: 8, notice: 90 },
  { name: 'Pythonic Senior', skill: ['Python'], exp: 9, notice: 15 },
];

/** Ticks a box: the visible control inside its label (the input itself is visually hidden). */
async function tick(page, name) {
  const box = page.getByRole('checkbox', { name, exact: true });
  await page.locator('label').filter({ has: box }).click();
  assert.equal(await box.isChecked(), true, name);
}

function get(path) {
  return expectingApi(suite, token).call('GET', path);
}

journeySuite(async (s) => {
  ({ suite, browser } = s);
  token = await adminToken(suite);
  const form = (method, url, fields) => apiForm(suite.url, token, method, url, fields);
  const client = await form('POST', '/api/clients', { client_legal_name: 'Orbit Finance Private Limited', client_short_name: 'Orbit' });
  assert.equal(client.status, 201, JSON.stringify(client.json));
  const contact = await apiAs(suite.url, token, 'POST', '/api/client_contacts', {
    client_id: client.json.data.encrypted_id,
    client_contact_name: 'Orbit TA',
    client_contact_email: 'ta@orbit.example',
  });
  assert.equal(contact.status, 201, JSON.stringify(contact.json));
  const india = (await get('/api/countries')).find((c) => c.name === 'India');
  const state = (await get(`/api/states?country_id=${india.id}`)).find((s) => s.name === 'Karnataka');
  const city = (await get(`/api/cities?state_id=${state.id}`)).find((c) => c.name === 'Bengaluru');
  const me = (await get('/api/me')).data[0];
  const created = await form('POST', '/api/jobs', {
    job_title: 'Java Platform Lead',
    client: client.json.data.encrypted_id,
    contact: contact.json.data.encrypted_id,
    country: india.id,
    state: state.id,
    city: city.id,
    office_landmark: 'Whitefield',
    min_experience: '5',
    max_experience: '10',
    max_budget: '3000000',
    no_positions: '3',
    position_type: 'Full Time',
    open_outstation: 'No',
    position_status: 'Active',
    positions_description: '<p>Three seats</p>',
    job_description: '<p>Lead the Java platform</p>',
    skill_primary: ['Java'],
    skill_secondary: ['Spring Boot'],
    user_recruiter: [me.encrypted_id],
    qualifications: ['B.Tech'],
  });
  assert.equal(created.status, 201, JSON.stringify(created.json));
  job = { id: created.json.data.encrypted_id, client: client.json.data.encrypted_id, title: 'Java Platform Lead', recruiter: `${me.first_name} ${me.last_name}`.trim() };
  for (const [i, p] of PEOPLE.entries()) {
    const res = await form('POST', '/api/candidates', {
      name: p.name,
      primary_mobile: `97000000${String(i).padStart(2, '0')}`,
      primary_email: `${p.name.toLowerCase().replace(/\s+/g, '.')}@e2e.example`,
      country: india.id,
      state: state.id,
      city: city.id,
      exp_years: p.exp,
      exp_months: 0,
      notice_period: p.notice,
      current_ctc: 1800000,
      expected_ctc: 2400000,
      skill: p.skill,
    });
    assert.equal(res.status, 201, JSON.stringify(res.json));
    if (p.name.startsWith('Javan Match')) matching.push({ name: p.name, id: res.json.data.encrypted_id });
  }
});

describe('find and act', () => {
  it('filters by skills, experience and notice, saves the search, adds all matches to a job order, and Ctrl+K opens a candidate', async () => {
    const page = await newPage(browser);
    await signIn(page, suite.url, ADMIN);
    await page.goto(`${suite.url}/candidates`);
    await page.getByRole('table', { name: 'Candidates' }).waitFor();

    // the search box says what it accepts
    await page.getByText('in capitals; and, or, not are plain words', { exact: false }).waitFor();
    // --- the filters, in the address
    await page.getByRole('button', { name: /Filters/ }).click();
    const panel = page.getByRole('region', { name: 'Filters' });
    await panel.getByRole('combobox', { name: 'Skills' }).fill('Java');
    await page.getByRole('option', { name: 'Java', exact: true }).click();
    await panel.getByLabel('Experience from (years)').fill('5');
    await panel.getByLabel('Notice period at most (days)').fill('30');
    await panel.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/skills=Java/);
    const url = new URL(page.url());
    assert.equal(url.searchParams.get('exp_min'), '5');
    assert.equal(url.searchParams.get('notice_max'), '30');
    const chips = page.getByRole('list', { name: 'Active filters' });
    await chips.getByText('Skills (any): Java').waitFor();
    await chips.getByText('Experience: at least 5 yrs').waitFor();
    await chips.getByText('Notice: 30 days or less').waitFor();
    await page.getByText('Showing 1–7 of 9').waitFor();
    for (const name of ['Junior Javaone', 'Slow Noticeman', 'Pythonic Senior']) assert.equal(await page.getByRole('link', { name }).count(), 0, name);
    await shot(page, 'find-list-filters');

    // --- a malformed boolean search names its problem
    const search = page.getByLabel(/Search name, mobile/);
    await search.fill('java AND (');
    await page.getByRole('alert').filter({ hasText: 'The search has a ( that is not closed (character 10).' }).waitFor();
    // the browser logs the refused request itself: that one is expected, no other
    const refused = page.consoleErrors.filter((m) => /status of 422/.test(m));
    assert.equal(refused.length, 1, page.consoleErrors.join('\n'));
    page.consoleErrors = page.consoleErrors.filter((m) => !/status of 422/.test(m));
    await search.fill('');
    await page.getByRole('alert').filter({ hasText: 'The search has' }).waitFor({ state: 'detached' });

    // --- save the search
    await page.getByRole('button', { name: /Saved searches/ }).click();
    await page.getByRole('menuitem', { name: 'Save this search…' }).click();
    const save = page.getByRole('dialog', { name: 'Save this search' });
    await save.getByLabel('Name').fill('Java 5+ years, 30 days');
    await save.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Search Saved Successfully').waitFor();
    const saved = (await get('/api/saved_searches')).data;
    assert.deepEqual(saved.map((s) => [s.name, s.filters]), [['Java 5+ years, 30 days', { 'skills[]': ['Java'], exp_min: 5, notice_max: 30 }]]);

    // --- select all 9 matching, add them to the job order
    await tick(page, 'Select the rows on this page');
    await page.getByRole('button', { name: 'Select all 9 matching' }).click();
    const bar = page.getByRole('toolbar', { name: 'Bulk actions' });
    await bar.getByText('9 selected').waitFor();
    await shot(page, 'find-bulk-bar');
    await bar.getByRole('button', { name: 'Add to Job Order' }).click();
    const dialog = page.getByRole('dialog', { name: /Add to Job Order: 9 candidates/ });
    await dialog.getByRole('combobox', { name: 'Job Order' }).fill('Java Platform');
    await page.getByRole('option', { name: /Java Platform Lead - Orbit/ }).click();
    await dialog.getByLabel('Recruiter').selectOption({ label: job.recruiter });
    await dialog.getByRole('button', { name: 'Add to Job Order' }).click();
    const progress = page.getByRole('status', { name: 'Bulk action' });
    await progress.getByText('Done: 9 of 9 succeeded').waitFor();
    await shot(page, 'find-bulk-done');

    // --- the job order's pipeline has them
    const counts = (await get(`/api/job_pipeline_counts/${job.id}`)).data;
    assert.equal(counts.Prospective, 9);
    await page.goto(`${suite.url}/joborders/${job.id}`);
    const tabs = page.getByRole('navigation', { name: 'Job order tabs' });
    await tabs.getByRole('link', { name: 'Status' }).click();
    await page.getByRole('navigation', { name: 'Pipeline view' }).getByRole('link', { name: 'Board' }).click();
    const column = page.getByRole('region', { name: 'Prospective column' });
    await column.getByRole('link', { name: /Javan Match/ }).first().waitFor();
    await shot(page, 'find-pipeline-board');
    const onBoard = await column.getByRole('link', { name: /Javan Match/ }).allInnerTexts();
    assert.ok(onBoard.length > 0 && onBoard.every((n) => matching.some((m) => m.name === n.trim())), onBoard.join(', '));

    // --- Ctrl+K opens a candidate with the keyboard only
    await page.keyboard.press('Control+k');
    const finder = page.getByRole('dialog', { name: 'Quick find' });
    await finder.getByRole('combobox', { name: 'Quick find' }).fill('Javan Match C');
    await finder.getByRole('option', { name: /Javan Match C/ }).waitFor();
    await shot(page, 'find-quick-find');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/candidates/${matching[2].id}`);
    await page.getByRole('heading', { name: 'Javan Match C' }).first().waitFor();
    // the job order and client lists filter too, the choices kept in the address
    await page.goto(`${suite.url}/joborders/list`);
    await page.getByLabel('Position type').selectOption('Full Time');
    await page.waitForURL(/position_type=Full\+Time|position_type=Full%20Time/);
    await page.getByRole('link', { name: job.title, exact: true }).waitFor();
    await page.getByLabel('Position type').selectOption('Contract');
    await page.getByText('no data found').waitFor();
    await page.getByLabel('Position type').selectOption('');
    await page.waitForURL((url) => !url.searchParams.has('position_type'));
    await page.getByRole('link', { name: job.title, exact: true }).waitFor();
    // the client filter: searched on the server as one types, chosen with the keyboard, kept in the address
    const client = page.getByRole('combobox', { name: 'Client', exact: true });
    await client.fill('orb');
    await page.getByRole('option', { name: /Orbit/ }).waitFor();
    await shot(page, 'find-joborders-client-search');
    await client.press('ArrowDown');
    await client.press('ArrowUp');
    await client.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('client') === job.client);
    await page.getByRole('link', { name: job.title, exact: true }).waitFor();
    assert.equal(await client.inputValue(), 'Orbit');
    assert.equal(await page.getByLabel('Position type').inputValue(), '');
    await shot(page, 'find-joborders-filters');
    // opened from the address (a link a colleague sent), the choice is named
    await page.reload();
    await page.getByRole('link', { name: job.title, exact: true }).waitFor();
    assert.equal(await page.getByRole('combobox', { name: 'Client', exact: true }).inputValue(), 'Orbit');
    await page.goto(`${suite.url}/clients?status=active`);
    await page.getByRole('link', { name: 'Orbit', exact: true }).waitFor();
    assert.equal(await page.getByLabel('Status').inputValue(), 'active');
    // the city select: the cities of job orders (Orbit's is in Bengaluru)
    await page.getByLabel('City', { exact: true }).selectOption({ label: 'Bengaluru' });
    await page.waitForURL((url) => /^\d+$/.test(url.searchParams.get('city') ?? ''));
    await page.getByRole('link', { name: 'Orbit', exact: true }).waitFor();
    await page.locator('[aria-busy=true]').waitFor({ state: 'detached' });
    await shot(page, 'find-clients-filters');
    await page.goto(`${suite.url}/candidates/${matching[2].id}`);
    // "/" opens it as well, outside a field
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('/');
    await finder.waitFor();
    await page.keyboard.press('Escape');
    await finder.waitFor({ state: 'detached' });
    assertNoConsoleErrors(page);
  });

  it('at a phone’s width the filters fold into a sheet, the chips and quick find still there', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, suite.url, ADMIN);
    await page.goto(`${suite.url}/candidates?skills=Java&exp_min=5&notice_max=30`);
    await page.getByRole('list', { name: 'Active filters' }).getByText('Skills (any): Java').waitFor();
    await shot(page, 'find-list-filters-phone');
    await page.getByRole('button', { name: /Filters/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByLabel('Experience from (years)').waitFor();
    assert.equal(await sheet.getByLabel('Experience from (years)').inputValue(), '5');
    // the sheet has finished sliding in
    await page.waitForFunction(() => [...document.querySelectorAll('[data-scope=dialog][data-part=content]')].some((el) => getComputedStyle(el).opacity === '1' && !el.getAnimations().length));
    await shot(page, 'find-filters-sheet-phone');
    await sheet.getByRole('button', { name: 'Cancel' }).click();
    await sheet.waitFor({ state: 'detached' });
    await tick(page, 'Select Javan Match I');
    await page.getByRole('toolbar', { name: 'Bulk actions' }).getByText('1 selected').waitFor();
    await shot(page, 'find-bulk-bar-phone');
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Quick find' }).fill('Orbit');
    await page.getByRole('option', { name: /Orbit/ }).first().waitFor();
    await shot(page, 'find-quick-find-phone');
    await page.keyboard.press('Escape');
    // the job order and client lists' filters at a phone's width: a button saying how many are set, a sheet
    const sheetIn = () =>
      page.waitForFunction(() => [...document.querySelectorAll('[data-scope=dialog][data-part=content]')].some((el) => getComputedStyle(el).opacity === '1' && !el.getAnimations().length));
    await page.goto(`${suite.url}/joborders/list?client=${job.client}`);
    await page.getByRole('link', { name: job.title, exact: true }).waitFor();
    await shot(page, 'find-joborders-filters-phone');
    await page.getByRole('button', { name: 'Filters (1)' }).click();
    const jobSheet = page.getByRole('dialog', { name: 'Filters' });
    assert.equal(await jobSheet.getByRole('combobox', { name: 'Client', exact: true }).inputValue(), 'Orbit');
    await jobSheet.getByLabel('Position type').selectOption('Full Time');
    await page.waitForURL(/position_type=Full\+Time|position_type=Full%20Time/);
    await sheetIn();
    await shot(page, 'find-joborders-filters-sheet-phone');
    await jobSheet.getByRole('button', { name: 'Done' }).click();
    await jobSheet.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Filters (2)' }).waitFor();
    await page.goto(`${suite.url}/clients?status=active`);
    await page.getByRole('button', { name: 'Filters (1)' }).click();
    const clientSheet = page.getByRole('dialog', { name: 'Filters' });
    await clientSheet.getByLabel('City', { exact: true }).selectOption({ label: 'Bengaluru' });
    await page.waitForURL((url) => /^\d+$/.test(url.searchParams.get('city') ?? ''));
    await sheetIn();
    await shot(page, 'find-clients-filters-sheet-phone');
    await page.keyboard.press('Escape');
    await clientSheet.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Orbit', exact: true }).waitFor();
    await page.locator('[aria-busy=true]').waitFor({ state: 'detached' });
    await shot(page, 'find-clients-filters-phone');
    assertNoConsoleErrors(page);
  });
});
