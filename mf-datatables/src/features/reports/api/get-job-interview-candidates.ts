import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import type { ReportCandidate } from './types';

/** GET /api/report_job_interview_candidates/{job_id}: candidates with an upcoming interview for the job. */
export const jobInterviewCandidatesKey = (jobId: string) =>
  `report_job_interview_candidates/${jobId}`;

export function getJobInterviewCandidates(jobId: string): Promise<ReportCandidate[]> {
  return apiGet<ReportCandidate[]>(jobInterviewCandidatesKey(jobId));
}

export function useJobInterviewCandidates(jobId: string) {
  return useSWR(
    jobId ? jobInterviewCandidatesKey(jobId) : null,
    () => getJobInterviewCandidates(jobId),
    { keepPreviousData: false },
  );
}
