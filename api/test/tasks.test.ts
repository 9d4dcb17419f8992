// The dashboard's Tasks panel: the signed-in user's own list, on the server.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildTestApp, expectInvalid, type TestApp, type TestUser } from './helpers.js';

let t: TestApp;
let me: TestUser;
let someoneElse: TestUser;

before(async () => {
  t = await buildTestApp();
  me = await t.user({ role: 'recruiter' });
  someoneElse = await t.user({ role: 'coordinator' });
});
after(() => t.close());

const tasks = async (token: string) => {
  const res = await t.as(token, { method: 'GET', url: '/api/tasks' });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    encrypted_id: string;
    title: string;
    done: boolean;
    created_at: string;
  }[];
};
const add = async (token: string, title: string) => {
  const res = await t.post('/api/tasks', { title }, token);
  expect(res.statusCode).toBe(201);
  expect(res.json()).toEqual({
    status: true,
    message: 'Added Successfully',
    data: { encrypted_id: expect.stringMatching(/^[0-9a-f-]{36}$/) },
  });
  return res.json().data.encrypted_id as string;
};

describe('tasks', () => {
  it('adds, lists (open first, newest first), ticks and deletes my tasks, with an audit trail', async () => {
    const first = await add(me.token, '  Call   Priya about the offer ');
    t.clock.advance(1000);
    const second = await add(me.token, 'Send the shortlist to Acme');
    expect((await tasks(me.token)).map((x) => [x.title, x.done])).toEqual([
      ['Send the shortlist to Acme', false],
      ['Call Priya about the offer', false],
    ]);

    const tick = await t.put('/api/tasks', { encrypted_id: second, done: true }, me.token);
    expect(tick.statusCode).toBe(200);
    expect(tick.json()).toEqual({ status: true, message: 'Updated Successfully' });
    expect((await tasks(me.token)).map((x) => [x.title, x.done])).toEqual([
      ['Call Priya about the offer', false],
      ['Send the shortlist to Acme', true],
    ]);

    const del = await t.as(me.token, { method: 'DELETE', url: `/api/tasks/${first}` });
    expect(del.json()).toEqual({ status: true, message: 'Deleted Successfully' });
    expect((await tasks(me.token)).map((x) => x.encrypted_id)).toEqual([second]);

    const { rows } = await t.db.query<{ action: string }>(
      `select action from audit_events where entity_type = 'task' and actor_id = $1 order by id`,
      [me.id],
    );
    expect(rows.map((r) => r.action)).toEqual([
      'task.create',
      'task.create',
      'task.update',
      'task.delete',
    ]);
  });

  it("never shows, ticks or deletes another user's task (404)", async () => {
    const mine = await add(me.token, 'Mine only');
    expect((await tasks(someoneElse.token)).map((x) => x.title)).not.toContain('Mine only');
    const put = await t.put('/api/tasks', { encrypted_id: mine, done: true }, someoneElse.token);
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual({ status: false, message: 'Not found.' });
    expect(
      (await t.as(someoneElse.token, { method: 'DELETE', url: `/api/tasks/${mine}` })).statusCode,
    ).toBe(404);
    expect((await tasks(me.token)).find((x) => x.encrypted_id === mine)?.done).toBe(false);
  });

  it('validates the title (1 to 200 characters) and the body', async () => {
    const cases: [unknown, Record<string, string[]>][] = [
      [{ title: '' }, { title: ['The title field is required.'] }],
      [{ title: '   ' }, { title: ['The title field is required.'] }],
      [
        { title: 'x'.repeat(201) },
        { title: ['The title must not be greater than 200 characters.'] },
      ],
      [{}, { title: ['The title field is required.'] }],
    ];
    for (const [payload, errors] of cases) {
      const res = await t.post('/api/tasks', payload as object, me.token);
      expectInvalid(res, errors);
    }
    expect(
      (
        await t.post('/api/tasks', { title: 'x'.repeat(200) }, me.token)
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await t.put('/api/tasks', { encrypted_id: 'nope', done: true }, me.token)
      ).statusCode,
    ).toBe(422);
    expect(
      (await t.as(me.token, { method: 'DELETE', url: '/api/tasks/not-a-uuid' })).statusCode,
    ).toBe(422);
  });

  it('needs a signed-in user', async () => {
    expect((await t.as(null, { method: 'GET', url: '/api/tasks' })).statusCode).toBe(401);
  });
});
