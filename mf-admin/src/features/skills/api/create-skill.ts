import { apiSend } from 'shared-auth';

/** POST /api/skills; 422 when the name is empty or taken. */
export function createSkill(name: string): Promise<{ status: boolean; message: string; data: { encrypted_id: string } }> {
  return apiSend('POST', 'skills', { name: name.trim() });
}
