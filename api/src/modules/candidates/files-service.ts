// A candidate's photo and resume (spec 001; API.md Candidates): upload (the photo re-encoded), the photo a resume
// parse found for this user, and the resume for the Resume tab.
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { auditAs } from '../../audit.js';
import type { Queryable } from '../../db/index.js';
import { deleteFile, verifyFileLink, type StoredFile } from '../../files/service.js';
import { HttpError, invalid } from '../../http/errors.js';
import type { Actor } from '../../lib/actor.js';
import { addError, label, required, throwIfAny, type FieldErrors } from '../../lib/field-errors.js';
import {
  deleteFileRows,
  discardOnFailure,
  publicIdOf,
  removeStored,
  storageKeyOf,
  storeReencodedImage,
} from '../files/service.js';
import { parsedPhotoFor } from '../parsed-photos/service.js';
import { enqueueResumeIndexing } from '../resume-index/service.js';
import { candidateIdField } from './form.js';
import * as repo from './repository.js';
import { resumeToHtml } from './resume-html.js';
import { PROFILE_PIC_MAX_SIDE, RESUME_TYPE } from './schema.js';

/**
 * Re-encodes an uploaded photo (EXIF orientation applied, metadata dropped, at most 1024 px a side) to PNG when it
 * has transparency, else JPEG. The upload itself is removed; the re-encoded file is returned.
 */
export async function reencodeProfilePic(
  app: FastifyInstance,
  actor: Actor,
  upload: StoredFile,
  field = 'profile_pic',
): Promise<StoredFile> {
  try {
    const bytes = await app.storage.readAll((await storageKeyOf(app.db, upload.id))!);
    let out: Buffer;
    let png = false;
    try {
      const meta = await sharp(bytes, { limitInputPixels: 60_000_000 }).metadata();
      png = Boolean(meta.hasAlpha);
      const pipeline = sharp(bytes, { limitInputPixels: 60_000_000 }).rotate().resize({
        width: PROFILE_PIC_MAX_SIDE,
        height: PROFILE_PIC_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      });
      out = png
        ? await pipeline.png({ compressionLevel: 9 }).toBuffer()
        : await pipeline
            .flatten({ background: '#ffffff' })
            .jpeg({ quality: 85, mozjpeg: true })
            .toBuffer();
    } catch {
      throw invalid({ [field]: [`The ${label(field)} must be a valid image.`] });
    }
    const format = png ? 'png' : 'jpeg';
    return await storeReencodedImage(app, actor, upload.original_name, 'photo', out, format);
  } finally {
    await deleteFile(app, app.db, upload.id).catch(() => undefined);
  }
}

/**
 * The file of a profile_pic_url that resume_parse issued to this user and no candidate uses yet; 422 otherwise.
 * The link must be a valid signed link (not expired) to GET /api/files/{id}.
 */
export async function parsedPhotoOf(
  app: FastifyInstance,
  q: Queryable,
  actor: Actor,
  url: string,
): Promise<number> {
  const bad = () => invalid({ profile_pic_url: ['The profile pic url is invalid.'] });
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://local');
  } catch {
    throw bad();
  }
  const m = /^\/api\/files\/([0-9a-f-]{36})$/i.exec(parsed.pathname);
  const expires = Number(parsed.searchParams.get('expires'));
  const sig = parsed.searchParams.get('sig') ?? '';
  const session = parsed.searchParams.get('session') ?? '';
  if (!m || !(await verifyFileLink(app, q, m[1], expires, session, sig))) throw bad();
  const id = await parsedPhotoFor(q, actor, m[1]);
  if (id === null) throw bad();
  return id;
}

/** The candidate_id of a multipart form (the only text field allowed); 422 with every message at once. */
function checkCandidateField(
  fields: Record<string, string | string[]>,
  missingFile: string | null,
): string {
  const errors: FieldErrors = {};
  const id = candidateIdField(fields, [], errors);
  if (missingFile) addError(errors, missingFile, required(label(missingFile)));
  throwIfAny(errors);
  return id;
}

/** Puts `fileId` as the candidate's photo (audited with `summary`); answers the storage key of the one it replaced. */
async function setPhoto(
  app: FastifyInstance,
  q: Queryable,
  actor: Actor,
  candidateId: number,
  fileId: number,
  summary: string,
): Promise<string[]> {
  const old = await repo.fileOfCandidate(q, candidateId, 'profile_pic');
  await repo.setProfilePic(q, candidateId, fileId, app.clock.now());
  await auditAs(q, actor, app.clock.now(), {
    action: 'candidate.profile_pic',
    entityType: 'candidate',
    entityId: candidateId,
    summary,
  });
  return deleteFileRows(q, [old]);
}

/** A new photo from the multipart form `{candidate_id, profile_pic}`; answers the stored photo. */
export async function replaceProfilePic(
  app: FastifyInstance,
  actor: Actor,
  fields: Record<string, string | string[]>,
  upload: StoredFile | undefined,
): Promise<StoredFile> {
  let pic: StoredFile | null = null;
  return discardOnFailure(app, () => [upload, pic], async () => {
    const candidateId = checkCandidateField(fields, upload ? null : 'profile_pic');
    pic = await reencodeProfilePic(app, actor, upload!);
    const stored = pic;
    const keys = await app.db.tx(async (q) => {
      const c = await repo.findCandidate(q, candidateId, true);
      return setPhoto(app, q, actor, c.id, stored.id, 'Profile picture updated');
    });
    await removeStored(app, keys);
    return stored;
  });
}

/** The photo a resume parse found (its signed link) as the candidate's photo; answers the file's public id. */
export async function useParsedPhoto(
  app: FastifyInstance,
  actor: Actor,
  candidateId: string,
  url: string,
): Promise<string> {
  const result = await app.db.tx(async (q) => {
    const c = await repo.findCandidate(q, candidateId, true);
    const fileId = await parsedPhotoOf(app, q, actor, url);
    const keys = await setPhoto(app, q, actor, c.id, fileId, 'Profile picture taken from the parsed resume');
    return { keys, enc: await publicIdOf(q, fileId) };
  });
  await removeStored(app, result.keys);
  return result.enc;
}

/** A new resume from the multipart form `{candidate_id, resume_name}`, queued for indexing; answers the stored file. */
export async function replaceResume(
  app: FastifyInstance,
  actor: Actor,
  fields: Record<string, string | string[]>,
  upload: StoredFile | undefined,
): Promise<StoredFile> {
  return discardOnFailure(app, () => [upload], async () => {
    const candidateId = checkCandidateField(fields, upload ? null : 'resume_name');
    const resume = upload!;
    const keys = await app.db.tx(async (q) => {
      const c = await repo.findCandidate(q, candidateId, true);
      const old = await repo.fileOfCandidate(q, c.id, 'resume');
      await repo.setResume(q, c.id, resume.id, app.clock.now());
      await enqueueResumeIndexing(q, app.clock, c.id, resume.id);
      await auditAs(q, actor, app.clock.now(), {
        action: 'candidate.resume',
        entityType: 'candidate',
        entityId: c.id,
        summary: `Resume ${resume.original_name} uploaded`,
      });
      return deleteFileRows(q, [old]);
    });
    await removeStored(app, keys);
    app.work.wake();
    return resume;
  });
}

/**
 * The resume for the Resume tab: DOCX, DOC and HTML as sanitised HTML, a PDF (or another type) by its file only;
 * `file` is the public id of the resume, null without one.
 */
export async function resumeForTab(
  app: FastifyInstance,
  candidateId: string,
): Promise<{ type: string; name: string; html: string; file: string | null }> {
  const c = await repo.findCandidate(app.db, candidateId);
  const f = await repo.resumeFileOf(app.db, c.id);
  if (!f) return { type: '', name: '', html: '', file: null };
  const type = RESUME_TYPE[f.mime_type] as 'pdf' | 'doc' | 'docx' | 'html' | undefined;
  if (type === 'pdf' || type === undefined)
    return { type: type ?? '', name: f.original_name, html: '', file: f.encrypted_id };
  let html: string;
  try {
    html = await resumeToHtml(type, await app.storage.readAll(f.storage_key));
  } catch {
    throw new HttpError(422, 'The resume could not be shown; download it instead.');
  }
  return { type, name: f.original_name, html, file: f.encrypted_id };
}
