import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import type { DataEnvelope, StatusOption } from './types';

/** GET /api/job_mainstatus and /api/job_mainsubstatus?main_status_id=. */
export const mainStatusesKey = 'job_mainstatus';
export const subStatusesKey = (main: string) =>
  ['job_mainsubstatus', { main_status_id: main }] as const;

export function useMainStatuses() {
  return useSWR(
    mainStatusesKey,
    async () => (await apiGet<DataEnvelope<StatusOption[]>>(mainStatusesKey)).data,
    { revalidateOnFocus: false },
  );
}

export function useSubStatuses(main: string | undefined) {
  return useSWR(
    main ? subStatusesKey(main) : null,
    async () =>
      (await apiGet<DataEnvelope<StatusOption[]>>('job_mainsubstatus', { main_status_id: main }))
        .data,
    {
      revalidateOnFocus: false,
    },
  );
}
