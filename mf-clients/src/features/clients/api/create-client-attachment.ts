import { apiSend } from 'shared-auth';
import type { CreatedEnvelope } from './types';

/** POST /api/clients_attachments (multipart file_name, description, client_id). */
export function createClientAttachment(clientId: string, file: File, description: string): Promise<CreatedEnvelope> {
  const form = new FormData();
  form.append('client_id', clientId);
  form.append('description', description);
  form.append('file_name', file, file.name);
  return apiSend<CreatedEnvelope>('POST', 'clients_attachments', form);
}
