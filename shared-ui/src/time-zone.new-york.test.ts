// Runs on a machine in New York (jest project 'new-york'): the times the browser shows are India's (APP_TIMEZONE).
import { formatDate, formatDateTime, formatDatesIn, relativeTime } from './format';
import { DEFAULT_TIME_ZONE, productTimeZone, setProductTimeZone, todayIso, zoneOffsetMinutes } from './time-zone';

// 05:30 UTC on 24 Nov 2026: 11:00 AM in India, 12:30 AM in New York
const AT = '2026-11-24T05:30:00.000Z';
// 20:00 UTC on 24 Nov 2026: 01:30 AM on the 25th in India, 03:00 PM on the 24th in New York
const EVENING = new Date('2026-11-24T20:00:00Z');

afterEach(() => setProductTimeZone(DEFAULT_TIME_ZONE));

describe("times in the product's time zone on a machine elsewhere", () => {
  it('runs in New York (the proof is void otherwise)', () => {
    expect(new Date(AT).getTimezoneOffset()).toBe(300);
    expect(new Date(AT).getHours()).toBe(0);
  });

  it("shows an instant in India's time, not the machine's", () => {
    expect(productTimeZone()).toBe('Asia/Kolkata');
    expect(formatDateTime(AT)).toBe('24-Nov-2026 11:00 AM');
    expect(formatDateTime(EVENING)).toBe('25-Nov-2026 01:30 AM');
    expect(formatDateTime(EVENING.getTime())).toBe('25-Nov-2026 01:30 AM');
    expect(formatDateTime('2026-11-24T20:00:00+00:00')).toBe('25-Nov-2026 01:30 AM');
    // the day of an instant is India's day
    expect(formatDate(EVENING)).toBe('25-Nov-2026');
    expect(formatDatesIn('moved at 2026-11-24T20:00:00Z, joining 2026-11-30')).toBe(
      'moved at 25-Nov-2026 01:30 AM, joining 30-Nov-2026',
    );
  });

  it('keeps a day and a wall-clock time as given', () => {
    expect(formatDate('2026-11-30')).toBe('30-Nov-2026');
    expect(formatDateTime('2026-11-30T10:15:00')).toBe('30-Nov-2026 10:15 AM');
  });

  it("reckons today in India's zone", () => {
    expect(todayIso(EVENING)).toBe('2026-11-25');
    expect(todayIso(new Date(AT))).toBe('2026-11-24');
    expect(zoneOffsetMinutes(EVENING)).toBe(330);
    expect(zoneOffsetMinutes(EVENING, 'America/New_York')).toBe(-300);
  });

  it('follows the zone the server names, and ignores one the browser does not know', () => {
    setProductTimeZone('Europe/London');
    expect(formatDateTime(AT)).toBe('24-Nov-2026 05:30 AM');
    expect(todayIso(EVENING)).toBe('2026-11-24');
    setProductTimeZone('Mars/Olympus_Mons');
    expect(productTimeZone()).toBe('Europe/London');
  });

  it('says how long ago whatever the zone', () => {
    expect(relativeTime('2026-11-24T03:30:00Z', AT)).toBe('2 Hours ago');
  });
});
