// Downloads through signed, expiring links bound to the session that received them.
import type { FastifyInstance } from 'fastify';
import { servedType } from '../../files/kinds.js';
import { deleteFile, storeBytes, verifyFileLink, type StoredFile } from '../../files/service.js';
import type { Actor } from '../../lib/actor.js';
import { fileByPublicId } from './repository.js';

export type Download =
  | { kind: 'expired' }
  | { kind: 'missing' }
  | { kind: 'file'; storageKey: string; headers: Record<string, string> };

/** The file a signed link names, with the headers of its download (always an attachment, never rendered). */
export async function download(
  app: FastifyInstance,
  id: string,
  link: { expires: number; session: string; sig: string },
): Promise<Download> {
  if (!(await verifyFileLink(app, app.db, id, link.expires, link.session, link.sig)))
    return { kind: 'expired' };
  const file = await fileByPublicId(app.db, id);
  if (!file) return { kind: 'missing' };
  const ascii = file.original_name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return {
    kind: 'file',
    storageKey: file.storage_key,
    headers: {
      'Content-Type': servedType(file.mime_type),
      'Content-Length': String(file.size_bytes),
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.original_name)}`,
      'Cache-Control': 'private, max-age=300',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  };
}

export { deleteFileRows, publicIdOf, storageKeyOf } from './repository.js';

/** Removes stored bytes whose rows a committed transaction deleted; a failure is logged, never thrown. */
export async function removeStored(app: FastifyInstance, keys: string[]): Promise<void> {
  for (const k of keys) {
    try {
      await app.storage.remove(k);
    } catch (e) {
      app.log.warn({ err: { message: (e as Error).message } }, 'could not remove a stored file');
    }
  }
}

/**
 * Stores an image re-encoded from an upload as the actor's file, named as the upload (`fallback` when that has no
 * name) with the extension of its new format.
 */
export function storeReencodedImage(
  app: FastifyInstance,
  actor: Actor,
  uploadName: string,
  fallback: string,
  bytes: Buffer,
  format: 'png' | 'jpeg',
): Promise<StoredFile> {
  const base = uploadName.replace(/\.[^.]*$/, '') || fallback;
  const ext = format === 'png' ? 'png' : 'jpg';
  return storeBytes(app, bytes, `${base}.${ext}`, `image/${format}`, actor.userId);
}

/** Files stored for a request that then failed: rows and bytes go. */
export async function discardUploads(
  app: FastifyInstance,
  files: (StoredFile | null | undefined)[],
): Promise<void> {
  for (const f of files) if (f) await deleteFile(app, app.db, f.id).catch(() => undefined);
}

/**
 * Runs the work of a request that stored files; when it fails, the files `stored()` names at that moment (the
 * uploads, and what was made of them) are discarded and the error goes on.
 */
export async function discardOnFailure<T>(
  app: FastifyInstance,
  stored: () => (StoredFile | null | undefined)[],
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (e) {
    await discardUploads(app, stored());
    throw e;
  }
}
