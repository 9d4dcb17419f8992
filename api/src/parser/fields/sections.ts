import { makeLine, type Line } from '../model.js';
import { findDateRanges } from './dates.js';
import { DEGREE_RE, FIELD_OF_STUDY_RE, INSTITUTION_RE, SECTION_HEADINGS, type SectionKind } from './lexicon.js';

export type Section = { kind: SectionKind; title: string; lines: Line[]; /** Inline content after 'Skills:' on the heading line. */ inline?: string };

const HEADING_INDEX = new Map<string, SectionKind>();
for (const [kind, names] of Object.entries(SECTION_HEADINGS)) for (const n of names) HEADING_INDEX.set(n, kind as SectionKind);

const SQUEEZED = new Map<string, SectionKind>();
for (const [k, v] of HEADING_INDEX) SQUEEZED.set(k.replace(/\s/g, ''), v);

export function normHeading(s: string): string {
  return s
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/^[\s\d.)(\-–•*#►▪■|:]+/, '')
    .replace(/[^a-z\s]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The section a heading text names (exact, or a short phrase containing a known heading). */
export function headingKind(text: string): { kind: SectionKind; exact: boolean } | null {
  const n = normHeading(text);
  if (!n) return null;
  const exact = HEADING_INDEX.get(n);
  if (exact) return { kind: exact, exact: true };
  // Spaced-out capitals ('E X P E R I E N C E', 'W O R K  H I S T O R Y').
  if (/^(?:[a-z] ){3,}[a-z]$/.test(n) || /^(?:[a-z] )+[a-z]\s{2,}/.test(text.toLowerCase())) {
    const squeezed = n.replace(/\s/g, '');
    const hit = SQUEEZED.get(squeezed);
    if (hit) return { kind: hit, exact: true };
  }
  // Mixed-case letter-spaced text whose word gap was lost between the letters' gaps ('Wo rkExperience'): a word run
  // into the next one inside a token, the whole line squeezed, names its section.
  if (/\p{Ll}\p{Lu}/u.test(text) && n.split(' ').length <= 3) {
    const hit = SQUEEZED.get(n.replace(/\s/g, ''));
    if (hit) return { kind: hit, exact: true };
  }
  if (n.split(' ').length > 7) return null;
  // 'Work Experience & Internships', 'My Skills', 'Education Details'.
  const words = n.split(' ');
  if (words.length <= 5) {
    for (let len = Math.min(4, words.length); len >= 1; len--) {
      for (let i = 0; i + len <= words.length; i++) {
        const k = HEADING_INDEX.get(words.slice(i, i + len).join(' '));
        if (k && (len >= 2 || ['experience', 'education', 'skills', 'projects', 'certifications', 'achievements', 'languages', 'interests', 'references', 'summary', 'training', 'declaration', 'internships', 'qualifications', 'employment', 'academics', 'hobbies', 'awards', 'publications', 'competencies'].includes(words[i])))
          return { kind: k, exact: false };
      }
    }
  }
  return null;
}

type Sig = string;
const ENTRY_SUBHEADINGS = /^(?:key\s+)?(?:highlights|responsibilities|achievements|accomplishments|roles\s+and\s+responsibilities|key\s+result\s+areas)$/;
const EDU_SUBHEADINGS = /^(?:(?:relevant\s+|key\s+)?(?:courses|course\s*work|coursework|subjects)|thesis)$/;
const sigOf = (l: Line, body: number) => `${l.bold ? 'b' : ''}${l.caps ? 'c' : ''}${l.heading ? 'h' : ''}${l.size > body * 1.12 ? `L${Math.round(l.size * 2)}` : ''}`;

function median(xs: number[]): number {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

export function bodySize(lines: Line[]): number {
  return median(lines.filter((l) => l.size > 0 && l.src === 'body').flatMap((l) => Array(Math.min(20, l.text.length)).fill(l.size) as number[]));
}

/**
 * Splits the body into sections by headings. A heading is scored on its words (a known section name), its look
 * (bold, capitals, larger, a heading style, space before) and its shape (short, alone on its line). Headings that
 * are not in the dictionary are still found when they look like the document's confident headings, so an
 * unknown section does not run into the one before it.
 */
export function splitSections(lines: Line[]): Section[] {
  const body = bodySize(lines) || 11;
  const sections: Section[] = [{ kind: 'top', title: '', lines: [] }];
  const confident: Array<{ idx: number; sig: Sig }> = [];
  const verdicts: Array<{ kind: SectionKind; title: string; inline?: string; cells?: string[]; exact?: boolean } | null> = lines.map((l, i) => {
    if (l.src !== 'body') return null;
    const text = l.segs.length === 1 ? l.text : l.segs[0];
    const words = text.split(/\s+/).length;
    const fmt = (l.bold ? 1 : 0) + (l.caps ? 1 : 0) + (l.heading ? 2 : 0) + (l.size > body * 1.12 ? 1 : 0) + (l.gap > 0.6 ? 0.5 : 0);
    // 'Skills: Java, Python' — a heading with its content inline.
    const inl = /^([A-Za-z][A-Za-z &/]{2,40}?)\s*[:：]\s*(\S.*)$/.exec(l.text.replace(/\t/g, ' '));
    if (inl) {
      const hk = headingKind(inl[1]);
      if (hk?.exact && hk.kind === 'skills') return { kind: 'skills', title: inl[1], inline: inl[2] };
    }
    // A table row 'Education | B.Tech, IIT Delhi, 2014': a heading cell with its content beside it.
    // So is 'Education | University of Leeds': an institution or a degree beside the heading cell.
    if (l.segs.length === 2 && !/^\d/.test(l.segs[1])) {
      const hk = headingKind(l.segs[0].replace(/[:\-–]\s*$/, ''));
      const content = /,/.test(l.segs[1]) || l.segs[1].split(/\s+/).length >= 5 || (hk?.kind === 'education' && (INSTITUTION_RE.test(l.segs[1]) || DEGREE_RE.test(l.segs[1])));
      if (hk?.exact && content) return { kind: hk.kind, title: l.segs[0], inline: l.segs[1] };
    }
    // A section title set in a column of its own beside its first entry ('Education | Christ University | 2016 – 2020'):
    // the entry's cells, not a header row of labels, follow it (they hold a year, a number or a comma).
    if (l.segs.length >= 3 && l.segs.slice(1).some((x) => /\d|,/.test(x))) {
      const hk = headingKind(l.segs[0].replace(/[:\-–]\s*$/, ''));
      if (hk?.exact && normHeading(l.segs[0]).split(' ').length <= 3) return { kind: hk.kind, title: l.segs[0], inline: l.segs.slice(1).join(' '), cells: l.segs.slice(1) };
    }
    if (l.segs.length > 1 && !(l.segs.length === 2 && /^[:\-–]?$/.test(l.segs[1]))) return null;
    if (words > 7 || /[.;]$/.test(text) || /\d{3,}/.test(text) || /@/.test(text)) return null;
    if (l.bullet && fmt < 2) return null;
    const hk = headingKind(text.replace(/[:\-–]\s*$/, ''));
    if (!hk) return null;
    const score = (hk.exact ? 3 : 1) + fmt + (words <= 3 ? 0.5 : 0);
    if (score >= 3 || (hk.exact && words <= 4)) {
      if (hk.exact && fmt >= 1) confident.push({ idx: i, sig: sigOf(l, body) });
      return { kind: hk.kind, title: text, exact: hk.exact };
    }
    return null;
  });
  // Inside Education, 'Manipal Academy of Higher Education' or 'B.Ed in Education' (a name holding the heading's word)
  // is an entry's title, not a second Education heading.
  // So is 'Education' alone in a lighter look than the section's heading, next to a degree or an institution ('B.Ed' /
  // 'Education'): the degree's field of study.
  let inside: SectionKind | null = null;
  let insideSig: Sig = '';
  verdicts.forEach((v, i) => {
    if (!v) return;
    if (inside === 'education' && v.kind === 'education' && v.exact === false && (INSTITUTION_RE.test(v.title) || DEGREE_RE.test(v.title))) verdicts[i] = null;
    else if (inside === 'education' && v.kind === 'education' && [lines[i - 1], lines[i + 1]].some((n) => n && (DEGREE_RE.test(n.text) || INSTITUTION_RE.test(n.text))) && sigOf(lines[i], body) !== insideSig) verdicts[i] = null;
    else {
      inside = v.kind;
      insideSig = sigOf(lines[i], body);
    }
  });
  // Learn the look of this document's headings; unknown lines with exactly that look (and clearly styled) are headings too.
  const sigCount = new Map<Sig, number>();
  for (const c of confident) sigCount.set(c.sig, (sigCount.get(c.sig) ?? 0) + 1);
  const headSig = [...sigCount.entries()].sort((a, b) => b[1] - a[1])[0];
  if (headSig && headSig[1] >= 2 && /[bchL]/.test(headSig[0])) {
    let within: SectionKind | null = null;
    lines.forEach((l, i) => {
      if (verdicts[i]) within = verdicts[i]!.kind;
      if (verdicts[i] || l.src !== 'body' || l.segs.length > 1) return;
      // Inside Experience or Education, an entry's title styled like the headings (an employer or a field of study set
      // in the same look, not in capitals) has its dates right after it: it stays in the section.
      if ((within === 'experience' || within === 'education') && !l.caps && lines.slice(i, i + 4).some((x) => findDateRanges(x.text, { y: 2100, m: 1 }).length > 0 || /\b(?:19|20)\d\d\b/.test(x.text))) return;
      if (within === 'education' && FIELD_OF_STUDY_RE.test(l.text)) return;
      const words = l.text.split(/\s+/).length;
      if (words > 5 || /\d|@|[.,;]$/.test(l.text) || l.bullet) return;
      // The rest of a list wrapped from the line above ('… Tally, GST,' / 'TDS, IFRS') is no heading.
      if (i > 0 && /,$/.test(lines[i - 1].text) && lines[i - 1].page === l.page) return;
      // Capitals alone are a weak look (acronyms such as 'JIRA' or 'AWS' are capitals too): ask for two words then.
      if (!/[bhL]/.test(headSig[0]) && words < 2) return;
      // An institution or a degree styled like a heading is an entry's title ('VIT University' in an h4), not a section.
      if (INSTITUTION_RE.test(l.text) || DEGREE_RE.test(l.text)) return;
      if (sigOf(l, body) === headSig[0] && /^[A-Za-z]/.test(l.text)) {
        verdicts[i] = { kind: 'other', title: l.text };
        within = 'other';
      }
    });
  }
  // Inside an entry of Experience, 'Highlights' or 'Responsibilities' in a lighter look than the section's heading is
  // the entry's own sub-heading, not a new section. In the same look (a document with no looks at all, as a Word 97
  // file's text), it is one when a dated entry follows it before the next heading: the section goes on.
  // So are 'Courses' or 'Coursework' inside an entry of Education.
  const rangeFollows = (i: number) => {
    for (let k = i + 1; k < lines.length && !verdicts[k]; k++) if (findDateRanges(lines[k].text, { y: 2100, m: 1 }).length) return true;
    return false;
  };
  let expSig: Sig | null = null;
  let eduSig: Sig | null = null;
  const seen = new Set<string>();
  lines.forEach((l, i) => {
    const v = verdicts[i];
    if (!v) return;
    if (v.kind === 'experience') {
      expSig = sigOf(l, body);
      seen.clear();
    } else if (expSig !== null && ENTRY_SUBHEADINGS.test(normHeading(v.title)) && (sigOf(l, body) !== expSig || rangeFollows(i) || seen.has(normHeading(v.title)))) {
      // The last entry's 'Highlights' has no dated entry after it, but the same sub-heading opened the entries before.
      seen.add(normHeading(v.title));
      verdicts[i] = null;
    }
    else expSig = null;
    if (!verdicts[i]) return;
    if (v.kind === 'education') eduSig = sigOf(l, body);
    else if (eduSig !== null && EDU_SUBHEADINGS.test(normHeading(v.title)) && sigOf(l, body) !== eduSig) verdicts[i] = null;
    else eduSig = null;
  });
  let prev: Line | null = null;
  lines.forEach((l, i) => {
    const v = verdicts[i];
    if (l.src !== 'body') return;
    // A column change on the same page ends the section (a sidebar does not run into the main column).
    if (!v && prev && l.page === prev.page && l.col !== prev.col && sections[sections.length - 1].kind !== 'top') {
      sections.push({ kind: 'other', title: '', lines: [] });
    }
    prev = l;
    if (v) {
      const sec: Section = { kind: v.kind, title: v.title, lines: [], inline: v.kind === 'skills' ? v.inline : undefined };
      if (v.inline && v.kind !== 'skills') sec.lines.push(makeLine(v.cells ?? [v.inline], { page: l.page, col: l.col, size: l.size, bold: l.bold }));
      sections.push(sec);
      return;
    }
    sections[sections.length - 1].lines.push(l);
  });
  return sections.filter((s, i) => i === 0 || s.lines.length > 0 || s.inline || s.kind !== 'other');
}
