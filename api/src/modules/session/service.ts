// Sign-in and sign-out, the session's user and permissions, the configuration the sign-in page needs.
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword, PASSWORD_RULE, verifyPassword } from '../../auth/passwords.js';
import { createSession, revokeSession, type AuthContext } from '../../auth/sessions.js';
import {
  deviceCookieHeader,
  deviceCookieUser,
  deviceCookieValue,
  recordAttempt,
  succeeded,
  takeAttempt,
  throttleText,
  type ThrottleKey,
} from '../../auth/throttle.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import { HttpError } from '../../http/errors.js';
import type { Clock } from '../../lib/actor.js';
import { accountByEmail, modulePermissions } from './repository.js';

/**
 * How a sign-in with an e-mail no account has is logged: the first character of the local part and the domain
 * (`a***@example.com`), or only its length when it is not shaped like an e-mail address (likely a password).
 */
export function maskedEmail(typed: string): string {
  const m =
    /^([^@\s]{1,64})@([a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,63})$/i.exec(
      typed,
    );
  if (!m) return `[not an e-mail address, ${[...typed].length} characters]`;
  return `${[...m[1]][0]}***@${m[2]}`;
}

// A real hash of nothing anyone knows: an unknown email costs the same time as a wrong password.
let dummyHash: Promise<string> | null = null;

export type SignInDeps = {
  db: Db;
  clock: Clock;
  config: Config;
  fileKey: Buffer;
  log: FastifyBaseLogger;
};
export type SignInAttempt = {
  email: string;
  password: string;
  ip: string;
  cookie: string | undefined;
  userAgent: string;
  https: boolean;
};

/**
 * Signs in: throttled per address and per account (a browser the user signed in from before passes an account
 * lock), the password checked in the same time whether or not the account exists. Answers the token, the user and
 * the trusted-device cookie; 401 / 429 otherwise. What was typed is logged only when it is an account's e-mail.
 */
export async function signIn(deps: SignInDeps, attempt: SignInAttempt) {
  const { db, log } = deps;
  const email = attempt.email.trim().toLowerCase();
  const now = deps.clock.now();
  const user = await accountByEmail(db, email);
  const logged = { email: user ? email : maskedEmail(email), ip: attempt.ip };
  const trusted =
    user !== null && deviceCookieUser(deps.fileKey, attempt.cookie, now) === user.encrypted_id;
  const keys: ThrottleKey[] = [{ kind: 'address', key: attempt.ip }];
  if (!trusted) keys.push({ kind: 'account', key: email });
  const { refused } = await takeAttempt(db, keys, now);
  if (refused) {
    log.warn(
      { event: 'sign-in-throttled', ...logged, trusted_device: trusted },
      'sign-in throttled',
    );
    throw new HttpError(429, throttleText(refused, now));
  }
  dummyHash ??= hashPassword('no-such-user-' + Math.random());
  const ok = user
    ? await verifyPassword(user.password_hash, attempt.password)
    : await verifyPassword(await dummyHash, attempt.password);
  if (!user || !ok) {
    await recordAttempt(db, email, attempt.ip, false, now);
    log.warn({ event: 'sign-in-failed', ...logged }, 'sign-in failed');
    throw new HttpError(401, 'These credentials do not match our records.');
  }
  if (user.status !== 'active') {
    await recordAttempt(db, email, attempt.ip, false, now);
    log.warn({ event: 'sign-in-inactive', ...logged }, 'sign-in refused: inactive user');
    throw new HttpError(401, 'Your account is inactive. Please contact your administrator.');
  }
  await recordAttempt(db, email, attempt.ip, true, now);
  await succeeded(db, email, attempt.ip);
  const token = await createSession(db, {
    userId: Number(user.id),
    ip: attempt.ip,
    userAgent: attempt.userAgent,
    now,
    lifetimeMinutes: deps.config.sessionAbsoluteHours * 60,
  });
  log.info({ event: 'sign-in', ...logged }, 'signed in');
  const cookie = deviceCookieHeader(
    deviceCookieValue(deps.fileKey, user.encrypted_id, now),
    attempt.https,
  );
  const { id: _id, password_hash: _h, ...publicUser } = user;
  return {
    token,
    cookie,
    user: {
      ...publicUser,
      role: publicUser.role === null ? null : Number(publicUser.role),
      impersonator: null,
    },
  };
}

export async function signOut(db: Db, clock: Clock, ctx: AuthContext): Promise<void> {
  await revokeSession(db, ctx.sessionId, clock.now());
}

/** The session's user (and the administrator working as them, if any). */
export function sessionUser(ctx: AuthContext) {
  const { id: _id, ...user } = ctx.user;
  const imp = ctx.impersonator;
  return {
    ...user,
    impersonator: imp
      ? {
          encrypted_id: imp.encrypted_id,
          first_name: imp.first_name,
          last_name: imp.last_name,
          email: imp.email,
        }
      : null,
  };
}

export function myPermissions(db: Db, ctx: AuthContext) {
  return modulePermissions(db, ctx.user.role, ctx.isAdmin);
}

/** What the sign-in page and the shell need before sign-in. */
export function publicConfig(config: Config) {
  return {
    office365_url: config.office365Url,
    remote_override_origins: config.remoteOverrideOrigins,
    company_name: config.companyName,
    time_zone: config.timeZone,
    upload_max_bytes: config.uploadMaxBytes,
    session_idle_minutes: config.sessionIdleMinutes,
    password_rule: PASSWORD_RULE,
  };
}
