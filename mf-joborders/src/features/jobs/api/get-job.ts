import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import type { Envelope, Job } from './types';

export const jobKey = (id: string) => `jobs/${id}`;

export async function getJob(id: string): Promise<Job> {
  const res = await apiGet<Envelope<Job[]>>(jobKey(id));
  const job = res.data[0];
  if (!job) throw new Error('Not found.');
  return job;
}

export function useJob(id: string | undefined) {
  return useSWR(id ? jobKey(id) : null, () => getJob(id as string), { keepPreviousData: false });
}
