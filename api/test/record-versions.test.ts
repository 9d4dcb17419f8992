// Record versions (issue 22, finding 6: concurrent edits ended "last writer wins"): candidates, job orders and
// clients carry lock_version; an update made on a stale version is refused with 409 naming who changed the record,
// and changes nothing; an update without a version (older clients) goes through.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { changedAt } from '../src/http/versions.js';
import { buildTestApp, type TestApp, type TestUser } from './helpers.js';
import { multipart, newCandidate } from './fixtures/candidates.js';
import { newJob, seedClient } from './fixtures/jobs.js';

let t: TestApp;
let priya: TestUser;
let ravi: TestUser;
before(async () => {
  t = await buildTestApp();
  const all = { m_view: 1, m_add: 1, m_edit: 1, m_delete: 1 } as const;
  const grants = { Candidates: all, 'Job Orders': all, Clients: all };
  priya = await t.user({ role: 'version-editor', grants });
  ravi = await t.user({ role: 'version-editor', grants });
  await t.db.query(`update users set first_name = 'Priya', last_name = 'Sharma' where id = $1`, [priya.id]);
  await t.db.query(`update users set first_name = 'Ravi', last_name = 'Kumar' where id = $1`, [ravi.id]);
});
after(() => t.close());

type Kind = {
  name: string;
  create(): Promise<string>;
  read(id: string, token: string): Promise<Record<string, unknown>>;
  update(id: string, token: string, value: string, version?: number): Promise<{ statusCode: number; json(): Record<string, unknown> }>;
  field: string;
};

const kinds: Kind[] = [
  {
    name: 'candidate',
    field: 'name',
    create: () => newCandidate(t),
    read: async (id, token) => (await t.as(token, { method: 'GET', url: `/api/candidates/${id}` })).json().data[0],
    update: async (id, token, value, version) =>
      t.as(token, { method: 'POST', url: `/api/candidates/${id}`, ...(await multipart({ name: value, ...(version ? { lock_version: String(version) } : {}) })) }),
  },
  {
    name: 'job order',
    field: 'job_title',
    create: async () => newJob(t, await seedClient(t, `Versions ${Math.random().toString(36).slice(2, 7)}`)),
    read: async (id, token) => (await t.as(token, { method: 'GET', url: `/api/jobs/${id}` })).json().data[0],
    update: (id, token, value, version) =>
      t.as(token, { method: 'PUT', url: '/api/jobs', payload: { encrypted_id: id, job_title: value, ...(version ? { lock_version: version } : {}) } }),
  },
  {
    name: 'client',
    field: 'client_short_name',
    create: async () => (await seedClient(t, `Versioned ${Math.random().toString(36).slice(2, 7)}`)).encrypted_id,
    read: async (id, token) => (await t.as(token, { method: 'GET', url: `/api/clients/${id}` })).json().data[0],
    update: (id, token, value, version) =>
      t.as(token, {
        method: 'PUT',
        url: '/api/clients',
        payload: { encrypted_id: id, client_legal_name: `${value} Private Limited`, client_short_name: value, ...(version ? { lock_version: version } : {}) },
      }),
  },
];

for (const k of kinds) {
  describe(`${k.name} versions`, () => {
    it('starts at 1, moves on with every update, and refuses a stale one with 409 naming who changed it', async () => {
      const id = await k.create();
      const mine = await k.read(id, priya.token);
      const theirs = await k.read(id, ravi.token);
      expect(mine.lock_version).toBe(1);
      // Ravi saves first
      const first = await k.update(id, ravi.token, 'Ravi Edit', 1);
      expect(first.statusCode).toBe(200);
      expect((await k.read(id, ravi.token)).lock_version).toBe(2);
      // Priya saves what she read at version 1: refused, nothing changed
      const stale = await k.update(id, priya.token, 'Priya Edit', Number(mine.lock_version));
      expect(stale.statusCode).toBe(409);
      const { rows } = await t.db.query<{ occurred_at: Date }>(`select occurred_at from audit_events where actor_id = $1 order by id desc limit 1`, [ravi.id]);
      expect(stale.json()).toEqual({
        status: false,
        message: `Ravi Kumar changed this record at ${changedAt(rows[0].occurred_at, t.config.timeZone)}. Reload it to see their changes.`,
        changed_by: 'Ravi Kumar',
        lock_version: 2,
      });
      expect(stale.json().message).toMatch(/at \d{2}-[A-Z][a-z]{2}-\d{4} \d{2}:\d{2} (AM|PM)\. /);
      const after = await k.read(id, priya.token);
      expect(after[k.field]).toBe('Ravi Edit');
      expect(after.lock_version).toBe(2);
      // on the current version it goes through
      expect((await k.update(id, priya.token, 'Priya Edit', 2)).statusCode).toBe(200);
      expect((await k.read(id, priya.token)).lock_version).toBe(3);
      // without a version (an older client), as before: last writer wins, and the version still moves on
      expect((await k.update(id, ravi.token, 'No Version')).statusCode).toBe(200);
      const last = await k.read(id, priya.token);
      expect([last[k.field], last.lock_version]).toEqual(['No Version', 4]);
      expect(theirs.lock_version).toBe(1);
    });
  });
}
