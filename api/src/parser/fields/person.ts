import type { Line } from '../model.js';
import { ALL_CITIES_BY_LENGTH, COMPANY_SUFFIXES, SENIORITY, STATES_COUNTRIES, TITLE_WORDS, knownCity } from './lexicon.js';
import { headingKind } from './sections.js';
import { findLabeled } from './values.js';

/** Words no personal name holds: headings, labels, organisations, and an address's words ('Green Park Extension'). */
const NOT_NAME = /\b(resume|curriculum|vitae|cv|biodata|bio-data|profile|summary|objective|address|e-?mail|phone|mobile|contact|page|confidential|linkedin|github|portfolio|www|http|declaration|signature|date|place|nationality|gender|dob|birth|marital|experience|education|skills?|india|limited|ltd|pvt|inc|university|college|institute|school|road|street|nagar|colony|layout|extension|sector|apartments?|marg|enclave|avenue|lane|society|residency|chowk|taluka|district|near|opp)\b/i;
const NAME_TOKEN = /^(?:\p{Lu}[\p{L}'’-]*\.?|\p{Lu}\.|\p{Ll}{1,3}|\p{Lu}{2,}[.']?)$/u;

function titleCase(s: string): string {
  return s.replace(/\p{L}[\p{L}'’]*/gu, (w) => (w.length <= 1 ? w.toUpperCase() : w[0].toUpperCase() + w.slice(1).toLowerCase()));
}

/** A tidied candidate name: prefix words dropped, all-caps turned into Title Case. */
export function tidyName(raw: string): string {
  let s = raw
    .replace(/^(?:resume|curriculum\s+vitae|cv|bio-?data)\s*(?:of|:|-|–)?\s*/i, '')
    .replace(/\s*[-–|,:]?\s*(?:resume|curriculum\s+vitae|cv)$/i, '')
    .replace(/^(?:name|full\s+name|candidate\s+name)\s*[:\-–]\s*/i, '')
    .replace(/^(?:mr|mrs|ms|miss|dr|er|shri|smt)\.?\s+/i, '')
    .replace(/\s+/g, ' ')
    .trim();
  s = s.replace(/[.,;:]+$/, '');
  const letters = s.replace(/[^\p{L}]/gu, '');
  if (letters.length > 1 && letters === letters.toUpperCase()) s = titleCase(s);
  else if (letters && letters === letters.toLowerCase()) s = titleCase(s);
  return s;
}

export function nameShape(s: string): number {
  const t = tidyName(s);
  if (!t || t.length > 40 || /\d|@|\/|\\|_|\(|\)|&|\+|#|•|:/.test(t)) return 0;
  const tokens = t.split(/\s+/);
  if (tokens.length < 1 || tokens.length > 5) return 0;
  if (!tokens.every((w) => NAME_TOKEN.test(w))) return 0;
  if (NOT_NAME.test(t)) return 0;
  if (headingKind(t)) return 0;
  const lower = t.toLowerCase();
  if (tokens.some((w) => TITLE_WORDS.has(w.toLowerCase().replace(/[.,]/g, '')) || COMPANY_SUFFIXES.has(w.toLowerCase()))) return 0;
  if (knownCity(t) || STATES_COUNTRIES.has(lower)) return 0;
  const lowers = tokens.filter((w) => /^[a-z]/.test(w)).length;
  if (lowers > 1 || (lowers === 1 && tokens.length < 3)) return 0;
  return tokens.length >= 2 && tokens.length <= 4 ? 1 : 0.4;
}

function emailAffinity(name: string, emails: string[]): number {
  const toks = tidyName(name)
    .toLowerCase()
    .split(/\s+/)
    .map((t) => t.replace(/[^a-z]/g, ''))
    .filter((t) => t.length >= 3);
  let best = 0;
  for (const e of emails) {
    const local = e.split('@')[0].replace(/[^a-z]/g, '');
    const hits = toks.filter((t) => local.includes(t)).length;
    best = Math.max(best, hits);
  }
  return best;
}

/**
 * The candidate's name, by scoring the first lines of the document: a 'Name:' label, the largest font on page 1,
 * bold/heading look, being first, the shape of a personal name, and agreement with the e-mail address.
 */
export function findName(lines: Line[], emails: string[]): string {
  const labeled = findLabeled(lines.slice(0, 80), /(?:full\s+name|candidate(?:'s)?\s+name|name\s+of\s+(?:the\s+)?candidate|name)/);
  for (const l of labeled) {
    const v = l.value.split(/\s{2,}|\t|\|/)[0];
    if (nameShape(v) > 0) return tidyName(v);
  }
  const page1 = lines.filter((l) => l.page === 1 && l.src !== 'footer');
  const sizes = page1.filter((l) => l.size > 0).map((l) => l.size);
  const maxSize = sizes.length ? Math.max(...sizes) : 0;
  const sortedSizes = [...sizes].sort((a, b) => a - b);
  // A Word document states sizes only where they differ from the default: most lines unknown means the known ones
  // are the exceptions (a large name), so the body is the smaller of them and the usual 11 pt.
  const med = !sortedSizes.length ? 0 : sortedSizes.length * 2 < page1.length ? Math.min(sortedSizes[0], 11) : sortedSizes[Math.floor(sortedSizes.length / 2)];
  type Cand = { text: string; score: number };
  const cands: Cand[] = [];
  const bodyIdx = new Map<Line, number>();
  let k = 0;
  for (const l of page1) if (l.src === 'body') bodyIdx.set(l, k++);
  page1.forEach((l) => {
    const idx = l.src === 'header' ? 0 : (bodyIdx.get(l) ?? 99);
    const isLargest = maxSize > 0 && l.size >= maxSize - 0.1 && maxSize > med * 1.15;
    if (idx > 14 && !isLargest) return;
    // 'Aarav Rathore | HR Generalist', 'Aarav Rathore — HR Generalist', 'Aarav Rathore, Current CTC: 15 LPA'.
    const parts = l.segs.flatMap((s) => s.split(/\s*[|•·]\s*|\s{2,}|\s+[-–—]\s+|\s*[—]\s*|,\s*/)).filter((p) => p.trim());
    parts.forEach((part, pi) => {
      let shape = nameShape(part);
      let p = part;
      // 'PERSONAL INFORMATION Aarav Rathore': a label column's label on the name's baseline.
      const labelled = part.trim().match(/^((?:\p{Lu}[\p{Lu}-]+\s+){1,3})(\p{Lu}.*)$/u);
      if (!shape && labelled && (headingKind(labelled[1]) || /\b(?:personal|name)\b/i.test(labelled[1])) && nameShape(labelled[2]) === 1) {
        p = labelled[2];
        shape = 1;
      }
      if (!shape) {
        // 'Aarav Rathore HR Generalist' (the title in another font, no separator): the name-shaped words before a title.
        const toks = part.trim().split(/\s+/);
        const cut = toks.findIndex((w, i) => i >= 2 && (TITLE_WORDS.has(w.toLowerCase()) || SENIORITY.has(w.toLowerCase()) || /^\p{Lu}{2,4}$/u.test(w) || /^(?:current|expected|ctc)$/i.test(w)));
        if (cut >= 2 && cut <= 4 && nameShape(toks.slice(0, cut).join(' ')) === 1) {
          p = toks.slice(0, cut).join(' ');
          shape = 0.75;
        }
        // 'Nisha Bhandari  B nisha.bhandari@gmail.com' (the contact beside the name, after an icon letter).
        let at = toks.findIndex((w) => /@|\d{3}/.test(w));
        while (at > 0 && /^\p{Lu}$/u.test(toks[at - 1])) at--;
        if (!shape && at >= 2 && at <= 4 && nameShape(toks.slice(0, at).join(' ')) === 1) {
          p = toks.slice(0, at).join(' ');
          shape = 0.75;
        }
      }
      if (!shape) return;
      let score = shape * 2;
      if (isLargest) score += 3;
      else if (med > 0 && l.size > med * 1.3) score += 2;
      if (l.bold) score += 1;
      if (l.heading) score += 1;
      if (idx === 0) score += 2;
      else if (idx <= 2) score += 1;
      else score -= idx * 0.1;
      if (pi > 0) score -= 1;
      if (l.src === 'header') score += 0.5;
      score += 2 * emailAffinity(p, emails);
      if (l.caps && p.split(/\s+/).length >= 2) score += 0.5;
      cands.push({ text: p, score });
    });
  });
  cands.sort((a, b) => b.score - a.score);
  if (cands.length && cands[0].score >= 2.5) return tidyName(cands[0].text);
  // Fall back to the e-mail's local part when it spells a name ('rahul.sharma@…').
  for (const e of emails) {
    const local = e.split('@')[0];
    const parts = local.split(/[._-]+/).filter((p) => /^[a-z]{2,}$/i.test(p));
    if (parts.length >= 2 && parts.length <= 3) return titleCase(parts.join(' '));
  }
  return cands.length ? tidyName(cands[0].text) : '';
}

const CITY_RE = new RegExp(`(?<![A-Za-z])(?:${ALL_CITIES_BY_LENGTH.map((c) => c.replace(/\s+/g, '\\s+')).join('|')})(?![A-Za-z])`, 'i');

export function cityIn(text: string): string {
  const m = CITY_RE.exec(text);
  return m ? m[0].replace(/\s+/g, ' ') : '';
}

/** 'City, State/Country' where the second part is a known state or country. */
function cityStatePattern(text: string): string {
  for (const m of text.matchAll(/([A-Z][A-Za-z.]+(?:\s[A-Z][A-Za-z.]+){0,2})\s*,\s*([A-Za-z][A-Za-z ]+?)(?=\s*(?:,|[-–]\s*\d|\d|$|[|•·+(]|\t|\s[a-z0-9._%+-]+@))/g)) {
    if (STATES_COUNTRIES.has(m[2].trim().toLowerCase()) && !STATES_COUNTRIES.has(m[1].toLowerCase())) return m[1];
  }
  return '';
}

/** Current location: a labelled value first, then a 'City, State' or a known city near the top of the resume. */
export function findLocation(lines: Line[], topLines: Line[]): string {
  const labeled = findLabeled(lines, /(?:current|present)\s+(?:location|city|address)|location|current\s+residence|residence|based\s+(?:in|at|out\s+of)|city|address|residing\s+at|lives\s+in/);
  const pref = labeled.filter((l) => !/preferred|permanent|native|hometown|home\s+town|job\s+location/i.test(lines[l.line].text.slice(0, lines[l.line].text.indexOf(l.label) + 1 + l.label.length + 12)));
  // Prefer explicitly current labels.
  pref.sort((a, b) => Number(/current|present/i.test(b.label)) - Number(/current|present/i.test(a.label)));
  for (const l of pref) {
    const label = l.label.toLowerCase();
    if (label === 'address' || label.includes('address')) {
      const c = cityIn(l.value) || cityStatePattern(l.value);
      if (c) return c;
      continue;
    }
    const c = cityIn(l.value);
    if (c) return c;
    const first = l.value.split(/[,(|\t]/)[0].trim();
    if (/^[A-Za-z][A-Za-z .'-]{1,30}$/.test(first) && !/^(india|remote|anywhere|na|n\/a)$/i.test(first)) return first;
  }
  for (const l of topLines) {
    const c = cityStatePattern(l.text);
    if (c) return c;
  }
  for (const l of topLines) {
    const parts = l.text.split(/\s+[|•·]\s+|\t|\s{2,}/);
    for (const p of parts) {
      if (p.length > 120 || /^\S+@\S+$/.test(p)) continue;
      const c = cityIn(p);
      if (c && p.replace(/[^A-Za-z]/g, '').length <= c.replace(/[^A-Za-z]/g, '').length + 30) return c;
    }
  }
  return '';
}
