// Shapes of the Clients API (spec/API.md "Clients", spec 3.4).

export interface ClientRow {
  encrypted_id: string;
  client_short_name: string;
  client_legal_name: string;
  clientlogo_file_url: string | null;
  created_at: string;
}

export interface Client extends ClientRow {
  website_url: string;
  replacement_duration: number | null;
  invoice_payment_duration: number | null;
  agreement_start_date: string | null;
  agreement_end_date: string | null;
  status: string;
  about_client: string;
  additional_information: string;
  updated_at: string;
}

export interface GstItem {
  encrypted_id: string;
  client_id: string;
  gst_id: string;
  gst_state_code: string;
  gst_state_name: string;
  client_pan_no: string;
  client_tan_no: string;
  client_office_short_name: string;
  client_office_address1: string;
  client_office_address2: string;
  client_office_address3: string;
  client_office_address4: string;
  gst_exemption_eligibility: '' | 'YES' | 'NO';
  approval_from_gst_enddate: string | null;
}

export interface ContactItem {
  encrypted_id: string;
  client_id: string;
  client_contact_name: string;
  client_contact_email: string;
  client_contact_phone: string;
  client_contact_alternate_phone: string;
}

export interface PaymentTermItem {
  encrypted_id: string;
  client_id: string;
  criteria_name: string;
  charges: number | null;
  remarks: string;
}

export interface InvoiceStageItem {
  encrypted_id: string;
  client_id: string;
  steps: string;
}

/** The four repeatable sections, by their API path. */
export type ClientSub = 'client_gst' | 'client_contacts' | 'client_payment_terms' | 'client_invoice_stages';

export interface SubItemTypes {
  client_gst: GstItem;
  client_contacts: ContactItem;
  client_payment_terms: PaymentTermItem;
  client_invoice_stages: InvoiceStageItem;
}

export interface ClientNote {
  encrypted_id: string;
  notes: string;
  created_at: string;
  username: string;
}

export interface ClientAttachment {
  encrypted_id: string;
  description: string;
  attachment_url: string | null;
  attachment_name: string;
  created_at: string;
  username: string;
}

export interface ClientActivity {
  action: string;
  summary: string;
  username: string;
  created_at: string;
}

export interface DataEnvelope<T> {
  status: boolean;
  data: T;
}

export interface CreatedEnvelope {
  status: boolean;
  message: string;
  data: { encrypted_id: string };
}

export interface MessageEnvelope {
  status: boolean;
  message: string;
}
