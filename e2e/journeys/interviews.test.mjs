// Interviews as an agency runs them (issue 18), with the one interview form: scheduled from the job order and from the
// candidate's profile, rescheduled, a clash warned about and scheduled anyway, feedback that moves the candidate's
// status, a cancel with its reason, and the .ics invite downloaded and parsed with ical.js (UID, SEQUENCE, DTSTART
// in Asia/Kolkata). Then the form, the feedback (an offer's numbers asked for) and the clash dialogs at phone width.
// Clients, job orders, candidates, links and the interviewer are made through the API first; every step is read back
// from it.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { describe, it } from 'node:test';
import ICAL from 'ical.js';
import { addDays, adminToken, expectingApi, assertNoConsoleErrors, createUser, todayIn } from '../lib/fixtures.mjs';
import { ADMIN, apiAs, journeySuite, newPage, shot, signIn } from '../lib/suite.mjs';

let suite;
let browser;
let token;
const ids = {};
const MEERA = { email: 'meera.iyer@e2e.example', firstName: 'Meera', lastName: 'Iyer' };
const TODAY = todayIn('Asia/Kolkata');
// a week ahead: a date the form takes at any hour, in any month
const DAY = addDays(TODAY, 7);
const typed = (iso) => `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const shown = (iso) => `${iso.slice(8, 10)}-${MONTHS[Number(iso.slice(5, 7)) - 1]}-${iso.slice(0, 4)}`;

/** The admin's API calls (expectingApi's `call`), once the suite runs. */
let call;

journeySuite(async (s) => {
  ({ suite, browser } = s);
  token = await adminToken(suite);
  const api = expectingApi(suite, token);
  call = api.call;
  const { form, userId, place, jobOrder } = api;
  await createUser(suite, { role: 'recruiter', email: MEERA.email, firstName: MEERA.firstName, lastName: MEERA.lastName, mobile: '9876500001' });
  ids.meera = await userId(MEERA.email);
  const pune = await place('Maharashtra', 'Pune');
  ids.client = await form('/api/clients', { client_legal_name: 'Sahyadri Tech Private Limited', client_short_name: 'Sahyadri Tech' });
  const job = (title) =>
    jobOrder(title, { client: ids.client, place: pune, recruiter: ids.meera, office_landmark: 'Hinjewadi Phase 1', max_budget: 1_800_000 });
  ids.job = await job('QA Automation Engineer');
  ids.job2 = await job('Site Reliability Engineer');
  let n = 0;
  for (const name of ['Rohan Desai', 'Sneha Kulkarni']) {
    n += 1;
    ids[name] = await form('/api/candidates', {
      name,
      primary_mobile: `98230000${n}${n}`,
      primary_email: `${name.toLowerCase().replace(' ', '.')}@e2e.example`,
      exp_years: 4,
      exp_months: 0,
      current_ctc: 900_000,
      expected_ctc: 1_200_000,
      notice_period: 30,
    });
  }
  for (const [cand, job] of [
    ['Rohan Desai', ids.job],
    ['Sneha Kulkarni', ids.job],
    ['Rohan Desai', ids.job2],
  ])
    await call('POST', '/api/candidates_job_orders', { candidate_id: ids[cand], job_id: job, recruiter_id: ids.meera }, 201);
});

/** A screenshot once the dialogs' opening animations have finished (a state, not a delay). */
async function still(page, name) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await shot(page, name);
}

/** The clash warning is a 409 answer, which the browser logs: exactly `count` of them, then no other error. */
function expectClashAnswers(page, count) {
  const clashes = page.consoleErrors.filter((e) => /status of 409 \(Conflict\)/.test(e));
  assert.equal(clashes.length, count, page.consoleErrors.join('\n'));
  page.consoleErrors = page.consoleErrors.filter((e) => !clashes.includes(e));
  assertNoConsoleErrors(page);
}

const interviewsOf = async (query) => (await call('GET', `/api/candidates_interview_schedule?${query}`)).data;

/** Fills the shared interview form (the same on both screens). */
async function fillForm(dialog, { date, hour, minutes, ampm, duration, mode, round, interviewer, meetingLink }) {
  if (date !== undefined) {
    await dialog.getByRole('textbox', { name: 'Date', exact: true }).fill('');
    await dialog.getByRole('textbox', { name: 'Date', exact: true }).pressSequentially(date);
  }
  if (hour) await dialog.getByLabel('Hour').selectOption(hour);
  if (minutes) await dialog.getByLabel('Minutes').selectOption(minutes);
  if (ampm) await dialog.getByLabel('AM or PM').selectOption(ampm);
  if (duration) await dialog.getByLabel('Duration').selectOption({ label: `${duration} minutes` });
  if (mode) await dialog.getByLabel('Mode of Interview').selectOption(mode);
  if (round) await dialog.getByRole('combobox', { name: 'Round' }).fill(round);
  if (interviewer) {
    await dialog.getByRole('combobox', { name: 'Interviewers' }).fill(interviewer.slice(0, 4));
    await dialog.page().getByRole('option', { name: new RegExp(interviewer) }).click();
  }
  if (meetingLink !== undefined) await dialog.getByRole('textbox', { name: 'Meeting Link' }).fill(meetingLink);
}

describe('interviews', () => {
  it('schedules from the job order and the profile with one form, reschedules, warns of a clash, records feedback, cancels, downloads the invite', async () => {
    const page = await newPage(browser);
    await signIn(page, suite.url, ADMIN);

    // --- from the job order's panel: Rohan, L1 with Meera, a video call; a 31 February is refused with its reason
    await page.goto(`${suite.url}/joborders/${ids.job}?panel=interviews`);
    await page.getByRole('button', { name: 'Schedule Interview' }).click();
    let dialog = page.getByRole('dialog', { name: 'Schedule Interview' });
    await dialog.waitFor();
    await dialog.getByRole('combobox', { name: 'Candidate' }).fill('roh');
    await page.getByRole('option', { name: 'Rohan Desai' }).click();
    await fillForm(dialog, { date: '31022031', hour: '11', minutes: '00', ampm: 'AM', duration: 60, mode: 'Video Conference', round: 'L1', interviewer: 'Meera Iyer', meetingLink: 'meet.example.com/x' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('31 February does not exist: February has 28 days.').waitFor();
    await dialog.getByText('The meeting link must be a web address, such as https://meet.example.com/abc.').waitFor();
    await still(page, 'interviews-form-errors');
    await fillForm(dialog, { date: typed(DAY), meetingLink: 'https://meet.example.com/qa-l1' });
    await still(page, 'interviews-form');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const item = page.getByRole('group', { name: new RegExp(`^Interview of Rohan Desai for QA Automation Engineer on ${shown(DAY)} 11:00 AM`) });
    await item.getByText('Interviewers: Meera Iyer').waitFor();
    let rows = await interviewsOf(`job_id=${ids.job}`);
    assert.equal(rows.length, 1);
    const first = rows[0];
    assert.deepEqual(
      { date: first.date, hour: first.hour, minutes: first.minutes, timeformat: first.timeformat, duration: first.duration, round: first.round, status: first.status, link: first.meeting_link },
      { date: DAY, hour: '11', minutes: '00', timeformat: 'AM', duration: 60, round: 'L1', status: 'scheduled', link: 'https://meet.example.com/qa-l1' },
    );
    assert.deepEqual(first.interviewers.map((p) => p.username), ['Meera Iyer']);

    // --- from Rohan's profile, the same form, for the other job at 11:30: the clash warning names the first interview
    await page.goto(`${suite.url}/candidates/${ids['Rohan Desai']}?side=interviews`);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    dialog = page.getByRole('dialog', { name: 'Schedule Interview' });
    await dialog.getByLabel('Job Order').selectOption({ label: 'Site Reliability Engineer - Sahyadri Tech' });
    await fillForm(dialog, { date: typed(DAY), hour: '11', minutes: '30', ampm: 'AM', duration: 30, mode: 'Telephonic', round: 'HR' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    const clash = page.getByRole('alertdialog', { name: 'This time clashes with another interview' });
    await clash.getByText(`Rohan Desai already has this interview: QA Automation Engineer — Sahyadri Tech, ${shown(DAY)} 11:00 AM, 60 minutes`).waitFor();
    await still(page, 'interviews-clash');
    assert.equal((await interviewsOf(`candidate_id=${ids['Rohan Desai']}`)).length, 1, 'nothing saved before the answer');
    await clash.getByRole('button', { name: 'Schedule anyway' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('group', { name: new RegExp(`^Interview of Rohan Desai for Site Reliability Engineer on ${shown(DAY)} 11:30 AM`) }).waitFor();
    rows = await interviewsOf(`candidate_id=${ids['Rohan Desai']}`);
    assert.equal(rows.length, 2);
    const second = rows.find((r) => r.job_id === ids.job2);
    assert.equal(second.round, 'HR');

    // --- reschedule the HR round to 04:00 PM the next day: the old slot stays in the history, struck through
    const hr = page.getByRole('group', { name: new RegExp('^Interview of Rohan Desai for Site Reliability Engineer') });
    await hr.getByRole('button', { name: 'Reschedule' }).click();
    dialog = page.getByRole('dialog', { name: 'Reschedule Interview' });
    await fillForm(dialog, { date: typed(addDays(DAY, 1)), hour: '04', minutes: '00', ampm: 'PM' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await hr.getByText('Rescheduled', { exact: true }).waitFor();
    await hr.getByText(`${shown(DAY)} 11:30 AM · 30 min`).waitFor();
    const moved = (await interviewsOf(`candidate_id=${ids['Rohan Desai']}`)).find((r) => r.job_id === ids.job2);
    assert.equal(moved.status, 'rescheduled');
    assert.equal(moved.date, addDays(DAY, 1));
    assert.equal(`${moved.hour}:${moved.minutes} ${moved.timeformat}`, '04:00 PM');
    assert.equal(moved.sequence, 1);
    assert.deepEqual(moved.reschedules.map((r) => [r.from_date, r.from_time]), [[DAY, '11:30 AM']]);

    // --- feedback on the L1 round moves Rohan to Active / Interview Cleared on the QA job
    const l1 = page.getByRole('group', { name: new RegExp('^Interview of Rohan Desai for QA Automation Engineer') });
    await l1.getByRole('button', { name: 'Feedback' }).click();
    dialog = page.getByRole('dialog', { name: 'Interview Feedback' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('The rating field is required.').waitFor();
    await dialog.getByLabel('Rating').selectOption('4');
    await dialog.getByLabel('Recommendation').selectOption('Next round');
    await dialog.getByRole('textbox', { name: 'Strengths' }).fill('Strong Selenium and API testing');
    await dialog.getByRole('textbox', { name: 'Concerns' }).fill('Little CI experience');
    await dialog.getByLabel('Main Status').selectOption({ label: 'Active' });
    await dialog.getByLabel('Sub Status').selectOption({ label: 'Interview Cleared' });
    await still(page, 'interviews-feedback');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await l1.getByText(/^Feedback: .+ – 4\/5, Next round$/).waitFor();
    await l1.getByText('Completed', { exact: true }).waitFor();
    const links = (await call('GET', `/api/candidates_job_orders?candidate_id=${ids['Rohan Desai']}`)).data;
    const qa = links.find((l) => l.job_id === ids.job);
    assert.deepEqual([qa.mainstatus_id, qa.mainsubstatus_id], ['A', '302']);
    const fb = (await call('GET', `/api/interview_feedback?interview_id=${first.encrypted_id}`)).data;
    assert.deepEqual(
      fb.map((f) => [f.rating, f.recommendation, f.strengths, f.concerns, f.moved_to]),
      [[4, 'Next round', 'Strong Selenium and API testing', 'Little CI experience', 'Active / Interview Cleared']],
    );
    const activity = (await call('GET', `/api/job_activity/${ids.job}`)).data;
    assert.ok(activity.some((a) => /^Feedback on the interview of Rohan Desai .*: 4\/5, Next round; moved to Active \/ Interview Cleared$/.test(a.changed_to)), JSON.stringify(activity));
    // the job's pipeline shows Rohan under Active
    const active = (await call('GET', `/api/job_pipeline/${ids.job}/active`)).data;
    assert.deepEqual(active.map((r) => r.candidate_name), ['Rohan Desai']);

    // --- the invite of the HR round: downloaded from the screen, parsed with ical.js
    const [download] = await Promise.all([page.waitForEvent('download'), hr.getByRole('button', { name: /^Invite \(\.ics\)/ }).click()]);
    const icsPath = await download.path();
    const parse = (text) => {
      const cal = new ICAL.Component(ICAL.parse(text));
      for (const tz of cal.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(tz));
      return { cal, event: new ICAL.Event(cal.getFirstSubcomponent('vevent')) };
    };
    const before = parse(fs.readFileSync(icsPath, 'utf8'));
    assert.equal(before.cal.getFirstPropertyValue('method'), 'REQUEST');
    assert.equal(before.event.uid, `${second.encrypted_id}@recruitment-suite`);
    assert.equal(before.event.sequence, 1);
    assert.equal(before.event.startDate.zone.tzid, 'Asia/Kolkata');
    assert.equal(before.event.startDate.toString(), `${addDays(DAY, 1)}T16:00:00`);
    // 16:00 in India is 10:30 UTC
    assert.equal(before.event.startDate.toJSDate().toISOString(), `${addDays(DAY, 1)}T10:30:00.000Z`);

    // --- cancel the HR round with a reason: struck through, the reason shown; the invite becomes a cancellation
    await hr.getByRole('button', { name: 'Cancel interview' }).click();
    dialog = page.getByRole('dialog', { name: 'Cancel Interview' });
    await dialog.getByRole('button', { name: 'Cancel interview' }).click();
    await dialog.getByText('The reason field is required.').waitFor();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Client froze the SRE position');
    await dialog.getByRole('button', { name: 'Cancel interview' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await hr.getByText('Cancelled: Client froze the SRE position').waitFor();
    assert.equal(await hr.getByText('Site Reliability Engineer — Sahyadri Tech').evaluate((el) => getComputedStyle(el).textDecorationLine), 'line-through');
    assert.equal(await hr.getByRole('button', { name: 'Reschedule' }).count(), 0, 'a cancelled interview is not rescheduled');
    await shot(page, 'interviews-profile');
    const [again] = await Promise.all([page.waitForEvent('download'), hr.getByRole('button', { name: /^Invite \(\.ics\)/ }).click()]);
    const cancelled = parse(fs.readFileSync(await again.path(), 'utf8'));
    assert.equal(cancelled.cal.getFirstPropertyValue('method'), 'CANCEL');
    assert.equal(cancelled.event.uid, before.event.uid);
    assert.equal(cancelled.event.sequence, 2);
    const edit = await apiAs(suite.url, token, 'PUT', `/api/candidates_interview_schedule/${second.encrypted_id}`, {
      mode_interview: 'Telephonic', date: addDays(DAY, 2), hour: 10, minutes: 0, duration: 30, timeformat: 'AM',
    });
    assert.equal(edit.status, 409);

    // --- the dashboard's Upcoming Interviews: soonest first
    await page.goto(`${suite.url}/dashboard?tab=upcoming`);
    const table = page.getByRole('table', { name: 'Upcoming Interviews' });
    await table.getByRole('link', { name: 'Rohan Desai' }).first().waitFor();
    expectClashAnswers(page, 1);
    await page.context().close();
  });

  it('shows the form, the clash warning and the feedback dialog at phone width', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, suite.url, ADMIN);
    const fits = async (what) => {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 0, `${what}: the page is ${overflow}px wider than the screen`);
    };
    await page.goto(`${suite.url}/joborders/${ids.job}?panel=interviews`);
    await page.getByRole('button', { name: 'Schedule Interview' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Interview' });
    await dialog.getByRole('combobox', { name: 'Candidate' }).fill('sne');
    await page.getByRole('option', { name: 'Sneha Kulkarni' }).click();
    // Meera interviews Rohan at 11:00 on DAY: the same interviewer at 11:15 clashes
    await fillForm(dialog, { date: typed(DAY), hour: '11', minutes: '15', ampm: 'AM', duration: 30, interviewer: 'Meera Iyer', round: 'L1' });
    await fits('interview form');
    await still(page, 'interviews-phone-form');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const clash = page.getByRole('alertdialog', { name: 'This time clashes with another interview' });
    await clash.getByText(`Meera Iyer already interviews Rohan Desai: QA Automation Engineer — Sahyadri Tech, ${shown(DAY)} 11:00 AM, 60 minutes`).waitFor();
    await fits('clash warning');
    await still(page, 'interviews-phone-clash');
    await clash.getByRole('button', { name: 'Change the time' }).click();
    await fillForm(dialog, { hour: '02', ampm: 'PM' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const sneha = page.getByRole('group', { name: new RegExp(`^Interview of Sneha Kulkarni for QA Automation Engineer on ${shown(DAY)} 02:15 PM`) });
    await sneha.getByRole('button', { name: 'Feedback' }).click();
    const feedback = page.getByRole('dialog', { name: 'Interview Feedback' });
    await feedback.getByLabel('Rating').waitFor();
    await fits('feedback dialog');
    await still(page, 'interviews-phone-feedback');
    // an outcome that makes the offer asks for its numbers, as every other way of moving a link does
    await feedback.getByLabel('Rating').selectOption({ label: '5 of 5' });
    await feedback.getByLabel('Recommendation').selectOption({ value: 'Select' });
    await feedback.getByLabel('Main Status').selectOption({ label: 'Offered' });
    await feedback.getByLabel('Sub Status').selectOption({ label: 'Offer Released' });
    await feedback.getByRole('button', { name: 'Save' }).click();
    await feedback.getByText('The offered ctc field is required.').waitFor();
    await feedback.getByText('The expected joining date field is required.').waitFor();
    await feedback.getByLabel('Offered CTC').fill('1450000');
    await feedback.getByLabel('Expected Joining Date').fill('2027-02-01');
    await fits('feedback dialog with the offer');
    await still(page, 'interviews-phone-feedback-offer');
    await feedback.getByRole('button', { name: 'Save' }).click();
    await feedback.waitFor({ state: 'hidden' });
    const offered = (await call('GET', `/api/candidates_job_orders?candidate_id=${ids['Sneha Kulkarni']}`)).data.find((l) => l.job_id === ids.job);
    assert.deepEqual([offered.main_status_id, offered.offered_ctc, offered.expected_joining_date], ['R', 1450000, '2027-02-01']);
    await fits('interviews panel');
    await shot(page, 'interviews-phone-panel');
    expectClashAnswers(page, 1);
    await page.context().close();
  });
});
