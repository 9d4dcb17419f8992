import crypto from 'node:crypto';
import type { Db, Queryable } from '../db/index.js';
import * as repo from './repository.js';

// OWASP authentication cheat sheet: progressive delays rather than a lock-out that never ends. Per account, the
// first ACCOUNT_FAILURES failures are free; from then on each failure locks the account for 1 minute, doubling with
// every further failure up to MAX_LOCK_MINUTES. The same per client address from ADDRESS_FAILURES. A failure is
// forgotten FORGET_HOURS after the last one; a successful sign-in or an administrator's unlock clears the account.
export const ACCOUNT_FAILURES = 5;
export const ADDRESS_FAILURES = 20;
export const MAX_LOCK_MINUTES = 60;
export const FORGET_HOURS = 24;

export type ThrottleKey = { kind: 'account' | 'address'; key: string };

/** The lock that follows the n-th failure, in minutes (0: not yet). */
export function lockMinutes(kind: ThrottleKey['kind'], failures: number): number {
  const free = kind === 'account' ? ACCOUNT_FAILURES : ADDRESS_FAILURES;
  if (failures < free) return 0;
  return Math.min(MAX_LOCK_MINUTES, 2 ** (failures - free));
}

export function throttleText(until: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * Takes one attempt for each key, atomically: under a row lock, refuses (with the time to wait) when a key is
 * locked, else counts the attempt as a failure in advance, locking the key when that reaches its limit. The caller
 * gives the attempt back with `succeeded` when the password was right. 40 concurrent wrong passwords therefore get
 * exactly as many evaluations as the limit allows, never more.
 */
export async function takeAttempt(db: Db, keys: ThrottleKey[], now: Date): Promise<{ refused: Date | null }> {
  return db.tx(async (q) => {
    const forgetBefore = new Date(now.getTime() - FORGET_HOURS * 3_600_000);
    // Rows first (in a fixed order, so two attempts never wait on each other crosswise), then each one locked.
    const sorted = [...keys].sort((a, b) => `${a.kind}:${a.key}`.localeCompare(`${b.kind}:${b.key}`));
    const rows: { k: ThrottleKey; failures: number; locked_until: Date | null }[] = [];
    for (const k of sorted) {
      const row = await repo.lockThrottleRow(q, k.kind, k.key);
      const stale = row.last_failed_at !== null && new Date(row.last_failed_at) < forgetBefore;
      rows.push({ k, failures: stale ? 0 : Number(row.failures), locked_until: row.locked_until ? new Date(row.locked_until) : null });
    }
    const locked = rows.filter((r) => r.locked_until && r.locked_until > now).map((r) => r.locked_until!.getTime());
    if (locked.length) return { refused: new Date(Math.max(...locked)) };
    for (const r of rows) {
      const failures = r.failures + 1;
      const minutes = lockMinutes(r.k.kind, failures);
      await repo.setThrottleFailures(q, r.k.kind, r.k.key, failures, now, minutes ? new Date(now.getTime() + minutes * 60_000) : null);
    }
    return { refused: null };
  });
}

/** The password was right: the account's failures are cleared, and the address's attempt is given back. */
export async function succeeded(q: Queryable, account: string, address: string | null): Promise<void> {
  await repo.clearAccountThrottle(q, account);
  if (address !== null) await repo.giveBackAddressFailure(q, address, ADDRESS_FAILURES);
}

/** An administrator's unlock: the account may sign in again at once. True when it was locked. */
export async function unlockAccount(q: Queryable, account: string, now: Date): Promise<boolean> {
  return repo.deleteAccountThrottle(q, account, now);
}

export async function recordAttempt(q: Queryable, email: string, ip: string, success: boolean, now: Date): Promise<void> {
  await repo.insertLoginAttempt(q, email, ip, success, now);
}

// ---------------------------------------------------------------------------------------------------------------
// Trusted device (OWASP "device cookies"): set at a successful sign-in, it lets that user through an account lock
// from this browser. Signed with a key derived from the application's signing key; it names the user only.
// ---------------------------------------------------------------------------------------------------------------

export const DEVICE_COOKIE = 'rs_device';
export const DEVICE_DAYS = 180;

function deviceKey(appKey: Buffer): Buffer {
  return crypto.createHmac('sha256', appKey).update('trusted-device-cookie').digest();
}

export function deviceCookieValue(appKey: Buffer, userEncryptedId: string, now: Date): string {
  const payload = `${userEncryptedId}.${Math.floor(now.getTime() / 1000)}`;
  const sig = crypto.createHmac('sha256', deviceKey(appKey)).update(payload).digest('base64url');
  return `${payload}.${sig}`;
}

/** The user a device cookie was issued to, when its signature holds and it is not older than DEVICE_DAYS. */
export function deviceCookieUser(appKey: Buffer, cookieHeader: string | undefined, now: Date): string | null {
  if (!cookieHeader) return null;
  const raw = cookieHeader
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${DEVICE_COOKIE}=`))
    ?.slice(DEVICE_COOKIE.length + 1);
  if (!raw || raw.length > 200) return null;
  const parts = raw.split('.');
  if (parts.length !== 3) return null;
  const [user, issued, sig] = parts;
  const expected = crypto.createHmac('sha256', deviceKey(appKey)).update(`${user}.${issued}`).digest();
  const given = Buffer.from(sig, 'base64url');
  // only the canonical encoding: a changed padding bit in the last character decodes to the same bytes
  if (given.length !== expected.length || given.toString('base64url') !== sig || !crypto.timingSafeEqual(given, expected)) return null;
  if (now.getTime() / 1000 - Number(issued) > DEVICE_DAYS * 86_400) return null;
  return user;
}

export function deviceCookieHeader(value: string, secure: boolean): string {
  return `${DEVICE_COOKIE}=${value}; Path=/api/login; Max-Age=${DEVICE_DAYS * 86_400}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}
