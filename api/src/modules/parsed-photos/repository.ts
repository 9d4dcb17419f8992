// parsed_photos (migration 013): the photos the resume parser stored for a user, the only files a candidate's
// `profile_pic_url` may name.
import type { Queryable } from '../../db/index.js';

export async function recordParsedPhoto(
  q: Queryable,
  fileId: number,
  userId: number,
  now: Date,
): Promise<void> {
  await q.query(
    'insert into parsed_photos (file_id, user_id, created_at) values ($1, $2, $3) on conflict (file_id) do nothing',
    [fileId, userId, now],
  );
}

/** The file id of a photo parsed for this user that no candidate uses yet (null otherwise). */
export async function unusedParsedPhotoId(
  q: Queryable,
  fileEncryptedId: string,
  userId: number | null,
): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>(
    `select f.id from files f join parsed_photos p on p.file_id = f.id
      where f.encrypted_id = $1 and p.user_id = $2 and f.created_by is not distinct from $2
        and not exists (select 1 from candidates c where c.profile_pic_file_id = f.id)
        and not exists (select 1 from candidate_attachments ca where ca.file_id = f.id)`,
    [fileEncryptedId, userId],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

/** Deletes the user's parsed photos stored before `before` that no candidate uses; answers their storage keys. */
export async function deleteUnusedParsedPhotos(
  q: Queryable,
  userId: number,
  before: Date,
): Promise<string[]> {
  const { rows } = await q.query<{ storage_key: string }>(
    `delete from files f
      where f.id in (select p.file_id from parsed_photos p where p.user_id = $1 and p.created_at < $2)
        and not exists (select 1 from candidates c where c.profile_pic_file_id = f.id)
        and not exists (select 1 from candidate_attachments ca where ca.file_id = f.id)
      returning f.storage_key`,
    [userId, before],
  );
  return rows.map((r) => r.storage_key);
}
