// Remote override (DESIGN §2): an admin points one module at another URL, for their own
// tab only, with ?remote-override=mf-candidates=http://localhost:3102/mf-manifest.json.
// An override loads code that runs with the admin's session, so it is off unless the server
// names origins (remote_override_origins), only those exact origins (scheme, host and port)
// are accepted, and the admin confirms each new one before any of its code loads. Pure
// functions only: the caller passes the storage, the allowlist and whether the user is an admin.

export const OVERRIDE_PARAM = 'remote-override';
/** sessionStorage: the overrides live in this tab only and end with it (and at sign-out). */
export const OVERRIDE_STORAGE_KEY = 'remoteOverrides';
/** Nothing is allowed unless the server's configuration names it. */
export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = [];

/** remote name ('mf-candidates') → manifest or remoteEntry URL. */
export type Overrides = Record<string, string>;

export interface OverrideContext {
  knownRemotes: readonly string[];
  allowedOrigins: readonly string[];
  isAdmin: boolean;
}

export type OverrideCheck =
  { ok: true; remote: string; url: string } | { ok: false; reason: string };

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * An allowlist entry matches a URL of exactly its origin: scheme, host and port.
 * 'http://localhost:3102' accepts 'http://localhost:3102/mf-manifest.json' but not
 * 'http://localhost:3103/…', 'http://localhost/…', 'https://localhost:3102/…' nor
 * 'http://localhost.example.com:3102/…'.
 */
export function isOriginAllowed(url: string, allowedOrigins: readonly string[]): boolean {
  const target = parseUrl(url);
  if (!target || target.origin === 'null') return false;
  return allowedOrigins.some((entry) => parseUrl(entry)?.origin === target.origin);
}

/** 'mf-candidates=http://localhost:3102/mf-manifest.json' → its two halves. */
export function parseOverrideParam(value: string): { remote: string; url: string } | null {
  const at = value.indexOf('=');
  if (at <= 0) return null;
  const remote = value.slice(0, at).trim();
  const url = value.slice(at + 1).trim();
  return remote && url ? { remote, url } : null;
}

export function checkOverride(value: string, ctx: OverrideContext): OverrideCheck {
  const parsed = parseOverrideParam(value);
  if (!parsed) {
    return { ok: false, reason: `"${value}" is not of the form <module>=<manifest URL>.` };
  }
  const { remote, url } = parsed;
  if (!ctx.isAdmin) {
    return {
      ok: false,
      reason: `Module ${remote} was not overridden: only an administrator can override a module.`,
    };
  }
  if (!ctx.knownRemotes.includes(remote)) {
    return { ok: false, reason: `Module ${remote} was not overridden: there is no such module.` };
  }
  const target = parseUrl(url);
  if (!target || (target.protocol !== 'http:' && target.protocol !== 'https:')) {
    return {
      ok: false,
      reason: `Module ${remote} was not overridden: "${url}" is not an http(s) URL.`,
    };
  }
  if (ctx.allowedOrigins.length === 0) {
    return {
      ok: false,
      reason: `Module ${remote} was not overridden: module overrides are off on this server.`,
    };
  }
  if (!isOriginAllowed(url, ctx.allowedOrigins)) {
    return {
      ok: false,
      reason:
        `Module ${remote} was not overridden: ${target.origin} is not an allowed origin ` +
        `(allowed: ${ctx.allowedOrigins.join(', ') || 'none'}).`,
    };
  }
  return { ok: true, remote, url: target.href };
}

/** Stored overrides, keeping only those that still pass the checks (the allowlist may have changed). */
export function readOverrides(raw: string | null, ctx: OverrideContext): Overrides {
  if (!raw || !ctx.isAdmin) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: Overrides = {};
  for (const [remote, url] of Object.entries(value as Record<string, unknown>)) {
    if (typeof url !== 'string') continue;
    const check = checkOverride(`${remote}=${url}`, ctx);
    if (check.ok) out[check.remote] = check.url;
  }
  return out;
}

export interface OverrideResolution {
  /** The overrides already in effect in this tab (confirmed before, still passing the checks). */
  overrides: Overrides;
  /** Overrides the address asks for that pass the checks and are new: each needs the admin's confirmation. */
  pending: Overrides;
  /** Why each refused override was refused. */
  refused: string[];
  /** The query string without the override parameters, to replace the address with. */
  search: string;
}

/** Reads the ?remote-override= parameters of `search` against the overrides stored for this tab. */
export function resolveOverrides(
  search: string,
  stored: string | null,
  ctx: OverrideContext,
): OverrideResolution {
  const params = new URLSearchParams(search);
  const requested = params.getAll(OVERRIDE_PARAM);
  const overrides = readOverrides(stored, ctx);
  const pending: Overrides = {};
  const refused: string[] = [];
  for (const value of requested) {
    const check = checkOverride(value, ctx);
    if (!check.ok) refused.push(check.reason);
    else if (overrides[check.remote] !== check.url) pending[check.remote] = check.url;
  }
  params.delete(OVERRIDE_PARAM);
  const rest = params.toString();
  return { overrides, pending, refused, search: rest ? `?${rest}` : '' };
}
