import { detectKind } from './detect.js';
import { ResumeParseError } from './errors.js';
import { readDoc } from './extract/doc.js';
import { readDocx } from './extract/docx.js';
import { readHtml } from './extract/html.js';
import { inspectOle } from './extract/ole.js';
import { readPdf } from './extract/pdf.js';
import { readRtf } from './extract/rtf.js';
import type { DocModel } from './model.js';
import type { ParseLimits } from './types.js';

/** Reads any supported file into the layout model; the type comes from the content, never from the name. */
export async function readDocument(bytes: Buffer, limits: ParseLimits, wantImages: boolean): Promise<DocModel> {
  const doc = await readAny(bytes, limits, wantImages);
  // A line of control characters only (an unmapped font) cleans to nothing.
  doc.lines = doc.lines.filter((l) => l.segs.length > 0);
  return doc;
}

async function readAny(bytes: Buffer, limits: ParseLimits, wantImages: boolean): Promise<DocModel> {
  if (!bytes || bytes.length === 0) throw new ResumeParseError('corrupt', 'The file is empty; upload the resume again.');
  if (bytes.length > limits.maxBytes) throw new ResumeParseError('too_large');
  const kind = detectKind(bytes);
  switch (kind) {
    case 'pdf':
      return readPdf(bytes, limits, wantImages);
    case 'docx':
      return readDocx(bytes, limits, wantImages);
    case 'doc': {
      let verdict;
      try {
        verdict = inspectOle(bytes);
      } catch {
        throw new ResumeParseError('corrupt');
      }
      if (verdict === 'ooxml_encrypted' || verdict === 'doc_encrypted') throw new ResumeParseError('encrypted');
      if (verdict !== 'doc') throw new ResumeParseError('unsupported_type');
      return readDoc(bytes, wantImages);
    }
    case 'html':
      return readHtml(bytes);
    case 'rtf':
      return readRtf(bytes);
    default:
      throw new ResumeParseError('unsupported_type');
  }
}
