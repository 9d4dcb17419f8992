import moment from 'moment';
import { zoneOffsetMinutes } from './time-zone';

// One presentation for the whole suite (spec: 'Dates are shown as DD-MMM-YYYY or DD-MMM-YY'), by kind of date:
// - a day (an interview's date, a joining date, a list's date column, 'Created On'): formatDate, 05-Mar-2024;
// - a client's contract dates (agreement start and end, GST approval end; spec 002 'dd-MMM-yy'): formatDateShort, 05-Mar-24;
// - a moment (when a note, a document, a message, a change was made): formatDateTime, 05-Mar-2024 02:30 PM;
// - a time of day: formatTime, 02:30 PM; an interview's slot: formatInterviewAt, 05-Mar-2024 02:30 PM;
// - dates inside a text made by the server (an activity's summary): formatDatesIn.
// An instant (a Date, epoch milliseconds, an ISO timestamp with Z or an offset) is shown in the product's time zone
// (APP_TIMEZONE, time-zone.ts), never the machine's; a plain day ('2024-03-05') or a wall-clock time is shown as given.

type DateInput = string | number | Date | null | undefined;

const ZONED = /T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

function toMoment(value: DateInput): moment.Moment | null {
  if (value === null || value === undefined || value === '') return null;
  const instant = typeof value !== 'string' || ZONED.test(value.trim());
  const m =
    typeof value === 'string'
      ? moment(value.trim(), [moment.ISO_8601, 'YYYY-MM-DD', 'DD-MM-YYYY', 'DD/MM/YYYY'], true)
      : moment(value);
  if (!m.isValid()) return null;
  // an instant is shown at the product's offset at that moment (moment keeps a fixed offset for formatting)
  return instant ? m.utcOffset(zoneOffsetMinutes(m.valueOf())) : m;
}

/** '2024-03-05' → '05-Mar-2024'. Empty or unreadable values give ''. */
export function formatDate(value: DateInput, format = 'DD-MMM-YYYY'): string {
  return toMoment(value)?.format(format) ?? '';
}

/** '2024-03-05' → '05-Mar-24'. */
export function formatDateShort(value: DateInput): string {
  return formatDate(value, 'DD-MMM-YY');
}

/** An ISO timestamp → '05-Mar-2024 02:30 PM' (in the product's time zone). */
export function formatDateTime(value: DateInput, format = 'DD-MMM-YYYY hh:mm A'): string {
  return formatDate(value, format);
}

/** A date for the API and `<input type="date">`: 'YYYY-MM-DD'. */
export function toApiDate(value: DateInput): string {
  return formatDate(value, 'YYYY-MM-DD');
}

/** '14:05' or '14:05:00' → '02:05 PM'; '' stays ''; anything else is returned as given. */
export function formatTime(time: string | null | undefined): string {
  if (!time) return '';
  const m = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time.trim());
  if (!m) return time;
  const h = Number(m[1]);
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${String(hour).padStart(2, '0')}:${m[2]} ${h < 12 ? 'AM' : 'PM'}`;
}

/** An interview's date and 12-hour slot as the forms keep them (hour, minutes, AM/PM) → '05-Mar-2024 02:30 PM'. */
export function formatInterviewAt(
  date: DateInput,
  hour?: string | number | null,
  minutes?: string | number | null,
  timeformat?: string | null,
): string {
  const day = formatDate(date);
  if (hour === null || hour === undefined || hour === '') return day;
  const hh = String(hour).padStart(2, '0');
  const mm = String(minutes ?? '0').padStart(2, '0');
  return `${day} ${hh}:${mm}${timeformat ? ` ${timeformat}` : ''}`.trim();
}

const ISO_IN_TEXT =
  /\b(\d{4}-\d{2}-\d{2})(T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?\b/g;

/** The ISO dates and timestamps inside a text ('joining 2026-11-30') in the suite's formats ('joining 30-Nov-2026'). */
export function formatDatesIn(text: string | null | undefined): string {
  if (!text) return '';
  return text.replace(
    ISO_IN_TEXT,
    (whole: string, day: string, time?: string) =>
      (time ? formatDateTime(whole) : formatDate(day)) || whole,
  );
}

/** A job order named with its client, everywhere: 'Senior Java Engineer — Lotus Media' (the title alone without one). */
export function jobName(title: string | null | undefined, client?: string | null): string {
  const t = (title ?? '').trim();
  const c = (client ?? '').trim();
  return t && c ? `${t} — ${c}` : t || c;
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
