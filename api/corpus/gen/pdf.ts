/* Renders a DocSpec to PDF with pdf-lib: real positioned text (one or two columns), header/footer, tables, images. */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import type { Block, DocSpec } from './layouts.js';

const W = 595.28;
const H = 841.89;

type Fonts = { reg: PDFFont; bold: PDFFont; ital: PDFFont };
type Frame = { x: number; w: number; y: number; page: number };

export type PdfImages = { photo?: { bytes: Buffer; format: 'jpg' | 'png'; w: number; h: number }; logo?: Buffer; icon?: Buffer };

function winAnsi(s: string): string {
  return s.replace(/₹/g, 'Rs.').replace(/[^\x20-\x7e\u00a0-\u00ff•–—‘’“”…·€]/g, '');
}

export async function renderPdf(spec: DocSpec, imgs: PdfImages, date: Date, title: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const serif = spec.font === 'serif';
  const fonts: Fonts = {
    reg: await doc.embedFont(serif ? StandardFonts.TimesRoman : StandardFonts.Helvetica),
    bold: await doc.embedFont(serif ? StandardFonts.TimesRomanBold : StandardFonts.HelveticaBold),
    ital: await doc.embedFont(serif ? StandardFonts.TimesRomanItalic : StandardFonts.HelveticaOblique),
  };
  const pages: PDFPage[] = [doc.addPage([W, H])];
  const top = H - (spec.header ? 70 : 50);
  const bottom = spec.footer ? 60 : 50;
  const side = spec.side;
  const main: Frame = side ? { x: 216, w: 343, y: top, page: 0 } : { x: 50, w: 495, y: top, page: 0 };
  const sideF: Frame = { x: 36, w: 160, y: top, page: 0 };
  let photo: PDFImage | null = null;
  let floatBottom = 0; // main text narrows beside a top-right photo down to this y (page 1)
  let floatW = 0;
  if (imgs.photo) photo = imgs.photo.format === 'png' ? await doc.embedPng(imgs.photo.bytes) : await doc.embedJpg(imgs.photo.bytes);
  if (imgs.logo) {
    const logo = await doc.embedPng(imgs.logo);
    pages[0].drawImage(logo, { x: W - 50 - 90, y: H - 42, width: 90, height: 30 });
  }
  if (photo && imgs.photo) {
    const pw = 78;
    const ph = (pw * imgs.photo.h) / imgs.photo.w;
    if (spec.photoPlace === 'side' && side) {
      pages[0].drawImage(photo, { x: sideF.x + 20, y: sideF.y - ph, width: pw, height: ph });
      sideF.y -= ph + 14;
    } else {
      const y0 = (imgs.logo ? H - 50 : top + 10) - ph;
      pages[0].drawImage(photo, { x: main.x + main.w - pw, y: y0, width: pw, height: ph });
      floatBottom = y0 - 6;
      floatW = pw + 12;
    }
  }
  const page = (f: Frame) => {
    while (pages.length <= f.page) pages.push(doc.addPage([W, H]));
    return pages[f.page];
  };
  const ensure = (f: Frame, need: number) => {
    if (f.y - need < bottom) {
      f.page++;
      f.y = top;
    }
  };
  const widthAt = (f: Frame) => (f.page === 0 && f === main && f.y > floatBottom ? f.w - floatW : f.w);
  const wrap = (text: string, font: PDFFont, size: number, width: number): string[] => {
    const words = text.split(' ');
    const lines: string[] = [];
    let cur = '';
    for (const w of words) {
      const next = cur ? `${cur} ${w}` : w;
      if (font.widthOfTextAtSize(next, size) > width && cur) {
        lines.push(cur);
        cur = w;
      } else cur = next;
    }
    if (cur) lines.push(cur);
    return lines;
  };
  const draw = (f: Frame, text: string, x: number, size: number, font: PDFFont) => {
    page(f).drawText(winAnsi(text), { x, y: f.y, size, font, color: rgb(0.1, 0.1, 0.12) });
  };

  const render = (f: Frame, b: Block) => {
    switch (b.t) {
      case 'space':
        f.y -= 6;
        return;
      case 'name': {
        const size = f === sideF ? 16 : 22;
        ensure(f, size + 6);
        f.y -= size;
        draw(f, b.text, f.x, size, fonts.bold);
        f.y -= 8;
        return;
      }
      case 'heading': {
        const size = spec.headingStyle === 'bold' ? 12.5 : 12;
        ensure(f, size + 30);
        f.y -= 10 + size;
        draw(f, spec.headingStyle === 'caps' ? b.text.toUpperCase() : b.text, f.x, size, fonts.bold);
        if (spec.headingStyle === 'rule') page(f).drawLine({ start: { x: f.x, y: f.y - 3 }, end: { x: f.x + f.w, y: f.y - 3 }, thickness: 0.6, color: rgb(0.4, 0.4, 0.45) });
        f.y -= 6;
        return;
      }
      case 'bullet': {
        const size = 10;
        const lines = wrap(winAnsi(b.text), fonts.reg, size, widthAt(f) - 14);
        lines.forEach((ln, i) => {
          ensure(f, size + 3);
          f.y -= size + 3;
          if (i === 0) draw(f, '•', f.x + 2, size, fonts.reg);
          draw(f, ln, f.x + 14, size, fonts.reg);
        });
        return;
      }
      case 'text': {
        const size = b.size === 'small' ? 9 : b.size === 'large' ? 12 : 10;
        const single = b.spans.length === 1;
        const font0 = b.spans[0].bold ? fonts.bold : b.spans[0].italic ? fonts.ital : fonts.reg;
        const rightW = b.right ? fonts.reg.widthOfTextAtSize(winAnsi(b.right), size) + 16 : 0;
        if (single) {
          const lines = wrap(winAnsi(b.spans[0].text), font0, size, widthAt(f) - rightW);
          lines.forEach((ln, i) => {
            ensure(f, size + 3);
            f.y -= size + 3;
            const x = b.center ? f.x + (f.w - font0.widthOfTextAtSize(ln, size)) / 2 : f.x;
            draw(f, ln, x, size, font0);
            if (i === 0 && b.right) draw(f, b.right, f.x + widthAt(f) - rightW + 16, size, fonts.reg);
          });
        } else {
          ensure(f, size + 3);
          f.y -= size + 3;
          let x = f.x;
          for (const s of b.spans) {
            const font = s.bold ? fonts.bold : s.italic ? fonts.ital : fonts.reg;
            draw(f, s.text, x, size, font);
            x += font.widthOfTextAtSize(winAnsi(s.text), size);
          }
          if (b.right) draw(f, b.right, f.x + widthAt(f) - rightW + 16, size, fonts.reg);
        }
        return;
      }
      case 'table': {
        const cols = Math.max(...b.rows.map((r) => r.length));
        const avail = widthAt(f);
        // Shrink the type until every cell fits with a clear gap; cells are never cut.
        let size = 9.5;
        const natural = (sz: number) => Array.from({ length: cols }, (_, c) => Math.max(...b.rows.map((r) => fonts.bold.widthOfTextAtSize(winAnsi(r[c] ?? ''), sz))) + 18);
        while (size > 6.5 && natural(size).reduce((a, x) => a + x, 0) > avail) size -= 0.5;
        const widths = natural(size);
        f.y -= 4;
        b.rows.forEach((row, ri) => {
          ensure(f, size + 6);
          f.y -= size + 5;
          let x = f.x;
          row.forEach((cell, c) => {
            const font = b.header && ri === 0 ? fonts.bold : fonts.reg;
            draw(f, winAnsi(cell), x + 2, size, font);
            x += widths[c];
          });
          page(f).drawLine({ start: { x: f.x, y: f.y - 3 }, end: { x: f.x + widths.reduce((a, w) => a + w, 0), y: f.y - 3 }, thickness: 0.3, color: rgb(0.7, 0.7, 0.7) });
        });
        f.y -= 4;
        return;
      }
    }
  };
  if (side) for (const b of side) render(sideF, b);
  for (const b of spec.main) render(main, b);
  const n = pages.length;
  pages.forEach((pg, i) => {
    if (spec.header) for (const [k, line] of spec.header.entries()) pg.drawText(winAnsi(line), { x: 50, y: H - 32 - k * 12, size: 9, font: fonts.reg, color: rgb(0.3, 0.3, 0.3) });
    if (spec.footer) {
      const text = spec.footer.map((l) => (/^Page \d+ of \d+$/.test(l) ? `Page ${i + 1} of ${n}` : `${l}    Page ${i + 1}`)).join('   ');
      pg.drawText(winAnsi(text), { x: 50, y: 30, size: 8, font: fonts.reg, color: rgb(0.4, 0.4, 0.4) });
    }
  });
  doc.setTitle(title);
  doc.setAuthor('');
  doc.setProducer('corpus generator');
  doc.setCreator('corpus generator');
  doc.setCreationDate(date);
  doc.setModificationDate(date);
  return Buffer.from(await doc.save());
}
