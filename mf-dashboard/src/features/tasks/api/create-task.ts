import { apiSend } from 'shared-auth';

/** POST /api/tasks {title} (1 to 200 characters). */
export function createTask(title: string) {
  return apiSend<{ status: boolean; message: string; data: { encrypted_id: string } }>(
    'POST',
    'tasks',
    { title },
  );
}
