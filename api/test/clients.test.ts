import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { before, describe, it } from 'node:test';
import { expect } from 'expect';
import sharp from 'sharp';
import { appSuite, buildTestApp, expectInvalid, type TestApp, type TestUser } from './helpers.js';
import { multipart, type Part } from './fixtures/forms.js';

let t: TestApp;
let admin: string;
appSuite((app) => {
  t = app;
  admin = app.admin.token;
});

async function createClient(token: string, fields: Record<string, Part> = {}) {
  const body = await multipart({ client_legal_name: 'Acme Private Limited', client_short_name: 'Acme', ...fields });
  return t.as(token, { method: 'POST', url: '/api/clients', ...body });
}

async function newClient(fields: Record<string, Part> = {}): Promise<string> {
  const res = await createClient(admin, fields);
  expect(res.statusCode).toBe(201);
  return res.json().data.encrypted_id;
}

const png = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 1 } } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-owner' } } })
    .png()
    .toBuffer();

async function download(url: string) {
  return t.app.inject({ method: 'GET', url });
}

async function storedFileCount(): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>('select count(*)::int as n from files');
  return Number(rows[0].n);
}

function storageFiles(): string[] {
  const dir = t.config.storageDir;
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'tmp')
    .flatMap((d) => fs.readdirSync(path.join(dir, d.name)));
}

describe('POST /api/clients', () => {
  it('creates an active client, sanitises rich text and answers with its id', async () => {
    const res = await createClient(admin, {
      website_url: 'https://acme.example',
      replacement_duration: '90',
      invoice_payment_duration: '45',
      agreement_start_date: '2025-01-01',
      agreement_end_date: '2026-12-31',
      status: 'inactive',
      about_client: '<p>Builds <strong>rockets</strong><script>alert(1)</script></p><img src=x onerror=alert(1)>',
      additional_information: '<p><a href="javascript:alert(1)">x</a> ok</p>',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: true, message: 'Client Added Successfully', data: { encrypted_id: expect.any(String) } });
    const id = res.json().data.encrypted_id;
    const one = await t.as(admin, { method: 'GET', url: `/api/clients/${id}` });
    expect(one.statusCode).toBe(200);
    const c = one.json().data[0];
    expect(c).toMatchObject({
      encrypted_id: id,
      client_legal_name: 'Acme Private Limited',
      client_short_name: 'Acme',
      website_url: 'https://acme.example',
      replacement_duration: 90,
      invoice_payment_duration: 45,
      agreement_start_date: '2025-01-01',
      agreement_end_date: '2026-12-31',
      status: 'active',
      about_client: '<p>Builds <strong>rockets</strong></p>',
      clientlogo_file_url: null,
    });
    expect(c.additional_information).not.toMatch(/javascript/);
    expect(c).not.toHaveProperty('id');
    expect(c.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/);
  });

  it('requires the legal and short names', async () => {
    const res = await t.as(admin, { method: 'POST', url: '/api/clients', ...(await multipart({ website_url: 'x' })) });
    expectInvalid(res, {
      client_legal_name: ['The client legal name field is required.'],
      client_short_name: ['The client short name field is required.'],
    });
    const blank = await createClient(admin, { client_legal_name: '   ', client_short_name: '' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({
      client_legal_name: ['The client legal name field is required.'],
      client_short_name: ['The client short name field is required.'],
    });
  });

  it('takes durations as whole days, empty as none, and refuses an end date before the start', async () => {
    const bad = await createClient(admin, { replacement_duration: 'ninety', invoice_payment_duration: '-3' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      replacement_duration: ['The replacement duration must be an integer.'],
      invoice_payment_duration: ['The invoice payment duration must be at least 0.'],
    });
    const empty = await createClient(admin, { replacement_duration: '', agreement_start_date: '', agreement_end_date: '' });
    expect(empty.statusCode).toBe(201);
    const got = (await t.as(admin, { method: 'GET', url: `/api/clients/${empty.json().data.encrypted_id}` })).json().data[0];
    expect(got).toMatchObject({ replacement_duration: null, agreement_start_date: null, agreement_end_date: null });
    const dates = await createClient(admin, { agreement_start_date: '2025-05-02', agreement_end_date: '2025-05-01' });
    expect(dates.statusCode).toBe(422);
    expect(dates.json().errors).toEqual({ agreement_end_date: ['The agreement end date must be a date after or equal to agreement start date.'] });
    const badDate = await createClient(admin, { agreement_start_date: '2025-02-30' });
    expect(badDate.statusCode).toBe(422);
    expect(badDate.json().errors.agreement_start_date).toEqual(['The agreement start date must be a valid date.']);
    const unknown = await createClient(admin, { color: 'red' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ color: ['The color field is not allowed.'] });
    const script = await createClient(admin, { website_url: 'javascript:alert(1)' });
    expect(script.statusCode).toBe(422);
  });

  it('stores a logo re-encoded (at most 1024 px, no metadata) behind a signed link that expires', async () => {
    const original = await png(2048, 1024);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const id = await newClient({ clientlogo: { data: original, filename: 'logo.png', type: 'image/png' } });
    const c = (await t.as(admin, { method: 'GET', url: `/api/clients/${id}` })).json().data[0];
    expect(c.clientlogo_file_url).toMatch(new RegExp(`^/api/files/[0-9a-f-]{36}\\?expires=\\d+&session=[0-9a-f-]{36}&sig=`));
    const file = await download(c.clientlogo_file_url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1024, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(file.rawPayload.includes(Buffer.from('secret-camera-owner'))).toBe(false);
    // only the re-encoded file is kept
    const { rows } = await t.db.query<{ n: number }>(`select count(*)::int as n from files where original_name like 'logo.%'`);
    expect(rows[0].n).toBe(1);
    // the link stops working once it expires
    t.clock.advance((t.config.fileLinkMinutes + 10) * 60_000);
    const late = await download(c.clientlogo_file_url);
    expect(late.statusCode).toBe(403);
    admin = await t.login(t.admin.email, t.admin.password); // the session idled out meanwhile
    const fresh = (await t.as(admin, { method: 'GET', url: `/api/clients/${id}` })).json().data[0].clientlogo_file_url;
    expect((await download(fresh)).statusCode).toBe(200);
  });

  it('refuses a logo that is not an image, and keeps nothing of a refused request', async () => {
    const filesBefore = await storedFileCount();
    const stored = storageFiles().length;
    const res = await createClient(admin, { clientlogo: { data: Buffer.from('%PDF-1.4\n%%EOF\n'), filename: 'logo.png', type: 'image/png' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.clientlogo[0]).toMatch(/must be a file of type: png, jpeg, webp, gif/);
    const invalidName = await createClient(admin, { client_short_name: '', clientlogo: { data: await png(10, 10), filename: 'l.png' } });
    expect(invalidName.statusCode).toBe(422);
    expect(await storedFileCount()).toBe(filesBefore);
    expect(storageFiles().length).toBe(stored);
  });
});

describe('GET /api/clients', () => {
  it('pages 7 by default, newest first then legal name, searches short name, legal name and website', async () => {
    const local = await buildTestApp();
    try {
      const tok = local.admin.token;
      const add = async (legal: string, short: string, website = '') => {
        const body = await multipart({ client_legal_name: legal, client_short_name: short, website_url: website });
        const r = await local.as(tok, { method: 'POST', url: '/api/clients', ...body });
        expect(r.statusCode).toBe(201);
      };
      for (let i = 0; i < 8; i++) {
        await add(`Legal ${String.fromCharCode(72 - i)}`, `S${i}`);
        local.clock.advance(1000);
      }
      // two at the same instant: legal name ascending
      await add('Zeta Corp', 'Zeta', 'https://zeta.example');
      await add('Alpha Corp', 'Alpha', 'https://findme.example');
      const list = await local.as(tok, { method: 'GET', url: '/api/clients' });
      expect(list.statusCode).toBe(200);
      const body = list.json();
      expect(body).toMatchObject({ status: true, all_data_cnt: 10, filter_data_cnt: 10 });
      expect(body.data).toHaveLength(7);
      expect(body.data.slice(0, 3).map((r: { client_short_name: string }) => r.client_short_name)).toEqual(['Alpha', 'Zeta', 'S7']);
      expect(Object.keys(body.data[0]).sort()).toEqual(['client_legal_name', 'client_short_name', 'clientlogo_file_url', 'created_at', 'encrypted_id']);
      const page1 = (await local.as(tok, { method: 'GET', url: '/api/clients?page=1' })).json();
      expect(page1.data.map((r: { client_short_name: string }) => r.client_short_name)).toEqual(['S2', 'S1', 'S0']);

      const byWebsite = (await local.as(tok, { method: 'GET', url: '/api/clients?q=FINDME' })).json();
      expect(byWebsite).toMatchObject({ all_data_cnt: 10, filter_data_cnt: 1 });
      expect(byWebsite.data[0].client_short_name).toBe('Alpha');
      expect((await local.as(tok, { method: 'GET', url: '/api/clients?q=legal%20h' })).json().filter_data_cnt).toBe(1);
      expect((await local.as(tok, { method: 'GET', url: '/api/clients?q=s3' })).json().data[0].client_short_name).toBe('S3');
      expect((await local.as(tok, { method: 'GET', url: '/api/clients?q=%25' })).json().filter_data_cnt).toBe(0);
      // a renamed client is found by its new names and website, no longer by the old ones (client_search follows)
      const rename = async (names: { client_legal_name: string; client_short_name: string; website_url: string }) =>
        expect(
          (await local.as(tok, { method: 'PUT', url: '/api/clients', payload: { encrypted_id: byWebsite.data[0].encrypted_id, ...names } })).statusCode,
        ).toBe(200);
      await rename({ client_legal_name: 'Omega Works', client_short_name: 'OMEGA', website_url: 'https://Other.example' });
      expect((await local.as(tok, { method: 'GET', url: '/api/clients?q=FINDME' })).json().filter_data_cnt).toBe(0);
      for (const q of ['omega w', 'Omega', 'OTHER.EX']) {
        const found = (await local.as(tok, { method: 'GET', url: `/api/clients?q=${encodeURIComponent(q)}` })).json();
        expect(found).toMatchObject({ filter_data_cnt: 1, data: [{ client_short_name: 'OMEGA' }] });
      }
      expect((await local.as(tok, { method: 'GET', url: '/api/clients?q=alpha' })).json().filter_data_cnt).toBe(0);
      await rename({ client_legal_name: 'Alpha Corp', client_short_name: 'Alpha', website_url: 'https://findme.example' });
      expect((await local.as(tok, { method: 'GET', url: '/api/clients?q=FINDME' })).json().filter_data_cnt).toBe(1);
      expect((await local.as(tok, { method: 'GET', url: '/api/clients?q=omega' })).json().filter_data_cnt).toBe(0);

      const sorted = (await local.as(tok, { method: 'GET', url: '/api/clients?sortby=client_short_name&direction=asc&limit=3' })).json();
      expect(sorted.data.map((r: { client_short_name: string }) => r.client_short_name)).toEqual(['Alpha', 'S0', 'S1']);
      const legal = (await local.as(tok, { method: 'GET', url: '/api/clients?sortby=client_legal_name&direction=desc&limit=1' })).json();
      expect(legal.data[0].client_short_name).toBe('Zeta');
      const oldest = (await local.as(tok, { method: 'GET', url: '/api/clients?sortby=created_at&direction=asc&limit=1' })).json();
      expect(oldest.data[0].client_short_name).toBe('S0');

      for (const bad of ['sortby=website_url', 'direction=up', 'limit=0', 'limit=101', 'page=-1', 'status=paused']) {
        expect((await local.as(tok, { method: 'GET', url: `/api/clients?${bad}` })).statusCode).toBe(422);
      }
    } finally {
      await local.close();
    }
  });
});

describe('PUT /api/clients', () => {
  it('updates the fields given, keeps the others, and records who changed what', async () => {
    const id = await newClient({ website_url: 'https://old.example', replacement_duration: '30', agreement_start_date: '2025-01-01' });
    const res = await t.as(admin, {
      method: 'PUT',
      url: '/api/clients',
      payload: {
        encrypted_id: id,
        client_legal_name: 'Acme Renamed Ltd',
        client_short_name: 'AcmeR',
        replacement_duration: '',
        agreement_end_date: '2025-06-30',
        about_client: '<p onclick="x()">Hi</p>',
        status: 'active',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: 'Client Updated Successfully' });
    const c = (await t.as(admin, { method: 'GET', url: `/api/clients/${id}` })).json().data[0];
    expect(c).toMatchObject({
      client_legal_name: 'Acme Renamed Ltd',
      client_short_name: 'AcmeR',
      website_url: 'https://old.example',
      replacement_duration: null,
      agreement_start_date: '2025-01-01',
      agreement_end_date: '2025-06-30',
      about_client: '<p>Hi</p>',
    });
    const { rows } = await t.db.query<{ action: string; before: Record<string, unknown>; after: Record<string, unknown> }>(
      `select e.action, e.before, e.after from audit_events e join clients c on c.id = e.entity_id
        where e.entity_type = 'client' and c.encrypted_id = $1 order by e.id desc limit 1`,
      [id],
    );
    expect(rows[0]).toMatchObject({
      action: 'client.update',
      before: { client_short_name: 'Acme', replacement_duration: 30 },
      after: { client_short_name: 'AcmeR', replacement_duration: null },
    });
  });

  it('validates as the add form does, and answers 404 for an unknown client', async () => {
    const id = await newClient({ agreement_start_date: '2025-03-01' });
    const blank = await t.as(admin, { method: 'PUT', url: '/api/clients', payload: { encrypted_id: id, client_legal_name: ' ', client_short_name: 'X' } });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ client_legal_name: ['The client legal name field is required.'] });
    const missing = await t.as(admin, { method: 'PUT', url: '/api/clients', payload: { encrypted_id: id } });
    expect(missing.json().errors).toEqual({
      client_legal_name: ['The client legal name field is required.'],
      client_short_name: ['The client short name field is required.'],
    });
    // the end date is checked against the stored start date
    const early = await t.as(admin, { method: 'PUT', url: '/api/clients', payload: { encrypted_id: id, client_legal_name: 'A', client_short_name: 'A', agreement_end_date: '2025-02-01' } });
    expect(early.statusCode).toBe(422);
    expect(Object.keys(early.json().errors)).toEqual(['agreement_end_date']);
    const number = await t.as(admin, { method: 'PUT', url: '/api/clients', payload: { encrypted_id: id, client_legal_name: 'A', client_short_name: 'A', invoice_payment_duration: 1.5 } });
    expect(number.json().errors).toEqual({ invoice_payment_duration: ['The invoice payment duration must be an integer.'] });
    const unknown = await t.as(admin, {
      method: 'PUT',
      url: '/api/clients',
      payload: { encrypted_id: '00000000-0000-4000-8000-000000000000', client_legal_name: 'A', client_short_name: 'A' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: false, message: 'Not found.' });
  });
});

describe('DELETE /api/clients/{id}', () => {
  it('refuses while the client has job orders, naming how many, then removes it with its files', async () => {
    const id = await newClient({ clientlogo: { data: await png(50, 50), filename: 'l.png' } });
    const doc = await t.as(admin, {
      method: 'POST',
      url: '/api/clients_attachments',
      ...(await multipart({ client_id: id, description: 'MSA', file_name: { data: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n'), filename: 'msa.pdf' } })),
    });
    expect(doc.statusCode).toBe(201);
    await t.db.query(
      `insert into job_orders (client_id, job_title) select id, 'Job ' || g from clients, generate_series(1, 3) g where encrypted_id = $1`,
      [id],
    );
    const refused = await t.as(admin, { method: 'DELETE', url: `/api/clients/${id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ status: false, message: 'This client has 3 job orders. Delete or move them first.' });
    await t.db.query(`delete from job_orders where client_id = (select id from clients where encrypted_id = $1) and job_title <> 'Job 1'`, [id]);
    expect((await t.as(admin, { method: 'DELETE', url: `/api/clients/${id}` })).json().message).toBe(
      'This client has 1 job order. Delete or move them first.',
    );
    await t.db.query(`delete from job_orders where client_id = (select id from clients where encrypted_id = $1)`, [id]);

    const { rows: before } = await t.db.query<{ storage_key: string }>(
      `select f.storage_key from files f where f.id in (select logo_file_id from clients where encrypted_id = $1
         union select a.file_id from client_attachments a join clients c on c.id = a.client_id where c.encrypted_id = $1)`,
      [id],
    );
    expect(before).toHaveLength(2);
    const res = await t.as(admin, { method: 'DELETE', url: `/api/clients/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: 'Client deleted Successfully' });
    expect((await t.as(admin, { method: 'GET', url: `/api/clients/${id}` })).statusCode).toBe(404);
    for (const { storage_key } of before) expect(fs.existsSync(path.join(t.config.storageDir, storage_key))).toBe(false);
    const { rows: left } = await t.db.query<{ n: number }>('select count(*)::int as n from files where storage_key = any($1::text[])', [
      before.map((b) => b.storage_key),
    ]);
    expect(left[0].n).toBe(0);
    const { rows: audit } = await t.db.query<{ action: string; summary: string }>(
      `select action, summary from audit_events where action = 'client.delete' order by id desc limit 1`,
    );
    expect(audit[0].summary).toBe('Deleted client Acme');
    expect((await t.as(admin, { method: 'DELETE', url: `/api/clients/${id}` })).statusCode).toBe(404);
  });
});

describe('POST /api/clients_logo', () => {
  it('replaces the logo with a re-encoded image and removes the old one', async () => {
    const id = await newClient({ clientlogo: { data: await png(40, 40), filename: 'first.png' } });
    const oldKey = (
      await t.db.query<{ storage_key: string }>('select f.storage_key from clients c join files f on f.id = c.logo_file_id where c.encrypted_id = $1', [id])
    ).rows[0].storage_key;
    const jpeg = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#3366cc' } }).jpeg().toBuffer();
    const res = await t.as(admin, { method: 'POST', url: '/api/clients_logo', ...(await multipart({ client_id: id, clientlogo: { data: jpeg, filename: 'new.jpg' } })) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, message: 'Client Logo Updated Successfully', data: { clientlogo_file_url: expect.any(String) } });
    const file = await download(res.json().data.clientlogo_file_url);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1024, height: 512 });
    expect(fs.existsSync(path.join(t.config.storageDir, oldKey))).toBe(false);
  });

  it('refuses a file that is not an image, a huge image, a file over 2 MB, and a missing file', async () => {
    const id = await newClient();
    const count = await storedFileCount();
    const text = await t.as(admin, {
      method: 'POST',
      url: '/api/clients_logo',
      ...(await multipart({ client_id: id, clientlogo: { data: Buffer.from('just text, named like a picture'), filename: 'logo.png', type: 'image/png' } })),
    });
    expect(text.statusCode).toBe(422);
    expect(text.json().errors.clientlogo[0]).toMatch(/must be a file of type/);

    // a small file that declares 30000 x 30000 pixels (its IHDR rewritten, CRC fixed)
    const huge = Buffer.from(await png(8, 8));
    huge.writeUInt32BE(30000, 16);
    huge.writeUInt32BE(30000, 20);
    huge.writeUInt32BE(zlib.crc32(huge.subarray(12, 29)), 29);
    expect((await sharp(huge, { limitInputPixels: false }).metadata()).width).toBe(30000);
    const big = await t.as(admin, { method: 'POST', url: '/api/clients_logo', ...(await multipart({ client_id: id, clientlogo: { data: huge, filename: 'huge.png' } })) });
    expect(big.statusCode).toBe(422);
    expect(big.json().errors.clientlogo[0]).toMatch(/too large/);

    const heavy = Buffer.concat([await png(8, 8), Buffer.alloc(2 * 1024 * 1024 + 10)]);
    const tooLarge = await t.as(admin, { method: 'POST', url: '/api/clients_logo', ...(await multipart({ client_id: id, clientlogo: { data: heavy, filename: 'h.png' } })) });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().errors).toEqual({ clientlogo: ['The clientlogo must not be greater than 2048 kilobytes.'] });

    const none = await t.as(admin, { method: 'POST', url: '/api/clients_logo', ...(await multipart({ client_id: id })) });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ clientlogo: ['The clientlogo field is required.'] });

    const unknown = await t.as(admin, {
      method: 'POST',
      url: '/api/clients_logo',
      ...(await multipart({ client_id: '00000000-0000-4000-8000-000000000000', clientlogo: { data: await png(8, 8), filename: 'x.png' } })),
    });
    expect(unknown.statusCode).toBe(404);
    expect(await storedFileCount()).toBe(count);
  });
});

describe('permissions', () => {
  let viewer: TestUser;
  let nobody: TestUser;
  let id: string;
  before(async () => {
    viewer = await t.user({ role: 'client-viewer', grants: { Clients: { m_view: 1 } } });
    nobody = await t.user({ role: 'no-clients', grants: { Candidates: { m_view: 1, m_add: 1, m_edit: 1, m_delete: 1 } } });
    id = await newClient();
  });

  it('lets a role with Clients view read everything and change nothing', async () => {
    for (const url of [
      '/api/clients',
      `/api/clients/${id}`,
      `/api/client_gst/${id}`,
      `/api/client_contacts/${id}`,
      `/api/client_payment_terms/${id}`,
      `/api/client_invoice_stages/${id}`,
      `/api/clients_notes?client_id=${id}`,
      `/api/clients_attachments?client_id=${id}`,
      `/api/client_active_jobs_count/${id}`,
      `/api/clients_activity/${id}`,
      '/api/clients_search?q=a',
    ]) {
      expect([url, (await t.as(viewer.token, { method: 'GET', url })).statusCode]).toEqual([url, 200]);
    }
    const forbidden = { status: false, message: 'This action is unauthorized.' };
    const writes = [
      { method: 'POST' as const, url: '/api/clients', ...(await multipart({ client_legal_name: 'A', client_short_name: 'A' })) },
      { method: 'PUT' as const, url: '/api/clients', payload: { encrypted_id: id, client_legal_name: 'A', client_short_name: 'A' } },
      { method: 'DELETE' as const, url: `/api/clients/${id}` },
      { method: 'POST' as const, url: '/api/clients_logo', ...(await multipart({ client_id: id, clientlogo: { data: await png(8, 8), filename: 'a.png' } })) },
      { method: 'POST' as const, url: '/api/client_gst', payload: { client_id: id } },
      { method: 'PUT' as const, url: '/api/client_contacts', payload: { client_id: id, encrypted_id: id } },
      { method: 'DELETE' as const, url: `/api/client_payment_terms/${id}` },
      { method: 'POST' as const, url: '/api/clients_notes', payload: { client_id: id, notes: 'x' } },
      { method: 'DELETE' as const, url: `/api/clients_notes/${id}` },
      { method: 'POST' as const, url: '/api/clients_attachments', ...(await multipart({ client_id: id, file_name: { data: Buffer.from('hello'), filename: 'a.txt' } })) },
      { method: 'DELETE' as const, url: `/api/clients_attachments/${id}` },
    ];
    const files = await storedFileCount();
    for (const w of writes) {
      const res = await t.as(viewer.token, w);
      expect([w.method, w.url, res.statusCode]).toEqual([w.method, w.url, 403]);
      expect(res.json()).toEqual(forbidden);
    }
    expect(await storedFileCount()).toBe(files);
  });

  it('refuses every read to a role without Clients flags, and asks for a token', async () => {
    for (const url of ['/api/clients', `/api/clients/${id}`, `/api/client_gst/${id}`, `/api/clients_notes?client_id=${id}`, `/api/clients_activity/${id}`, '/api/clients_search']) {
      expect((await t.as(nobody.token, { method: 'GET', url })).statusCode).toBe(403);
      expect((await t.as(null, { method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('opens the client search and the contacts to Job Orders viewers', async () => {
    const jobs = await t.user({ role: 'job-viewer', grants: { 'Job Orders': { m_view: 1 } } });
    const res = await t.as(jobs.token, { method: 'GET', url: '/api/clients_search?q=acm' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({ client_short_name: 'Acme', client_legal_name: 'Acme Private Limited' });
    // the job-order form also picks one of the client's contacts
    expect((await t.as(jobs.token, { method: 'GET', url: `/api/client_contacts/${id}` })).statusCode).toBe(200);
    expect((await t.as(jobs.token, { method: 'GET', url: `/api/client_gst/${id}` })).statusCode).toBe(403);
    expect((await t.as(jobs.token, { method: 'GET', url: '/api/clients' })).statusCode).toBe(403);
  });

  it('needs the matching flag for each change: add, edit, delete', async () => {
    const editor = await t.user({ role: 'client-editor', grants: { Clients: { m_view: 1, m_edit: 1 } } });
    const deleter = await t.user({ role: 'client-deleter', grants: { Clients: { m_view: 1, m_delete: 1 } } });
    expect((await createClient(editor.token)).statusCode).toBe(403);
    const put = await t.as(editor.token, { method: 'PUT', url: '/api/clients', payload: { encrypted_id: id, client_legal_name: 'Acme Private Limited', client_short_name: 'Acme' } });
    expect(put.statusCode).toBe(200);
    expect((await t.as(editor.token, { method: 'POST', url: '/api/client_invoice_stages', payload: { client_id: id, steps: 'PO' } })).statusCode).toBe(201);
    expect((await t.as(editor.token, { method: 'DELETE', url: `/api/clients/${id}` })).statusCode).toBe(403);
    expect((await t.as(deleter.token, { method: 'PUT', url: '/api/clients', payload: { encrypted_id: id, client_legal_name: 'A', client_short_name: 'A' } })).statusCode).toBe(403);
    const other = await newClient();
    expect((await t.as(deleter.token, { method: 'DELETE', url: `/api/clients/${other}` })).statusCode).toBe(200);
  });

  it('lets a role with only Clients add fill in the sub-items of the client it is creating, and nothing else', async () => {
    const adder = await t.user({ role: 'client-adder', grants: { Clients: { m_view: 1, m_add: 1 } } });
    const created = await createClient(adder.token, { clientlogo: { data: await png(8, 8), filename: 'a.png' } });
    expect(created.statusCode).toBe(201);
    const mine = created.json().data.encrypted_id;
    expect((await t.as(adder.token, { method: 'POST', url: '/api/client_gst', payload: { client_id: mine } })).statusCode).toBe(201);
    expect((await t.as(adder.token, { method: 'POST', url: '/api/client_contacts', payload: { client_id: mine, client_contact_name: 'Ravi' } })).statusCode).toBe(201);
    // someone else's client: no
    expect((await t.as(adder.token, { method: 'POST', url: '/api/client_gst', payload: { client_id: id } })).statusCode).toBe(403);
    // and not once the creation is long past
    for (let i = 0; i < 5; i++) {
      t.clock.advance(20 * 60_000);
      expect((await t.as(adder.token, { method: 'GET', url: '/api/clients' })).statusCode).toBe(200);
    }
    expect((await t.as(adder.token, { method: 'POST', url: '/api/client_gst', payload: { client_id: mine } })).statusCode).toBe(403);
    expect((await t.as(adder.token, { method: 'PUT', url: '/api/clients', payload: { encrypted_id: mine, client_legal_name: 'A', client_short_name: 'A' } })).statusCode).toBe(403);
    admin = await t.login(t.admin.email, t.admin.password);
  });
});
