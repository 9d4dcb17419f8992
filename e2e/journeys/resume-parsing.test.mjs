// Resume parsing journeys: in the add form, a parsing file from the parser's corpus (a PDF with a photo)
// shows progress, then fills the form and marks what it filled; a name the recruiter typed first is kept unless
// they choose Replace; the filled form saves.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { adminToken, assertNoConsoleErrors } from '../lib/fixtures.mjs';
import { ADMIN, apiAs, journeySuite, newPage, repoRoot, shot, signIn } from '../lib/suite.mjs';

let suite;
let browser;
let token;

const CORPUS = path.join(repoRoot, 'api', 'corpus');
const FILE = '001-classic-in.pdf';
const expected = JSON.parse(fs.readFileSync(path.join(CORPUS, 'expected', '001-classic-in.json'), 'utf8'));
const want = expected.data;
const TYPED_NAME = 'Nandini N';

journeySuite(async (s) => {
  ({ suite, browser } = s);
  token = await adminToken(suite);
});

async function get(p) {
  const r = await apiAs(suite.url, token, 'GET', p);
  assert.equal(r.status, 200, `${p}: ${JSON.stringify(r.json)}`);
  return r.json;
}

/** The innermost block holding both the card's title and its Choose file button. */
function card(page, title) {
  const button = page.getByRole('button', { name: 'Choose file' });
  return page.locator('div').filter({ has: page.getByText(title, { exact: true }) }).filter({ has: button }).last();
}

function section(page, heading) {
  return page.locator('div').filter({ has: page.getByRole('heading', { name: heading, exact: true }) }).filter({ has: page.getByRole('button', { name: 'Add More' }) }).last();
}

/** The field's label block, to read its 'from resume' mark. */
function fieldBlock(page, label) {
  return page.locator('div').filter({ has: page.getByLabel(label, { exact: true }) }).filter({ hasText: label }).last();
}

async function openAddAndType(page) {
  await signIn(page, suite.url, ADMIN);
  await page.goto(`${suite.url}/candidates/add`);
  await page.getByRole('heading', { name: 'Details' }).waitFor();
  // The recruiter types a name before choosing the parsing file.
  await page.getByLabel('Name', { exact: true }).fill(TYPED_NAME);
}

async function chooseParsingFile(page) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), card(page, 'Select Parsing File').getByRole('button', { name: 'Choose file' }).click()]);
  await chooser.setFiles(path.join(CORPUS, 'files', FILE));
}

describe('resume parsing', () => {
  it('shows progress, fills the form from a PDF with a photo, marks what it filled, and keeps the typed name', async () => {
    const page = await newPage(browser);
    await openAddAndType(page);
    await shot(page, 'resume-parsing-before');
    await chooseParsingFile(page);
    await page.getByRole('status').filter({ hasText: `Reading ${FILE}` }).waitFor();
    await page.getByRole('progressbar').first().waitFor();
    await shot(page, 'resume-parsing-progress');

    // The typed name differs from the resume's: the form asks before replacing it.
    const ask = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'Use the values from the resume?' });
    await ask.waitFor({ timeout: 30_000 });
    await ask.getByText(`${TYPED_NAME} → ${want.username}`).waitFor();
    await ask.getByRole('button', { name: 'Keep mine' }).click();
    await ask.waitFor({ state: 'hidden' });
    await page.getByRole('status').filter({ hasText: new RegExp(`fields filled from ${FILE}`) }).waitFor();

    // Kept: the typed name, without the mark.
    assert.equal(await page.getByLabel('Name', { exact: true }).inputValue(), TYPED_NAME);
    assert.equal(await fieldBlock(page, 'Name').getByText('from resume').count(), 0, 'a kept value is not marked');
    // Filled and marked.
    const filled = [
      ['Primary Mobile', want.primary_mobile],
      ['Primary Email', want.primary_email],
      ['Experience (Years)', String(want.exp_in_years)],
      ['Experience (Months)', String(want.exp_in_months)],
      ['Current CTC (₹)', String(want.ctc)],
      ['Notice Period (Days)', String(want.notice_period)],
      ['Current Company', want.exp_details[0].company],
      ['Designation', want.exp_details[0].designation],
    ];
    for (const [label, value] of filled) {
      assert.equal(await page.getByLabel(label, { exact: true }).inputValue(), value, label);
      await fieldBlock(page, label).getByText('from resume').waitFor();
    }
    // Location from the resume's city.
    assert.equal(await page.getByLabel('City', { exact: true }).locator('option:checked').textContent(), want.current_location);
    assert.equal(await page.getByLabel('Country', { exact: true }).locator('option:checked').textContent(), 'India');
    // Experience rows, in the resume's order; the current job is Still working.
    const exp = section(page, 'Experience');
    await exp.getByText('from resume').waitFor();
    const expRows = exp.getByTestId('experience-row');
    assert.equal(await expRows.count(), want.exp_details.length);
    for (const [i, e] of want.exp_details.entries()) {
      const row = expRows.nth(i);
      assert.equal(await row.getByLabel('Job Title').inputValue(), e.designation);
      assert.equal(await row.getByLabel('Company Name').inputValue(), e.company);
      assert.equal(await row.getByLabel('From Date').inputValue(), e.from_date.slice(0, 7));
      if (e.to_date === ' Till Date') {
        assert.equal(await row.getByRole('checkbox', { name: 'Still working' }).isChecked(), true);
        assert.equal(await row.getByLabel('To Date').isDisabled(), true);
      } else {
        assert.equal(await row.getByLabel('To Date').inputValue(), e.to_date.slice(0, 7));
      }
    }
    // Education rows.
    const edu = section(page, 'Education');
    await edu.getByText('from resume').waitFor();
    const eduRows = edu.getByTestId('education-row');
    assert.equal(await eduRows.count(), want.education_details.length);
    for (const [i, e] of want.education_details.entries()) {
      assert.equal(await eduRows.nth(i).getByLabel('University').inputValue(), e.university);
      assert.equal(await eduRows.nth(i).getByLabel('Qualification').inputValue(), e.qualification);
      assert.equal(await eduRows.nth(i).getByLabel('Passout Year').inputValue(), e.year_of_pass);
    }
    // Skills: every one of the resume's that the suite's catalogue knows (a candidate holds any number, no longer the
    // first four); Grafana and Nginx are not in the catalogue the suite starts with.
    const catalogue = new Set(['FastAPI']);
    const skills = [...want.primary_skills, ...want.secondary_skills.filter((s) => catalogue.has(s))];
    assert.ok(skills.length > 4);
    for (const s of skills) await page.getByRole('button', { name: `Remove ${s}` }).waitFor();
    // The photo found in the resume.
    await page.getByRole('img', { name: 'Profile pic' }).waitFor();
    await card(page, 'Select Profile Pic').getByText('From resume').waitFor();
    await shot(page, 'resume-parsing-after');

    // It saves as parsed: real employer names (up to 150 characters) are kept.
    await page.getByLabel('Expected CTC (₹)').fill('2200000');
    await page.getByText('Add this profile to free pool').click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/candidates\/[0-9a-f-]{36}$/, { timeout: 15_000 });
    const id = page.url().split('/').pop();
    const rec = (await get(`/api/candidates/${id}`)).data[0];
    assert.equal(rec.name, TYPED_NAME);
    assert.equal(rec.primary_email, want.primary_email);
    assert.equal(rec.primary_mobile, want.primary_mobile);
    assert.equal(Number(rec.current_ctc), want.ctc);
    assert.equal(Number(rec.notice_period), want.notice_period);
    assert.equal(rec.city_name, want.current_location);
    assert.equal(rec.company_name, want.exp_details[0].company);
    assert.match(rec.profile_pic_url ?? '', /^\/api\/files\//, 'the parsed photo was kept');
    const pic = await fetch(`${suite.url}${rec.profile_pic_url}`);
    assert.equal(pic.status, 200);
    assert.match(pic.headers.get('content-type'), /^image\/(png|jpeg)$/);
    const savedExp = (await get(`/api/candidates_experience/${id}`)).data;
    assert.equal(savedExp.length, want.exp_details.length);
    const savedEdu = (await get(`/api/candidates_education/${id}`)).data;
    assert.equal(savedEdu.length, want.education_details.length);
    const savedSkills = (await get(`/api/get_candidate_skills/${id}`)).skills.map((s) => s.skill_name).sort();
    assert.deepEqual(savedSkills, [...skills].sort());
    assertNoConsoleErrors(page);
    await page.context().close();
  });

  it('replaces the typed name when the recruiter chooses Replace (phone)', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    await openAddAndType(page);
    await shot(page, 'resume-parsing-before-phone');
    await chooseParsingFile(page);
    const ask = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'Use the values from the resume?' });
    await ask.waitFor({ timeout: 30_000 });
    await ask.getByRole('button', { name: 'Replace' }).click();
    await ask.waitFor({ state: 'hidden' });
    await page.getByRole('status').filter({ hasText: new RegExp(`fields filled from ${FILE}`) }).waitFor();
    assert.equal(await page.getByLabel('Name', { exact: true }).inputValue(), want.username);
    await fieldBlock(page, 'Name').getByText('from resume').waitFor();
    // A value the recruiter edits after the prefill loses its mark.
    await page.getByLabel('Primary Email').fill('nandini.naidu@e2e.example');
    await fieldBlock(page, 'Primary Email').getByText('from resume').waitFor({ state: 'detached' });
    await shot(page, 'resume-parsing-after-phone');
    assertNoConsoleErrors(page);
    await page.context().close();
  });

  it('says clearly when a parsing file cannot be read', async () => {
    const page = await newPage(browser);
    await signIn(page, suite.url, ADMIN);
    await page.goto(`${suite.url}/candidates/add`);
    await page.getByRole('heading', { name: 'Details' }).waitFor();
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), card(page, 'Select Parsing File').getByRole('button', { name: 'Choose file' }).click()]);
    await chooser.setFiles({ name: 'broken.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >>\ngarbage without xref') });
    await card(page, 'Select Parsing File').getByRole('alert').filter({ hasText: /damaged|not a valid/ }).waitFor();
    assert.equal(await page.getByLabel('Name', { exact: true }).inputValue(), '');
    // The server answered 422 (the browser logs the failed request; nothing else may be logged).
    const unexpected = page.consoleErrors.filter((m) => !/status of 422/.test(m));
    assert.deepEqual(unexpected, []);
    await page.context().close();
  });
});
