import { makeLine, type Line } from '../model.js';
import type { EduDetail } from '../types.js';
import { findDateRanges, findDates, type YM } from './dates.js';
import { BOARD_RE, DEGREE_RE, FIELD_OF_STUDY_RE, INSTITUTION_RE } from './lexicon.js';
import { isLocation, joinWrappedDates } from './experience.js';

type Entry = { q: string; u: string; uBoard: boolean; y: string; lines: number; /** A field of study printed before its degree. */ field?: string };

const HEADER_WORDS = /^(?:qualification|degree|course|exam(?:ination)?|education|program(?:me)?|university|institute|institution|college|school|board|board\s*\/\s*university|university\s*\/\s*board|year|year\s+of\s+pass(?:ing)?|passing\s+year|pass(?:ing)?\s*out(?:\s+year)?|percentage|%|marks|cgpa|gpa|grade|score|result|class|division|specialization|stream|duration|s\.?\s*no\.?|sr\.?\s*no\.?)$/i;
const GRADE = /\b(?:\d{1,2}(?:\.\d{1,2})?\s*%|\d(?:\.\d{1,2})?\s*(?:\/\s*10|cgpa|gpa|cpi|sgpa)|(?:cgpa|gpa|cpi|percentage|marks|grade|score)(?:\s*[:-]?\s*(?:cgpa|gpa|cpi|sgpa|percentage|marks|grade))?\s*[:-]?\s*\d[\d.]*(?:\s*\/\s*\d+)?\s*%?|(?:(?:score|grade|result|division)\s*[:-]\s*)?(?:first\s+class(?:\s+with\s+distinction)?|distinction|second\s+class))(?!\w)/gi;

/** A field's label before its value ('Degree: M.Stat', 'Major: Statistics', 'Institution: …', 'Year: 2022'). */
const LABEL = /^\s*(?:degree|qualification|course|major|minor|field(?:\s+of\s+study)?|area(?:\s+of\s+study)?|specialization|specialisation|stream|institution|institute|university|college|school|board|year(?:\s+of\s+pass(?:ing)?)?|passing\s+year|duration|period|dates?)\s*:\s*/i;
const COURSES = /^(?:relevant\s+|key\s+)?(?:courses|course\s*work|coursework|subjects)\s*:?$/i;
const GRADE_TEST = new RegExp(GRADE.source, 'i');
/**
 * Date words left when an entry has no dates ('- Present', 'Invalid date' where a date library printed a missing date)
 * and a grade's label on its own line ('Score'): never a field of study.
 */
const NOT_A_FIELD = /^(?:present|current|currently|now|ongoing|till\s+date|to\s+date|today|invalid\s+date|score|grade|gpa|cgpa|cpi|percentage|marks|result|aggregate)$/i;

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

/** An institution's name, also one whose name holds a school-level phrase ("St. Xavier's High School"). */
const isInstitution = (s: string) => instOutsideDegree(s) || (INSTITUTION_RE.test(s) && DEGREE_RE.test(s) && degreeOf(s) === null);

function parts(text: string): string[] {
  return text
    // A grade between cells run together ('Class X Sri Chaitanya Junior College 92%') ends a part.
    .replace(GRADE, ' | ')
    // 'Statistics (M.Stat)': a field of study with its degree in brackets.
    .replace(/([A-Z][A-Za-z&,' ]{2,60}?)\s*\(([^()]{2,20})\)/g, (m, field: string, deg: string) => (isBareDegree(deg.trim()) && isFieldOnly(field.trim()) ? withField(deg.trim(), field.trim()) : m))
    .split(/\t|\s+[|•·]\s+|\s*\|\s*|\s+[–—]\s+|;\s*/)
    .flatMap((p) => {
      // 'B.Tech from IIT Delhi' / 'MBA at XLRI': split only after a degree ('University of Texas at Austin' stays whole).
      const m = /^(.*?)\s+(?:from|at)\s+(?=[A-Z])(.*)$/.exec(p);
      if (m && DEGREE_RE.test(m[1]) && !instOutsideDegree(m[1])) return [m[1], m[2]];
      return splitDegreeInstitution(p);
    })
    // 'Delhi Public School, R.K. Puram - Commerce': a field of study after an institution that holds a comma.
    .flatMap((p) => {
      const m = /^(.*,.*?)\s+-\s+([^,]*)$/.exec(p);
      return m && isInstitution(m[1]) && isFieldOnly(m[2]) ? [m[1], m[2]] : [p];
    })
    .flatMap((p) => p.split(/,\s*(?![^()]*\))/))
    // 'HSC Commerce Delhi Public School, R.K. Puram': the split again once the locality is cut off at its comma.
    .flatMap((p) => splitDegreeInstitution(p))
    .flatMap((p) => {
      // 'B.Tech - IIT Delhi' splits; 'PGDM - Human Resources' (a specialisation) does not.
      const m = /^(.*?)\s+-\s+(.*)$/.exec(p);
      if (!m) return [p];
      const [l, r] = [m[1], m[2]];
      // 'Christ University - Statistics': an institution and a field of study.
      const instAndField = (isInstitution(l) && isFieldOnly(r)) || (isFieldOnly(l) && isInstitution(r));
      return (DEGREE_RE.test(l) && instOutsideDegree(r)) || (instOutsideDegree(l) && DEGREE_RE.test(r)) || instAndField ? [l, r] : [p];
    })
    .map(cleanPart)
    .filter((p) => p.length > 1);
}

/** A bare degree ('M.Tech', 'HSC') with a field of study: 'M.Tech in Machine Design'. */
function withField(degree: string, field: string): string {
  return `${degree.trim()} in ${field.trim()}`;
}

/** The whole part is a degree name and nothing more ('M.Stat', 'B.Sc.', 'Class XII'). */
function isBareDegree(p: string): boolean {
  const m = DEGREE_RE.exec(p);
  if (/^(?:bachelor|master|doctor)(?:'?s)?\s+of\s+[A-Za-z]+(?:\s+[A-Za-z]+)?\.?$/i.test(p.trim())) return true;
  return !!m && m.index === 0 && m[0].length >= p.trim().length - 1;
}

/** A field of study alone ('Statistics', 'Electronics and Communication'): no degree, institution, year or grade. */
function isFieldOnly(p: string): boolean {
  return FIELD_OF_STUDY_RE.test(p) && !DEGREE_RE.test(p) && !INSTITUTION_RE.test(p) && !GRADE_TEST.test(p) && !/\d/.test(p) && p.split(/\s+/).length <= 5;
}

/**
 * 'B.E. in Information Technology University of Pune', 'B.Tech in Civil Engineering VIT University': a degree and the
 * institution printed after it without a separator are split where the institution's name starts.
 */
function splitDegreeInstitution(p: string): string[] {
  const d = DEGREE_RE.exec(p);
  if (!d || d.index > 0) return [p];
  const rest = p.slice(d[0].length);
  const of = /\s(?=(?:The\s+)?(?:University|Institute|College|School|Faculty|Academy)\s+of\s+[A-Z])/.exec(rest);
  if (of) {
    // 'MBA Finance Manipal Academy of Higher Education': the proper name before 'Academy of' is the institution's.
    const head = rest.slice(0, of.index).trim().split(/\s+/).filter(Boolean);
    let k = head.length;
    while (k > 0 && /^[A-Z][\w.'’-]*$/.test(head[k - 1]) && !FIELD_OF_STUDY_RE.test(head[k - 1]) && !DEGREE_RE.test(head[k - 1]) && !/^(?:and|of|in)$/i.test(head[k - 1])) k--;
    if (k > 0 && k < head.length && FIELD_OF_STUDY_RE.test(head[k - 1])) {
      const inst = `${head.slice(k).join(' ')} ${rest.slice(of.index + 1)}`;
      return [p.slice(0, p.length - inst.length).trim(), inst];
    }
    return [p.slice(0, d[0].length + of.index), p.slice(d[0].length + of.index + 1)];
  }
  // '… Engineering VIT University': the words after the last field-of-study word, up to a closing institution word.
  const words = rest.trim().split(/\s+/);
  const last = words.length - 1;
  if (last >= 2 && /^(?:University|Institute|College|School|Vidyalaya|Academy|Polytechnic)$/.test(words[last])) {
    let k = last - 1;
    while (k >= 0 && /^[A-Z]/.test(words[k]) && !FIELD_OF_STUDY_RE.test(words[k]) && !/^(?:and|of|in)$/i.test(words[k])) k--;
    if (k >= 0 && k < last - 1 && FIELD_OF_STUDY_RE.test(words[k])) {
      const cut = words.slice(k + 1).join(' ');
      return [p.slice(0, p.length - cut.length).trim(), cut];
    }
    // 'Class X Sri Chaitanya Junior College': a bare degree, then a proper name that ends in an institution's word.
    if (k < 0 && isBareDegree(d[0])) return [d[0].trim(), rest.trim()];
  }
  return [p];
}

/**
 * PDF lines wrapped by a narrow column are joined back: an institution's name broken before its keyword
 * ('St. Xavier's High' / 'School'), a field of study broken after 'in' ('BCA in Computer' / 'Applications').
 */
function joinWrapped(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const l of lines) {
    const prev = out[out.length - 1];
    // The entry's dates set beside its first line ('MBA in Human Resource <tab> Jun 2013 – May 2015' / 'Management').
    const tail = prev && prev.segs.length === 2 && /\b(?:19|20)\d\d\b|present/i.test(prev.segs[1]) && !/\d/.test(prev.segs[0]) ? prev.segs[1] : '';
    const pt = prev ? (tail ? prev.segs[0] : prev.text) : '';
    const joined = (base: Line, text: string): Line => (tail ? { ...base, segs: [text, tail], text: `${text}\t${tail}` } : { ...base, segs: [text], text });
    const close = prev && prev.page === l.page && prev.col === l.col && prev.size > 0 && Math.abs(prev.size - l.size) < 0.3 && l.gap > 0 && l.gap < 0.45 && (prev.segs.length === 1 || !!tail) && l.segs.length === 1;
    // 'Kendriya Vidyalaya' / 'No. 2': a school's number wrapped to the next line.
    if (close && INSTITUTION_RE.test(pt) && !DEGREE_RE.test(pt) && /^(?:No\.?|Sector|Block)\s*\d+[A-Z]?$/i.test(l.text)) {
      out[out.length - 1] = joined(prev, `${pt} ${l.text}`);
      continue;
    }
    // 'Delhi Public School,' / 'R.K. Puram': a school's locality (not a known city) wrapped after its comma.
    if (close && /,$/.test(pt) && INSTITUTION_RE.test(pt) && !DEGREE_RE.test(pt) && /^[A-Z]/.test(l.text) && l.text.split(/\s+/).length <= 3 && !/\d/.test(l.text) && !INSTITUTION_RE.test(l.text) && !DEGREE_RE.test(l.text) && !isLocation(l.text)) {
      out[out.length - 1] = joined(prev, `${pt} ${l.text}`);
      continue;
    }
    if (close && !/\d|[,;:.]$/.test(pt) && !/\d/.test(l.text) && l.text.split(/\s+/).length <= 2) {
      const brokenInstitution = !DEGREE_RE.test(pt) && !INSTITUTION_RE.test(pt) && INSTITUTION_RE.test(l.text) && !DEGREE_RE.test(l.text) && /^[A-Z]/.test(pt) && pt.split(/\s+/).length <= 5;
      const lastWord = /(\S+)$/.exec(pt)?.[1] ?? '';
      // ... also after a comma ('MBA, Human Resource' / 'Management'), when the line holds no institution.
      const brokenField = (/\bin\s+\S+(?:\s+\S+)?$/.test(pt) || (/^[^,]+,\s+\S+(?:\s+\S+)?$/.test(pt) && isBareDegree(pt.split(',')[0]) && !INSTITUTION_RE.test(pt))) && DEGREE_RE.test(pt) && !INSTITUTION_RE.test(l.text) && !DEGREE_RE.test(l.text) && (FIELD_OF_STUDY_RE.test(l.text) || (!FIELD_OF_STUDY_RE.test(lastWord) && FIELD_OF_STUDY_RE.test(`${lastWord} ${l.text.split(/\s+/)[0]}`)) || /^[a-z]/.test(l.text));
      // 'National University of' / 'Singapore': a name broken after a joining word goes on in the next line.
      const brokenAfterJoiner = /\s(?:of|and|&|for|in)$/i.test(pt) && /^[A-Z]/.test(l.text) && !DEGREE_RE.test(l.text) && !GRADE_TEST.test(l.text);
      // 'Human Resource' / 'Management': a field of study on its own line, wrapped.
      const brokenFieldLine = isFieldOnly(pt) && isFieldOnly(l.text) && !isLocation(l.text) && /^[A-Z]/.test(l.text);
      if (brokenInstitution || brokenField || brokenAfterJoiner || brokenFieldLine) {
        // 'Symbiosis' / 'International' / 'University': a name broken over more than two lines.
        let text = `${pt} ${l.text}`;
        while (brokenInstitution && out.length > 1 && isNameFragment(out[out.length - 2], out[out.length - 1])) {
          text = `${out[out.length - 2].text} ${text}`;
          out.pop();
        }
        out[out.length - 1] = joined(out[out.length - 1], text);
        continue;
      }
    }
    out.push(l);
  }
  return out;
}

/** A short line of a name's first words, just above the line it continues in ('Symbiosis' above 'International'). */
function isNameFragment(a: Line, b: Line): boolean {
  return a.page === b.page && a.col === b.col && a.segs.length === 1 && Math.abs(a.size - b.size) < 0.3 && b.gap > 0 && b.gap < 0.45 && /^[A-Z]/.test(a.text) && a.text.split(/\s+/).length <= 2 && !/\d|[,;:.]$/.test(a.text) && !DEGREE_RE.test(a.text) && !INSTITUTION_RE.test(a.text) && !FIELD_OF_STUDY_RE.test(a.text) && !GRADE_TEST.test(a.text) && !isLocation(a.text);
}

function degreeOf(p: string): string | null {
  const m = DEGREE_RE.exec(p);
  if (!m) return null;
  // 'Holy Cross High School', 'Narayana Junior College': a school-level phrase after a proper name is the school.
  if (m.index > 0 && /school|secondary|intermediate/i.test(m[0]) && /^(?:[A-Z][\w.'’-]*\s+){1,5}$/.test(p.slice(0, m.index))) return null;
  // The qualification runs from the degree to the end of its part ('B.Tech in Computer Science'); a field of study
  // printed before a bare degree ('Statistics M.Stat') belongs to it.
  const before = p.slice(0, m.index).replace(/[\s,:–—-]+$/, '');
  let deg = p.slice(m.index).trim();
  // 'B.A.: Psychology', 'B.E.: Mechanical Engineering': a degree and its field of study set apart by a colon.
  const colon = /^([^:]+?)\s*:\s+(\S.*)$/.exec(deg);
  if (colon && isBareDegree(colon[1]) && isFieldOnly(colon[2])) deg = withField(colon[1], colon[2]);
  if (before && isFieldOnly(before) && isBareDegree(deg)) return withField(deg, before);
  return deg;
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
  let pendingField = '';
  let inCourses = false;
  const push = () => {
    if (cur && (cur.q || cur.u)) out.push(cur);
    cur = null;
  };
  // A dash alone in a table cell marks it empty ('2022 | –' under 'Year | Score'): it is no open date range.
  const rows = joinWrapped(joinWrappedDates(lines)).map((l) => {
    if (l.segs.length < 3 || !l.segs.some((x) => /^\s*[-–—]+\s*$/.test(x))) return l;
    const { segs, text: _text, ...look } = l;
    return makeLine(segs.filter((x) => !/^\s*[-–—]+\s*$/.test(x)), look);
  });
  // A section whose first entry opens with its field of study alone ('Statistics' above its dates, institution and
  // 'M.Stat') prints every entry that way: a field of study alone then opens the next entry, never closes the last.
  const firstRow = rows.find((l) => l.text.trim());
  const fieldFirst = !!firstRow && (() => {
    const ps = parts(stripYears(firstRow.text, now));
    return ps.length === 1 && isFieldOnly(ps[0]) && !isLocation(ps[0]);
  })();
  for (const l of rows) {
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
    // 'Courses' under an entry: the course names after it are no degree, field or institution.
    if (COURSES.test(l.text.trim())) {
      inCourses = true;
      continue;
    }
    const year = yearOf(l.text, now);
    const ps = parts(stripYears(l.text.replace(LABEL, ''), now));
    let q = '';
    let u = '';
    let uBoard = false;
    let field = '';
    let lineField = '';
    for (let i = 0; i < ps.length; i++) {
      const p = ps[i];
      const d = degreeOf(p);
      // 'Accountancy, M.Com, University of Leeds': a field of study right before a bare degree belongs to it.
      if (!d && !q && isFieldOnly(p) && ps[i + 1] && isBareDegree(ps[i + 1])) {
        field = p;
        continue;
      }
      // 'Statistics, Christ University' over 'M.Stat': a field of study beside the institution, its degree below.
      if (!d && !q && !lineField && isFieldOnly(p) && !isLocation(p) && ps.some((x) => x !== p && INSTITUTION_RE.test(x))) {
        lineField = p;
        continue;
      }
      if (d && !q && !(instOutsideDegree(p) && DEGREE_RE.exec(p)!.index > 0)) {
        q = field && isBareDegree(d) ? withField(d, field) : d;
        // 'Bachelor of Technology, Computer Science' — a field of study right after the degree belongs to it.
        const next = ps[i + 1];
        if (next && FIELD_OF_STUDY_RE.test(next) && !INSTITUTION_RE.test(next) && !DEGREE_RE.test(next) && next.split(' ').length <= 5) {
          q = isBareDegree(q) ? withField(q, next) : `${q}, ${next}`;
          i++;
        }
        continue;
      }
      if (instOutsideDegree(p) || (!d && INSTITUTION_RE.test(p))) {
        if (!u || uBoard) {
          u = p;
          uBoard = false;
          // 'Delhi Public School, R.K. Puram': a locality that is not a known city stays with the school's name.
          const next = ps[i + 1];
          if (next && /^[A-Z]/.test(next) && next.split(/\s+/).length <= 3 && !DEGREE_RE.test(next) && !INSTITUTION_RE.test(next) && !BOARD_RE.test(next) && !FIELD_OF_STUDY_RE.test(next) && !GRADE_TEST.test(next) && !isLocation(next) && !/\d/.test(next)) {
            u = `${u}, ${next}`;
            i++;
          }
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
    // A field of study under a bare degree ('M.Stat' / 'Statistics') is the degree's field, handled below.
    if (!q && !u && ps.length === 1 && cur && (cur as Entry).q && !(cur as Entry).u && !NOT_A_FIELD.test(ps[0]) && !(isBareDegree((cur as Entry).q) && isFieldOnly(ps[0])) && /^[A-Z]/.test(ps[0]) && !isLocation(ps[0]) && ps[0].split(' ').length <= 8 && !GRADE_TEST.test(l.text)) {
      u = ps[0];
    }
    // A field of study on its own line under a bare degree ('M.Tech' / 'Machine Design') completes the qualification.
    if (inCourses && !q && !u && !year) continue;
    inCourses = false;
    const open = cur as Entry | null;
    // An entry that has its degree with a field and its institution is complete (its year too, when the document prints
    // years): a field of study after it opens the next one (a bare degree takes the field printed under it).
    const complete = !!open && !!open.q && !!open.u && !isBareDegree(open.q);
    const fieldAlone = !q && !u && ps.length === 1 && isFieldOnly(ps[0]) && !isLocation(ps[0]);
    if (fieldFirst && fieldAlone && (!open || open.q || open.u)) {
      push();
      cur = { q: '', u: '', uBoard: false, y: year, lines: 1, field: ps[0] };
      continue;
    }
    // ... also with the entry's dates beside it ('Christ University, M.Stat' / 'Statistics  Jun 2020 – May 2022').
    if (!q && !u && (!year || !open?.y || open.y === year) && open && open.q && !complete && ps.length === 1 && !GRADE_TEST.test(l.text) && !isLocation(ps[0]) && !NOT_A_FIELD.test(ps[0]) && ps[0].split(' ').length <= 5) {
      if (isBareDegree(open.q)) {
        open.q = withField(open.q, ps[0]);
        if (year) open.y = year;
        continue;
      }
    }
    // 'Statistics' on its own line before 'M.Stat' (JSON Resume themes print the area first), alone or with the
    // entry's dates beside it ('Statistics  Jun 2020 – May 2022').
    if (!q && !u && (!year || !open?.y) && open && !open.q && ps.length === 1 && isFieldOnly(ps[0]) && !isLocation(ps[0])) {
      open.field = ps[0];
      if (year) open.y = year;
      continue;
    }
    // ... or before 'M.Stat at Christ University', opening the next entry.
    if (!q && !u && !year && (!open || complete) && ps.length === 1 && isFieldOnly(ps[0]) && !isLocation(ps[0])) {
      pendingField = ps[0];
      continue;
    }
    if (q && open && !open.q && open.field && isBareDegree(q) && (fieldFirst || (!u && !year))) q = withField(q, open.field);
    else if (q && pendingField && isBareDegree(q)) q = withField(q, pendingField);
    if (q || u) pendingField = '';
    // Years stacked on two lines ('2011' / '2013'): the later one is the passing year.
    if (!q && !u && year && open && !open.q && !open.u && open.y) {
      if (Number(year) > Number(open.y)) open.y = year;
      continue;
    }
    if (!q && !u && !year) continue;
    const c = cur as Entry | null;
    // A second year for an entry that has one starts the next entry (templates that print the years first).
    const conflict = !c || (q && c.q) || (u && c.u && !c.uBoard) || (year && c.y && (q || u || c.q || c.u));
    if (conflict) {
      push();
      cur = { q, u, uBoard, y: year, lines: 1, ...(lineField && !q ? { field: lineField } : {}) };
    } else if (c) {
      if (lineField && !q && !c.q && !c.field) c.field = lineField;
      // 'M.Stat' over 'Statistics, Christ University': the field beside the institution completes the bare degree above.
      else if (lineField && !q && c.q && !c.u && isBareDegree(c.q)) c.q = withField(c.q, lineField);
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
