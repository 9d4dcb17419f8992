import { apiSend } from 'shared-auth';

/** DELETE /api/candidates_interview_schedule/{id}. */
export function deleteInterview(id: string) {
  return apiSend<{ status: boolean; message: string }>(
    'DELETE',
    `candidates_interview_schedule/${id}`,
  );
}
