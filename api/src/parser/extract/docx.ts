import mammoth from 'mammoth';
import { Parser } from 'htmlparser2';
import { ResumeParseError } from '../errors.js';
import { makeLine, type DocModel, type Line, type RawImage } from '../model.js';
import type { ParseLimits } from '../types.js';
import { linesFromPlacedText, type PlacedText } from './pdf.js';
import { readZipSafely } from './zip.js';

/* The parts of mammoth's document tree (transformDocument) used here. */
type MNode = {
  type: string;
  children?: MNode[];
  value?: string;
  styleName?: string | null;
  isBold?: boolean;
  fontSize?: number | null;
  numbering?: unknown;
  breakType?: string;
};

type Piece = { segs: string[]; bold: boolean; size: number; heading: boolean; bullet: boolean };

const STYLE_SIZE: Array<[RegExp, number]> = [
  [/^title$/i, 24],
  [/^subtitle$/i, 14],
  [/^heading 1$/i, 16],
  [/^heading 2$/i, 13],
  [/^heading [3-9]$/i, 12],
];

function paragraphPieces(p: MNode): Piece[] {
  const style = p.styleName ?? '';
  const heading = /heading|title|subtitle/i.test(style);
  const styleSize = STYLE_SIZE.find(([re]) => re.test(style))?.[1] ?? 0;
  const out: Piece[] = [];
  let segs: string[] = [];
  let cur = '';
  let chars = 0;
  let boldChars = 0;
  let sizeSum = 0;
  let sized = 0;
  const flush = () => {
    if (cur.trim()) segs.push(cur);
    cur = '';
    if (segs.length) {
      const size = sized >= chars * 0.5 && sized > 0 ? sizeSum / sized : styleSize;
      out.push({ segs, bold: chars > 0 && boldChars / chars >= 0.6, size, heading, bullet: p.numbering != null });
    }
    segs = [];
    chars = 0;
    boldChars = 0;
    sizeSum = 0;
    sized = 0;
  };
  const visit = (n: MNode, bold: boolean, size: number | null) => {
    switch (n.type) {
      case 'text': {
        const v = n.value ?? '';
        const k = v.replace(/\s/g, '').length;
        chars += k;
        if (bold) boldChars += k;
        if (size) {
          sizeSum += k * size;
          sized += k;
        }
        cur += v;
        return;
      }
      case 'tab':
        if (cur.trim()) segs.push(cur);
        cur = '';
        return;
      case 'break':
        if (n.breakType === 'line' || !n.breakType) flush();
        return;
      case 'run':
        for (const c of n.children ?? []) visit(c, bold || Boolean(n.isBold), n.fontSize ?? size);
        return;
      default:
        for (const c of n.children ?? []) visit(c, bold, size);
    }
  };
  for (const c of p.children ?? []) visit(c, false, null);
  flush();
  return out;
}

/** Walks mammoth's document tree into lines; a table row of one-line cells is one line of segments. */
function treeToLines(root: MNode): Line[] {
  const lines: Line[] = [];
  let emptyRun = 0;
  const push = (pc: Piece, extra: Partial<Line> = {}) => {
    lines.push(makeLine(pc.segs, { size: pc.size, bold: pc.bold, heading: pc.heading, gap: emptyRun, bullet: pc.bullet || undefined, ...extra }));
    emptyRun = 0;
  };
  const collect = (nodes: MNode[]): Piece[] => {
    const acc: Piece[] = [];
    for (const n of nodes) {
      if (n.type === 'paragraph') acc.push(...paragraphPieces(n));
      else if (n.type === 'table') acc.push(...tablePieces(n));
      else if (n.children) acc.push(...collect(n.children));
    }
    return acc;
  };
  const tablePieces = (t: MNode): Piece[] => {
    const acc: Piece[] = [];
    for (const row of t.children ?? []) {
      if (row.type !== 'tableRow') continue;
      const cells = (row.children ?? []).filter((c) => c.type === 'tableCell').map((c) => collect(c.children ?? []));
      if (cells.every((c) => c.length <= 1)) {
        const segs = cells.flatMap((c) => (c[0] ? [c[0].segs.join(' ')] : []));
        if (segs.length) acc.push({ segs, bold: cells.every((c) => !c[0] || c[0].bold), size: Math.max(0, ...cells.map((c) => c[0]?.size ?? 0)), heading: false, bullet: false });
      } else {
        for (const c of cells) acc.push(...c);
      }
    }
    return acc;
  };
  const walk = (nodes: MNode[], depth: number, col: number) => {
    for (const n of nodes) {
      if (n.type === 'paragraph') {
        const pcs = paragraphPieces(n);
        if (!pcs.length) emptyRun++;
        for (const pc of pcs) push(pc, { col });
      } else if (n.type === 'table') {
        for (const row of n.children ?? []) {
          if (row.type !== 'tableRow') continue;
          const cellNodes = (row.children ?? []).filter((c) => c.type === 'tableCell');
          const cells = cellNodes.map((c) => collect(c.children ?? []));
          if (cells.every((c) => c.length <= 1)) {
            const segs = cells.flatMap((c) => (c[0] ? [c[0].segs.join(' ')] : []));
            if (segs.length) {
              const first = cells.find((c) => c[0])?.[0];
              push({ segs, bold: cells.every((c) => !c[0] || c[0].bold), size: first?.size ?? 0, heading: false, bullet: false }, { table: segs.length > 1, col });
            }
          } else {
            // A layout table (columns built with a table): each cell is read top to bottom, left cell first.
            cellNodes.forEach((c, i) => walk(c.children ?? [], depth + 1, cellNodes.length > 1 ? Math.min(2, i + 1) : col));
          }
        }
      } else if (n.children) {
        walk(n.children, depth, col);
      }
    }
  };
  walk(root.children ?? [], 0, 0);
  return lines;
}

/** Text of a header/footer part (w:p paragraphs, w:tab and table cells as segment breaks). */
function partLines(xml: string, src: 'header' | 'footer'): Line[] {
  const lines: Line[] = [];
  let segs: string[] = [];
  let cur = '';
  let inText = false;
  const flushSeg = () => {
    if (cur.trim()) segs.push(cur);
    cur = '';
  };
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === 'w:t') inText = true;
        else if (name === 'w:tab' || name === 'w:tc') flushSeg();
        else if (name === 'w:br' || name === 'w:cr') {
          flushSeg();
          if (segs.length) lines.push(makeLine(segs, { src }));
          segs = [];
        }
      },
      ontext(t) {
        if (inText) cur += t;
      },
      onclosetag(name) {
        if (name === 'w:t') inText = false;
        else if (name === 'w:tc') flushSeg();
        else if (name === 'w:p' && !segs.length && !cur.trim()) cur = '';
        else if (name === 'w:p' || name === 'w:tr') {
          flushSeg();
          if (segs.length) lines.push(makeLine(segs, { src }));
          segs = [];
        }
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(xml);
  parser.end();
  return lines;
}

/** A text box anchored at a position of the page (a document written from a PDF: a box per line of text). */
type Box = { page: number; x: number; y: number; w: number; paras: Array<{ text: string; size: number; bold: boolean }> };
const EMU_PER_PT = 12700;

/**
 * The text boxes of a body anchored to the page or its margins, with their positions, and how many of the body's
 * characters they hold. Word's VML fallback copy of each box (mc:Fallback) is skipped; a page break, a paragraph set
 * to start a page or a section ending in a paragraph starts the next page.
 */
function placedBoxes(xml: string): { boxes: Box[]; boxChars: number; allChars: number; width: number; height: number } {
  const boxes: Box[] = [];
  let page = 0;
  let fallback = 0;
  let box: (Box & { placed: boolean }) | null = null;
  let axis: 'h' | 'v' | null = null;
  let axisFrom = '';
  let inOffset = false;
  let offset = '';
  let inText = false;
  let para: { text: string; size: number; bold: boolean } | null = null;
  let runBold = false;
  let runSize = 0;
  let boxChars = 0;
  let allChars = 0;
  let width = 595;
  let height = 842;
  const on = (v: string | undefined) => v === undefined || !/^(?:0|false|off)$/i.test(v);
  const parser = new Parser(
    {
      onopentag(name, a) {
        if (name === 'mc:Fallback') fallback++;
        if (fallback) return;
        if (name === 'wp:anchor') box = { page, x: 0, y: 0, w: 0, paras: [], placed: true };
        else if (box && (name === 'wp:positionH' || name === 'wp:positionV')) {
          axis = name === 'wp:positionH' ? 'h' : 'v';
          axisFrom = a.relativeFrom ?? '';
          if (!/^(?:page|margin|column)$/.test(axisFrom) || (axis === 'v' && axisFrom === 'column')) box.placed = false;
        } else if (box && axis && name === 'wp:posOffset') {
          inOffset = true;
          offset = '';
        } else if (box && name === 'wp:extent') box.w = Number(a.cx ?? 0) / EMU_PER_PT;
        else if (box && name === 'w:p') para = { text: '', size: 0, bold: false };
        else if (name === 'w:r') {
          runBold = false;
          runSize = 0;
        } else if (name === 'w:b') runBold = on(a['w:val']);
        else if (name === 'w:sz') runSize = Number(a['w:val'] ?? 0) / 2;
        else if (name === 'w:t') inText = true;
        else if (name === 'w:tab' && para) para.text += '   ';
        else if (!box && ((name === 'w:br' && a['w:type'] === 'page') || (name === 'w:pageBreakBefore' && on(a['w:val'])))) page++;
        else if (name === 'w:pgSz') {
          width = Number(a['w:w'] ?? 11906) / 20;
          height = Number(a['w:h'] ?? 16838) / 20;
        }
      },
      ontext(t) {
        if (fallback) return;
        if (inOffset) offset += t;
        else if (inText) {
          const k = t.replace(/\s/g, '').length;
          allChars += k;
          if (para) {
            para.text += t;
            if (runSize) para.size = Math.max(para.size, runSize);
            if (runBold && k) para.bold = true;
          }
          if (box?.placed) boxChars += k;
        }
      },
      onclosetag(name) {
        if (name === 'mc:Fallback') {
          fallback--;
          return;
        }
        if (fallback) return;
        if (name === 'wp:posOffset' && box && axis) {
          inOffset = false;
          const pt = Number(offset) / EMU_PER_PT;
          if (axis === 'h') box.x = pt;
          else box.y = pt;
        } else if (name === 'wp:positionH' || name === 'wp:positionV') axis = null;
        else if (name === 'w:t') inText = false;
        else if (name === 'w:p' && box && para) {
          if (para.text.trim()) box.paras.push(para);
          para = null;
        } else if (name === 'wp:anchor' && box) {
          if (box.placed && box.paras.length) boxes.push(box);
          box = null;
        } else if (name === 'w:sectPr' && !box) page++;
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(xml);
  parser.end();
  // The body's last section properties close the document, not a page of it.
  return { boxes, boxChars, allChars, width, height };
}

/** A body written as text boxes placed on the page (a PDF converted to a Word document) is read by position, as a PDF. */
function boxLines(xml: string): Line[] | null {
  const { boxes, boxChars, allChars, width, height } = placedBoxes(xml);
  if (boxes.length < 5 || boxChars < 0.9 * allChars) return null;
  const pages = new Map<number, PlacedText[]>();
  for (const b of boxes) {
    const items = pages.get(b.page) ?? [];
    let y = b.y;
    for (const p of b.paras) {
      const size = p.size || 11;
      // The box's top is the line's top: its baseline about a font size lower.
      y += size;
      items.push({ str: p.text, x: b.x, y, w: b.w || p.text.length * size * 0.5, size, bold: p.bold });
      y += size * 0.2;
    }
    pages.set(b.page, items);
  }
  return linesFromPlacedText([...pages.entries()].sort((a, b) => a[0] - b[0]).map(([, items]) => ({ items, width, height })));
}

const MEDIA = /^word\/media\/[^/]+\.(png|jpe?g|gif|bmp|tiff?|webp)$/i;
const PART = /^word\/(header|footer)\d*\.xml$/i;
const HEADER_RELS = /^word\/_rels\/header\d*\.xml\.rels$/i;

/** Reads a DOCX: zip-bomb checks first (yauzl), then mammoth for the body, plus headers/footers and media. */
export async function readDocx(bytes: Buffer, limits: ParseLimits, wantImages = true): Promise<DocModel> {
  const parts = await readZipSafely(bytes, limits, (n) => PART.test(n) || HEADER_RELS.test(n) || (wantImages && MEDIA.test(n)) || n === 'word/document.xml');
  if (!parts.has('word/document.xml')) throw new ResumeParseError('corrupt', undefined, 'no word/document.xml');
  let tree: MNode | null = null;
  try {
    await mammoth.convertToHtml(
      { buffer: bytes },
      {
        convertImage: mammoth.images.imgElement(async () => ({ src: '' })),
        transformDocument: (doc: MNode) => {
          tree = doc;
          return doc;
        },
      } as Parameters<typeof mammoth.convertToHtml>[1],
    );
  } catch (e) {
    throw new ResumeParseError('corrupt', undefined, String((e as Error)?.message ?? e));
  }
  const body = boxLines(parts.get('word/document.xml')!.toString('utf8')) ?? (tree ? treeToLines(tree) : []);
  const headers: Line[] = [];
  const footers: Line[] = [];
  const names = [...parts.keys()].sort();
  for (const name of names) {
    const m = PART.exec(name);
    if (!m) continue;
    const ls = partLines(parts.get(name)!.toString('utf8'), m[1].toLowerCase() === 'header' ? 'header' : 'footer');
    (m[1].toLowerCase() === 'header' ? headers : footers).push(...ls);
  }
  // Headers of several sections repeat: keep each text once.
  const uniq = (ls: Line[]) => ls.filter((l, i) => ls.findIndex((o) => o.text === l.text) === i);
  const headerMedia = new Set<string>();
  for (const name of names) {
    if (!HEADER_RELS.test(name)) continue;
    for (const m of parts.get(name)!.toString('utf8').matchAll(/Target="(?:\.\.\/|\/word\/)?(media\/[^"]+)"/g)) headerMedia.add('word/' + m[1]);
  }
  const images: RawImage[] = [];
  let order = 0;
  for (const name of names) {
    if (!MEDIA.test(name)) continue;
    images.push({ bytes: parts.get(name)!, width: 0, height: 0, order: order++, inHeader: headerMedia.has(name) });
  }
  return { kind: 'docx', lines: [...uniq(headers), ...body, ...uniq(footers)], images, pages: 1 };
}
