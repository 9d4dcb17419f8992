// The product's time zone (APP_TIMEZONE, GET /api/config `time_zone`): every time the browser shows, and every
// 'today' it reckons, is India's (or the configured zone's), not the machine's. The shell sets it from the server's
// answer before it renders; until then (and for a zone the browser does not know) it is the product's default.

export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

let zone = DEFAULT_TIME_ZONE;

/** Whether the browser knows the zone ('Asia/Kolkata' yes, 'Mars/Base' no). */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || !value) return false;
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Sets the product's time zone (an unknown one is ignored and the current one kept). */
export function setProductTimeZone(value: unknown): void {
  if (isTimeZone(value)) zone = value;
}

/** The product's time zone. */
export function productTimeZone(): string {
  return zone;
}

const parts = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let f = parts.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    parts.set(timeZone, f);
  }
  return f;
}

/** The zone's offset from UTC, in minutes, at an instant (+330 for India). */
export function zoneOffsetMinutes(at: Date | number, timeZone = zone): number {
  const ms = typeof at === 'number' ? at : at.getTime();
  const p: Record<string, number> = {};
  for (const { type, value } of partsFormat(timeZone).formatToParts(ms)) p[type] = Number(value);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((wall - Math.floor(ms / 1000) * 1000) / 60_000);
}

/** Today's date (YYYY-MM-DD) in the product's time zone. */
export function todayIso(now: Date = new Date(), timeZone = zone): string {
  return new Date(now.getTime() + zoneOffsetMinutes(now, timeZone) * 60_000).toISOString().slice(0, 10);
}
