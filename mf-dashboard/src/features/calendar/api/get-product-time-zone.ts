import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import { isTimeZone } from 'shared-ui';

/** GET /api/config (public): the product's time zone (APP_TIMEZONE), the zone of 'today' for interviews. */
export const publicConfigKey = 'config';

export interface PublicConfig {
  time_zone?: string;
}

export function getPublicConfig() {
  return apiGet<PublicConfig>(publicConfigKey);
}

/**
 * The product's time zone: undefined while it loads, null when the server does not say (then the browser's own
 * zone is the best guess). The dashboard's figures count 'today' in this zone, so the calendar's today is the same.
 */
export function useProductTimeZone(): string | null | undefined {
  const { data, error } = useSWR(publicConfigKey, getPublicConfig, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
  if (error) return null;
  if (!data) return undefined;
  return isTimeZone(data.time_zone) ? data.time_zone : null;
}
