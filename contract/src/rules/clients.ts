// The Clients rules both the form and the server apply (no TypeBox here, so a web bundle that reads them carries no
// schema code): the lengths, the logo's limits, the website and contact rules, the messages.
/** The client form's own fields (not its sections), in the order the form and the stored client list them. */
export const CLIENT_FIELDS = [
  'client_legal_name',
  'client_short_name',
  'website_url',
  'replacement_duration',
  'invoice_payment_duration',
  'agreement_start_date',
  'agreement_end_date',
  'about_client',
  'additional_information',
] as const;

/** The longest value of each text field of the client form and its sections (the inputs' maxLength). */
export const MAX_LENGTH = {
  client_legal_name: 200,
  client_short_name: 100,
  website_url: 500,
  status: 20,
  about_client: 200_000,
  additional_information: 200_000,
  gst_id: 50,
  gst_state_code: 10,
  gst_state_name: 100,
  client_pan_no: 50,
  client_tan_no: 50,
  client_office_short_name: 100,
  client_office_address: 500,
  client_contact_name: 200,
  client_contact_email: 254,
  client_contact_phone: 50,
  criteria_name: 200,
  remarks: 2000,
  steps: 2000,
  note: 10_000,
  attachment_description: 500,
} as const;
/** A payment term's charges: a percentage. */
export const CHARGES = { minimum: 0, maximum: 100 } as const;

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_MAX_SIDE = 1024;
/** Decoding a logo larger than this many pixels is refused (a small file can hold a huge image). */
export const LOGO_MAX_PIXELS = 25_000_000;
/** A user with Clients m_add but not m_edit may write the sub-items of a client they created this long ago at most. */
export const CREATION_WINDOW_MINUTES = 60;
/** A new GST entry as the form starts it: blank but for its state code (the server stores the blank date as null). */
export const GST_BLANK = {
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
  approval_from_gst_enddate: '',
} as const;
/** The longest replacement or invoice payment duration, in days. */
export const MAX_DURATION_DAYS = 36_500;

export const MESSAGES = {
  legalNameRequired: 'The client legal name field is required.',
  shortNameRequired: 'The client short name field is required.',
  websiteInvalid: 'The website url must be a web address, such as https://example.com.',
  endBeforeStart: 'The agreement end date must be a date after or equal to agreement start date.',
  contactNameRequired: 'The client contact name field is required.',
  contactEmail: 'The client contact email must be a valid email address.',
  /** `field`: client_contact_phone or client_contact_alternate_phone. */
  contactPhone: (field: string) => `The ${field.replace(/_/g, ' ')} must be a phone number of 7 to 15 digits.`,
} as const;
export const WEBSITE_INVALID = MESSAGES.websiteInvalid;

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
