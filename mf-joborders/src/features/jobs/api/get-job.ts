import { getRecord, keys } from 'shared-ui';
import useSWR from 'swr';
import type { Job } from './types';

export function getJob(id: string): Promise<Job> {
  return getRecord<Job>(`jobs/${id}`);
}

export function useJob(id: string | undefined) {
  return useSWR(id ? keys.jobs.detail(id) : null, () => getJob(id as string), { keepPreviousData: false });
}
