// Sign-in throttling (issue 22, findings 3 and 6): progressive delays per account and per address, counted
// atomically, a trusted-device cookie that lets the owner through an account lock, an administrator's unlock, and
// the same counters on change_password's current-password check.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { DEVICE_COOKIE } from '../src/auth/throttle.js';
import { buildTestApp, type TestApp } from './helpers.js';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(() => t.close());

const signIn = (email: string, password: string, o: { ip?: string; cookie?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    ...(o.ip ? { remoteAddress: o.ip } : {}),
    ...(o.cookie ? { headers: { cookie: o.cookie } } : {}),
  });

function deviceCookie(res: { headers: Record<string, unknown> }): string {
  const raw = ([] as string[]).concat((res.headers['set-cookie'] as string | string[] | undefined) ?? []).find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
  expect(raw).toBeDefined();
  return raw!;
}

describe('sign-in throttling', () => {
  it('lets no more wrong passwords through than the limit when 40 arrive at once', async () => {
    const u = await t.user();
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn(u.email, `wrong-${i}`, { ip: `10.40.${Math.floor(i / 20)}.${i % 20}` })),
    );
    const statuses = results.map((r) => r.statusCode);
    const evaluated = statuses.filter((s) => s === 401).length;
    console.log(`# throttle: 40 concurrent wrong passwords on one account: ${evaluated} evaluated, ${statuses.filter((s) => s === 429).length} refused with 429`);
    expect(evaluated).toBe(5);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    for (const r of results.filter((x) => x.statusCode === 429)) {
      expect(Object.keys(r.json()).sort()).toEqual(['message', 'status']);
      expect(r.json().message).toMatch(/^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/);
    }
  });

  it('delays progressively: 1 minute after the 5th failure, then 2, 4, … up to 60', async () => {
    const u = await t.user();
    for (let i = 0; i < 5; i++) expect((await signIn(u.email, `nope-${i}`)).statusCode).toBe(401);
    expect((await signIn(u.email, u.password)).json().message).toBe('Too many failed sign-in attempts. Please try again in 1 minute.');
    t.clock.advance(61_000);
    expect((await signIn(u.email, 'nope-6')).statusCode).toBe(401);
    expect((await signIn(u.email, u.password)).json().message).toBe('Too many failed sign-in attempts. Please try again in 2 minutes.');
    t.clock.advance(121_000);
    expect((await signIn(u.email, 'nope-7')).statusCode).toBe(401);
    expect((await signIn(u.email, u.password)).json().message).toBe('Too many failed sign-in attempts. Please try again in 4 minutes.');
    t.clock.advance(241_000);
    // the owner's right password after the delay: in, and the count starts again
    expect((await signIn(u.email, u.password)).statusCode).toBe(200);
    expect((await signIn(u.email, 'nope-8')).statusCode).toBe(401);
    expect((await signIn(u.email, u.password)).statusCode).toBe(200);
  });

  it('lets the owner in from a browser they signed in from before, while strangers from five addresses keep the account locked', async () => {
    const u = await t.user();
    const first = await signIn(u.email, u.password, { ip: '10.1.1.1' });
    expect(first.statusCode).toBe(200);
    const cookie = deviceCookie(first);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\/api\/login/);
    const value = cookie.split(';')[0];
    // the review's attack: five wrong passwords from five addresses
    for (let i = 0; i < 5; i++) expect((await signIn(u.email, `guess-${i}`, { ip: `10.66.0.${i + 1}` })).statusCode).toBe(401);
    expect((await signIn(u.email, u.password, { ip: '10.1.1.2' })).statusCode).toBe(429);
    // the owner's browser passes the account lock
    expect((await signIn(u.email, u.password, { ip: '10.1.1.1', cookie: value })).statusCode).toBe(200);
    // a forged or another user's cookie does not
    const forged = value.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    for (let i = 0; i < 5; i++) await signIn(u.email, `guess-again-${i}`, { ip: `10.67.0.${i + 1}` });
    expect((await signIn(u.email, u.password, { cookie: forged })).statusCode).toBe(429);
    const other = await t.user();
    const otherCookie = deviceCookie(await signIn(other.email, other.password)).split(';')[0];
    expect((await signIn(u.email, u.password, { cookie: otherCookie })).statusCode).toBe(429);
    expect((await signIn(u.email, u.password, { cookie: value })).statusCode).toBe(200);
  });

  it('throttles an address that tries many accounts', async () => {
    const ip = '10.77.0.1';
    const accounts: { email: string }[] = [];
    for (let i = 0; i < 10; i++) accounts.push(await t.user());
    let evaluated = 0;
    // three guesses at each of ten accounts: no account reaches its limit, the address does at 20
    for (let i = 0; i < 30; i++) if ((await signIn(accounts[i % 10].email, `spray-${i}`, { ip })).statusCode === 401) evaluated++;
    expect(evaluated).toBe(20);
    const victim = await t.user();
    expect((await signIn(victim.email, victim.password, { ip })).statusCode).toBe(429);
    expect((await signIn(victim.email, victim.password, { ip: '10.77.0.2' })).statusCode).toBe(200);
  });
});

describe('POST /api/users/{id}/unlock', () => {
  it('shows the lock in the users list, and lets an administrator end it (audited)', async () => {
    const u = await t.user();
    for (let i = 0; i < 5; i++) await signIn(u.email, `nope-${i}`);
    const row = async () =>
      (await t.as(t.admin.token, { method: 'GET', url: `/api/get_all_users?q=${encodeURIComponent(u.email)}` })).json().data[0];
    expect(new Date((await row()).locked_until).getTime()).toBeGreaterThan(t.clock.now().getTime());
    const someone = await t.user();
    expect((await t.as(someone.token, { method: 'POST', url: `/api/users/${u.encrypted_id}/unlock` })).statusCode).toBe(403);
    const res = await t.as(t.admin.token, { method: 'POST', url: `/api/users/${u.encrypted_id}/unlock` });
    expect(res.json()).toEqual({ status: true, message: 'User Unlocked Successfully' });
    expect((await row()).locked_until).toBeNull();
    expect((await signIn(u.email, u.password)).statusCode).toBe(200);
    const { rows } = await t.db.query<{ summary: string }>(`select summary from audit_events where action = 'user.unlock' and entity_id = $1`, [u.id]);
    expect(rows.map((r) => r.summary)).toEqual([`Sign-in of ${u.email} unlocked`]);
    expect((await t.as(t.admin.token, { method: 'POST', url: '/api/users/00000000-0000-4000-8000-000000000000/unlock' })).statusCode).toBe(404);
  });
});

describe('POST /api/change_password', () => {
  it("throttles the current-password check as sign-in does", async () => {
    const u = await t.user();
    const change = (current: string) =>
      t.as(u.token, { method: 'POST', url: '/api/change_password', payload: { current_password: current, password: 'Tangerine-kite-88', password_confirmation: 'Tangerine-kite-88' } });
    for (let i = 0; i < 5; i++) expect((await change(`wrong-${i}`)).statusCode).toBe(422);
    const refused = await change(u.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ status: false, message: 'Too many failed sign-in attempts. Please try again in 1 minute.' });
    t.clock.advance(61_000);
    expect((await change(u.password)).statusCode).toBe(200);
  });
});
