import { apiSend } from 'shared-auth';

/** POST /api/job_notes {notes, job_id}. */
export function createJobNote(jobId: string, notes: string) {
  return apiSend<{ status: boolean; message: string }>('POST', 'job_notes', {
    job_id: jobId,
    notes,
  });
}
