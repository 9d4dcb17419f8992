// The recruiter's desk (issue 17): an offer made from each of the four places that move a candidate-job link (the job
// order's status dialog, its board's Move dialog, the candidate profile's Job Orders tab and the edit form's job-order
// row) asks for the offered CTC and the joining date, and shows them on the dashboard's Placed / Offered list and the
// profile's Offered entry. A jump to Joined without an offer asks first. A candidate is added to a job order from the
// profile and from the job order. The dialogs are photographed at 1366x800 and 390x844.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addDays, adminToken, assertNoConsoleErrors, expectingApi, todayIn } from '../lib/fixtures.mjs';
import { ADMIN, journeySuite, newPageWith, shot, signIn } from '../lib/suite.mjs';

const BROWSER = { timezoneId: 'Asia/Kolkata', locale: 'en-IN' };
const PHONE = { ...BROWSER, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const TODAY = todayIn('Asia/Kolkata');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '2026-03-05' → '05-Mar-2026', as the dashboard and the profile show a joining date. */
const shown = (date) => `${date.slice(8, 10)}-${MONTHS[Number(date.slice(5, 7)) - 1]}-${date.slice(0, 4)}`;
/** 1250000 → '₹12,50,000' */
const rupees = (n) => `₹${new Intl.NumberFormat('en-IN').format(n)}`;

/** One offer per place: the candidate, the CTC typed, the joining date typed. */
const OFFERS = {
  status: { name: 'Sana Status', ctc: 1_210_000, date: addDays(TODAY, 20) },
  board: { name: 'Bharat Board', ctc: 1_320_000, date: addDays(TODAY, 25) },
  profile: { name: 'Priti Profile', ctc: 1_430_000, date: addDays(TODAY, 30) },
  form: { name: 'Farhan Form', ctc: 1_540_000, date: addDays(TODAY, 35) },
};
const EXTRA = 'Esha Extra';
const JOB = 'Desk Platform Engineer';
const JOB2 = 'Desk Data Engineer';

let suite;
let browser;
const ids = {};

/** The admin's API calls (expectingApi's `call`), once the suite runs. */
let call;
const linkOf = async (candidateId, jobId) =>
  (await call('GET', `/api/candidates_job_orders?candidate_id=${candidateId}`)).data.find((l) => l.job_id === jobId);

journeySuite(async (s) => {
  ({ suite, browser } = s);
  const api = expectingApi(suite, await adminToken(suite));
  call = api.call;
  const { form, userId, place, jobOrder } = api;
  ids.admin = await userId(ADMIN.email);
  const bengaluru = await place('Karnataka', /^Bengaluru|^Bangalore/);
  ids.client = await form('/api/clients', { client_legal_name: 'Desk Systems Private Limited', client_short_name: 'Desk Systems' });
  const job = (title) => jobOrder(title, { client: ids.client, place: bengaluru, recruiter: ids.admin });
  ids.job = await job(JOB);
  ids.job2 = await job(JOB2);
  let n = 0;
  for (const name of [...Object.values(OFFERS).map((o) => o.name), EXTRA]) {
    n += 1;
    ids[name] = await form('/api/candidates', {
      name,
      primary_mobile: `97400000${String(n).padStart(2, '0')}`,
      primary_email: `${name.toLowerCase().replace(' ', '.')}@e2e.example`,
      exp_years: 4,
      exp_months: 0,
      current_ctc: 1_000_000,
      expected_ctc: 1_300_000,
      notice_period: 30,
    });
    if (name !== EXTRA) {
      await call('POST', '/api/candidates_job_orders', { candidate_id: ids[name], job_id: ids.job, recruiter_id: ids.admin }, 201);
    }
  }
});

/** Fills the offer fields of a dialog or an editor (its inputs may carry a suffix: 'Offered CTC (Job title)'). */
async function fillOffer(scope, offer, suffix = '') {
  await scope.getByLabel(`Offered CTC${suffix}`).fill(String(offer.ctc));
  await scope.getByLabel(`Expected Joining Date${suffix}`).fill(offer.date);
}

async function assertStored(offer) {
  const link = await linkOf(ids[offer.name], ids.job);
  assert.deepEqual([link.main_status_id, link.offered_ctc, link.expected_joining_date], ['R', offer.ctc, offer.date], offer.name);
}

describe("the recruiter's desk", () => {
  it('makes an offer from each of the four places; each shows its CTC and date on the dashboard and the profile', async () => {
    const page = await newPageWith(browser, BROWSER);
    await signIn(page, suite.url, ADMIN);

    // 1. the job order's Status tab: Change status → Offered asks for the numbers
    await page.goto(`${suite.url}/joborders/${ids.job}?tab=status`);
    const row = page.getByRole('row').filter({ hasText: OFFERS.status.name });
    await row.getByRole('button', { name: 'Change status' }).click();
    let dialog = page.getByRole('dialog', { name: 'Change Status' });
    await dialog.getByLabel('Main Status').selectOption({ label: 'Offered' });
    await dialog.getByLabel('Sub Status').selectOption({ label: 'Offer Released' });
    await dialog.getByRole('button', { name: 'Update' }).click();
    await dialog.getByText('The offered ctc field is required.').waitFor();
    await dialog.getByText('The expected joining date field is required.').waitFor();
    await dialog.getByLabel('Offered CTC').fill('0');
    await dialog.getByLabel('Expected Joining Date').fill(OFFERS.status.date);
    await dialog.getByRole('button', { name: 'Update' }).click();
    await dialog.getByText('The offered ctc must be greater than 0.').waitFor();
    await fillOffer(dialog, OFFERS.status);
    await shot(page, 'desk-status-dialog-offer');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await assertStored(OFFERS.status);

    // 2. the board's Move dialog
    await page.goto(`${suite.url}/joborders/${ids.job}?tab=status&view=board`);
    await page.getByRole('button', { name: `Move ${OFFERS.board.name}` }).click();
    dialog = page.getByRole('dialog', { name: 'Change Status' });
    await dialog.getByLabel('Main Status').selectOption({ label: 'Offered' });
    await dialog.getByLabel('Sub Status').selectOption({ label: 'Offer Accepted' });
    await fillOffer(dialog, OFFERS.board);
    await dialog.getByRole('button', { name: 'Update' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('region', { name: 'Offered column' }).getByRole('link', { name: OFFERS.board.name }).waitFor();
    await assertStored(OFFERS.board);

    // 3. the profile's Job Orders tab; a jump to Joined without an offer asks first (cancelled here)
    await page.goto(`${suite.url}/candidates/${ids[OFFERS.profile.name]}?side=joborders`);
    const suffix = ` (${JOB})`;
    await page.getByLabel(`Main Status${suffix}`).selectOption({ label: 'Joined' });
    await page.getByLabel(`Sub Status${suffix}`).selectOption({ label: 'Joined' });
    await page.getByText('No offer on record').waitFor();
    await page.getByLabel(`Offered CTC${suffix}`).fill(String(OFFERS.profile.ctc));
    await page.getByLabel(`Joining Date${suffix}`).fill(OFFERS.profile.date);
    await page.getByRole('button', { name: 'Update' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(`${OFFERS.profile.name} has no offer on record`).waitFor();
    await shot(page, 'desk-skip-offer-confirm');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    assert.equal((await linkOf(ids[OFFERS.profile.name], ids.job)).main_status_id, 'P', 'cancelled: nothing moved');
    await page.getByLabel(`Main Status${suffix}`).selectOption({ label: 'Offered' });
    await page.getByLabel(`Sub Status${suffix}`).selectOption({ label: 'Offer Released' });
    await fillOffer(page, OFFERS.profile, suffix);
    await shot(page, 'desk-profile-job-orders-offer');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Candidate Job Orders Details Updated Successfully').first().waitFor();
    await assertStored(OFFERS.profile);

    // 4. the edit form's job-order row
    await page.goto(`${suite.url}/candidates/${ids[OFFERS.form.name]}/edit`);
    const jobRow = page.getByTestId('job-row').filter({ hasText: JOB });
    await jobRow.getByLabel(`Main Status${suffix}`).selectOption({ label: 'Offered' });
    await jobRow.getByLabel(`Sub Status${suffix}`).selectOption({ label: 'Offer Released' });
    await fillOffer(jobRow, OFFERS.form, suffix);
    await jobRow.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Candidate Job Orders Details Updated Successfully').first().waitFor();
    await assertStored(OFFERS.form);

    // the dashboard's Placed / Offered list: every offer with its CTC and date
    await page.goto(`${suite.url}/dashboard?tab=placed`);
    const table = page.getByRole('table', { name: 'Placed / Offered List' });
    for (const offer of Object.values(OFFERS)) {
      const r = table.getByRole('row').filter({ hasText: offer.name });
      await r.waitFor();
      const text = (await r.innerText()).replace(/\s+/g, ' ');
      assert.ok(text.includes(rupees(offer.ctc)), `${offer.name}: ${text}`);
      assert.ok(text.includes(shown(offer.date)), `${offer.name}: ${text}`);
    }
    await shot(page, 'desk-dashboard-placed-offered');

    // the profile's Offered entry (Snapshot)
    for (const offer of Object.values(OFFERS)) {
      await page.goto(`${suite.url}/candidates/${ids[offer.name]}?side=snapshot`);
      await page.getByText(`${rupees(offer.ctc)} · joining ${shown(offer.date)}`, { exact: false }).waitFor();
    }
    await shot(page, 'desk-profile-offered-entry');
    assertNoConsoleErrors(page);
  });

  it('adds a candidate to a job order from the job order and from the profile; a second time is refused in words', async () => {
    const page = await newPageWith(browser, BROWSER);
    await signIn(page, suite.url, ADMIN);
    await page.goto(`${suite.url}/joborders/${ids.job}?tab=status`);
    await page.getByRole('button', { name: 'Add Candidate' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add Candidate' });
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.getByText('Candidate is required').waitFor();
    await dialog.getByText('Recruiter is required').waitFor();
    await dialog.getByRole('combobox', { name: 'Candidate' }).fill('esha');
    await page.getByRole('option', { name: new RegExp(EXTRA) }).click();
    await dialog.getByLabel('Recruiter').selectOption({ index: 1 });
    await shot(page, 'desk-add-candidate-dialog');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const added = await linkOf(ids[EXTRA], ids.job);
    assert.deepEqual([added.main_status_id, added.main_substatus_id], ['P', '103']);

    await page.goto(`${suite.url}/candidates/${ids[EXTRA]}?side=joborders`);
    await page.getByRole('button', { name: 'Add' }).click();
    dialog = page.getByRole('dialog', { name: 'Add to Job Order' });
    await dialog.getByRole('combobox', { name: 'Job Order' }).click();
    await page.getByRole('option', { name: new RegExp(JOB) }).first().click();
    await dialog.getByLabel('Recruiter').selectOption({ index: 1 });
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.getByText('Candidate already added for this job').waitFor();
    await dialog.getByRole('combobox', { name: 'Job Order' }).fill('data');
    await page.getByRole('option', { name: new RegExp(JOB2) }).first().click();
    await dialog.getByLabel('Recruiter').selectOption({ index: 1 });
    await shot(page, 'desk-add-to-job-order-dialog');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.waitFor({ state: 'hidden' });
    assert.equal((await linkOf(ids[EXTRA], ids.job2)).main_status_id, 'P');
    // the browser logs the refused second link (409) it was meant to get; nothing else may be logged
    page.consoleErrors = page.consoleErrors.filter((e) => !/status of 409 \(Conflict\)/.test(e));
    assertNoConsoleErrors(page);
  });

  it('reads well on a phone: the offer, the skip confirmation and the add dialogs at 390x844', async () => {
    const page = await newPageWith(browser, PHONE);
    await signIn(page, suite.url, ADMIN);
    await page.goto(`${suite.url}/joborders/${ids.job}?tab=status`);
    await page.getByRole('row').filter({ hasText: EXTRA }).getByRole('button', { name: 'Change status' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Status' });
    await dialog.getByLabel('Main Status').selectOption({ label: 'Joined' });
    await dialog.getByText('No offer on record').waitFor();
    await shot(page, 'desk-status-dialog-joined-phone');
    await dialog.getByLabel('Main Status').selectOption({ label: 'Offered' });
    await dialog.getByLabel('Offered CTC').waitFor();
    await shot(page, 'desk-status-dialog-offer-phone');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Add Candidate' }).click();
    await page.getByRole('dialog', { name: 'Add Candidate' }).waitFor();
    await shot(page, 'desk-add-candidate-dialog-phone');
    await page.goto(`${suite.url}/candidates/${ids[EXTRA]}?side=joborders`);
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('dialog', { name: 'Add to Job Order' }).waitFor();
    await shot(page, 'desk-add-to-job-order-dialog-phone');
    assertNoConsoleErrors(page);
  });
});
