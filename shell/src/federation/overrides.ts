// Remote override (DESIGN §2): an admin points one module at another URL, for their own
// browser only, with ?remote-override=mf-candidates=http://localhost:3102/mf-manifest.json.
// An override loads code, so only allow-listed origins are accepted. Pure functions only:
// the caller passes the storage, the allowlist and whether the user is an admin.

export const OVERRIDE_PARAM = 'remote-override';
export const OVERRIDE_STORAGE_KEY = 'remoteOverrides';
export const DEFAULT_ALLOWED_ORIGINS = ['http://localhost', 'http://127.0.0.1'];

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
 * An allowlist entry matches a URL with the same scheme and host; its port is ignored
 * unless the entry names one. 'http://localhost' accepts 'http://localhost:3102' but not
 * 'http://localhost.example.com' nor 'https://localhost'.
 */
export function isOriginAllowed(url: string, allowedOrigins: readonly string[]): boolean {
  const target = parseUrl(url);
  if (!target) return false;
  return allowedOrigins.some((entry) => {
    const allowed = parseUrl(entry);
    if (!allowed) return false;
    if (allowed.protocol !== target.protocol || allowed.hostname !== target.hostname) return false;
    return !allowed.port || allowed.port === target.port;
  });
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
  /** The overrides in effect: stored ones plus those the URL added. */
  overrides: Overrides;
  /** Whether `overrides` differs from what was stored (the caller writes it back). */
  changed: boolean;
  /** Why each refused override was refused. */
  refused: string[];
  /** The query string without the override parameters, to replace the address with. */
  search: string;
}

/** Applies the ?remote-override= parameters of `search` on top of the stored overrides. */
export function resolveOverrides(
  search: string,
  stored: string | null,
  ctx: OverrideContext,
): OverrideResolution {
  const params = new URLSearchParams(search);
  const requested = params.getAll(OVERRIDE_PARAM);
  const overrides = readOverrides(stored, ctx);
  const refused: string[] = [];
  let changed = false;
  for (const value of requested) {
    const check = checkOverride(value, ctx);
    if (check.ok) {
      changed = changed || overrides[check.remote] !== check.url;
      overrides[check.remote] = check.url;
    } else {
      refused.push(check.reason);
    }
  }
  params.delete(OVERRIDE_PARAM);
  const rest = params.toString();
  return { overrides, changed, refused, search: rest ? `?${rest}` : '' };
}
