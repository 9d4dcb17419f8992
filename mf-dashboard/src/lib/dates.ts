// Calendar arithmetic on 'YYYY-MM-DD' strings (no time zone can shift a date: everything is done in UTC).
import { todayIso as todayInZone } from 'shared-ui';

const DAY = 86_400_000;

function parse(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

export function isIsoDate(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return parse(value).toISOString().slice(0, 10) === value;
}

/** Today's date in a time zone (the product's, APP_TIMEZONE), or the browser's own when none is given. */
export function todayIso(now = new Date(), timeZone?: string | null): string {
  if (timeZone) return todayInZone(now, timeZone);
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

export function addDays(date: string, days: number): string {
  return new Date(parse(date).getTime() + days * DAY).toISOString().slice(0, 10);
}

export function addMonths(date: string, months: number): string {
  const d = parse(date);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target.toISOString().slice(0, 10);
}

/** 0 = Monday … 6 = Sunday. */
export function weekdayIndex(date: string): number {
  return (parse(date).getUTCDay() + 6) % 7;
}

export function startOfWeek(date: string): string {
  return addDays(date, -weekdayIndex(date));
}

export function startOfMonth(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

export function endOfMonth(date: string): string {
  return addDays(addMonths(startOfMonth(date), 1), -1);
}

/** The days from `from` to `to`, inclusive. */
export function daysFrom(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const MONTHS_SHORT = MONTHS.map((m) => m.slice(0, 3));
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];

export function monthLabel(date: string): string {
  return `${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
}

/** '2026-03-05' → '05-Mar-2026' (spec 000 §9: DD-MMM-YYYY). */
export function shortDate(date: string): string {
  return `${date.slice(8, 10)}-${MONTHS_SHORT[Number(date.slice(5, 7)) - 1]}-${date.slice(0, 4)}`;
}

/** The suite's one time-of-day format ('14:05' → '02:05 PM'). */
export { formatTime } from 'shared-ui';
