import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import { keys } from 'shared-ui';
import type { MessageRow } from './types';

/** GET /api/job_messages?job_id=[&candidate_id=]: messages recorded against the job, newest first. */
export function useJobMessages(jobId: string, candidateId?: string) {
  return useSWR(
    keys.jobs.messages(jobId, candidateId ?? ''),
    async () =>
      (
        await apiGet<{ data: MessageRow[] }>('job_messages', {
          job_id: jobId,
          candidate_id: candidateId,
        })
      ).data,
  );
}
