import { apiSend } from 'shared-auth';
import type { Role } from './types';

/** POST /api/roles (admin); 422 when the name is empty or taken. */
export function createRole(name: string): Promise<{ status: boolean; message: string; data: Role }> {
  return apiSend('POST', 'roles', { name: name.trim() });
}
