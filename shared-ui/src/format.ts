import moment from 'moment';

type DateInput = string | number | Date | null | undefined;

function toMoment(value: DateInput): moment.Moment | null {
  if (value === null || value === undefined || value === '') return null;
  const m =
    typeof value === 'string'
      ? moment(value, [moment.ISO_8601, 'YYYY-MM-DD', 'DD-MM-YYYY', 'DD/MM/YYYY'], true)
      : moment(value);
  return m.isValid() ? m : null;
}

/** '2024-03-05' → '05-Mar-2024'. Empty or unreadable values give ''. */
export function formatDate(value: DateInput, format = 'DD-MMM-YYYY'): string {
  return toMoment(value)?.format(format) ?? '';
}

/** '2024-03-05' → '05-Mar-24'. */
export function formatDateShort(value: DateInput): string {
  return formatDate(value, 'DD-MMM-YY');
}

/** An ISO timestamp → '05-Mar-2024 02:30 PM' (local time). */
export function formatDateTime(value: DateInput, format = 'DD-MMM-YYYY hh:mm A'): string {
  return formatDate(value, format);
}

/** A date for the API and `<input type="date">`: 'YYYY-MM-DD'. */
export function toApiDate(value: DateInput): string {
  return formatDate(value, 'YYYY-MM-DD');
}

const rupeeFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** 1250000 → '₹12,50,000' (Indian grouping). Empty or non-numeric values give ''. */
export function formatRupees(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(String(value).replace(/[,\s₹]/g, ''));
  if (!Number.isFinite(n)) return '';
  return `${n < 0 ? '-' : ''}₹${rupeeFormat.format(Math.abs(n))}`;
}

/** '9876543210' → '9876 543 210' (spec: phone numbers grouped 4-3-3). Other shapes are returned as given. */
export function formatPhone433(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const raw = String(value).trim();
  const digits = raw.replace(/\D/g, '');
  if (digits.length === 10) return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  return raw;
}

/** '30' → '30 Days'; a value of 4 characters or more ('Immediate', '2 months') is shown as given. */
export function formatNoticePeriod(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value).trim();
  if (!text) return '';
  return text.length < 4 ? `${text} Days` : text;
}

/** 'Just now', 'N Minutes ago', 'N Hours ago', 'N Days ago'. */
export function relativeTime(value: DateInput, now: DateInput = new Date()): string {
  const then = toMoment(value);
  const ref = toMoment(now);
  if (!then || !ref) return '';
  const minutes = Math.max(0, ref.diff(then, 'minutes'));
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} Minutes ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} Hours ago`;
  return `${Math.floor(hours / 24)} Days ago`;
}

/** 'active' → 'Active'. */
export function capitalize(value: string | null | undefined): string {
  if (!value) return '';
  return value.charAt(0).toUpperCase() + value.slice(1);
}
