// Clients (spec 3.4; API.md Clients): the client form, its four repeatable sections (GST, contacts, payment terms,
// invoice stages), notes, documents, search and activity rows, and the rules both the form and the server apply:
// the website and contact rules, the logo's limits, the messages.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Closed, DataOf, ListOf, Nullable, OneOf, SavedOf, Uuid } from './common';
import { CHARGES, MAX_DURATION_DAYS, MAX_LENGTH as L } from './rules/clients';

export const NullableInt = (maximum: number) =>
  Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 0, maximum });
export const NullableNumber = (minimum: number, maximum: number) =>
  Type.Unsafe<number | null>({ type: ['number', 'null'], minimum, maximum });
export const NullableDate = Type.Unsafe<string | null>({
  type: ['string', 'null'],
  format: 'date',
});
export const Text = (maxLength: number) => Type.String({ maxLength });

export * from './rules/clients';

// ---------------------------------------------------------------------------------------------------------------
// The client form

export const clientFields = {
  client_legal_name: Text(L.client_legal_name),
  client_short_name: Text(L.client_short_name),
  website_url: Type.Optional(Text(L.website_url)),
  replacement_duration: Type.Optional(NullableInt(MAX_DURATION_DAYS)),
  invoice_payment_duration: Type.Optional(NullableInt(MAX_DURATION_DAYS)),
  agreement_start_date: Type.Optional(NullableDate),
  agreement_end_date: Type.Optional(NullableDate),
  status: Type.Optional(Type.String({ maxLength: L.status, description: 'Always stored as active.' })),
  about_client: Type.Optional(Text(L.about_client)),
  additional_information: Type.Optional(Text(L.additional_information)),
};
export const NULLABLE_KEYS = [
  'replacement_duration',
  'invoice_payment_duration',
  'agreement_start_date',
  'agreement_end_date',
] as const;

export const ClientCreateFields = Type.Object(clientFields, { additionalProperties: false });
export const ClientUpdate = Closed({
  encrypted_id: Uuid,
  lock_version: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 999_999_999,
      description: 'The version edited (GET /api/clients/{id}); 409 when stale.',
    }),
  ),
  ...clientFields,
});
export type ClientInput = Static<typeof ClientCreateFields>;
/** The columns a client form sets: every field of the form but status (always stored as active). */
export type ClientColumns = Required<Omit<ClientInput, 'status'>>;

export const ClientListRow = Type.Object({
  encrypted_id: Type.String(),
  client_short_name: Type.String(),
  client_legal_name: Type.String(),
  clientlogo_file_url: Nullable(Type.String()),
  created_at: Type.String(),
});

export const ClientRecord = Type.Object({
  encrypted_id: Type.String(),
  client_legal_name: Type.String(),
  client_short_name: Type.String(),
  website_url: Type.String(),
  replacement_duration: Nullable(Type.Integer()),
  invoice_payment_duration: Nullable(Type.Integer()),
  agreement_start_date: Nullable(Type.String()),
  agreement_end_date: Nullable(Type.String()),
  status: Type.String(),
  about_client: Type.String(),
  additional_information: Type.String(),
  clientlogo_file_url: Nullable(Type.String()),
  created_at: Type.String(),
  updated_at: Type.String(),
  lock_version: Type.Integer({
    description: 'The version of the record: send it back with an update (409 when stale).',
  }),
});

export const DuplicatesQuery = Closed({
  legal_name: Type.Optional(Type.String({ maxLength: L.client_legal_name })),
  short_name: Type.Optional(Type.String({ maxLength: L.client_short_name })),
  exclude: Type.Optional(Uuid),
});
export const DuplicateRow = Type.Object({
  encrypted_id: Type.String(),
  client_legal_name: Type.String(),
  client_short_name: Type.String(),
  matched: Type.Array(Type.Union([Type.Literal('legal_name'), Type.Literal('short_name')])),
});

// ---------------------------------------------------------------------------------------------------------------
// Logo, notes, documents, search, activity

export const ClientIdParams = Closed({ client_id: Uuid });
export const ClientIdQuery = Closed({ client_id: Uuid });
export const IdParams = Closed({ id: Uuid });

export const NoteRow = Type.Object({
  encrypted_id: Type.String(),
  notes: Type.String(),
  created_at: Type.String(),
  username: Type.String(),
});
export const AttachmentRow = Type.Object({
  encrypted_id: Type.String(),
  description: Type.String(),
  attachment_url: Nullable(Type.String()),
  attachment_name: Type.String(),
  created_at: Type.String(),
  username: Type.String(),
});
/** A client the search finds: the list's row. */
export const SearchRow = ClientListRow;
export const ActivityRow = Type.Object({
  action: Type.String(),
  summary: Type.String(),
  username: Type.String(),
  created_at: Type.String(),
});

export const LogoFields = Closed({ client_id: Uuid });
export const LogoAnswer = SavedOf(Type.Object({ clientlogo_file_url: Nullable(Type.String()) }));
export const NotesQuery = Closed({
  client_id: Uuid,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
});
export const NoteCreate = Closed({ client_id: Uuid, notes: Text(L.note) });
export const AttachmentFields = Closed({
  client_id: Uuid,
  description: Type.Optional(Text(L.attachment_description)),
});
export const SearchQuery = Closed({
  q: Type.Optional(Type.String({ maxLength: 200 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export const ActivityQuery = Closed({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })) });

// ---------------------------------------------------------------------------------------------------------------
// The four repeatable sections: GET /api/{sub}/{client_id}, POST /api/{sub}, PUT /api/{sub}, DELETE /api/{sub}/{id}

const str = (n: number) => Type.Optional(Text(n));

export const gstFields = {
  gst_id: str(L.gst_id),
  gst_state_code: str(L.gst_state_code),
  gst_state_name: str(L.gst_state_name),
  client_pan_no: str(L.client_pan_no),
  client_tan_no: str(L.client_tan_no),
  client_office_short_name: str(L.client_office_short_name),
  client_office_address1: str(L.client_office_address),
  client_office_address2: str(L.client_office_address),
  client_office_address3: str(L.client_office_address),
  client_office_address4: str(L.client_office_address),
  gst_exemption_eligibility: Type.Optional(
    Type.Union([Type.Literal(''), Type.Literal('YES'), Type.Literal('NO')]),
  ),
  approval_from_gst_enddate: Type.Optional(NullableDate),
};
export const contactFields = {
  client_contact_name: Type.Optional(Text(L.client_contact_name)),
  client_contact_email: str(L.client_contact_email),
  client_contact_phone: str(L.client_contact_phone),
  client_contact_alternate_phone: str(L.client_contact_phone),
};
export const paymentTermFields = {
  criteria_name: str(L.criteria_name),
  charges: Type.Optional(NullableNumber(CHARGES.minimum, CHARGES.maximum)),
  remarks: str(L.remarks),
};
export const invoiceStageFields = { steps: str(L.steps) };

/** The columns of each section's answer rows (besides encrypted_id and client_id). */
export const gstRow = {
  gst_id: Type.String(),
  gst_state_code: Type.String(),
  gst_state_name: Type.String(),
  client_pan_no: Type.String(),
  client_tan_no: Type.String(),
  client_office_short_name: Type.String(),
  client_office_address1: Type.String(),
  client_office_address2: Type.String(),
  client_office_address3: Type.String(),
  client_office_address4: Type.String(),
  gst_exemption_eligibility: Type.String(),
  approval_from_gst_enddate: Nullable(Type.String()),
};
export const contactRow = {
  client_contact_name: Type.String(),
  client_contact_email: Type.String(),
  client_contact_phone: Type.String(),
  client_contact_alternate_phone: Type.String(),
};
export const paymentTermRow = { criteria_name: Type.String(), charges: Nullable(Type.Number()), remarks: Type.String() };
export const invoiceStageRow = { steps: Type.String() };

export const SUB_PATHS = ['client_gst', 'client_contacts', 'client_payment_terms', 'client_invoice_stages'] as const;
/** The four repeatable sections, by their API path. */
export type ClientSub = (typeof SUB_PATHS)[number];

export const subItemRowOf = <R extends Record<string, TSchema>>(row: R) =>
  Type.Object({ encrypted_id: Type.String(), client_id: Type.String(), ...row });

// ---------------------------------------------------------------------------------------------------------------
// The answers, as the web reads them

export const ClientsList = ListOf(ClientListRow);
export const ClientOne = OneOf(ClientRecord);
export const Duplicates = DataOf(Type.Array(DuplicateRow));
/** GET /api/{sub}/{client_id}: a section's items. */
export const SubItemList = {
  client_gst: DataOf(Type.Array(subItemRowOf(gstRow))),
  client_contacts: DataOf(Type.Array(subItemRowOf(contactRow))),
  client_payment_terms: DataOf(Type.Array(subItemRowOf(paymentTermRow))),
  client_invoice_stages: DataOf(Type.Array(subItemRowOf(invoiceStageRow))),
};

export type ClientRow = Static<typeof ClientListRow>;
export type Client = Static<typeof ClientRecord>;
export type DuplicateClient = Static<typeof DuplicateRow>;
export type ClientNote = Static<typeof NoteRow>;
export type ClientAttachment = Static<typeof AttachmentRow>;
export type ClientActivity = Static<typeof ActivityRow>;
/** The GST row's texts, with the exemption's three values. */
export type GstItem = Omit<Static<ReturnType<typeof subItemRowOf<typeof gstRow>>>, 'gst_exemption_eligibility'> & {
  gst_exemption_eligibility: Static<typeof gstFields.gst_exemption_eligibility>;
};
export type ContactItem = Static<ReturnType<typeof subItemRowOf<typeof contactRow>>>;
export type PaymentTermItem = Static<ReturnType<typeof subItemRowOf<typeof paymentTermRow>>>;
export type InvoiceStageItem = Static<ReturnType<typeof subItemRowOf<typeof invoiceStageRow>>>;
export interface SubItemTypes {
  client_gst: GstItem;
  client_contacts: ContactItem;
  client_payment_terms: PaymentTermItem;
  client_invoice_stages: InvoiceStageItem;
}
