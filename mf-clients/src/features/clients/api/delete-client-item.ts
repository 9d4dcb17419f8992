import { apiSend } from 'shared-auth';
import type { ClientSub, MessageEnvelope } from './types';

/** DELETE /api/{sub}/{id}. */
export function deleteClientItem(sub: ClientSub, itemId: string): Promise<MessageEnvelope> {
  return apiSend<MessageEnvelope>('DELETE', `${sub}/${itemId}`);
}
