/* Builders of test inputs: crafted PDFs, zips (bombs), OLE compound files. Nothing here needs external tools. */
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { makeLine, type Line } from '../model.js';

export const lines = (...rows: Array<string | string[]>): Line[] =>
  rows.map((r) => makeLine(Array.isArray(r) ? r : [r]));

/** Text set at a point of an A4 page (pdf-lib's points: y from the page's foot), Helvetica 10 unless said. */
export type Placed = { t: string; x: number; y: number; size?: number; bold?: boolean };

/** A PDF of A4 pages, each its placed texts: the shape of a layout, made without any tool. */
export async function placedPdf(...pages: Placed[][]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  for (const items of pages) {
    const page = doc.addPage([595, 842]);
    for (const it of items) page.drawText(it.t, { x: it.x, y: it.y, size: it.size ?? 10, font: it.bold ? bold : regular });
  }
  return Buffer.from(await doc.save());
}

// ---------- an RC4-encrypted PDF (Standard security handler, revision 2) with a user password ----------

const PAD = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');

function rc4(key: Buffer, data: Buffer): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
  let j = 0;
  for (let i = 0; i < 256; i++) {
    j = (j + s[i] + key[i % key.length]) & 255;
    [s[i], s[j]] = [s[j], s[i]];
  }
  const out = Buffer.alloc(data.length);
  let i = 0;
  j = 0;
  for (let k = 0; k < data.length; k++) {
    i = (i + 1) & 255;
    j = (j + s[i]) & 255;
    [s[i], s[j]] = [s[j], s[i]];
    out[k] = data[k] ^ s[(s[i] + s[j]) & 255];
  }
  return out;
}
const md5 = (...parts: Buffer[]) => createHash('md5').update(Buffer.concat(parts)).digest();
const padPw = (pw: string) => Buffer.concat([Buffer.from(pw, 'latin1'), PAD]).subarray(0, 32);

export function encryptedPdf(userPassword = 'secret', ownerPassword = 'owner'): Buffer {
  const id = Buffer.from('0123456789abcdef0123456789abcdef', 'hex');
  const P = -44;
  const pBytes = Buffer.alloc(4);
  pBytes.writeInt32LE(P);
  const O = rc4(md5(padPw(ownerPassword)).subarray(0, 5), padPw(userPassword));
  const key = md5(padPw(userPassword), O, pBytes, id).subarray(0, 5);
  const U = rc4(key, PAD);
  const objKey = (n: number) =>
    md5(key, Buffer.from([n & 255, (n >> 8) & 255, (n >> 16) & 255, 0, 0])).subarray(0, 10);
  const content = rc4(
    objKey(4),
    Buffer.from('BT /F1 18 Tf 72 760 Td (Secret Resume) Tj ET', 'latin1'),
  );
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Filter /Standard /V 1 /R 2 /O <${O.toString('hex')}> /U <${U.toString('hex')}> /P ${P} >>`,
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let pos = parts[0].length;
  objs.forEach((o, i) => {
    const head = Buffer.from(`${i + 1} 0 obj\n`, 'latin1');
    const body =
      o === null
        ? Buffer.concat([
            Buffer.from(`<< /Length ${content.length} >>\nstream\n`, 'latin1'),
            content,
            Buffer.from('\nendstream', 'latin1'),
          ])
        : Buffer.from(o, 'latin1');
    const chunk = Buffer.concat([head, body, Buffer.from('\nendobj\n', 'latin1')]);
    offsets.push(pos);
    parts.push(chunk);
    pos += chunk.length;
  });
  const xref = `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  const trailer = `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R /Encrypt 6 0 R /ID [<${id.toString('hex')}> <${id.toString('hex')}>] >>\nstartxref\n${pos}\n%%EOF\n`;
  parts.push(Buffer.from(xref + trailer, 'latin1'));
  return Buffer.concat(parts);
}

// ---------- zip files ----------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(b: Buffer): number {
  let c = 0xffffffff;
  for (let i = 0; i < b.length; i++) c = CRC_TABLE[(c ^ b[i]) & 255] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

export type ZipEntry = {
  name: string;
  data: Buffer;
  /** Declared uncompressed size, to lie about it. */ declare?: number;
};

/** A zip (deflate) written by hand, so tests can make bombs: huge entries, lying sizes, many entries. */
export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const comp = zlib.deflateRawSync(e.data, { level: 9 });
    const crc = crc32(e.data);
    const size = e.declare ?? e.data.length;
    const lh = Buffer.alloc(30);
    lh.writeUInt32LE(0x04034b50, 0);
    lh.writeUInt16LE(20, 4);
    lh.writeUInt16LE(0, 6);
    lh.writeUInt16LE(8, 8);
    lh.writeUInt32LE(crc, 14);
    lh.writeUInt32LE(comp.length, 18);
    lh.writeUInt32LE(size, 22);
    lh.writeUInt16LE(name.length, 26);
    locals.push(lh, name, comp);
    const ch = Buffer.alloc(46);
    ch.writeUInt32LE(0x02014b50, 0);
    ch.writeUInt16LE(20, 4);
    ch.writeUInt16LE(20, 6);
    ch.writeUInt16LE(8, 10);
    ch.writeUInt32LE(crc, 16);
    ch.writeUInt32LE(comp.length, 20);
    ch.writeUInt32LE(size, 24);
    ch.writeUInt16LE(name.length, 28);
    ch.writeUInt32LE(offset, 42);
    centrals.push(ch, name);
    offset += 30 + name.length + comp.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

const CT = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
export function documentXml(paragraphs: string[]): string {
  const p = paragraphs
    .map(
      (t) =>
        `<w:p><w:r><w:t xml:space="preserve">${t.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</w:t></w:r></w:p>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${p}</w:body></w:document>`;
}
/** A DOCX whose word/document.xml is the given XML. */
export function docxOfXml(xml: string): Buffer {
  return zip([
    { name: '[Content_Types].xml', data: Buffer.from(CT) },
    { name: '_rels/.rels', data: Buffer.from(RELS) },
    { name: 'word/document.xml', data: Buffer.from(xml) },
  ]);
}
/** A minimal valid DOCX, plus any extra entries. */
export function minimalDocx(paragraphs: string[], extra: ZipEntry[] = []): Buffer {
  return zip([
    { name: '[Content_Types].xml', data: Buffer.from(CT) },
    { name: '_rels/.rels', data: Buffer.from(RELS) },
    { name: 'word/document.xml', data: Buffer.from(documentXml(paragraphs)) },
    ...extra,
  ]);
}

// ---------- OLE compound files (legacy .doc, encrypted OOXML envelopes) ----------

/** A version-3 compound file with the given streams (each padded to at least 4 KB so it sits in regular sectors). */
export function oleFile(streams: Array<{ name: string; data: Buffer }>): Buffer {
  const SEC = 512;
  const END = 0xfffffffe;
  const FREE = 0xffffffff;
  const datas = streams.map((s) =>
    s.data.length >= 4096 ? s.data : Buffer.concat([s.data, Buffer.alloc(4096 - s.data.length)]),
  );
  const fat: number[] = [0xfffffffd, END]; // sector 0: FAT, sector 1: directory
  const starts: number[] = [];
  let next = 2;
  for (const d of datas) {
    const n = Math.ceil(d.length / SEC);
    starts.push(next);
    for (let k = 0; k < n; k++) fat.push(k === n - 1 ? END : next + k + 1);
    next += n;
  }
  while (fat.length < 128) fat.push(FREE);
  const header = Buffer.alloc(SEC, 0);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c);
  header.writeUInt32LE(1, 0x30);
  header.writeUInt32LE(4096, 0x38);
  header.writeUInt32LE(END, 0x3c);
  header.writeUInt32LE(END, 0x44);
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i === 0 ? 0 : FREE, 0x4c + i * 4);
  const fatSec = Buffer.alloc(SEC);
  fat.slice(0, 128).forEach((v, i) => fatSec.writeUInt32LE(v >>> 0, i * 4));
  const dir = Buffer.alloc(SEC, 0);
  const entry = (
    i: number,
    name: string,
    type: number,
    start: number,
    size: number,
    child: number,
    right: number,
  ) => {
    const o = i * 128;
    dir.write(name, o, 'utf16le');
    dir.writeUInt16LE((name.length + 1) * 2, o + 0x40);
    dir[o + 0x42] = type;
    dir[o + 0x43] = 1;
    dir.writeUInt32LE(FREE, o + 0x44);
    dir.writeUInt32LE(right >>> 0, o + 0x48);
    dir.writeUInt32LE(child >>> 0, o + 0x4c);
    dir.writeUInt32LE(start >>> 0, o + 0x74);
    dir.writeUInt32LE(size, o + 0x78);
  };
  entry(0, 'Root Entry', 5, END, 0, streams.length ? 1 : FREE, FREE);
  streams.forEach((s, i) =>
    entry(
      i + 1,
      s.name,
      2,
      starts[i],
      datas[i].length,
      FREE,
      i + 2 <= streams.length ? i + 2 : FREE,
    ),
  );
  return Buffer.concat([
    header,
    fatSec,
    dir,
    ...datas.map((d) => Buffer.concat([d, Buffer.alloc((SEC - (d.length % SEC)) % SEC)])),
  ]);
}

/** A Word 97 FIB start with the fEncrypted flag. */
export function encryptedDoc(): Buffer {
  const fib = Buffer.alloc(4096);
  fib.writeUInt16LE(0xa5ec, 0);
  fib.writeUInt16LE(0x00c1, 2);
  fib.writeUInt16LE(0x0100 | 0x0200, 0x0a);
  return oleFile([
    { name: 'WordDocument', data: fib },
    { name: '1Table', data: Buffer.alloc(4096) },
  ]);
}

export function encryptedDocx(): Buffer {
  return oleFile([
    { name: 'EncryptionInfo', data: Buffer.from([4, 0, 4, 0, 0x40, 0, 0, 0]) },
    { name: 'EncryptedPackage', data: Buffer.alloc(4096, 7) },
  ]);
}
