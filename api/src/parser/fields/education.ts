import type { Line } from '../model.js';
import type { EduDetail } from '../types.js';
import { findDateRanges, findDates, type YM } from './dates.js';
import { BOARD_RE, DEGREE_RE, FIELD_OF_STUDY_RE, INSTITUTION_RE } from './lexicon.js';
import { isLocation } from './experience.js';

type Entry = { q: string; u: string; uBoard: boolean; y: string; lines: number };

const HEADER_WORDS = /^(?:qualification|degree|course|exam(?:ination)?|education|program(?:me)?|university|institute|institution|college|school|board|board\s*\/\s*university|university\s*\/\s*board|year|year\s+of\s+pass(?:ing)?|passing\s+year|pass(?:ing)?\s*out(?:\s+year)?|percentage|%|marks|cgpa|gpa|grade|score|result|class|division|specialization|stream|duration|s\.?\s*no\.?|sr\.?\s*no\.?)$/i;
const GRADE = /\b(?:\d{1,2}(?:\.\d{1,2})?\s*%|\d(?:\.\d{1,2})?\s*(?:\/\s*10|cgpa|gpa|cpi|sgpa)|(?:cgpa|gpa|cpi|percentage|marks|grade|score)\s*[:-]?\s*\d[\d.]*(?:\s*\/\s*\d+)?\s*%?|first\s+class(?:\s+with\s+distinction)?|distinction|second\s+class)\b/gi;

const GRADE_TEST = new RegExp(GRADE.source, 'i');

function cleanPart(s: string): string {
  return s
    .replace(GRADE, ' ')
    .replace(/\b(?:pursuing|persuing|ongoing|expected|completed|passed\s+out|passed|graduated|class\s+of)\b/gi, ' ')
    .replace(/[()[\]]/g, (c) => (c === '(' || c === '[' ? ' (' : ') '))
    .replace(/\(\s*\)/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s•\-–—*►▪:|,.]+|[\s\-–—:|,(]+$/g, '')
    .replace(/\s+(?:in|at|from|of|during|with)$/i, '')
    .trim();
}

function yearOf(text: string, now: YM): string {
  const ranges = findDateRanges(text, now);
  if (ranges.length) {
    const r = ranges[ranges.length - 1];
    return r.to === 'present' ? '' : String(r.to.y);
  }
  const ds = findDates(text, now.y);
  if (ds.length) return String(ds[ds.length - 1].ym.y);
  return '';
}

function stripYears(text: string, now: YM): string {
  let t = text;
  for (const r of findDateRanges(t, now).reverse()) t = t.slice(0, r.index) + ' | ' + t.slice(r.index + r.length);
  for (const d of findDates(t, now.y).reverse()) t = t.slice(0, d.index) + ' | ' + t.slice(d.index + d.length);
  return t;
}

/** Splits an education line into parts; 'X from Y' / 'X at Y' / 'X, Y' separate degree from institution. */
const instOutsideDegree = (s: string) => INSTITUTION_RE.test(s.replace(DEGREE_RE, ' '));

function parts(text: string): string[] {
  return text
    .split(/\t|\s+[|•·]\s+|\s*\|\s*|\s+[–—]\s+|;\s*/)
    .flatMap((p) => {
      // 'B.Tech from IIT Delhi' / 'MBA at XLRI': split only after a degree ('University of Texas at Austin' stays whole).
      const m = /^(.*?)\s+(?:from|at)\s+(?=[A-Z])(.*)$/.exec(p);
      return m && DEGREE_RE.test(m[1]) && !instOutsideDegree(m[1]) ? [m[1], m[2]] : [p];
    })
    .flatMap((p) => p.split(/,\s*(?![^()]*\))/))
    .flatMap((p) => {
      // 'B.Tech - IIT Delhi' splits; 'PGDM - Human Resources' (a specialisation) does not.
      const m = /^(.*?)\s+-\s+(.*)$/.exec(p);
      if (!m) return [p];
      const [l, r] = [m[1], m[2]];
      return (DEGREE_RE.test(l) && instOutsideDegree(r)) || (instOutsideDegree(l) && DEGREE_RE.test(r)) ? [l, r] : [p];
    })
    .map(cleanPart)
    .filter((p) => p.length > 1);
}

function degreeOf(p: string): string | null {
  const m = DEGREE_RE.exec(p);
  if (!m) return null;
  // 'Holy Cross High School', 'Narayana Junior College': a school-level phrase after a proper name is the school.
  if (m.index > 0 && /school|secondary|intermediate/i.test(m[0]) && /^(?:[A-Z][\w.'’-]*\s+){1,5}$/.test(p.slice(0, m.index))) return null;
  // The qualification runs from the degree to the end of its part ('B.Tech in Computer Science').
  return p.slice(m.index).trim();
}

/**
 * Education entries: each degree (B.Tech, MBA, 12th, Bachelor of …) starts an entry, joined with the institution
 * (University/Institute/College/School…; a board only when nothing better) and the passing year (the end of a
 * range). Tables are read by their header row when they have one.
 */
export function extractEducation(lines: Line[], now: YM): EduDetail[] {
  const out: Entry[] = [];
  let cur: Entry | null = null;
  let columns: Array<'q' | 'u' | 'y' | 'x'> | null = null;
  const push = () => {
    if (cur && (cur.q || cur.u)) out.push(cur);
    cur = null;
  };
  for (const l of lines) {
    // A table header row: remember which column holds what.
    if (l.segs.length >= 2 && l.segs.every((s) => HEADER_WORDS.test(s.replace(/[:.]/g, '').trim()) || s.trim().length === 0)) {
      columns = l.segs.map((s) => {
        const t = s.toLowerCase();
        if (/qualification|degree|course|exam|program|education|class|stream/.test(t)) return 'q';
        if (/university|institute|institution|college|school|board/.test(t)) return 'u';
        if (/year|pass/.test(t)) return 'y';
        return 'x';
      });
      push();
      continue;
    }
    if (columns && l.segs.length === columns.length) {
      push();
      const e: Entry = { q: '', u: '', uBoard: false, y: '', lines: 1 };
      l.segs.forEach((s, i) => {
        const role = columns![i];
        if (role === 'q' && !e.q) e.q = cleanPart(s);
        else if (role === 'u') {
          if (!e.u || (e.uBoard && !BOARD_RE.test(s))) {
            e.u = cleanPart(s);
            e.uBoard = BOARD_RE.test(s) && !INSTITUTION_RE.test(s);
          }
        } else if (role === 'y' && !e.y) e.y = yearOf(s, now);
      });
      if (!e.y) e.y = yearOf(l.text, now);
      if (e.q || e.u) out.push(e);
      continue;
    }
    const year = yearOf(l.text, now);
    const ps = parts(stripYears(l.text, now));
    let q = '';
    let u = '';
    let uBoard = false;
    for (let i = 0; i < ps.length; i++) {
      const p = ps[i];
      const d = degreeOf(p);
      if (d && !q && !(instOutsideDegree(p) && DEGREE_RE.exec(p)!.index > 0)) {
        q = d;
        // 'Bachelor of Technology, Computer Science' — a field of study right after the degree belongs to it.
        const next = ps[i + 1];
        if (next && FIELD_OF_STUDY_RE.test(next) && !INSTITUTION_RE.test(next) && !DEGREE_RE.test(next) && next.split(' ').length <= 5) {
          q = `${q}, ${next}`;
          i++;
        }
        continue;
      }
      if (instOutsideDegree(p) || (!d && INSTITUTION_RE.test(p))) {
        if (!u || uBoard) {
          u = p;
          uBoard = false;
        }
        continue;
      }
      if (BOARD_RE.test(p) && !u) {
        u = p;
        uBoard = true;
      }
    }
    // A degree line's remaining proper name is its institution ('MBA (HR), Symbiosis, 2019').
    if (q && !u) {
      const rest = ps.find((p) => p !== q && !q.includes(p) && /^[A-Z]/.test(p) && !DEGREE_RE.test(p) && !isLocation(p) && !FIELD_OF_STUDY_RE.test(p) && !GRADE_TEST.test(p) && p.split(' ').length <= 6);
      if (rest) u = rest;
    }
    // An institution without a keyword ('Stanford'), written on its own line next to a degree line.
    if (!q && !u && ps.length === 1 && cur && (cur as Entry).q && !(cur as Entry).u && /^[A-Z]/.test(ps[0]) && !isLocation(ps[0]) && ps[0].split(' ').length <= 8 && !GRADE_TEST.test(l.text)) {
      u = ps[0];
    }
    // A field of study on its own line under a bare degree ('M.Tech' / 'Machine Design') completes the qualification.
    const open = cur as Entry | null;
    if (!q && !u && !year && open && open.q && ps.length === 1 && !GRADE_TEST.test(l.text) && !isLocation(ps[0]) && ps[0].split(' ').length <= 5) {
      const bare = DEGREE_RE.exec(open.q);
      if (bare && bare.index === 0 && bare[0].length >= open.q.trim().length - 1) {
        open.q = `${open.q} ${ps[0]}`;
        continue;
      }
    }
    if (!q && !u && !year) continue;
    const c = cur as Entry | null;
    // A second year for an entry that has one starts the next entry (templates that print the years first).
    const conflict = !c || (q && c.q) || (u && c.u && !c.uBoard) || (year && c.y && (q || u || c.q || c.u));
    if (conflict) {
      push();
      cur = { q, u, uBoard, y: year, lines: 1 };
    } else if (c) {
      if (q) c.q = q;
      if (u && (!c.u || c.uBoard)) {
        c.u = u;
        c.uBoard = uBoard;
      }
      if (year && !c.y) c.y = year;
      c.lines++;
    }
    if (!q && !u && year && c && c.y === '') c.y = year;
  }
  push();
  return out
    .filter((e) => e.q || (e.u && e.y))
    .map((e) => ({ university: e.u, qualification: e.q, year_of_pass: e.y }));
}
