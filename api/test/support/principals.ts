// Principals of the authorization matrix: who calls, with which role flags, and the outcome a route's declared
// access rule predicts for them. Each request gets a fresh session token, so a route that ends sessions (logout,
// impersonation) never disturbs the next request.
import crypto from 'node:crypto';
import { hashPassword } from '../../src/auth/passwords.js';
import { createSession } from '../../src/auth/sessions.js';
import { MODULES, type Access, type Action, type ModuleName } from '../../src/http/access.js';
import type { TestApp } from '../helpers.js';

export const ACTIONS: Action[] = ['view', 'add', 'edit', 'delete'];
const FLAG = { view: 'm_view', add: 'm_add', edit: 'm_edit', delete: 'm_delete' } as const;

export type Principal =
  | { kind: 'anonymous'; name: string }
  | { kind: 'forged'; name: string }
  | { kind: 'expired'; name: string; userId: number }
  | { kind: 'inactive'; name: string; userId: number }
  | { kind: 'no-role'; name: string; userId: number }
  | { kind: 'no-flag'; name: string; userId: number }
  | { kind: 'flag'; name: string; userId: number; module: ModuleName; action: Action }
  /** Every flag of every module except the route's own (all modules for routes without modules). */
  | { kind: 'other-modules'; name: string; userId: number; except: ModuleName[] }
  | { kind: 'admin'; name: string; userId: number };

/** 'allow': neither 401 nor 403; 'link': 403 (a forged signature on a signed link). */
export type Expected = 401 | 403 | 'allow' | 'link';

export function expectedOutcome(rule: Access, p: Principal): Expected {
  if (rule.kind === 'public') return 'allow';
  if (rule.kind === 'signed-link') return 'link';
  if (p.kind === 'anonymous' || p.kind === 'forged' || p.kind === 'expired' || p.kind === 'inactive') return 401;
  if (p.kind === 'admin') return 'allow';
  if (rule.kind === 'signed-in') return 'allow';
  if (rule.kind === 'admin') return 403;
  // a module rule is any of its modules with any of its actions
  if (p.kind === 'flag') return rule.modules.includes(p.module) && rule.actions.includes(p.action) ? 'allow' : 403;
  return 403;
}

export class Principals {
  private constructor(
    private t: TestApp,
    readonly fixed: Principal[],
    private passwordHash: string,
    private others = new Map<string, Principal>(),
  ) {}

  static async create(t: TestApp): Promise<Principals> {
    const hash = await hashPassword(crypto.randomBytes(18).toString('base64url'));
    const p = new Principals(t, [], hash);
    const list: Principal[] = [{ kind: 'anonymous', name: 'anonymous' }, { kind: 'forged', name: 'forged token' }];
    list.push({ kind: 'expired', name: 'expired session', userId: await p.newUser('sec-expired', {}) });
    list.push({ kind: 'inactive', name: 'inactive user', userId: await p.newUser('sec-inactive', {}, 'inactive') });
    list.push({ kind: 'no-role', name: 'user without role', userId: await p.newUser(null, {}) });
    list.push({ kind: 'no-flag', name: 'signed-in, no flag', userId: await p.newUser('sec-no-flag', {}) });
    for (const module of MODULES) {
      for (const action of ACTIONS) {
        const userId = await p.newUser(`sec-${module}-${action}`, { [module]: [action] });
        list.push({ kind: 'flag', name: `${module} ${action} only`, userId, module, action });
      }
    }
    list.push({ kind: 'admin', name: 'admin', userId: t.admin.id });
    p.fixed.push(...list);
    return p;
  }

  /** The principals for a route: the fixed ones, plus "every flag of the other modules" for its modules. */
  async forRoute(rule: Access): Promise<Principal[]> {
    const except = rule.kind === 'module' ? [...rule.modules].sort() : [];
    const key = except.join('|');
    let other = this.others.get(key);
    if (!other) {
      const grants: Partial<Record<ModuleName, Action[]>> = {};
      for (const m of MODULES) if (!except.includes(m)) grants[m] = ACTIONS;
      const userId = await this.newUser(`sec-others-${key || 'all'}`, grants);
      other = { kind: 'other-modules', name: except.length ? `all flags except ${key}` : 'all flags of every module (not admin)', userId, except };
      this.others.set(key, other);
    }
    const admin = this.fixed[this.fixed.length - 1];
    return [...this.fixed.slice(0, -1), other, admin];
  }

  /** A bearer token for one request (a new session each time), or null for anonymous. */
  async token(p: Principal): Promise<string | null> {
    if (p.kind === 'anonymous') return null;
    if (p.kind === 'forged') return crypto.randomBytes(32).toString('base64url');
    const now = this.t.clock.now();
    if (p.kind === 'expired') {
      // Signed in 13 hours ago, seen a minute ago: past the 12-hour absolute lifetime.
      const token = await createSession(this.t.db, {
        userId: p.userId,
        ip: '127.0.0.1',
        userAgent: 'security-test',
        now: new Date(now.getTime() - 13 * 3_600_000),
        lifetimeMinutes: this.t.config.sessionAbsoluteHours * 60,
      });
      await this.t.db.query(`update sessions set last_seen_at = $1 where user_id = $2`, [new Date(now.getTime() - 60_000), p.userId]);
      return token;
    }
    return createSession(this.t.db, {
      userId: p.userId,
      ip: '127.0.0.1',
      userAgent: 'security-test',
      now,
      lifetimeMinutes: this.t.config.sessionAbsoluteHours * 60,
    });
  }

  private async newUser(role: string | null, grants: Partial<Record<ModuleName, Action[]>>, status: 'active' | 'inactive' = 'active'): Promise<number> {
    let roleId: number | null = null;
    if (role) {
      const r = await this.t.db.query<{ role_id: number }>(
        `insert into roles (role_name) values ($1) on conflict do nothing returning role_id`,
        [role],
      );
      roleId = r.rows[0]
        ? Number(r.rows[0].role_id)
        : Number((await this.t.db.query<{ role_id: number }>('select role_id from roles where role_name = $1', [role])).rows[0].role_id);
      for (const [module, actions] of Object.entries(grants)) {
        const f = Object.fromEntries(ACTIONS.map((a) => [FLAG[a], actions?.includes(a) ? 1 : 0]));
        await this.t.db.query(
          `insert into role_permissions (role_id, module_id, m_add, m_edit, m_delete, m_view)
           select $1, module_id, $3, $4, $5, $6 from modules where module_name = $2`,
          [roleId, module, f.m_add, f.m_edit, f.m_delete, f.m_view],
        );
      }
    }
    const email = `${(role ?? 'no-role').toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${crypto.randomBytes(3).toString('hex')}@sec.example`;
    const { rows } = await this.t.db.query<{ id: number }>(
      `insert into users (first_name, last_name, email, mobile, role_id, password_hash, status)
       values ('Sec', 'Tester', $1, '9876543210', $2, $3, $4) returning id`,
      [email, roleId, this.passwordHash, status],
    );
    return Number(rows[0].id);
  }
}
