import useSWR from 'swr';
import { apiGet } from './http';

// GET /api/config: the public configuration (no sign-in needed). Older servers may lack a
// field: each has a default, so nothing depends on it being there.

export const DEFAULT_IDLE_MINUTES = 30;
export const PASSWORD_MIN_LENGTH = 8;
export const DEFAULT_PASSWORD_RULE = 'At least 8 characters; not a common password.';

export interface PublicConfig {
  office365_url: string | null;
  session_idle_minutes: number;
  password_rule: string;
}

export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  office365_url: null,
  session_idle_minutes: DEFAULT_IDLE_MINUTES,
  password_rule: DEFAULT_PASSWORD_RULE,
};

export function parsePublicConfig(body: unknown): PublicConfig {
  const value = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const idle = Number(value.session_idle_minutes);
  return {
    office365_url:
      typeof value.office365_url === 'string' && value.office365_url ? value.office365_url : null,
    session_idle_minutes: Number.isFinite(idle) && idle > 0 ? idle : DEFAULT_IDLE_MINUTES,
    password_rule:
      typeof value.password_rule === 'string' && value.password_rule.trim()
        ? value.password_rule.trim()
        : DEFAULT_PASSWORD_RULE,
  };
}

export const CONFIG_KEY = 'config';

/** The public configuration, read once per page (defaults until it arrives or if it fails). */
export function usePublicConfig(): PublicConfig {
  const { data } = useSWR(CONFIG_KEY, () => apiGet<unknown>(CONFIG_KEY), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
  return data === undefined ? DEFAULT_PUBLIC_CONFIG : parsePublicConfig(data);
}
