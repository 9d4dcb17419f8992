import { Parser } from 'htmlparser2';
import { decodeUtf16 } from '../detect.js';
import { makeLine, type DocModel, type Line, type RawImage } from '../model.js';

const BLOCK = new Set([
  'p', 'div', 'br', 'li', 'ul', 'ol', 'dl', 'dt', 'dd', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table', 'tr', 'thead', 'tbody',
  'tfoot', 'caption', 'section', 'article', 'header', 'footer', 'blockquote', 'pre', 'hr', 'address', 'aside', 'main', 'nav',
  'form', 'fieldset', 'figure', 'figcaption', 'center', 'title', 'body', 'html', 'legend', 'details', 'summary',
]);
const SKIP = new Set(['script', 'style', 'noscript', 'template', 'svg', 'iframe', 'object', 'embed', 'head', 'canvas', 'math', 'select', 'button', 'xml']);
const HEADING_SIZE: Record<string, number> = { h1: 22, h2: 17, h3: 14, h4: 12, h5: 11, h6: 10 };

type Style = { bold: boolean; size: number; heading: boolean; tag: string };

function parseCssSize(v: string, parent: number): number | null {
  const m = /^([\d.]+)\s*(pt|px|em|rem|%)?$/.exec(v.trim());
  if (!m) {
    const named: Record<string, number> = { 'xx-large': 24, 'x-large': 18, large: 14, medium: 12, small: 10, 'x-small': 8 };
    return named[v.trim()] ?? null;
  }
  const n = parseFloat(m[1]);
  switch (m[2]) {
    case 'px':
      return n * 0.75;
    case 'em':
    case 'rem':
      return n * (parent || 11);
    case '%':
      return (n / 100) * (parent || 11);
    default:
      return n;
  }
}

// Windows-1252 differs from Latin-1 in 0x80-0x9F (Node's TextDecoder treats the two alike).
const CP1252 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
function decode1252(b: Buffer): string {
  return b.toString('latin1').replace(/[\u0080-\u009f]/g, (c) => CP1252[c.charCodeAt(0) - 0x80]);
}

/** Decodes HTML bytes: BOM, then a declared charset, else UTF-8 (Windows-1252 when the bytes are not valid UTF-8). */
export function decodeHtml(b: Buffer): string {
  if (b[0] === 0xff && b[1] === 0xfe) return decodeUtf16(b);
  if (b[0] === 0xfe && b[1] === 0xff) return decodeUtf16(b);
  const head = b.subarray(0, 2048).toString('latin1').toLowerCase();
  const cs = /charset\s*=\s*["']?([\w-]+)/.exec(head)?.[1];
  if (cs && /^(windows-1252|iso-8859-1|latin1|us-ascii|cp1252)$/.test(cs)) return decode1252(b);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(b);
  } catch {
    return decode1252(b);
  }
}

/** The text/html part of a MIME (.mht) file, decoded; the input unchanged when it is not MIME. */
export function unwrapMht(s: string): string {
  if (!/^\s*mime-version:/i.test(s)) return s;
  const boundary = /boundary="?([^"\s;]+)"?/i.exec(s)?.[1];
  const parts = boundary ? s.split('--' + boundary) : [s];
  for (const part of parts) {
    const sep = part.search(/\r?\n\r?\n/);
    if (sep < 0) continue;
    const headers = part.slice(0, sep).toLowerCase();
    if (!headers.includes('text/html')) continue;
    let body = part.slice(sep).trim();
    if (headers.includes('quoted-printable')) {
      body = body.replace(/=\r?\n/g, '');
      const bytes: number[] = [];
      for (let i = 0; i < body.length; i++) {
        const c = body[i];
        if (c === '=' && /^[0-9A-F]{2}$/i.test(body.slice(i + 1, i + 3))) {
          bytes.push(parseInt(body.slice(i + 1, i + 3), 16));
          i += 2;
        } else bytes.push(body.charCodeAt(i) & 0xff);
      }
      body = decodeHtml(Buffer.from(bytes));
    } else if (headers.includes('base64')) {
      body = decodeHtml(Buffer.from(body.replace(/\s+/g, ''), 'base64'));
    }
    return body;
  }
  return s;
}

/**
 * HTML to layout lines with htmlparser2: nothing in the document is run or fetched; scripts, styles and
 * other non-text elements are skipped. Table cells become segments of a row; a cell holding blocks
 * (a layout table) gives its own lines. Embedded `data:` images are collected for the photo.
 */
export function htmlToLines(html: string): { lines: Line[]; images: RawImage[] } {
  const lines: Line[] = [];
  const images: RawImage[] = [];
  const stack: Style[] = [{ bold: false, size: 0, heading: false, tag: '#root' }];
  let skipDepth = 0;
  let segs: string[] = [];
  let cur = '';
  // An element ended since the last text: its text and the next do not run into one word ('2022' + '1 year').
  let boundary = false;
  let curBoldChars = 0;
  let curChars = 0;
  let curSize = 0;
  let curHeading = false;
  let inTable = 0;
  let listDepth = 0;
  let pendingBullet = false;
  let order = 0;
  // Layout tables: a row whose cells hold several lines each is a set of columns (left cell read first).
  const rows: Array<{ cells: Array<{ start: number; end: number }> }> = [];
  const cellStarts: number[] = [];

  const top = () => stack[stack.length - 1];
  const flushSeg = () => {
    const t = cur.replace(/\s+/g, ' ').trim();
    if (t) segs.push(t);
    cur = '';
  };
  const flushLine = () => {
    flushSeg();
    if (segs.length) {
      const bold = curChars > 0 && curBoldChars / curChars >= 0.6;
      if (pendingBullet) segs[0] = '• ' + segs[0];
      lines.push(makeLine(segs, { size: curSize, bold, heading: curHeading, table: inTable > 0 && segs.length > 1 }));
    }
    segs = [];
    curBoldChars = 0;
    curChars = 0;
    curSize = 0;
    curHeading = false;
    pendingBullet = false;
  };

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (skipDepth > 0 || SKIP.has(name)) {
          if (name !== 'br' && name !== 'img' && name !== 'meta' && name !== 'link') skipDepth++;
          return;
        }
        if (BLOCK.has(name)) flushLine();
        if (name === 'td' || name === 'th') {
          flushSeg();
          cellStarts.push(lines.length);
        }
        if (name === 'tr') rows.push({ cells: [] });
        if (name === 'table') inTable++;
        if (name === 'ul' || name === 'ol') listDepth++;
        if (name === 'li') pendingBullet = true;
        const parent = top();
        const st: Style = { ...parent, tag: name };
        if (name === 'b' || name === 'strong' || name === 'th') st.bold = true;
        if (HEADING_SIZE[name]) {
          st.heading = true;
          st.bold = true;
          st.size = Math.max(st.size, HEADING_SIZE[name]);
        }
        const style = attrs.style ?? '';
        if (style) {
          const fw = /font-weight\s*:\s*([\w]+)/i.exec(style)?.[1];
          if (fw) st.bold = fw === 'bold' || fw === 'bolder' || (/^\d+$/.test(fw) && Number(fw) >= 600);
          const fs = /font-size\s*:\s*([^;]+)/i.exec(style)?.[1];
          if (fs) st.size = parseCssSize(fs, parent.size) ?? st.size;
        }
        if (name === 'font' && attrs.size) {
          const n = Number(attrs.size);
          if (n >= 1 && n <= 7) st.size = [8, 10, 12, 14, 18, 24, 36][n - 1];
        }
        if (name === 'img') {
          const src = attrs.src ?? '';
          const m = /^data:image\/(png|jpe?g|gif|webp);base64,(.+)$/is.exec(src);
          if (m) images.push({ bytes: Buffer.from(m[2].replace(/\s+/g, ''), 'base64'), width: 0, height: 0, order: order++ });
          return;
        }
        if (name === 'br' || name === 'hr' || name === 'meta' || name === 'link' || name === 'input') return;
        stack.push(st);
      },
      ontext(text) {
        if (skipDepth > 0) return;
        const st = top();
        if (text.trim()) {
          const n = text.replace(/\s/g, '').length;
          curChars += n;
          if (st.bold) curBoldChars += n;
          curSize = Math.max(curSize, st.size);
          if (st.heading) curHeading = true;
        }
        if (boundary && /\d$/.test(cur) && /^\d/.test(text)) cur += ' ';
        if (text.trim()) boundary = false;
        cur += text;
      },
      onclosetag(name) {
        boundary = true;
        if (skipDepth > 0) {
          if (SKIP.has(name) || skipDepth > 0) {
            if (name !== 'br' && name !== 'img' && name !== 'meta' && name !== 'link') skipDepth--;
          }
          return;
        }
        if (name === 'td' || name === 'th') {
          flushSeg();
          const start = cellStarts.pop();
          if (start !== undefined && rows.length) rows[rows.length - 1].cells.push({ start, end: lines.length });
        }
        if (BLOCK.has(name)) flushLine();
        if (name === 'tr') {
          const row = rows.pop();
          if (row && row.cells.length >= 2 && row.cells.some((c) => c.end - c.start >= 2)) {
            row.cells.forEach((c, i) => {
              for (let k = c.start; k < c.end; k++) lines[k].col = Math.min(2, i + 1);
            });
          }
        }
        if (name === 'table') inTable = Math.max(0, inTable - 1);
        if (name === 'ul' || name === 'ol') listDepth = Math.max(0, listDepth - 1);
        // Pop to the matching tag (tolerates unclosed inline tags).
        for (let i = stack.length - 1; i > 0; i--) {
          if (stack[i].tag === name) {
            stack.length = i;
            break;
          }
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  flushLine();
  return { lines, images };
}

export function readHtml(bytes: Buffer): DocModel {
  const html = unwrapMht(decodeHtml(bytes));
  const { lines, images } = htmlToLines(html);
  return { kind: 'html', lines, images, pages: 1 };
}
