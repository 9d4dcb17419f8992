// Cross-site scripting: payloads saved through the API in every free-text and rich-text field of every module, then
// every screen that shows them opened in Chromium at 1366×800. On every screen: no dialog, window.__xss never set,
// no console error, and no live event-handler attribute, javascript: link, srcdoc frame or payload <script> in the DOM
// (the page's CSP would block an inline handler, so the DOM is checked too, not only what ran). An uploaded HTML resume
// is served as an attachment (nosniff, sandboxing CSP), shown sanitised in the Resume tab, and never runs in the
// suite's origin. The detector is proved able to fail first, on a deliberately unsafe page.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { adminToken } from '../lib/fixtures.mjs';
import { ADMIN, journeySuite, newPage, reply, shot, signIn, until } from '../lib/suite.mjs';

// Each payload would run (set window.__xss or open a dialog) if it reached the DOM as markup, a URL or a template.
const PAYLOADS = [
  `<img src=x onerror="window.__xss=(window.__xss||0)+1">`,
  `"><svg onload=alert(1)>`,
  `<script>window.__xss=1</script>`,
  `{{constructor.constructor('window.__xss=1')()}}`,
  `' onmouseover='alert(1)' a='`,
  `javascript:window.__xss=1//`,
  `<iframe srcdoc="<script>parent.__xss=1</script>">`,
  `<svg/onload=alert()>`,
];
/** For a field that holds fewer than 20 characters (an experience row's company name). */
const SHORT = `<svg onload=alert()`;
/** Rich text (what the draft-js editors save) with everything a sanitiser must remove. */
const RICH = [
  '<p>RICH-OK <strong>bold</strong> <a href="javascript:window.__xss=1">js link</a> <a href="https://example.com" onclick="alert(1)">web</a></p>',
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=(window.__xss||0)+1">',
  '<svg><animate onbegin="alert(1)" attributeName="x" dur="1s"/></svg>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<details open ontoggle="window.__xss=1">d</details>',
  '<p style="background:url(javascript:alert(1))" onmouseover="alert(1)">styled</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<a href="jav&#x09;ascript:alert(1)">tabbed</a><form action="javascript:alert(1)"><button>go</button></form>',
  `<p>{{constructor.constructor('window.__xss=1')()}}</p>`,
].join('');
/** What a screen shows when a payload is rendered as text (or rich text as sanitised markup). */
const SEEN = /onerror=|onload=|onmouseover=|constructor\.constructor|<script>|RICH-OK|javascript:/;

const EMPTY_OR_SEEN = new RegExp(`${SEEN.source}|no data found`);

/** Payloads that fit in max characters, starting at the k-th (so short fields do not all get the same one). */
function fill(max, k = 0) {
  const out = [];
  let len = 0;
  for (let i = 0; i < PAYLOADS.length; i++) {
    const p = PAYLOADS[(i + k) % PAYLOADS.length];
    if (len + p.length + (out.length ? 1 : 0) <= max) {
      out.push(p);
      len += p.length + (out.length > 1 ? 1 : 0);
    }
  }
  return out.length ? out.join(' ') : SHORT.slice(0, max);
}

const stored = []; // { where, field, value } accepted by the API
const refused = []; // { where, field, status } refused by the API's validation (422)

function record(where, values) {
  for (const [field, value] of Object.entries(values)) stored.push({ where, field, value });
}

let suite;
let browser;
let token;
const ids = {};

async function call(method, url, body) {
  const multipart = body instanceof FormData;
  const r = await fetch(`${suite.url}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body && !multipart ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
  });
  return { ...(await reply(r)), headers: r.headers };
}

async function ok(method, url, body, status = [200, 201]) {
  const r = await call(method, url, body);
  assert.ok(status.includes(r.status), `${method} ${url}: ${r.status} ${JSON.stringify(r.json)}`);
  return r.json;
}

/** A multipart body: arrays become key[i]; { data, filename, type } is a file. */
function form(parts) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(parts)) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) v.forEach((x, i) => fd.append(`${k}[${i}]`, x));
    else if (typeof v === 'object') fd.append(k, new Blob([v.data], { type: v.type ?? 'application/octet-stream' }), v.filename);
    else fd.append(k, String(v));
  }
  return fd;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const HTML_RESUME = Buffer.from(
  `<!DOCTYPE html><html><head><title>Resume</title><script>window.__xss=1;alert('resume')</script></head>` +
    `<body onload="alert('body')"><h1>Resume HTML-OK</h1><p>Asha <img src=x onerror="window.__xss=1"> Verma</p>` +
    `<a href="javascript:alert(1)">portfolio</a><iframe src="javascript:alert(1)"></iframe>` +
    `<svg><script>alert(1)</script></svg><table><tr><td>Skills</td><td>React</td></tr></table></body></html>`,
);

function isoDay(offsetDays) {
  const d = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
}

/** Everything the screens will show, made through the API as the admin. */
async function seed() {
  token = await adminToken(suite);
  const me = (await ok('GET', '/api/me')).data[0];
  ids.admin = me.encrypted_id;

  // Administration: a user's name takes letters only (refused), role and skill names are free text.
  for (const field of ['first_name', 'last_name']) {
    const r = await call('POST', '/api/users', {
      first_name: 'Meera',
      last_name: 'Iyer',
      [field]: fill(100, 1),
      email: `xss.${field}@e2e.example`,
      mobile: '9876500001',
      role: 2,
      password: 'Xss-journey-Passw0rd',
      password_confirmation: 'Xss-journey-Passw0rd',
    });
    assert.equal(r.status, 422, `a user's ${field} with markup is refused: ${JSON.stringify(r.json)}`);
    refused.push({ where: 'user', field, status: r.status });
  }
  ids.roles = [];
  for (const k of [0, 4]) {
    const name = fill(50, k);
    await ok('POST', '/api/roles', { name });
    record('role', { name });
    const roles = await ok('GET', '/api/roles');
    ids.roles.push(roles.data.find((r) => r.role_name === name).role_id);
  }
  ids.skills = [];
  for (const k of [0, 2]) {
    const name = fill(100, k);
    await ok('POST', '/api/skills', { name });
    record('skill', { name });
    ids.skills.push(name);
  }
  // A user with a payload role (its name is letters only) shows the role name on the users list.
  await ok('POST', '/api/users', {
    first_name: 'Meera',
    last_name: 'Iyer',
    email: 'meera.xss@e2e.example',
    mobile: '9876500002',
    role: ids.roles[0],
    password: 'Xss-journey-Passw0rd',
    password_confirmation: 'Xss-journey-Passw0rd',
  });

  // Clients: the record, its rich text, every sub-item, notes and documents.
  const website = await call('POST', '/api/clients', form({ client_legal_name: 'Refused Ltd', client_short_name: 'Refused', website_url: 'javascript:window.__xss=1' }));
  assert.equal(website.status, 422, `a javascript: website is refused: ${JSON.stringify(website.json)}`);
  refused.push({ where: 'client', field: 'website_url (javascript:)', status: website.status });
  // a website must be a web address (issue 17 §7): a payload in it is refused, not stored
  const markup = await call('POST', '/api/clients', form({ client_legal_name: 'Refused Ltd', client_short_name: 'Refused', website_url: `"><svg onload=alert(1)>.example.com` }));
  assert.equal(markup.status, 422, `a website with markup is refused: ${JSON.stringify(markup.json)}`);
  refused.push({ where: 'client', field: 'website_url (markup)', status: markup.status });
  const client = {
    client_legal_name: fill(200, 0),
    client_short_name: fill(100, 1),
    about_client: RICH,
    additional_information: RICH,
  };
  ids.client = (await ok('POST', '/api/clients', form({ ...client, replacement_duration: '90', invoice_payment_duration: '30', agreement_start_date: isoDay(-30), agreement_end_date: isoDay(300) }))).data.encrypted_id;
  record('client', client);
  const gst = {
    gst_id: fill(50, 3),
    gst_state_code: '77',
    gst_state_name: fill(100, 2),
    client_pan_no: fill(50, 4),
    client_tan_no: fill(50, 5),
    client_office_short_name: fill(100, 6),
    client_office_address1: fill(500, 0),
    client_office_address2: fill(500, 1),
    client_office_address3: fill(500, 2),
    client_office_address4: fill(500, 3),
  };
  await ok('POST', '/api/client_gst', { client_id: ids.client, ...gst, gst_exemption_eligibility: 'YES', approval_from_gst_enddate: isoDay(60) });
  const { gst_state_code: _code, ...gstText } = gst;
  record('client gst', gstText);
  // a contact's e-mail and phones are checked (issue 17 §7): payloads in them are refused, not stored
  const badContact = await call('POST', '/api/client_contacts', { client_id: ids.client, client_contact_name: 'X', client_contact_email: fill(254, 3), client_contact_phone: fill(50, 4) });
  assert.equal(badContact.status, 422, `a contact e-mail or phone with markup is refused: ${JSON.stringify(badContact.json)}`);
  refused.push({ where: 'client contact', field: 'client_contact_email, client_contact_phone (markup)', status: badContact.status });
  const contact = { client_contact_name: fill(200, 2) };
  await ok('POST', '/api/client_contacts', { client_id: ids.client, ...contact, client_contact_email: 'ta@xss.example', client_contact_phone: '9845012345' });
  record('client contact', contact);
  const contacts = await ok('GET', `/api/client_contacts/${ids.client}`);
  ids.contact = contacts.data[0].encrypted_id;
  const term = { criteria_name: fill(200, 4), remarks: fill(2000, 5) };
  await ok('POST', '/api/client_payment_terms', { client_id: ids.client, ...term, charges: 8.33 });
  record('client payment term', term);
  const stage = { steps: fill(2000, 6) };
  await ok('POST', '/api/client_invoice_stages', { client_id: ids.client, ...stage });
  record('client invoice stage', stage);
  const clientNote = { notes: fill(10_000, 7) };
  await ok('POST', '/api/clients_notes', { client_id: ids.client, ...clientNote });
  record('client note', clientNote);
  const clientDoc = { description: fill(500, 1), file_name: `'><img src=x onerror=alert(1)>.pdf` };
  await ok('POST', '/api/clients_attachments', form({ client_id: ids.client, description: clientDoc.description, file_name: { data: PDF, filename: clientDoc.file_name, type: 'application/pdf' } }));
  record('client document', clientDoc);

  // Job orders: the record, its three rich-text blocks, skills and qualifications, notes.
  const [country] = await ok('GET', '/api/countries');
  const india = (await ok('GET', '/api/countries')).find((c) => c.name === 'India') ?? country;
  const state = (await ok('GET', `/api/states?country_id=${india.id}`))[0];
  const city = (await ok('GET', `/api/cities?state_id=${state.id}`))[0];
  const job = {
    job_title: fill(200, 0),
    office_landmark: fill(300, 1),
    positions_description: RICH,
    job_description: RICH,
    qualification_description: RICH,
  };
  const qualification = fill(200, 3);
  ids.job = (
    await ok(
      'POST',
      '/api/jobs',
      form({
        ...job,
        client: ids.client,
        contact: ids.contact,
        country: india.id,
        state: state.id,
        city: city.id,
        min_experience: '2',
        max_experience: '6',
        max_budget: '1800000',
        no_positions: '2',
        position_type: 'Full Time',
        open_outstation: 'No',
        position_status: 'Active',
        skill_primary: [ids.skills[0]],
        skill_secondary: [ids.skills[1]],
        user_recruiter: [ids.admin],
        user_manager: [ids.admin],
        user_coordinator: [ids.admin],
        qualifications: [qualification],
      }),
    )
  ).data.encrypted_id;
  record('job order', { ...job, qualification });
  const jobNote = { notes: fill(10_000, 2) };
  await ok('POST', '/api/job_notes', { job_id: ids.job, ...jobNote });
  record('job note', jobNote);

  // Candidates: every text field, experience and education rows, skills, resume (HTML with script), notes,
  // attachments, messages, a job link moved to Offered, interviews today and tomorrow.
  const candidate = {
    name: fill(100, 0),
    identity_card_name: fill(50, 1),
    identity_card_number: fill(50, 4),
    address: fill(500, 2),
    company_name: fill(100, 3),
    designation: fill(100, 4),
    resume_subsource: fill(100, 5),
    about_candidate: RICH,
  };
  const experience = { job_title: fill(100, 6), company_name: SHORT };
  const education = { university: fill(150, 7), qualification: fill(100, 1) };
  const resumeName = `'><img src=x onerror=alert(1)> {{constructor.constructor('window.__xss=1')()}}.html`;
  const created = await ok(
    'POST',
    '/api/candidates',
    form({
      ...candidate,
      primary_mobile: '9876543210',
      primary_email: `asha'-window.__xss=1-'@example.com`,
      secondary_email: `x'onmouseover=window.__xss=1'@example.com`,
      exp_years: '4',
      exp_months: '2',
      current_ctc: '1200000',
      expected_ctc: '1500000',
      fixed_ctc: '1000000',
      variable_ctc: '200000',
      stocks: '50000',
      notice_period: '30',
      resume_source: 'Others',
      country: String(india.id),
      state: String(state.id),
      city: String(city.id),
      skill: ids.skills,
      experience: JSON.stringify([{ ...experience, start_date: '2020-01-01', end_date: '2023-06-01', still_working: '0' }]),
      education: JSON.stringify([{ ...education, passout_year: '2019', passout_percentage: '78', still_studying: '0' }]),
      resume_name: { data: HTML_RESUME, filename: resumeName, type: 'text/html' },
    }),
  );
  ids.candidate = created.data.encrypted_id;
  record('candidate', { ...candidate, primary_email: 'quote payload', secondary_email: 'quote payload', resume_file_name: resumeName });
  record('experience', experience);
  record('education', education);
  const candNote = { notes: fill(10_000, 3) };
  await ok('POST', '/api/candidates_notes', { candidate_id: ids.candidate, ...candNote });
  record('candidate note', candNote);
  const candDoc = { description: fill(500, 5), file_name: `'><svg onload=alert(1)> {{constructor.constructor('alert(1)')()}}.pdf` };
  await ok('POST', '/api/candidates_attachments', form({ candidate_id: ids.candidate, description: candDoc.description, file_name: { data: PDF, filename: candDoc.file_name, type: 'application/pdf' } }));
  record('candidate attachment', candDoc);
  ids.link = (await ok('POST', '/api/candidates_job_orders', { candidate_id: ids.candidate, job_id: ids.job, recruiter_id: ids.admin, mainstatus_id: 'P', mainsubstatus_id: '103' })).data.encrypted_id;
  await ok('PUT', '/api/candidates_job_orders', { encrypted_id: ids.link, mainstatus_id: 'R', mainsubstatus_id: '401', offered_ctc: 1400000, expected_joining_date: isoDay(20) });
  const message = { message: fill(5_000, 6) };
  await ok('POST', '/api/candidates_messages', { candidate_id: ids.candidate, link_id: ids.link, ...message });
  record('candidate message', message);
  const jobMessage = { message: fill(10_000, 7) };
  await ok('POST', '/api/job_messages', { candidate_id: ids.candidate, job_id: ids.job, ...jobMessage });
  record('job message', jobMessage);
  for (const [date, hour] of [
    [isoDay(1), 10],
    [isoDay(0), 11],
  ]) {
    await ok('POST', '/api/candidates_interview_schedule', { candidate_id: ids.candidate, job_id: ids.job, mode_interview: 'Video Conference', date, hour, minutes: 30, duration: 30, timeformat: 'PM' });
  }

  // Dashboard task, saved custom report with a custom column.
  const task = { title: fill(200, 1) };
  await ok('POST', '/api/tasks', task);
  record('task', task);
  const report = { report_name: fill(200, 2), custom_column_title: fill(100, 4) };
  await ok('POST', '/api/reports', { client_id: ids.client, job_id: ids.job, report_name: report.report_name, columns_array: ['name', 'primary_email', { key: 'custom:1', title: report.custom_column_title }] });
  record('report', report);
}

// ---- the detector -------------------------------------------------------------------------------------------

/** Dialogs, console errors, window.__xss and live markup in the DOM: what would show that a payload ran. */
async function findings(page) {
  const dom = await page.evaluate(() => {
    const out = [];
    const controls = (s) => Array.from(s).filter((c) => c.charCodeAt(0) > 0x20).join('');
    for (const el of document.querySelectorAll('*')) {
      for (const a of el.attributes) {
        const n = a.name.toLowerCase();
        if (n.startsWith('on')) out.push(`<${el.tagName.toLowerCase()} ${n}="${a.value.slice(0, 60)}">`);
        else if (n === 'srcdoc') out.push(`<${el.tagName.toLowerCase()} srcdoc>`);
        else if (['href', 'src', 'action', 'formaction', 'xlink:href', 'data'].includes(n) && /^(javascript|vbscript|data:text\/html)/i.test(controls(a.value)))
          out.push(`<${el.tagName.toLowerCase()} ${n}="${a.value.slice(0, 60)}">`);
      }
      if (el.tagName === 'SCRIPT' && /__xss|alert\(/.test(el.textContent ?? '')) out.push('<script> with a payload');
    }
    return { xss: window.__xss, dom: out };
  });
  return { dialogs: [...page.dialogs], consoleErrors: [...page.consoleErrors], xss: dom.xss, dom: dom.dom };
}

function assertClean(f, where) {
  assert.deepEqual(f.dialogs, [], `${where}: a dialog opened: ${f.dialogs.join(' | ')}`);
  assert.equal(f.xss, undefined, `${where}: window.__xss was set to ${f.xss}`);
  assert.deepEqual(f.consoleErrors, [], `${where}: console errors:\n${f.consoleErrors.join('\n')}`);
  assert.deepEqual(f.dom, [], `${where}: live markup in the DOM:\n${f.dom.join('\n')}`);
}

async function armedPage() {
  const page = await newPage(browser);
  page.dialogs = [];
  page.on('dialog', (d) => {
    page.dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss().catch(() => {});
  });
  let inflight = 0;
  let lastChange = Date.now();
  const bump = (d) => {
    inflight += d;
    lastChange = Date.now();
  };
  page.on('request', () => bump(1));
  page.on('requestfinished', () => bump(-1));
  page.on('requestfailed', () => bump(-1));
  /**
   * Resolves once no request has been in flight for 300 ms (images with src=x would fail by then); fails when the
   * page never settles, as its findings would then miss what a late answer renders.
   */
  page.idle = (ms = 300) =>
    until(() => inflight <= 0 && Date.now() - lastChange >= ms, `no request in flight for ${ms} ms`, { ms: 15_000, every: 50 });
  return page;
}

let screens = 0;
const overflowing = [];

/** Opens a screen inside the running app (history navigation: window.__xss survives, so nothing is missed). */
async function open(page, path, { seen = SEEN, act, label = path, fresh = false } = {}) {
  if (!fresh && page.url().startsWith(suite.url) && page.url() !== `${suite.url}/`) {
    await page.evaluate((p) => {
      window.history.pushState({}, '', p);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  } else {
    await page.goto(`${suite.url}${path}`);
  }
  if (seen) await page.getByText(seen).filter({ visible: true }).first().waitFor({ timeout: 20_000 });
  if (act) await act(page);
  await page.idle();
  assertClean(await findings(page), label);
  // not a script execution, but long payloads show where text does not wrap
  if (await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1)) overflowing.push(label);
  screens += 1;
}

journeySuite(async (s) => {
  ({ suite, browser } = s);
  await seed();
});

describe('xss', () => {
  it('the detector fails on a page that does run a payload', async () => {
    const page = await armedPage();
    await page.setContent(`<p>unsafe</p>${PAYLOADS[0]}${PAYLOADS[1]}`);
    await page.waitForFunction(() => window.__xss === 1);
    await page.idle();
    const f = await findings(page);
    assert.equal(f.xss, 1);
    assert.ok(f.dialogs.length >= 1, 'the alert was seen');
    assert.ok(f.dom.length >= 2, 'the live handlers were seen');
    assert.throws(() => assertClean(f, 'unsafe page'));
    // In the suite's origin the CSP blocks an injected handler: the console error and the DOM still give it away.
    await signIn(page, suite.url, ADMIN);
    page.consoleErrors.length = 0;
    page.dialogs.length = 0;
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img src=x onerror="window.__xss=1">'));
    await page.idle();
    const g = await findings(page);
    assert.equal(g.xss, undefined, 'the CSP blocked the inline handler');
    assert.ok(g.consoleErrors.some((e) => /Content Security Policy/i.test(e)), `the CSP refusal was logged: ${g.consoleErrors.join(' | ')}`);
    assert.throws(() => assertClean(g, 'injected handler'));
    await page.context().close();
  });

  it('runs no payload on any screen that shows them', async () => {
    const t0 = Date.now();
    const page = await armedPage();
    await signIn(page, suite.url, ADMIN);
    const c = ids.candidate;
    const j = ids.job;
    const cl = ids.client;

    // Dashboard: tabs, side panel, every card's list, calendar, notifications.
    for (const tab of ['upcoming', 'recent', 'jobs', 'placed']) await open(page, `/dashboard?tab=${tab}`);
    await open(page, '/dashboard?panel=tasks');
    await open(page, '/dashboard?panel=notes');
    for (const m of ['resumes_submitted', 'offered_made', 'candidates_placed', 'offers_declines', 'candidates_yet_to_join', 'today_interviews', 'tomorrow_interviews', 'prospective_candidates']) {
      // lists the candidate is not on (not placed, not declined) show their empty text
      await open(page, `/dashboard/metric/${m}?window=30`, { seen: EMPTY_OR_SEEN });
    }
    for (const view of ['month', 'week', 'day']) await open(page, `/dashboard/calendar?view=${view}&date=${isoDay(view === 'day' ? 1 : 0)}`);
    await open(page, '/dashboard', {
      label: 'notifications',
      seen: null,
      act: async (p) => {
        await p.getByRole('button', { name: 'Notifications' }).click();
        await p.getByText(/^Interview: .*onerror=/).filter({ visible: true }).first().waitFor();
        await shot(p, 'xss-notifications');
        await p.keyboard.press('Escape');
      },
    });

    // Candidates: list (and searched), profile with every main and side tab, edit form.
    await open(page, '/candidates');
    // searched: first a word nothing has (the list empties, so it follows the address), then a payload's word
    await open(page, '/candidates?q=zzzxq', { label: 'candidates: searched, no match', seen: /no data found/ });
    await open(page, `/candidates?q=${encodeURIComponent('onmouseover')}`, {
      act: (p) => p.getByText('Showing 1–1 of 1').waitFor(),
    });
    for (const tab of ['resume', 'about', 'experience', 'mail']) await open(page, `/candidates/${c}?tab=${tab}`);
    await shot(page, 'xss-candidate-profile');
    for (const side of ['snapshot', 'notes', 'interviews', 'joborders', 'attachments', 'details', 'messages', 'activity']) {
      await open(page, `/candidates/${c}?tab=about&side=${side}`);
    }
    await open(page, `/candidates/${c}?tab=about&side=interviews`, {
      label: 'candidate: schedule interview form',
      act: async (p) => {
        await p.getByRole('button', { name: 'Add', exact: true }).click();
        await p.getByLabel('Job Order').waitFor();
      },
    });
    await open(page, `/candidates/${c}/edit`);
    await shot(page, 'xss-candidate-edit');

    // Job orders: actionable (all and the job), lists, detail tabs, pipeline groups and board, side panel, edit.
    await open(page, '/joborders');
    await open(page, `/joborders?job=${j}`);
    for (const [button, label] of [
      [/^Notes on /, 'notes dialog'],
      [/^Message to /, 'message dialog'],
      [/^Schedule interview for /, 'interview dialog'],
    ]) {
      await open(page, `/joborders?job=${j}`, {
        label: `actionable: ${label}`,
        act: async (p) => {
          await p.getByRole('button', { name: button }).first().click();
          await p.getByRole('dialog').getByText(SEEN).first().waitFor();
          if (label === 'interview dialog') await shot(p, 'xss-interview-dialog');
          await p.keyboard.press('Escape');
          await p.getByRole('dialog').waitFor({ state: 'detached' });
        },
      });
    }
    await open(page, '/joborders/list');
    for (const tab of ['details', 'description', 'match', 'status']) await open(page, `/joborders/${j}?tab=${tab}`, { seen: tab === 'match' ? null : SEEN });
    for (const group of ['offered', 'prospective']) await open(page, `/joborders/${j}?tab=status&group=${group}`, { seen: group === 'offered' ? SEEN : null });
    await open(page, `/joborders/${j}?tab=status&view=board`, {
      act: (p) => p.getByLabel('Offered column').getByText(SEEN).first().waitFor(),
    });
    await shot(page, 'xss-pipeline-board');
    for (const panel of ['snapshot', 'notes', 'messages', 'interviews', 'activity']) await open(page, `/joborders/${j}?panel=${panel}`);
    await open(page, `/joborders/${j}/edit`);
    await open(page, '/joborders/add', {
      seen: null,
      fresh: true, // after the edit form, which has the same field
      act: async (p) => {
        await p.getByLabel('Select Client').fill('svg');
        await p.getByRole('option', { name: SEEN }).filter({ visible: true }).first().waitFor();
        await p.keyboard.press('Escape');
      },
    });

    // Clients: list, view tabs and panels, edit.
    await open(page, '/clients');
    for (const tab of ['details', 'gst', 'terms', 'invoice', 'contacts']) await open(page, `/clients/${cl}?tab=${tab}`);
    await shot(page, 'xss-client-contacts');
    for (const panel of ['snapshot', 'notes', 'documents', 'activity']) await open(page, `/clients/${cl}?panel=${panel}`);
    await open(page, `/clients/${cl}/edit`);

    // Data tables: resume and interview reports generated for the client's job, saved custom reports.
    for (const kind of ['resume', 'interview']) {
      await open(page, `/datatables/${kind}`, {
        seen: null,
        act: async (p) => {
          await p.getByLabel('Select Client').selectOption(cl);
          await p.getByLabel('Select Active Job Order').selectOption(j);
          await p.getByLabel('Select Candidates').click();
          await p.getByRole('option', { name: SEEN }).filter({ visible: true }).first().waitFor();
          await p.keyboard.press('Escape');
          await p.getByRole('button', { name: 'Generate' }).click();
          await p.getByRole('table').getByText(SEEN).first().waitFor();
          await p.getByRole('button', { name: 'Copy' }).click();
          await p.getByText(/^Copied 1 row/).waitFor();
          if (kind === 'resume') await shot(p, 'xss-resume-report');
        },
      });
    }
    await open(page, '/datatables/custom');

    // Administration.
    await open(page, '/settings/skills');
    await open(page, `/settings/skills?q=${encodeURIComponent('onerror')}`);
    await open(page, '/settings/skills/replace', {
      seen: null,
      act: async (p) => {
        await p.getByLabel('Existing Skill').fill('onerror');
        await p.getByRole('option', { name: SEEN }).filter({ visible: true }).first().waitFor();
      },
    });
    await open(page, '/manageroles');
    await open(page, '/managelogins/users');
    await open(page, '/admin/activeusers', { seen: null });
    await open(page, '/myaccount', { seen: null });

    console.log(`# screens opened in ${Date.now() - t0} ms; wider than the viewport: ${overflowing.join(', ') || 'none'}`);
    await page.context().close();
  });

  it('serves an uploaded HTML resume as an attachment and never runs it in the suite origin', async () => {
    const page = await armedPage();
    await signIn(page, suite.url, ADMIN);
    const record = (await call('GET', `/api/candidates/${ids.candidate}`)).json.data[0];
    assert.ok(record.resume_url, 'the resume has a link');
    const link = new URL(record.resume_url, suite.url).href;
    const res = await fetch(link);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-disposition') ?? '', /^attachment;/);
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    assert.match(res.headers.get('content-security-policy') ?? '', /sandbox/);
    // The stored name keeps no markup characters, and the quoted name cannot end early.
    assert.match(res.headers.get('content-disposition') ?? '', /^attachment; filename="[^"<>]*"; filename\*=UTF-8''[^"<>\s;]*$/);
    // Opening the link in the browser downloads it: no document of the suite's origin is made from it.
    const download = page.waitForEvent('download');
    await page.goto(link).catch(() => {});
    await download;
    assert.equal(page.dialogs.length, 0);
    // The Resume tab shows it sanitised.
    const html = (await call('GET', `/api/candidates_resume_html/${ids.candidate}`)).json.data;
    assert.equal(html.type, 'html');
    assert.doesNotMatch(html.html, /<script|onerror|onload|javascript:|<iframe/i);
    await page.goto(`${suite.url}/candidates/${ids.candidate}?tab=resume`);
    await page.getByText('Resume HTML-OK').waitFor();
    // The profile's Download Resume link downloads it too.
    const fromProfile = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download Resume' }).click();
    assert.match((await fromProfile).suggestedFilename(), /\.html$/);
    await page.idle();
    const csp = await page.evaluate(async () => (await fetch(location.href)).headers.get('content-security-policy'));
    assert.match(csp ?? '', /script-src 'self'/);
    assert.doesNotMatch(csp ?? '', /script-src[^;]*'unsafe-inline'/);
    assertClean(await findings(page), 'resume tab');
    await shot(page, 'xss-resume-tab');
    screens += 1;
    await page.context().close();
    const pairs = stored.reduce((n, s) => n + PAYLOADS.filter((p) => String(s.value).includes(p)).length + (s.value === RICH ? 1 : 0), 0);
    console.log(`# fields refused by validation: ${refused.map((r) => `${r.where}.${r.field}`).join(', ')}`);
    console.log(`# xss: ${PAYLOADS.length + 1} payloads × ${stored.length} fields (${pairs} field-payload pairs), ${screens} screens opened, 0 executions`);
  });
});
