import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import { keys } from 'shared-ui';
import type { AssignedUser } from './types';

/** GET /api/job_assigned_users/{job_id}: the job's recruiters, managers and coordinators. */
export const assignedUsersKey = (jobId: string) => `job_assigned_users/${jobId}`;

export function useAssignedUsers(jobId: string) {
  return useSWR(
    keys.jobs.assignedUsers(jobId),
    async () => (await apiGet<{ data: AssignedUser[] }>(assignedUsersKey(jobId))).data,
  );
}
