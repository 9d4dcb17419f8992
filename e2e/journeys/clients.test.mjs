// Clients journeys: a client created in the UI with a logo (through the crop dialog), two GST entries, a contact,
// a payment term and two invoice stages; viewed; one GST entry edited and a stage deleted; a note and a document
// added; a user without Clients m_delete sees no delete icon and is refused by the server. After each save the
// journey reads back what the server stored.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, describe, it } from 'node:test';
import { adminToken, assertNoConsoleErrors, createRole, createUser } from '../lib/fixtures.mjs';
import { ADMIN, apiAs, apiLogin, journeySuite, newPage, shot, signIn } from '../lib/suite.mjs';

let suite;
let browser;
let token;
let tmp;

journeySuite(async (s) => {
  ({ suite, browser } = s);
  token = await adminToken(suite);
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-clients-'));
});
after(() => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

// ---------------------------------------------------------------------------------------------------------------
// Files a user would pick: a real PNG logo and a real PDF document.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function pngChunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
/** An RGB PNG: a teal field with an orange disc (a logo-like picture, so a crop has something to keep). */
function logoPng(width, height) {
  const rows = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const inDisc = (x - width / 2) ** 2 + (y - height / 2) ** 2 < (Math.min(width, height) / 3) ** 2;
      const [r, g, b] = inDisc ? [240, 140, 30] : [20, 120, 130 + Math.round((60 * y) / height)];
      row.set([r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
/** A one-page PDF with a line of text (objects and cross-reference table with real offsets). */
function textPdf(text) {
  const stream = `BT /F1 14 Tf 72 720 Td (${text.replace(/[()\\]/g, '\\$&')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

function pngSize(buf) {
  assert.equal(buf.subarray(0, 8).toString('hex'), '89504e470d0a1a0a', 'a PNG signature');
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

// ---------------------------------------------------------------------------------------------------------------
// Helpers

const get = async (url, as = token) => {
  const r = await apiAs(suite.url, as, 'GET', url);
  assert.equal(r.status, 200, `${url}: ${JSON.stringify(r.json)}`);
  return r.json.data;
};

/** Types into the labelled field of one repeatable item (e.g. 'GST Details 2'). */
async function fillItem(page, group, values) {
  const box = page.getByRole('group', { name: group, exact: true });
  for (const [label, value] of Object.entries(values)) {
    const field = box.getByLabel(label, { exact: true });
    if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
}

async function confirmDelete(page) {
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await dialog.getByText('Are you sure you want to delete?').waitFor();
  await dialog.getByRole('button', { name: 'Delete' }).click();
}

/** The dd-MMM-yy text of a YYYY-MM-DD date, as the view shows it. */
function shortDate(iso) {
  const [y, m, d] = iso.split('-');
  return `${d}-${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][Number(m) - 1]}-${y.slice(2)}`;
}

const CLIENT = {
  legal: 'Nimbus Cloud Services Private Limited',
  short: 'Nimbus Cloud',
  website: 'https://nimbus-cloud.example.in',
  start: '2025-04-01',
  end: '2027-03-31',
};
const GST_1 = { 'GST State Code': '29', 'GST State Name': 'Karnataka', 'GST Number': '29AAACN1234F1Z5', 'PAN No': 'AAACN1234F', 'Office Short Name': 'Bengaluru HQ', 'Office Address 1': '4th Floor, Prestige Tech Park', 'Office Address 2': 'Outer Ring Road, Marathahalli' };
const GST_2 = { 'GST State Code': '27', 'GST State Name': 'Maharashtra', 'GST Number': '27AAACN1234F1Z9', 'Office Short Name': 'Pune Office', 'Office Address 1': 'Level 7, Panchshil Business Park', 'GST Exemption Eligibility': 'NO' };

let clientId;

describe('clients', () => {
  it('creates a client with a cropped logo, two GST entries, a contact, a payment term and two invoice stages', async () => {
    const logoFile = path.join(tmp, 'nimbus-logo.png');
    fs.writeFileSync(logoFile, logoPng(480, 320));

    const page = await newPage(browser);
    await signIn(page, suite.url, ADMIN);
    await page.getByRole('navigation').first().getByRole('link', { name: 'Clients', exact: true }).click();
    await page.waitForURL('**/clients');
    await page.getByRole('heading', { name: 'Clients', level: 1 }).first().waitFor();
    await page.getByText('no data found').first().waitFor();
    await page.getByRole('link', { name: 'Add', exact: true }).click();
    await page.waitForURL('**/clients/add');
    const form = page.getByRole('form', { name: 'Add client' });
    await form.waitFor();

    // The required names are checked before anything is sent.
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The client legal name field is required.').first().waitFor();
    await page.getByText('The client short name field is required.').first().waitFor();

    // Logo: pick the file as a user does, crop it in the dialog, keep the crop.
    const chooser = page.waitForEvent('filechooser');
    await form.getByRole('button', { name: 'Choose logo' }).click();
    await (await chooser).setFiles(logoFile);
    const crop = page.getByRole('dialog', { name: 'Crop logo' });
    await crop.getByRole('img', { name: 'Image to crop' }).waitFor();
    await shot(page, 'clients-logo-crop');
    await crop.getByRole('button', { name: 'SELECT', exact: true }).click();
    await crop.waitFor({ state: 'hidden' });
    await form.getByRole('button', { name: 'Change logo' }).waitFor();

    await form.getByLabel('Client Legal Name').fill(CLIENT.legal);
    await form.getByLabel('Client Short Name').fill(CLIENT.short);
    await form.getByLabel('Website').fill(CLIENT.website);
    await form.getByLabel('Replacement Duration (days)').fill('90');
    await form.getByLabel('Invoice Payment Duration (days)').fill('45');
    const endDate = form.getByLabel('Agreement End Date');
    assert.equal(await endDate.isDisabled(), true, 'the end date waits for a start date');
    await form.getByLabel('Agreement Start Date').fill(CLIENT.start);
    assert.equal(await endDate.isDisabled(), false);
    assert.equal(await endDate.getAttribute('min'), CLIENT.start);
    await endDate.fill(CLIENT.end);
    await form.getByRole('textbox', { name: 'About Client' }).fill('Cloud infrastructure and managed services for banks.');

    // The form opens with one blank item in each section (a new GST entry starts with state code 77); blank items
    // are not sent. Two GST entries, a contact, a payment term, two stages.
    const items = (label) => form.getByRole('group', { name: new RegExp(`^${label} \\d+$`) });
    for (const label of ['GST Details', 'Point Of Contact', 'Payment term', 'Invoice Process Stage']) assert.equal(await items(label).count(), 1, label);
    assert.equal(await form.getByRole('group', { name: 'GST Details 1' }).getByLabel('GST State Code').inputValue(), '77');
    await fillItem(form, 'GST Details 1', GST_1);
    await form.getByRole('region', { name: 'GST Details' }).getByRole('button', { name: 'Add More' }).click();
    assert.equal(await form.getByRole('group', { name: 'GST Details 2' }).getByLabel('GST State Code').inputValue(), '77');
    await fillItem(form, 'GST Details 2', GST_2);
    assert.equal(await form.getByRole('group', { name: 'GST Details 2' }).getByLabel('Approval From GST End Date').isDisabled(), true, 'no end date when exemption is NO');
    await fillItem(form, 'Point Of Contact 1', { Name: 'Ananya Iyer', Email: 'ananya.iyer@nimbus-cloud.example.in', Phone: '9845012345' });
    await fillItem(form, 'Payment term 1', { Criteria: 'Permanent placement', 'Charges (%)': '8.33', Remarks: 'On the first month CTC' });
    await fillItem(form, 'Invoice Process Stage 1', { Steps: 'Invoice raised on the joining date' });
    await form.getByRole('region', { name: 'Invoice Process Stages' }).getByRole('button', { name: 'Add More' }).click();
    await fillItem(form, 'Invoice Process Stage 2', { Steps: 'Payment within 45 days of the invoice' });
    assert.deepEqual(
      await Promise.all(['GST Details', 'Point Of Contact', 'Payment term', 'Invoice Process Stage'].map((l) => items(l).count())),
      [2, 1, 1, 2],
    );
    await shot(page, 'clients-add-filled');

    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Client Added Successfully').first().waitFor();
    await page.waitForURL(/\/clients\/[0-9a-f-]{36}$/, { timeout: 15_000 });
    clientId = new URL(page.url()).pathname.split('/').pop();

    // What the server stored.
    const [client] = await get(`/api/clients/${clientId}`);
    assert.equal(client.client_legal_name, CLIENT.legal);
    assert.equal(client.client_short_name, CLIENT.short);
    assert.equal(client.website_url, CLIENT.website);
    assert.equal(client.replacement_duration, 90);
    assert.equal(client.invoice_payment_duration, 45);
    assert.equal(client.agreement_start_date, CLIENT.start);
    assert.equal(client.agreement_end_date, CLIENT.end);
    assert.match(client.about_client, /Cloud infrastructure and managed services for banks\./);
    assert.ok(client.clientlogo_file_url, 'the logo was stored');
    const logo = await fetch(`${suite.url}${client.clientlogo_file_url}`);
    assert.equal(logo.status, 200);
    assert.equal(logo.headers.get('content-type'), 'image/png');
    const size = pngSize(Buffer.from(await logo.arrayBuffer()));
    // the crop dialog keeps 90 % of each side by default: smaller than the picked 480 × 320 image
    assert.ok(size.width < 480 && size.height < 320 && size.width > 300 && size.height > 200, `cropped logo ${size.width}×${size.height}`);

    const gst = await get(`/api/client_gst/${clientId}`);
    assert.equal(gst.length, 2);
    assert.deepEqual(
      gst.map((g) => [g.gst_state_code, g.gst_state_name, g.gst_id, g.client_office_short_name, g.gst_exemption_eligibility, g.approval_from_gst_enddate]),
      [
        ['29', 'Karnataka', '29AAACN1234F1Z5', 'Bengaluru HQ', '', null],
        ['27', 'Maharashtra', '27AAACN1234F1Z9', 'Pune Office', 'NO', null],
      ],
    );
    assert.equal(gst[0].client_pan_no, 'AAACN1234F');
    assert.equal(gst[0].client_office_address2, 'Outer Ring Road, Marathahalli');
    const contacts = await get(`/api/client_contacts/${clientId}`);
    assert.deepEqual(
      contacts.map((c) => [c.client_contact_name, c.client_contact_email, c.client_contact_phone]),
      [['Ananya Iyer', 'ananya.iyer@nimbus-cloud.example.in', '9845012345']],
    );
    const terms = await get(`/api/client_payment_terms/${clientId}`);
    assert.deepEqual(terms.map((t) => [t.criteria_name, Number(t.charges), t.remarks]), [['Permanent placement', 8.33, 'On the first month CTC']]);
    const stored = await get(`/api/client_invoice_stages/${clientId}`);
    assert.deepEqual(stored.map((s) => s.steps), ['Invoice raised on the joining date', 'Payment within 45 days of the invoice']);

    assertNoConsoleErrors(page);
    await page.context().close();
  });

  it('shows the client: header, dates, and every tab', async () => {
    assert.ok(clientId, 'the client of the first journey');
    const page = await newPage(browser);
    await signIn(page, suite.url, ADMIN);
    await page.goto(`${suite.url}/clients`);
    await page.getByRole('link', { name: `View ${CLIENT.short}` }).click();
    await page.waitForURL(`**/clients/${clientId}`);
    await page.getByRole('heading', { name: CLIENT.short, level: 2 }).waitFor();
    await page.getByText(CLIENT.legal).first().waitFor();
    await page.getByRole('link', { name: CLIENT.website }).waitFor();
    await page.getByText(shortDate(CLIENT.start), { exact: true }).waitFor();
    await page.getByText(shortDate(CLIENT.end), { exact: true }).waitFor();
    await page.getByText('90 Days').waitFor();
    const logo = page.getByRole('img', { name: CLIENT.short }).first();
    await logo.waitFor();
    assert.ok(await logo.evaluate((img) => img.complete && img.naturalWidth > 0), 'the logo is displayed');
    await page.getByText('Cloud infrastructure and managed services for banks.').waitFor();
    await shot(page, 'clients-view-details');

    await page.getByRole('tab', { name: 'GST Details' }).click();
    await page.waitForURL('**?tab=gst');
    await page.getByText('29AAACN1234F1Z5').waitFor();
    await page.getByText('27AAACN1234F1Z9').waitFor();
    await page.getByText('29 - Karnataka').waitFor();
    await shot(page, 'clients-view-gst');
    await page.getByRole('tab', { name: 'Payment Terms' }).click();
    await page.getByRole('cell', { name: 'Permanent placement' }).waitFor();
    await page.getByRole('cell', { name: '8.33%' }).waitFor();
    await page.getByRole('tab', { name: 'Invoice Process' }).click();
    await page.getByRole('listitem').filter({ hasText: 'Invoice raised on the joining date' }).waitFor();
    await page.getByRole('listitem').filter({ hasText: 'Payment within 45 days of the invoice' }).waitFor();
    await page.getByRole('tab', { name: 'Point Of Contact' }).click();
    await page.getByText('Ananya Iyer').waitFor();
    await page.getByRole('link', { name: 'ananya.iyer@nimbus-cloud.example.in' }).waitFor();

    // A reload keeps the tab (every tab has its address).
    await page.reload();
    await page.getByText('Ananya Iyer').waitFor();
    assert.match(page.url(), /tab=contacts/);

    // On a phone: the panel goes below the client.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('tab', { name: 'Client Details' }).click();
    await page.getByText('Cloud infrastructure and managed services for banks.').waitFor();
    await shot(page, 'clients-view-phone');
    assertNoConsoleErrors(page);
    await page.context().close();
  });

  it('edits one GST entry and deletes an invoice stage; only the changed entry is sent', async () => {
    assert.ok(clientId, 'the client of the first journey');
    const before = await get(`/api/client_gst/${clientId}`);
    const page = await newPage(browser);
    await signIn(page, suite.url, ADMIN);
    await page.goto(`${suite.url}/clients/${clientId}`);
    await page.getByRole('link', { name: 'Edit client' }).click();
    await page.waitForURL(`**/clients/${clientId}/edit`);
    const form = page.getByRole('form', { name: 'Edit client' });
    await form.getByRole('group', { name: 'GST Details 2' }).getByLabel('GST Number').waitFor();
    assert.equal(await form.getByLabel('Client Legal Name').inputValue(), CLIENT.legal);
    assert.equal(await form.getByRole('group', { name: 'GST Details 2' }).getByLabel('GST Number').inputValue(), '27AAACN1234F1Z9');

    await fillItem(form, 'GST Details 2', { 'Office Short Name': 'Pune Hinjewadi', 'Office Address 2': 'Phase 1, Hinjewadi' });

    // Deleting a saved stage asks first, then removes it at once.
    await form.getByRole('button', { name: 'Delete Invoice Process Stage 2' }).click();
    await confirmDelete(page);
    await page.getByText('Deleted Successfully').first().waitFor();
    await form.getByRole('group', { name: 'Invoice Process Stage 2' }).waitFor({ state: 'detached' });
    assert.deepEqual((await get(`/api/client_invoice_stages/${clientId}`)).map((s) => s.steps), ['Invoice raised on the joining date']);
    await shot(page, 'clients-edit');

    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Client Updated Successfully').first().waitFor();
    await page.waitForURL(`**/clients/${clientId}`, { timeout: 15_000 });

    const after = await get(`/api/client_gst/${clientId}`);
    assert.equal(after.length, 2, 'still exactly two GST entries');
    assert.deepEqual(after.map((g) => g.encrypted_id), before.map((g) => g.encrypted_id), 'the same two entries, none created');
    assert.deepEqual(after[0], before[0], 'the first entry is untouched');
    assert.deepEqual(after[1], { ...before[1], client_office_short_name: 'Pune Hinjewadi', client_office_address2: 'Phase 1, Hinjewadi' });
    assert.deepEqual((await get(`/api/client_invoice_stages/${clientId}`)).map((s) => s.steps), ['Invoice raised on the joining date']);
    assert.equal((await get(`/api/client_contacts/${clientId}`)).length, 1);
    assert.equal((await get(`/api/client_payment_terms/${clientId}`)).length, 1);
    // Only the changed item was written: one GST update, no contact, term or client update.
    const activity = await get(`/api/clients_activity/${clientId}`);
    const actions = activity.map((a) => a.action);
    assert.equal(actions.filter((a) => a === 'client_gst.update').length, 1, actions.join(', '));
    assert.equal(actions.filter((a) => a === 'client_invoice_stages.delete').length, 1);
    for (const a of ['client.update', 'client_contacts.update', 'client_payment_terms.update', 'client_invoice_stages.update']) assert.ok(!actions.includes(a), a);

    await page.getByRole('tab', { name: 'GST Details' }).click();
    await page.getByText('Pune Hinjewadi').waitFor();
    await page.getByRole('tab', { name: 'Invoice Process' }).click();
    await page.getByRole('listitem').filter({ hasText: 'Invoice raised on the joining date' }).waitFor();
    assert.equal(await page.getByText('Payment within 45 days of the invoice').count(), 0);
    assertNoConsoleErrors(page);
    await page.context().close();
  });

  it('adds a note and a document, shows them in the panel and the activity, and downloads the document', async () => {
    assert.ok(clientId, 'the client of the first journey');
    const pdf = textPdf('Master services agreement - Nimbus Cloud');
    const pdfFile = path.join(tmp, 'Nimbus MSA 2025.pdf');
    fs.writeFileSync(pdfFile, pdf);

    const page = await newPage(browser);
    await signIn(page, suite.url, ADMIN);
    await page.goto(`${suite.url}/clients/${clientId}`);
    const panel = page.getByRole('complementary', { name: 'Client panel' });
    await panel.getByText('Total Active Job Order').waitFor();

    const tab = (name) => panel.getByRole('tabpanel', { name });
    await panel.getByRole('tab', { name: 'Notes' }).click();
    await page.waitForURL('**panel=notes');
    const note = 'Renewal discussion scheduled with Ananya for March; rate card to be revised.';
    await tab('Notes').getByRole('textbox', { name: 'Note', exact: true }).fill(note);
    await tab('Notes').getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('Added Successfully').first().waitFor();
    await tab('Notes').getByText(note).waitFor();
    const [me] = await get('/api/me');
    const notes = await get(`/api/clients_notes?client_id=${clientId}`);
    assert.deepEqual(notes.map((n) => [n.notes, n.username]), [[note, `${me.first_name} ${me.last_name}`.trim()]]);

    await panel.getByRole('tab', { name: 'Documents' }).click();
    await tab('Documents').getByLabel('Document', { exact: true }).setInputFiles(pdfFile);
    await tab('Documents').getByLabel('Description', { exact: true }).fill('Signed MSA, April 2025');
    await tab('Documents').getByRole('button', { name: 'Upload' }).click();
    await page.getByText('Added Successfully').first().waitFor();
    const link = tab('Documents').getByRole('link', { name: 'Nimbus MSA 2025.pdf' });
    await link.waitFor();
    await tab('Documents').getByText('Signed MSA, April 2025').waitFor();
    const docs = await get(`/api/clients_attachments?client_id=${clientId}`);
    assert.deepEqual(docs.map((d) => [d.attachment_name, d.description]), [['Nimbus MSA 2025.pdf', 'Signed MSA, April 2025']]);
    const stored = await fetch(`${suite.url}${docs[0].attachment_url}`);
    assert.equal(stored.status, 200);
    assert.match(stored.headers.get('content-disposition') ?? '', /^attachment/);
    assert.ok(Buffer.from(await stored.arrayBuffer()).equals(pdf), 'the stored document is the file uploaded');
    const download = page.waitForEvent('download');
    await link.click();
    const saved = await (await download).path();
    assert.ok(fs.readFileSync(saved).equals(pdf), 'the downloaded document is the file uploaded');
    await shot(page, 'clients-documents');

    await panel.getByRole('tab', { name: 'Activity' }).click();
    await tab('Activity').getByText('Uploaded document Nimbus MSA 2025.pdf').waitFor();
    await tab('Activity').getByText(/Added a note: Renewal discussion/).waitFor();
    await shot(page, 'clients-activity');

    await panel.getByRole('tab', { name: 'Snapshot' }).click();
    await tab('Snapshot').getByText(note).waitFor();
    assertNoConsoleErrors(page);
    await page.context().close();
  });

  it('shows no delete icon to a role without Clients m_delete, and the server refuses its DELETE', async () => {
    assert.ok(clientId, 'the client of the first journey');
    await createRole(suite, 'Client Coordinator', { Clients: { m_view: 1, m_add: 1, m_edit: 1, m_delete: 0 } });
    const user = await createUser(suite, { role: 'Client Coordinator', email: 'meera.coordinator@e2e.example', firstName: 'Meera', lastName: 'Nair' });

    const page = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, suite.url, user);
    await page.goto(`${suite.url}/clients`);
    await page.getByRole('link', { name: `View ${CLIENT.short}` }).waitFor();
    await page.getByRole('link', { name: `Edit ${CLIENT.short}` }).waitFor();
    assert.equal(await page.getByRole('button', { name: `Delete ${CLIENT.short}` }).count(), 0, 'no delete icon in the list');
    await shot(page, 'clients-list-no-delete-phone');
    await page.getByRole('link', { name: `View ${CLIENT.short}` }).click();
    await page.getByRole('heading', { name: CLIENT.short, level: 2 }).waitFor();
    await page.getByRole('link', { name: 'Edit client' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Delete client' }).count(), 0, 'no delete icon on the client');

    const userToken = await apiLogin(suite.url, user.email, user.password);
    const refused = await apiAs(suite.url, userToken, 'DELETE', `/api/clients/${clientId}`);
    assert.equal(refused.status, 403);
    assert.deepEqual(refused.json, { status: false, message: 'This action is unauthorized.' });
    assert.equal((await get(`/api/clients/${clientId}`))[0].client_short_name, CLIENT.short, 'the client is still there');
    // The admin (with m_delete) sees the icon.
    assertNoConsoleErrors(page);
    await page.context().close();

    const admin = await newPage(browser);
    await signIn(admin, suite.url, ADMIN);
    await admin.goto(`${suite.url}/clients/${clientId}`);
    await admin.getByRole('button', { name: 'Delete client' }).waitFor();
    await shot(admin, 'clients-view-admin');
    assertNoConsoleErrors(admin);
    await admin.context().close();
  });
});
