// Timestamps in answers.
/** A timestamp in a response: ISO 8601 (the serializer writes Date values as ISO strings). */
export { Timestamp } from 'contract/common';

/** ISO 8601 (UTC, 'Z') of a database timestamp as either driver returns it (a Date, or a string). */
export function iso(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return new Date(String(value)).toISOString();
}

/** Today's date (YYYY-MM-DD) in a time zone. */
export function todayIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** 'YYYY-MM-DD', 'YYYY-MM' or 'YYYY-M-1' → 'YYYY-MM-DD'; null when it is not a real date. */
export function parseDate(raw: string): string | null {
  const m = /^(\d{4})-(\d{1,2})(?:-(\d{1,2}))?(?:T.*)?$/.exec(raw.trim());
  if (!m) return null;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = m[3] ? Number(m[3]) : 1;
  const dt = new Date(Date.UTC(y, mo - 1, d));
  if (dt.getUTCFullYear() !== y || dt.getUTCMonth() !== mo - 1 || dt.getUTCDate() !== d)
    return null;
  return `${m[1]}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Whole days between two YYYY-MM-DD dates (b − a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}
