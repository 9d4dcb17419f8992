import { apiSend } from 'shared-auth';
import type { ClientFields } from './create-client';
import type { MessageEnvelope } from './types';

/** PUT /api/clients (JSON): encrypted_id and the fields. */
export function updateClient(id: string, fields: ClientFields): Promise<MessageEnvelope> {
  return apiSend<MessageEnvelope>('PUT', 'clients', { encrypted_id: id, ...fields, status: 'active' });
}
