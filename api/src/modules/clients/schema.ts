// The Clients module's schemas and the rules they carry: the client form, its four repeatable sections (GST,
// contacts, payment terms, invoice stages), notes, documents, search and activity rows; the website and contact
// rules; who may write a client's sub-items.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { invalid } from '../../http/errors.js';
import { Nullable, Uuid } from '../../http/schemas.js';
import { sanitizeRichText } from '../../http/sanitize.js';
import { todayIn } from '../../lib/timestamps.js';

export const TAGS = ['Clients'];
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_MAX_SIDE = 1024;
/** Decoding a logo larger than this many pixels is refused (a small file can hold a huge image). */
export const LOGO_MAX_PIXELS = 25_000_000;
/** A user with Clients m_add but not m_edit may write the sub-items of a client they created this long ago at most. */
export const CREATION_WINDOW_MINUTES = 60;

export const NullableInt = (maximum: number) =>
  Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 0, maximum });
export const NullableNumber = (minimum: number, maximum: number) =>
  Type.Unsafe<number | null>({ type: ['number', 'null'], minimum, maximum });
export const NullableDate = Type.Unsafe<string | null>({
  type: ['string', 'null'],
  format: 'date',
});
export const Text = (maxLength: number) => Type.String({ maxLength });

export const WEBSITE_INVALID =
  'The website url must be a web address, such as https://example.com.';

/**
 * A client's website as kept (issue 17 §7): https:// added when no scheme is given, the host in lower case, no
 * trailing slash on a bare host. Null when it is not a web address: a space, another scheme, or a host that is not a
 * name with a dot ("nimbus retail", "https://localhost").
 */
export function normaliseWebsite(raw: string): string | null {
  const text = raw.trim();
  if (text === '') return '';
  if (/\s/.test(text)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  const host = url.hostname.toLowerCase();
  const labels = host.split('.');
  if (labels.length < 2 || !/^[a-z]{2,63}$|^xn--[a-z0-9-]+$/.test(labels[labels.length - 1]))
    return null;
  if (
    !labels.every(
      (l) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(l) || /^xn--[a-z0-9-]+$/.test(l),
    )
  )
    return null;
  const path = url.pathname === '/' ? '' : url.pathname;
  return `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}${path}${url.search}${url.hash}`;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A contact's e-mail: empty, or an address. */
export const isContactEmail = (v: string) => v === '' || (v.length <= 254 && EMAIL.test(v));
/** A contact's phone: empty, or 7 to 15 digits with an optional leading + and spaces, dashes, brackets. */
export const isContactPhone = (v: string) => {
  if (v === '') return true;
  if (!/^\+?[\d\s()-]+$/.test(v)) return false;
  const digits = v.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
};

// ---------------------------------------------------------------------------------------------------------------
// The client form

export const clientFields = {
  client_legal_name: Text(200),
  client_short_name: Text(100),
  website_url: Type.Optional(Text(500)),
  replacement_duration: Type.Optional(NullableInt(36_500)),
  invoice_payment_duration: Type.Optional(NullableInt(36_500)),
  agreement_start_date: Type.Optional(NullableDate),
  agreement_end_date: Type.Optional(NullableDate),
  status: Type.Optional(Type.String({ maxLength: 20, description: 'Always stored as active.' })),
  about_client: Type.Optional(Text(200_000)),
  additional_information: Type.Optional(Text(200_000)),
};
export const NULLABLE_KEYS = [
  'replacement_duration',
  'invoice_payment_duration',
  'agreement_start_date',
  'agreement_end_date',
] as const;

export const ClientCreateFields = Type.Object(clientFields, { additionalProperties: false });
export const ClientUpdate = Type.Object(
  {
    encrypted_id: Uuid,
    lock_version: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 999_999_999,
        description: 'The version edited (GET /api/clients/{id}); 409 when stale.',
      }),
    ),
    ...clientFields,
  },
  { additionalProperties: false },
);
export type ClientInput = Static<typeof ClientCreateFields>;

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

/** The stored columns a client form sets. */
export type ClientColumns = {
  client_legal_name: string;
  client_short_name: string;
  website_url: string;
  replacement_duration: number | null;
  invoice_payment_duration: number | null;
  agreement_start_date: string | null;
  agreement_end_date: string | null;
  about_client: string;
  additional_information: string;
};
export const COLUMNS: (keyof ClientColumns)[] = [
  'client_legal_name',
  'client_short_name',
  'website_url',
  'replacement_duration',
  'invoice_payment_duration',
  'agreement_start_date',
  'agreement_end_date',
  'about_client',
  'additional_information',
];

/**
 * The checks a schema cannot say, over the values the client will have (`current` for an update):
 * names not blank, the end date not before the start date, a website that is a web address (normalised).
 */
export function clientColumns(input: Partial<ClientInput>, current?: ClientColumns): ClientColumns {
  const errors: Record<string, string[]> = {};
  const pick = <K extends keyof ClientColumns>(
    k: K,
    v: ClientColumns[K] | undefined,
  ): ClientColumns[K] =>
    v === undefined ? (current ? current[k] : (null as ClientColumns[K])) : v;
  const out: ClientColumns = {
    client_legal_name: (input.client_legal_name ?? '').trim(),
    client_short_name: (input.client_short_name ?? '').trim(),
    website_url: pick('website_url', input.website_url?.trim()) ?? '',
    replacement_duration: pick('replacement_duration', input.replacement_duration),
    invoice_payment_duration: pick('invoice_payment_duration', input.invoice_payment_duration),
    agreement_start_date: pick('agreement_start_date', input.agreement_start_date),
    agreement_end_date: pick('agreement_end_date', input.agreement_end_date),
    about_client:
      pick(
        'about_client',
        input.about_client === undefined ? undefined : sanitizeRichText(input.about_client),
      ) ?? '',
    additional_information:
      pick(
        'additional_information',
        input.additional_information === undefined
          ? undefined
          : sanitizeRichText(input.additional_information),
      ) ?? '',
  };
  if (!out.client_legal_name)
    errors.client_legal_name = ['The client legal name field is required.'];
  if (!out.client_short_name)
    errors.client_short_name = ['The client short name field is required.'];
  // A website stored before these rules stays as it is until it is changed.
  if (out.website_url && out.website_url !== current?.website_url) {
    const website = normaliseWebsite(out.website_url);
    if (website === null) errors.website_url = [WEBSITE_INVALID];
    else out.website_url = website;
  }
  if (
    out.agreement_start_date &&
    out.agreement_end_date &&
    out.agreement_end_date < out.agreement_start_date
  ) {
    errors.agreement_end_date = [
      'The agreement end date must be a date after or equal to agreement start date.',
    ];
  }
  if (Object.keys(errors).length) throw invalid(errors);
  return out;
}

export const DuplicatesQuery = Type.Object(
  {
    legal_name: Type.Optional(Type.String({ maxLength: 200 })),
    short_name: Type.Optional(Type.String({ maxLength: 100 })),
    exclude: Type.Optional(Uuid),
  },
  { additionalProperties: false },
);
export const DuplicateRow = Type.Object({
  encrypted_id: Type.String(),
  client_legal_name: Type.String(),
  client_short_name: Type.String(),
  matched: Type.Array(Type.Union([Type.Literal('legal_name'), Type.Literal('short_name')])),
});

// ---------------------------------------------------------------------------------------------------------------
// Logo, notes, documents, search, activity

export const ClientIdParams = Type.Object({ client_id: Uuid }, { additionalProperties: false });
export const ClientIdQuery = Type.Object({ client_id: Uuid }, { additionalProperties: false });
export const IdParams = Type.Object({ id: Uuid }, { additionalProperties: false });

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
export const SearchRow = Type.Object({
  encrypted_id: Type.String(),
  client_short_name: Type.String(),
  client_legal_name: Type.String(),
  clientlogo_file_url: Nullable(Type.String()),
  created_at: Type.String(),
});
export const ActivityRow = Type.Object({
  action: Type.String(),
  summary: Type.String(),
  username: Type.String(),
  created_at: Type.String(),
});

export const LogoFields = Type.Object({ client_id: Uuid }, { additionalProperties: false });
export const LogoAnswer = Type.Object({
  status: Type.Boolean(),
  message: Type.String(),
  data: Type.Object({ clientlogo_file_url: Nullable(Type.String()) }),
});
export const NotesQuery = Type.Object(
  { client_id: Uuid, limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })) },
  { additionalProperties: false },
);
export const NoteCreate = Type.Object(
  { client_id: Uuid, notes: Text(10_000) },
  { additionalProperties: false },
);
export const AttachmentFields = Type.Object(
  { client_id: Uuid, description: Type.Optional(Text(500)) },
  { additionalProperties: false },
);
export const SearchQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 200 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
export const ActivityQuery = Type.Object(
  { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })) },
  { additionalProperties: false },
);

// ---------------------------------------------------------------------------------------------------------------
// The four repeatable sections: GET /api/{sub}/{client_id}, POST /api/{sub}, PUT /api/{sub}, DELETE /api/{sub}/{id}

export type Values = Record<string, unknown>;

/** What a section's check needs to know besides the item: today, in the product's time zone. */
export type SubItemContext = { timeZone: string; now: Date };

export type SubResource = {
  path: 'client_gst' | 'client_contacts' | 'client_payment_terms' | 'client_invoice_stages';
  label: string;
  /** Writable columns and their schemas (the column name is the field name). */
  fields: Record<string, TSchema>;
  /** Defaults for a new item. */
  defaults: Values;
  /** Columns that are numbers or dates, where '' means no value. */
  nullable: string[];
  /** Read expression per column when it is not the plain column. */
  read?: Record<string, string>;
  row: Record<string, TSchema>;
  created: string;
  /** Checks over the item as it will be stored (`before` when updating); throws invalid(). */
  check?: (ctx: SubItemContext, item: Values, before: Values | null) => void;
  describe: (item: Values) => string;
};

const str = (n: number) => Type.Optional(Text(n));

const gstFields = {
  gst_id: str(50),
  gst_state_code: str(10),
  gst_state_name: str(100),
  client_pan_no: str(50),
  client_tan_no: str(50),
  client_office_short_name: str(100),
  client_office_address1: str(500),
  client_office_address2: str(500),
  client_office_address3: str(500),
  client_office_address4: str(500),
  gst_exemption_eligibility: Type.Optional(
    Type.Union([Type.Literal(''), Type.Literal('YES'), Type.Literal('NO')]),
  ),
  approval_from_gst_enddate: Type.Optional(NullableDate),
};

export const SUB_RESOURCES: SubResource[] = [
  {
    path: 'client_gst',
    label: 'GST entry',
    fields: gstFields,
    defaults: {
      gst_id: '',
      gst_state_code: '77',
      gst_state_name: '',
      client_pan_no: '',
      client_tan_no: '',
      client_office_short_name: '',
      client_office_address1: '',
      client_office_address2: '',
      client_office_address3: '',
      client_office_address4: '',
      gst_exemption_eligibility: '',
      approval_from_gst_enddate: null,
    },
    nullable: ['approval_from_gst_enddate'],
    read: { approval_from_gst_enddate: `to_char(t.approval_from_gst_enddate, 'YYYY-MM-DD')` },
    row: {
      ...Object.fromEntries(Object.keys(gstFields).map((k) => [k, Type.String()])),
      approval_from_gst_enddate: Nullable(Type.String()),
    },
    created: 'Added Successfully',
    check: (ctx, item, before) => {
      const end = item.approval_from_gst_enddate as string | null;
      if (item.gst_exemption_eligibility === 'NO' && end) {
        throw invalid({
          approval_from_gst_enddate: [
            'The approval from gst enddate must be empty when the gst exemption eligibility is NO.',
          ],
        });
      }
      // An end date already stored may have passed: only a new or changed date must not be before today.
      if (
        end &&
        end !== (before?.approval_from_gst_enddate ?? null) &&
        end < todayIn(ctx.timeZone, ctx.now)
      ) {
        throw invalid({
          approval_from_gst_enddate: [
            'The approval from gst enddate must be a date after or equal to today.',
          ],
        });
      }
    },
    describe: (i) =>
      [i.gst_id, i.gst_state_code && `state ${i.gst_state_code}`, i.gst_state_name]
        .filter(Boolean)
        .join(', '),
  },
  {
    path: 'client_contacts',
    label: 'point of contact',
    fields: {
      client_contact_name: Type.Optional(Text(200)),
      client_contact_email: str(254),
      client_contact_phone: str(50),
      client_contact_alternate_phone: str(50),
    },
    defaults: {
      client_contact_name: '',
      client_contact_email: '',
      client_contact_phone: '',
      client_contact_alternate_phone: '',
    },
    nullable: [],
    row: {
      client_contact_name: Type.String(),
      client_contact_email: Type.String(),
      client_contact_phone: Type.String(),
      client_contact_alternate_phone: Type.String(),
    },
    created: 'Point Of Contact Added Successfully',
    check: (_ctx, item, before) => {
      const errors: Record<string, string[]> = {};
      if (!String(item.client_contact_name ?? '').trim())
        errors.client_contact_name = ['The client contact name field is required.'];
      // checked when new or changed: a value stored before these rules does not block other edits
      const changed = (k: string) =>
        String(item[k] ?? '').trim() !== String(before?.[k] ?? '').trim();
      const email = String(item.client_contact_email ?? '').trim();
      if (changed('client_contact_email') && !isContactEmail(email))
        errors.client_contact_email = ['The client contact email must be a valid email address.'];
      for (const k of ['client_contact_phone', 'client_contact_alternate_phone']) {
        if (changed(k) && !isContactPhone(String(item[k] ?? '').trim()))
          errors[k] = [`The ${k.replace(/_/g, ' ')} must be a phone number of 7 to 15 digits.`];
      }
      if (Object.keys(errors).length) throw invalid(errors);
    },
    describe: (i) => String(i.client_contact_name ?? ''),
  },
  {
    path: 'client_payment_terms',
    label: 'payment term',
    fields: {
      criteria_name: str(200),
      charges: Type.Optional(NullableNumber(0, 100)),
      remarks: str(2000),
    },
    defaults: { criteria_name: '', charges: null, remarks: '' },
    nullable: ['charges'],
    read: { charges: 't.charges::float8' },
    row: { criteria_name: Type.String(), charges: Nullable(Type.Number()), remarks: Type.String() },
    created: 'Added Successfully',
    describe: (i) =>
      [i.criteria_name, i.charges !== null && i.charges !== undefined ? `${i.charges}%` : '']
        .filter(Boolean)
        .join(', '),
  },
  {
    path: 'client_invoice_stages',
    label: 'invoice process stage',
    fields: { steps: str(2000) },
    defaults: { steps: '' },
    nullable: [],
    row: { steps: Type.String() },
    created: 'Added Successfully',
    describe: (i) => String(i.steps ?? '').slice(0, 80),
  },
];

export const subItemRow = (def: SubResource) =>
  Type.Object({ encrypted_id: Type.String(), client_id: Type.String(), ...def.row });
export const SubItemCreate = (def: SubResource) =>
  Type.Object({ client_id: Uuid, ...def.fields }, { additionalProperties: false });
export const SubItemUpdate = (def: SubResource) =>
  Type.Object(
    { encrypted_id: Uuid, client_id: Uuid, ...def.fields },
    { additionalProperties: false },
  );
