import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { isLiveSession } from '../auth/repository.js';
import type { Queryable } from '../db/index.js';
import { HttpError, invalid } from '../http/errors.js';
import { deleteFileRows, insertFileRow, type StoredFile } from '../modules/files/repository.js';
import { insertSettingIfAbsent, readSetting } from '../modules/settings/repository.js';
import { inspectFile, MIME, type FileKind } from './kinds.js';
import { FileTooLargeError } from './storage.js';

export type { StoredFile };

/**
 * A file name safe to show and to put in Content-Disposition: no path, no control or bidirectional-override
 * characters, at most 150 characters (the end kept, so the extension stays; never half a surrogate pair).
 */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? 'file';
  const clean = base
    // eslint-disable-next-line no-control-regex -- control characters are what this looks for
    .replace(/[\x00-\x1f\x7f"<>|:*?]/g, '_')
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '_')
    .replace(/^\.+/, '')
    .trim();
  const chars = [...(clean || 'file')];
  return chars.slice(-150).join('').replace(/^\.+/, '') || 'file';
}

/** Extensions a browser or a desktop would run or render as active content. */
const ACTIVE_EXTENSIONS = /\.(html?|xhtml|shtml|svgz?|xml|xsl|xslt|mht|mhtml|js|mjs|hta|swf|exe|com|bat|cmd|ps1|vbs|vbe|wsf|jar|msi|scr|lnk|reg|sh)$/i;
const OWN_EXTENSION: Record<FileKind, string> = { pdf: 'pdf', doc: 'doc', docx: 'docx', html: 'html', png: 'png', jpeg: 'jpg', gif: 'gif', webp: 'webp', xlsx: 'xlsx', txt: 'txt' };

/** The name to keep for a file of this kind: an active-content extension that is not the content's own gets the real one appended. */
export function storedFileName(name: string, kind: FileKind): string {
  const safe = safeFileName(name);
  const m = ACTIVE_EXTENSIONS.exec(safe);
  if (!m || (kind === 'html' && /^\.html?$/i.test(m[0]))) return safe;
  return safeFileName(`${safe}.${OWN_EXTENSION[kind]}`);
}

export type UploadRule = { kinds: FileKind[]; maxBytes?: number; label?: string };

export type MultipartResult = {
  fields: Record<string, string | string[]>;
  files: Record<string, StoredFile>;
};

/**
 * Reads a multipart request: each file is streamed to storage with a size limit and checked by content;
 * text fields are collected (repeated keys and `key[i]` become arrays). Files of a failed request are removed.
 */
export async function readMultipart(app: FastifyInstance, request: FastifyRequest, rules: Record<string, UploadRule>): Promise<MultipartResult> {
  if (!request.isMultipart()) throw new HttpError(415, 'Unsupported content type.');
  // Field names come from the request ("constructor", "__proto__"): no prototype for them to collide with.
  const fields: Record<string, string | string[]> = Object.create(null);
  const files: Record<string, StoredFile> = Object.create(null);
  try {
    for await (const part of request.parts({ limits: { fileSize: app.config.uploadMaxBytes, files: 5, fields: 300, fieldSize: 1_000_000 } })) {
      if (part.type === 'file') {
        const rule = rules[part.fieldname];
        if (!rule) {
          part.file.resume();
          throw invalid({ [part.fieldname]: [`The ${part.fieldname} field is not allowed.`] });
        }
        if (files[part.fieldname]) {
          part.file.resume();
          throw invalid({ [part.fieldname]: [`Only one ${rule.label ?? part.fieldname} may be uploaded.`] });
        }
        files[part.fieldname] = await storeUpload(app, request, part, rule);
      } else {
        const key = part.fieldname.replace(/\[\d*\]$/, '');
        const value = String(part.value ?? '');
        const isList = key !== part.fieldname;
        const prev = fields[key];
        if (isList || prev !== undefined) {
          fields[key] = [...(Array.isArray(prev) ? prev : prev === undefined ? [] : [prev]), value];
        } else {
          fields[key] = value;
        }
      }
    }
  } catch (e) {
    await Promise.all(Object.values(files).map((f) => deleteFile(app, app.db, f.id)));
    if (e instanceof FileTooLargeError || (e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, `The file is too large (at most ${Math.round(app.config.uploadMaxBytes / 1048576)} MB).`);
    }
    throw e;
  }
  return { fields, files };
}

async function storeUpload(app: FastifyInstance, request: FastifyRequest, part: MultipartFile, rule: UploadRule): Promise<StoredFile> {
  const stored = await app.storage.put(part.file, Math.min(rule.maxBytes ?? app.config.uploadMaxBytes, app.config.uploadMaxBytes));
  const label = rule.label ?? part.fieldname.replace(/_/g, ' ');
  let refusal: string | null = null;
  let kind: FileKind | null = null;
  try {
    if (stored.size === 0) {
      refusal = `The ${label} is empty.`;
    } else {
      const found = await inspectFile(stored.head, { size: stored.size, read: (start, length) => app.storage.readRange(stored.key, start, length) });
      kind = found.kind;
      if (found.problem) refusal = `The ${label} cannot be accepted: ${found.problem}.`;
      else if (!kind || !rule.kinds.includes(kind)) refusal = `The ${label} must be a file of type: ${rule.kinds.join(', ')}.`;
    }
  } catch (e) {
    await app.storage.remove(stored.key);
    throw e;
  }
  if (refusal || !kind) {
    await app.storage.remove(stored.key);
    throw invalid({ [part.fieldname]: [refusal ?? `The ${label} must be a file of type: ${rule.kinds.join(', ')}.`] });
  }
  try {
    return await insertFileRow(app.db, { key: stored.key, name: storedFileName(part.filename, kind), mime: MIME[kind], size: stored.size, sha256: stored.sha256, userId: request.auth?.user.id ?? null });
  } catch (e) {
    await app.storage.remove(stored.key);
    throw e;
  }
}

/** Stores bytes produced by the server itself (a re-encoded image, an extracted photo). */
export async function storeBytes(app: FastifyInstance, bytes: Buffer, name: string, mime: string, userId: number | null): Promise<StoredFile> {
  const { Readable } = await import('node:stream');
  const stored = await app.storage.put(Readable.from([bytes]), Number.MAX_SAFE_INTEGER);
  return insertFileRow(app.db, { key: stored.key, name: safeFileName(name), mime, size: stored.size, sha256: stored.sha256, userId });
}

export async function deleteFile(app: FastifyInstance, q: Queryable, fileId: number | null | undefined): Promise<void> {
  if (!fileId) return;
  for (const key of await deleteFileRows(q, [fileId])) await app.storage.remove(key);
}

const FILE_LINK_KEY = 'file_link_key';

/** The signing key, shared by every API process through the database. */
export async function fileLinkKey(q: Queryable): Promise<Buffer> {
  await insertSettingIfAbsent(q, FILE_LINK_KEY, crypto.randomBytes(32).toString('hex'));
  return Buffer.from((await readSetting(q, FILE_LINK_KEY)) ?? '', 'hex');
}

function signature(key: Buffer, id: string, expires: number, session: string): string {
  return crypto.createHmac('sha256', key).update(`${id}.${expires}.${session}`).digest('base64url');
}

/** A signed link for a session (its public id): what fileUrl issues; tests sign links with it. */
export function signedFileUrl(app: FastifyInstance, session: string, encryptedId: string): string {
  const step = 5 * 60; // expiry rounded to 5 minutes so the same link is reused and cached
  const expires = (Math.ceil(app.clock.now().getTime() / 1000 / step) * step) + app.config.fileLinkMinutes * 60;
  return `/api/files/${encryptedId}?expires=${expires}&session=${session}&sig=${signature(app.fileKey, encryptedId, expires, session)}`;
}

/**
 * A signed, expiring link to GET /api/files/{id}, usable in <img> and download links without the bearer header.
 * Bound to the session of the request that asked: it stops working when that session ends (sign-out, revocation,
 * idle or absolute timeout). Null without a file, or without a session.
 */
export function fileUrl(request: FastifyRequest, encryptedId: string | null | undefined): string | null {
  if (!encryptedId || !request.auth) return null;
  return signedFileUrl(request.server, request.auth.sessionPublicId, encryptedId);
}

/** True when the signature holds, the link has not expired, and the session that made it is still signed in. */
export async function verifyFileLink(
  app: FastifyInstance,
  q: Queryable,
  id: string,
  expires: number,
  session: string,
  sig: string,
): Promise<boolean> {
  const now = app.clock.now();
  if (!Number.isFinite(expires) || expires * 1000 < now.getTime()) return false;
  const expected = Buffer.from(signature(app.fileKey, id, expires, session));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return false;
  const idleSince = new Date(now.getTime() - app.config.sessionIdleMinutes * 60_000);
  return isLiveSession(q, session, now, idleSince);
}
