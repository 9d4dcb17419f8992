// An interview's calendar invite, RFC 5545: UID stable across reschedules, SEQUENCE counting the changes,
// METHOD:CANCEL once cancelled, times in the product's zone (APP_TIMEZONE) with its VTIMEZONE written out.

export type IcsInterview = {
  uid: string;
  sequence: number;
  cancelled: boolean;
  /** YYYY-MM-DD and HH:MM, wall-clock time in `timeZone` */
  date: string;
  time: string;
  duration: number;
  summary: string;
  description: string;
  location: string;
  url: string;
  organizer: { name: string; email: string } | null;
  attendees: { name: string; email: string }[];
  /** when the invite's content last changed */
  modified: Date;
};

const CRLF = '\r\n';

/** TEXT value escaping (RFC 5545 §3.3.11). */
export function escapeText(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets without splitting a UTF-8 character (§3.1). */
export function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch);
    const limit = out.length ? 74 : 75; // continuation lines start with a space
    if (bytes + n > limit) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += n;
  }
  out.push(current);
  return out.join(`${CRLF} `);
}

const utcStamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** The zone's offset from UTC in minutes at an instant. */
export function offsetMinutes(timeZone: string, at: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? '');
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
}

const offsetText = (min: number) => {
  const a = Math.abs(min);
  return `${min < 0 ? '-' : '+'}${String(Math.floor(a / 60)).padStart(2, '0')}${String(a % 60).padStart(2, '0')}`;
};

/** Local wall-clock time of an instant at a fixed offset, as DATE-TIME text. */
const localStamp = (at: Date, offset: number) => utcStamp(new Date(at.getTime() + offset * 60_000)).replace('Z', '');

/** The zone's offset changes from a year before to a year after `year`, each to the minute. */
function transitions(timeZone: string, year: number): { at: Date; from: number; to: number }[] {
  const found: { at: Date; from: number; to: number }[] = [];
  const end = Date.UTC(year + 2, 0, 1);
  let t = Date.UTC(year - 1, 0, 1);
  let prev = offsetMinutes(timeZone, new Date(t));
  const day = 86_400_000;
  while (t < end) {
    const next = t + day;
    const off = offsetMinutes(timeZone, new Date(next));
    if (off !== prev) {
      let lo = t;
      let hi = next;
      while (hi - lo > 60_000) {
        const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
        if (offsetMinutes(timeZone, new Date(mid)) === prev) lo = mid;
        else hi = mid;
      }
      found.push({ at: new Date(hi), from: prev, to: off });
      prev = off;
    }
    t = next;
  }
  return found;
}

/** A VTIMEZONE for the zone around the event's year: its standard and daylight onsets, or one fixed offset. */
export function vtimezone(timeZone: string, year: number): string[] {
  const start = new Date(Date.UTC(year - 1, 0, 1));
  const first = offsetMinutes(timeZone, start);
  const changes = transitions(timeZone, year);
  const standard = Math.min(first, ...changes.map((c) => c.to));
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  const part = (onset: Date, from: number, to: number) => {
    const kind = to > standard ? 'DAYLIGHT' : 'STANDARD';
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${localStamp(onset, from)}`,
      `TZOFFSETFROM:${offsetText(from)}`,
      `TZOFFSETTO:${offsetText(to)}`,
      `END:${kind}`,
    );
  };
  part(changes.length ? start : new Date(Date.UTC(1970, 0, 1)), first, first);
  for (const c of changes) part(c.at, c.from, c.to);
  lines.push('END:VTIMEZONE');
  return lines;
}

/** The invite as text/calendar (CRLF line ends, folded). */
export function buildIcs(iv: IcsInterview, timeZone: string, prodId: string): string {
  const year = Number(iv.date.slice(0, 4));
  const start = `${iv.date.replace(/-/g, '')}T${iv.time.replace(':', '')}00`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${prodId}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${iv.cancelled ? 'CANCEL' : 'REQUEST'}`,
    ...vtimezone(timeZone, year),
    'BEGIN:VEVENT',
    `UID:${iv.uid}`,
    `SEQUENCE:${iv.sequence}`,
    `DTSTAMP:${utcStamp(iv.modified)}`,
    `LAST-MODIFIED:${utcStamp(iv.modified)}`,
    `DTSTART;TZID=${timeZone}:${start}`,
    `DURATION:PT${iv.duration}M`,
    `SUMMARY:${escapeText(iv.summary)}`,
    `STATUS:${iv.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
  ];
  if (iv.description) lines.push(`DESCRIPTION:${escapeText(iv.description)}`);
  if (iv.location) lines.push(`LOCATION:${escapeText(iv.location)}`);
  if (iv.url) lines.push(`URL:${iv.url}`);
  if (iv.organizer?.email)
    lines.push(`ORGANIZER;CN="${iv.organizer.name.replace(/"/g, "'")}":mailto:${iv.organizer.email}`);
  for (const a of iv.attendees)
    lines.push(
      `ATTENDEE;CN="${a.name.replace(/"/g, "'")}";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION:mailto:${a.email}`,
    );
  lines.push('END:VEVENT', 'END:VCALENDAR');
  return lines.map(fold).join(CRLF) + CRLF;
}
