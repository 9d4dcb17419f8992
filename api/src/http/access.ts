import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth/sessions.js';
import { roleGrants } from '../auth/repository.js';
import { resolveSession } from '../auth/sessions.js';
import { forbidden, unauthenticated } from './errors.js';

export const MODULES = ['Dashboard', 'Candidates', 'Job Orders', 'Clients', 'Data Tables', 'Skills'] as const;
export type ModuleName = (typeof MODULES)[number];
export type Action = 'view' | 'add' | 'edit' | 'delete';

/** Who may call a route. Every /api route declares one; a route without it cannot be registered. */
export type Access =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | { kind: 'admin' }
  /** A flag on a module: any of `modules` with any of `actions` grants it. */
  | { kind: 'module'; modules: ModuleName[]; actions: Action[] }
  /** A signed, expiring link issued to signed-in staff (GET /api/files/{id}). */
  | { kind: 'signed-link' };

export const access = {
  public: { kind: 'public' } as Access,
  signedIn: { kind: 'signed-in' } as Access,
  admin: { kind: 'admin' } as Access,
  signedLink: { kind: 'signed-link' } as Access,
  /**
   * A module flag; with several modules, or several actions, any one of them grants it
   * (e.g. `access.module('Clients', ['edit', 'add'])`: m_edit or m_add on Clients).
   */
  module: (module: ModuleName | ModuleName[], action: Action | Action[]): Access => ({
    kind: 'module',
    modules: Array.isArray(module) ? module : [module],
    actions: Array.isArray(action) ? action : [action],
  }),
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const h = request.headers.authorization;
  if (!h || !h.startsWith('Bearer ')) return null;
  return h.slice(7).trim() || null;
}

/** The signed-in user, for handlers of routes that are not public. */
export function auth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

/** True when the user's role grants any of the flags on any of the modules (the admin role has every flag). */
export async function hasPermission(
  app: FastifyInstance,
  ctx: AuthContext,
  modules: ModuleName[],
  action: Action | Action[],
): Promise<boolean> {
  if (ctx.isAdmin) return true;
  if (ctx.user.role === null) return false;
  const actions = Array.isArray(action) ? action : [action];
  if (!actions.length) return false;
  return roleGrants(app.db, ctx.user.role, modules, [...new Set(actions)]);
}

export function registerAccessControl(app: FastifyInstance) {
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path ?? '';
    if (!url.startsWith('/api/') || url.startsWith('/api/docs')) return;
    if (!route.config?.access) {
      throw new Error(`Route ${String(route.method)} ${url} does not declare who may call it (config.access).`);
    }
    const rule = route.config.access;
    if (rule.kind === 'module' && (!rule.modules.length || !rule.actions.length)) {
      throw new Error(`Route ${String(route.method)} ${url} declares a module rule without a module or an action.`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const rule = request.routeOptions.config?.access;
    if (!rule || rule.kind === 'public' || rule.kind === 'signed-link') return;
    const token = bearerToken(request);
    // X-Background: 1 marks a request the page makes on its own (notification polls, background refreshes).
    const background = request.headers['x-background'] === '1';
    const ctx = token ? await resolveSession(app.db, token, app.clock.now(), app.config.sessionIdleMinutes, background) : null;
    if (!ctx) throw unauthenticated();
    request.auth = ctx;
    if (rule.kind === 'signed-in') return;
    const allowed = rule.kind === 'admin' ? ctx.isAdmin : await hasPermission(app, ctx, rule.modules, rule.actions);
    if (!allowed) throw forbidden();
  });

  // Every refusal is logged with who and from where, whichever layer refused: this hook, a handler's own check
  // (sub-item writes, another user's report), or a signed link that does not verify.
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode !== 403) return;
    const ctx = request.auth;
    request.log.warn(
      {
        event: 'forbidden',
        user: ctx?.user.encrypted_id ?? null,
        email: ctx?.user.email ?? null,
        role: ctx?.user.role_name ?? null,
        impersonator: ctx?.impersonator?.encrypted_id ?? null,
        method: request.method,
        route: request.routeOptions.url ?? null,
        ip: request.ip,
      },
      'access denied',
    );
  });
}
