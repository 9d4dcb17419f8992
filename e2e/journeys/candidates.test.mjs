// Candidates journeys: add a candidate in the UI with a photo, experience, education, a skill, a resume and a
// job link; find them by a word only their resume holds; the profile's job-link status, notes, attachments and
// interviews; edit and delete an experience row; a user without Candidates edit sees no edit icons and gets 403.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { addDays, adminToken, apiForm, assertNoConsoleErrors, createRole, createUser, todayIn } from '../lib/fixtures.mjs';
import { ADMIN, apiAs, apiLogin, journeySuite, newPage, shot, signIn, until } from '../lib/suite.mjs';

let suite;
let browser;
let token;
let job; // { encrypted_id, job_title, client }
let candidateId;

// A word that appears in this candidate's resume and nowhere else (not in any field the list searches by ilike).
const RESUME_WORD = 'quillworthiness';
const CANDIDATE = {
  name: 'Aarav Menon',
  mobile: '9812345670',
  email: 'aarav.menon@e2e.example',
};

/** A one-page resume PDF written with pdf-lib: real text a PDF reader extracts. */
async function resumePdf(lines) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  let y = 790;
  for (const line of lines) {
    page.drawText(line, { x: 50, y, size: 11, font });
    y -= 18;
  }
  return Buffer.from(await doc.save());
}

/** A real photo-like PNG (a gradient with a circle), 800×600. */
function photoPng() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#3b6ea5"/><stop offset="1" stop-color="#a5d0f0"/></linearGradient></defs>
    <rect width="800" height="600" fill="url(#g)"/><circle cx="400" cy="260" r="140" fill="#e0b089"/>
    <rect x="250" y="420" width="300" height="180" rx="60" fill="#2d3e50"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The innermost block that holds both the heading text and a control (a card of the add form). */
function card(page, title, control = page.getByRole('button', { name: 'Choose file' })) {
  return page.locator('div').filter({ has: page.getByText(title, { exact: true }) }).filter({ has: control }).last();
}

/** A section of the form by its heading (Experience, Education, Add To Job Order). */
function section(page, heading) {
  return page.locator('div').filter({ has: page.getByRole('heading', { name: heading, exact: true }) }).filter({ has: page.getByRole('button', { name: 'Add More' }) }).last();
}

async function pickFile(page, button, file) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button.click()]);
  await chooser.setFiles(file);
}

async function get(path, tok = token) {
  const r = await apiAs(suite.url, tok, 'GET', path);
  assert.equal(r.status, 200, `${path}: ${JSON.stringify(r.json)}`);
  return r.json;
}

journeySuite(async (s) => {
  ({ suite, browser } = s);
  token = await adminToken(suite);
  // A client with a contact, and an active job order with the admin as its recruiter (the job-order area's routes).
  const client = await apiForm(suite.url, token, 'POST', '/api/clients', { client_legal_name: 'Nimbus Analytics Private Limited', client_short_name: 'Nimbus' });
  assert.equal(client.status, 201, JSON.stringify(client.json));
  const clientId = client.json.data.encrypted_id;
  const contact = await apiAs(suite.url, token, 'POST', '/api/client_contacts', { client_id: clientId, client_contact_name: 'Nimbus TA', client_contact_email: 'ta@nimbus.example' });
  assert.equal(contact.status, 201, JSON.stringify(contact.json));
  const india = (await get('/api/countries')).find((c) => c.name === 'India');
  const state = (await get(`/api/states?country_id=${india.id}`)).find((s) => s.name === 'Karnataka');
  const city = (await get(`/api/cities?state_id=${state.id}`)).find((c) => c.name === 'Bengaluru');
  const me = (await get('/api/me')).data[0];
  const created = await apiForm(suite.url, token, 'POST', '/api/jobs', {
    job_title: 'Platform Engineer',
    client: clientId,
    contact: contact.json.data.encrypted_id,
    country: india.id,
    state: state.id,
    city: city.id,
    office_landmark: 'Outer Ring Road',
    min_experience: '3',
    max_experience: '8',
    max_budget: '2500000',
    no_positions: '2',
    position_type: 'Full Time',
    open_outstation: 'No',
    position_status: 'Active',
    positions_description: '<p>Two seats</p>',
    job_description: '<p>Run the platform</p>',
    skill_primary: ['React'],
    skill_secondary: ['Node.js'],
    user_recruiter: [me.encrypted_id],
    qualifications: ['B.Tech'],
  });
  assert.equal(created.status, 201, JSON.stringify(created.json));
  job = { encrypted_id: created.json.data.encrypted_id, job_title: 'Platform Engineer', client: 'Nimbus' };
});

describe('candidates', () => {
  it('adds a candidate in the UI with a photo, experience, education, a skill, a resume and a job link', async () => {
    const page = await newPage(browser);
    await signIn(page, suite.url, ADMIN);
    await page.getByRole('navigation').first().getByRole('link', { name: 'Candidates', exact: true }).click();
    await page.getByRole('navigation', { name: 'Candidates sections' }).getByRole('link', { name: 'Add' }).click();
    await page.waitForURL('**/candidates/add');
    await page.getByRole('heading', { name: 'Details' }).waitFor();
    await shot(page, 'candidates-add-empty');

    // Photo through the crop dialog (16:9, zoom, SELECT).
    await pickFile(page, card(page, 'Select Profile Pic').getByRole('button', { name: 'Choose file' }), {
      name: 'aarav.png',
      mimeType: 'image/png',
      buffer: await photoPng(),
    });
    const crop = page.getByRole('dialog', { name: 'Crop Image' });
    await crop.waitFor();
    const zoom = crop.getByRole('slider').first();
    await zoom.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await crop.getByRole('button', { name: 'SELECT', exact: true }).click();
    await crop.waitFor({ state: 'hidden' });
    await page.getByRole('img', { name: 'Profile pic' }).waitFor();
    await card(page, 'Select Profile Pic', page.getByText('New photo')).waitFor();

    // Resume: a real PDF holding a word found nowhere else.
    const resume = await resumePdf([
      CANDIDATE.name,
      `${CANDIDATE.email} | +91 ${CANDIDATE.mobile}`,
      'Summary',
      `Site reliability engineer known for ${RESUME_WORD} in incident reviews.`,
      'Experience',
      'Senior Engineer, Orbit Labs, Mar 2021 - Present',
      'Engineer, Kite Systems, Jun 2018 - Feb 2021',
      'Education',
      'B.Tech, Anna University, 2018',
    ]);
    await pickFile(page, card(page, 'Select Resume').getByRole('button', { name: 'Choose file' }), {
      name: 'aarav-menon.pdf',
      mimeType: 'application/pdf',
      buffer: resume,
    });
    await page.getByText('aarav-menon.pdf').waitFor();

    // Details.
    await page.getByLabel('Name', { exact: true }).fill(CANDIDATE.name);
    await page.getByLabel('Primary Mobile').fill(CANDIDATE.mobile);
    await page.getByLabel('Primary Email').fill(CANDIDATE.email);
    await page.getByLabel('Country').selectOption({ label: 'India' });
    await page.getByLabel('State').selectOption({ label: 'Karnataka' });
    await page.getByLabel('City').locator('option', { hasText: 'Bengaluru' }).first().waitFor({ state: 'attached' });
    await page.getByLabel('City').selectOption({ label: 'Bengaluru' });
    await page.getByLabel('Experience (Years)').fill('6');
    await page.getByLabel('Experience (Months)').fill('4');
    await page.getByLabel('Current Company').fill('Orbit Labs');
    await page.getByLabel('Designation').fill('Senior Engineer');
    await page.getByLabel('Current CTC (₹)').fill('2400000');
    await page.getByLabel('Expected CTC (₹)').fill('3000000');
    await page.getByLabel('Notice Period (Days)').fill('30');
    await page.getByLabel('Resume Source').selectOption('Linkedin');

    // A skill from the catalogue (search after 3 letters).
    const skills = page.getByRole('combobox', { name: 'Skills' });
    await skills.fill('Kub');
    await page.getByRole('option', { name: 'Kubernetes' }).click();
    await page.getByRole('button', { name: 'Remove Kubernetes' }).waitFor();

    // Two experience rows.
    const exp = section(page, 'Experience');
    await exp.getByLabel('Job Title').first().fill('Senior Engineer');
    await exp.getByLabel('Company Name').first().fill('Orbit Labs');
    await exp.getByLabel('From Date').first().fill('2021-03');
    await exp.getByText('Still working').first().click();
    assert.equal(await exp.getByLabel('To Date').first().isDisabled(), true, 'Still working disables To Date');
    await exp.getByRole('button', { name: 'Add More' }).click();
    await exp.getByTestId('experience-row').nth(1).waitFor();
    const row2 = exp.getByTestId('experience-row').nth(1);
    await row2.getByLabel('Job Title').fill('Engineer');
    await row2.getByLabel('Company Name').fill('Kite Systems');
    await row2.getByLabel('From Date').fill('2018-06');
    await row2.getByLabel('To Date').fill('2021-02');

    // One education row.
    const edu = section(page, 'Education');
    await edu.getByLabel('University').fill('Anna University');
    await edu.getByLabel('Qualification').fill('B.Tech');
    await edu.getByLabel('Passout Year').fill('2018');
    await edu.getByLabel('Passout Percentage').fill('78');

    // A job link: an active job, then its recruiter.
    const jobs = section(page, 'Add To Job Order');
    await jobs.getByRole('combobox', { name: 'Job Order 1' }).click();
    await page.getByRole('option', { name: new RegExp(job.job_title) }).first().click();
    const recruiter = jobs.getByLabel('Recruiter');
    await recruiter.locator('option', { hasText: 'Admin' }).first().waitFor({ state: 'attached' });
    const recruiterOption = await recruiter.locator('option').nth(1).textContent();
    await recruiter.selectOption({ label: recruiterOption });
    await shot(page, 'candidates-add-filled');

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Added Successfully').or(page.getByText(/saved|added/i)).first().waitFor();
    await page.waitForURL(/\/candidates\/[0-9a-f-]{36}$/, { timeout: 15_000 });
    candidateId = page.url().split('/').pop();

    // What the server stored.
    const rec = (await get(`/api/candidates/${candidateId}`)).data[0];
    assert.equal(rec.name, CANDIDATE.name);
    assert.equal(rec.primary_mobile, CANDIDATE.mobile);
    assert.equal(rec.primary_email, CANDIDATE.email);
    assert.equal(rec.city_name, 'Bengaluru');
    assert.equal(rec.state_name, 'Karnataka');
    assert.equal(Number(rec.exp_years), 6);
    assert.equal(Number(rec.exp_months), 4);
    assert.equal(Number(rec.current_ctc), 2400000);
    assert.equal(Number(rec.notice_period), 30);
    assert.equal(rec.resume_source, 'Linkedin');
    assert.equal(rec.resume_name, 'aarav-menon.pdf');
    assert.match(rec.resume_url, /^\/api\/files\//);
    assert.match(rec.profile_pic_url, /^\/api\/files\//);
    const pic = await fetch(`${suite.url}${rec.profile_pic_url}`);
    assert.equal(pic.status, 200);
    const meta = await sharp(Buffer.from(await pic.arrayBuffer())).metadata();
    assert.ok(Math.abs(meta.width / meta.height - 16 / 9) < 0.05, `photo cropped 16:9 (${meta.width}×${meta.height})`);
    const storedSkills = (await get(`/api/get_candidate_skills/${candidateId}`)).skills.map((s) => s.skill_name);
    assert.deepEqual(storedSkills, ['Kubernetes']);
    const experience = (await get(`/api/candidates_experience/${candidateId}`)).data;
    assert.equal(experience.length, 2);
    const orbit = experience.find((e) => e.company_name === 'Orbit Labs');
    assert.equal(orbit.job_title, 'Senior Engineer');
    assert.equal(orbit.start_date.slice(0, 7), '2021-03');
    assert.equal(String(orbit.still_working), '1');
    const kite = experience.find((e) => e.company_name === 'Kite Systems');
    assert.equal(kite.end_date.slice(0, 7), '2021-02');
    assert.equal(String(kite.still_working), '0');
    const education = (await get(`/api/candidates_education/${candidateId}`)).data;
    assert.equal(education.length, 1);
    assert.equal(education[0].university, 'Anna University');
    assert.equal(String(education[0].passout_year), '2018');
    const links = (await get(`/api/candidates_job_orders?candidate_id=${candidateId}`)).data;
    assert.equal(links.length, 1);
    assert.equal(links[0].job_id, job.encrypted_id);
    assert.equal(links[0].main_status_id, 'P');
    assert.equal(String(links[0].main_substatus_id), '103');

    // The profile shows what was saved.
    await page.getByRole('heading', { name: CANDIDATE.name }).first().waitFor();
    await page.getByText('Orbit Labs').first().waitFor();
    await shot(page, 'candidates-profile-resume');
    assertNoConsoleErrors(page);
    await page.context().close();
  });

  it('finds the candidate by a word only their resume holds, and opens the profile', async () => {
    assert.ok(candidateId, 'the add journey ran');
    // The resume text is extracted off the request thread: wait for the server to have indexed it.
    await until(async () => (await get(`/api/candidates?q=${RESUME_WORD}`)).data.length > 0, 'resume indexed');
    for (const viewport of [
      { width: 1366, height: 800, tag: 'desktop' },
      { width: 390, height: 844, tag: 'phone' },
    ]) {
      const page = await newPage(browser, viewport);
      await signIn(page, suite.url, ADMIN);
      await page.goto(`${suite.url}/candidates`);
      const search = page.getByLabel(/Search name, mobile/);
      await search.fill(RESUME_WORD);
      const link = page.getByRole('link', { name: CANDIDATE.name, exact: true });
      await link.waitFor();
      await page.waitForURL(new RegExp(`q=${RESUME_WORD}`));
      assert.equal(await page.getByRole('link', { name: /^View / }).count(), 1, 'only the one candidate');
      await page.getByLabel('Loading').waitFor({ state: 'hidden' });
      await shot(page, `candidates-list-search-${viewport.tag}`);
      if (viewport.tag === 'desktop') {
        await link.click();
        await page.waitForURL(`**/candidates/${candidateId}`);
        await page.getByRole('heading', { name: CANDIDATE.name }).first().waitFor();
      }
      assertNoConsoleErrors(page);
      await page.context().close();
    }
    const list = await get(`/api/candidates?q=${RESUME_WORD}`);
    assert.deepEqual(
      list.data.map((r) => r.encrypted_id),
      [candidateId],
    );
  });

  it('changes the job link status, adds a note, an attachment and an interview on the profile', async () => {
    assert.ok(candidateId, 'the add journey ran');
    const page = await newPage(browser);
    await signIn(page, suite.url, ADMIN);
    await page.goto(`${suite.url}/candidates/${candidateId}?side=joborders`);
    const side = page.getByRole('tablist', { name: 'Candidate details' });
    await side.waitFor();

    // Job Orders: move the link to another main status and one of its sub statuses.
    const mains = (await get('/api/job_mainstatus')).data;
    const target = mains.find((m) => m.fixed_id !== 'P');
    const subs = (await get(`/api/job_mainsubstatus?main_status_id=${target.fixed_id}`)).data;
    await page.getByText(job.job_title).first().waitFor();
    await page.getByLabel('Main Status').selectOption({ label: target.name });
    await page.getByLabel('Sub Status').locator('option', { hasText: subs[0].name }).first().waitFor({ state: 'attached' });
    await page.getByLabel('Sub Status').selectOption({ label: subs[0].name });
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Candidate Job Orders Details Updated Successfully').first().waitFor();
    const link = (await get(`/api/candidates_job_orders?candidate_id=${candidateId}`)).data[0];
    assert.equal(link.main_status_id, target.fixed_id);
    assert.equal(String(link.main_substatus_id), String(subs[0].fixed_id));
    await page.getByText(`${target.name} / ${subs[0].name}`).first().waitFor();
    await shot(page, 'candidates-profile-joborders');

    // Notes: Add opens the form, Save closes it and the note is listed.
    await side.getByRole('tab', { name: 'Notes' }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('textbox', { name: 'Note' }).fill('Spoke to Aarav: open to relocate to Pune.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('tabpanel', { name: 'Notes' }).getByText('Spoke to Aarav: open to relocate to Pune.').waitFor();
    await page.getByRole('textbox', { name: 'Note' }).waitFor({ state: 'detached' }); // the form closed
    const notes = (await get(`/api/candidates_notes?candidate_id=${candidateId}`)).data;
    assert.deepEqual(
      notes.map((n) => n.notes),
      ['Spoke to Aarav: open to relocate to Pune.'],
    );

    // Attachments: description and a file.
    await side.getByRole('tab', { name: 'Attachments' }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByLabel('Description').fill('Offer letter from Orbit Labs');
    const offer = await resumePdf(['Offer letter', 'Orbit Labs', 'Senior Engineer']);
    await pickFile(page, page.getByRole('button', { name: 'Choose file' }), { name: 'offer-letter.pdf', mimeType: 'application/pdf', buffer: offer });
    await page.getByText('offer-letter.pdf').waitFor();
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByRole('link', { name: 'offer-letter.pdf', exact: true }).waitFor();
    const attachments = (await get(`/api/candidates_attachments?candidate_id=${candidateId}`)).data;
    assert.equal(attachments.length, 1);
    assert.equal(attachments[0].description, 'Offer letter from Orbit Labs');
    assert.equal(attachments[0].attachment_name, 'offer-letter.pdf');
    const download = await fetch(`${suite.url}${attachments[0].attachment_url}`);
    assert.equal(download.status, 200);
    assert.deepEqual(Buffer.from(await download.arrayBuffer()), offer);
    await shot(page, 'candidates-profile-attachments');

    // Schedule Interviews: for the linked job, tomorrow (in India, the product's time zone) at 11:30 AM, 45 minutes, video.
    await side.getByRole('tab', { name: 'Schedule Interviews' }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    // the one interview form of the suite (issue 18), as on the job order
    const interviewForm = page.getByRole('dialog', { name: 'Schedule Interview' });
    await interviewForm.getByLabel('Job Order').selectOption({ label: `${job.job_title} - ${job.client}` });
    await interviewForm.getByLabel('Mode of Interview').selectOption('Video Conference');
    const tomorrow = addDays(todayIn('Asia/Kolkata'), 1);
    await interviewForm.getByRole('textbox', { name: 'Date', exact: true }).fill(`${tomorrow.slice(8, 10)}/${tomorrow.slice(5, 7)}/${tomorrow.slice(0, 4)}`);
    await interviewForm.getByLabel('Hour').selectOption('11');
    await interviewForm.getByLabel('Minutes').selectOption('30');
    await interviewForm.getByLabel('AM or PM').selectOption('AM');
    await interviewForm.getByLabel('Duration').selectOption({ label: '45 minutes' });
    await interviewForm.getByRole('button', { name: 'Save' }).click();
    await interviewForm.waitFor({ state: 'hidden' });
    await page.getByText('Video Conference').waitFor();
    const interviews = (await get(`/api/candidates_interview_schedule?candidate_id=${candidateId}`)).data;
    assert.equal(interviews.length, 1);
    assert.equal(interviews[0].job_id, job.encrypted_id);
    assert.equal(interviews[0].mode_interview, 'Video Conference');
    assert.equal(interviews[0].date.slice(0, 10), tomorrow);
    assert.equal(Number(interviews[0].hour), 11);
    assert.equal(Number(interviews[0].minutes), 30);
    assert.equal(interviews[0].timeformat, 'AM');
    assert.equal(Number(interviews[0].duration), 45);
    await shot(page, 'candidates-profile-interviews');

    // The main tabs.
    const main = page.getByRole('tablist', { name: 'Profile' });
    await main.getByRole('tab', { name: 'Experience' }).click();
    await page.getByText('Kite Systems').first().waitFor();
    await shot(page, 'candidates-profile-experience');
    assertNoConsoleErrors(page);
    await page.context().close();

    const phone = await newPage(browser, { width: 390, height: 844 });
    await signIn(phone, suite.url, ADMIN);
    await phone.goto(`${suite.url}/candidates/${candidateId}?side=notes`);
    await phone.getByRole('tabpanel', { name: 'Notes' }).getByText('Spoke to Aarav: open to relocate to Pune.').waitFor();
    await shot(phone, 'candidates-profile-notes-phone');
    assertNoConsoleErrors(phone);
    await phone.context().close();
  });

  it('edits one experience row and deletes the other', async () => {
    assert.ok(candidateId, 'the add journey ran');
    const page = await newPage(browser);
    await signIn(page, suite.url, ADMIN);
    await page.goto(`${suite.url}/candidates/${candidateId}`);
    await page.getByRole('link', { name: 'Edit candidate' }).click();
    await page.waitForURL(`**/candidates/${candidateId}/edit`);
    const exp = section(page, 'Experience');
    await exp.getByTestId('experience-row').nth(1).waitFor();
    const rows = exp.getByTestId('experience-row');
    // Find the rows by what they hold.
    const titles = await rows.getByLabel('Company Name').evaluateAll((els) => els.map((e) => e.value));
    const orbitIndex = titles.indexOf('Orbit Labs');
    const kiteIndex = titles.indexOf('Kite Systems');
    assert.ok(orbitIndex >= 0 && kiteIndex >= 0, JSON.stringify(titles));

    // Delete Kite Systems: asks, then is gone on the server at once.
    await rows.nth(kiteIndex).getByRole('button', { name: /Delete experience/ }).click();
    const ask = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'Are you sure you want to delete Experience ?' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Deleted Successfully').first().waitFor();
    await until(async () => (await get(`/api/candidates_experience/${candidateId}`)).data.length === 1, 'experience row deleted');
    assert.deepEqual(
      (await get(`/api/candidates_experience/${candidateId}`)).data.map((e) => e.company_name),
      ['Orbit Labs'],
    );

    // Edit the remaining row's title, save, and read it back.
    const orbit = exp.getByTestId('experience-row').first();
    assert.equal(await orbit.getByLabel('Company Name').inputValue(), 'Orbit Labs');
    await orbit.getByLabel('Job Title').fill('Staff Engineer');
    await shot(page, 'candidates-edit');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Updated Successfully').first().waitFor();
    await page.waitForURL(`**/candidates/${candidateId}`, { timeout: 15_000 });
    const after = (await get(`/api/candidates_experience/${candidateId}`)).data;
    assert.equal(after.length, 1);
    assert.equal(after[0].job_title, 'Staff Engineer');
    assert.equal(after[0].company_name, 'Orbit Labs');
    assert.equal(String(after[0].still_working), '1');
    // Nothing else was changed by the save.
    const rec = (await get(`/api/candidates/${candidateId}`)).data[0];
    assert.equal(rec.name, CANDIDATE.name);
    assert.equal((await get(`/api/candidates_education/${candidateId}`)).data.length, 1);
    assert.equal((await get(`/api/candidates_job_orders?candidate_id=${candidateId}`)).data.length, 1);
    assertNoConsoleErrors(page);
    await page.context().close();
  });

  it('shows a user without Candidates edit no edit icons, and the server refuses their edits with 403', async () => {
    assert.ok(candidateId, 'the add journey ran');
    await createRole(suite, 'Candidate Scout', { Candidates: { m_view: 1, m_add: 1 } });
    const scout = await createUser(suite, { role: 'Candidate Scout', email: 'scout@e2e.example', firstName: 'Kiran', lastName: 'Rao', mobile: '9123456780' });
    const page = await newPage(browser);
    await signIn(page, suite.url, scout);
    await page.goto(`${suite.url}/candidates`);
    await page.getByRole('link', { name: `View ${CANDIDATE.name}` }).waitFor();
    assert.equal(await page.getByRole('link', { name: `Edit ${CANDIDATE.name}` }).count(), 0);
    assert.equal(await page.getByRole('button', { name: `Delete ${CANDIDATE.name}` }).count(), 0);
    // Add is granted: the Add tab is there.
    await page.getByRole('navigation', { name: 'Candidates sections' }).getByRole('link', { name: 'Add' }).waitFor();

    await page.getByRole('link', { name: `View ${CANDIDATE.name}` }).click();
    await page.getByRole('heading', { name: CANDIDATE.name }).first().waitFor();
    assert.equal(await page.getByRole('link', { name: 'Edit candidate' }).count(), 0);
    assert.equal(await page.getByRole('button', { name: 'Delete candidate' }).count(), 0);
    const side = page.getByRole('tablist', { name: 'Candidate details' });
    await side.getByRole('tab', { name: 'Notes' }).click();
    // in the Notes panel: the Snapshot panel, leaving, shows the latest note too
    await page.getByRole('tabpanel', { name: 'Notes' }).getByText('Spoke to Aarav: open to relocate to Pune.').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Add', exact: true }).count(), 0, 'no Add on notes');
    assert.equal(await page.getByRole('button', { name: 'Delete note' }).count(), 0);
    await side.getByRole('tab', { name: 'Job Orders' }).click();
    await page.getByText(job.job_title).first().waitFor();
    assert.equal(await page.getByRole('button', { name: 'Update' }).count(), 0, 'no status change');
    await side.getByRole('tab', { name: 'Attachments' }).click();
    await page.getByRole('link', { name: 'offer-letter.pdf', exact: true }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Delete offer-letter.pdf' }).count(), 0);
    await shot(page, 'candidates-profile-no-edit');

    // The edit screen by its address says no.
    await page.goto(`${suite.url}/candidates/${candidateId}/edit`);
    await page.getByText('This action is unauthorized.').waitFor();

    // And the server refuses, whatever the screen shows.
    const tok = await apiLogin(suite.url, scout.email, scout.password);
    const expId = (await get(`/api/candidates_experience/${candidateId}`)).data[0].encrypted_id;
    const linkId = (await get(`/api/candidates_job_orders?candidate_id=${candidateId}`)).data[0].encrypted_id;
    const refused = [
      await apiForm(suite.url, tok, 'POST', `/api/candidates/${candidateId}`, { name: 'Hijacked' }),
      await apiAs(suite.url, tok, 'POST', '/api/candidates_experience', { candidate_id: candidateId, encrypted_id: expId, job_title: 'X', company_name: 'Y', start_date: '2020-01-01', still_working: '1' }),
      await apiAs(suite.url, tok, 'DELETE', `/api/candidates_experience/${expId}`),
      await apiAs(suite.url, tok, 'POST', '/api/candidates_notes', { candidate_id: candidateId, notes: 'not allowed' }),
      await apiAs(suite.url, tok, 'PUT', '/api/candidates_job_orders', { encrypted_id: linkId, mainstatus_id: 'P', mainsubstatus_id: '103' }),
      await apiAs(suite.url, tok, 'DELETE', `/api/candidate_delete/${candidateId}`),
    ];
    for (const r of refused) assert.deepEqual([r.status, r.json], [403, { status: false, message: 'This action is unauthorized.' }]);
    const rec = (await get(`/api/candidates/${candidateId}`)).data[0];
    assert.equal(rec.name, CANDIDATE.name);
    assert.equal((await get(`/api/candidates_experience/${candidateId}`)).data[0].job_title, 'Staff Engineer');
    assert.equal((await get(`/api/candidates_notes?candidate_id=${candidateId}`)).data.length, 1);
    // Reading is allowed.
    assert.equal((await apiAs(suite.url, tok, 'GET', `/api/candidates/${candidateId}`)).status, 200);
    assertNoConsoleErrors(page);
    await page.context().close();
  });
});
