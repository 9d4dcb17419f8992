import WordExtractor from 'word-extractor';
import { ResumeParseError } from '../errors.js';
import { makeLine, type DocModel, type Line } from '../model.js';
import { inspectOle } from './ole.js';

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

/** Reads a Word 97-2003 .doc with word-extractor, after checking the OLE envelope for encryption. */
export async function readDoc(bytes: Buffer): Promise<DocModel> {
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
  return { kind: 'doc', lines: [...headers, ...boxes, ...body, ...footers], images: [], pages: 1 };
}
