import { apiSend } from 'shared-auth';

/** PUT /api/tasks {encrypted_id, done}: ticks or unticks one of my tasks. */
export function updateTask(encryptedId: string, done: boolean) {
  return apiSend<{ status: boolean; message: string }>('PUT', 'tasks', {
    encrypted_id: encryptedId,
    done,
  });
}
