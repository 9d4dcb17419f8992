import { apiSend } from 'shared-auth';
import type { MessageEnvelope } from './types';

/** DELETE /api/clients_attachments/{id}: the document and its file. */
export function deleteClientAttachment(attachmentId: string): Promise<MessageEnvelope> {
  return apiSend<MessageEnvelope>('DELETE', `clients_attachments/${attachmentId}`);
}
