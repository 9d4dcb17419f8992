import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import type { DataEnvelope } from './types';

export interface JobUser {
  user_id: string;
  username: string;
  user_type: string;
}

/** GET /api/job_assigned_users/{job_id}: the recruiter choices of a job-order row. */
export const jobUsersKey = (jobId: string) => `job_assigned_users/${jobId}`;

export function useJobRecruiters(jobId: string | undefined) {
  return useSWR(
    jobId ? jobUsersKey(jobId) : null,
    async () => (await apiGet<DataEnvelope<JobUser[]>>(jobUsersKey(jobId as string))).data,
    {
      revalidateOnFocus: false,
    },
  );
}
