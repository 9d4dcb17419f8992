import type { Line } from '../model.js';
import type { ExpDetail } from '../types.js';
import { PRESENT, findDateRanges, findDates, fmtYM, ymIndex, type DateRange, type YM } from './dates.js';
import { COMPANY_SUFFIXES, KNOWN_COMPANIES, SENIORITY, STATES_COUNTRIES, TITLE_WORDS, knownCity } from './lexicon.js';
import { cityIn } from './person.js';

const KNOWN_RE = new RegExp(`(?<![a-z])(?:${KNOWN_COMPANIES.map((c) => c.replace(/[.*+?^${}()|[\]\\&']/g, '\\$&')).join('|')})(?![a-z])`, 'i');
const DES_LABEL = /^(?:designation|role|title|job\s+title|position|post|designation\s*\/\s*role)\s*[:\-–]\s*/i;
const COMP_LABEL = /^(?:company(?:\s+name)?|organi[sz]ation(?:\s+name)?|employer|firm|org)\s*[:\-–]\s*/i;
// Labels of an entry's other details; words that also begin titles ('Project Engineer', 'Client Partner') only as labels.
const OTHER_LABEL = /^(?:responsibilit|roles?\s+(?:and|&)\s+responsibilit|key\s+responsibilit|achievements?|description|reporting\s+to|reason|(?:technolog\w*|environment|tools|team\s+size|client|project(?:\s+name|\s+title|s)?|duration|period|location|skills|tech\s+stack|domain|platform|ctc|salary|notice(?:\s+period)?)\s*(?:[:\-–]|$))/i;
const EMP_TYPE = /\b(full[\s-]?time|part[\s-]?time|contract(?:ual)?|permanent|freelance|self[\s-]employed|remote|hybrid|on[\s-]?site|internship)\b/gi;

function words(t: string): string[] {
  return t
    .toLowerCase()
    .replace(/[^a-z0-9&.'\s/-]/g, ' ')
    .split(/[\s/-]+/)
    .map((w) => w.replace(/^[.']+|[.']+$/g, ''))
    .filter((w) => w && !/^(?:\d|i{1,3}|iv|v)$/.test(w)); // 'SDE-2', 'Engineer II'
}

export function isLocation(t: string): boolean {
  const s = t.trim().replace(/[.]$/, '');
  if (!s) return false;
  const l = s.toLowerCase();
  if (knownCity(s) || STATES_COUNTRIES.has(l)) return true;
  const parts = l.split(/\s*,\s*/);
  if (parts.length >= 2 && parts.every((p) => knownCity(p) || STATES_COUNTRIES.has(p) || /^\d{5,6}$/.test(p))) return true;
  if (parts.length >= 2 && STATES_COUNTRIES.has(parts[parts.length - 1]) && parts[0].split(' ').length <= 3) return true;
  return false;
}

export function titleScore(t: string): number {
  const w = words(t);
  if (!w.length || w.length > 9) return 0;
  let s = 0;
  const has = w.some((x) => TITLE_WORDS.has(x));
  if (has) s += 2;
  if (TITLE_WORDS.has(w[w.length - 1])) s += 1;
  if (w.some((x) => SENIORITY.has(x))) s += 0.5;
  if (/\b(of|for)\b/.test(t.toLowerCase()) && has) s += 0.2; // 'Head of Sales'
  if (/^(?:\w+\s+)?(?:head|director|dean|principal|chief|vice\s+president|vp)\s+of\b/i.test(t.trim())) s += 2; // 'Head of Department'
  if (COMPANY_SUFFIXES.has(w[w.length - 1]) && !TITLE_WORDS.has(w[w.length - 1])) s -= 2;
  if (KNOWN_RE.test(t)) s -= 2;
  if (isLocation(t)) s -= 3;
  if (w.length > 6) s -= 1;
  if (/\d{4}/.test(t)) s -= 1;
  return s;
}

export function companyScore(t: string): number {
  const w = words(t);
  if (!w.length || w.length > 9) return 0;
  let s = 0;
  // The end of a sentence wrapped onto its own line ('finance team.') is no employer.
  if (/^\p{Ll}/u.test(t.trim()) && !/^(?:e|i|m)[A-Z]/.test(t.trim())) s -= 3;
  if (/[A-Za-z0-9]{3,}\.$/.test(t.trim()) && !/\b(?:ltd|inc|co|corp|pvt|llc|plc|bros|intl|mfg|assoc)\.$/i.test(t.trim())) s -= 2;
  const tail = w.slice(-2);
  if (tail.some((x) => COMPANY_SUFFIXES.has(x))) s += 2.5;
  if (KNOWN_RE.test(t)) s += 3;
  const tokens = t.trim().split(/\s+/);
  if (tokens.every((x) => /^[A-Z0-9&(]/.test(x) || /^(of|and|the|for|de|&|in|pvt\.?|ltd\.?)$/i.test(x))) s += 1;
  const titleHit = w.some((x) => TITLE_WORDS.has(x));
  if (titleHit) s -= TITLE_WORDS.has(w[w.length - 1]) ? 2.5 : 1;
  if (isLocation(t)) s -= 3;
  if (w.length > 6) s -= 1;
  if (/\d{4}/.test(t)) s -= 1;
  return s;
}

type Cand = { text: string; des: number; comp: number; w: number; hint?: 'des' | 'comp'; line: number };

/** A business function or specialism ('Product Design', 'Sales', 'Talent Acquisition'): the tail of a title, not an employer. */
const FUNCTION_RE = /^(?:(?:product|mechanical|civil|structural|electrical|software|data|quality|production|plant|site|project|key|corporate|retail|enterprise|inside|field|digital|business|human|talent|patient|customer|financial|supply|process|design|clinical|critical)\s+)?(?:design|sales|marketing|operations|finance|accounts|hr|resources|acquisition|development|engineering|quality|production|maintenance|projects|planning|analytics|procurement|logistics|care|services|success|support|strategy|compliance|audit|taxation|chain|excellence|nursing|recruitment|payroll|training|accounts)$/i;

/** Splits a header line into parts: tabs, ' | ', spaced dashes, commas, ' at ' / ' @ ' (designation at company). */
function splitParts(text: string): Array<{ text: string; hint?: 'des' | 'comp' }> {
  const out: Array<{ text: string; hint?: 'des' | 'comp' }> = [];
  for (const seg of text.split(/\t|\s+[|•·]\s+|\s+[–—-]{1,2}\s+|\s*[|]\s*/)) {
    const at = /^(.+?)\s+(?:at|@|with|in)\s+(.+)$/i.exec(seg.trim());
    if (at && titleScore(at[1]) > 0 && !/,/.test(at[1])) {
      out.push({ text: at[1], hint: 'des' });
      for (const c of at[2].split(/\s*,\s*/)) out.push({ text: c, hint: out.length === 1 ? 'comp' : undefined });
      continue;
    }
    for (const c of seg.split(/\s*,\s*(?![^()]*\))/)) out.push({ text: c });
  }
  // 'Manager - Product Design': a title and its specialism split at the dash are one designation again.
  for (let i = 0; i + 1 < out.length; i++) {
    const [a, b] = [out[i].text.trim(), out[i + 1].text.trim()];
    if (!out[i].hint && !out[i + 1].hint && TITLE_WORDS.has(words(a).at(-1) ?? '') && FUNCTION_RE.test(b) && companyScore(b) < 2.5 && text.replace(/\s+[–—-]{1,2}\s+/g, ' - ').includes(`${a} - ${b}`)) {
      out.splice(i, 2, { text: `${a} - ${b}` });
    }
  }
  return out.map((p) => ({ ...p, text: clean(p.text) })).filter((p) => p.text.length > 1);
}

function clean(t: string): string {
  return t
    // 'Mu Sigma (Bengaluru)': a place in brackets after the name.
    .replace(/\s*\(([^()]{2,40})\)\s*$/, (m, inner: string) => (isLocation(inner) ? '' : m))
    .replace(/^(?:currently\s+|presently\s+)?(?:worked|working|served|serving|employed|joined|work|associated)\s+(?:as|with|at|in|for)\s+(?:an?\s+|the\s+)?/i, '')
    // 'at Mu Sigma' on a line of its own under the title.
    .replace(/^(?:at|@)\s+(?=\S)/i, '')
    .replace(/\s+(?:from|since|during|between|till|for)$/i, '')
    .replace(DES_LABEL, '')
    .replace(COMP_LABEL, '')
    .replace(/\((?:[^()]*\b(?:yrs?|years?|mos?|months?)\b[^()]*)\)/gi, '')
    .replace(/\b\d+\s*(?:yrs?|years?)\s*(?:\d+\s*(?:mos?|months?))?\b|\b\d+\s*(?:mos?|months?)\b/gi, '')
    .replace(EMP_TYPE, '')
    .replace(/\(\s*\)/g, '')
    .replace(/^[\s•\-–—*►▪:|,.()]+|[\s\-–—:|,(]+$/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

function stripDates(text: string, ranges: DateRange[]): string {
  let t = text;
  for (const r of [...ranges].sort((a, b) => b.index - a.index)) t = t.slice(0, r.index) + '  |  ' + t.slice(r.index + r.length);
  return t
    .replace(/\b(?:duration|period|tenure|dates?|from)\s*[:\-–]?\s*(?=\s*\|)/gi, '')
    .replace(/[([]\s*\|\s*[)\]]/g, ' | ');
}

/** 'Senior HR Business Partner, Quess Corp Limited': a title before the last comma, an employer after it, no sentence end. */
function titleCommaCompany(t: string): boolean {
  const at = t.lastIndexOf(',');
  if (at < 0 || /[.;:]$/.test(t) || t.split(/\s+/).length > 10) return false;
  return titleScore(t.slice(0, at)) > 0 && companyScore(t.slice(at + 1)) > 0;
}

function isHeaderLike(l: Line): boolean {
  const t = l.text.replace(/\t/g, ' ').trim();
  if (!t || t.length > 110) return false;
  if (DES_LABEL.test(t) || COMP_LABEL.test(t)) return true;
  if (OTHER_LABEL.test(t.replace(/^[•\-–*\s]+/, ''))) return false;
  // A list item is a description, but for 'Title, Company' set as a list item (a web theme's list kept as numbering).
  if (l.bullet && t.split(/\s+/).length > 6 && !titleCommaCompany(t.replace(/^[•\-–*\s]+/, ''))) return false;
  if (/[.;]$/.test(t) && t.split(/\s+/).length > 5) return false;
  if (t.split(/\s+/).length > 12) return false;
  return true;
}

function durationOnly(l: Line): boolean {
  return /^[\s(·]*\d+\s*(?:yrs?|years?|mos?|months?)(\s*\d+\s*(?:mos?|months?))?[\s)]*$/i.test(l.text);
}

type Anchor = { line: number; range: DateRange; own: string; extraLines: number[] };

function anchorsOf(lines: Line[], now: YM): Anchor[] {
  const out: Anchor[] = [];
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    const t = l.text;
    const ranges = findDateRanges(t, now);
    const wc = t.split(/\s+/).length;
    if (ranges.length) {
      if (l.bullet && wc > 14) continue;
      // Inside a sentence ('Handled the 2020-21 migration …') a range is not an entry's dates: those stand at
      // the start or the end of their line, or on a short line.
      const body = t.replace(/^[\s•\-–*►▪]+/, '');
      const r0 = ranges[0];
      const at = r0.index - (t.length - body.length);
      const tail = t.slice(r0.index + r0.length).replace(/[\s)\].,;|]+/g, '');
      if ((l.bullet || wc > 8) && at > 3 && tail.length > 0 && !/[|\t(]|\s[–—-]\s/.test(t.slice(Math.max(0, r0.index - 4), r0.index))) continue;
      // A project or client line inside a job ('Project: Billing revamp (Jan 2020 - Jun 2020)') is not a job.
      if (/^[\s•\-–*]*(?:project(?:\s+name|\s+title)?|client|assignment|engagement|course|training)\b\s*[:\-–#\d]/i.test(t)) continue;
      if (wc > 22) continue;
      out.push({ line: i, range: ranges[0], own: stripDates(t, ranges), extraLines: [] });
      continue;
    }
    // Table cells 'Jan 2019 | Till Date' (From and To columns).
    if (l.segs.length >= 2) {
      let found = false;
      for (let k = 0; k + 1 < l.segs.length && !found; k++) {
        const a = l.segs[k].trim();
        const b = l.segs[k + 1].trim();
        if (a.length > 20 || b.length > 20) continue;
        const r = findDateRanges(`${a} - ${b}`, now)[0];
        if (r && r.index === 0 && r.length >= `${a} - ${b}`.length - 1) {
          const own = l.segs.filter((_, x) => x !== k && x !== k + 1).join('\t');
          out.push({ line: i, range: r, own, extraLines: [] });
          found = true;
        }
      }
      if (found) continue;
    }
    // 'From: Jan 2019' / 'To: Present' on their own lines (or cells).
    const from = /^(?:from|start(?:ed)?|joined|joining|date\s+of\s+joining|doj)\b\s*(?:date)?\s*[:\-–]?\s*(.+)$/i.exec(t);
    if (from && i + 1 < lines.length) {
      const a = findDates(from[1], now.y)[0];
      const next = /^(?:to|till|until|end(?:ed)?|relieved|relieving|last\s+working\s+day|lwd)\b\s*(?:date)?\s*[:\-–]?\s*(.+)$/i.exec(lines[i + 1].text);
      if (a && next) {
        const merged = findDateRanges(`${from[1].trim()} - ${next[1].trim()}`, now)[0];
        if (merged) {
          out.push({ line: i, range: merged, own: '', extraLines: [i + 1] });
          i++;
        }
      }
    }
  }
  return out;
}

/**
 * Experience entries. Each date range in the section anchors an entry; its designation and company come from the
 * rest of the anchor line and the header-like lines just before or after it (the side this document uses is
 * learnt from its first entry), scored on title words, company suffixes/known employers and proper-noun shape,
 * with locations thrown out. A role without a company under a multi-role employer inherits the employer.
 */
type Col = 'company' | 'designation' | 'from' | 'to' | 'duration' | 'x';
function headerColumns(l: Line): Col[] | null {
  if (l.segs.length < 3) return null;
  const cols = l.segs.map((seg): Col => {
    const t = seg.toLowerCase().replace(/[^a-z/ ]/g, ' ').trim();
    if (/^(company|organi[sz]ation|employer|firm|company name|organi[sz]ation name|name of (the )?(company|organi[sz]ation|employer))$/.test(t)) return 'company';
    if (/^(designation|role|title|job title|position|designation \/ role|post)$/.test(t)) return 'designation';
    if (/^(from|start|start date|from date|joining date|date of joining|since)$/.test(t)) return 'from';
    if (/^(to|end|end date|to date|till|relieving date|date of leaving|until)$/.test(t)) return 'to';
    if (/^(duration|period|tenure|dates?|time period)$/.test(t)) return 'duration';
    return 'x';
  });
  const known = cols.filter((c) => c !== 'x');
  if (known.length < 3 || !known.includes('company') || !(known.includes('from') || known.includes('duration'))) return null;
  return cols;
}

/** Rows of a table with a header row (Company | Designation | From | To). */
function tableEntries(lines: Line[], now: YM, used: Set<number>): Array<{ at: number; e: ExpDetail }> {
  const out: Array<{ at: number; e: ExpDetail }> = [];
  for (let i = 0; i < lines.length; i++) {
    const cols = headerColumns(lines[i]);
    if (!cols) continue;
    used.add(i);
    for (let j = i + 1; j < lines.length && lines[j].segs.length >= cols.length - 1 && lines[j].segs.length <= cols.length; j++) {
      const segs = lines[j].segs;
      const get = (c: Col) => {
        const k = cols.indexOf(c);
        return k >= 0 && k < segs.length ? segs[k].trim() : '';
      };
      const range = get('duration') ? findDateRanges(get('duration'), now)[0] : findDateRanges(`${get('from')} - ${get('to') || 'Present'}`, now)[0];
      if (!range) break;
      used.add(j);
      out.push({
        at: j,
        e: {
          designation: clean(get('designation')),
          company: clean(get('company')),
          from_date: fmtYM(range.from),
          to_date: range.to === 'present' ? ' Till Date' : fmtYM(range.to),
        },
      });
      i = j;
    }
  }
  return out;
}

const OPEN_DATE_END = /(?:\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?[\s/-]*|\b(?:till|to|until)|[–—-])\s*$/i;
const OPEN_RANGE_INSIDE = /^((?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+)?(?:19|20)\d\d\s*[–—-]\s*(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?)\s+([A-Z].*)$/i;
const DATE_CONTINUATION = /^(?:(?:19|20)\d\d|'\d\d|date|now|present|today|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?,?\s+(?:19|20)\d\d$)\b/i;
/** A range's end with its month ('Mar 2025') continues only a range left open at its dash ('Sep 2021 –'). */
const MONTH_FIRST = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)/i;

/** A start date alone ('Jun 2020', '2020-06-01'), and a range's end under it ('– May 2022', '- Present'). */
const loneDate = (t: string) => {
  const ds = findDates(t, 2100);
  return ds.length === 1 && !findDateRanges(t, { y: 2100, m: 1 }).length && !/[A-Za-z0-9]/.test(t.slice(0, ds[0].index) + t.slice(ds[0].index + ds[0].length));
};
const PRESENT_END = new RegExp(String.raw`^[–—~-]\s*(?:${PRESENT})\.?$`, 'i');
const isRangeEnd = (t: string) => /^[–—~-]/.test(t) && t.split(/\s+/).length <= 4 && (findDates(t, 2100).length === 1 || PRESENT_END.test(t));

/**
 * A date range wrapped by a narrow cell or column ('Feb-2022 – Mar-' / '2025', 'Dec-2024–till' / 'date'): the
 * continuation, a line of its own, is joined to the segment that left the date open.
 */
export function joinWrappedDates(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const l of lines) {
    const prev = out[out.length - 1];
    // A range broken after its start ('Jun 2020' / '– May 2022'): the end goes back to its start.
    if (prev && prev.page === l.page && prev.col === l.col && l.segs.length === 1 && isRangeEnd(l.segs[0].trim())) {
      const k = prev.segs.findIndex((seg) => loneDate(seg.trim()));
      if (k >= 0 && prev.segs.filter((seg) => loneDate(seg.trim())).length === 1) {
        const segs = prev.segs.map((seg, i) => (i === k ? `${seg.trim()} ${l.segs[0].trim()}` : seg));
        out[out.length - 1] = { ...prev, segs, text: segs.join('\t') };
        continue;
      }
    }
    // The continuation is the whole line, or one segment of it when the dates sit in a margin column beside the
    // entry ('VIT University ‖ Jun 2011 – May' / '2013 ‖ Machine Design').
    const conts = l.segs.map((seg, i) => ({ i, t: seg.trim() })).filter((c) => c.t.split(/\s+/).length <= 2 && DATE_CONTINUATION.test(c.t));
    if (prev && conts.length === 1 && prev.page === l.page && prev.col === l.col) {
      const t = conts[0].t;
      const k = prev.segs.findIndex((seg) => OPEN_DATE_END.test(seg) && findDates(seg, 2100).length > 0 && (!MONTH_FIRST.test(t) || /(?:[–—-]|\bto|\btill|\buntil)\s*$/i.test(seg)));
      // A margin date run into the entry's text on the same segment ('Jun 2020 – May University of Manchester').
      const inner = k < 0 && l.segs.length > 1 && /^(?:19|20)\d\d$/.test(t) ? prev.segs.map((seg) => OPEN_RANGE_INSIDE.exec(seg)) : [];
      const at = inner.findIndex((m) => m !== null);
      if (at >= 0) {
        const m = inner[at]!;
        const segs = [...prev.segs.slice(0, at), `${m[1]} ${t}`, m[2], ...prev.segs.slice(at + 1)];
        out[out.length - 1] = { ...prev, segs, text: segs.join('\t') };
        const rest = l.segs.filter((_, i) => i !== conts[0].i);
        out.push({ ...l, segs: rest, text: rest.join('\t') });
        continue;
      }
      // A lone open range wrapped by a narrow date cell takes its year from the next line's first segment, the cell's
      // second line beside the entry's text ('Jan-2017 – Nov-' / '2019 ‖ • Designed …').
      const cellWrap = prev.segs.length === 1 && conts[0].i === 0 && /^(?:19|20)\d\d$/.test(t);
      if (k >= 0 && (l.segs.length === 1 || prev.segs.length > 1 || cellWrap)) {
        const segs = prev.segs.map((seg, i) => (i === k ? `${seg.replace(/[\s/]+$/, '')}${/[-–—]$/.test(seg) && /^\d/.test(t) && /[a-z]-$/i.test(seg) ? '' : ' '}${t}` : seg));
        out[out.length - 1] = { ...prev, segs, text: segs.join('\t') };
        if (l.segs.length === 1) continue;
        const rest = l.segs.filter((_, i) => i !== conts[0].i);
        out.push({ ...l, segs: rest, text: rest.join('\t') });
        continue;
      }
    }
    out.push(l);
  }
  return out;
}

export function extractExperience(input: Line[], now: YM, strict = false): ExpDetail[] {
  const lines = joinWrappedDates(input);
  const tableUsed = new Set<number>();
  const fromTables = tableEntries(lines, now, tableUsed);
  if (fromTables.length) {
    const rest = extractExperience(lines.filter((_, i) => !tableUsed.has(i)), now, true);
    const seenT = new Set(fromTables.map((t) => `${t.e.from_date}|${t.e.to_date}`));
    return [...fromTables.map((t) => t.e), ...rest.filter((e) => !seenT.has(`${e.from_date}|${e.to_date}`))];
  }
  const anchors = anchorsOf(lines, now);
  if (!anchors.length) return [];
  const used = new Set<number>();
  for (const a of anchors) {
    used.add(a.line);
    for (const x of a.extraLines) used.add(x);
  }
  // Which side holds the header lines: look before the first anchor.
  const first = anchors[0];
  let before = 0;
  for (let j = first.line - 1; j >= 0 && j >= first.line - 3; j--) {
    if (!isHeaderLike(lines[j])) break;
    if (durationOnly(lines[j])) continue;
    const p = lines[j].text;
    if (titleScore(p) > 0 || companyScore(p) > 0 || DES_LABEL.test(p) || COMP_LABEL.test(p)) before++;
  }
  const ownParts = splitParts(first.own);
  const ownEnough = ownParts.filter((p) => titleScore(p.text) > 0 || companyScore(p.text) > 0).length >= 2;
  const mode: 'before' | 'after' = before > 0 ? 'before' : 'after';

  const out: ExpDetail[] = [];
  let prevCompany = '';
  const claimed = new Set<number>();
  anchors.forEach((a, ai) => {
    const cands: Cand[] = [];
    const addLine = (text: string, w: number, line: number) => {
      for (const p of splitParts(text)) {
        let des = titleScore(p.text);
        let comp = companyScore(p.text);
        if (p.hint === 'des') des += 1.5;
        if (p.hint === 'comp') comp += 1.5;
        if (isLocation(p.text) || (cityIn(p.text) && p.text.length <= cityIn(p.text).length + 3)) continue;
        if (/^\d+$/.test(p.text) || p.text.length > 80) continue;
        cands.push({ text: p.text, des, comp, w, hint: p.hint, line });
      }
    };
    const labeledDes: string[] = [];
    const labeledComp: string[] = [];
    const take = (j: number, w: number) => {
      const t = lines[j].text.replace(/^[\s•\-–*]+/, '');
      if (DES_LABEL.test(t)) labeledDes.push(clean(t.replace(DES_LABEL, '').split('\t')[0]));
      else if (COMP_LABEL.test(t)) labeledComp.push(clean(t.replace(COMP_LABEL, '').split('\t')[0]));
      else addLine(lines[j].text, w, j);
      claimed.add(j);
    };
    addLine(a.own, 1, a.line);
    const ownOk = cands.filter((c) => c.des > 0 || c.comp > 0).length >= 2 || (ownEnough && cands.length >= 2);
    const prevLimit = ai > 0 ? anchors[ai - 1].line : -1;
    const nextLimit = ai + 1 < anchors.length ? anchors[ai + 1].line : lines.length;
    const lookBefore = () => {
      let n = 0;
      for (let j = a.line - 1; j > prevLimit && n < 3; j--) {
        if (used.has(j) || claimed.has(j)) break;
        if (!isHeaderLike(lines[j])) break;
        if (durationOnly(lines[j])) continue;
        take(j, mode === 'before' ? 0.95 : 0.6);
        n++;
      }
    };
    const lookAfter = () => {
      let n = 0;
      for (let j = a.line + 1 + a.extraLines.length; j < nextLimit && n < 3; j++) {
        if (used.has(j) || claimed.has(j)) break;
        if (!isHeaderLike(lines[j]) || (lines[j].bullet && !DES_LABEL.test(lines[j].text.replace(/^[\s•\-–*]+/, '')) && !COMP_LABEL.test(lines[j].text.replace(/^[\s•\-–*]+/, '')))) break;
        if (durationOnly(lines[j])) continue;
        // In 'before' documents, header lines after an anchor belong to the next entry unless they are labelled.
        if (mode === 'before' && ai + 1 < anchors.length && j >= nextLimit - 3 && !DES_LABEL.test(lines[j].text) && !COMP_LABEL.test(lines[j].text)) {
          const score = titleScore(lines[j].text) + companyScore(lines[j].text);
          if (score > 0 && n === 0 && cands.length > 0) break;
        }
        take(j, mode === 'after' ? 0.95 : 0.6);
        n++;
      }
    };
    if (!ownOk) {
      if (mode === 'before') {
        lookBefore();
        if (!labeledDes.length && !labeledComp.length && cands.filter((c) => c.des > 0 || c.comp > 0).length < 2) lookAfter();
      } else {
        lookAfter();
        if (!labeledDes.length && !labeledComp.length && cands.filter((c) => c.des > 0 || c.comp > 0).length < 2) lookBefore();
      }
    }
    let designation = labeledDes[0] ?? '';
    let company = labeledComp[0] ?? '';
    const pool = cands.filter((c) => c.text !== designation && c.text !== company);
    if (!designation && !company) {
      let best: { d: Cand | null; c: Cand | null; s: number } = { d: null, c: null, s: -Infinity };
      for (const d of pool) {
        for (const c of pool) {
          if (d === c) continue;
          const s = (d.des - 0.5 * Math.max(0, d.comp)) * d.w + (c.comp - 0.5 * Math.max(0, c.des)) * c.w;
          if (s > best.s) best = { d, c, s };
        }
      }
      if (best.d && best.c && best.d.des > 0 && best.c.comp > -0.5) {
        designation = best.d.text;
        company = best.c.text;
      } else {
        const one = [...pool].sort((x, y) => Math.max(y.des, y.comp) * y.w - Math.max(x.des, x.comp) * x.w)[0];
        if (one && (one.des > 0 || one.comp > 0)) {
          if (one.des >= one.comp) designation = one.text;
          else company = one.text;
        }
      }
    } else if (!designation) {
      const d = [...pool].sort((x, y) => (y.des - x.des) * 1 + (y.w - x.w) * 0.1)[0];
      if (d && d.des > 0) designation = d.text;
    } else if (!company) {
      const c = [...pool].sort((x, y) => y.comp * y.w - x.comp * x.w)[0];
      if (c && c.comp > 0) company = c.text;
    }
    if (!company && designation && prevCompany && mode === 'before') company = prevCompany;
    if (strict && !designation && !company) return;
    if (!designation && !company && !strict) {
      // A date with nothing recognisable around it is still an entry when it stands in the experience section.
      const raw = cands[0]?.text ?? '';
      if (!raw) return;
      designation = raw;
    }
    prevCompany = company || prevCompany;
    out.push({
      designation,
      company,
      from_date: fmtYM(a.range.from),
      to_date: a.range.to === 'present' ? ' Till Date' : fmtYM(a.range.to),
    });
  });
  // Same entry twice (e.g. a summary table and the details): keep the first.
  const seen = new Set<string>();
  return out.filter((e) => {
    const k = `${e.designation.toLowerCase()}|${e.company.toLowerCase()}|${e.from_date}|${e.to_date}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Total months covered by the entries, overlaps counted once; a current job runs to `now`. */
export function totalMonths(entries: ExpDetail[], now: YM): number {
  const iv: Array<[number, number]> = [];
  const nowI = ymIndex(now);
  for (const e of entries) {
    const a = /^(\d{4})-(\d{2})/.exec(e.from_date);
    if (!a) continue;
    const from = Number(a[1]) * 12 + Number(a[2]) - 1;
    let to: number;
    if (e.to_date === ' Till Date') to = nowI;
    else {
      const b = /^(\d{4})-(\d{2})/.exec(e.to_date);
      if (!b) continue;
      to = Math.min(nowI, Number(b[1]) * 12 + Number(b[2]) - 1 + 1); // the end month counts
    }
    if (to > from) iv.push([from, Math.min(to, nowI)]);
  }
  iv.sort((x, y) => x[0] - y[0]);
  let total = 0;
  let cs = -1;
  let ce = -1;
  for (const [s, e] of iv) {
    if (s > ce) {
      if (ce > cs) total += ce - cs;
      cs = s;
      ce = e;
    } else ce = Math.max(ce, e);
  }
  if (ce > cs) total += ce - cs;
  return total;
}
