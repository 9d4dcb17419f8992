import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import type { StatusOption } from './types';

/** GET /api/job_mainstatus and /api/job_mainsubstatus?main_status_id= (the status catalogue). */
export const mainStatusesKey = 'job_mainstatus';
export const subStatusesKey = (main: string) => ['job_mainsubstatus', main] as const;

export function useMainStatuses() {
  return useSWR(
    mainStatusesKey,
    async () => (await apiGet<{ data: StatusOption[] }>(mainStatusesKey)).data,
    { revalidateOnFocus: false },
  );
}

export async function getSubStatuses(main: string): Promise<StatusOption[]> {
  return (await apiGet<{ data: StatusOption[] }>('job_mainsubstatus', { main_status_id: main }))
    .data;
}

export function useSubStatuses(main: string | null) {
  return useSWR(main ? subStatusesKey(main) : null, () => getSubStatuses(main as string), {
    revalidateOnFocus: false,
  });
}
