import {
  capitalize,
  formatDate,
  formatDateShort,
  formatDateTime,
  formatDatesIn,
  formatInterviewAt,
  formatNoticePeriod,
  formatTime,
  jobName,
  formatPhone433,
  formatRupees,
  relativeTime,
  toApiDate,
} from './format';

describe('formatters', () => {
  it('formats dates as DD-MMM-YYYY and DD-MMM-YY', () => {
    expect(formatDate('2024-03-05')).toBe('05-Mar-2024');
    expect(formatDateShort('2024-03-05')).toBe('05-Mar-24');
    expect(formatDate(new Date(2023, 11, 31))).toBe('31-Dec-2023');
    expect(formatDate('2024-03-05', 'DD/MM/YYYY')).toBe('05/03/2024');
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(toApiDate(new Date(2024, 0, 9))).toBe('2024-01-09');
  });

  it('formats a timestamp with its time', () => {
    // an instant is shown in the product's zone (India, +05:30), whatever the machine's
    expect(formatDateTime(new Date('2024-03-05T09:00:00Z'))).toBe('05-Mar-2024 02:30 PM');
  });

  it('formats rupees with Indian grouping', () => {
    expect(formatRupees(1250000)).toBe('₹12,50,000');
    expect(formatRupees('1250000')).toBe('₹12,50,000');
    expect(formatRupees(999)).toBe('₹999');
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(1234567.5)).toBe('₹12,34,567.5');
    expect(formatRupees(-5000)).toBe('-₹5,000');
    expect(formatRupees(null)).toBe('');
    expect(formatRupees('abc')).toBe('');
  });

  it('groups a phone number 4-3-3', () => {
    expect(formatPhone433('9876543210')).toBe('9876 543 210');
    expect(formatPhone433(9876543210)).toBe('9876 543 210');
    expect(formatPhone433('98765-43210')).toBe('9876 543 210');
    expect(formatPhone433('12345')).toBe('12345');
    expect(formatPhone433(undefined)).toBe('');
  });

  it("adds ' Days' to a notice period shorter than 4 characters", () => {
    expect(formatNoticePeriod('30')).toBe('30 Days');
    expect(formatNoticePeriod(90)).toBe('90 Days');
    expect(formatNoticePeriod('Immediate')).toBe('Immediate');
    expect(formatNoticePeriod('2 months')).toBe('2 months');
    expect(formatNoticePeriod('')).toBe('');
    expect(formatNoticePeriod(null)).toBe('');
  });

  it('tells relative time', () => {
    const now = new Date(2024, 2, 5, 12, 0, 0);
    expect(relativeTime(new Date(2024, 2, 5, 11, 59, 30), now)).toBe('Just now');
    expect(relativeTime(new Date(2024, 2, 5, 11, 15), now)).toBe('45 Minutes ago');
    expect(relativeTime(new Date(2024, 2, 5, 9, 0), now)).toBe('3 Hours ago');
    expect(relativeTime(new Date(2024, 2, 2, 12, 0), now)).toBe('3 Days ago');
    expect(relativeTime(null, now)).toBe('');
  });

  it('capitalizes', () => {
    expect(capitalize('active')).toBe('Active');
    expect(capitalize('')).toBe('');
    expect(capitalize(undefined)).toBe('');
  });

  it('shows a time of day and an interview slot in 12 hours', () => {
    expect(formatTime('14:05')).toBe('02:05 PM');
    expect(formatTime('00:30:00')).toBe('12:30 AM');
    expect(formatTime('12:00')).toBe('12:00 PM');
    expect(formatTime('')).toBe('');
    expect(formatTime('soon')).toBe('soon');
    expect(formatInterviewAt('2026-11-30', '9', '5', 'AM')).toBe('30-Nov-2026 09:05 AM');
    expect(formatInterviewAt('2026-11-30', null, null, null)).toBe('30-Nov-2026');
  });

  it('rewrites the ISO dates inside a text in the suite formats', () => {
    expect(formatDatesIn('Expected joining date 2026-11-30')).toBe('Expected joining date 30-Nov-2026');
    expect(formatDatesIn('from 2026-11-24 to 2026-12-01')).toBe('from 24-Nov-2026 to 01-Dec-2026');
    expect(formatDatesIn('at 2026-11-24T10:15:00+05:30')).toMatch(/^at 24-Nov-2026 \d\d:\d\d [AP]M$/);
    expect(formatDatesIn('no date here, 12345')).toBe('no date here, 12345');
    expect(formatDatesIn(null)).toBe('');
  });

  it('names a job order with its client', () => {
    expect(jobName('Senior Java Engineer', 'Lotus Media')).toBe('Senior Java Engineer — Lotus Media');
    expect(jobName('Senior Java Engineer', '')).toBe('Senior Java Engineer');
    expect(jobName(' Data Analyst ', null)).toBe('Data Analyst');
  });
});
