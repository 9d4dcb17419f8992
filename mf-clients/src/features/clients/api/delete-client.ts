import { apiSend } from 'shared-auth';
import type { MessageEnvelope } from './types';

/** DELETE /api/clients/{id}; 409 while the client has job orders. */
export function deleteClient(id: string): Promise<MessageEnvelope> {
  return apiSend<MessageEnvelope>('DELETE', `clients/${id}`);
}
