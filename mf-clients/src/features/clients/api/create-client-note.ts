import { apiSend } from 'shared-auth';
import type { CreatedEnvelope } from './types';

/** POST /api/clients_notes {notes, client_id}. */
export function createClientNote(clientId: string, notes: string): Promise<CreatedEnvelope> {
  return apiSend<CreatedEnvelope>('POST', 'clients_notes', { client_id: clientId, notes });
}
