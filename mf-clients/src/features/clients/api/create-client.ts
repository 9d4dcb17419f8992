import { apiSend } from 'shared-auth';
import type { CreatedEnvelope } from './types';

export interface ClientFields {
  client_legal_name: string;
  client_short_name: string;
  website_url: string;
  replacement_duration: number | null;
  invoice_payment_duration: number | null;
  agreement_start_date: string | null;
  agreement_end_date: string | null;
  about_client: string;
  additional_information: string;
}

/** POST /api/clients (multipart): the fields, status 'active' and an optional logo. */
export function createClient(fields: ClientFields, logo?: Blob | null): Promise<CreatedEnvelope> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value === null || value === undefined ? '' : String(value));
  form.append('status', 'active');
  if (logo) form.append('clientlogo', logo, logo instanceof File ? logo.name : logo.type === 'image/png' ? 'logo.png' : 'logo.jpg');
  return apiSend<CreatedEnvelope>('POST', 'clients', form);
}
