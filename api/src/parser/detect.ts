export type FileKind = 'pdf' | 'docx' | 'doc' | 'html' | 'ole_encrypted' | 'zip' | 'rtf' | 'unknown';

function startsWith(b: Buffer, sig: number[], at = 0): boolean {
  if (b.length < at + sig.length) return false;
  for (let i = 0; i < sig.length; i++) if (b[at + i] !== sig[i]) return false;
  return true;
}

/** Detects the file type from its content (magic bytes), never from its name. */
export function detectKind(b: Buffer): FileKind {
  // PDF: "%PDF-" within the first 1 KB (some writers put junk before it).
  const head = b.subarray(0, 1024).toString('latin1');
  if (head.startsWith('%PDF-') || (head.includes('%PDF-') && head.indexOf('%PDF-') < 1024)) return 'pdf';
  if (startsWith(b, [0x50, 0x4b, 0x03, 0x04]) || startsWith(b, [0x50, 0x4b, 0x05, 0x06])) {
    // The entry names: the first 64 KB hold them when the first entries are small; the central directory (at the
    // end) always does, whatever the order of the entries and however large the first ones are.
    const probe = b.subarray(0, Math.min(b.length, 64 * 1024)).toString('latin1') + zipCentralDirectory(b);
    return probe.includes('word/') || probe.includes('[Content_Types].xml') ? 'docx' : 'zip';
  }
  if (startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  if (head.startsWith('{\\rtf')) return 'rtf';
  if (looksLikeHtml(b)) return 'html';
  return 'unknown';
}

const EOCD = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const MAX_DIRECTORY = 2 * 1024 * 1024;

/** A zip's central directory as latin1 text ('' when it cannot be found or is implausibly large). */
function zipCentralDirectory(b: Buffer): string {
  // The end-of-central-directory record is in the last 22 bytes + a comment of at most 65,535.
  const from = Math.max(0, b.length - (0xffff + 22));
  const eocd = b.lastIndexOf(EOCD);
  if (eocd < from || eocd + 22 > b.length) return '';
  const size = b.readUInt32LE(eocd + 12);
  const offset = b.readUInt32LE(eocd + 16);
  if (size > MAX_DIRECTORY || offset + size > eocd) return '';
  return b.subarray(offset, offset + size).toString('latin1');
}

function looksLikeHtml(b: Buffer): boolean {
  let s: string;
  if (startsWith(b, [0xff, 0xfe]) || startsWith(b, [0xfe, 0xff])) {
    s = decodeUtf16(b.subarray(0, 4096));
  } else {
    s = b.subarray(0, 4096).toString('latin1');
  }
  s = s.replace(/^\ufeff|^\xef\xbb\xbf/, '').trimStart().toLowerCase();
  // MHT (Word "web page, single file") starts with MIME headers.
  if (/^mime-version:/.test(s) && s.includes('text/html')) return true;
  if (/^<!doctype html|^<html|^<\?xml[^>]*>\s*<html|^<head|^<body|^<meta|^<!--/.test(s)) return true;
  return /<(html|body|div|p|table|h1|h2|span)[\s>]/.test(s) && !s.includes('\u0000');
}

export function decodeUtf16(b: Buffer): string {
  if (startsWith(b, [0xfe, 0xff])) {
    const sw = Buffer.from(b.subarray(2, 2 + ((b.length - 2) & ~1)));
    sw.swap16();
    return sw.toString('utf16le');
  }
  const from = startsWith(b, [0xff, 0xfe]) ? 2 : 0;
  return b.subarray(from, from + ((b.length - from) & ~1)).toString('utf16le');
}
