import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import { keys } from 'shared-ui';
import type { ReportCandidate } from './types';

/** GET /api/report_job_candidates/{job_id}/source_screening: the candidates linked to the job. */
export function getJobCandidates(jobId: string): Promise<ReportCandidate[]> {
  return apiGet<ReportCandidate[]>(`report_job_candidates/${jobId}/source_screening`);
}

/** Loads again whenever the job changes, or a link of it does (keys.links.stale). */
export function useJobCandidates(jobId: string) {
  return useSWR(jobId ? keys.reports.jobCandidates(jobId) : null, () => getJobCandidates(jobId), {
    keepPreviousData: false,
  });
}
