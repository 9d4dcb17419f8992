import { keys, usePagedList, type SortState } from 'shared-ui';
import type { PipelineRow } from './types';

/** GET /api/pipeline_candidates[?job_id=]: the Actionable tab's candidates, of every active job or of one. */
export const pipelineCandidatesPath = 'pipeline_candidates';
export const ALL_JOBS_SORT: SortState = { sortby: 'created_at', direction: 'desc' };

export function usePipelineCandidates(jobId: string | null) {
  return usePagedList<PipelineRow>({
    path: pipelineCandidatesPath,
    cacheKey: keys.actionable.candidates,
    pageSize: 20,
    defaultSort: ALL_JOBS_SORT,
    params: { job_id: jobId ?? undefined },
    urlState: true,
  });
}
