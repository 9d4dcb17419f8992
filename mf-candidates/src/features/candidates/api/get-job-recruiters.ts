import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import { keys } from 'shared-ui';
import type { DataEnvelope } from './types';

export interface JobUser {
  user_id: string;
  username: string;
  user_type: string;
}

/** GET /api/job_assigned_users/{job_id}: the recruiter choices of a job-order row. */
export const jobUsersPath = (jobId: string) => `job_assigned_users/${jobId}`;

export function useJobRecruiters(jobId: string | undefined) {
  return useSWR(
    jobId ? keys.jobs.assignedUsers(jobId) : null,
    async () => (await apiGet<DataEnvelope<JobUser[]>>(jobUsersPath(jobId as string))).data,
    {
      revalidateOnFocus: false,
    },
  );
}
