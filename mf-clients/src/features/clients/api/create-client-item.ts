import { apiSend } from 'shared-auth';
import type { ClientSub, CreatedEnvelope } from './types';

/** POST /api/{sub}: the item's fields and client_id. */
export function createClientItem(sub: ClientSub, clientId: string, fields: Record<string, unknown>): Promise<CreatedEnvelope> {
  return apiSend<CreatedEnvelope>('POST', sub, { ...fields, client_id: clientId });
}
