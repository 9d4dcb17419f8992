import WordExtractor from 'word-extractor';
import { ResumeParseError } from '../errors.js';
import { makeLine, type DocModel, type Line, type RawImage } from '../model.js';
import { OleFile, inspectOle } from './ole.js';

/** Plain text of a legacy Word file into lines: paragraphs by line, table cells (tab-separated) as segments. */
export function textToLines(text: string, src: Line['src'] = 'body'): Line[] {
  const out: Line[] = [];
  let empty = 0;
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const segs = raw.split('\t').map((s) => s.trim()).filter(Boolean);
    if (!segs.length) {
      empty++;
      continue;
    }
    out.push(makeLine(segs, { src, gap: empty, table: segs.length > 1 }));
    empty = 0;
  }
  return out;
}

// OfficeArt BLIP records (MS-ODRAW): a JPEG or PNG picture, after one or two 16-byte ids and a tag byte.
const BLIP_JPEG = 0xf01d;
const BLIP_PNG = 0xf01e;
const BLIP_TWO_IDS = new Set([0x46b, 0x6e3, 0x6e1]);

/**
 * The pictures of a legacy Word file (a photo): the JPEG and PNG pictures stored as OfficeArt BLIP records in its
 * 'Data' stream (pictures in the text), then in its 'WordDocument' stream (floating pictures, whose records Word keeps
 * there), in order. Bounded by each stream's size; anything that is not a whole image is left to sharp to refuse.
 */
export function docImages(bytes: Buffer, maxBytes: number): RawImage[] {
  const streams: Buffer[] = [];
  try {
    const ole = new OleFile(bytes);
    for (const name of ['Data', 'WordDocument']) {
      const e = ole.entries.find((x) => x.name === name && x.type === 2);
      const data = e ? ole.head(name, Math.min(e.size, maxBytes)) : null;
      if (data) streams.push(data);
    }
  } catch {
    return [];
  }
  const out: RawImage[] = [];
  for (const data of streams) {
    for (let i = 0; i + 8 <= data.length && out.length < 16; i++) {
      const type = data.readUInt16LE(i + 2);
      if (type !== BLIP_JPEG && type !== BLIP_PNG) continue;
      const inst = data.readUInt16LE(i) >> 4;
      const len = data.readUInt32LE(i + 4);
      const skip = (BLIP_TWO_IDS.has(inst) ? 32 : 16) + 1;
      const start = i + 8 + skip;
      const end = i + 8 + len;
      if (len < skip + 8 || end > data.length) continue;
      const img = data.subarray(start, end);
      const jpeg = img[0] === 0xff && img[1] === 0xd8;
      const png = img.readUInt32BE(0) === 0x89504e47;
      if ((type === BLIP_JPEG && !jpeg) || (type === BLIP_PNG && !png)) continue;
      out.push({ bytes: Buffer.from(img), width: 0, height: 0, order: out.length });
      i = end - 1;
    }
  }
  return out;
}

/** Reads a Word 97-2003 .doc with word-extractor, after checking the OLE envelope for encryption. */
export async function readDoc(bytes: Buffer, wantImages = false): Promise<DocModel> {
  let verdict;
  try {
    verdict = inspectOle(bytes);
  } catch (e) {
    throw new ResumeParseError('corrupt', undefined, String((e as Error).message));
  }
  if (verdict === 'doc_encrypted' || verdict === 'ooxml_encrypted') throw new ResumeParseError('encrypted');
  if (verdict !== 'doc') throw new ResumeParseError('unsupported_type');
  let doc: Awaited<ReturnType<WordExtractor['extract']>>;
  try {
    doc = await new WordExtractor().extract(bytes);
  } catch (e) {
    throw new ResumeParseError('corrupt', undefined, String((e as Error)?.message ?? e));
  }
  const headers = textToLines(doc.getHeaders({ includeFooters: false }), 'header');
  const footers = textToLines(doc.getFooters(), 'footer');
  const body = textToLines(doc.getBody());
  const boxes = textToLines(doc.getTextboxes({ includeHeadersAndFooters: false, includeBody: true }));
  return { kind: 'doc', lines: [...headers, ...boxes, ...body, ...footers], images: wantImages ? docImages(bytes, bytes.length) : [], pages: 1 };
}
