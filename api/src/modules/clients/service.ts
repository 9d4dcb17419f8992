// Clients (spec: Clients; API.md): the record, its logo, its four repeatable sections, its notes and documents (the
// record panel), search and activity. Services take the app (database, clock, file storage) and the actor.
import type { ClientFilters } from '../search/schema.js';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { auditAs } from '../../audit.js';
import type { AuthContext } from '../../auth/sessions.js';
import type { Db, Queryable } from '../../db/index.js';
import { deleteFile, type StoredFile } from '../../files/service.js';
import { hasPermission } from '../../http/access.js';
import { conflict, forbidden, invalid, notFound } from '../../http/errors.js';
import type { ListQuery } from '../../http/schemas.js';
import { checkVersion } from '../../http/versions.js';
import type { Actor, Clock } from '../../lib/actor.js';
import { isForeignKeyViolation } from '../../lib/pg-errors.js';
import {
  deleteFileRows,
  discardOnFailure,
  removeStored,
  storageKeyOf,
  storeReencodedImage,
} from '../files/service.js';
import * as panel from '../record-panel/service.js';
import * as repo from './repository.js';
import { validate } from '../../http/validate.js';
import { blankToNull } from '../../lib/form-values.js';
import {
  AttachmentFields,
  ClientCreateFields,
  clientColumns,
  COLUMNS,
  LogoFields,
  NULLABLE_KEYS,
  CREATION_WINDOW_MINUTES,
  LOGO_MAX_PIXELS,
  LOGO_MAX_SIDE,
  type ClientInput,
  type SubResource,
  type Values,
} from './schema.js';

export type {
  ClientRef,
  ListRow as ClientListRow,
  RecordRow as ClientRecordRow,
} from './repository.js';
export { findClient } from './repository.js';

/** A client's notes and documents, in the record panel. */
export const CLIENT_PANEL: panel.RecordKind = {
  entityType: 'client',
  notes: {
    table: 'client_notes',
    parent: 'client_id',
    maxRows: 500,
    added: (notes) => ({
      action: 'client_note.create',
      summary: `Added a note: ${notes.length > 80 ? `${notes.slice(0, 77)}...` : notes}`,
    }),
    deleted: () => ({ action: 'client_note.delete', summary: 'Deleted a note' }),
  },
  attachments: {
    table: 'client_attachments',
    parent: 'client_id',
    added: (name) => ({ action: 'client_attachment.create', summary: `Uploaded document ${name}` }),
    deleted: (name) => ({
      action: 'client_attachment.delete',
      summary: `Deleted document ${name}`,
    }),
  },
};

/**
 * Writes to a client's sub-items (GST, contacts, terms, stages, logo, notes, documents) need Clients m_edit;
 * while a client is being created, its creator needs only m_add (the Add form saves the sub-items right after
 * the client). The routes declare `access.module('Clients', ['edit', 'add'])`, so the access hook has already
 * refused anyone with neither flag; `check`, once the client is known, narrows m_add to that case.
 * The flags are read here, before any transaction (the embedded database has one connection: a query outside a
 * transaction that is open would wait for it forever).
 */
export async function itemWriteGuard(app: FastifyInstance, ctx: AuthContext) {
  const canEdit = await hasPermission(app, ctx, ['Clients'], 'edit');
  const canAdd = canEdit || (await hasPermission(app, ctx, ['Clients'], 'add'));
  return {
    check(client: repo.ClientRef) {
      if (canEdit) return;
      const age = app.clock.now().getTime() - client.created_at.getTime();
      const creating =
        client.created_by === ctx.user.id &&
        age >= -60_000 &&
        age <= CREATION_WINDOW_MINUTES * 60_000;
      if (canAdd && creating) return;
      throw forbidden();
    },
  };
}
export type WriteGuard = Awaited<ReturnType<typeof itemWriteGuard>>;

// ---------------------------------------------------------------------------------------------------------------
// The record

export const clientsPage = (db: Db, query: ListQuery & ClientFilters) => repo.listClients(db, query);
export const clientRecord = (db: Db, encryptedId: string) => repo.loadRecord(db, encryptedId);
export const clientCities = (db: Db) => repo.jobOrderCities(db);
export const searchClients = (db: Db, text: string | undefined, limit: number | undefined) =>
  repo.searchClients(db, (text ?? '').trim(), limit ?? 20);

/** Other clients with the same legal or short name (case and spaces aside): a warning, never a refusal. */
export async function sameNamedClients(
  db: Db,
  legalName?: string,
  shortName?: string,
  exclude?: string,
) {
  const name = (v: string | undefined) => (v ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  const legal = name(legalName);
  const short = name(shortName);
  if (!legal && !short) return [];
  const rows = await repo.sameNamedClients(db, legal || null, short || null, exclude ?? null);
  return rows.map((r) => ({
    encrypted_id: r.encrypted_id,
    client_legal_name: r.client_legal_name,
    client_short_name: r.client_short_name,
    matched: [
      ...(r.by_legal ? ['legal_name' as const] : []),
      ...(r.by_short ? ['short_name' as const] : []),
    ],
  }));
}

/**
 * Re-encodes an uploaded logo: EXIF orientation applied, at most LOGO_MAX_SIDE px on each side, metadata
 * stripped, PNG (or JPEG for a JPEG). The upload itself is always removed; the new file is returned.
 */
export async function reencodeLogo(
  app: FastifyInstance,
  actor: Actor,
  upload: StoredFile,
): Promise<StoredFile> {
  try {
    const key = await storageKeyOf(app.db, upload.id);
    if (!key) throw invalid({ clientlogo: ['The clientlogo could not be read as an image.'] });
    const input = await app.storage.readAll(key);
    let meta: sharp.Metadata;
    try {
      // reads the header only: the size is checked before anything is decoded
      meta = await sharp(input, { limitInputPixels: false }).metadata();
    } catch {
      throw invalid({ clientlogo: ['The clientlogo could not be read as an image.'] });
    }
    if ((meta.width ?? 0) * (meta.height ?? 0) > LOGO_MAX_PIXELS) {
      throw invalid({
        clientlogo: [
          `The clientlogo is too large: at most ${LOGO_MAX_PIXELS / 1_000_000} megapixels.`,
        ],
      });
    }
    const jpeg = meta.format === 'jpeg';
    let out: Buffer;
    try {
      const img = sharp(input, { limitInputPixels: LOGO_MAX_PIXELS, animated: false })
        .rotate()
        .resize({
          width: LOGO_MAX_SIDE,
          height: LOGO_MAX_SIDE,
          fit: 'inside',
          withoutEnlargement: true,
        });
      out = jpeg
        ? await img.jpeg({ quality: 85, mozjpeg: true }).toBuffer()
        : await img.png({ compressionLevel: 9 }).toBuffer();
    } catch (e) {
      if (/pixel limit/i.test(String((e as Error).message))) {
        throw invalid({
          clientlogo: [
            `The clientlogo is too large: at most ${LOGO_MAX_PIXELS / 1_000_000} megapixels.`,
          ],
        });
      }
      throw invalid({ clientlogo: ['The clientlogo could not be read as an image.'] });
    }
    const format = jpeg ? 'jpeg' : 'png';
    return await storeReencodedImage(app, actor, upload.original_name, 'logo', out, format);
  } finally {
    await deleteFile(app, app.db, upload.id);
  }
}

/**
 * Adds a client (status active) as `actor` at the clock's time, with a logo file already stored and re-encoded;
 * answers its ids. 422 when a rule of the client's fields is not met.
 */
export async function addClient(
  db: Db,
  actor: Actor,
  clock: Clock,
  input: ClientInput,
  logo: StoredFile | null = null,
): Promise<{ id: number; encrypted_id: string }> {
  const cols = clientColumns(input);
  const now = clock.now();
  return db.tx(async (q) => {
    const row = await repo.insertClient(q, cols, logo?.id ?? null, actor.userId, now);
    await auditAs(q, actor, now, {
      action: 'client.create',
      entityType: 'client',
      entityId: row.id,
      summary: `Created client ${cols.client_short_name}${logo ? ' with a logo' : ''}`,
      after: { ...cols, status: 'active', logo: logo ? logo.original_name : null },
    });
    return row;
  });
}

/** Creates a client (status active) with its logo when one was uploaded; answers its public id. */
export async function createClient(
  app: FastifyInstance,
  actor: Actor,
  fields: Record<string, unknown>,
  upload: StoredFile | undefined,
): Promise<string> {
  let logo: StoredFile | null = null;
  let pending = upload;
  return discardOnFailure(app, () => [pending, logo], async () => {
    const input = validate(ClientCreateFields, blankToNull(fields, NULLABLE_KEYS));
    clientColumns(input); // the rules are checked before a logo is re-encoded
    if (pending) {
      const u = pending;
      pending = undefined; // reencodeLogo removes it whatever happens
      logo = await reencodeLogo(app, actor, u);
    }
    return (await addClient(app.db, actor, app.clock, input, logo)).encrypted_id;
  });
}

/** Updates the client fields given (the others keep their value); 409 when `lockVersion` is stale. */
export async function updateClient(
  app: FastifyInstance,
  actor: Actor,
  encryptedId: string,
  lockVersion: number | undefined,
  input: Partial<ClientInput>,
): Promise<void> {
  await app.db.tx(async (q) => {
    const current = await repo.loadRecord(q, encryptedId, true);
    const version = await checkVersion(app, q, 'client', current.id, lockVersion);
    const cols = clientColumns(input, current);
    const changed = COLUMNS.filter((k) => cols[k] !== current[k]);
    if (!changed.length) return;
    await repo.updateClient(q, current.id, changed, cols, version, app.clock.now());
    await auditAs(q, actor, app.clock.now(), {
      action: 'client.update',
      entityType: 'client',
      entityId: current.id,
      summary: `Updated ${changed.map((k) => k.replace(/_/g, ' ')).join(', ')}`,
      before: Object.fromEntries(changed.map((k) => [k, current[k]])),
      after: Object.fromEntries(changed.map((k) => [k, cols[k]])),
    });
  });
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Deletes the client, its sub-items, notes and documents (and their files). 409 while it has job orders. */
export async function deleteClient(
  app: FastifyInstance,
  actor: Actor,
  encryptedId: string,
): Promise<void> {
  let keys: string[] = [];
  try {
    keys = await app.db.tx(async (q) => {
      const current = await repo.loadRecord(q, encryptedId, true);
      const n = await repo.countJobOrders(q, current.id);
      if (n > 0)
        throw conflict(
          `This client has ${plural(n, 'job order', 'job orders')}. Delete or move them first.`,
        );
      const docs = await repo.documentFileIds(q, current.id);
      await repo.deleteClient(q, current.id);
      const removed = await deleteFileRows(q, [current.logo_file_id, ...docs]);
      await auditAs(q, actor, app.clock.now(), {
        action: 'client.delete',
        entityType: 'client',
        entityId: current.id,
        summary: `Deleted client ${current.client_short_name}`,
        before: Object.fromEntries(COLUMNS.map((k) => [k, current[k]])),
      });
      return removed;
    });
  } catch (e) {
    if (isForeignKeyViolation(e))
      throw conflict('This client has job orders. Delete or move them first.');
    throw e;
  }
  await removeStored(app, keys);
}

/** Replaces the client's logo with an upload (re-encoded); answers the new logo file. */
export async function replaceLogo(
  app: FastifyInstance,
  actor: Actor,
  guard: WriteGuard,
  fields: Record<string, unknown>,
  upload: StoredFile | undefined,
): Promise<StoredFile> {
  let pending: StoredFile | undefined = upload;
  let logo: StoredFile | null = null;
  return discardOnFailure(app, () => [pending, logo], async () => {
    const input = validate(LogoFields, fields);
    if (!pending) throw invalid({ clientlogo: ['The clientlogo field is required.'] });
    const client = await repo.findClient(app.db, input.client_id);
    guard.check(client);
    const u = pending;
    pending = undefined;
    logo = await reencodeLogo(app, actor, u);
    const newLogo = logo;
    const keys = await app.db.tx(async (q) => {
      const row = await repo.lockLogo(q, client.id);
      if (!row) throw notFound();
      await repo.setLogo(q, client.id, newLogo.id, app.clock.now());
      const removed = await deleteFileRows(q, [row.logo_file_id]);
      await auditAs(q, actor, app.clock.now(), {
        action: 'client.logo',
        entityType: 'client',
        entityId: client.id,
        summary: row.logo_file_id ? 'Changed the logo' : 'Added a logo',
        after: { logo: newLogo.original_name },
      });
      return removed;
    });
    logo = null;
    await removeStored(app, keys);
    return newLogo;
  });
}

export const activeJobOrders = async (db: Db, clientId: string) =>
  repo.countActiveJobOrders(db, (await repo.findClient(db, clientId)).id);

// ---------------------------------------------------------------------------------------------------------------
// Notes, documents, activity: the record panel, on the client found and checked by the guard

/** The record panel's parent: the client with that public id, once the guard lets the actor write to it. */
const writable = (guard: WriteGuard, clientId: string) => async (q: Queryable) => {
  const client = await repo.findClient(q, clientId);
  guard.check(client);
  return client.id;
};
const mayWrite = (guard: WriteGuard) => async (q: Queryable, id: number) =>
  guard.check(await repo.findClientById(q, id));

export const notesOf = async (db: Db, clientId: string, limit?: number) =>
  panel.notesOf(db, CLIENT_PANEL, (await repo.findClient(db, clientId)).id, limit);
export const addNote = (
  db: Db,
  actor: Actor,
  clock: Clock,
  guard: WriteGuard,
  clientId: string,
  notes: string,
) => panel.addNote(db, actor, clock, CLIENT_PANEL, writable(guard, clientId), notes);
export const deleteNote = (db: Db, actor: Actor, clock: Clock, guard: WriteGuard, noteId: string) =>
  panel.deleteNote(db, actor, clock, CLIENT_PANEL, noteId, mayWrite(guard));

export const documentsOf = async (db: Db, clientId: string) =>
  panel.attachmentsOf(db, CLIENT_PANEL, (await repo.findClient(db, clientId)).id);
/** Adds an uploaded document (multipart `client_id`, `description`); the file is removed when anything fails. */
export async function addDocument(
  app: FastifyInstance,
  actor: Actor,
  guard: WriteGuard,
  fields: Record<string, unknown>,
  file: StoredFile | undefined,
) {
  return discardOnFailure(app, () => [file], async () => {
    const input = validate(AttachmentFields, fields);
    if (!file) throw invalid({ file_name: ['The file name field is required.'] });
    return await panel.addAttachment(
      app.db,
      actor,
      app.clock,
      CLIENT_PANEL,
      writable(guard, input.client_id),
      file,
      input.description,
    );
  });
}
export async function deleteDocument(
  app: FastifyInstance,
  actor: Actor,
  guard: WriteGuard,
  documentId: string,
) {
  const keys = await panel.deleteAttachment(
    app.db,
    actor,
    app.clock,
    CLIENT_PANEL,
    documentId,
    mayWrite(guard),
  );
  await removeStored(app, keys);
}

export const activityOf = async (db: Db, clientId: string, limit: number | undefined) =>
  panel.activityOf(db, CLIENT_PANEL, (await repo.findClient(db, clientId)).id, limit ?? 50);

// ---------------------------------------------------------------------------------------------------------------
// The four sections: every write checks the item belongs to the client given and is audited on the client

const trimStrings = (v: Values): Values =>
  Object.fromEntries(Object.entries(v).map(([k, x]) => [k, typeof x === 'string' ? x.trim() : x]));

const publicRow = (def: SubResource, r: Values) =>
  Object.fromEntries(
    ['encrypted_id', 'client_id', ...Object.keys(def.fields)].map((k) => [k, r[k] ?? null]),
  );

const given = (def: SubResource, body: Values) => {
  const keys = Object.keys(def.fields);
  return trimStrings(
    Object.fromEntries(keys.filter((k) => body[k] !== undefined).map((k) => [k, body[k]])),
  );
};

export async function subItemsOf(db: Db, def: SubResource, clientId: string) {
  const client = await repo.findClient(db, clientId);
  return (await repo.listSubItems(db, def, client.id)).map((r) => publicRow(def, r));
}

export async function addSubItem(
  app: FastifyInstance,
  actor: Actor,
  guard: WriteGuard,
  def: SubResource,
  body: Values & { client_id: string },
) {
  const item = { ...def.defaults, ...given(def, body) };
  return app.db.tx(async (q) => {
    const client = await repo.findClient(q, body.client_id);
    guard.check(client);
    const now = app.clock.now();
    def.check?.({ timeZone: app.config.timeZone, now }, item, null);
    const created = await repo.insertSubItem(q, def, client.id, item, actor.userId, now);
    await auditAs(q, actor, now, {
      action: `${def.path}.create`,
      entityType: 'client',
      entityId: client.id,
      summary: `Added ${def.label} ${def.describe(item)}`.trim(),
      after: { encrypted_id: created.encrypted_id, ...item },
    });
    return created.encrypted_id;
  });
}

export async function changeSubItem(
  app: FastifyInstance,
  actor: Actor,
  guard: WriteGuard,
  def: SubResource,
  body: Values & { client_id: string; encrypted_id: string },
) {
  const keys = Object.keys(def.fields);
  await app.db.tx(async (q) => {
    const client = await repo.findClient(q, body.client_id);
    guard.check(client);
    const before = await repo.findSubItem(q, def, body.encrypted_id, client.id);
    const item = { ...Object.fromEntries(keys.map((k) => [k, before[k]])), ...given(def, body) };
    const now = app.clock.now();
    def.check?.({ timeZone: app.config.timeZone, now }, item, before);
    const changed = keys.filter((k) => (item[k] ?? null) !== (before[k] ?? null));
    if (!changed.length) return;
    await repo.updateSubItem(q, def, before.id, client.id, changed, item, now);
    await auditAs(q, actor, now, {
      action: `${def.path}.update`,
      entityType: 'client',
      entityId: client.id,
      summary: `Updated ${def.label} ${def.describe(item)}`.trim(),
      before: {
        encrypted_id: body.encrypted_id,
        ...Object.fromEntries(changed.map((k) => [k, before[k]])),
      },
      after: {
        encrypted_id: body.encrypted_id,
        ...Object.fromEntries(changed.map((k) => [k, item[k]])),
      },
    });
  });
}

export async function deleteSubItem(
  app: FastifyInstance,
  actor: Actor,
  guard: WriteGuard,
  def: SubResource,
  itemId: string,
) {
  const keys = Object.keys(def.fields);
  await app.db.tx(async (q) => {
    const client = await repo.clientOfSubItem(q, def, itemId);
    guard.check(client);
    const before = await repo.findSubItem(q, def, itemId, client.id);
    await repo.deleteSubItem(q, def, before.id, client.id);
    await auditAs(q, actor, app.clock.now(), {
      action: `${def.path}.delete`,
      entityType: 'client',
      entityId: client.id,
      summary: `Deleted ${def.label} ${def.describe(before)}`.trim(),
      before: { encrypted_id: itemId, ...Object.fromEntries(keys.map((k) => [k, before[k]])) },
    });
  });
}
