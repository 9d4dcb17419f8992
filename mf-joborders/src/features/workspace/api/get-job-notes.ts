import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import { keys } from 'shared-ui';
import type { NoteRow } from './types';

/** GET /api/job_notes?job_id=: newest first. */
export function useJobNotes(jobId: string) {
  return useSWR(
    keys.jobs.notes(jobId),
    async () => (await apiGet<{ data: NoteRow[] }>('job_notes', { job_id: jobId })).data,
  );
}
