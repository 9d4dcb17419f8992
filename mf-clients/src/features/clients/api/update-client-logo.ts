import { apiSend } from 'shared-auth';

/** POST /api/clients_logo (multipart client_id, clientlogo). */
export function updateClientLogo(clientId: string, logo: Blob) {
  const form = new FormData();
  form.append('client_id', clientId);
  form.append('clientlogo', logo, logo instanceof File ? logo.name : logo.type === 'image/png' ? 'logo.png' : 'logo.jpg');
  return apiSend<{ status: boolean; message: string; data: { clientlogo_file_url: string | null } }>('POST', 'clients_logo', form);
}
