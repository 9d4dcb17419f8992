import type { ClientColumns as ClientFields } from 'contract/clients';
import { apiSend } from 'shared-auth';
import type { CreatedEnvelope } from './types';

export type { ClientFields };

/** POST /api/clients (multipart): the fields, status 'active' and an optional logo. */
export function createClient(fields: ClientFields, logo?: Blob | null): Promise<CreatedEnvelope> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value === null || value === undefined ? '' : String(value));
  form.append('status', 'active');
  if (logo) form.append('clientlogo', logo, logo instanceof File ? logo.name : logo.type === 'image/png' ? 'logo.png' : 'logo.jpg');
  return apiSend<CreatedEnvelope>('POST', 'clients', form);
}
