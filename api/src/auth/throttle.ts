import type { Queryable } from '../db/index.js';

// Failed sign-ins allowed in the window before 429: per account, and per client address.
export const ACCOUNT_FAILURES = 5;
export const ADDRESS_FAILURES = 20;
export const WINDOW_MINUTES = 15;

/** Null when a sign-in may be tried, or the 429 message. Counted in the database, so every API process agrees. */
export async function throttleMessage(q: Queryable, email: string, ip: string, now: Date): Promise<string | null> {
  const since = new Date(now.getTime() - WINDOW_MINUTES * 60_000);
  const { rows } = await q.query<{ by_account: number; by_address: number; oldest: Date | null }>(
    `select
       (select count(*)::int from login_attempts where email = $1 and not success and attempted_at > $3) as by_account,
       (select count(*)::int from login_attempts where ip = $2 and not success and attempted_at > $3) as by_address,
       (select min(attempted_at) from (select attempted_at from login_attempts
          where (email = $1 or ip = $2) and not success and attempted_at > $3 order by attempted_at desc limit $4) t) as oldest`,
    [email, ip, since, ADDRESS_FAILURES],
  );
  const r = rows[0];
  if (r.by_account < ACCOUNT_FAILURES && r.by_address < ADDRESS_FAILURES) return null;
  const waitMs = r.oldest ? new Date(r.oldest).getTime() + WINDOW_MINUTES * 60_000 - now.getTime() : WINDOW_MINUTES * 60_000;
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

export async function recordAttempt(q: Queryable, email: string, ip: string, success: boolean, now: Date): Promise<void> {
  await q.query('insert into login_attempts (email, ip, success, attempted_at) values ($1, $2, $3, $4)', [email, ip, success, now]);
  if (success) {
    // A successful sign-in clears the account's failure count.
    await q.query('delete from login_attempts where email = $1 and not success', [email]);
  }
}
