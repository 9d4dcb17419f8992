import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import { keys } from 'shared-ui';
import type { Envelope, Job } from './types';

export async function getJob(id: string): Promise<Job> {
  const res = await apiGet<Envelope<Job[]>>(`jobs/${id}`);
  const job = res.data[0];
  if (!job) throw new Error('Not found.');
  return job;
}

export function useJob(id: string | undefined) {
  return useSWR(id ? keys.jobs.detail(id) : null, () => getJob(id as string), { keepPreviousData: false });
}
