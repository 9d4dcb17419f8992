import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildTestApp, expectInvalid, type TestApp } from './helpers.js';
import { multipart } from './fixtures/forms.js';

let t: TestApp;
let admin: string;
let a: string; // a client
let b: string; // another client
before(async () => {
  t = await buildTestApp();
  admin = t.admin.token;
  a = await newClient('Alpha');
  b = await newClient('Beta');
});
after(() => t.close());

async function newClient(short: string): Promise<string> {
  const body = await multipart({ client_legal_name: `${short} Private Limited`, client_short_name: short });
  const res = await t.as(admin, { method: 'POST', url: '/api/clients', ...body });
  expect(res.statusCode).toBe(201);
  return res.json().data.encrypted_id;
}

const get = (url: string, token = admin) => t.as(token, { method: 'GET', url });
const post = (url: string, payload: object, token = admin) => t.as(token, { method: 'POST', url, payload });
const put = (url: string, payload: object, token = admin) => t.as(token, { method: 'PUT', url, payload });
const del = (url: string, token = admin) => t.as(token, { method: 'DELETE', url });

/** YYYY-MM-DD in the product's time zone, `days` from the test clock's today. */
function day(days: number): string {
  const d = new Date(t.clock.now().getTime() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: t.config.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
}

async function auditCount(clientId: string): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(
    `select count(*)::int as n from audit_events e join clients c on c.id = e.entity_id where e.entity_type = 'client' and c.encrypted_id = $1`,
    [clientId],
  );
  return Number(rows[0].n);
}

const SUBS = [
  { sub: 'client_gst', create: { gst_id: '29ABCDE1234F1Z5', gst_state_name: 'Karnataka', client_pan_no: 'ABCDE1234F' }, change: { client_office_address1: '1 MG Road' }, message: 'Added Successfully' },
  { sub: 'client_contacts', create: { client_contact_name: 'Ravi Kumar', client_contact_email: 'ravi@acme.example', client_contact_phone: '98450 12345' }, change: { client_contact_alternate_phone: '080-2345-6789' }, message: 'Point Of Contact Added Successfully' },
  { sub: 'client_payment_terms', create: { criteria_name: 'Permanent hire', charges: 8.33, remarks: 'of annual CTC' }, change: { charges: 12.5 }, message: 'Added Successfully' },
  { sub: 'client_invoice_stages', create: { steps: 'Raise PO' }, change: { steps: 'Raise PO, then invoice' }, message: 'Added Successfully' },
] as const;

describe('client sub-items', () => {
  for (const s of SUBS) {
    it(`${s.sub}: add, list, update, delete, each audited`, async () => {
      const audits = await auditCount(a);
      expect((await get(`/api/${s.sub}/${a}`)).json()).toEqual({ status: true, data: [] });
      const created = await post(`/api/${s.sub}`, { client_id: a, ...s.create });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ status: true, message: s.message, data: { encrypted_id: expect.any(String) } });
      const itemId = created.json().data.encrypted_id;
      const second = await post(`/api/${s.sub}`, { client_id: a, ...s.create });
      expect(second.statusCode).toBe(201);

      const rows = (await get(`/api/${s.sub}/${a}`)).json().data;
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatchObject({ encrypted_id: itemId, client_id: a, ...s.create });
      expect(rows[0]).not.toHaveProperty('id');
      expect((await get(`/api/${s.sub}/${b}`)).json().data).toEqual([]);

      const upd = await put(`/api/${s.sub}`, { encrypted_id: itemId, client_id: a, ...s.change });
      expect(upd.statusCode).toBe(200);
      expect(upd.json()).toEqual({ status: true, message: 'Updated Successfully' });
      const after = (await get(`/api/${s.sub}/${a}`)).json().data.find((r: { encrypted_id: string }) => r.encrypted_id === itemId);
      expect(after).toMatchObject({ ...s.create, ...s.change });

      const gone = await del(`/api/${s.sub}/${itemId}`);
      expect(gone.json()).toEqual({ status: true, message: 'Deleted Successfully' });
      expect((await get(`/api/${s.sub}/${a}`)).json().data).toHaveLength(1);
      expect((await del(`/api/${s.sub}/${itemId}`)).statusCode).toBe(404);
      expect(await auditCount(a)).toBe(audits + 4);
      await del(`/api/${s.sub}/${second.json().data.encrypted_id}`);
    });

    it(`${s.sub}: no cross-client writes by id`, async () => {
      const mine = (await post(`/api/${s.sub}`, { client_id: a, ...s.create })).json().data.encrypted_id;
      const theirs = (await post(`/api/${s.sub}`, { client_id: b, ...s.create })).json().data.encrypted_id;
      // my item, claimed for another client
      const moved = await put(`/api/${s.sub}`, { encrypted_id: mine, client_id: b, ...s.change });
      expect(moved.statusCode).toBe(404);
      expect(moved.json()).toEqual({ status: false, message: 'Not found.' });
      // another client's item, through my client
      expect((await put(`/api/${s.sub}`, { encrypted_id: theirs, client_id: a, ...s.change })).statusCode).toBe(404);
      // unknown client, unknown item
      const nobody = '00000000-0000-4000-8000-000000000000';
      expect((await put(`/api/${s.sub}`, { encrypted_id: mine, client_id: nobody, ...s.change })).statusCode).toBe(404);
      expect((await put(`/api/${s.sub}`, { encrypted_id: nobody, client_id: a, ...s.change })).statusCode).toBe(404);
      expect((await post(`/api/${s.sub}`, { client_id: nobody, ...s.create })).statusCode).toBe(404);
      expect((await get(`/api/${s.sub}/${nobody}`)).statusCode).toBe(404);
      expect((await del(`/api/${s.sub}/${nobody}`)).statusCode).toBe(404);
      // nothing changed
      const theirRow = (await get(`/api/${s.sub}/${b}`)).json().data[0];
      expect(theirRow).toMatchObject({ encrypted_id: theirs, ...s.create });
      expect((await get(`/api/${s.sub}/${a}`)).json().data.map((r: { encrypted_id: string }) => r.encrypted_id)).toEqual([mine]);
      expect((await put(`/api/${s.sub}`, { encrypted_id: mine, client_id: a, id: 5 })).statusCode).toBe(422);
      await del(`/api/${s.sub}/${mine}`);
      await del(`/api/${s.sub}/${theirs}`);
    });
  }

  it('GST: state code 77 by default; eligibility None, YES or NO; end date from today, none when NO', async () => {
    const plain = await post('/api/client_gst', { client_id: a });
    const row = (await get(`/api/client_gst/${a}`)).json().data.find((r: { encrypted_id: string }) => r.encrypted_id === plain.json().data.encrypted_id);
    expect(row).toMatchObject({ gst_state_code: '77', gst_exemption_eligibility: '', approval_from_gst_enddate: null });

    const bad = await post('/api/client_gst', { client_id: a, gst_exemption_eligibility: 'MAYBE' });
    expectInvalid(bad, { gst_exemption_eligibility: ['The selected gst exemption eligibility is invalid.'] });

    const past = await post('/api/client_gst', { client_id: a, gst_exemption_eligibility: 'YES', approval_from_gst_enddate: day(-1) });
    expectInvalid(past, { approval_from_gst_enddate: ['The approval from gst enddate must be a date after or equal to today.'] });

    const no = await post('/api/client_gst', { client_id: a, gst_exemption_eligibility: 'NO', approval_from_gst_enddate: day(10) });
    expectInvalid(no, { approval_from_gst_enddate: ['The approval from gst enddate must be empty when the gst exemption eligibility is NO.'] });
    expect((await post('/api/client_gst', { client_id: a, gst_exemption_eligibility: 'NO', approval_from_gst_enddate: '' })).statusCode).toBe(201);

    const ok = await post('/api/client_gst', { client_id: a, gst_exemption_eligibility: 'YES', approval_from_gst_enddate: day(0) });
    expect(ok.statusCode).toBe(201);
    const id = ok.json().data.encrypted_id;
    // once the stored date has passed, the entry can still be edited as long as the date is left alone
    t.clock.advance(3 * 86_400_000);
    admin = await t.login(t.admin.email, t.admin.password);
    expect((await put('/api/client_gst', { encrypted_id: id, client_id: a, gst_state_name: 'Goa', approval_from_gst_enddate: day(-3) })).statusCode).toBe(200);
    expect((await put('/api/client_gst', { encrypted_id: id, client_id: a, approval_from_gst_enddate: day(-2) })).statusCode).toBe(422);
    const toNo = await put('/api/client_gst', { encrypted_id: id, client_id: a, gst_exemption_eligibility: 'NO' });
    expect(toNo.statusCode).toBe(422);
    expect((await put('/api/client_gst', { encrypted_id: id, client_id: a, gst_exemption_eligibility: 'NO', approval_from_gst_enddate: null })).statusCode).toBe(200);
  });

  it('payment terms: charges is a percent from 0 to 100', async () => {
    expect((await post('/api/client_payment_terms', { client_id: a, charges: 100.5 })).json().errors).toEqual({
      charges: ['The charges must not be greater than 100.'],
    });
    expect((await post('/api/client_payment_terms', { client_id: a, charges: -1 })).json().errors).toEqual({ charges: ['The charges must be at least 0.'] });
    expect((await post('/api/client_payment_terms', { client_id: a, charges: 'ten' })).statusCode).toBe(422);
    const ok = await post('/api/client_payment_terms', { client_id: a, charges: '', criteria_name: 'Contract' });
    expect(ok.statusCode).toBe(201);
    const row = (await get(`/api/client_payment_terms/${a}`)).json().data.find((r: { encrypted_id: string }) => r.encrypted_id === ok.json().data.encrypted_id);
    expect(row.charges).toBeNull();
  });

  it('contacts: the name is required, the e-mail and phones are checked', async () => {
    const res = await post('/api/client_contacts', {
      client_id: a,
      client_contact_name: '  ',
      client_contact_email: 'x',
      client_contact_phone: '98',
      client_contact_alternate_phone: 'call reception',
    });
    expectInvalid(res, {
      client_contact_name: ['The client contact name field is required.'],
      client_contact_email: ['The client contact email must be a valid email address.'],
      client_contact_phone: ['The client contact phone must be a phone number of 7 to 15 digits.'],
      client_contact_alternate_phone: ['The client contact alternate phone must be a phone number of 7 to 15 digits.'],
    });
  });
});

describe('client notes', () => {
  it('adds, lists newest first with the author, and deletes', async () => {
    const c = await newClient('Notes');
    const first = await post('/api/clients_notes', { client_id: c, notes: 'First call went well' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ status: true, message: 'Added Successfully' });
    t.clock.advance(1000);
    await post('/api/clients_notes', { client_id: c, notes: 'Second' });
    t.clock.advance(1000);
    await post('/api/clients_notes', { client_id: c, notes: 'Third' });
    const list = (await get(`/api/clients_notes?client_id=${c}`)).json();
    expect(list.data.map((n: { notes: string }) => n.notes)).toEqual(['Third', 'Second', 'First call went well']);
    expect(Object.keys(list.data[0]).sort()).toEqual(['created_at', 'encrypted_id', 'notes', 'username']);
    expect(list.data[0].username).toMatch(/ Tester$/);
    expect((await get(`/api/clients_notes?client_id=${c}&limit=2`)).json().data).toHaveLength(2);
    expect((await get(`/api/clients_notes?client_id=${a}`)).json().data).toEqual([]);

    const blank = await post('/api/clients_notes', { client_id: c, notes: '   ' });
    expectInvalid(blank, { notes: ['The notes field is required.'] });
    expect((await get('/api/clients_notes')).statusCode).toBe(422);

    const gone = await del(`/api/clients_notes/${first.json().data.encrypted_id}`);
    expect(gone.json()).toEqual({ status: true, message: 'Deleted Successfully' });
    expect((await get(`/api/clients_notes?client_id=${c}`)).json().data).toHaveLength(2);
    expect((await del(`/api/clients_notes/${first.json().data.encrypted_id}`)).statusCode).toBe(404);
  });
});

describe('client documents', () => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

  it('uploads with a description, lists with a signed download link, and deletes the file', async () => {
    const c = await newClient('Docs');
    const up = await t.as(admin, {
      method: 'POST',
      url: '/api/clients_attachments',
      ...(await multipart({ client_id: c, description: 'Signed agreement', file_name: { data: pdf, filename: '../../agreement.pdf' } })),
    });
    expect(up.statusCode).toBe(201);
    expect(up.json()).toMatchObject({ status: true, message: 'Added Successfully' });
    const list = (await get(`/api/clients_attachments?client_id=${c}`)).json().data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ description: 'Signed agreement', attachment_name: 'agreement.pdf', attachment_url: expect.stringMatching(/^\/api\/files\//) });
    const file = await t.app.inject({ method: 'GET', url: list[0].attachment_url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="agreement.pdf"/);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: list[0].attachment_url.replace(/sig=[^&]+/, 'sig=forged') })).statusCode).toBe(403);

    const gone = await del(`/api/clients_attachments/${list[0].encrypted_id}`);
    expect(gone.json()).toEqual({ status: true, message: 'Deleted Successfully' });
    expect((await t.app.inject({ method: 'GET', url: list[0].attachment_url })).statusCode).toBe(404);
    expect((await get(`/api/clients_attachments?client_id=${c}`)).json().data).toEqual([]);
  });

  it('refuses a file of another kind and a missing file', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
    const bad = await t.as(admin, { method: 'POST', url: '/api/clients_attachments', ...(await multipart({ client_id: a, file_name: { data: exe, filename: 'x.pdf' } })) });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['file_name']);
    const none = await t.as(admin, { method: 'POST', url: '/api/clients_attachments', ...(await multipart({ client_id: a, description: 'x' })) });
    expect(none.json().errors).toEqual({ file_name: ['The file name field is required.'] });
    const unknown = await t.as(admin, {
      method: 'POST',
      url: '/api/clients_attachments',
      ...(await multipart({ client_id: '00000000-0000-4000-8000-000000000000', file_name: { data: pdf, filename: 'a.pdf' } })),
    });
    expect(unknown.statusCode).toBe(404);
    const { rows } = await t.db.query<{ n: number }>(`select count(*)::int as n from files where original_name in ('x.pdf', 'a.pdf')`);
    expect(rows[0].n).toBe(0);
  });
});

describe('snapshot, search and activity', () => {
  it('counts the active job orders of a client', async () => {
    const c = await newClient('Jobs');
    await t.db.query(
      `insert into job_orders (client_id, job_title, status) select id, 'J', s from clients, unnest(array['active', 'active', 'inactive']) s where encrypted_id = $1`,
      [c],
    );
    expect((await get(`/api/client_active_jobs_count/${c}`)).json()).toEqual({ status: true, data: { count: 2 } });
    expect((await get(`/api/client_active_jobs_count/${a}`)).json()).toEqual({ status: true, data: { count: 0 } });
    expect((await get('/api/client_active_jobs_count/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('searches clients by short or legal name', async () => {
    const res = (await get('/api/clients_search?q=beta')).json();
    expect(res.status).toBe(true);
    expect(res.data).toEqual([
      { encrypted_id: b, client_short_name: 'Beta', client_legal_name: 'Beta Private Limited', clientlogo_file_url: null, created_at: expect.any(String) },
    ]);
    expect((await get('/api/clients_search?q=private&limit=2')).json().data).toHaveLength(2);
    expect((await get('/api/clients_search?q=%25_')).json().data).toEqual([]);
  });

  it("lists the client's changes newest first: who, what, when", async () => {
    const editor = await t.user({ role: 'activity-editor', grants: { Clients: { m_view: 1, m_edit: 1 } } });
    const c = await newClient('Trail');
    await put('/api/clients', { encrypted_id: c, client_legal_name: 'Trail Private Limited', client_short_name: 'Trail', website_url: 'https://trail.example' }, editor.token);
    await post('/api/client_contacts', { client_id: c, client_contact_name: 'Asha' }, editor.token);
    await post('/api/clients_notes', { client_id: c, notes: 'Met the CFO' });
    const res = await get(`/api/clients_activity/${c}`);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data;
    expect(rows.map((r: { action: string }) => r.action)).toEqual(['client_note.create', 'client_contacts.create', 'client.update', 'client.create']);
    expect(rows[1]).toMatchObject({ summary: 'Added point of contact Asha', username: expect.stringMatching(/ Tester$/), created_at: expect.any(String) });
    expect(rows[2].summary).toBe('Updated website url');
    expect(Object.keys(rows[0]).sort()).toEqual(['action', 'created_at', 'summary', 'username']);
    expect((await get(`/api/clients_activity/${c}?limit=1`)).json().data).toHaveLength(1);
    // another client's trail is its own
    expect((await get(`/api/clients_activity/${b}`)).json().data.map((r: { action: string }) => r.action)).toEqual(
      expect.not.arrayContaining(['client_note.create']),
    );
  });

  it('writes nothing, audit included, for a refused change', async () => {
    const before = await auditCount(a);
    const { rows: n0 } = await t.db.query<{ n: number }>('select count(*)::int as n from client_gst');
    await post('/api/client_gst', { client_id: a, approval_from_gst_enddate: '2000-01-01' });
    const { rows: n1 } = await t.db.query<{ n: number }>('select count(*)::int as n from client_gst');
    expect(n1[0].n).toBe(n0[0].n);
    expect(await auditCount(a)).toBe(before);
  });
});
