/** The layout-aware document every extractor produces and every field rule reads. */
export type Line = {
  /** Cell/segment texts of the line, left to right (one segment for ordinary text). */
  segs: string[];
  /** The segments joined with a tab. */
  text: string;
  /** Font size in points (0 when unknown). */
  size: number;
  bold: boolean;
  /** The source marks it as a heading (h1-h6, a heading style). */
  heading: boolean;
  /** 1-based page (1 for formats without pages). */
  page: number;
  /** 0 = full width, 1 = left column, 2 = right column. */
  col: number;
  /** Vertical gap before this line, in multiples of its font size (0 when unknown). */
  gap: number;
  /** Where it came from: the body, or a repeated page header/footer. */
  src: 'body' | 'header' | 'footer';
  /** Part of a table row. */
  table: boolean;
  /** The whole line is upper case letters. */
  caps: boolean;
  /** Starts with a bullet. */
  bullet: boolean;
};

export type RawImage = {
  /** Encoded image bytes (PNG, JPEG, ...) or raw pixels with `raw`. */
  bytes: Buffer;
  raw?: { width: number; height: number; channels: 1 | 3 | 4 };
  width: number;
  height: number;
  /** Page (PDF) and displayed box in points, top-left origin; absent for DOCX media. */
  page?: number;
  box?: { x: number; y: number; w: number; h: number; pageW: number; pageH: number };
  /** Order of appearance (0 first). */
  order: number;
  /** From a page header (DOCX header part). */
  inHeader?: boolean;
};

export type DocModel = {
  kind: 'pdf' | 'docx' | 'doc' | 'html';
  lines: Line[];
  images: RawImage[];
  pages: number;
  /** A date the document carries in its metadata (creation/modification). */
  metaDate?: Date;
};

const BULLET_RE = /^[\s]*[•●○◦▪■□►▸‣⁃∙·\-–—*➢➤✓✔❖◆◇»o](?=\s)/u;

/* Control characters are what these patterns are for. */
// eslint-disable-next-line no-control-regex
const T1_ENDASH = /\u0015/g;
// eslint-disable-next-line no-control-regex
const T1_EMDASH = /\u0016/g;
// The same fonts' ligatures: ff, fi, fl, ffi, ffl at 0x1b–0x1f ('Sta\u001b Nurse' is 'Staff Nurse').
// eslint-disable-next-line no-control-regex
const T1_LIGATURE = /[\u001b-\u001f]/g;
const T1_LIGATURES: Record<string, string> = { '\u001b': 'ff', '\u001c': 'fi', '\u001d': 'fl', '\u001e': 'ffi', '\u001f': 'ffl' };
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

export function cleanText(s: string): string {
  return s
    .replace(/[\u00a0\u2000-\u200b\u202f\u205f\u3000]/g, ' ')
    .replace(/[\u200c-\u200f\ufeff\u00ad]/g, '')
    .replace(/[\u2018\u2019\u201b\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201f\u2033]/g, '"')
    .replace(/\uf0b7|\uf0a7|\uf076|\uf0d8|\uf0fc/g, '•')
    // Typographic ligatures kept by a PDF's text or a document converted from one ('Staﬀ', 'ﬁled') are their letters.
    .replace(/[\ufb00-\ufb06]/g, (c) => c.normalize('NFKC'))
    // TeX's T1 fonts without a Unicode map put the en and em dashes at 0x15 and 0x16.
    .replace(T1_ENDASH, '–')
    .replace(T1_EMDASH, '—')
    .replace(T1_LIGATURE, (c) => T1_LIGATURES[c])
    .replace(CONTROL, ' ')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

/**
 * A letter-spaced word in capitals whose kerned pairs came out together ('E D U C AT I O N', 'C E R T I F I C AT I O N S'):
 * four or more letters and pairs, single letters at least twice the pairs and no two pairs in a row, is one word.
 */
const KERNED = /(?<![\p{L}\d])\p{Lu}{1,2}(?: \p{Lu}{1,2}(?![\p{L}\d])){3,}/gu;
function unkern(s: string): string {
  return s.replace(KERNED, (m) => {
    const t = m.split(' ');
    const pairs = t.filter((x) => x.length === 2).length;
    if (pairs === 0 || pairs * 3 > t.length || t.some((x, i) => i > 0 && x.length === 2 && t[i - 1].length === 2)) return m;
    return t.join('');
  });
}

/** Letter-spaced text ('T O   P R E S E N T', 'E X P E R I E N C E') read as words ('TO PRESENT', 'EXPERIENCE'). */
export function collapseSpacedLetters(s: string): string {
  return unkern(s).replace(/(?<![\p{L}\d])[\p{L}\d](?:(?: | {2,4})[\p{L}\d](?![\p{L}\d])){2,}/gu, (m) =>
    m
      .split(/ {2,}/)
      .map((w) => w.replace(/ /g, ''))
      .join(' '),
  );
}

export function makeLine(segs: string[], o: Partial<Omit<Line, 'segs' | 'text'>> = {}): Line {
  // Three or more spaces (or a tab) inside a segment are a deliberate separator, as between table cells.
  // So is the seam of a year run into a duration printed beside it ('Feb, 20252 years 4 months': two spans of a web
  // page an office suite joined without a space).
  const s = segs
    .map(collapseSpacedLetters)
    .flatMap((x) => x.split(/\t|(?<=\S) {3,}(?=\S)|\u00a0{3,}|(?<=\b(?:19|20)\d{2})(?=\d{1,2}\s*(?:years?|yrs?|months?|mos?)\b)/i))
    .map(cleanText)
    .filter((x) => x.length > 0);
  const text = s.join('\t');
  const letters = text.replace(/[^A-Za-z]/g, '');
  return {
    segs: s,
    text,
    size: o.size ?? 0,
    bold: o.bold ?? false,
    heading: o.heading ?? false,
    page: o.page ?? 1,
    col: o.col ?? 0,
    gap: o.gap ?? 0,
    src: o.src ?? 'body',
    table: o.table ?? false,
    caps: o.caps ?? (letters.length >= 2 && letters === letters.toUpperCase()),
    bullet: o.bullet ?? BULLET_RE.test(text),
  };
}

/** The plain text of a document, one line per line, segments separated by a tab. */
export function docText(doc: DocModel): string {
  const order = (l: Line) => (l.src === 'header' ? 0 : l.src === 'footer' ? 2 : 1);
  const lines = [...doc.lines].sort((a, b) => order(a) - order(b));
  const seen = new Set<string>();
  const out: string[] = [];
  for (const l of lines) {
    if (l.src !== 'body') {
      if (seen.has(l.text)) continue;
      seen.add(l.text);
    }
    out.push(l.text);
  }
  return out.join('\n');
}
