// Sessions: token entropy, revocation at once (logout, password change, deactivation, deletion, admin revoke),
// idle and absolute timeouts on the test clock, sign-in throttling against an attacker rotating addresses, and the
// password hash parameters.
import crypto from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildApp } from '../src/app.js';
import { createSession } from '../src/auth/sessions.js';
import { hashToken } from '../src/auth/tokens.js';
import { signedFileUrl, storeBytes } from '../src/files/service.js';
import { buildTestApp, TestClock, type TestApp } from './helpers.js';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(() => t.close());

const me = (token: string) => t.as(token, { method: 'GET', url: '/api/me' });
const adminToken = () => t.login(t.admin.email, t.admin.password);

describe('session tokens', () => {
  it('are 256-bit base64url values, all distinct, bytes uniform, stored only as a hash', async () => {
    // Real sign-ins: the format, and the database holds the SHA-256 only.
    const u = await t.user();
    const fromLogin = [u.token, await t.login(u.email, u.password)];
    for (const tok of fromLogin) {
      expect(tok).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(tok, 'base64url')).toHaveLength(32);
      const { rows } = await t.db.query<{ n: number }>('select count(*)::int as n from sessions where token_hash = $1', [hashToken(tok)]);
      expect(rows[0].n).toBe(1);
    }
    // 1,000 sessions through the same code path as sign-in.
    const tokens: string[] = [];
    for (let i = 0; i < 1000; i++) {
      tokens.push(await createSession(t.db, { userId: u.id, ip: '127.0.0.1', userAgent: 'entropy', now: t.clock.now(), lifetimeMinutes: 60 }));
    }
    expect(new Set(tokens).size).toBe(1000);
    const bytes = Buffer.concat(tokens.map((tok) => Buffer.from(tok, 'base64url')));
    expect(bytes.length).toBe(32_000);
    expect(tokens.every((tok) => /^[A-Za-z0-9_-]{43}$/.test(tok))).toBe(true);

    // Chi-square of the byte values: 255 degrees of freedom, mean 255, sd ≈ 22.6. Bounds at ≈ ±4 sd.
    const counts = new Array<number>(256).fill(0);
    for (const b of bytes) counts[b]++;
    const expected = bytes.length / 256;
    const chi2 = counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    // Every bit position of the 256 is set in about half the tokens (sd ≈ 15.8 of 1000).
    let worstBit = 0;
    for (let bit = 0; bit < 256; bit++) {
      let ones = 0;
      for (let i = 0; i < 1000; i++) ones += (bytes[i * 32 + (bit >> 3)] >> (bit & 7)) & 1;
      worstBit = Math.max(worstBit, Math.abs(ones - 500));
    }
    console.log(`# sessions: 1000 tokens, 1000 distinct, 256 bits each; byte chi-square ${chi2.toFixed(1)} (df 255, accepted 165..360); worst bit deviation ${worstBit}/1000 from 500 (accepted < 80)`);
    expect(chi2).toBeGreaterThan(165);
    expect(chi2).toBeLessThan(360);
    expect(worstBit).toBeLessThan(80);
  });
});

describe('revocation takes effect at once', () => {
  it('after logout', async () => {
    const u = await t.user();
    expect((await me(u.token)).statusCode).toBe(200);
    expect((await t.as(u.token, { method: 'POST', url: '/api/logout' })).statusCode).toBe(200);
    expect((await me(u.token)).statusCode).toBe(401);
  });

  it("ends the session's signed file links: after logout, revocation and the idle timeout", async () => {
    const file = await storeBytes(t.app, Buffer.from('%PDF-1.4\n%%EOF\n'), 'cv.pdf', 'application/pdf', t.admin.id);
    const linkOf = async (token: string) => {
      const session = (await t.db.query<{ id: string }>('select encrypted_id::text as id from sessions where token_hash = $1', [hashToken(token)])).rows[0].id;
      return signedFileUrl(t.app, session, file.encrypted_id);
    };
    const get = (url: string) => t.app.inject({ method: 'GET', url });
    const a = await t.user();
    const viaA = await linkOf(a.token);
    expect((await get(viaA)).statusCode).toBe(200);
    await t.as(a.token, { method: 'POST', url: '/api/logout' });
    expect((await get(viaA)).statusCode).toBe(403);
    // revoked by an administrator
    const b = await t.user();
    const viaB = await linkOf(b.token);
    const sessionB = new URL(viaB, 'http://x').searchParams.get('session')!;
    expect((await t.as(t.admin.token, { method: 'DELETE', url: `/api/active_users/${sessionB}` })).statusCode).toBe(200);
    expect((await get(viaB)).statusCode).toBe(403);
    // idle: the link outlives neither the session nor its own expiry
    const c = await t.user();
    const viaC = await linkOf(c.token);
    t.clock.advance(31 * 60_000);
    expect((await get(viaC)).statusCode).toBe(403);
    // another session's signature is no good for this one
    const d = await t.user();
    const viaD = await linkOf(d.token);
    expect((await get(viaD)).statusCode).toBe(200);
    expect((await get(viaD.replace(/session=[^&]+/, `session=${sessionB}`))).statusCode).toBe(403);
  });

  it("after a password change (every other session of the user; the session that changed it stays)", async () => {
    const u = await t.user();
    const other = await t.login(u.email, u.password);
    const res = await t.as(u.token, {
      method: 'POST',
      url: '/api/change_password',
      payload: { current_password: u.password, password: 'Brand-new-passphrase-42', password_confirmation: 'Brand-new-passphrase-42' },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(u.token)).statusCode).toBe(200);
    // the old password no longer signs in
    const old = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: u.email, password: u.password } });
    expect(old.statusCode).toBe(401);
  });

  it('after an admin sets a new password, deactivates, deletes the user, or revokes the session', async () => {
    const admin = await adminToken();
    const roles = (await t.as(admin, { method: 'GET', url: '/api/roles' })).json().data as { role_id: number; role_name: string }[];
    const role = roles.find((r) => r.role_name.toLowerCase() !== 'admin')!.role_id;
    const update = (u: { encrypted_id: string }, extra: Record<string, unknown>) =>
      t.as(admin, { method: 'POST', url: '/api/update_user', payload: { encrypted_id: u.encrypted_id, first_name: 'Sam', last_name: 'Tester', mobile: '9876543210', role, status: 'active', ...extra } });

    const a = await t.user();
    expect((await update(a, { password: 'Another-passphrase-77', password_confirmation: 'Another-passphrase-77' })).statusCode).toBe(200);
    expect((await me(a.token)).statusCode).toBe(401);

    const b = await t.user();
    expect((await update(b, { status: 'inactive' })).statusCode).toBe(200);
    expect((await me(b.token)).statusCode).toBe(401);
    // reactivating does not bring the old session back
    expect((await update(b, { status: 'active' })).statusCode).toBe(200);
    expect((await me(b.token)).statusCode).toBe(401);

    const c = await t.user();
    expect((await t.as(admin, { method: 'DELETE', url: `/api/users/${c.encrypted_id}` })).statusCode).toBe(200);
    expect((await me(c.token)).statusCode).toBe(401);

    const d = await t.user();
    const second = await t.login(d.email, d.password);
    const list = (await t.as(admin, { method: 'GET', url: `/api/active_users?limit=100&q=${encodeURIComponent(d.email)}` })).json().data as { encrypted_id: string; email: string }[];
    expect(list.length).toBe(2);
    const { rows } = await t.db.query<{ e: string }>('select encrypted_id::text as e from sessions where token_hash = $1', [hashToken(d.token)]);
    expect((await t.as(admin, { method: 'DELETE', url: `/api/active_users/${rows[0].e}` })).statusCode).toBe(200);
    expect((await me(d.token)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200); // only that session
    // revoking it again: 404, not a second success
    expect((await t.as(admin, { method: 'DELETE', url: `/api/active_users/${rows[0].e}` })).statusCode).toBe(404);
  });

  it('an impersonation session ends with the session it came from', async () => {
    const admin = await adminToken();
    const target = await t.user();
    const res = await t.as(admin, { method: 'POST', url: '/api/impersonate', payload: { user_id: target.encrypted_id } });
    if (res.statusCode === 404) return; // impersonation not registered
    expect(res.statusCode).toBe(200);
    const imp = res.json().token as string;
    expect((await me(imp)).statusCode).toBe(200);
    expect((await t.as(admin, { method: 'POST', url: '/api/logout' })).statusCode).toBe(200);
    expect((await me(imp)).statusCode).toBe(401);
  });
});

describe('timeouts on the test clock', () => {
  it('idle: 30 minutes without a request ends the session', async () => {
    const u = await t.user();
    t.clock.advance(29 * 60_000 + 59_000);
    expect((await me(u.token)).statusCode).toBe(200);
    t.clock.advance(29 * 60_000 + 59_000);
    expect((await me(u.token)).statusCode).toBe(200);
    t.clock.advance(30 * 60_000 + 1000);
    expect((await me(u.token)).statusCode).toBe(401);
    // and stays ended when the clock is kept moving with requests
    expect((await me(u.token)).statusCode).toBe(401);
  });

  it('idle: background requests (X-Background: 1, the notification poll) do not keep a session alive', async () => {
    // issue 22, finding 5: a poll every 60 s renewed the session forever
    const u = await t.user();
    const poll = () => t.as(u.token, { method: 'GET', url: '/api/notifications', headers: { 'x-background': '1' } });
    let polled = 0;
    for (let s = 60; s < 30 * 60; s += 60) {
      t.clock.advance(60_000);
      expect((await poll()).statusCode).toBe(200);
      polled++;
    }
    t.clock.advance(61_000);
    expect((await poll()).statusCode).toBe(401);
    expect((await me(u.token)).statusCode).toBe(401);
    // the same requests without the header are activity
    const v = await t.user();
    for (let s = 0; s < 40; s++) {
      t.clock.advance(60_000);
      expect((await t.as(v.token, { method: 'GET', url: '/api/notifications' })).statusCode).toBe(200);
    }
    console.log(`# sessions: ${polled} background polls over 29 min kept no session alive (401 at 30:01 idle); 40 foreground requests over 40 min did`);
  });

  it('absolute: 12 hours after sign-in, however active', async () => {
    const u = await t.user();
    let elapsed = 0;
    while (elapsed + 25 * 60_000 <= 11 * 3_600_000 + 55 * 60_000) {
      t.clock.advance(25 * 60_000);
      elapsed += 25 * 60_000;
      expect((await me(u.token)).statusCode).toBe(200);
    }
    t.clock.advance(12 * 3_600_000 - 60_000 - elapsed); // 11 h 59 min
    expect((await me(u.token)).statusCode).toBe(200);
    t.clock.advance(61_000); // 12 h 00 min 01 s
    expect((await me(u.token)).statusCode).toBe(401);
    console.log('# sessions: idle timeout 30 min and absolute timeout 12 h hold on the test clock (200 at 29:59 idle / 11:59 h, 401 at 30:01 / 12:00:01 h)');
  });
});

describe('sign-in throttling against an attacker rotating addresses', () => {
  async function attack(trustProxy: boolean, rotateRemote: boolean): Promise<{ tried: number; evaluated: number; blocked: number; victimBlocked: boolean }> {
    const clock = new TestClock(t.clock.now().getTime());
    const app = await buildApp({ db: t.db, config: { ...t.config, trustProxy }, storage: t.app.storage, clock });
    await app.ready();
    try {
      const victim = await t.user();
      let evaluated = 0;
      let blocked = 0;
      let tried = 0;
      const variants = (e: string) => [e, e.toUpperCase(), ` ${e} `, e.replace(/^./, (c) => c.toUpperCase())];
      // One attempt every 10 seconds for one hour, each from a different forwarded (and possibly real) address.
      for (let s = 0; s < 3600; s += 10) {
        const ip = () => `${crypto.randomInt(1, 223)}.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
        const res = await app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { 'x-forwarded-for': `${ip()}, ${ip()}`, 'x-real-ip': ip() },
          ...(rotateRemote ? { remoteAddress: ip() } : {}),
          payload: { email: variants(victim.email)[tried % 4], password: `guess-${tried}` },
        });
        tried++;
        if (res.statusCode === 401) evaluated++;
        else if (res.statusCode === 429) blocked++;
        else throw new Error(`unexpected ${res.statusCode} ${res.body}`);
        clock.advance(10_000);
      }
      // The owner, from yet another address, right after the attack: still throttled or in (either is fine);
      // after the window the right password works.
      clock.advance(16 * 60_000);
      const owner = await app.inject({ method: 'POST', url: '/api/login', ...(rotateRemote ? { remoteAddress: '10.9.8.7' } : {}), payload: { email: victim.email, password: victim.password } });
      return { tried, evaluated, blocked, victimBlocked: owner.statusCode !== 200 };
    } finally {
      await app.close();
    }
  }

  it('allows at most 100 failed sign-ins per hour on one account', async () => {
    const spoofOnly = await attack(false, false);
    const proxied = await attack(true, true);
    console.log(
      `# sessions: attacker rotating X-Forwarded-For (trustProxy off): ${spoofOnly.evaluated} failed sign-ins checked in 1 h of ${spoofOnly.tried} tries (${spoofOnly.blocked} refused with 429)`,
    );
    console.log(
      `# sessions: attacker rotating real addresses + X-Forwarded-For (trustProxy on): ${proxied.evaluated} failed sign-ins checked in 1 h of ${proxied.tried} tries (${proxied.blocked} refused with 429)`,
    );
    for (const r of [spoofOnly, proxied]) {
      expect(r.evaluated).toBeLessThanOrEqual(100);
      expect(r.evaluated).toBeGreaterThan(0);
      expect(r.victimBlocked).toBe(false);
    }
  });
});

describe('client addresses', () => {
  it('come from the socket, or behind a load balancer from the address it appended, never from what the client wrote', async () => {
    const seen: Record<string, string> = {};
    for (const trustProxy of [false, true]) {
      const app = await buildApp({ db: t.db, config: { ...t.config, trustProxy }, storage: t.app.storage, clock: t.clock });
      await app.ready();
      try {
        const u = await t.user();
        // The balancer (10.0.0.5) appends the real client (203.0.113.7) to what the client sent (forged entries).
        const res = await app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: '10.0.0.5',
          headers: { 'x-forwarded-for': '6.6.6.6, 10.9.9.9, 203.0.113.7' },
          payload: { email: u.email, password: u.password },
        });
        expect(res.statusCode).toBe(200);
        const { rows } = await t.db.query<{ ip: string }>('select ip from sessions where token_hash = $1', [hashToken(res.json().token)]);
        seen[String(trustProxy)] = rows[0].ip;
      } finally {
        await app.close();
      }
    }
    console.log(`# sessions: sign-in address recorded with X-Forwarded-For "6.6.6.6, 10.9.9.9, 203.0.113.7" via 10.0.0.5: trustProxy off → ${seen.false}, on → ${seen.true}`);
    expect(seen).toEqual({ false: '10.0.0.5', true: '203.0.113.7' });
  });
});

describe('stored password hashes', () => {
  function params(hash: string) {
    // PHC string: $argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash> (the parameters in any order).
    const m = /^\$(argon2(?:id|i|d))\$v=(\d+)\$([a-z]=\d+(?:,[a-z]=\d+)*)\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/.exec(hash);
    if (!m) throw new Error(`not a PHC argon2 string: ${hash.slice(0, 30)}…`);
    const kv = Object.fromEntries(m[3].split(',').map((x) => x.split('=')).map(([k, v]) => [k, Number(v)]));
    return { type: m[1], v: Number(m[2]), m: kv.m, t: kv.t, p: kv.p };
  }

  it('are argon2id with m ≥ 19456 KiB and t ≥ 2, on every path that sets a password', async () => {
    const admin = await adminToken();
    const roles = (await t.as(admin, { method: 'GET', url: '/api/roles' })).json().data as { role_id: number; role_name: string }[];
    const role = roles.find((r) => r.role_name.toLowerCase() !== 'admin')!.role_id;
    const email = `hash-${crypto.randomBytes(3).toString('hex')}@sec.example`;
    const created = await t.as(admin, {
      method: 'POST',
      url: '/api/users',
      payload: { first_name: 'Hash', last_name: 'Check', email, password: 'Created-passphrase-11', password_confirmation: 'Created-passphrase-11', mobile: '9876543210', role },
    });
    expect(created.statusCode).toBe(201);
    const hashOf = async () => (await t.db.query<{ h: string }>('select password_hash as h from users where lower(email) = $1', [email])).rows[0].h;
    const hashes = [await hashOf()];
    const token = await t.login(email, 'Created-passphrase-11');
    expect(
      (await t.as(token, { method: 'POST', url: '/api/change_password', payload: { current_password: 'Created-passphrase-11', password: 'Changed-passphrase-22', password_confirmation: 'Changed-passphrase-22' } })).statusCode,
    ).toBe(200);
    hashes.push(await hashOf());
    const id = created.json().data.encrypted_id;
    expect(
      (await t.as(admin, { method: 'POST', url: '/api/update_user', payload: { encrypted_id: id, first_name: 'Hash', last_name: 'Check', mobile: '9876543210', role, status: 'active', password: 'Reset-passphrase-33', password_confirmation: 'Reset-passphrase-33' } })).statusCode,
    ).toBe(200);
    hashes.push(await hashOf());
    expect(new Set(hashes).size).toBe(3);
    for (const h of hashes) {
      const p = params(h);
      expect(p.type).toBe('argon2id');
      expect(p.v).toBe(19);
      expect(p.m).toBeGreaterThanOrEqual(19456);
      expect(p.t).toBeGreaterThanOrEqual(2);
      expect(h).not.toContain('passphrase');
    }
    const p = params(hashes[0]);
    console.log(`# sessions: password hashes argon2id v=${p.v} m=${p.m} t=${p.t} p=${p.p} (create, change, admin reset)`);
  });
});
