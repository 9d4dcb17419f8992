// Job Orders journeys: a job order created in the form for a client (skills, a recruiter found by e-mail search, a JD
// file), seen in the Active list, two candidates linked from Database Match, one moved Processed → Active → Offered on
// the board, an interview scheduled, the Actionable tab; then the same screens at phone width.
// Clients, contacts, candidates and the recruiter are made through the API first; every step is read back from it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { adminToken, assertNoConsoleErrors, createUser } from '../lib/fixtures.mjs';
import { ADMIN, apiAs, journeySuite, newPage, shot, signIn } from '../lib/suite.mjs';

let suite;
let browser;
let token;
const TITLE = 'Senior React Developer';
const RECRUITER = { email: 'Meera.Iyer@e2e.example', firstName: 'Meera', lastName: 'Iyer' };
const CLIENT = { short: 'Ganges Software', legal: 'Ganges Software Private Limited', contact: 'Anita Rao' };
const CANDIDATES = [
  { name: 'Arjun Mehta', email: 'arjun.mehta@e2e.example', mobile: '9811111111', skills: ['React', 'TypeScript', 'Node.js'] },
  { name: 'Kavya Nair', email: 'kavya.nair@e2e.example', mobile: '9822222222', skills: ['React', 'Node.js'] },
];
const state = {}; // what the first journey made, for the phone-width one

/** A real one-page PDF (catalog, page, Helvetica text, cross-reference table) with the lines given. */
function pdfWith(lines) {
  const esc = (s) => s.replace(/[()\\]/g, '\\$&');
  const text = lines.map((l, i) => `BT /F1 12 Tf 72 ${720 - i * 18} Td (${esc(l)}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const JD_PDF = pdfWith([
  'Senior React Developer - Job Description',
  'Build and own the customer portal in React and TypeScript.',
  'Node.js services, code review, mentoring two engineers.',
]);

/** A multipart request (the screens' own uploads) as the given bearer; lists become key[i]. */
async function apiForm(method, url, parts) {
  const form = new FormData();
  for (const [k, v] of Object.entries(parts)) {
    if (Array.isArray(v)) v.forEach((item, i) => form.append(`${k}[${i}]`, String(item)));
    else form.append(k, String(v));
  }
  const r = await fetch(`${suite.url}${url}`, { method, headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: r.status, json: await r.json() };
}

const get = async (url) => {
  const r = await apiAs(suite.url, token, 'GET', url);
  assert.equal(r.status, 200, `${url}: ${JSON.stringify(r.json)}`);
  return r.json;
};

/** A list answer's rows, whether bare or in the `data` envelope. */
const rowsOf = (body) => (Array.isArray(body) ? body : body.data);

/** Today + days as dd/MM/yyyy in the product's time zone (the server's 'today'). */
function dayFromNow(days) {
  const d = new Date(Date.now() + days * 86_400_000);
  const [dd, mm, yyyy] = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: '2-digit', month: '2-digit', year: 'numeric' })
    .format(d)
    .split('/');
  return { typed: `${dd}${mm}${yyyy}`, shown: `${dd}/${mm}/${yyyy}`, iso: `${yyyy}-${mm}-${dd}` };
}

/** The page does not scroll sideways (a phone shows every screen within its width). */
async function assertFitsWidth(page, what) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  assert.ok(scroll <= width, `${what}: the page is ${scroll}px wide in a ${width}px window`);
}

/** The candidate's link to the job as the Candidates API reports it. */
async function linkOf(candidateId, jobId) {
  const body = await get(`/api/candidates_job_orders?candidate_id=${candidateId}`);
  const rows = body.data.filter((r) => r.job_id === jobId);
  assert.equal(rows.length, 1, `one link of the candidate to the job: ${JSON.stringify(body.data)}`);
  return rows[0];
}

/** The status moves of the candidate on the job, oldest first (from the status history). */
async function historyOf(candidateId, jobId) {
  const body = await get(`/api/candidates_activity/${candidateId}`);
  return body.data
    .filter((r) => r.kind === 'status' && r.job_id === jobId)
    .reverse()
    .map((r) => ({ from: r.from_status, to: r.to_status, by: r.username }));
}

journeySuite(async (s) => {
  ({ suite, browser } = s);
  token = await adminToken(suite);
  const me = (await get('/api/me')).data[0];
  state.adminName = `${me.first_name} ${me.last_name}`.trim();
  await createUser(suite, { role: 'recruiter', email: RECRUITER.email, firstName: RECRUITER.firstName, lastName: RECRUITER.lastName, mobile: '9876500001' });

  const client = await apiForm('POST', '/api/clients', { client_legal_name: CLIENT.legal, client_short_name: CLIENT.short });
  assert.equal(client.status, 201, JSON.stringify(client.json));
  state.clientId = client.json.data.encrypted_id;
  const contact = await apiAs(suite.url, token, 'POST', '/api/client_contacts', {
    client_id: state.clientId,
    client_contact_name: CLIENT.contact,
    client_contact_email: 'anita.rao@ganges.example',
  });
  assert.equal(contact.status, 201, JSON.stringify(contact.json));

  const india = (await get('/api/countries')).find((c) => c.name === 'India');
  const karnataka = (await get(`/api/states?country_id=${india.id}`)).find((s) => s.name === 'Karnataka');
  const bengaluru = (await get(`/api/cities?state_id=${karnataka.id}`)).find((c) => c.name === 'Bengaluru');
  assert.ok(india && karnataka && bengaluru, 'India, Karnataka and Bengaluru are in the catalogue');
  state.geo = { india, karnataka, bengaluru };

  state.candidates = [];
  for (const c of CANDIDATES) {
    const res = await apiForm('POST', '/api/candidates', {
      name: c.name,
      primary_mobile: c.mobile,
      primary_email: c.email,
      country: india.id,
      state: karnataka.id,
      city: bengaluru.id,
      exp_years: 4,
      exp_months: 6,
      current_ctc: 1200000,
      expected_ctc: 1600000,
      notice_period: 30,
      skill: c.skills,
    });
    assert.equal(res.status, 201, JSON.stringify(res.json));
    state.candidates.push({ ...c, id: res.json.data.encrypted_id });
  }
});

describe('job orders', () => {
  it('creates a job order in the form, links two candidates from Database Match, moves one on the board, schedules an interview', async () => {
    const page = await newPage(browser);
    await signIn(page, suite.url, ADMIN);
    await page.getByRole('navigation').first().getByRole('link', { name: 'Job Orders', exact: true }).click();
    await page.waitForURL('**/joborders');
    await page.getByRole('link', { name: 'Add', exact: true }).click();
    await page.waitForURL('**/joborders/add');
    const form = page.getByRole('form', { name: 'Add job order' });
    await form.waitFor();

    // The required fields are checked before anything is sent.
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/jobs') posts += 1;
    });
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Job Title is required').first().waitFor();
    await form.getByText('Recruiter is required').first().waitFor();
    assert.equal(posts, 0, 'nothing is sent while required fields are empty');

    // --- the form, as a user fills it
    await form.getByLabel('Job Description File').setInputFiles({ name: 'senior-react-developer-jd.pdf', mimeType: 'application/pdf', buffer: JD_PDF });
    await form.getByText('senior-react-developer-jd.pdf').waitFor();
    await form.getByLabel('Job Title').fill(TITLE);
    // Leaving with unsaved changes asks first; staying keeps what was typed.
    await page.getByRole('link', { name: 'List', exact: true }).click();
    const leave = page.getByRole('alertdialog', { name: 'Unsaved changes' });
    await leave.getByText('You have unsaved changes. Leave this page?').waitFor();
    await leave.getByRole('button', { name: 'Cancel' }).click();
    await leave.waitFor({ state: 'hidden' });
    assert.match(page.url(), /\/joborders\/add$/);
    assert.equal(await form.getByLabel('Job Title').inputValue(), TITLE);
    await form.getByRole('combobox', { name: 'Select Client' }).fill('gang');
    await page.getByRole('option', { name: CLIENT.short }).click();
    await form.getByLabel('Client Contact').selectOption({ label: CLIENT.contact });
    await form.getByLabel('Country').selectOption({ label: 'India' });
    await form.getByLabel('State').selectOption({ label: 'Karnataka' });
    await form.getByLabel('City').selectOption({ label: 'Bengaluru' });
    await form.getByLabel('Office Name/Land mark').fill('Manyata Tech Park');
    await form.getByLabel('Min. Experience').fill('3');
    await form.getByLabel('Max. Experience').fill('6');
    await form.getByLabel('Maximum Budget').fill('1800000');
    await form.getByLabel('No. of Positions').fill('2');
    await form.getByLabel('Position Type').selectOption('Full Time');
    await form.getByLabel('Open for Outstation').selectOption('Yes');
    for (const [field, skill] of [
      ['Primary Skills', 'React'],
      ['Primary Skills', 'TypeScript'],
      ['Secondary Skills', 'Node.js'],
    ]) {
      await form.getByRole('combobox', { name: field }).fill(skill);
      await page.getByRole('option', { name: skill, exact: true }).click();
    }
    // The recruiter search starts at 3 characters and ignores case.
    const recruiters = form.getByRole('combobox', { name: 'Recruiters' });
    await recruiters.fill('me');
    await form.getByText('Type at least 3 characters').waitFor();
    await recruiters.fill('MEERA.i');
    await page.getByRole('option', { name: new RegExp(RECRUITER.email, 'i') }).click();
    await form.getByText(RECRUITER.email).waitFor();
    await form.getByRole('combobox', { name: 'Qualifications' }).fill('B.Te');
    await page.getByRole('option', { name: 'B.Tech', exact: true }).click();
    await form.getByRole('textbox', { name: 'Position Inputs' }).click();
    await page.keyboard.type('Two seats for the customer portal team.');
    await form.getByRole('textbox', { name: 'Job Description' }).click();
    await page.keyboard.type('Build and own the customer portal in React and TypeScript.');
    await shot(page, 'joborders-add-form');

    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog').getByText('Job Added Successfully').waitFor();
    await page.waitForURL(/\/joborders\/[0-9a-f-]{36}$/, { timeout: 10_000 });
    const jobId = page.url().split('/').pop();
    state.jobId = jobId;
    assert.equal(posts, 1, 'the job order is sent once');

    // --- the server kept what was entered
    const job = (await get(`/api/jobs/${jobId}`)).data[0];
    assert.equal(job.job_title, TITLE);
    assert.equal(job.client_name, CLIENT.short);
    assert.equal(job.contact_name, CLIENT.contact);
    assert.equal(job.city_name, 'Bengaluru');
    assert.equal(job.office_landmark, 'Manyata Tech Park');
    assert.equal(Number(job.min_experience), 3);
    assert.equal(Number(job.max_experience), 6);
    assert.equal(Number(job.max_budget), 1800000);
    assert.equal(job.no_positions, 2);
    assert.equal(job.status, 'active');
    assert.equal(job.open_outstation, 'Yes');
    assert.match(job.positions_description, /Two seats for the customer portal team\./);
    assert.match(job.job_description, /customer portal in React and TypeScript\./);
    const skills = rowsOf(await get(`/api/job_skills/${jobId}`));
    assert.deepEqual(
      skills.map((s) => `${s.skill_type}:${s.skill_name}`).sort(),
      ['primary:React', 'primary:TypeScript', 'secondary:Node.js'],
    );
    const users = rowsOf(await get(`/api/job_users/${jobId}`));
    assert.deepEqual(
      users.map((u) => `${u.user_type}:${u.user_email}`),
      [`recruiter:${RECRUITER.email.toLowerCase()}`],
    );
    state.recruiterId = users[0].user_id;
    const quals = rowsOf(await get(`/api/job_qualifications/${jobId}`));
    assert.deepEqual(quals.map((q) => q.name), ['B.Tech']);
    assert.ok(job.jobdescription_file_url, 'the JD file is stored');
    const download = await fetch(new URL(job.jobdescription_file_url, suite.url));
    assert.equal(download.status, 200);
    assert.deepEqual(Buffer.from(await download.arrayBuffer()), JD_PDF, 'the JD downloads as it was uploaded');

    // --- the detail: header, summary strip, tabs
    await page.getByRole('heading', { name: TITLE, level: 2 }).waitFor();
    await page.getByText('Bengaluru | Manyata Tech Park').waitFor();
    await page.getByText('3 to 6 Years').waitFor();
    await page.getByText(job.job_code, { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Download job description' }).waitFor();
    const tabs = page.getByRole('navigation', { name: 'Job order tabs' });
    await page.getByText(RECRUITER.firstName + ' ' + RECRUITER.lastName).waitFor();
    await shot(page, 'joborders-detail-details');
    await tabs.getByRole('link', { name: 'Job Description' }).click();
    await page.getByRole('link', { name: 'senior-react-developer-jd.pdf' }).waitFor();
    await shot(page, 'joborders-detail-description');

    // --- the Active list shows it
    await page.getByRole('link', { name: 'List', exact: true }).click();
    await page.waitForURL('**/joborders/list**');
    const row = page.getByRole('row', { name: new RegExp(TITLE) });
    await row.waitFor();
    await row.getByText(CLIENT.short).waitFor();
    await row.getByText(CLIENT.contact).waitFor();
    await row.getByText('Bengaluru | Manyata Tech Park').waitFor();
    await shot(page, 'joborders-list-active');
    const active = await get('/api/jobs?status=active');
    assert.deepEqual(active.data.map((j) => j.encrypted_id), [jobId]);
    await page.getByRole('link', { name: 'InActive' }).click();
    await page.getByText('no data found').waitFor();
    await row.getByRole('link', { name: TITLE }).waitFor({ state: 'detached' });

    // --- Database Match: both candidates ranked with their reasons; link them
    await page.goto(`${suite.url}/joborders/${jobId}?tab=match`);
    for (const c of state.candidates) await page.getByRole('link', { name: c.name }).waitFor();
    await page.getByText('Primary skills: React, TypeScript').waitFor();
    await page.getByText('Same city (Bengaluru)').first().waitFor();
    await page.getByText('Expected CTC within the budget', { exact: false }).first().waitFor();
    assert.equal(await page.getByLabel('Recruiter for new links').inputValue(), state.recruiterId);
    await shot(page, 'joborders-detail-match');
    for (const c of state.candidates) {
      const card = page.locator('div').filter({ has: page.getByRole('link', { name: c.name }) }).filter({ has: page.getByRole('button', { name: 'Link to job' }) }).last();
      await card.getByRole('button', { name: 'Link to job' }).click();
      await page.getByRole('link', { name: c.name }).waitFor({ state: 'detached' });
    }
    for (const c of state.candidates) {
      const link = await linkOf(c.id, jobId);
      assert.equal(link.main_status_id, 'P');
      assert.equal(link.main_substatus_id, '103');
      assert.equal(link.recruiter_id, state.recruiterId);
      c.linkId = link.encrypted_id;
      assert.deepEqual(await historyOf(c.id, jobId), [{ from: null, to: 'Prospective / Yet to Screen', by: state.adminName }]);
    }
    assert.deepEqual((await get(`/api/job_pipeline_counts/${jobId}`)).data, { Joined: 0, Active: 0, Offered: 0, Processed: 0, Prospective: 2 });

    // --- the board: move Arjun Processed → Active → Offered through the Move dialog
    const arjun = state.candidates[0];
    await tabs.getByRole('link', { name: 'Status' }).click();
    await page.getByRole('navigation', { name: 'Pipeline view' }).getByRole('link', { name: 'Board' }).click();
    await page.waitForURL(/view=board/);
    const column = (name) => page.getByRole('region', { name: `${name} column` });
    await column('Prospective').getByRole('link', { name: arjun.name }).waitFor();
    await shot(page, 'joborders-board');
    const moves = [
      ['Processed', 'Resume Submitted', 'S', '201'],
      ['Active', 'Interview Scheduled', 'A', '301'],
      ['Offered', 'Offer Released', 'R', '401'],
    ];
    for (const [main, sub, mainId, subId] of moves) {
      await page.getByRole('button', { name: `Move ${arjun.name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Change Status' });
      await dialog.waitFor();
      await dialog.getByLabel('Main Status').selectOption({ label: main });
      assert.equal(await dialog.getByLabel('Sub Status').inputValue(), '', 'a new main status clears the sub status');
      await dialog.getByLabel('Sub Status').selectOption({ label: sub });
      if (main === 'Offered') {
        // an offer asks for its numbers
        await dialog.getByRole('button', { name: 'Update' }).click();
        await dialog.getByText('The offered ctc field is required.').waitFor();
        await dialog.getByLabel('Offered CTC').fill('1800000');
        await dialog.getByLabel('Expected Joining Date').fill(dayFromNow(30).iso);
        await shot(page, 'joborders-board-move-dialog');
      }
      await dialog.getByRole('button', { name: 'Update' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await column(main).getByRole('link', { name: arjun.name }).waitFor();
      await column(main).getByText(sub).waitFor();
      const link = await linkOf(arjun.id, jobId);
      assert.equal(link.main_status_id, mainId);
      assert.equal(link.main_substatus_id, subId);
    }
    assert.deepEqual(await historyOf(arjun.id, jobId), [
      { from: null, to: 'Prospective / Yet to Screen', by: state.adminName },
      { from: 'Prospective / Yet to Screen', to: 'Processed / Resume Submitted', by: state.adminName },
      { from: 'Processed / Resume Submitted', to: 'Active / Interview Scheduled', by: state.adminName },
      { from: 'Active / Interview Scheduled', to: 'Offered / Offer Released', by: state.adminName },
    ]);
    assert.deepEqual((await get(`/api/job_pipeline_counts/${jobId}`)).data, { Joined: 0, Active: 0, Offered: 1, Processed: 0, Prospective: 1 });
    // Kavya is dragged to Processed: the dialog opens with that main status and asks for its sub status.
    const kavya = state.candidates[1];
    const card = column('Prospective').locator('[aria-roledescription="Draggable candidate card"]').filter({ hasText: kavya.name });
    await card.dragTo(column('Processed'));
    const dropped = page.getByRole('dialog', { name: 'Change Status' });
    await dropped.waitFor();
    await dropped.getByText(kavya.name).waitFor();
    assert.equal(await dropped.getByLabel('Main Status').inputValue(), 'S');
    assert.equal(await dropped.getByLabel('Sub Status').inputValue(), '');
    await dropped.getByRole('button', { name: 'Update' }).click();
    await dropped.getByText('The sub status field is required.').waitFor();
    await dropped.getByLabel('Sub Status').selectOption({ label: 'Client Screening' });
    await dropped.getByRole('button', { name: 'Update' }).click();
    await dropped.waitFor({ state: 'hidden' });
    await column('Processed').getByRole('link', { name: kavya.name }).waitFor();
    const kavyaLink = await linkOf(kavya.id, jobId);
    assert.deepEqual([kavyaLink.main_status_id, kavyaLink.main_substatus_id], ['S', '202']);
    assert.deepEqual(await historyOf(kavya.id, jobId), [
      { from: null, to: 'Prospective / Yet to Screen', by: state.adminName },
      { from: 'Prospective / Yet to Screen', to: 'Processed / Client Screening', by: state.adminName },
    ]);
    assert.deepEqual((await get(`/api/job_pipeline_counts/${jobId}`)).data, { Joined: 0, Active: 0, Offered: 1, Processed: 1, Prospective: 0 });
    await shot(page, 'joborders-board-moved');

    // --- schedule an interview from the right panel
    const when = dayFromNow(7);
    await page.getByRole('tablist', { name: 'Job order panel' }).getByRole('tab', { name: 'Schedule Interviews' }).click();
    await page.getByRole('button', { name: 'Schedule Interview' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Interview' });
    await dialog.waitFor();
    await dialog.getByRole('combobox', { name: 'Candidate' }).fill('kav');
    await page.getByRole('option', { name: kavya.name }).click();
    await dialog.getByRole('textbox', { name: 'Date', exact: true }).fill(when.typed);
    assert.equal(await dialog.getByRole('textbox', { name: 'Date', exact: true }).inputValue(), when.shown);
    await dialog.getByLabel('Hour').selectOption('03');
    await dialog.getByLabel('Minutes').selectOption('30');
    await dialog.getByLabel('AM or PM').selectOption('PM');
    await dialog.getByLabel('Duration').selectOption({ label: '45 minutes' });
    await dialog.getByLabel('Mode of Interview').selectOption('Video Conference');
    await shot(page, 'joborders-interview-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(kavya.name).first().waitFor();
    const interviews = await get(`/api/candidates_interview_schedule?job_id=${jobId}`);
    assert.equal(interviews.data.length, 1, `one interview, sent once: ${JSON.stringify(interviews.data)}`);
    const iv = interviews.data[0];
    assert.equal(iv.candidate_id, kavya.id);
    assert.equal(iv.job_id, jobId);
    assert.equal(iv.date, when.iso);
    assert.equal(Number(iv.hour), 3);
    assert.equal(Number(iv.minutes), 30);
    assert.equal(iv.timeformat, 'PM');
    assert.equal(Number(iv.duration), 45);
    assert.equal(iv.mode_interview, 'Video Conference');
    await shot(page, 'joborders-interviews-panel');

    // --- the Activity panel lists the status moves, newest first
    await page.getByRole('tablist', { name: 'Job order panel' }).getByRole('tab', { name: 'Activity' }).click();
    const activity = page.getByRole('list', { name: 'Activity' });
    await activity.getByText('Offered / Offer Released').waitFor();
    await activity.getByText('Processed / Client Screening').waitFor();
    assert.equal(await activity.getByRole('listitem').first().getByText('Schedule Interviews').count(), 1, 'the interview is the newest activity');
    await shot(page, 'joborders-activity-panel');

    // --- Actionable: the job with its two candidates and the company; its candidates on the right
    await page.getByRole('link', { name: 'Actionable', exact: true }).click();
    await page.waitForURL(/\/joborders$/);
    const jobTab = page.getByRole('link', { name: `Candidates of ${TITLE}, ${CLIENT.short}` });
    await jobTab.waitFor();
    const counts = await get('/api/jobs_candidate_counts');
    const entry = rowsOf(counts).find((j) => j.job_id === jobId);
    assert.equal(Number(entry.cnd_count), 2);
    assert.equal(entry.company_name, CLIENT.short);
    await page.getByRole('navigation', { name: 'Job orders' }).getByText('2', { exact: true }).waitFor();
    await jobTab.click();
    await page.waitForURL(`**/joborders?job=${jobId}`);
    for (const c of state.candidates) {
      const link = page.getByRole('table').getByRole('link', { name: c.name, exact: true });
      await link.waitFor();
      assert.equal(await link.getAttribute('href'), `/candidates/${c.id}`);
    }
    await page.getByRole('table').getByText('Offer Released').waitFor();
    await page.getByRole('table').getByText('Client Screening').waitFor();
    await shot(page, 'joborders-actionable');
    await page.getByRole('table').getByRole('link', { name: arjun.name, exact: true }).click();
    await page.waitForURL(`**/candidates/${arjun.id}`);
    await page.getByText(arjun.email).first().waitFor();

    assertNoConsoleErrors(page);
    await page.context().close();
  });

  it('shows the list, the add form, the detail tabs, the board and the interview dialog at phone width', async () => {
    assert.ok(state.jobId, 'the first journey made a job order');
    const page = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, suite.url, ADMIN);

    await page.goto(`${suite.url}/joborders/list`);
    await page.getByRole('link', { name: TITLE }).first().waitFor();
    await assertFitsWidth(page, 'list');
    await shot(page, 'joborders-phone-list');

    await page.goto(`${suite.url}/joborders/add`);
    await page.getByRole('form', { name: 'Add job order' }).getByLabel('Job Title').waitFor();
    await assertFitsWidth(page, 'add form');
    await shot(page, 'joborders-phone-add-form');

    for (const tab of ['details', 'description', 'match', 'status']) {
      await page.goto(`${suite.url}/joborders/${state.jobId}?tab=${tab}`);
      await page.getByRole('heading', { name: TITLE, level: 2 }).waitFor();
      if (tab === 'status') await page.getByRole('link', { name: /Prospective/ }).first().waitFor();
      if (tab === 'details') await page.getByText('Primary Skills').waitFor();
      if (tab === 'match') await page.getByText('no data found').first().waitFor();
      await page.getByRole('tablist', { name: 'Job order panel' }).waitFor();
      assert.equal(await page.evaluate(() => window.scrollY), 0, `the job order (${tab}) opens at the top of the page`);
      await assertFitsWidth(page, `detail ${tab}`);
      await shot(page, `joborders-phone-detail-${tab}`);
    }

    await page.goto(`${suite.url}/joborders/${state.jobId}?tab=status&view=board`);
    await page.getByRole('region', { name: 'Offered column' }).getByRole('link', { name: CANDIDATES[0].name }).waitFor();
    await assertFitsWidth(page, 'board');
    await shot(page, 'joborders-phone-board');

    await page.goto(`${suite.url}/joborders/${state.jobId}?panel=interviews`);
    await page.getByRole('button', { name: 'Schedule Interview' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Interview' });
    await dialog.getByRole('textbox', { name: 'Date', exact: true }).waitFor();
    await assertFitsWidth(page, 'interview dialog');
    await shot(page, 'joborders-phone-interview-dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.goto(`${suite.url}/joborders`);
    await page.getByLabel('Job order', { exact: true }).selectOption({ label: `${TITLE} (2) · ${CLIENT.short}` });
    await page.waitForURL(`**/joborders?job=${state.jobId}`);
    await page.getByRole('link', { name: CANDIDATES[1].name }).first().waitFor();
    await assertFitsWidth(page, 'actionable');
    await shot(page, 'joborders-phone-actionable');

    assertNoConsoleErrors(page);
    await page.context().close();
  });
});
