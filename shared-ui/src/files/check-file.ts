// Checks before the round trip (issue 17 §6): a file's type (by its name and the browser's type) and its size are
// checked before it is uploaded, with the server's own messages, so a .txt resume or an 11 MB attachment is refused
// at once. The server still checks the content (magic bytes) and the size.
import useSWR from 'swr';
import { apiGet } from 'shared-auth';

/** The kinds the server accepts (api/src/files/kinds.ts), as names and browser types. */
const KINDS = {
  pdf: { ext: ['pdf'], mime: ['application/pdf'] },
  doc: { ext: ['doc'], mime: ['application/msword'] },
  docx: {
    ext: ['docx'],
    mime: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  },
  html: { ext: ['html', 'htm'], mime: ['text/html'] },
  png: { ext: ['png'], mime: ['image/png'] },
  jpeg: { ext: ['jpg', 'jpeg'], mime: ['image/jpeg'] },
  gif: { ext: ['gif'], mime: ['image/gif'] },
  webp: { ext: ['webp'], mime: ['image/webp'] },
  xlsx: {
    ext: ['xlsx'],
    mime: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  },
  txt: { ext: ['txt'], mime: ['text/plain'] },
} as const;
export type FileKind = keyof typeof KINDS;

export const RESUME_KINDS: FileKind[] = ['pdf', 'doc', 'docx', 'html'];
export const IMAGE_KINDS: FileKind[] = ['png', 'jpeg', 'webp', 'gif'];
export const DOCUMENT_KINDS: FileKind[] = ['pdf', 'doc', 'docx', 'html', 'png', 'jpeg', 'webp', 'gif', 'xlsx', 'txt'];

/** UPLOAD_MAX_BYTES's default; the server's own figure comes from GET /api/config. */
export const DEFAULT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** The `accept` attribute of a file input for these kinds. */
export function acceptOf(kinds: FileKind[]): string {
  return kinds.flatMap((k) => [...KINDS[k].ext.map((e) => `.${e}`), ...KINDS[k].mime]).join(',');
}

/**
 * Why the file cannot be uploaded, in the server's words ('The resume must be a file of type: pdf, doc, docx, html.',
 * 'The attachment is too large (at most 10 MB).', 'The resume is empty.'), or null when it may be sent.
 */
export function fileRefusal(
  file: Pick<File, 'name' | 'size' | 'type'>,
  rule: { kinds: FileKind[]; label: string; maxBytes?: number },
): string | null {
  const max = rule.maxBytes ?? DEFAULT_UPLOAD_MAX_BYTES;
  const ext = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const type = file.type.toLowerCase();
  const known = rule.kinds.some(
    (k) => (KINDS[k].ext as readonly string[]).includes(ext) || (type !== '' && (KINDS[k].mime as readonly string[]).includes(type)),
  );
  if (!known) return `The ${rule.label} must be a file of type: ${rule.kinds.join(', ')}.`;
  if (file.size === 0) return `The ${rule.label} is empty.`;
  if (file.size > max) return `The ${rule.label} is too large (at most ${Math.round(max / 1048576)} MB).`;
  return null;
}

/** The largest upload the server takes (GET /api/config upload_max_bytes; the default until it answers). */
export function useUploadMaxBytes(): number {
  const { data } = useSWR<{ upload_max_bytes?: number }>('config', () => apiGet('config'), {
    revalidateOnFocus: false,
  });
  return data?.upload_max_bytes ?? DEFAULT_UPLOAD_MAX_BYTES;
}
