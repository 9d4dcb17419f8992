// The Add / Edit form's values, what counts as a change, and which calls a save makes (spec 4: only changed
// items are sent; new items are created, existing ones updated).
import { CLIENT_FIELDS, GST_BLANK, isContactEmail, isContactPhone, MESSAGES, normaliseWebsite } from 'contract/rules/clients';
import type { ClientFields } from '../api/create-client';
import type { Client, ClientSub, ContactItem, GstItem, InvoiceStageItem, PaymentTermItem, SubItemTypes } from '../api/types';

export interface DraftBase {
  /** A stable key for React and for error messages: the item's encrypted_id, or 'new-N'. */
  key: string;
  /** null until the server created it. */
  encrypted_id: string | null;
}

export type GstDraft = DraftBase & Omit<GstItem, 'encrypted_id' | 'client_id' | 'approval_from_gst_enddate'> & { approval_from_gst_enddate: string };
export type ContactDraft = DraftBase & Omit<ContactItem, 'encrypted_id' | 'client_id'>;
export type TermDraft = DraftBase & Omit<PaymentTermItem, 'encrypted_id' | 'client_id' | 'charges'> & { charges: string };
export type StageDraft = DraftBase & Omit<InvoiceStageItem, 'encrypted_id' | 'client_id'>;

export interface DraftTypes {
  client_gst: GstDraft;
  client_contacts: ContactDraft;
  client_payment_terms: TermDraft;
  client_invoice_stages: StageDraft;
}

export interface ClientFieldValues {
  client_legal_name: string;
  client_short_name: string;
  website_url: string;
  replacement_duration: string;
  invoice_payment_duration: string;
  agreement_start_date: string;
  agreement_end_date: string;
  about_client: string;
  additional_information: string;
}

export type ClientFormValues = ClientFieldValues & { [S in ClientSub]: DraftTypes[S][] };

export { MESSAGES, normaliseWebsite };

export const SUBS: ClientSub[] = ['client_gst', 'client_contacts', 'client_payment_terms', 'client_invoice_stages'];

export const SECTION_TITLES: Record<ClientSub, string> = {
  client_gst: 'GST Details',
  client_contacts: 'Point Of Contact',
  client_payment_terms: 'Payment terms',
  client_invoice_stages: 'Invoice Process Stages',
};

/** The singular, for messages about one item. */
export const ITEM_LABELS: Record<ClientSub, string> = {
  client_gst: 'GST Details',
  client_contacts: 'Point Of Contact',
  client_payment_terms: 'Payment term',
  client_invoice_stages: 'Invoice Process Stage',
};

/** Spec 9: the wait before a redirect after a save or a delete (the success notice stays as long). */
export const REDIRECT_MS = 3000;

let counter = 0;
export const newKey = () => `new-${++counter}`;

export function blankItem<S extends ClientSub>(sub: S): DraftTypes[S] {
  const base = { key: newKey(), encrypted_id: null };
  const blanks: { [K in ClientSub]: DraftTypes[K] } = {
    client_gst: { ...base, ...GST_BLANK },
    client_contacts: { ...base, client_contact_name: '', client_contact_email: '', client_contact_phone: '', client_contact_alternate_phone: '' },
    client_payment_terms: { ...base, criteria_name: '', charges: '', remarks: '' },
    client_invoice_stages: { ...base, steps: '' },
  };
  return blanks[sub];
}

/** A saved item as the form edits it (nulls become ''). */
export function draftFromItem<S extends ClientSub>(sub: S, item: SubItemTypes[S]): DraftTypes[S] {
  const draft = { ...blankItem(sub), key: item.encrypted_id, encrypted_id: item.encrypted_id } as unknown as Record<string, unknown>;
  for (const [k, v] of Object.entries(item)) {
    if (k === 'client_id' || k === 'encrypted_id' || !(k in draft)) continue;
    draft[k] = v === null || v === undefined ? '' : String(v);
  }
  return draft as unknown as DraftTypes[S];
}

const FIELD_KEYS: { [S in ClientSub]: (keyof DraftTypes[S] & string)[] } = {
  client_gst: [
    'gst_id',
    'gst_state_code',
    'gst_state_name',
    'client_pan_no',
    'client_tan_no',
    'client_office_short_name',
    'client_office_address1',
    'client_office_address2',
    'client_office_address3',
    'client_office_address4',
    'gst_exemption_eligibility',
    'approval_from_gst_enddate',
  ],
  client_contacts: ['client_contact_name', 'client_contact_email', 'client_contact_phone', 'client_contact_alternate_phone'],
  client_payment_terms: ['criteria_name', 'charges', 'remarks'],
  client_invoice_stages: ['steps'],
};

/** The body fields the API takes for an item: dates and numbers as null when empty, texts trimmed. */
export function itemPayload<S extends ClientSub>(sub: S, draft: DraftTypes[S]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of FIELD_KEYS[sub]) {
    const v = String((draft as unknown as Record<string, unknown>)[k] ?? '').trim();
    if (k === 'charges') out[k] = v === '' ? null : Number(v);
    else if (k === 'approval_from_gst_enddate') out[k] = v === '' ? null : v;
    else out[k] = v;
  }
  return out;
}

const same = (a: Record<string, unknown>, b: Record<string, unknown>) => JSON.stringify(a) === JSON.stringify(b);

/** What the items were when last loaded or saved, by encrypted_id. */
export type ItemBaseline = { [S in ClientSub]: Record<string, DraftTypes[S]> };

export function baselineFrom(values: ClientFormValues): ItemBaseline {
  const out = {} as ItemBaseline;
  for (const sub of SUBS) {
    out[sub] = Object.fromEntries(
      (values[sub] as DraftBase[]).filter((d) => d.encrypted_id).map((d) => [d.encrypted_id as string, d]),
    ) as never;
  }
  return out;
}

/** A new item counts as changed once any field differs from a blank one; a saved one when it differs from what was saved. */
export function itemChanged<S extends ClientSub>(sub: S, draft: DraftTypes[S], baseline: ItemBaseline): boolean {
  if (!draft.encrypted_id) return !same(itemPayload(sub, draft), itemPayload(sub, blankItem(sub)));
  const saved = baseline[sub][draft.encrypted_id];
  return !saved || !same(itemPayload(sub, draft), itemPayload(sub, saved));
}

export interface ItemWrite {
  sub: ClientSub;
  key: string;
  kind: 'create' | 'update';
  itemId: string | null;
  payload: Record<string, unknown>;
}

/** The calls a save makes for the items: only the changed ones, in section order. */
export function planItemWrites(values: ClientFormValues, baseline: ItemBaseline): ItemWrite[] {
  const writes: ItemWrite[] = [];
  for (const sub of SUBS) {
    for (const draft of values[sub] as DraftTypes[typeof sub][]) {
      if (!itemChanged(sub, draft, baseline)) continue;
      writes.push({
        sub,
        key: draft.key,
        kind: draft.encrypted_id ? 'update' : 'create',
        itemId: draft.encrypted_id,
        payload: itemPayload(sub, draft),
      });
    }
  }
  return writes;
}

export const FIELD_NAMES: readonly (keyof ClientFieldValues)[] = CLIENT_FIELDS;

export function fieldValuesFrom(client: Client | null | undefined): ClientFieldValues {
  const s = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
  return {
    client_legal_name: s(client?.client_legal_name),
    client_short_name: s(client?.client_short_name),
    website_url: s(client?.website_url),
    replacement_duration: s(client?.replacement_duration),
    invoice_payment_duration: s(client?.invoice_payment_duration),
    agreement_start_date: s(client?.agreement_start_date),
    agreement_end_date: s(client?.agreement_end_date),
    about_client: s(client?.about_client),
    additional_information: s(client?.additional_information),
  };
}

/** The client's own fields as the API takes them. */
export function clientPayload(values: ClientFieldValues): ClientFields {
  const num = (v: string) => (v.trim() === '' ? null : Number(v));
  const date = (v: string) => (v.trim() === '' ? null : v);
  return {
    client_legal_name: values.client_legal_name.trim(),
    client_short_name: values.client_short_name.trim(),
    website_url: normaliseWebsite(values.website_url) ?? values.website_url.trim(),
    replacement_duration: num(values.replacement_duration),
    invoice_payment_duration: num(values.invoice_payment_duration),
    agreement_start_date: date(values.agreement_start_date),
    agreement_end_date: date(values.agreement_end_date),
    about_client: values.about_client,
    additional_information: values.additional_information,
  };
}

export function clientFieldsChanged(values: ClientFieldValues, saved: ClientFieldValues): boolean {
  return !same(clientPayload(values) as unknown as Record<string, unknown>, clientPayload(saved) as unknown as Record<string, unknown>);
}

/** Spec 5: the two names are required (messages shown for 2 seconds). */
export function requiredErrors(values: ClientFieldValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.client_legal_name.trim()) errors.client_legal_name = MESSAGES.legalNameRequired;
  if (!values.client_short_name.trim()) errors.client_short_name = MESSAGES.shortNameRequired;
  return errors;
}

/**
 * The client's own fields (the server's rules): names required, the website a web address, the end date not before
 * the start. A website stored before these rules (`saved`) is not checked until it changes.
 */
export function clientFieldErrors(values: ClientFieldValues, saved?: ClientFieldValues): Record<string, string> {
  const errors = requiredErrors(values);
  const website = values.website_url.trim();
  if (website && website !== saved?.website_url.trim() && normaliseWebsite(website) === null) errors.website_url = MESSAGES.websiteInvalid;
  const start = values.agreement_start_date;
  const end = values.agreement_end_date;
  if (start && end && end < start) errors.agreement_end_date = MESSAGES.endBeforeStart;
  return errors;
}

/** A contact's e-mail and phones, as the server checks them when new or changed; by item key. */
export function contactErrors(values: ClientFormValues, baseline: ItemBaseline): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const c of values.client_contacts) {
    const saved = c.encrypted_id ? baseline.client_contacts[c.encrypted_id] : undefined;
    const changed = (k: keyof ContactDraft) => String(c[k] ?? '').trim() !== String(saved?.[k] ?? '').trim();
    const messages: string[] = [];
    const email = c.client_contact_email.trim();
    if (changed('client_contact_email') && !isContactEmail(email)) messages.push(MESSAGES.contactEmail);
    for (const k of ['client_contact_phone', 'client_contact_alternate_phone'] as const) {
      if (changed(k) && !isContactPhone(c[k].trim())) messages.push(MESSAGES.contactPhone(k));
    }
    if (messages.length) out[c.key] = messages;
  }
  return out;
}

/** The form for a client and its items; each empty section shows one blank item. */
export function formValuesFrom(
  client: Client | null | undefined,
  items?: Partial<{ [S in ClientSub]: SubItemTypes[S][] }>,
): ClientFormValues {
  const values = { ...fieldValuesFrom(client) } as ClientFormValues;
  for (const sub of SUBS) {
    const list = (items?.[sub] ?? []) as SubItemTypes[typeof sub][];
    (values as unknown as Record<ClientSub, unknown[]>)[sub] = list.length ? list.map((i) => draftFromItem(sub, i)) : [blankItem(sub)];
  }
  return values;
}
