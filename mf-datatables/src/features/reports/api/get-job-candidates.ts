import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import type { ReportCandidate } from './types';

/** GET /api/report_job_candidates/{job_id}/source_screening: the candidates linked to the job. */
export const jobCandidatesKey = (jobId: string) =>
  `report_job_candidates/${jobId}/source_screening`;

export function getJobCandidates(jobId: string): Promise<ReportCandidate[]> {
  return apiGet<ReportCandidate[]>(jobCandidatesKey(jobId));
}

export function useJobCandidates(jobId: string) {
  return useSWR(jobId ? jobCandidatesKey(jobId) : null, () => getJobCandidates(jobId), {
    keepPreviousData: false,
  });
}
