// Client data worth keeping (issue 17 §7): the website normalised and checked, a contact's e-mail and phones
// checked, a second client with the same legal or short name found (a warning, never a refusal), an agreement end
// date before the start refused with a message. A value stored before these rules never blocks another edit.
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { normaliseWebsite } from '../src/modules/clients/schema.js';
import { appSuite, type TestApp } from './helpers.js';
import { multipart } from './fixtures/forms.js';

let t: TestApp;
let admin: string;
appSuite((app) => {
  t = app;
  admin = app.admin.token;
});

async function create(fields: Record<string, string>) {
  return t.as(admin, {
    method: 'POST',
    url: '/api/clients',
    ...(await multipart({ client_legal_name: 'Nimbus Retail Private Limited', client_short_name: 'Nimbus', ...fields })),
  });
}
const read = async (id: string) => (await t.as(admin, { method: 'GET', url: `/api/clients/${id}` })).json().data[0];

describe('client website', () => {
  it('is normalised: https:// added, the host in lower case', () => {
    expect(normaliseWebsite('www.Nimbus-Retail.COM')).toBe('https://www.nimbus-retail.com');
    expect(normaliseWebsite(' HTTP://Nimbus.co.in/Careers?x=1 ')).toBe('http://nimbus.co.in/Careers?x=1');
    expect(normaliseWebsite('nimbus.in/')).toBe('https://nimbus.in');
    expect(normaliseWebsite('')).toBe('');
    for (const bad of ['https://nimbus retail', 'nimbus retail', 'nimbus', 'https://localhost', 'ftp://nimbus.in', 'javascript:alert(1)', 'https://a..in', 'https://user:pw@nimbus.in'])
      expect([bad, normaliseWebsite(bad)]).toEqual([bad, null]);
  });

  it('is stored normalised, and a web address it is not is refused with a message', async () => {
    const ok = await create({ website_url: 'Nimbus-Retail.IN' });
    expect(ok.statusCode).toBe(201);
    expect((await read(ok.json().data.encrypted_id)).website_url).toBe('https://nimbus-retail.in');
    const bad = await create({ website_url: 'https://nimbus retail' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ website_url: ['The website url must be a web address, such as https://example.com.'] });
  });

  it('stored before these rules, stays and does not block another change', async () => {
    const id = (await create({ client_legal_name: 'Legacy Web Pvt Ltd', client_short_name: 'LegacyWeb' })).json().data.encrypted_id;
    await t.db.query(`update clients set website_url = 'legacy site' where encrypted_id = $1`, [id]);
    const res = await t.as(admin, {
      method: 'PUT',
      url: '/api/clients',
      payload: { encrypted_id: id, client_legal_name: 'Legacy Web Pvt Ltd', client_short_name: 'LegacyWeb', website_url: 'legacy site', replacement_duration: 45 },
    });
    expect(res.statusCode).toBe(200);
    expect(await read(id)).toMatchObject({ website_url: 'legacy site', replacement_duration: 45 });
  });
});

describe('agreement dates', () => {
  it('an end date before the start is refused with a message, not blanked', async () => {
    const res = await create({ agreement_start_date: '2026-04-01', agreement_end_date: '2026-03-31' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      agreement_end_date: ['The agreement end date must be a date after or equal to agreement start date.'],
    });
  });
});

describe('GET /api/clients_duplicates', () => {
  it('finds another client with the same legal or short name, case and spaces aside, never the one edited', async () => {
    const first = (await create({ client_legal_name: 'Orbit Foods Private Limited', client_short_name: 'Orbit' })).json().data.encrypted_id;
    // a second one is not refused: the form warns
    const second = await create({ client_legal_name: 'Orbit Foods Private Limited', client_short_name: 'Orbit Foods' });
    expect(second.statusCode).toBe(201);
    const get = async (q: string) => (await t.as(admin, { method: 'GET', url: `/api/clients_duplicates?${q}` })).json().data;
    expect(await get('short_name=%20ORBIT%20')).toEqual([
      { encrypted_id: first, client_legal_name: 'Orbit Foods Private Limited', client_short_name: 'Orbit', matched: ['short_name'] },
    ]);
    const both = await get(`legal_name=orbit%20foods%20private%20limited&short_name=Orbit&exclude=${second.json().data.encrypted_id}`);
    expect(both).toEqual([expect.objectContaining({ encrypted_id: first, matched: ['legal_name', 'short_name'] })]);
    expect(await get('short_name=Nobody')).toEqual([]);
    const viewer = await t.user({ role: 'client-viewer', grants: { Clients: { m_view: 1 } } });
    expect((await t.as(viewer.token, { method: 'GET', url: '/api/clients_duplicates?short_name=Orbit' })).statusCode).toBe(403);
  });
});
