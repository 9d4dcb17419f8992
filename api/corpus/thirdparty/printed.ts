/*
 * What a rendered file really prints, read from the file itself, for the corpus truth: a theme decides what it shows
 * of the JSON it is given (one prints an education entry's dates only when the entry has a start date), so the
 * truth's passing year is the one the document holds, never the one the theme was given.
 */
import { loadPdfjs } from '../../src/parser/extract/pdf.js';

const decodeRefs = (s: string) =>
  s.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(amp|quot|apos|lt|gt|nbsp));/gi, (_, hex: string, dec: string, name: string) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : dec ? String.fromCodePoint(Number(dec)) : ({ amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: ' ' } as Record<string, string>)[name.toLowerCase()],
  );

const BLOCK = /<\/?(?:p|div|br|li|ul|ol|dl|dt|dd|h[1-6]|table|tr|td|th|section|article|header|footer|aside|main|address|hr)\b[^>]*>/gi;

/** The text lines of an HTML document, block by block (scripts and styles left out). */
export function htmlLines(html: string): string[] {
  const body = html.replace(/<(script|style|head|svg)\b[\s\S]*?<\/\1>/gi, ' ').replace(BLOCK, '\n').replace(/<[^>]+>/g, '');
  return decodeRefs(body)
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** The text lines of a PDF: pdfjs text items of each page grouped by their baseline, top to bottom, left to right. */
export async function pdfLines(bytes: Buffer): Promise<string[]> {
  return (await pdfPageLines(bytes)).flat();
}

/** The text lines of each page of a PDF (pdfLines, page by page). */
export async function pdfPageLines(bytes: Buffer): Promise<string[][]> {
  const pdfjs = await loadPdfjs();
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true }).promise;
  const pages: string[][] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const out: string[] = [];
    pages.push(out);
    const page = await doc.getPage(i);
    const items = (await page.getTextContent()).items as Array<{ str?: string; transform?: number[] }>;
    const rows: Array<{ y: number; parts: Array<{ x: number; s: string }> }> = [];
    for (const it of items) {
      if (!it.str || !it.transform || !it.str.trim()) continue;
      const [x, y] = [it.transform[4], it.transform[5]];
      let row = rows.find((r) => Math.abs(r.y - y) < 2);
      if (!row) rows.push((row = { y, parts: [] }));
      row.parts.push({ x, s: it.str });
    }
    rows.sort((a, b) => b.y - a.y);
    for (const r of rows) out.push(r.parts.sort((a, b) => a.x - b.x).map((p) => p.s).join(' ').replace(/\s+/g, ' ').trim());
  }
  await doc.destroy();
  return pages;
}

/** Years a line shows as the end of something: single years and range ends ('06/2011 - 05/2013' shows 2013 only). */
export function endYears(line: string): number[] {
  const t = line.replace(/\b((?:19|20)\d{2})-\d{2}(?:-\d{2})?\b/g, '$1').replace(/\b\d{1,2}[/.](?=(?:19|20)\d{2}\b)/g, '');
  const starts = new Set<number>();
  for (const m of t.matchAll(/\b((?:19|20)\d{2})\s*(?:[-–—]+|to|until|till)\s*(?:[A-Za-z]{3,9}\.?,?\s*)?(?:19|20)\d{2}\b/g)) starts.add(m.index!);
  return [...t.matchAll(/\b(?:19|20)\d{2}\b/g)].filter((m) => !starts.has(m.index!)).map((m) => Number(m[0]));
}

type Entry = { institution: string; qualification: string; year: number | null };

/**
 * For each education entry, whether the document prints its passing year next to it: on the lines of its
 * institution and qualification or the line just before or after them. An entry whose institution is not found
 * keeps its year (nothing is known against it).
 */
export function yearsShown(lines: string[], entries: Entry[]): boolean[] {
  const low = lines.map((l) => l.toLowerCase());
  const head = /^\s*education\b/i;
  let from = Math.max(0, low.findIndex((l) => head.test(l)));
  return entries.map((e) => {
    if (!e.year) return false;
    const key = e.institution.toLowerCase().split(/\s+/).slice(0, 2).join(' ');
    const at = low.findIndex((l, i) => i >= from && l.includes(key));
    if (at < 0) return true;
    from = at + 1;
    const q = new RegExp(`(?:^|[^a-z0-9])${e.qualification.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![a-z0-9])`);
    let lo = at;
    let hi = at;
    for (let k = Math.max(0, at - 3); k <= Math.min(lines.length - 1, at + 3); k++)
      if (q.test(low[k])) {
        lo = Math.min(lo, k);
        hi = Math.max(hi, k);
      }
    for (let k = Math.max(0, lo - 1); k <= Math.min(lines.length - 1, hi + 1); k++) if (endYears(lines[k]).includes(e.year)) return true;
    return false;
  });
}
