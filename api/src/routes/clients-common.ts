import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { Type } from '@sinclair/typebox';
import type { Queryable } from '../db/index.js';
import { IMAGE_KINDS } from '../files/kinds.js';
import { deleteFile, readMultipart, storeBytes, type MultipartResult, type StoredFile, type UploadRule } from '../files/service.js';
import { auth, hasPermission } from '../http/access.js';
import { forbidden, HttpError, invalid, notFound } from '../http/errors.js';

/** Shared pieces of the Clients routes (clients.ts, clients-items.ts, clients-extras.ts). */

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_MAX_SIDE = 1024;
/** Decoding a logo larger than this many pixels is refused (a small file can hold a huge image). */
export const LOGO_MAX_PIXELS = 25_000_000;
/** A user with Clients m_add but not m_edit may write the sub-items of a client they created this long ago at most. */
export const CREATION_WINDOW_MINUTES = 60;

export const NullableInt = (maximum: number) =>
  Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 0, maximum });
export const NullableNumber = (minimum: number, maximum: number) =>
  Type.Unsafe<number | null>({ type: ['number', 'null'], minimum, maximum });
export const NullableDate = Type.Unsafe<string | null>({ type: ['string', 'null'], format: 'date' });
export const Text = (maxLength: number) => Type.String({ maxLength });

export type ClientRef = {
  id: number;
  encrypted_id: string;
  client_short_name: string;
  created_by: number | null;
  created_at: Date;
};

/** The client with that public id, or 404. */
export async function findClient(q: Queryable, encryptedId: string, lock = false): Promise<ClientRef> {
  const { rows } = await q.query<ClientRef>(
    `select id, encrypted_id::text as encrypted_id, client_short_name, created_by, created_at
       from clients where encrypted_id = $1 ${lock ? 'for update' : ''}`,
    [encryptedId],
  );
  if (!rows[0]) throw notFound();
  return normaliseRef(rows[0]);
}

export function normaliseRef(r: ClientRef): ClientRef {
  return {
    ...r,
    id: Number(r.id),
    created_by: r.created_by === null ? null : Number(r.created_by),
    created_at: r.created_at instanceof Date ? r.created_at : new Date(String(r.created_at)),
  };
}

/**
 * Writes to a client's sub-items (GST, contacts, terms, stages, logo, notes, documents) need Clients m_edit;
 * while a client is being created, its creator needs only m_add (the Add form saves the sub-items right after
 * the client). The routes declare `access.module('Clients', ['edit', 'add'])`, so the access hook has already
 * refused anyone with neither flag; `check`, once the client is known, narrows m_add to that case.
 * The flags are read here, before any transaction (the embedded database has one connection: a query outside a
 * transaction that is open would wait for it forever).
 */
export async function itemWriteGuard(app: FastifyInstance, request: FastifyRequest) {
  const ctx = auth(request);
  const canEdit = await hasPermission(app, ctx, ['Clients'], 'edit');
  const canAdd = canEdit || (await hasPermission(app, ctx, ['Clients'], 'add'));
  return {
    check(client: ClientRef) {
      if (canEdit) return;
      const age = app.clock.now().getTime() - client.created_at.getTime();
      const creating = client.created_by === ctx.user.id && age >= -60_000 && age <= CREATION_WINDOW_MINUTES * 60_000;
      if (canAdd && creating) return;
      throw forbidden();
    },
  };
}

/** ISO 8601 (UTC, 'Z') for a timestamp as either driver returns it. */
export function iso(v: unknown): string {
  const d = v instanceof Date ? v : new Date(String(v));
  return d.toISOString();
}

/** Today's date (YYYY-MM-DD) in the product's time zone. */
export function today(app: FastifyInstance): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: app.config.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    app.clock.now(),
  );
}

/** '' (an empty form input) means "no value" for the keys given. Mutates and returns the object. */
export function blankToNull<T>(obj: T, keys: readonly string[]): T {
  if (obj && typeof obj === 'object') {
    const o = obj as Record<string, unknown>;
    for (const k of keys) if (typeof o[k] === 'string' && (o[k] as string).trim() === '') o[k] = null;
  }
  return obj;
}

/** The display name of a user row: "First Last". */
export const USERNAME_SQL = (alias: string) => `coalesce(nullif(trim(${alias}.first_name || ' ' || ${alias}.last_name), ''), '')`;

/**
 * readMultipart whose 413 for a file over its own limit names that limit in the field's words (the generic 413
 * names the server-wide limit). Files already stored are removed on failure by readMultipart.
 */
export async function readClientMultipart(
  app: FastifyInstance,
  request: FastifyRequest,
  rules: Record<string, UploadRule>,
): Promise<MultipartResult> {
  try {
    return await readMultipart(app, request, rules);
  } catch (e) {
    if (e instanceof HttpError && e.statusCode === 413) {
      const [field, rule] = Object.entries(rules)[0];
      const max = Math.min(rule.maxBytes ?? app.config.uploadMaxBytes, app.config.uploadMaxBytes);
      const message = `The ${rule.label ?? field.replace(/_/g, ' ')} must not be greater than ${Math.round(max / 1024)} kilobytes.`;
      throw new HttpError(413, message, { [field]: [message] });
    }
    throw e;
  }
}

export const LOGO_RULE: UploadRule = { kinds: IMAGE_KINDS, maxBytes: LOGO_MAX_BYTES, label: 'clientlogo' };

/**
 * Re-encodes an uploaded logo: EXIF orientation applied, at most LOGO_MAX_SIDE px on each side, metadata
 * stripped, PNG (or JPEG for a JPEG). The upload itself is always removed; the new file is returned.
 */
export async function reencodeLogo(app: FastifyInstance, request: FastifyRequest, upload: StoredFile): Promise<StoredFile> {
  try {
    const { rows } = await app.db.query<{ storage_key: string }>('select storage_key from files where id = $1', [upload.id]);
    if (!rows[0]) throw invalid({ clientlogo: ['The clientlogo could not be read as an image.'] });
    const input = await app.storage.readAll(rows[0].storage_key);
    let meta: sharp.Metadata;
    try {
      // reads the header only: the size is checked before anything is decoded
      meta = await sharp(input, { limitInputPixels: false }).metadata();
    } catch {
      throw invalid({ clientlogo: ['The clientlogo could not be read as an image.'] });
    }
    if ((meta.width ?? 0) * (meta.height ?? 0) > LOGO_MAX_PIXELS) {
      throw invalid({ clientlogo: [`The clientlogo is too large: at most ${LOGO_MAX_PIXELS / 1_000_000} megapixels.`] });
    }
    const jpeg = meta.format === 'jpeg';
    let out: Buffer;
    try {
      const img = sharp(input, { limitInputPixels: LOGO_MAX_PIXELS, animated: false })
        .rotate()
        .resize({ width: LOGO_MAX_SIDE, height: LOGO_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
      out = jpeg ? await img.jpeg({ quality: 85, mozjpeg: true }).toBuffer() : await img.png({ compressionLevel: 9 }).toBuffer();
    } catch (e) {
      if (/pixel limit/i.test(String((e as Error).message))) {
        throw invalid({ clientlogo: [`The clientlogo is too large: at most ${LOGO_MAX_PIXELS / 1_000_000} megapixels.`] });
      }
      throw invalid({ clientlogo: ['The clientlogo could not be read as an image.'] });
    }
    const base = upload.original_name.replace(/\.[^.]*$/, '') || 'logo';
    return await storeBytes(app, out, `${base}.${jpeg ? 'jpg' : 'png'}`, jpeg ? 'image/jpeg' : 'image/png', request.auth?.user.id ?? null);
  } finally {
    await deleteFile(app, app.db, upload.id);
  }
}

/** Deletes files rows inside a transaction and returns their storage keys, to remove once it commits. */
export async function deleteFileRows(q: Queryable, ids: (number | null | undefined)[]): Promise<string[]> {
  const list = ids.filter((x): x is number => x !== null && x !== undefined).map(Number);
  if (!list.length) return [];
  const { rows } = await q.query<{ storage_key: string }>('delete from files where id = any($1::bigint[]) returning storage_key', [list]);
  return rows.map((r) => r.storage_key);
}

export async function removeStored(app: FastifyInstance, keys: string[]): Promise<void> {
  for (const k of keys) {
    try {
      await app.storage.remove(k);
    } catch (e) {
      app.log.warn({ err: { message: (e as Error).message } }, 'could not remove a stored file');
    }
  }
}

/** A PostgreSQL foreign-key violation (e.g. a job order added to a client while it is being deleted). */
export function isForeignKeyViolation(e: unknown): boolean {
  return (e as { code?: string })?.code === '23503';
}

export const WEBSITE_INVALID = 'The website url must be a web address, such as https://example.com.';

/**
 * A client's website as kept (issue 17 §7): https:// added when no scheme is given, the host in lower case, no
 * trailing slash on a bare host. Null when it is not a web address: a space, another scheme, or a host that is not a
 * name with a dot ("nimbus retail", "https://localhost").
 */
export function normaliseWebsite(raw: string): string | null {
  const text = raw.trim();
  if (text === '') return '';
  if (/\s/.test(text)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  const host = url.hostname.toLowerCase();
  const labels = host.split('.');
  if (labels.length < 2 || !/^[a-z]{2,63}$|^xn--[a-z0-9-]+$/.test(labels[labels.length - 1])) return null;
  if (!labels.every((l) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(l) || /^xn--[a-z0-9-]+$/.test(l))) return null;
  const path = url.pathname === '/' ? '' : url.pathname;
  return `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}${path}${url.search}${url.hash}`;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A contact's e-mail: empty, or an address. */
export const isContactEmail = (v: string) => v === '' || (v.length <= 254 && EMAIL.test(v));
/** A contact's phone: empty, or 7 to 15 digits with an optional leading + and spaces, dashes, brackets. */
export const isContactPhone = (v: string) => {
  if (v === '') return true;
  if (!/^\+?[\d\s()-]+$/.test(v)) return false;
  const digits = v.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
};

