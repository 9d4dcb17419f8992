import { apiSend } from 'shared-auth';
import type { MessageEnvelope } from './types';

/** DELETE /api/clients_notes/{id}. */
export function deleteClientNote(noteId: string): Promise<MessageEnvelope> {
  return apiSend<MessageEnvelope>('DELETE', `clients_notes/${noteId}`);
}
