// What the shell reads before it renders: where each remote lives (/remotes.json) and the
// public configuration (/api/config). Neither may stop the shell from starting.
import { isRemoteName, type RemoteName } from '../routes';
import { DEFAULT_ALLOWED_ORIGINS, type Overrides } from './overrides';

export type RemoteEntries = Partial<Record<RemoteName, string>>;

export interface ShellConfig {
  office365_url: string | null;
  remote_override_origins: string[];
  company_name: string;
  /** The product's time zone (APP_TIMEZONE): every time the browser shows is in it (shared-ui's time-zone.ts). */
  time_zone: string;
}

export const DEFAULT_CONFIG: ShellConfig = {
  office365_url: null,
  remote_override_origins: [...DEFAULT_ALLOWED_ORIGINS],
  company_name: 'Talent Bridge Staffing',
  time_zone: 'Asia/Kolkata',
};

export interface Startup {
  config: ShellConfig;
  entries: RemoteEntries;
  /** Why /remotes.json could not be read, if it could not. */
  entriesError: string | null;
  /** Overrides in effect (remote name → URL). */
  overrides: Overrides;
  /** Overrides asked for in the address and refused, with the reason. */
  refusedOverrides: string[];
}

type FetchFn = typeof fetch;

export function parseRemoteEntries(body: unknown): RemoteEntries {
  const entries: RemoteEntries = {};
  if (!body || typeof body !== 'object' || Array.isArray(body)) return entries;
  for (const [name, url] of Object.entries(body as Record<string, unknown>)) {
    if (isRemoteName(name) && typeof url === 'string' && url) entries[name] = url;
  }
  return entries;
}

export async function fetchRemoteEntries(fetchFn: FetchFn = fetch): Promise<RemoteEntries> {
  const res = await fetchFn('/remotes.json', { cache: 'no-store' });
  if (!res.ok) throw new Error(`/remotes.json answered ${res.status}.`);
  return parseRemoteEntries(await res.json());
}

export function parseShellConfig(body: unknown): ShellConfig {
  const value = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const origins = value.remote_override_origins;
  return {
    office365_url:
      typeof value.office365_url === 'string' && value.office365_url ? value.office365_url : null,
    remote_override_origins:
      Array.isArray(origins) && origins.every((o) => typeof o === 'string')
        ? (origins as string[])
        : DEFAULT_CONFIG.remote_override_origins,
    company_name:
      typeof value.company_name === 'string' && value.company_name.trim()
        ? value.company_name.trim()
        : DEFAULT_CONFIG.company_name,
    // a zone the browser does not know is ignored where it is applied (setProductTimeZone)
    time_zone:
      typeof value.time_zone === 'string' && value.time_zone ? value.time_zone : DEFAULT_CONFIG.time_zone,
  };
}

export async function fetchShellConfig(fetchFn: FetchFn = fetch): Promise<ShellConfig> {
  try {
    const res = await fetchFn('/api/config', { headers: { Accept: 'application/json' } });
    if (!res.ok) return DEFAULT_CONFIG;
    return parseShellConfig(await res.json());
  } catch {
    return DEFAULT_CONFIG;
  }
}
