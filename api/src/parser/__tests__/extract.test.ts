import { describe, test } from 'node:test';
import { expect } from 'expect';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  AlignmentType,
  Document,
  Footer,
  Header,
  ImageRun,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
} from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { randomBytes } from 'node:crypto';
import { readDocument } from '../document.js';
import { extractEducation } from '../fields/education.js';
import { documentXml, zip } from './helpers.js';
import { detectKind } from '../detect.js';
import { htmlToLines } from '../extract/html.js';
import { readRtf } from '../extract/rtf.js';
import { DEFAULT_LIMITS } from '../types.js';
import { extractText, parseResume } from '../index.js';

const read = (b: Buffer) => readDocument(b, DEFAULT_LIMITS, true);

async function facePng(w: number, h: number): Promise<Buffer> {
  const buf = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3;
      const d = ((x - w / 2) / (w * 0.25)) ** 2 + ((y - h * 0.42) / (h * 0.3)) ** 2;
      const n = ((x * 7 + y * 13) % 17) - 8;
      const k = 1 - 0.3 * Math.min(1, d);
      const t = y / h;
      const c =
        d < 1
          ? [214 * k + n, 160 * k + n, 128 * k + n]
          : [60 + 140 * t + n, 80 + 120 * t, 150 + 80 * t + n];
      buf[i] = c[0];
      buf[i + 1] = c[1];
      buf[i + 2] = c[2];
    }
  return sharp(buf, { raw: { width: w, height: h, channels: 3 } })
    .png()
    .toBuffer();
}

describe('content type detection', () => {
  test('by magic bytes, not by name', async () => {
    expect(detectKind(Buffer.from('%PDF-1.7\n'))).toBe('pdf');
    expect(detectKind(Buffer.from('<!DOCTYPE html><html>'))).toBe('html');
    expect(detectKind(Buffer.from('{\\rtf1\\ansi hello}'))).toBe('rtf');
    expect(detectKind(Buffer.from('d0cf11e0a1b11ae1', 'hex'))).toBe('doc');
  });

  test('a DOCX whose first entry is larger than 64 KB, its word/ parts after it, by its central directory', async () => {
    // the parts behind an incompressible 200 KB thumbnail (as some writers put docProps/thumbnail.jpeg first)
    const big = zip([
      { name: 'docProps/thumbnail.jpeg', data: randomBytes(200 * 1024) },
      { name: 'word/document.xml', data: Buffer.from(documentXml(['Asha Verma'])) },
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
    ]);
    expect(big.subarray(0, 64 * 1024).includes('word/')).toBe(false);
    expect(detectKind(big)).toBe('docx');
    expect(detectKind(zip([{ name: 'photos/a.jpg', data: randomBytes(100 * 1024) }]))).toBe('zip');
  });
});

describe('PDF (pdfjs-dist)', () => {
  test('lines, font weight and size, two columns read one after the other, running headers and footers', async () => {
    const doc = await PDFDocument.create();
    const reg = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    for (let p = 0; p < 2; p++) {
      const page = doc.addPage([595, 842]);
      page.drawText('Confidential resume', { x: 40, y: 815, size: 8, font: reg });
      page.drawText(`Page ${p + 1} of 2`, { x: 500, y: 20, size: 8, font: reg });
      if (p === 0) {
        page.drawText('Kavya Reddy', { x: 40, y: 770, size: 24, font: bold });
        page.drawText('SKILLS', { x: 40, y: 720, size: 12, font: bold });
        for (const [i, s] of ['Python', 'SQL', 'Tableau', 'Excel', 'Spark'].entries())
          page.drawText(s, { x: 40, y: 700 - i * 14, size: 10, font: reg });
        page.drawText('EXPERIENCE', { x: 230, y: 720, size: 12, font: bold });
        page.drawText('Data Analyst - Mu Sigma', { x: 230, y: 700, size: 10, font: bold });
        page.drawText('Jan 2020 - Present', { x: 470, y: 700, size: 10, font: reg });
        for (let i = 0; i < 6; i++)
          page.drawText(`Built dashboards and reports number ${i} for the team.`, {
            x: 230,
            y: 684 - i * 14,
            size: 10,
            font: reg,
          });
      } else page.drawText('More text on page two', { x: 40, y: 700, size: 10, font: reg });
    }
    const m = await read(Buffer.from(await doc.save()));
    const texts = m.lines.filter((l) => l.src === 'body').map((l) => l.text);
    expect(texts.indexOf('Tableau')).toBeLessThan(texts.indexOf('EXPERIENCE'));
    const name = m.lines.find((l) => l.text === 'Kavya Reddy')!;
    expect(name.bold).toBe(true);
    expect(Math.round(name.size)).toBe(24);
    expect(m.lines.find((l) => l.text.startsWith('Data Analyst'))!.segs).toEqual([
      'Data Analyst - Mu Sigma',
      'Jan 2020 - Present',
    ]);
    expect(
      m.lines.filter((l) => l.text === 'Confidential resume').every((l) => l.src === 'header'),
    ).toBe(true);
    expect(texts.some((t) => /Page \d of 2/.test(t))).toBe(false);
    expect(m.pages).toBe(2);
  });

  test('a sidebar sharing the main column leading is still a column; a date timeline and a label table are not', async () => {
    const build = async (left: string[], right: string[]) => {
      const doc = await PDFDocument.create();
      const page = doc.addPage([595, 842]);
      const f = await doc.embedFont(StandardFonts.Helvetica);
      left.forEach((t, i) => page.drawText(t, { x: 40, y: 760 - i * 14, size: 10, font: f }));
      right.forEach((t, i) => page.drawText(t, { x: 220, y: 760 - i * 14, size: 10, font: f }));
      return (await read(Buffer.from(await doc.save()))).lines.map((l) => l.text);
    };
    const side = await build(
      ['CONTACT', 'a@b.com', '9876543210', 'SKILLS', 'Python', 'SQL', 'Excel'],
      [
        'EXPERIENCE',
        'Analyst at Acme Corp',
        'Built the sales dashboards for all regions.',
        'Cut the monthly close from ten days to six.',
        'Clerk at Initech',
        'Kept the books for three entities in SAP.',
        'Filed returns on time every quarter.',
      ],
    );
    expect(side.slice(0, 7)).toEqual([
      'CONTACT',
      'a@b.com',
      '9876543210',
      'SKILLS',
      'Python',
      'SQL',
      'Excel',
    ]);
    const timeline = await build(
      ['2019 - Present', 'Mar 2016 - 2019', '2014 - 2016', '2012 - 2014'],
      ['Lead Engineer, Acme Corp', 'Engineer, Initech', 'Analyst, Globex', 'Intern, Hooli'],
    );
    expect(timeline[0]).toBe('2019 - Present\tLead Engineer, Acme Corp');
    const table = await build(
      ['Name:', 'Email:', 'Mobile:', 'Location:'],
      ['Rahul Sharma', 'r@s.com', '9876543210', 'Pune'],
    );
    expect(table[0]).toBe('Name:\tRahul Sharma');
  });

  test('dates and grades set flush right of their entries are no column: each stays on its entry\'s line', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([595, 842]);
    const f = await doc.embedFont(StandardFonts.Helvetica);
    const rows: Array<[string, string]> = [
      ['Education', ''],
      ['Christ University', 'Jun 2020 – May 2022'],
      ['M.Stat in Statistics', 'CGPA 8.1/10'],
      ['Christ University', 'Jun 2016 – May 2020'],
      ['B.Tech in Electronics and Communication', '72%'],
      ['Delhi Public School, R.K. Puram', 'May 2016'],
      ['HSC in Commerce', '87%'],
      ['Narayana Junior College', 'May 2014'],
      ['SSC', '92%'],
    ];
    rows.forEach(([l, r], i) => {
      page.drawText(l, { x: 40, y: 760 - i * 16, size: 11, font: f });
      if (r) page.drawText(r, { x: 555 - f.widthOfTextAtSize(r, 11), y: 760 - i * 16, size: 11, font: f });
    });
    const m = await read(Buffer.from(await doc.save()));
    expect(m.lines.map((l) => l.segs.join(' | '))).toEqual(rows.map(([l, r]) => (r ? `${l} | ${r}` : l)));
  });

  test("a column's own margin dates, wrapped by the margin beside the entry's wrapped text, are read whole on the entry's first line", async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([595, 842]);
    const f = await doc.embedFont(StandardFonts.Helvetica);
    const side = ['SKILLS', 'Excel', 'Tally', 'GST', 'Payroll', 'Audit', 'SAP FICO'];
    side.forEach((t, i) => page.drawText(t, { x: 20, y: 760 - i * 14, size: 10, font: f }));
    const main: Array<[string, string]> = [
      ['', 'EDUCATION'],
      ['Jun 2013 – May', 'MBA in Human Resource'],
      ['2015', 'Management'],
      ['', 'University of Toronto'],
      ['Jun 2009 – May', 'B.A. in Psychology'],
      ['2012', 'National University of Singapore'],
    ];
    main.forEach(([d, t], i) => {
      if (d) page.drawText(d, { x: 200, y: 760 - i * 14, size: 10, font: f });
      page.drawText(t, { x: 280, y: 760 - i * 14, size: 10, font: f });
    });
    const m = await read(Buffer.from(await doc.save()));
    expect(m.lines.map((l) => l.text)).toEqual([
      ...side,
      'EDUCATION',
      'MBA in Human Resource\tJun 2013 – May 2015',
      'Management',
      'University of Toronto',
      'B.A. in Psychology\tJun 2009 – May 2012',
      'National University of Singapore',
    ]);
    expect(extractEducation(m.lines.slice(side.length + 1), { y: 2025, m: 6 })).toEqual([
      { qualification: 'MBA in Human Resource Management', university: 'University of Toronto', year_of_pass: '2015' },
      { qualification: 'B.A. in Psychology', university: 'National University of Singapore', year_of_pass: '2012' },
    ]);
  });

  test("a date wrapped after its month by a narrow column ('Biostatistics September' / '2020 – May 2022', 'Humanities December' / '2016') is read whole", async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([595, 842]);
    const f = await doc.embedFont(StandardFonts.Helvetica);
    // Two entries of a column about 150 pt wide; the first line of each ran to its right edge.
    const rows = ['M.Stat, Biostatistics September', '2020 – May 2022', 'Christ University', 'HSC, Humanities December', '2016', 'Delhi Public School'];
    rows.forEach((t, i) => page.drawText(t, { x: 40, y: 760 - i * 12 - (i >= 3 ? 8 : 0), size: 10, font: f }));
    const m = await read(Buffer.from(await doc.save()));
    expect(m.lines.map((l) => l.text)).toEqual(['M.Stat, Biostatistics September 2020 – May 2022', 'Christ University', 'HSC, Humanities December 2016', 'Delhi Public School']);
  });

  test('a narrow sidebar is a column even when a long e-mail address overflows it into the gutter', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([595, 842]);
    const f = await doc.embedFont(StandardFonts.Helvetica);
    const left = ['jyoti.bhandari.career@gmail.com', '9876543210', 'Education', 'M.Stat in', 'Statistics', 'Christ University', 'Jun 2020 – May 2022'];
    const right = ['Work', 'Data Analyst', 'Mu Sigma', 'Nov 2022 - Present', 'Forecast weekly demand for 3,000 stores.', 'Automated the reporting dashboards.', 'Mentored two analysts.'];
    left.forEach((t, i) => page.drawText(t, { x: 10, y: 760 - i * 14, size: 10, font: f }));
    right.forEach((t, i) => page.drawText(t, { x: 142, y: 760 - i * 14, size: 10, font: f }));
    const m = await read(Buffer.from(await doc.save()));
    expect(m.lines.map((l) => l.text)).toEqual([...left, ...right]);
  });

  test('an embedded face photo is found and scaled to fit 360×360', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([595, 842]);
    const png = await doc.embedPng(await facePng(480, 600));
    page.drawImage(png, { x: 470, y: 700, width: 80, height: 100 });
    page.drawText('Arjun Menon', {
      x: 40,
      y: 780,
      size: 22,
      font: await doc.embedFont(StandardFonts.HelveticaBold),
    });
    const { parseResume } = await import('../index.js');
    const out = await parseResume(Buffer.from(await doc.save()), { fileName: 'a.pdf', skills: [] });
    expect(out.photo).not.toBeNull();
    expect(out.photo!.scaledDown).toBe(true);
    expect(out.photo!.width).toBeLessThanOrEqual(360);
    expect(out.photo!.height).toBe(360);
    expect(out.photo!.message).toMatch(/scaled down/);
    const meta = await sharp(out.photo!.bytes).metadata();
    expect(['png', 'jpeg']).toContain(meta.format);
  });
});

describe('DOCX (mammoth + yauzl)', () => {
  test('body, tables as segments, header and footer text, headings, media photo', async () => {
    const face = await facePng(200, 250);
    const d = new Document({
      sections: [
        {
          headers: {
            default: new Header({
              children: [new Paragraph('Nikhil Joshi | +91 90000 12345 | nikhil.j@gmail.com')],
            }),
          },
          footers: {
            default: new Footer({
              children: [
                new Paragraph({
                  alignment: AlignmentType.CENTER,
                  children: [new TextRun('Page footer')],
                }),
              ],
            }),
          },
          children: [
            new Paragraph({
              children: [
                new ImageRun({
                  type: 'png',
                  data: face,
                  transformation: { width: 100, height: 125 },
                }),
              ],
            }),
            new Paragraph({ heading: 'Heading1', children: [new TextRun('Experience')] }),
            new Table({
              rows: [
                new TableRow({
                  children: ['Zoho Corporation', 'Developer', 'Jun 2019', 'Till Date'].map(
                    (t) => new TableCell({ children: [new Paragraph(t)] }),
                  ),
                }),
              ],
            }),
          ],
        },
      ],
    });
    const buf = Buffer.from(await Packer.toBuffer(d));
    const m = await read(buf);
    expect(m.lines[0].src).toBe('header');
    expect(m.lines.find((l) => l.text === 'Experience')!.heading).toBe(true);
    expect(m.lines.find((l) => l.segs.length === 4)!.segs).toEqual([
      'Zoho Corporation',
      'Developer',
      'Jun 2019',
      'Till Date',
    ]);
    expect(m.lines.some((l) => l.src === 'footer' && l.text === 'Page footer')).toBe(true);
    expect(m.images.length).toBe(1);
    const { parseResume } = await import('../index.js');
    const out = await parseResume(buf, { fileName: 'x.docx', skills: [] });
    expect(out.data.username).toBe('Nikhil Joshi');
    expect(out.data.exp_details).toEqual([
      {
        designation: 'Developer',
        company: 'Zoho Corporation',
        from_date: '2019-06-01',
        to_date: ' Till Date',
      },
    ]);
    expect(out.photo?.scaledDown).toBe(false);
    expect(out.photo?.width).toBe(200);
  });
});

describe('photo choice', () => {
  test('a black-and-white photo counts; a flat logo does not', async () => {
    const { parseResume } = await import('../index.js');
    const make = async (img: Buffer, w: number, h: number) =>
      Buffer.from(
        await Packer.toBuffer(
          new Document({
            sections: [
              {
                children: [
                  new Paragraph({
                    children: [
                      new ImageRun({
                        type: 'png',
                        data: img,
                        transformation: { width: w, height: h },
                      }),
                    ],
                  }),
                  new Paragraph('Ravi Kumar'),
                ],
              },
            ],
          }),
        ),
      );
    const gray = await sharp(await facePng(240, 300))
      .grayscale()
      .png()
      .toBuffer();
    expect(
      (await parseResume(await make(gray, 96, 120), { fileName: 'g.docx', skills: [] })).photo,
    ).not.toBeNull();
    const flat = await sharp({
      create: { width: 200, height: 200, channels: 3, background: '#1e5aa0' },
    })
      .png()
      .toBuffer();
    expect(
      (await parseResume(await make(flat, 80, 80), { fileName: 'l.docx', skills: [] })).photo,
    ).toBeNull();
  });
});

describe('HTML (htmlparser2)', () => {
  test('scripts and styles are never run nor read; blocks, cells, entities, bold and sizes', () => {
    const { lines } =
      htmlToLines(`<html><head><title>t</title><style>p{color:red}</style><script>alert('x')</script></head>
      <body><h1>Sneha&nbsp;Kulkarni</h1><p>Email: <a href="mailto:s@k.in">s@k.in</a> &amp; more</p>
      <table><tr><td><b>Notice Period</b></td><td>30 days</td></tr></table><ul><li>One</li><li>Two</li></ul>
      <div style="font-size:18pt;font-weight:700">Big bold</div><noscript>no</noscript><img src="https://tracker.example/x.png"></body></html>`);
    const t = lines.map((l) => l.text);
    expect(t).toEqual([
      'Sneha Kulkarni',
      'Email: s@k.in & more',
      'Notice Period\t30 days',
      '• One',
      '• Two',
      'Big bold',
    ]);
    expect(lines[0].heading).toBe(true);
    expect(lines[5].bold).toBe(true);
    expect(lines[5].size).toBe(18);
  });

  test('elements set side by side by a style sheet do not run into one word; a word split by markup stays one', () => {
    const t = (h: string) => htmlToLines(h).lines.map((l) => l.text);
    expect(t('<p><span>Feb, 2021 - Dec, 2022</span><span><i></i>1 year 10 months</span></p>')).toEqual(['Feb, 2021 - Dec, 2022 1 year 10 months']);
    expect(t('<div><span>Mu Sigma</span><span>Data Analyst</span></div>')).toEqual(['Mu Sigma Data Analyst']);
    expect(t('<p>Nov 2022<span>Present</span></p>')).toEqual(['Nov 2022 Present']);
    expect(t('<p><b>J</b>ohn Smith</p><p>Hello <b>World</b>!</p><p><a href="x">www.</a>example.com</p>')).toEqual(['John Smith', 'Hello World!', 'www.example.com']);
  });

  test('Windows-1252 and UTF-16 files', async () => {
    const latin = Buffer.from(
      '<html><head><meta charset="windows-1252"></head><body><p>Jos\xe9 \x96 Pune</p></body></html>',
      'latin1',
    );
    expect(await extractText(latin, 'x.html')).toBe('José – Pune');
    const u16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('<html><body><p>Hello</p></body></html>', 'utf16le'),
    ]);
    expect(await extractText(u16, 'x.htm')).toBe('Hello');
  });
});

describe('DOC (word-extractor) and RTF', () => {
  test('a legacy .doc from the corpus', async () => {
    const dir = path.join(__dirname, '../../../corpus/files');
    const m = await read(readFileSync(path.join(dir, '044-table-in.doc')));
    expect(m.kind).toBe('doc');
    expect(m.lines.some((l) => l.segs.length >= 4)).toBe(true); // table rows keep their cells
    expect(m.lines.map((l) => l.text).join('\n')).toMatch(/CURRICULUM VITAE/);
  });

  test("a legacy .doc's photo is found (its OfficeArt pictures in the Data stream); a .doc without one has none", async () => {
    // The tune-part DOCX 001-data-lo-sidebar saved as Word 97 by LibreOffice (corpus/thirdparty/extra).
    const bytes = readFileSync(path.join(__dirname, '../../../corpus/thirdparty/extra/001-data-lo-sidebar.doc'));
    const out = await parseResume(bytes, { fileName: 'cv.doc', skills: [] });
    expect(out.photo).not.toBeNull();
    expect([out.photo!.width, out.photo!.height]).toEqual([240, 300]);
    expect(out.data.username).toBe('Jyoti Bhandari');
    const none = await parseResume(readFileSync(path.join(__dirname, '../../../corpus/files/044-table-in.doc')), { fileName: 'cv.doc', skills: [] });
    expect(none.photo).toBeNull();
    // A cut or scrambled file gives no pictures rather than an error.
    const { docImages } = await import('../extract/doc.js');
    expect(docImages(bytes.subarray(0, 3000), bytes.length)).toEqual([]);
    const scrambled = Buffer.from(bytes);
    for (let i = 4096; i < scrambled.length; i += 7) scrambled[i] ^= 0x5a;
    expect(() => docImages(scrambled, scrambled.length)).not.toThrow();
  });

  test('RTF saved as .doc', () => {
    const m = readRtf(
      Buffer.from(
        "{\\rtf1\\ansi{\\fonttbl{\\f0 Arial;}}{\\*\\generator X;}\\f0\\fs44\\b Ravi Teja\\b0\\fs20\\par Email: ravi@x.in\\par Skills\\tab Java\\cell SQL\\cell\\row caf\\'e9 \\u8377? 5 LPA\\par}",
        'latin1',
      ),
    );
    expect(m.lines.map((l) => l.text)).toEqual([
      'Ravi Teja',
      'Email: ravi@x.in',
      'Skills\tJava\tSQL',
      'café ₹ 5 LPA',
    ]);
    expect(m.lines[0].bold).toBe(true);
    expect(m.lines[0].size).toBe(22);
  });
});
