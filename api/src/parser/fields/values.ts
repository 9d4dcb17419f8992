import type { Line } from '../model.js';

export type Labeled = { label: string; value: string; line: number };

const PART_SPLIT = /\s+\|\s+|\s{3,}|\s+•\s+|\s+·\s+|\t/;

/**
 * Values written after a label: 'Notice Period: 30 days', 'CTC - 12 LPA', a table row 'Current CTC | 12 LPA', or the
 * value on the next line under a label alone on its line.
 */
export function findLabeled(lines: Line[], label: RegExp): Labeled[] {
  const out: Labeled[] = [];
  const re = new RegExp(String.raw`^[\s•\-–*>]*(${label.source})(?![A-Za-z])\s*(?:\([^)]{0,30}\))?\s*(?:[:：=\-–—>]+|\bis\b|\bof\b)?\s*`, 'i');
  lines.forEach((l, i) => {
    const parts = l.text.split(PART_SPLIT).map((p) => p.trim()).filter(Boolean);
    parts.forEach((p, j) => {
      const m = re.exec(p);
      if (!m) return;
      let value = p.slice(m[0].length).trim();
      // The next cell, skipping cells that only hold a separator ('Notice Period | : | 30 days').
      let k = j + 1;
      while (!value && k < parts.length && /^[:：=\-–—>]+$/.test(parts[k])) k++;
      if (!value && k < parts.length) value = parts[k].replace(/^[:：=\-–—>]+\s*/, '');
      if (!value && j === parts.length - 1 && i + 1 < lines.length) {
        const next = lines[i + 1].text.split(PART_SPLIT)[0]?.trim() ?? '';
        if (next && !/:\s*\S/.test(next) && next.length < 60) value = next;
      }
      if (value) out.push({ label: m[1], value, line: i });
    });
  });
  return out;
}

const NUM = String.raw`(\d{1,3}(?:,\d{2,3})+(?:\.\d+)?|\d+(?:\.\d+)?)`;
const WORD_NUM: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, fifteen: 15, thirty: 30, sixty: 60, ninety: 90, half: 0.5 };

function num(s: string): number {
  return Number(s.replace(/,/g, ''));
}

/**
 * An amount in rupees per annum: '12 LPA', '12.5 lakhs', '₹ 12,00,000', 'INR 12 Lakh(s) 50 Thousand', 'CTC: 1.2 Cr',
 * '85,000 per month'. A bare small number (CTC: 12.5) is read as lakhs, as Indian resumes mean it. Other
 * currencies are not converted (null).
 */
export function parseMoney(raw: string): number | null {
  let s = raw.toLowerCase().replace(/[₹]/g, ' inr ').replace(/\brs\.?|\binr\b|\brupees?\b/g, ' inr ');
  if (/[$€£]|\b(usd|eur|gbp|aud|cad|sgd|aed|dollars?|euros?|pounds?)\b/.test(s) && !/\binr\b/.test(s)) return null;
  s = s.replace(/\s+/g, ' ');
  const monthly = /(per\s+month|\/\s*month|p\.?\s?m\.?\b|monthly|a month|per mon)/.test(s);
  let m: RegExpExecArray | null;
  if ((m = new RegExp(`${NUM}\\s*(?:cr|crore|crores|cr\\.)\\b`).exec(s))) return Math.round(num(m[1]) * 1e7);
  if ((m = new RegExp(`${NUM}\\s*(?:lakhs?|lacs?|lakh\\(s\\)|lac\\(s\\)|lpa|l)(?:\\(s\\))?(?:\\s*(?:p\\.?\\s?a\\.?|per\\s+annum))?(?![a-z])`).exec(s))) {
    let v = num(m[1]) * 1e5;
    const th = new RegExp(`^\\s*(?:and\\s+)?${NUM}\\s*(?:thousand|k)\\b`).exec(s.slice(m.index + m[0].length));
    if (th) v += num(th[1]) * 1e3;
    return Math.round(v);
  }
  if ((m = new RegExp(`${NUM}\\s*(?:k|thousand)\\b`).exec(s))) return Math.round(num(m[1]) * 1e3 * (monthly ? 12 : 1));
  if ((m = new RegExp(`${NUM}\\s*(?:mn|million)\\b`).exec(s))) return Math.round(num(m[1]) * 1e6);
  if ((m = new RegExp(NUM).exec(s))) {
    const v = num(m[1]);
    if (v >= 1000) return Math.round(v * (monthly ? 12 : 1));
    if (v > 0 && v < 200) return Math.round(v * 1e5); // 'CTC: 12.5' = 12.5 lakhs
  }
  return null;
}

/** Notice period in days: 'Immediate' = 0, '2 months' = 60, '15 days', '3 weeks', '1-2 months' = 60. */
export function parseNotice(raw: string): number | null {
  const s = raw.toLowerCase().replace(/\s+/g, ' ').trim();
  if (/\b(immediate(ly)?|immediate joiner|available now|no notice|nil|none|0 days?|zero|not applicable|n\/a)\b/.test(s)) return 0;
  const unit = (u: string) => (/^d/.test(u) ? 1 : /^w/.test(u) ? 7 : 30);
  let best: number | null = null;
  const re = new RegExp(`(${NUM}|${Object.keys(WORD_NUM).join('|')})(?:\\s*(?:-|to|or|–)\\s*(${NUM}))?\\s*(days?|d\\b|weeks?|wks?|months?|mon\\b|mths?)`, 'g');
  for (const m of s.matchAll(re)) {
    const a = WORD_NUM[m[1]] ?? num(m[1]);
    const b = m[3] ? num(m[3]) : a;
    const v = Math.round(Math.max(a, b) * unit(m[5]));
    if (best === null) best = v;
  }
  if (best !== null) return best;
  const bare = /^(\d{1,3})$/.exec(s);
  if (bare) return Number(bare[1]);
  return null;
}

/** Years and months from '5.5 years', '5 yrs 6 months', '5 Year(s) 6 Month(s)', '66 months', '5+ years', '5y 6m'. */
export function parseDuration(raw: string): { years: number; months: number } | null {
  const s = raw.toLowerCase().replace(/\s+/g, ' ');
  if (/\bfresher\b/.test(s)) return { years: 0, months: 0 };
  const ym = /(\d{1,2}(?:\.\d{1,2})?)\s*\+?\s*(?:year\(s\)|yr\(s\)|years?|yrs?|y\b)\.?,?\s*(?:and\s*)?(?:(\d{1,2})\s*(?:month\(s\)|months?|mons?|mths?|m\b))?/.exec(s);
  if (ym) {
    const y = Number(ym[1]);
    let years = Math.floor(y);
    let months = Math.round((y - years) * 12);
    if (ym[2]) months += Number(ym[2]);
    years += Math.floor(months / 12);
    months %= 12;
    if (years > 50) return null;
    return { years, months };
  }
  const mo = /(\d{1,3})\s*(?:month\(s\)|months?|mths?)/.exec(s);
  if (mo) {
    const n = Number(mo[1]);
    return { years: Math.floor(n / 12), months: n % 12 };
  }
  return null;
}

const EXP_SENTENCE = /(\d{1,2}(?:\.\d{1,2})?)\s*\+?\s*(?:year\(s\)|years?|yrs?)\.?,?\s*(?:and\s*)?(?:(\d{1,2})\s*(?:month\(s\)|months?|mths?)\s*)?(?:of\s+)?(?:(?:total|overall|professional|rich|hands-on|hands on|industry|industrial|work(?:ing)?|it|relevant|extensive|progressive|proven|solid|strong|diverse|cumulative|combined|corporate)\s+)*(?:experience|exp\b|expertise)/i;

/** 'over 8 years of experience', '5+ yrs of professional experience' in running text. */
export function findExperienceSentence(text: string): { years: number; months: number } | null {
  const m = EXP_SENTENCE.exec(text);
  if (!m) return null;
  return parseDuration(m[0]);
}

/** One running text of lines, wrapped lines joined ('Current CTC: 15 L' + 'p.a.' reads as one phrase). */
export function runningText(lines: Line[]): string {
  return lines.map((l) => l.text.replace(/\t/g, ' | ')).join(' ').replace(/\s+/g, ' ');
}

const CTC_IN_TEXT = /(expected\s+|desired\s+)?\b(?:ctc|c\.t\.c\.?)(?:\s*\((?:annual|p\.?a\.?|inr|in\s+lpa)\))?\s*(?:is|of|:|-|–|—|=)?\s*(?:is\s+)?/gi;

/** The current CTC written inside a sentence: 'Current CTC: 15 L p.a. | Expected CTC: 20.9 L p.a.', 'My current CTC is Rs. 4,50,000 and …'. */
export function findCtcInText(text: string): number | null {
  for (const m of text.matchAll(CTC_IN_TEXT)) {
    if (m[1]) continue; // the expected one
    const rest = text.slice(m.index! + m[0].length, m.index! + m[0].length + 48).split(/\s\|\s|;|\bexpected\b|\band\b|\bnotice\b|\.\s+[A-Z]/i)[0];
    const v = parseMoney(rest);
    if (v !== null && v >= 10000) return v;
  }
  return null;
}

/** The notice period written inside a sentence: 'Notice period: 3 months.', 'I can join immediately', 'with a notice period of 2 months'. */
export function findNoticeInText(text: string): number | null {
  if (/\b(?:can|could|able\s+to|ready\s+to)\s+join\s+immediately\b/i.test(text)) return 0;
  for (const m of text.matchAll(/\bnotice\s*period\s*(?:is|of|:|-|–|—|=)?\s*(?:of\s+)?/gi)) {
    const rest = text.slice(m.index! + m[0].length, m.index! + m[0].length + 30).split(/\s\|\s|;|\.(?!\d)/)[0];
    const v = parseNotice(rest);
    if (v !== null) return v;
  }
  return null;
}
