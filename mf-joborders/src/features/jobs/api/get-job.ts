import { getRecord } from 'shared-ui';
import useSWR from 'swr';
import type { Job } from './types';

export const jobKey = (id: string) => `jobs/${id}`;

export function getJob(id: string): Promise<Job> {
  return getRecord<Job>(jobKey(id));
}

export function useJob(id: string | undefined) {
  return useSWR(id ? jobKey(id) : null, () => getJob(id as string), { keepPreviousData: false });
}
