// Sample Clients data for the tests of both sides (test-only: nothing in the product imports this).
import type { Static } from '@sinclair/typebox';
import type { ClientRecord } from '../clients';

/** One client as GET /api/clients/{id} answers it. */
export const ACME: Static<typeof ClientRecord> = {
  encrypted_id: '11111111-1111-4111-8111-111111111111',
  client_legal_name: 'Acme Private Limited',
  client_short_name: 'Acme',
  website_url: 'https://acme.example',
  replacement_duration: 90,
  invoice_payment_duration: 30,
  agreement_start_date: '2025-01-01',
  agreement_end_date: '2025-12-31',
  status: 'active',
  about_client: '',
  additional_information: '',
  clientlogo_file_url: null,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  lock_version: 1,
};
