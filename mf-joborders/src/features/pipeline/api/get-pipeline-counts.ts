import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import { keys } from 'shared-ui';
import type { PipelineCounts } from './types';

/** GET /api/job_pipeline_counts/{id}: how many of the job's candidates are in each group now. */
export function usePipelineCounts(jobId: string) {
  return useSWR(
    keys.jobs.pipelineCounts(jobId),
    async () => (await apiGet<{ data: PipelineCounts }>(`job_pipeline_counts/${jobId}`)).data,
  );
}
