import { apiSend } from 'shared-auth';
import type { ClientSub, MessageEnvelope } from './types';

/** PUT /api/{sub}: encrypted_id, client_id and the item's fields. */
export function updateClientItem(sub: ClientSub, clientId: string, itemId: string, fields: Record<string, unknown>): Promise<MessageEnvelope> {
  return apiSend<MessageEnvelope>('PUT', sub, { ...fields, encrypted_id: itemId, client_id: clientId });
}
