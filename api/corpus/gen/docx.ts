/* Renders a DocSpec to DOCX with the `docx` package: styles, headings, tab-aligned dates, tables, header/footer, images. */
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  HeadingLevel,
  ImageRun,
  Packer,
  Paragraph,
  TabStopPosition,
  TabStopType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type ParagraphChild,
} from 'docx';
import type { Block, DocSpec } from './layouts.js';

export type DocxImages = { photo?: { bytes: Buffer; format: 'jpg' | 'png'; w: number; h: number }; logo?: Buffer };

const NO_BORDERS = {
  top: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  bottom: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  left: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  right: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  insideHorizontal: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  insideVertical: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
};

function blocks(spec: DocSpec, list: Block[], useHeadingStyles: boolean): Array<Paragraph | Table> {
  const out: Array<Paragraph | Table> = [];
  for (const b of list) {
    switch (b.t) {
      case 'space':
        out.push(new Paragraph({}));
        break;
      case 'name':
        out.push(
          useHeadingStyles
            ? new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun({ text: b.text })] })
            : new Paragraph({ children: [new TextRun({ text: b.text, bold: true, size: 44 })] }),
        );
        break;
      case 'heading': {
        const text = spec.headingStyle === 'caps' ? b.text.toUpperCase() : b.text;
        out.push(
          useHeadingStyles
            ? new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun({ text })] })
            : new Paragraph({
                spacing: { before: 200 },
                border: spec.headingStyle === 'rule' ? { bottom: { style: BorderStyle.SINGLE, size: 6, color: '888888', space: 1 } } : undefined,
                children: [new TextRun({ text, bold: true, size: 25 })],
              }),
        );
        break;
      }
      case 'bullet':
        out.push(new Paragraph({ bullet: { level: 0 }, children: [new TextRun({ text: b.text, size: 20 })] }));
        break;
      case 'text': {
        const size = b.size === 'small' ? 18 : b.size === 'large' ? 26 : 20;
        const children: ParagraphChild[] = b.spans.map((s) => new TextRun({ text: s.text, bold: s.bold, italics: s.italic, size }));
        if (b.right) children.push(new TextRun({ text: `\t${b.right}`, size }));
        out.push(
          new Paragraph({
            alignment: b.center ? AlignmentType.CENTER : undefined,
            tabStops: b.right ? [{ type: TabStopType.RIGHT, position: TabStopPosition.MAX }] : undefined,
            children,
          }),
        );
        break;
      }
      case 'table':
        out.push(
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            rows: b.rows.map(
              (row, ri) =>
                new TableRow({
                  children: row.map((cell) => new TableCell({ children: [new Paragraph({ children: [new TextRun({ text: cell, bold: b.header && ri === 0, size: 19 })] })] })),
                }),
            ),
          }),
        );
        out.push(new Paragraph({}));
        break;
    }
  }
  return out;
}

function image(img: NonNullable<DocxImages['photo']>, widthPx: number): ImageRun {
  return new ImageRun({ type: img.format, data: img.bytes, transformation: { width: widthPx, height: Math.round((widthPx * img.h) / img.w) } });
}

const FIXED = Date.UTC(2025, 5, 1, 9, 0, 0);

/** docx stamps core.xml and the zip entries with the current time: pin it so the corpus is byte-for-byte reproducible. */
async function withFixedDate<T>(fn: () => Promise<T>): Promise<T> {
  const RealDate = Date;
  class FixedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(FIXED);
      else super(...(args as [number]));
    }
    static override now(): number {
      return FIXED;
    }
  }
  (globalThis as { Date: DateConstructor }).Date = FixedDate as unknown as DateConstructor;
  try {
    return await fn();
  } finally {
    (globalThis as { Date: DateConstructor }).Date = RealDate;
  }
}

export function renderDocx(spec: DocSpec, imgs: DocxImages, opts: { headingStyles: boolean; title: string }): Promise<Buffer> {
  return withFixedDate(() => build(spec, imgs, opts));
}

async function build(spec: DocSpec, imgs: DocxImages, opts: { headingStyles: boolean; title: string }): Promise<Buffer> {
  const children: Array<Paragraph | Table> = [];
  const headerChildren: Paragraph[] = [];
  if (imgs.logo) headerChildren.push(new Paragraph({ alignment: AlignmentType.RIGHT, children: [new ImageRun({ type: 'png', data: imgs.logo, transformation: { width: 120, height: 40 } })] }));
  for (const line of spec.header ?? []) headerChildren.push(new Paragraph({ children: [new TextRun({ text: line, size: 18 })] }));
  if (imgs.photo && spec.photoPlace === 'header') headerChildren.push(new Paragraph({ alignment: AlignmentType.RIGHT, children: [image(imgs.photo, 90)] }));
  else if (imgs.photo && spec.photoPlace !== 'side') children.push(new Paragraph({ alignment: AlignmentType.RIGHT, children: [image(imgs.photo, 100)] }));
  if (spec.side) {
    const sideBlocks = blocks(spec, spec.side, false);
    if (imgs.photo && spec.photoPlace === 'side') sideBlocks.unshift(new Paragraph({ children: [image(imgs.photo, 110)] }));
    children.push(
      new Table({
        width: { size: 100, type: WidthType.PERCENTAGE },
        borders: NO_BORDERS,
        rows: [
          new TableRow({
            children: [
              new TableCell({ width: { size: 32, type: WidthType.PERCENTAGE }, children: sideBlocks }),
              new TableCell({ width: { size: 68, type: WidthType.PERCENTAGE }, children: blocks(spec, spec.main, opts.headingStyles) }),
            ],
          }),
        ],
      }),
    );
  } else {
    children.push(...blocks(spec, spec.main, opts.headingStyles));
  }
  const footer = spec.footer ? new Footer({ children: spec.footer.map((l) => new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: l, size: 16 })] })) }) : undefined;
  const doc = new Document({
    creator: 'corpus generator',
    title: opts.title,
    sections: [
      {
        headers: headerChildren.length ? { default: new Header({ children: headerChildren }) } : undefined,
        footers: footer ? { default: footer } : undefined,
        children,
      },
    ],
  });
  return Buffer.from(await Packer.toBuffer(doc));
}
