import { createRequire } from 'node:module';
import path from 'node:path';
import { ResumeParseError } from '../errors.js';
import { makeLine, type DocModel, type Line, type RawImage } from '../model.js';
import type { ParseLimits } from '../types.js';
import { headingKind } from '../fields/sections.js';

/* Minimal structural types of the parts of pdfjs-dist 5 used here (the library is ESM-only and loaded lazily). */
type TextItem = { str: string; transform: number[]; width: number; height: number; fontName: string; hasEOL?: boolean };
type PdfFont = { name?: string; bold?: boolean; black?: boolean };
type PdfImage = { width: number; height: number; kind?: number; data?: Uint8Array | Uint8ClampedArray };
type PdfObjs = { get(id: string, cb?: (v: unknown) => void): unknown; has(id: string): boolean };
type OperatorList = { fnArray: number[]; argsArray: unknown[][] };
type Viewport = { width: number; height: number; transform: number[] };
type PdfPage = {
  getViewport(p: { scale: number }): Viewport;
  getTextContent(p?: { disableNormalization?: boolean }): Promise<{ items: Array<TextItem | { type: string }> }>;
  getOperatorList(): Promise<OperatorList>;
  objs: PdfObjs;
  commonObjs: PdfObjs;
  cleanup(): void;
};
type PdfDoc = {
  numPages: number;
  getPage(n: number): Promise<PdfPage>;
  getMetadata(): Promise<{ info?: Record<string, unknown> }>;
  destroy(): Promise<void>;
};
type PdfJs = {
  getDocument(p: Record<string, unknown>): { promise: Promise<PdfDoc>; destroy(): Promise<void> };
  OPS: Record<string, number>;
  Util: { transform(a: number[], b: number[]): number[] };
  PDFDateString: { toDateObject(s: string): Date | null };
  VerbosityLevel: { ERRORS: number };
};

// pdfjs-dist ships ES modules only; the API compiles to CommonJS, so load it with a real import().
const loadEsm = new Function('s', 'return import(s)') as (s: string) => Promise<unknown>;
const localRequire = createRequire(__filename);

let pdfjsPromise: Promise<PdfJs> | null = null;

/** Loads pdfjs-dist once per thread; its "worker" runs in the same thread (no worker of its own). */
export function loadPdfjs(): Promise<PdfJs> {
  pdfjsPromise ??= (async () => {
    const [lib, worker] = await Promise.all([
      loadEsm('pdfjs-dist/legacy/build/pdf.mjs'),
      loadEsm('pdfjs-dist/legacy/build/pdf.worker.mjs'),
    ]);
    (globalThis as Record<string, unknown>).pdfjsWorker = worker;
    return lib as PdfJs;
  })();
  pdfjsPromise.catch(() => {
    pdfjsPromise = null;
  });
  return pdfjsPromise;
}

let assetDir: string | null | undefined;
function pdfjsAssets(): string | null {
  if (assetDir === undefined) {
    try {
      assetDir = path.dirname(localRequire.resolve('pdfjs-dist/package.json'));
    } catch {
      assetDir = null;
    }
  }
  return assetDir;
}

type Item = { str: string; x: number; y: number; w: number; size: number; bold: boolean; ws?: boolean };
type Row = { items: Item[]; y: number; size: number; x0: number; x1: number };

const BOLD_NAME = /bold|black|heavy|semibold|demi|extrabold|[-,]bd\b/i;

function isBold(objs: PdfObjs, fontName: string, cache: Map<string, boolean>): boolean {
  const hit = cache.get(fontName);
  if (hit !== undefined) return hit;
  let bold = false;
  let known = false;
  try {
    if (objs.has(fontName)) {
      const f = objs.get(fontName) as PdfFont;
      bold = Boolean(f.bold || f.black || (f.name && BOLD_NAME.test(f.name)));
      known = true;
    }
  } catch {
    /* font not loaded: treat as regular */
  }
  if (known) cache.set(fontName, bold);
  return bold;
}

function groupRows(items: Item[]): Row[] {
  const sorted = [...items].sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: Row[] = [];
  for (const it of sorted) {
    const last = rows[rows.length - 1];
    if (last && Math.abs(it.y - last.y) <= 0.45 * Math.max(3, Math.min(it.size, last.size))) {
      last.items.push(it);
      last.size = Math.max(last.size, it.size);
      last.x0 = Math.min(last.x0, it.x);
      last.x1 = Math.max(last.x1, it.x + it.w);
    } else {
      rows.push({ items: [it], y: it.y, size: it.size, x0: it.x, x1: it.x + it.w });
    }
  }
  for (const r of rows) r.items.sort((a, b) => a.x - b.x);
  return rows;
}

/** Joins a row's items into segments: a wide horizontal gap starts a new segment (table cell, right-aligned date). */
function rowSegments(r: Row): { segs: string[]; bold: boolean; size: number } {
  const segs: string[] = [];
  let cur = '';
  let prevEnd = -Infinity;
  let boldChars = 0;
  let chars = 0;
  let sizeSum = 0;
  // Letter-spaced text ('T O   P R E S E N T') comes as spaced-out items ('P R E S E N T') with space items between
  // words, or as one glyph per item (the narrowest gap between two is the letters' spacing, a clearly wider one a word
  // break): a word break is kept as two spaces, which collapseSpacedLetters reads.
  let letterGap = Infinity;
  let prevSingle = false;
  let prevSpaced = false;
  // A date range set flush right (after a \hfill) may end up only a little apart from an entry's long line: a gap
  // of a few spaces before the row's last item, when it is a date, is a cell break too.
  const words = r.items.filter((it) => !it.ws);
  const last = words[words.length - 1];
  const lastIsDate = words.length > 1 && dateLike(last.str.trim()) && /[-–—]|\d{4}.*\d{4}|present|till|now/i.test(last.str);
  const cellGap = (it: Item, i: number) => (lastIsDate && r.items.slice(i).every((x) => x === last || x.ws) ? Math.max(0.9 * it.size, 8) : Math.max(1.6 * it.size, 12));
  for (const [i, it] of r.items.entries()) {
    const gap = it.x - prevEnd;
    if (it.ws) {
      // pdfjs reports a gap as a space item spanning it: a wide one is a cell break, a narrow one a space.
      if (cur && it.w + Math.max(0, gap) > cellGap(it, i)) {
        segs.push(cur);
        cur = '';
      } else if (cur && !/\s$/.test(cur)) cur += prevSpaced || (prevSingle && letterGap < Infinity) ? '  ' : ' ';
      prevEnd = Math.max(prevEnd, it.x + it.w);
      continue;
    }
    const single = it.str.trim().length === 1;
    if (cur && gap > cellGap(it, i)) {
      segs.push(cur);
      cur = '';
    } else if (cur && gap > 0.18 * it.size && !/\s$/.test(cur) && !/^\s/.test(it.str)) {
      const spaced = single && prevSingle;
      cur += spaced && gap > Math.min(letterGap, gap) + 0.2 * it.size ? '  ' : ' ';
      if (spaced) letterGap = Math.min(letterGap, gap);
    }
    prevSingle = single;
    prevSpaced = /^(?:[\p{L}\d] )+[\p{L}\d]$/u.test(it.str.trim());
    cur += it.str;
    prevEnd = Math.max(prevEnd, it.x + it.w);
    const n = it.str.replace(/\s/g, '').length;
    chars += n;
    sizeSum += n * it.size;
    if (it.bold) boldChars += n;
  }
  if (cur) segs.push(cur);
  return { segs, bold: chars > 0 && boldChars / chars >= 0.6, size: chars ? sizeSum / chars : r.size };
}

/**
 * Finds a vertical gutter splitting the page into two text columns. Returns its x, or null for a one-column page.
 * A gutter is crossed by (almost) no text, has text on both sides (a sidebar may be short), and is not a
 * label/value table or a column of right-aligned dates (whose two sides share their baselines).
 */
const UNBREAKABLE = /^[^\s]*[@/][^\s]*$/;
/** What a template sets flush right of an entry's line: its dates, its grade. */
const FLUSH_RIGHT_VALUE = /^(?:[A-Za-z.,'’\s-]{0,20}(?:19|20)\d\d(?:[-/.]\d\d){0,2}\s*(?:[-–—]|to|till)?\s*(?:[A-Za-z.,'’\s]{0,12}(?:(?:19|20)\d\d(?:[-/.]\d\d){0,2})?|present|current|now|till\s+date|date)?|(?:cgpa|gpa|cpi|percentage|score|grade)?\s*[:-]?\s*\d{1,2}(?:\.\d{1,2})?\s*(?:%|\/\s*10|\/\s*4(?:\.0)?)|first\s+class(?:\s+with\s+distinction)?|distinction)$/i;

function findGutter(all: Item[], pageW: number): number | null {
  const items = all.filter((i) => !i.ws);
  if (items.length < 10) return null;
  const total = items.reduce((s, i) => s + i.str.length, 0);
  // Text set larger than the body (the name, the title under it) may run across the gutter above both columns.
  const sizes = items.map((i) => i.size).sort((a, b) => a - b);
  const body = sizes[Math.floor(sizes.length / 2)];
  let best: { x: number; cross: number; band: number } | null = null;
  for (let x = pageW * 0.15; x <= pageW * 0.72; x += 2) {
    let cross = 0;
    let left = 0;
    let right = 0;
    let nl = 0;
    let nr = 0;
    for (const it of items) {
      // An address that cannot wrap (an e-mail, a link) may overflow a narrow sidebar into the gutter.
      if (it.x < x - 1 && it.x + it.w > x + 1) cross += it.size >= body * 1.25 || UNBREAKABLE.test(it.str.trim()) ? 0 : it.str.length;
      else if (it.x + it.w <= x + 1) {
        left += it.str.length;
        nl++;
      } else {
        right += it.str.length;
        nr++;
      }
    }
    if (nl < 4 || nr < 4 || left < total * 0.03 || right < total * 0.15) continue;
    if (cross > total * 0.04) continue;
    // Width of the empty band at x, beside the few full-width rows (a name, a heading) that cross it and a line or
    // two that overflow a narrow cell (a long e-mail address).
    const ends: number[] = [];
    const starts: number[] = [];
    for (const it of items) {
      if (it.x < x - 1 && it.x + it.w > x + 1) continue;
      if (it.x + it.w <= x + 1) ends.push(it.x + it.w);
      else starts.push(it.x);
    }
    ends.sort((a, b) => b - a);
    starts.sort((a, b) => a - b);
    const skip = ends.length > 20 && starts.length > 20 ? 2 : 0;
    const band = Math.min(160, Math.max(0, starts[skip] - ends[skip]));
    if (!best || cross < best.cross || (cross === best.cross && band > best.band)) best = { x, cross, band };
  }
  if (!best || best.band < 8) return null;
  const x = best.x;
  const leftItems = items.filter((it) => it.x + it.w <= x + 1);
  const rightItems = items.filter((it) => it.x >= x - 1);
  // Label/value tables and date timelines: most left rows share a baseline with a right item AND are labels or
  // dates. A sidebar whose lines happen to share the main column's leading is still a sidebar.
  const rightYs = rightItems.map((i) => i.y);
  const leftRows = groupRows(leftItems);
  if (leftRows.length < 4) return null;
  let aligned = 0;
  let keyish = 0;
  let headings = 0;
  let dates = 0;
  for (const r of leftRows) {
    const t = r.items.map((i) => i.str).join(' ').trim();
    if (!rightYs.some((y) => Math.abs(y - r.y) < 1.5)) {
      // A label column's section name may stand beside a rule rather than text.
      if (headingKind(t)?.exact) headings++;
      continue;
    }
    aligned++;
    if (dateLike(t)) dates++;
    if (/(?:19|20)\d\d|present|till|current/i.test(t) || /[:：]$/.test(t) || /^(?:name|e-?mail|phone|mobile|contact|location|address|city|experience|total|ctc|salary|notice|dob|date|gender|nationality|qualification|degree|year|company|designation|role|period|duration|skills?)\b/i.test(t)) keyish++;
    // A label column (the Europass CV's) also holds the section names, on the baseline of their first line.
    else if (headingKind(t)) headings++;
  }
  if (aligned / leftRows.length > 0.55 && keyish / Math.max(1, aligned) >= 0.5) return null;
  // A label column (the Europass CV's): the entries' dates and the section names, each on the baseline of its text.
  // (A margin of headings only is one of hung headings, read as the page's headings by orderPage.)
  if ((aligned + headings) / leftRows.length > 0.55 && dates > 0 && (keyish + headings) / Math.max(1, aligned + headings) >= 0.5) return null;
  // Dates, grades and places set flush right of their entries ('Christ University ... Jun 2016 – May 2020', 'B.Tech ...
  // CGPA 7.6/10'): most right rows share a baseline with a left row and hold such values only.
  const leftYs = leftItems.map((i) => i.y);
  const rightRows = groupRows(rightItems);
  let rAligned = 0;
  let values = 0;
  for (const r of rightRows) {
    if (!leftYs.some((y) => Math.abs(y - r.y) < 1.5)) continue;
    rAligned++;
    const t = r.items.map((i) => i.str).join(' ').trim();
    if (FLUSH_RIGHT_VALUE.test(t)) values++;
  }
  if (rightRows.length >= 4 && rAligned / rightRows.length > 0.7 && values / Math.max(1, rAligned) >= 0.7) return null;
  return x;
}

type PageText = { rows: Array<Row & { col: number }>; pageH: number };

const DATE_TOKEN = /^(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?|(?:19|20)\d\d|'?\d\d|\d{1,2}[/.]\d{2,4}|\d{4}[/.-]\d{1,2}(?:-\d{1,2})?|present|current|today|till|date|now|to|since|onwards|[-–—])$/i;

/** A margin fragment: date words only, with at least a year or a 'present'. */
function dateLike(t: string): boolean {
  const toks = t.split(/[\s,–—-]+/).filter(Boolean);
  return toks.length > 0 && toks.every((x) => DATE_TOKEN.test(x)) && /\d{4}|'\d\d|present|current|today|till|now|^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i.test(t);
}

/**
 * Dates printed in a left margin beside their entry, often wrapped by the narrow margin ('Apr' / '2023–Present'):
 * the fragments of one entry are joined and moved to the end of the entry's first row, where a right-aligned date
 * would be, so the entry reads 'Title, Company … <tab> Apr 2023–Present'.
 */
function attachMarginDates(rows: Row[]): Row[] {
  type Frag = { row: number; items: Item[]; text: string; next: number };
  let frags: Frag[] = [];
  rows.forEach((r, i) => {
    const its = r.items.filter((it) => !it.ws);
    // The longest run of leading items that reads as a date and is followed by more text on the row.
    let best: Frag | null = null;
    for (let p = 1; p <= Math.min(5, its.length - 1); p++) {
      const lead = its.slice(0, p);
      const t = lead.map((x) => x.str).join(' ').trim();
      const end = Math.max(...lead.map((x) => x.x + x.w));
      // A wide gap already makes the date a cell of its own ('2019 - Present <tab> Lead Engineer'): only a margin
      // set close to the body would run into the entry's text.
      if (dateLike(t) && its[p].x >= end - 0.5 && its[p].x - end <= Math.max(1.6 * its[p].size, 12)) best = { row: i, items: lead, text: t, next: its[p].x };
    }
    if (best) frags.push(best);
  });
  // The margin is a column: the body text after the fragments starts at one x on every such row.
  const xs = new Map<number, number>();
  for (const f of frags) xs.set(Math.round(f.next / 3), (xs.get(Math.round(f.next / 3)) ?? 0) + 1);
  const [bodyKey, count] = [...xs.entries()].sort((a, b) => b[1] - a[1])[0] ?? [0, 0];
  if (count < 2) return rows;
  frags = frags.filter((f) => Math.abs(f.next / 3 - bodyKey) <= 1.2);
  if (frags.length < 2) return rows;
  // A fragment wrapped onto the next row ('Jun 2021 – Aug' / '2023'), in the margin under a fragment: alone on its row, or
  // beside the entry's wrapped text ('2023' ... 'Management'), which starts where the body does.
  const taken = new Set(frags.map((f) => f.row));
  const bodyX = bodyKey * 3;
  for (const f of [...frags]) {
    for (let i = f.row + 1; i < rows.length && !taken.has(i); i++) {
      const all = rows[i].items.filter((it) => !it.ws);
      const its = all.filter((x) => x.x + x.w <= bodyX - 2);
      const rest = all.filter((x) => !its.includes(x));
      const t = its.map((x) => x.str).join(' ').trim();
      if (!its.length || !dateLike(t) || rest.some((x) => x.x < bodyX - 4) || rows[i].y - rows[i - 1].y > 1.6 * rows[i - 1].size) break;
      frags.push({ row: i, items: its, text: t, next: bodyX });
      taken.add(i);
    }
  }
  frags.sort((a, b) => a.row - b.row);
  // The margin must be a column: the fragments end left of where the rows' body text starts.
  const out = rows.map((r) => ({ ...r, items: [...r.items] }));
  let k = 0;
  while (k < frags.length) {
    const group = [frags[k]];
    while (k + group.length < frags.length) {
      const a = group[group.length - 1];
      const b = frags[k + group.length];
      if (b.row !== a.row + 1 || rows[b.row].y - rows[a.row].y > 1.6 * rows[a.row].size) break;
      // Only a date left open continues on the next row ('Apr' / '2023–Present', '2019 –' / '2021', 'Jun 2021 – Aug' /
      // '2023'); a complete one is followed by the next entry's ('2019–2021' under '2021–Present', '2014' under '2015 – 2018').
      const open = /(?:[-–—]|\bto|\btill|\bsince|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?)\s*$/i.test(a.text);
      const continues = /^\s*(?:[-–—]|to\b|till\b|present|current|date|now|today|onwards)/i.test(b.text);
      if (!open && !continues) break;
      group.push(b);
    }
    const text = group.map((g) => g.text).join(' ').replace(/\s*([–—-])\s*/g, ' $1 ');
    const head = out[group[0].row];
    for (const g of group) out[g.row].items = out[g.row].items.filter((it) => !g.items.includes(it));
    const x = Math.max(...head.items.map((it) => it.x + it.w), head.x1) + 40;
    head.items.push({ str: text, x, y: head.y, w: text.length * 4, size: group[0].items[0].size, bold: false });
    k += group.length;
  }
  return out.filter((r) => r.items.some((it) => !it.ws));
}

/**
 * A table row whose cells are centred vertically: a cell of two lines sits half a line above and below the row's
 * one-line cells ('National University of' / 'B.A. – Psychology  2012' / 'Singapore'). The two halves, in the same
 * place and left empty in the row, are the row's cell.
 */
function joinCentredCells(rows: Row[]): Row[] {
  const out = rows.map((r) => ({ ...r, items: [...r.items] }));
  const drop = new Set<number>();
  const words = (r: Row) => r.items.filter((x) => !x.ws);
  for (let i = 1; i + 1 < out.length; i++) {
    if (drop.has(i - 1) || drop.has(i)) continue;
    const [a, r, b] = [out[i - 1], out[i], out[i + 1]];
    const [aw, rw, bw] = [words(a), words(r), words(b)];
    if (rw.length < 2 || !aw.length || !bw.length) continue;
    const size = r.size;
    const up = r.y - a.y;
    const down = b.y - r.y;
    if (up <= 0 || down <= 0 || up > 1.3 * size || down > 1.3 * size || Math.abs(up - down) > 0.25 * size) continue;
    const ax0 = Math.min(...aw.map((x) => x.x));
    const bx0 = Math.min(...bw.map((x) => x.x));
    if (Math.abs(ax0 - bx0) > 3) continue;
    const lo = Math.min(ax0, bx0);
    const hi = Math.max(...aw.map((x) => x.x + x.w), ...bw.map((x) => x.x + x.w));
    // The slot is empty in the row, with the row's cells a cell's gap away from it, on both sides or one.
    if (rw.some((x) => x.x < hi + 6 && x.x + x.w > lo - 6)) continue;
    const left = rw.filter((x) => x.x + x.w <= lo);
    const right = rw.filter((x) => x.x >= hi);
    if (!left.length && !right.length) continue;
    // Each half a line of one cell: nothing of it beside the row's other cells.
    const inSlot = (x: Item) => x.x >= lo - 1 && x.x + x.w <= hi + 1;
    if (!aw.every(inSlot) || !bw.every(inSlot)) continue;
    const text = `${aw.map((x) => x.str).join(' ')} ${bw.map((x) => x.str).join(' ')}`.replace(/\s+/g, ' ').trim();
    r.items.push({ str: text, x: lo, y: r.y, w: hi - lo, size: aw[0].size, bold: aw.every((x) => x.bold) });
    r.items.sort((p, q) => p.x - q.x);
    drop.add(i - 1);
    drop.add(i + 1);
  }
  return out.filter((_, i) => !drop.has(i));
}

function orderPage(items: Item[], pageW: number, pageH: number): PageText {
  const gutter = findGutter(items, pageW);
  if (gutter === null) return { rows: attachMarginDates(joinCentredCells(groupRows(items))).map((r) => ({ ...r, col: 0 })), pageH };
  const full: Item[] = [];
  const left: Item[] = [];
  const right: Item[] = [];
  for (const it of items) {
    if (it.ws && it.x < gutter - 1 && it.x + it.w > gutter + 1) continue;
    const over = it.x + it.w - gutter;
    // Runs a little over a narrow column, or is an address that cannot wrap.
    if (it.x < gutter - 1 && over > 1 && (over < 0.3 * it.w || UNBREAKABLE.test(it.str.trim()))) left.push(it);
    else if (it.x < gutter - 1 && it.x + it.w > gutter + 1) full.push(it);
    else if (it.x + it.w <= gutter + 1) left.push(it);
    else right.push(it);
  }
  // Section headings hung in a left margin beside their sections' text: below the first one the narrow column holds
  // headings only. They are headings of the page, not a sidebar: each cuts the page like a full-width row, ahead of
  // the text on its own baseline, and open a section of the text's column.
  let leftRows = groupRows(left);
  const isHeading = (r: Row) => headingKind(r.items.map((i) => i.str).join(' ').replace(/[:\-–]\s*$/, ''))?.exact === true;
  const firstHeading = leftRows.findIndex(isHeading);
  const hung = firstHeading >= 0 && leftRows.length - firstHeading >= 2 && leftRows.slice(firstHeading).every(isHeading) ? leftRows.slice(firstHeading) : [];
  if (hung.length) leftRows = leftRows.slice(0, firstHeading);
  const fullRows = [...groupRows(full).map((r) => ({ ...r, col: 0 })), ...hung.map((r) => ({ ...r, y: r.y - 0.6 * r.size, col: 2 }))].sort((a, b) => a.y - b.y);
  // Full-width rows cut the page into bands; inside a band the left column is read before the right one.
  const cuts = fullRows.map((r) => r.y);
  const band = (y: number) => cuts.filter((c) => c < y).length;
  const out: Array<Row & { col: number }> = [];
  // Each column may set its entries' dates in a margin of its own.
  leftRows = attachMarginDates(leftRows);
  const rightRows = attachMarginDates(groupRows(right));
  for (let b = 0; b <= cuts.length; b++) {
    if (b > 0) out.push(fullRows[b - 1]);
    for (const r of leftRows) if (band(r.y) === b) out.push({ ...r, col: 1 });
    for (const r of rightRows) if (band(r.y) === b) out.push({ ...r, col: 2 });
  }
  return { rows: out, pageH };
}

const PAGE_NO = /^(page\s*)?-?\s*\d{1,3}\s*(of\s*\d{1,3})?\s*-?$/i;

function matrixMul(m: number[], n: number[]): number[] {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

type ImageRef = { id: string; inline?: PdfImage; w: number; h: number; box: { x: number; y: number; w: number; h: number } };

function findImages(ops: OperatorList, OPS: Record<string, number>, vt: number[]): ImageRef[] {
  const out: ImageRef[] = [];
  const stack: number[][] = [];
  let ctm = [1, 0, 0, 1, 0, 0];
  for (let i = 0; i < ops.fnArray.length; i++) {
    const fn = ops.fnArray[i];
    const args = ops.argsArray[i];
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore) ctm = stack.pop() ?? [1, 0, 0, 1, 0, 0];
    else if (fn === OPS.transform) ctm = matrixMul(ctm, args as number[]);
    else if (fn === OPS.paintImageXObject || fn === OPS.paintInlineImageXObject) {
      const m = matrixMul(vt, ctm);
      const xs = [m[4], m[0] + m[4], m[2] + m[4], m[0] + m[2] + m[4]];
      const ys = [m[5], m[1] + m[5], m[3] + m[5], m[1] + m[3] + m[5]];
      const box = { x: Math.min(...xs), y: Math.min(...ys), w: Math.max(...xs) - Math.min(...xs), h: Math.max(...ys) - Math.min(...ys) };
      if (fn === OPS.paintImageXObject) {
        out.push({ id: String(args[0]), w: Number(args[1]), h: Number(args[2]), box });
      } else {
        const img = args[0] as PdfImage;
        out.push({ id: '', inline: img, w: img.width, h: img.height, box });
      }
    }
  }
  return out;
}

function getObj(page: PdfPage, id: string, timeoutMs: number): Promise<PdfImage | null> {
  const objs = id.startsWith('g_') ? page.commonObjs : page.objs;
  return new Promise((resolve) => {
    const t = setTimeout(() => resolve(null), timeoutMs);
    try {
      objs.get(id, (v) => {
        clearTimeout(t);
        resolve((v as PdfImage) ?? null);
      });
    } catch {
      clearTimeout(t);
      resolve(null);
    }
  });
}

function toRawImage(img: PdfImage, order: number, page: number, box: ImageRef['box'], pageW: number, pageH: number): RawImage | null {
  const { width, height, kind, data } = img;
  if (!data || !width || !height) return null;
  let channels: 1 | 3 | 4;
  let bytes: Buffer;
  if (kind === 3) {
    channels = 4;
    bytes = Buffer.from(data.buffer, data.byteOffset, width * height * 4);
  } else if (kind === 2) {
    channels = 3;
    bytes = Buffer.from(data.buffer, data.byteOffset, width * height * 3);
  } else if (kind === 1) {
    channels = 1;
    bytes = Buffer.alloc(width * height);
    const rowBytes = (width + 7) >> 3;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) bytes[y * width + x] = (data[y * rowBytes + (x >> 3)] >> (7 - (x & 7))) & 1 ? 255 : 0;
  } else {
    return null;
  }
  return { bytes: Buffer.from(bytes), raw: { width, height, channels }, width, height, page, box: { ...box, pageW, pageH }, order };
}

function pdfError(e: unknown): ResumeParseError {
  if (e instanceof ResumeParseError) return e;
  const name = (e as { name?: string }).name ?? '';
  if (name === 'PasswordException') return new ResumeParseError('encrypted');
  return new ResumeParseError('corrupt', undefined, String((e as Error)?.message ?? e));
}

/** Reads a PDF: positioned text rebuilt into lines and columns, font sizes and weights, and the images of the first pages. */
export async function readPdf(bytes: Buffer, limits: ParseLimits, wantImages = true): Promise<DocModel> {
  const pdfjs = await loadPdfjs();
  const assets = pdfjsAssets();
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    disableAutoFetch: true,
    // Images over the pixel limit are never decoded (a decompression bomb in an image stream).
    maxImageSize: limits.maxImagePixels,
    stopAtErrors: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
    ...(assets ? { cMapUrl: path.join(assets, 'cmaps') + path.sep, cMapPacked: true, standardFontDataUrl: path.join(assets, 'standard_fonts') + path.sep } : {}),
  });
  let doc: PdfDoc;
  try {
    doc = await task.promise;
  } catch (e) {
    await task.destroy().catch(() => undefined);
    throw pdfError(e);
  }
  try {
    if (doc.numPages > limits.maxPages) throw new ResumeParseError('too_many_pages');
    const fontBold = new Map<string, boolean>();
    const pages: PageText[] = [];
    const images: RawImage[] = [];
    let order = 0;
    for (let p = 1; p <= doc.numPages; p++) {
      const page = await doc.getPage(p);
      const vp = page.getViewport({ scale: 1 });
      // The operator list loads the fonts (for their weights) and lists the images; later pages reuse known fonts.
      let ops: OperatorList | null = null;
      if (p <= 3 && wantImages) ops = await page.getOperatorList();
      const tc = await page.getTextContent();
      const items: Item[] = [];
      for (const raw of tc.items) {
        if (!('str' in raw)) continue;
        const t = raw as TextItem;
        if (!t.str) continue;
        const m = pdfjs.Util.transform(vp.transform, t.transform);
        const size = Math.hypot(m[2], m[3]);
        if (Math.abs(m[1]) > Math.abs(m[0]) + 0.01) continue; // rotated/vertical text
        const ws = !t.str.trim();
        items.push({ str: t.str, x: m[4], y: m[5], w: t.width, size: size || t.height || 10, bold: ws ? false : isBold(page.commonObjs, t.fontName, fontBold), ws });
      }
      pages.push(orderPage(items, vp.width, vp.height));
      if (wantImages && ops && p <= 2) {
        const refs = findImages(ops, pdfjs.OPS, vp.transform);
        for (const ref of refs) {
          const b = ref.box;
          const aspect = ref.w / Math.max(1, ref.h);
          // Only plausible photos are decoded: shown at least ~0.5 inch, roughly portrait or square.
          if (b.w < 28 || b.h < 28 || aspect < 0.45 || aspect > 1.8 || ref.w < 40 || ref.h < 40) continue;
          if (ref.w * ref.h > limits.maxImagePixels) continue;
          const img = ref.inline ?? (await getObj(page, ref.id, 3000));
          if (!img) continue;
          const ri = toRawImage(img, order++, p, b, vp.width, vp.height);
          if (ri) images.push(ri);
        }
      }
      page.cleanup();
    }
    const lines = joinStackedDates(buildLines(pages));
    let metaDate: Date | undefined;
    try {
      const meta = await doc.getMetadata();
      const raw = (meta.info?.CreationDate ?? meta.info?.ModDate) as string | undefined;
      const d = raw ? pdfjs.PDFDateString.toDateObject(raw) : null;
      if (d && !Number.isNaN(d.getTime())) metaDate = d;
    } catch {
      /* no metadata */
    }
    return { kind: 'pdf', lines, images, pages: doc.numPages, metaDate };
  } catch (e) {
    throw pdfError(e);
  } finally {
    await doc.destroy().catch(() => undefined);
  }
}

/** Text placed at positions on a page (points from the page's top left; y is the baseline): a PDF's text items, or a
 * Word document's text boxes anchored to the page. */
export type PlacedText = { str: string; x: number; y: number; w: number; size: number; bold: boolean };

/** Lines of pages of placed text, read as a PDF's are (rows, columns and sidebars, margin dates, wrapped lines). */
export function linesFromPlacedText(pages: Array<{ items: PlacedText[]; width: number; height: number }>): Line[] {
  return joinStackedDates(buildLines(pages.map((pg) => orderPage(pg.items, pg.width, pg.height))));
}

/** A fragment of a date: date words only ('April 2023', '–', 'Present', 'December'). */
const dateFragment = (t: string) => t.split(/[\s,]+/).filter(Boolean).every((x) => DATE_TOKEN.test(x));
const OPEN_DATE = /(?:[-–—]|\bto|\btill|\bsince|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?)\s*$/i;
const CONTINUES_DATE = /^\s*(?:[-–—]|to\b|till\b|present|current|date|now|today|onwards)/i;

/**
 * Dates set flush right of an entry in a column too narrow for them, stacked over the entry's next lines ('Senior
 * Accountant  April 2023' / '… IFRS.  –' / '… suppliers.  Present'; 'February' / '2021 –' / 'December' / '2022'):
 * the pieces are joined onto the entry's first line, where a one-line date would stand.
 */
function joinStackedDates(lines: Line[]): Line[] {
  const out = [...lines];
  const tail = (l: Line) => (l.segs.length >= 2 ? l.segs[l.segs.length - 1] : '');
  for (let i = 0; i < out.length; i++) {
    const first = out[i];
    let date = tail(first);
    if (!date || !dateLike(date) || !dateFragment(date)) continue;
    const taken: number[] = [];
    for (let j = i + 1; j < out.length; j++) {
      const l = out[j];
      if (l.page !== first.page || l.col !== first.col || l.src !== 'body') break;
      const piece = tail(l) || (dateFragment(l.text) ? l.text : '');
      if (!piece || !dateFragment(piece) || (!OPEN_DATE.test(date) && !CONTINUES_DATE.test(piece))) break;
      date = `${date} ${piece}`;
      taken.push(j);
    }
    if (!taken.length) continue;
    const opts = { size: first.size, bold: first.bold, page: first.page, col: first.col, gap: first.gap, src: first.src, bullet: first.bullet };
    out[i] = makeLine([...first.segs.slice(0, -1), date.replace(/\s*([–—-])\s*/g, ' $1 ')], opts);
    for (const j of taken) {
      const l = out[j];
      out[j] = l.segs.length >= 2 ? makeLine(l.segs.slice(0, -1), { size: l.size, bold: l.bold, page: l.page, col: l.col, gap: l.gap, src: l.src, bullet: l.bullet, table: l.table }) : makeLine([], {});
    }
    i = taken[taken.length - 1];
  }
  return out.filter((l) => l.text);
}

/** Turns ordered rows into lines, marking running headers/footers (same text near the page edge on several pages). */
function buildLines(pages: PageText[]): Line[] {
  const norm = (s: string) => s.replace(/\d+/g, '#').replace(/\s+/g, ' ').trim().toLowerCase();
  const edgeCount = new Map<string, number>();
  const rowsText = pages.map((pg) => pg.rows.map((r) => rowSegments(r)));
  pages.forEach((pg, pi) => {
    const seen = new Set<string>();
    pg.rows.forEach((r, ri) => {
      if (r.y > pg.pageH * 0.1 && r.y < pg.pageH * 0.92) return;
      // Counted per edge: a running header repeats at the head of its pages, a footer at the foot; a text at the foot
      // of one page and the head of the next is a column running on ('St. Xavier's High School' in a sidebar).
      const key = `${r.y <= pg.pageH * 0.1 ? 'top' : 'bottom'} ${norm(rowsText[pi][ri].segs.join(' '))}`;
      if (!seen.has(key)) edgeCount.set(key, (edgeCount.get(key) ?? 0) + 1);
      seen.add(key);
    });
  });
  const lines: Line[] = [];
  pages.forEach((pg, pi) => {
    // Column extents, to tell a line that wrapped (it runs to the right edge) from one that ended.
    const extent = new Map<number, { x0: number; x1: number }>();
    for (const r of pg.rows) {
      const e = extent.get(r.col) ?? { x0: Infinity, x1: -Infinity };
      e.x0 = Math.min(e.x0, r.x0);
      e.x1 = Math.max(e.x1, r.x1);
      extent.set(r.col, e);
    }
    const prev = new Map<number, { row: Row; line: Line; segs: number }>();
    pg.rows.forEach((r, ri) => {
      const { segs, bold, size } = rowsText[pi][ri];
      const text = segs.join(' ').trim();
      if (!text) return;
      const atTop = r.y <= pg.pageH * 0.1;
      const atBottom = r.y >= pg.pageH * 0.92;
      let src: Line['src'] = 'body';
      if ((atTop || atBottom) && pages.length > 1 && (edgeCount.get(`${atTop ? 'top' : 'bottom'} ${norm(text)}`) ?? 0) >= 2) src = atTop ? 'header' : 'footer';
      if (atBottom && PAGE_NO.test(text)) return; // bare page numbers
      if (PAGE_NO.test(text) && /page/i.test(text)) return;
      const p = prev.get(r.col);
      const gap = p === undefined ? 0 : Math.max(0, (r.y - p.row.y) / Math.max(1, size) - 1);
      const ext = extent.get(r.col)!;
      const last = p?.line.segs[p.line.segs.length - 1] ?? '';
      // (An upper-case address too: 'KATA-' + 'RINA.BECKER.CAREER@GMAIL.COM'.)
      const hyphenated = (/\p{Ll}-$/u.test(last) && /^\p{Ll}/u.test(text)) || (/\p{Lu}{2}-$/u.test(last) && /^\p{Lu}[^\s@]*@/u.test(text));
      if (p && src === 'body' && p.line.src === 'body' && segs.length === 1 && hyphenated && Math.abs(p.line.size - size) <= 0.4 && r.y > p.row.y && r.y - p.row.y < 1.5 * size) {
        // A word (or an address) hyphenated at the end of a cell's line, the rest on the next row: 'Jadavpur Univer-' +
        // 'sity; 68.4%' beside a date in a left column, 'E jy-' + 'oti.bhandari@gmail.com' in a narrow contact column.
        const merged = makeLine([...p.line.segs.slice(0, -1), `${last.slice(0, -1)}${text}`], { size: p.line.size, bold: p.line.bold, page: p.line.page, col: p.line.col, gap: p.line.gap, src: 'body', bullet: p.line.bullet });
        lines[lines.length - 1] = merged;
        prev.set(r.col, { row: { ...r, x0: p.row.x0 }, line: merged, segs: p.segs });
        return;
      }
      // An address's rest in the last cell of a row of larger text ('B gau-' + 'Gaurav Acharya  ravacharya85@gmail.com'):
      // the address is joined, the rest of the row stays a line of its own.
      const rest = segs[segs.length - 1] ?? '';
      if (p && src === 'body' && p.line.src === 'body' && segs.length >= 2 && /\p{Ll}-$/u.test(last) && /^[\p{Ll}\d][^\s@]*@[^\s@]+\.[a-z]{2,}$/u.test(rest) && r.y > p.row.y && r.y - p.row.y < 1.5 * size) {
        lines[lines.length - 1] = makeLine([...p.line.segs.slice(0, -1), `${last.slice(0, -1)}${rest}`], { size: p.line.size, bold: p.line.bold, page: p.line.page, col: p.line.col, gap: p.line.gap, src: 'body', bullet: p.line.bullet });
        const line = makeLine(segs.slice(0, -1), { size, bold, page: pi + 1, col: r.col, gap, src });
        lines.push(line);
        prev.set(r.col, { row: r, line, segs: segs.length - 1 });
        return;
      }
      if (p && src === 'body' && p.line.src === 'body' && p.segs === 1 && segs.length === 1 && wraps(p.row, p.line, r, text, bold, size, ext)) {
        // 'Mechanical Engi-' + 'neering': a word hyphenated at the line end is rejoined.
        const joined = /\p{Ll}-$/u.test(p.line.text) && /^\p{Ll}/u.test(text) ? `${p.line.text.slice(0, -1)}${text}` : `${p.line.text} ${text}`;
        // 'Nursing Supervisor, Apollo Hospitals Ltd, Feb 2022–Present' + 'Ahmedabad.': the entry's line ran up to its
        // date set flush right (too close to be a cell of its own), and wrapped under it: the date stays at the end.
        const dated = p.line.text.match(TRAILING_RANGE);
        const merged = makeLine(dated && !HAS_RANGE.test(text) ? [`${dated[1]} ${text}`, dated[2]] : [joined], { size: p.line.size, bold: p.line.bold, page: p.line.page, col: p.line.col, gap: p.line.gap, src: 'body', bullet: p.line.bullet });
        lines[lines.length - 1] = merged;
        prev.set(r.col, { row: { ...r, x0: p.row.x0 }, line: merged, segs: 1 });
        return;
      }
      if (p && src === 'body' && p.line.src === 'body' && p.segs === 2 && segs.length === 1 && wrapsBesideDate(p.row, p.line, r, text, bold, size)) {
        // 'GNM in Nursing, University of Manch- <date>' + 'ester, 68.4%.': the entry's line wrapped under its date.
        const [head, date] = p.line.segs;
        const joined = /\p{Ll}-$/u.test(head) && /^\p{Ll}/u.test(text) ? `${head.slice(0, -1)}${text}` : `${head} ${text}`;
        const merged = makeLine([joined, date], { size: p.line.size, bold: p.line.bold, page: p.line.page, col: p.line.col, gap: p.line.gap, src: 'body', bullet: p.line.bullet });
        lines[lines.length - 1] = merged;
        prev.set(r.col, { row: { ...r, x0: p.row.x0 }, line: merged, segs: 0 });
        return;
      }
      const line = makeLine(segs, { size, bold, page: pi + 1, col: r.col, gap, src, table: segs.length > 2 });
      lines.push(line);
      prev.set(r.col, { row: r, line, segs: segs.length });
    });
  });
  return lines;
}

const MONTH_WORD = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
const TRAILING_RANGE = new RegExp(`^(.*\\S,)\\s*((?:${MONTH_WORD}\\s+)?(?:19|20)\\d\\d\\s*[-–—]\\s*(?:(?:${MONTH_WORD}\\s+)?(?:19|20)\\d\\d|present|current|now|till\\s+date))$`, 'i');
const HAS_RANGE = /\b(?:19|20)\d\d\b.*(?:-|–|—|to)\s*(?:(?:19|20)\d\d|present|current|till|date|now)/i;

/**
 * A row continues an entry's line that ran up to the date set flush right of it (a gap of a few spaces, where the
 * row's first word would not have fitted), starting where that line did, in its size and weight.
 */
function wrapsBesideDate(a: Row, line: Line, b: Row, text: string, bold: boolean, size: number): boolean {
  if (Math.abs(line.size - size) > 0.4 || line.bold !== bold || line.bullet) return false;
  if (b.y - a.y > 1.5 * size || b.y <= a.y || Math.abs(b.x0 - a.x0) > 3) return false;
  if (!dateLike(line.segs[1]) || /^[•●○◦▪■►▸‣⁃∙·\-–—*]/.test(text) || HAS_RANGE.test(text) || /[.:]$/.test(line.segs[0])) return false;
  const words = a.items.filter((i) => !i.ws);
  const date = words[words.length - 1];
  const textEnd = Math.max(...words.slice(0, -1).map((i) => i.x + i.w));
  if (!Number.isFinite(textEnd) || date.x - textEnd > 2.2 * size) return false;
  const first = b.items.find((i) => !i.ws);
  const word = first ? first.str.trim().split(/\s+/)[0] : '';
  const wordW = first && first.str.length ? (first.w * word.length) / first.str.length : 0;
  return textEnd + 0.25 * size + wordW > date.x - 0.5 * size;
}

/** A row continues the line above when that line ran to the column's right edge and this one starts where it did. */
function wraps(a: Row, line: Line, b: Row, text: string, bold: boolean, size: number, ext: { x0: number; x1: number }): boolean {
  if (Math.abs(line.size - size) > 0.4 || line.bold !== bold) return false;
  if (b.y - a.y > 1.5 * size || b.y <= a.y) return false;
  const width = ext.x1 - ext.x0;
  // The next line's first word.
  const first = b.items.find((i) => !i.ws);
  const word = first ? first.str.trim().split(/\s+/)[0] : '';
  const wordW = first && first.str.length ? (first.w * word.length) / first.str.length : 0;
  // The line ends near the column's right edge, or (a narrow column) short of it by less than that word.
  const slack = Math.max(0.2 * width, 30, width < 250 ? Math.min(wordW + 0.25 * size, 0.4 * width) : 0);
  if (a.x1 < ext.x1 - slack || a.x1 < ext.x1 - 75) return false;
  const indentOk = Math.abs(b.x0 - a.x0) <= 3 || (line.bullet && b.x0 > a.x0 && b.x0 - a.x0 < 25);
  if (!indentOk) return false;
  if (/^[•●○◦▪■►▸‣⁃∙·\-–—*]/.test(text)) return false;
  if (/[:]$/.test(line.text)) return false;
  // A date range on a line of its own stays apart, unless the line above ends in its first month ('M.Stat, Statistics
  // June' / '2020 – May 2022'), or a month waits for its year ('HSC, Commerce May' / '2016').
  const monthEnd = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?,?$/i.test(line.text);
  if (monthEnd && /^(?:19|20)\d\d\b/.test(text)) return true;
  if (HAS_RANGE.test(text) && !HAS_RANGE.test(line.text)) return false;
  if (/[.!?]$/.test(line.text) && /^[A-Z]/.test(text)) return false;
  // The next line's first word must not have fitted at the end of this one.
  if (a.x1 + 0.25 * size + wordW < ext.x1 - 1) return false;
  // And the line reads as unfinished: a longer line, a dangling word or comma, or a lower-case continuation.
  const prevWords = line.text.split(/\s+/).length;
  const dangling = /(?:,|-|&|\b(?:in|of|and|for|the|to|with|at|on|a|an))$/i.test(line.text);
  return prevWords >= 4 || dangling || /^[a-z][a-z'-]*(?:[\s,;]|$)/.test(text);
}
