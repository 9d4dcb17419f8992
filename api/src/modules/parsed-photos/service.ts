// Photos found by the resume parser: stored for the user who parsed, usable once as a candidate's photo through the
// link resume_parse answered, removed after a day when nobody used them.
import { auditAs } from '../../audit.js';
import type { Db, Queryable } from '../../db/index.js';
import type { Actor, Clock } from '../../lib/actor.js';
import { deleteUnusedParsedPhotos, recordParsedPhoto, unusedParsedPhotoId } from './repository.js';

/** The audit action recorded when resume_parse stores a photo. */
export const PARSED_PHOTO_ACTION = 'resume_parse.photo';
/** Parse photos nobody used are removed after a day (the next parse by the same user tidies up). */
export const UNUSED_PHOTO_HOURS = 24;

/** Marks a stored file as a photo parsed for the actor (the record that authorises its link), with its audit event. */
export async function keepParsedPhoto(
  db: Db,
  actor: Actor,
  clock: Clock,
  fileId: number,
): Promise<void> {
  await db.tx(async (q) => {
    if (actor.userId !== null) await recordParsedPhoto(q, fileId, actor.userId, clock.now());
    await auditAs(q, actor, clock.now(), {
      action: PARSED_PHOTO_ACTION,
      entityType: 'file',
      entityId: fileId,
      summary: 'Photo found in a parsed resume',
    });
  });
}

/** The file id of a photo parsed for the actor that no candidate uses yet; null for any other file. */
export async function parsedPhotoFor(
  q: Queryable,
  actor: Actor,
  fileEncryptedId: string,
): Promise<number | null> {
  return unusedParsedPhotoId(q, fileEncryptedId, actor.userId);
}

/** Deletes the actor's parsed photos older than a day that nobody used; answers their storage keys to remove. */
export async function dropUnusedParsedPhotos(
  db: Db,
  actor: Actor,
  clock: Clock,
): Promise<string[]> {
  const userId = actor.userId;
  if (userId === null) return [];
  const before = new Date(clock.now().getTime() - UNUSED_PHOTO_HOURS * 3_600_000);
  return db.tx((q) => deleteUnusedParsedPhotos(q, userId, before));
}
