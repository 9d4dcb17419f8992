// The Clients module's schemas: the wire contract (contract/clients: the form, its four repeatable sections, notes,
// documents, search and activity rows, the website and contact rules) and what only the server does with it: the
// stored columns, the checks over a client as it will be, and each section's table, defaults and checks.
import type { TSchema } from '@sinclair/typebox';
import {
  CLIENT_FIELDS,
  MESSAGES,
  WEBSITE_INVALID,
  contactFields,
  contactRow,
  gstFields,
  gstRow,
  invoiceStageFields,
  invoiceStageRow,
  isContactEmail,
  isContactPhone,
  normaliseWebsite,
  paymentTermFields,
  paymentTermRow,
  GST_BLANK,
  type ClientColumns,
  type ClientInput,
  type ClientSub,
} from 'contract/clients';
import { invalid } from '../../http/errors.js';
import { Closed, Uuid } from '../../http/schemas.js';
import { sanitizeRichText } from '../../http/sanitize.js';
import { todayIn } from '../../lib/timestamps.js';

export * from 'contract/clients';

export const TAGS = ['Clients'];

/** The stored columns a client form sets. */
export const COLUMNS: readonly (keyof ClientColumns)[] = CLIENT_FIELDS;

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
    errors.client_legal_name = [MESSAGES.legalNameRequired];
  if (!out.client_short_name)
    errors.client_short_name = [MESSAGES.shortNameRequired];
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
    errors.agreement_end_date = [MESSAGES.endBeforeStart];
  }
  if (Object.keys(errors).length) throw invalid(errors);
  return out;
}

export type Values = Record<string, unknown>;

/** What a section's check needs to know besides the item: today, in the product's time zone. */
export type SubItemContext = { timeZone: string; now: Date };

export type SubResource = {
  path: ClientSub;
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

export const SUB_RESOURCES: SubResource[] = [
  {
    path: 'client_gst',
    label: 'GST entry',
    fields: gstFields,
    defaults: { ...GST_BLANK, approval_from_gst_enddate: null },
    nullable: ['approval_from_gst_enddate'],
    read: { approval_from_gst_enddate: `to_char(t.approval_from_gst_enddate, 'YYYY-MM-DD')` },
    row: gstRow,
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
    fields: contactFields,
    defaults: {
      client_contact_name: '',
      client_contact_email: '',
      client_contact_phone: '',
      client_contact_alternate_phone: '',
    },
    nullable: [],
    row: contactRow,
    created: 'Point Of Contact Added Successfully',
    check: (_ctx, item, before) => {
      const errors: Record<string, string[]> = {};
      if (!String(item.client_contact_name ?? '').trim())
        errors.client_contact_name = [MESSAGES.contactNameRequired];
      // checked when new or changed: a value stored before these rules does not block other edits
      const changed = (k: string) =>
        String(item[k] ?? '').trim() !== String(before?.[k] ?? '').trim();
      const email = String(item.client_contact_email ?? '').trim();
      if (changed('client_contact_email') && !isContactEmail(email))
        errors.client_contact_email = [MESSAGES.contactEmail];
      for (const k of ['client_contact_phone', 'client_contact_alternate_phone']) {
        if (changed(k) && !isContactPhone(String(item[k] ?? '').trim()))
          errors[k] = [MESSAGES.contactPhone(k)];
      }
      if (Object.keys(errors).length) throw invalid(errors);
    },
    describe: (i) => String(i.client_contact_name ?? ''),
  },
  {
    path: 'client_payment_terms',
    label: 'payment term',
    fields: paymentTermFields,
    defaults: { criteria_name: '', charges: null, remarks: '' },
    nullable: ['charges'],
    read: { charges: 't.charges::float8' },
    row: paymentTermRow,
    created: 'Added Successfully',
    describe: (i) =>
      [i.criteria_name, i.charges !== null && i.charges !== undefined ? `${i.charges}%` : '']
        .filter(Boolean)
        .join(', '),
  },
  {
    path: 'client_invoice_stages',
    label: 'invoice process stage',
    fields: invoiceStageFields,
    defaults: { steps: '' },
    nullable: [],
    row: invoiceStageRow,
    created: 'Added Successfully',
    describe: (i) => String(i.steps ?? '').slice(0, 80),
  },
];

export const SubItemCreate = (def: SubResource) => Closed({ client_id: Uuid, ...def.fields });
export const SubItemUpdate = (def: SubResource) => Closed({ encrypted_id: Uuid, client_id: Uuid, ...def.fields });
