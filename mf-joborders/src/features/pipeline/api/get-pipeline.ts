import { keys, usePagedList, type SortState } from 'shared-ui';
import type { PipelineGroup, PipelineRow } from './types';

/** GET /api/job_pipeline/{id}/{group}: the group's candidates, server-paged, latest status change first. */
export const pipelinePath = (jobId: string, group: PipelineGroup) =>
  `job_pipeline/${jobId}/${group}`;
export const PIPELINE_PAGE_SIZE = 10;
export const PIPELINE_DEFAULT_SORT: SortState = { sortby: 'sub_status_updated', direction: 'desc' };

export function usePipeline(
  jobId: string,
  group: PipelineGroup,
  options: { urlState?: boolean | string; pageSize?: number } = {},
) {
  return usePagedList<PipelineRow>({
    path: pipelinePath(jobId, group),
    cacheKey: keys.jobs.pipeline(jobId, group),
    pageSize: options.pageSize ?? PIPELINE_PAGE_SIZE,
    defaultSort: PIPELINE_DEFAULT_SORT,
    urlState: options.urlState,
  });
}
