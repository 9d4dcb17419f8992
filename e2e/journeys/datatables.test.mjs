// Data Tables journeys: a recruiter generates a resume report for two candidates and copies it to the
// clipboard, saves a custom report with a custom column, downloads it under its name (read back with SheetJS) and
// deletes it. The client, its job orders and the candidates with distinct data are made through the API first.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import XLSX from 'xlsx';
import { addDays, adminToken, apiForm, expectingApi, assertNoConsoleErrors, createRole, createUser, todayIn } from '../lib/fixtures.mjs';
import { apiAs, apiLogin, journeySuite, newPageWith, shot, signIn } from '../lib/suite.mjs';

const MEERA = { email: 'meera.nair@e2e.example', password: 'Meera-e2e-Passw0rd-1' };
const BROWSER = { timezoneId: 'Asia/Kolkata', locale: 'en-IN' };
const PHONE = { ...BROWSER, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const CLIPBOARD = { ...BROWSER, permissions: ['clipboard-read', 'clipboard-write'] };
const TOMORROW = addDays(todayIn('Asia/Kolkata'), 1);

/** The two candidates of the Java Developer job order, with distinct data (and Chitra, on another job order). */
const ASHA = {
  name: 'Asha Rao',
  primary_mobile: '9845000101',
  primary_email: 'asha.rao@e2e.example',
  company_name: 'Infosys',
  exp_years: 5,
  exp_months: 3,
  current_ctc: 1_200_000,
  expected_ctc: 1_500_000,
  stocks: 50_000,
  notice_period: 30,
  about_candidate: 'Backend engineer, Java and Spring Boot',
};
const BALA = {
  name: 'Bala Krishnan',
  primary_mobile: '9845000202',
  primary_email: 'bala.krishnan@e2e.example',
  company_name: 'Tata Consultancy Services',
  exp_years: 8,
  exp_months: 0,
  current_ctc: 2_100_000,
  expected_ctc: 2_600_000,
  notice_period: 60,
  // text that a spreadsheet would run as a formula: it must reach the clipboard and the .xlsx as text
  about_candidate: '=HYPERLINK("https://evil.example","Open CV")',
};
const CHITRA = {
  name: 'Chitra Iyer',
  primary_mobile: '9845000303',
  primary_email: 'chitra.iyer@e2e.example',
  company_name: 'Wipro',
  exp_years: 3,
  exp_months: 6,
  current_ctc: 900_000,
  expected_ctc: 1_100_000,
  notice_period: 15,
};

let suite;
let browser;
const ids = {};

async function buildData() {
  const admin = await adminToken(suite);
  const { call, form, userId, place, jobOrder } = expectingApi(suite, admin);
  // a reporting role: the Data Tables flags including delete (the default recruiter role may not delete), reads elsewhere
  const read = { m_view: 1 };
  await createRole(suite, 'Reporting Recruiter', {
    Dashboard: read,
    Candidates: read,
    'Job Orders': read,
    Clients: read,
    'Data Tables': { m_view: 1, m_add: 1, m_delete: 1 },
  });
  await createUser(suite, { role: 'Reporting Recruiter', ...MEERA, firstName: 'Meera', lastName: 'Nair', mobile: '9876500011' });
  ids.meera = await userId(MEERA.email);
  const bengaluru = await place('Karnataka', 'Bengaluru');
  ids.client = await form('/api/clients', { client_legal_name: 'Zenith Labs Private Limited', client_short_name: 'Zenith Labs' });
  await form('/api/clients', { client_legal_name: 'Acme Corporation Private Limited', client_short_name: 'Acme Corp' });
  const job = (title) =>
    jobOrder(title, { client: ids.client, place: bengaluru, recruiter: ids.meera, office_landmark: 'Whitefield', max_experience: 10, max_budget: 3_000_000 });
  ids.java = await job('Java Developer');
  ids.angular = await job('Angular Developer');
  for (const [c, jobId] of [
    [ASHA, ids.java],
    [BALA, ids.java],
    [CHITRA, ids.angular],
  ]) {
    ids[c.name] = await form('/api/candidates', { ...c, ...bengaluru });
    await call('POST', '/api/candidates_job_orders', { candidate_id: ids[c.name], job_id: jobId, recruiter_id: ids.meera, mainstatus_id: 'P', mainsubstatus_id: '103' }, 201);
  }
  await call(
    'POST',
    '/api/candidates_interview_schedule',
    { candidate_id: ids['Asha Rao'], job_id: ids.java, mode_interview: 'Video Conference', date: TOMORROW, hour: 11, minutes: 0, duration: 45, timeformat: 'AM' },
    201,
  );
}

journeySuite(async (s) => {
  ({ suite, browser } = s);
  await buildData();
});

/** Chooses the client and the job order of a report form. */
/**
 * A tab's own screen, once it has replaced the previous one: the address changes first, and the old tab stays on
 * screen until the new one has rendered (its code may still be loading).
 */
async function openTab(page, tabs, name, path) {
  const link = tabs.getByRole('link', { name });
  await link.click();
  await page.waitForURL(`**/datatables/${path}`);
  await tabs.locator('a[aria-current="page"]', { hasText: name }).waitFor();
}

async function chooseTarget(page, client, job) {
  await page.getByRole('combobox', { name: 'Select Client' }).selectOption({ label: client });
  const jobs = page.getByRole('combobox', { name: 'Select Active Job Order' });
  await jobs.locator('option', { hasText: job }).waitFor({ state: 'attached' });
  await jobs.selectOption({ label: job });
}

async function pickCandidate(page, name) {
  const box = page.getByRole('combobox', { name: 'Select Candidates' });
  await box.click();
  await box.fill(name.split(' ')[0]);
  await page.getByRole('option', { name }).click();
}

/** Saves a Playwright download and opens it with SheetJS: the first sheet, and its rows as arrays (empty cells null). */
async function readSheet(download) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-xlsx-'));
  try {
    const file = path.join(dir, download.suggestedFilename());
    await download.saveAs(file);
    const book = XLSX.read(fs.readFileSync(file), { cellDates: true });
    const sheet = book.Sheets[book.SheetNames[0]];
    return { sheet, rows: XLSX.utils.sheet_to_json(sheet, { header: 1, defval: null }) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function rowTexts(table) {
  // the body's rows: a table's tbody, or the cards a phone shows (the second rowgroup either way)
  const body = table.getByRole('rowgroup').nth(1).getByRole('row');
  await body.first().waitFor();
  return (await body.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
}

describe('data tables', () => {
  it('generates a resume report for two chosen candidates and copies it as tab-separated text', async () => {
    const page = await newPageWith(browser, CLIPBOARD);
    await signIn(page, suite.url, MEERA);
    await page.getByRole('navigation').first().getByRole('link', { name: 'Data Tables', exact: true }).click();
    await page.waitForURL('**/datatables/resume');
    await page.getByRole('heading', { name: 'Data Tables', level: 1 }).waitFor();

    // Generate without a client: the spec's message
    await page.getByRole('button', { name: 'Generate' }).click();
    await page.getByText('Client Is Required.').waitFor();

    await chooseTarget(page, 'Zenith Labs', 'Java Developer');
    await pickCandidate(page, 'Asha Rao');
    await pickCandidate(page, 'Bala Krishnan');
    await page.getByRole('button', { name: 'Remove Asha Rao' }).waitFor();
    await page.getByRole('button', { name: 'Remove Bala Krishnan' }).waitFor();
    await page.getByRole('button', { name: 'Generate' }).click();

    const table = page.getByRole('table', { name: 'Resume Details' });
    await table.getByRole('row').filter({ hasText: 'Bala Krishnan' }).waitFor();
    const rows = await rowTexts(table);
    assert.equal(rows.length, 2, rows.join('\n'));
    const asha = rows.find((r) => r.includes('Asha Rao'));
    const bala = rows.find((r) => r.includes('Bala Krishnan'));
    for (const v of ['9845000101', 'asha.rao@e2e.example', 'Infosys', 'Bengaluru', '30 Days', '12,00,000', '15,00,000', 'Backend engineer']) {
      assert.ok(asha.includes(v), `Asha's row shows ${v}: ${asha}`);
    }
    for (const v of ['9845000202', 'bala.krishnan@e2e.example', 'Tata Consultancy Services', '60 Days', '21,00,000', '26,00,000']) {
      assert.ok(bala.includes(v), `Bala's row shows ${v}: ${bala}`);
    }
    await page.getByText('Zenith Labs · Java Developer · 2 candidates').waitFor();
    await shot(page, 'datatables-resume-1366');

    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByText('Copied 2 rows to the clipboard.').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const lines = copied.split('\n').map((l) => l.split('\t'));
    assert.equal(lines.length, 3, copied);
    assert.deepEqual(lines[0].slice(0, 5), ['Candidate Name', 'Primary Mobile No', 'Primary Email ID', 'Company Name', 'City']);
    const byName = Object.fromEntries(lines.slice(1).map((l) => [l[0], l]));
    assert.deepEqual(byName['Asha Rao'].slice(0, 11), ['Asha Rao', '9845000101', 'asha.rao@e2e.example', 'Infosys', 'Bengaluru', '5', '3', '30', '1200000', '1500000', '50000']);
    assert.deepEqual(byName['Bala Krishnan'].slice(0, 10), ['Bala Krishnan', '9845000202', 'bala.krishnan@e2e.example', 'Tata Consultancy Services', 'Bengaluru', '8', '0', '60', '2100000', '2600000']);
    assert.ok(!copied.includes('Chitra'), 'a candidate of another job order is not in the report');
    assert.equal(byName['Bala Krishnan'][11], `'${BALA.about_candidate}`, 'a leading = is pasted as text');

    // the same report as a spreadsheet (written in a Web Worker): typed cells, the two candidates
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download as .xlsx' }).click()]);
    assert.equal(download.suggestedFilename(), 'Resume Details - Java Developer.xlsx');
    const sheet = await readSheet(download);
    assert.deepEqual(sheet.rows[0], lines[0]);
    const sheetByName = Object.fromEntries(sheet.rows.slice(1).map((r) => [r[0], r]));
    assert.deepEqual(Object.keys(sheetByName).sort(), ['Asha Rao', 'Bala Krishnan']);
    assert.deepEqual(sheetByName['Asha Rao'].slice(0, 11), ['Asha Rao', '9845000101', 'asha.rao@e2e.example', 'Infosys', 'Bengaluru', 5, 3, 30, 1_200_000, 1_500_000, 50_000]);
    assert.equal(sheetByName['Asha Rao'][11], ASHA.about_candidate);
    assert.equal(sheetByName['Bala Krishnan'][11], BALA.about_candidate);
    const aboutCells = Object.entries(sheet.sheet).filter(([k]) => /^L\d+$/.test(k) && k !== 'L1');
    assert.equal(aboutCells.length, 2);
    for (const [ref, cell] of aboutCells) assert.ok(cell.t === 's' && !cell.f, `${ref} is text, not a formula: ${JSON.stringify(cell)}`);
    assertNoConsoleErrors(page);
    await page.context().close();
  });

  it('saves a custom report with a custom column, downloads it under its name and deletes it', async () => {
    const page = await newPageWith(browser, BROWSER);
    await signIn(page, suite.url, MEERA);
    await page.goto(`${suite.url}/datatables/custom`);
    await page.getByRole('heading', { name: 'Saved Reports' }).waitFor();
    await page.getByRole('table', { name: 'Saved Reports' }).getByText('no data found').waitFor();

    await page.getByRole('button', { name: 'Generate and Save' }).click();
    for (const m of ['Client Is Required.', 'Job Is Required.', 'Report Name Is Required.']) await page.getByText(m).first().waitFor();

    await chooseTarget(page, 'Zenith Labs', 'Java Developer');
    await page.getByRole('textbox', { name: 'Report Name' }).fill('Java shortlist');
    const catalogue = page.getByRole('group', { name: 'Select Report Columns' });
    for (const column of ['Candidate Name', 'Primary Email ID', 'Current CTC', 'Notice Period']) {
      await catalogue.getByText(column, { exact: true }).click();
      assert.equal(await catalogue.getByRole('checkbox', { name: column, exact: true }).isChecked(), true, column);
    }
    await page.getByRole('textbox', { name: 'Custom Column' }).fill('Interview Feedback');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    // the custom column goes second, after the name
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Move Interview Feedback up' }).click();
    const order = page.getByRole('list', { name: 'Report Columns' }).getByRole('listitem');
    await order.nth(1).getByText('Interview Feedback').waitFor();
    await shot(page, 'datatables-custom-form-1366');
    await page.getByRole('button', { name: 'Generate and Save' }).click();
    await page.getByText('Added Successfully').first().waitFor();
    // a successful save clears client, job and name
    assert.equal(await page.getByRole('combobox', { name: 'Select Client' }).inputValue(), '');
    assert.equal(await page.getByRole('combobox', { name: 'Select Active Job Order' }).inputValue(), '');
    assert.equal(await page.getByRole('textbox', { name: 'Report Name' }).inputValue(), '');

    const saved = page.getByRole('table', { name: 'Saved Reports' });
    const row = saved.getByRole('row').filter({ hasText: 'Java shortlist' });
    await row.waitFor();
    for (const v of ['Zenith Labs', 'Java Developer', 'Meera Nair']) await row.getByText(v).waitFor();
    await shot(page, 'datatables-custom-saved-1366');

    // what the server stored
    const meera = await apiLogin(suite.url, MEERA.email, MEERA.password);
    const list = await apiAs(suite.url, meera, 'GET', '/api/reports?page=0&limit=10');
    assert.equal(list.json.all_data_cnt, 1);
    const reportId = list.json.data[0].encrypted_id;
    const stored = await apiAs(suite.url, meera, 'GET', `/api/reports/${reportId}/download`);
    assert.deepEqual(
      stored.json.columns.map((c) => c.title),
      ['Candidate Name', 'Interview Feedback', 'Primary Email ID', 'Current CTC', 'Notice Period'],
    );

    // a saved report is downloaded with the data as it is then: Asha's CTC changes after the save
    const changed = await apiForm(suite.url, await adminToken(suite), 'POST', `/api/candidates/${ids['Asha Rao']}`, { current_ctc: 1_250_000 });
    assert.equal(changed.status, 200, JSON.stringify(changed.json));

    // download: the browser writes the file under the report's name
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: 'Download Java shortlist' }).click()]);
    assert.equal(download.suggestedFilename(), 'Java shortlist.xlsx');
    const { rows: cells, sheet } = await readSheet(download);
    assert.deepEqual(cells[0], ['Candidate Name', 'Interview Feedback', 'Primary Email ID', 'Current CTC', 'Notice Period']);
    const body = cells.slice(1).sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    assert.deepEqual(body, [
      ['Asha Rao', null, 'asha.rao@e2e.example', 1_250_000, 30],
      ['Bala Krishnan', null, 'bala.krishnan@e2e.example', 2_100_000, 60],
    ]);
    // numbers are typed as numbers
    const ctc = Object.keys(sheet).find((k) => /^D\d+$/.test(k) && k !== 'D1');
    assert.equal(sheet[ctc].t, 'n');

    // delete, with the spec's confirmation
    await row.getByRole('button', { name: 'Delete Java shortlist' }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await dialog.getByText('Are you sure you want to delete report ?').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Deleted Successfully').first().waitFor();
    await saved.getByText('no data found').waitFor();
    assert.equal((await apiAs(suite.url, meera, 'GET', '/api/reports?page=0&limit=10')).json.all_data_cnt, 0);
    assert.equal((await apiAs(suite.url, meera, 'GET', `/api/reports/${reportId}/download`)).status, 404);
    assertNoConsoleErrors(page);
    await page.context().close();
  });

  for (const [size, options] of [
    ['1366', BROWSER],
    ['390', PHONE],
  ]) {
    it(`shows each tab ${size} px wide`, async () => {
      const page = await newPageWith(browser, options);
      await signIn(page, suite.url, MEERA);
      await page.goto(`${suite.url}/datatables`);
      await page.waitForURL('**/datatables/resume');
      const tabs = page.getByRole('navigation', { name: 'Data Tables sections' });

      await chooseTarget(page, 'Zenith Labs', 'Java Developer');
      await page.getByRole('button', { name: 'Generate' }).click();
      await page.getByRole('table', { name: 'Resume Details' }).getByRole('row').filter({ hasText: 'Bala Krishnan' }).waitFor();
      await shot(page, `datatables-tab-resume-${size}`);

      await openTab(page, tabs, 'Interview Details', 'interview');
      await chooseTarget(page, 'Zenith Labs', 'Java Developer');
      await page.getByRole('button', { name: 'Generate' }).click();
      const interviews = page.getByRole('table', { name: 'Interview Details' });
      const asha = interviews.getByRole('row').filter({ hasText: 'Asha Rao' });
      await asha.waitFor();
      await asha.getByText('Video Conference').waitFor();
      await shot(page, `datatables-tab-interview-${size}`);

      await openTab(page, tabs, 'Custom Details', 'custom');
      await page.getByRole('table', { name: 'Saved Reports' }).getByText('no data found').waitFor();
      await shot(page, `datatables-tab-custom-${size}`);
      assertNoConsoleErrors(page);
      await page.context().close();
    });
  }
});
