// Every SQL statement on files: a stored file's row (its bytes are in storage, under storage_key).
import type { Queryable } from '../../db/index.js';

export type StoredFileInfo = {
  storage_key: string;
  original_name: string;
  mime_type: string;
  size_bytes: number;
};

export async function fileByPublicId(
  q: Queryable,
  encryptedId: string,
): Promise<StoredFileInfo | null> {
  const { rows } = await q.query<StoredFileInfo>(
    'select storage_key, original_name, mime_type, size_bytes from files where encrypted_id = $1',
    [encryptedId],
  );
  return rows[0] ?? null;
}

/** Deletes files rows inside a transaction and answers their storage keys, to remove once it commits. */
export async function deleteFileRows(
  q: Queryable,
  ids: (number | null | undefined)[],
): Promise<string[]> {
  const list = ids.filter((x): x is number => x !== null && x !== undefined).map(Number);
  if (!list.length) return [];
  const { rows } = await q.query<{ storage_key: string }>(
    'delete from files where id = any($1::bigint[]) returning storage_key',
    [list],
  );
  return rows.map((r) => r.storage_key);
}

export async function storageKeyOf(q: Queryable, fileId: number): Promise<string | null> {
  const { rows } = await q.query<{ storage_key: string }>(
    'select storage_key from files where id = $1',
    [fileId],
  );
  return rows[0]?.storage_key ?? null;
}

/** The public id of a stored file (serial id). */
export async function publicIdOf(q: Queryable, fileId: number): Promise<string> {
  const { rows } = await q.query<{ e: string }>('select encrypted_id::text as e from files where id = $1', [fileId]);
  return rows[0].e;
}

export type StoredFile = { id: number; encrypted_id: string; original_name: string; mime_type: string; size_bytes: number };

/** The row of a file just written to storage. */
export async function insertFileRow(
  q: Queryable,
  f: { key: string; name: string; mime: string; size: number; sha256: string; userId: number | null },
): Promise<StoredFile> {
  const { rows } = await q.query<StoredFile>(
    `insert into files (storage_key, original_name, mime_type, size_bytes, sha256, created_by)
     values ($1, $2, $3, $4, $5, $6)
     returning id, encrypted_id::text as encrypted_id, original_name, mime_type, size_bytes`,
    [f.key, f.name, f.mime, f.size, f.sha256, f.userId],
  );
  return { ...rows[0], id: Number(rows[0].id), size_bytes: Number(rows[0].size_bytes) };
}
