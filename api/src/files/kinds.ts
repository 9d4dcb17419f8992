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

export const RESUME_KINDS: FileKind[] = ['pdf', 'doc', 'docx', 'html'];
export const IMAGE_KINDS: FileKind[] = ['png', 'jpeg', 'webp', 'gif'];
export const DOCUMENT_KINDS: FileKind[] = ['pdf', 'doc', 'docx', 'html', 'png', 'jpeg', 'webp', 'gif', 'xlsx', 'txt'];

const importEsm = new Function('s', 'return import(s)') as (s: string) => Promise<typeof import('file-type')>;

/** Detects the kind from the first bytes of the file (4100 are enough for file-type). */
export async function detectKind(head: Buffer): Promise<FileKind | null> {
  const { fileTypeFromBuffer } = await importEsm('file-type');
  const t = await fileTypeFromBuffer(head);
  if (t) {
    if (t.ext === 'pdf') return 'pdf';
    if (t.ext === 'cfb') return 'doc';
    if (t.ext === 'docx') return 'docx';
    if (t.ext === 'xlsx') return 'xlsx';
    if (t.ext === 'png') return 'png';
    if (t.ext === 'jpg') return 'jpeg';
    if (t.ext === 'gif') return 'gif';
    if (t.ext === 'webp') return 'webp';
    return null;
  }
  const text = head.toString('utf8');
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  if (text.includes('\uFFFD') || /[\x00-\x08\x0E-\x1F]/.test(text)) return null;
  if (/^\s*(<!doctype html|<html|<head|<body|<meta|<div|<p[\s>]|<table)/i.test(text.replace(/^\uFEFF/, ''))) return 'html';
  return 'txt';
}
