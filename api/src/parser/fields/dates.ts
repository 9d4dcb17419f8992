/** Dates and date ranges as resumes write them. */

export type YM = { y: number; m: number };
export type DateRange = {
  from: YM;
  to: YM | 'present';
  /** Where the range is in the searched text. */
  index: number;
  length: number;
  fromYearOnly: boolean;
  toYearOnly: boolean;
};

const MONTHS: Record<string, number> = {
  jan: 1, january: 1, feb: 2, february: 2, febuary: 2, mar: 3, march: 3, apr: 4, april: 4, may: 5, jun: 6, june: 6,
  jul: 7, july: 7, aug: 8, august: 8, sep: 9, sept: 9, september: 9, oct: 10, october: 10, nov: 11, november: 11,
  dec: 12, december: 12,
};

export const MON = String.raw`(?:jan(?:uary)?|feb(?:ruary|uary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const YEAR4 = String.raw`(?:19[5-9]\d|20\d\d)`;
const DATE = [
  String.raw`\d{1,2}(?:st|nd|rd|th)?[\s\-\/.]*${MON}[\s,\-\/.']*(?:${YEAR4}|\d{2})`,
  String.raw`${MON}[\s\-\/.]*\d{1,2}(?:st|nd|rd|th)?,\s*${YEAR4}`,
  String.raw`${MON}[\s,\-\/.']*(?:${YEAR4}|'?\d{2}(?!\d))`,
  String.raw`\d{1,2}[\/\-.]\d{1,2}[\/\-.]${YEAR4}`,
  String.raw`(?:0?[1-9]|1[0-2])[\/\-.]${YEAR4}`,
  String.raw`(?:0?[1-9]|1[0-2])[\/\-.]\d{2}(?![\d\/\-.])`,
  String.raw`${YEAR4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])(?![\d])`,
  String.raw`${YEAR4}[\/\-.](?:0?[1-9]|1[0-2])(?![\d])`,
  String.raw`(?:q[1-4]|h[12])\s*${YEAR4}`,
  YEAR4,
].join('|');
export const PRESENT = String.raw`(?:to\s+)?present|current(?:ly)?|till\s*(?:date|now|today)|to\s*date|up\s*to\s*date|today|now|ongoing|continuing|running|date|still\s+working|working|onwards|tilldate|present\s+date`;
const SEP = String.raw`\s*(?:-+|–|—|−|~|→|⟶|->|\bto\b|\btill\b|\buntil\b|\bthrough\b|\bthru\b|\bupto\b|\bup\s+to\b)\s*`;

const RANGE_RE = new RegExp(String.raw`(?<![\w\/.-])(?:(?:from|since|period|duration)\s*:?\s*)?(${DATE})${SEP}(${DATE}|${PRESENT})(?![\w])`, 'gi');
const OPEN_RE = new RegExp(String.raw`(?<![\w\/.-])(?:since|from|w\.?e\.?f\.?)\s*:?\s*(${DATE})(?!${SEP}(?:${DATE}|${PRESENT}))(?:\s*(?:onwards|till\s+date|to\s+present))?`, 'gi');
// An open range at the end of its line or cell ('2025-05-01 —', 'Mar 2021 -') runs to the present.
const ONWARDS_RE = new RegExp(String.raw`(?<![\w\/.-])(${DATE})\s*(?:onwards|[-–—]\s*(?:$|\t))`, 'gi');
const SHORT_RE = /(?<![\w/.-])((?:19|20)\d\d)\s*[-–—]\s*(\d\d)(?![\w/.%-])/g;
const SINGLE_RE = new RegExp(String.raw`(?<![\w\/.-])(${DATE})(?![\w])`, 'gi');
const PRESENT_RE = new RegExp(`^(?:${PRESENT})$`, 'i');

function year2(n: number, nowYear: number): number {
  const yy = nowYear % 100;
  return n <= yy + 1 ? 2000 + n : 1900 + n;
}

/** Parses one date ('Jan 2019', '01/2019', '2019-01', '15-06-2019', '2019'). */
export function parseDate(s: string, nowYear = new Date().getUTCFullYear()): { ym: YM; yearOnly: boolean } | null {
  const t = s.trim().toLowerCase().replace(/\s+/g, ' ');
  let m: RegExpExecArray | null;
  // Month name anywhere.
  const mon = /(jan(?:uary)?|feb(?:ruary|uary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)/.exec(t);
  if (mon) {
    const month = MONTHS[mon[1]] ?? MONTHS[mon[1].slice(0, 3)];
    const y4 = /(19[5-9]\d|20\d\d)/.exec(t.slice(mon.index));
    if (y4) return { ym: { y: Number(y4[1]), m: month }, yearOnly: false };
    const y2 = /['\s\-,./](\d{2})(?!\d)/.exec(t.slice(mon.index + mon[1].length));
    if (y2) return { ym: { y: year2(Number(y2[1]), nowYear), m: month }, yearOnly: false };
    return null;
  }
  if ((m = /^(\d{1,2})[/\-.](\d{1,2})[/\-.](\d{4})$/.exec(t))) {
    // Indian/European day-first unless the first part cannot be a day-month pair that way.
    let d = Number(m[1]);
    let mo = Number(m[2]);
    if (mo > 12 && d <= 12) [d, mo] = [mo, d];
    if (mo < 1 || mo > 12) return null;
    return { ym: { y: Number(m[3]), m: mo }, yearOnly: false };
  }
  if ((m = /^(\d{1,2})[/\-.](\d{4})$/.exec(t))) return Number(m[1]) >= 1 && Number(m[1]) <= 12 ? { ym: { y: Number(m[2]), m: Number(m[1]) }, yearOnly: false } : null;
  if ((m = /^(\d{1,2})[/\-.](\d{2})$/.exec(t))) return Number(m[1]) >= 1 && Number(m[1]) <= 12 ? { ym: { y: year2(Number(m[2]), nowYear), m: Number(m[1]) }, yearOnly: false } : null;
  if ((m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t))) return Number(m[2]) >= 1 && Number(m[2]) <= 12 ? { ym: { y: Number(m[1]), m: Number(m[2]) }, yearOnly: false } : null;
  if ((m = /^(\d{4})[/\-.](\d{1,2})$/.exec(t))) return Number(m[2]) >= 1 && Number(m[2]) <= 12 ? { ym: { y: Number(m[1]), m: Number(m[2]) }, yearOnly: false } : null;
  if ((m = /^([qh])([1-4])\s*(\d{4})$/.exec(t))) {
    const mo = m[1] === 'q' ? (Number(m[2]) - 1) * 3 + 1 : (Number(m[2]) - 1) * 6 + 1;
    return { ym: { y: Number(m[3]), m: mo }, yearOnly: false };
  }
  if ((m = /^(\d{4})$/.exec(t))) return { ym: { y: Number(m[1]), m: 1 }, yearOnly: true };
  return null;
}

function valid(ym: YM): boolean {
  return ym.y >= 1950 && ym.y <= 2100 && ym.m >= 1 && ym.m <= 12;
}

export function ymIndex(ym: YM): number {
  return ym.y * 12 + (ym.m - 1);
}

/** All date ranges in a text, left to right ('Jan 2019 – Present', '01/2019 - Till Date', '2019-2021', 'March 2018 to June 2020', 'Since 2020'). */
export function findDateRanges(text: string, now: YM): DateRange[] {
  const out: DateRange[] = [];
  const taken: Array<[number, number]> = [];
  const overlaps = (a: number, b: number) => taken.some(([x, y]) => a < y && b > x);
  for (const m of text.matchAll(RANGE_RE)) {
    const a = parseDate(m[1], now.y);
    const endRaw = m[2].trim();
    const isPresent = PRESENT_RE.test(endRaw);
    const b = isPresent ? null : parseDate(endRaw, now.y);
    if (!a || !valid(a.ym) || (!isPresent && (!b || !valid(b.ym)))) continue;
    let to: YM | 'present' = 'present';
    let toYearOnly = false;
    if (b) {
      to = b.yearOnly ? { y: b.ym.y, m: 12 } : b.ym;
      toYearOnly = b.yearOnly;
      if (ymIndex(to) < ymIndex(a.ym)) continue;
      // '2019 - 2021' where the end is this year: cap at now.
      if (b.yearOnly && ymIndex(to) > ymIndex(now)) to = { ...now };
    }
    // A bare 'year - year' range whose years are far apart is more likely something else (e.g. '1990-2000s').
    if (a.yearOnly && b?.yearOnly && (to as YM).y - a.ym.y > 45) continue;
    out.push({ from: a.ym, to, index: m.index!, length: m[0].length, fromYearOnly: a.yearOnly, toYearOnly });
    taken.push([m.index!, m.index! + m[0].length]);
  }
  // '2012-16', '2014 – 18' (a year and the last two digits of the end year).
  for (const m of text.matchAll(SHORT_RE)) {
    if (overlaps(m.index!, m.index! + m[0].length)) continue;
    const a = Number(m[1]);
    let b = Math.floor(a / 100) * 100 + Number(m[2]);
    if (b < a) b += 100;
    if (b - a > 10 || b === a) continue;
    let to: YM = { y: b, m: 12 };
    if (ymIndex(to) > ymIndex(now)) to = { ...now };
    out.push({ from: { y: a, m: 1 }, to, index: m.index!, length: m[0].length, fromYearOnly: true, toYearOnly: true });
    taken.push([m.index!, m.index! + m[0].length]);
  }
  for (const re of [OPEN_RE, ONWARDS_RE]) {
    for (const m of text.matchAll(re)) {
      if (overlaps(m.index!, m.index! + m[0].length)) continue;
      const a = parseDate(m[1], now.y);
      if (!a || !valid(a.ym)) continue;
      out.push({ from: a.ym, to: 'present', index: m.index!, length: m[0].length, fromYearOnly: a.yearOnly, toYearOnly: false });
      taken.push([m.index!, m.index! + m[0].length]);
    }
  }
  return out.sort((x, y) => x.index - y.index);
}

/** Single dates in a text (not part of a range search). */
export function findDates(text: string, nowYear: number): Array<{ ym: YM; yearOnly: boolean; index: number; length: number }> {
  const out: Array<{ ym: YM; yearOnly: boolean; index: number; length: number }> = [];
  for (const m of text.matchAll(SINGLE_RE)) {
    const d = parseDate(m[1], nowYear);
    if (d && valid(d.ym)) out.push({ ...d, index: m.index!, length: m[0].length });
  }
  return out;
}

export function fmtYM(ym: YM): string {
  return `${ym.y}-${String(ym.m).padStart(2, '0')}-01`;
}

export function toYM(d: Date): YM {
  return { y: d.getUTCFullYear(), m: d.getUTCMonth() + 1 };
}

/** A resume's own date: 'Date: 12/03/2024' (declarations), 'Last updated: March 2024', 'Resume as of ...'. */
export function findResumeDate(lines: string[], nowYear: number): YM | null {
  let found: YM | null = null;
  const re = /\b(?:date|dated|last\s+updated(?:\s+on)?|updated\s+on|updated|as\s+of|as\s+on)\s*[:\-–]?\s*(.{4,24})$/i;
  const labelled = /^(?:date|dated|last\s+updated(?:\s+on)?|updated\s+on|resume\s+updated(?:\s+on)?|as\s+on|as\s+of)\b/i;
  for (const raw of lines) {
    for (const part of raw.split(/\t|\s{2,}|\s\|\s/)) {
      const p = part.trim();
      if (!labelled.test(p) && !/\b(?:place|city)\b.*\bdate\b/i.test(p)) continue;
      const m = re.exec(p);
      if (!m) continue;
      if (/\b(?:birth|dob|joining|join|available|availability|start)\b/i.test(p)) continue;
      const ds = findDates(m[1], nowYear).filter((d) => !d.yearOnly);
      if (ds.length) found = ds[ds.length - 1].ym;
    }
  }
  return found;
}
