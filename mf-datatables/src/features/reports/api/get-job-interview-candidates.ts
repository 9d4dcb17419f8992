import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import { keys } from 'shared-ui';
import type { ReportCandidate } from './types';

/** GET /api/report_job_interview_candidates/{job_id}: candidates with an upcoming interview for the job. */
export function getJobInterviewCandidates(jobId: string): Promise<ReportCandidate[]> {
  return apiGet<ReportCandidate[]>(`report_job_interview_candidates/${jobId}`);
}

/** Loads again whenever the job changes, or an interview or a link of it does (keys.interviews.stale, keys.links.stale). */
export function useJobInterviewCandidates(jobId: string) {
  return useSWR(
    jobId ? keys.reports.interviewCandidates(jobId) : null,
    () => getJobInterviewCandidates(jobId),
    { keepPreviousData: false },
  );
}
