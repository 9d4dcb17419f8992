import { apiSend } from 'shared-auth';

export interface UpdateSkillAnswer {
  status: boolean;
  message: string;
  data: { encrypted_id: string; name: string; merged: boolean };
}

/** POST /api/update_skill: renames; onto an existing name, the two skills merge on the server. */
export function updateSkill(encryptedId: string, name: string): Promise<UpdateSkillAnswer> {
  return apiSend('POST', 'update_skill', { encrypted_id: encryptedId, name: name.trim() });
}
