import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import type { PipelineCounts } from './types';

/** GET /api/job_pipeline_counts/{id}: how many of the job's candidates are in each group now. */
export const pipelineCountsKey = (jobId: string) => `job_pipeline_counts/${jobId}`;

export function usePipelineCounts(jobId: string) {
  return useSWR(
    pipelineCountsKey(jobId),
    async () => (await apiGet<{ data: PipelineCounts }>(pipelineCountsKey(jobId))).data,
  );
}
