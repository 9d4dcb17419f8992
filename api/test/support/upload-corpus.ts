// The crafted files of the uploads suite, generated here (nothing binary is kept in the repository): wrong magic
// bytes for the extension, polyglots, sizes one byte over each limit, zip bombs, hostile names, active content,
// a huge declared pixel count, an empty file. Each says what its content really is, so the suite knows the answer
// every upload route must give.
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import sharp from 'sharp';
import type { FileKind } from '../../src/files/kinds.js';
import { zip } from '../../src/parser/__tests__/helpers.js';

export type Crafted = {
  id: string;
  /** The file name the client sends. */
  name: string;
  /** The Content-Type the client claims. */
  type: string;
  data: Buffer;
  /** What the content is, by its bytes (null: nothing the suite accepts). */
  kind: FileKind | null;
  /** Refused whatever the route: '413' over the server-wide limit, 'logo413' over the logo limit, 'all' a 4xx. */
  refuse?: '413' | 'logo413' | 'all';
  /** A real image a re-encoding route can decode (false: garbage behind image magic, or too many pixels). */
  decodable?: boolean;
  /** true: the resume parser must read it (2xx); false: it must refuse it (4xx); unset: either. */
  parses?: boolean;
};

const CT = (last = false) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${last ? '<Default Extension="jpeg" ContentType="image/jpeg"/>' : ''}<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
const DOC = (lines: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${lines
    .map((l) => `<w:p><w:r><w:t xml:space="preserve">${l}</w:t></w:r></w:p>`)
    .join('')}</w:body></w:document>`;
const RESUME_LINES = ['Asha Verma', 'asha.verma@example.com', '+91 98765 43210', 'Senior Java Developer at Infosys', 'Skills: Java, Spring Boot, SQL'];

/** A DOCX whose first entry is a thumbnail (8 KB of noise) and whose [Content_Types].xml is the last entry. */
export function docxContentTypesLast(thumbnailBytes = 8192): Buffer {
  return zip([
    { name: 'docProps/thumbnail.jpeg', data: crypto.randomBytes(thumbnailBytes) },
    { name: '_rels/.rels', data: Buffer.from(RELS) },
    { name: 'word/document.xml', data: Buffer.from(DOC(RESUME_LINES)) },
    { name: '[Content_Types].xml', data: Buffer.from(CT(true)) },
  ]);
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** A PDF of exactly `size` bytes (a comment pads it). */
function pdfOfSize(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n%');
  const tail = Buffer.from('\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(size - head.length - tail.length, 0x20), tail]);
}

/** A PNG whose IHDR declares width × height (CRC fixed), with the 8×8 image's data. */
function pngDeclaring(png: Buffer, width: number, height: number): Buffer {
  const b = Buffer.from(png);
  b.writeUInt32BE(width, 16);
  b.writeUInt32BE(height, 20);
  b.writeUInt32BE(zlib.crc32(b.subarray(12, 29)), 29);
  return b;
}

export async function buildCorpus(limits: { uploadMaxBytes: number; logoMaxBytes: number }): Promise<Crafted[]> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366cc' } }).png().toBuffer();
  const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#cc6633' } }).jpeg().toBuffer();
  const html = Buffer.from('<!doctype html><html><body><h1>Asha Verma</h1><script>alert(document.domain)</script><img src=x onerror="alert(1)"></body></html>');
  const docx = zip([
    { name: '[Content_Types].xml', data: Buffer.from(CT()) },
    { name: '_rels/.rels', data: Buffer.from(RELS) },
    { name: 'word/document.xml', data: Buffer.from(DOC(RESUME_LINES)) },
  ]);
  const base = [
    { name: '[Content_Types].xml', data: Buffer.from(CT()) },
    { name: '_rels/.rels', data: Buffer.from(RELS) },
    { name: 'word/document.xml', data: Buffer.from(DOC(RESUME_LINES)) },
  ];
  // 120 MB of zeros deflate to ~120 KB: over the 100 MB total and the 200:1 ratio, declared honestly.
  const bomb = zip([...base, { name: 'word/media/image1.bin', data: Buffer.alloc(120 * 1024 * 1024) }]);
  // The same kind of entry declaring 1 KB: only inflating it shows the truth (the parser counts the real bytes).
  const liar = zip([...base, { name: 'word/media/image1.bin', data: Buffer.alloc(60 * 1024 * 1024), declare: 1024 }]);
  const pe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(56), Buffer.from('PE\x00\x00', 'latin1'), crypto.randomBytes(512)]);
  pe.writeUInt32LE(64, 60);
  const plainZip = zip([{ name: 'payload.txt', data: Buffer.from('not a document') }]);
  const logoOver = Buffer.concat([png, Buffer.alloc(limits.logoMaxBytes + 1 - png.length)]);

  return [
    { id: 'png bytes named .pdf', name: 'resume.pdf', type: 'application/pdf', data: png, kind: 'png', decodable: true },
    { id: 'Windows executable named .pdf', name: 'resume.pdf', type: 'application/pdf', data: pe, kind: null },
    { id: 'pdf bytes named .png', name: 'photo.png', type: 'image/png', data: PDF, kind: 'pdf', parses: undefined },
    { id: 'pdf bytes named .html', name: 'page.html', type: 'text/html', data: PDF, kind: 'pdf' },
    { id: 'plain text named .docx', name: 'resume.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', data: Buffer.from('Asha Verma\nJava developer\n'), kind: 'txt' },
    { id: 'a plain zip named .docx', name: 'resume.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', data: plainZip, kind: null },
    { id: 'binary garbage named .txt', name: 'notes.txt', type: 'text/plain', data: Buffer.concat([Buffer.from('abc\x00\x01\x02'), crypto.randomBytes(256)]), kind: null },
    { id: 'GIF/JavaScript polyglot', name: 'anim.gif', type: 'image/gif', data: Buffer.from('GIF89a/*\x01\x00\x01\x00\x00\x00\x00*/=1;alert(document.domain);//\x3b', 'latin1'), kind: 'gif', decodable: false },
    {
      id: 'PDF/HTML polyglot',
      name: 'resume.pdf',
      type: 'application/pdf',
      data: Buffer.from('%PDF-1.4\n<html><body><script>alert(document.domain)</script></body></html>\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
      kind: 'pdf',
    },
    { id: 'JPEG with a ZIP appended', name: 'photo.jpg', type: 'image/jpeg', data: Buffer.concat([jpeg, plainZip]), kind: 'jpeg', decodable: true },
    { id: 'HTML with script', name: 'resume.html', type: 'text/html', data: html, kind: 'html' },
    { id: 'HTML named .png', name: 'photo.png', type: 'image/png', data: html, kind: 'html' },
    {
      id: 'SVG with script',
      name: 'logo.svg',
      type: 'image/svg+xml',
      data: Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.domain)</script></svg>'),
      kind: null,
    },
    { id: 'PNG declaring 100000×100000 pixels', name: 'huge.png', type: 'image/png', data: pngDeclaring(png, 100_000, 100_000), kind: 'png', decodable: false },
    { id: 'empty file', name: 'empty.pdf', type: 'application/pdf', data: Buffer.alloc(0), kind: null, refuse: 'all' },
    { id: '../ path in the name', name: '../../../../../../tmp/sec-upload-traversal.pdf', type: 'application/pdf', data: PDF, kind: 'pdf' },
    { id: '..\\ path in the name', name: '..\\..\\..\\..\\sec-upload-traversal-win.pdf', type: 'application/pdf', data: PDF, kind: 'pdf' },
    { id: 'dot file name', name: '.htaccess', type: 'text/plain', data: Buffer.from('Options +ExecCGI\nAddHandler cgi-script .pdf\n'), kind: 'txt' },
    { id: '5000-character name', name: `${'a'.repeat(5000)}.pdf`, type: 'application/pdf', data: PDF, kind: 'pdf' },
    { id: 'long emoji name (surrogate pairs)', name: `ab${'😀'.repeat(200)}.pdf`, type: 'application/pdf', data: PDF, kind: 'pdf' },
    { id: 'NUL in the name', name: 'resume\u0000.exe.pdf', type: 'application/pdf', data: PDF, kind: 'pdf' },
    { id: 'right-to-left override in the name', name: 'résumé_Аша_\u202Efdp.exe', type: 'application/pdf', data: PDF, kind: 'pdf' },
    { id: 'DOCX zip bomb (120 MB declared)', name: 'resume.docx', type: 'application/octet-stream', data: bomb, kind: null, refuse: 'all' },
    { id: 'DOCX zip bomb lying about its size', name: 'resume.docx', type: 'application/octet-stream', data: liar, kind: 'docx', parses: false },
    { id: 'valid DOCX', name: 'resume.docx', type: 'application/octet-stream', data: docx, kind: 'docx', parses: true },
    { id: 'valid DOCX, [Content_Types].xml last', name: 'resume.docx', type: 'application/octet-stream', data: docxContentTypesLast(), kind: 'docx', parses: true },
    { id: `PDF of exactly the upload limit (${limits.uploadMaxBytes} B)`, name: 'limit.pdf', type: 'application/pdf', data: pdfOfSize(limits.uploadMaxBytes), kind: 'pdf' },
    { id: 'PDF one byte over the upload limit', name: 'over.pdf', type: 'application/pdf', data: pdfOfSize(limits.uploadMaxBytes + 1), kind: 'pdf', refuse: '413' },
    { id: 'PNG one byte over the logo limit', name: 'logo.png', type: 'image/png', data: logoOver, kind: 'png', decodable: true, refuse: 'logo413' },
  ];
}
