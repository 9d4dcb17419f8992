/** File kinds the suite accepts, recognised by their content (magic bytes), never by their name. */
export type FileKind = 'pdf' | 'doc' | 'docx' | 'html' | 'png' | 'jpeg' | 'gif' | 'webp' | 'xlsx' | 'txt';

export const MIME: Record<FileKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  html: 'text/html',
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  txt: 'text/plain',
};

/**
 * The stored types a download is labelled with. Anything else (HTML, and whatever a future kind or an old row
 * holds: SVG, XML, unknown) goes out as application/octet-stream, so no browser renders it.
 */
const SERVED_AS_IS = new Set(['pdf', 'doc', 'docx', 'png', 'jpeg', 'gif', 'webp', 'xlsx', 'txt'].map((k) => MIME[k as FileKind]));

export function servedType(storedMime: string): string {
  return SERVED_AS_IS.has(storedMime) ? storedMime : 'application/octet-stream';
}

export const RESUME_KINDS: FileKind[] = ['pdf', 'doc', 'docx', 'html'];
export const IMAGE_KINDS: FileKind[] = ['png', 'jpeg', 'webp', 'gif'];
export const DOCUMENT_KINDS: FileKind[] = ['pdf', 'doc', 'docx', 'html', 'png', 'jpeg', 'webp', 'gif', 'xlsx', 'txt'];

const importEsm = new Function('s', 'return import(s)') as (s: string) => Promise<typeof import('file-type')>;

/** The bytes of a stored file from `start`, at most `length` of them. */
export type RangeReader = (start: number, length: number) => Promise<Buffer>;

/** What the content of an upload is, or why it is refused. */
export type Inspection = { kind: FileKind | null; problem?: string };

/** Limits of a zip container (DOCX, XLSX) read from its central directory, before anything inflates it. */
export const ZIP_LIMITS = {
  /** The end-of-central-directory record is in the last 22 + 65535 (comment) bytes. */
  tail: 22 + 65_535,
  maxEntries: 2000,
  /** The central directory itself (about 100 bytes an entry). */
  maxDirectoryBytes: 2 * 1024 * 1024,
  /** Declared uncompressed total. */
  maxUncompressed: 100 * 1024 * 1024,
  /** Uncompressed / compressed of one entry above 1 MB. */
  maxRatio: 200,
};

/** Detects the kind from the first bytes of the file (4100 are enough for file-type, except for zips: see inspectFile). */
export async function detectKind(head: Buffer): Promise<FileKind | null> {
  return (await inspectFile(head)).kind;
}

/**
 * The kind of a file from its content: magic bytes in the first 4 KB, and for a zip (DOCX, XLSX) its central
 * directory, read with `read` (bounded), since the entry naming the kind ([Content_Types].xml, word/…) may be the
 * last one. A zip over the bomb limits is refused here, before anything inflates it.
 */
export async function inspectFile(head: Buffer, file?: { size: number; read: RangeReader }): Promise<Inspection> {
  const { fileTypeFromBuffer } = await importEsm('file-type');
  const t = await fileTypeFromBuffer(head);
  if (t) {
    if (t.ext === 'zip' || t.ext === 'docx' || t.ext === 'xlsx') {
      if (!file) return { kind: t.ext === 'zip' ? null : t.ext };
      return inspectZip(file.size, file.read);
    }
    if (t.ext === 'pdf') return { kind: 'pdf' };
    if (t.ext === 'cfb') return { kind: 'doc' };
    if (t.ext === 'png') return { kind: 'png' };
    if (t.ext === 'jpg') return { kind: 'jpeg' };
    if (t.ext === 'gif') return { kind: 'gif' };
    if (t.ext === 'webp') return { kind: 'webp' };
    return { kind: null };
  }
  const text = head.toString('utf8');
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  if (text.includes('\uFFFD') || /[\x00-\x08\x0E-\x1F]/.test(text)) return { kind: null };
  if (/^\s*(<!doctype html|<html|<head|<body|<meta|<div|<p[\s>]|<table)/i.test(text.replace(/^\uFEFF/, ''))) return { kind: 'html' };
  return { kind: 'txt' };
}

export type ZipEntry = { name: string; compressed: number; uncompressed: number; encrypted: boolean };

/** The entries of a zip's central directory, reading at most the tail and the directory; null when it is not a zip. */
export async function zipDirectory(size: number, read: RangeReader): Promise<{ entries: ZipEntry[] } | { problem: string } | null> {
  if (size < 22) return null;
  const tailStart = Math.max(0, size - ZIP_LIMITS.tail);
  const tail = await read(tailStart, size - tailStart);
  let eocd = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = tail.readUInt16LE(eocd + 10);
  const dirSize = tail.readUInt32LE(eocd + 12);
  const dirStart = tail.readUInt32LE(eocd + 16);
  // ZIP64 (more than 65535 entries or 4 GB): nothing an office document of a few MB needs.
  if (count === 0xffff || dirSize === 0xffffffff || dirStart === 0xffffffff) return { problem: 'zip64' };
  if (count > ZIP_LIMITS.maxEntries) return { problem: `${count} entries` };
  if (dirSize > ZIP_LIMITS.maxDirectoryBytes || dirStart + dirSize > tailStart + eocd) return null;
  const dir = await read(dirStart, dirSize);
  if (dir.length !== dirSize) return null;
  const entries: ZipEntry[] = [];
  let p = 0;
  while (p + 46 <= dir.length && dir.readUInt32LE(p) === 0x02014b50) {
    const nameLen = dir.readUInt16LE(p + 28);
    const extraLen = dir.readUInt16LE(p + 30);
    const commentLen = dir.readUInt16LE(p + 32);
    if (p + 46 + nameLen > dir.length) return null;
    entries.push({
      name: dir.subarray(p + 46, p + 46 + nameLen).toString('utf8'),
      compressed: dir.readUInt32LE(p + 20),
      uncompressed: dir.readUInt32LE(p + 24),
      encrypted: (dir.readUInt16LE(p + 8) & 1) === 1,
    });
    p += 46 + nameLen + extraLen + commentLen;
  }
  if (entries.length !== count) return null;
  return { entries };
}

async function inspectZip(size: number, read: RangeReader): Promise<Inspection> {
  const dir = await zipDirectory(size, read);
  if (!dir) return { kind: null };
  if ('problem' in dir) return { kind: null, problem: `a zip with ${dir.problem} is not accepted` };
  let total = 0;
  for (const e of dir.entries) {
    total += e.uncompressed;
    if (e.encrypted) return { kind: null, problem: 'an encrypted document is not accepted' };
    if (total > ZIP_LIMITS.maxUncompressed || (e.uncompressed > 1024 * 1024 && e.uncompressed / Math.max(1, e.compressed) > ZIP_LIMITS.maxRatio)) {
      return { kind: null, problem: 'the document expands to too much data (a zip bomb)' };
    }
  }
  const names = new Set(dir.entries.map((e) => e.name));
  if (!names.has('[Content_Types].xml')) return { kind: null };
  if (names.has('word/document.xml')) return { kind: 'docx' };
  if (names.has('xl/workbook.xml')) return { kind: 'xlsx' };
  return { kind: null };
}
