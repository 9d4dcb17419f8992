import { apiSend } from 'shared-auth';

/** DELETE /api/job_notes/{id}. */
export function deleteJobNote(noteId: string) {
  return apiSend<{ status: boolean; message: string }>('DELETE', `job_notes/${noteId}`);
}
