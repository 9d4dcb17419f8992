import { apiSend } from 'shared-auth';

/** DELETE /api/tasks/{id}. */
export function deleteTask(encryptedId: string) {
  return apiSend<{ status: boolean; message: string }>('DELETE', `tasks/${encryptedId}`);
}
