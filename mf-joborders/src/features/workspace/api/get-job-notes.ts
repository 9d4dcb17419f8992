import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import type { NoteRow } from './types';

/** GET /api/job_notes?job_id=: newest first. */
export const jobNotesKey = (jobId: string) => ['job_notes', jobId] as const;

export function useJobNotes(jobId: string) {
  return useSWR(
    jobNotesKey(jobId),
    async () => (await apiGet<{ data: NoteRow[] }>('job_notes', { job_id: jobId })).data,
  );
}
