// Reads a resume with the parser (app.parser, off the request thread) against the skills catalogue and answers the
// fields that prefill the Add form. The file itself is not kept. A photo found in it is stored and recorded for the
// user who parsed (parsed-photos), so that only that user's candidate can take it as a photo.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { storeBytes, type StoredFile } from '../../files/service.js';
import { HttpError, notFound } from '../../http/errors.js';
import type { Actor } from '../../lib/actor.js';
import { ResumeParseError } from '../../parser/errors.js';
import { placeNamed } from '../catalogues/service.js';
import { discardUploads, removeStored, storageKeyOf } from '../files/service.js';
import { dropUnusedParsedPhotos, keepParsedPhoto } from '../parsed-photos/service.js';
import { skillsWithSynonyms } from '../skills/service.js';
import { addError, required, throwIfAny, type FieldErrors } from '../../lib/field-errors.js';
import { parserOf } from '../../lib/resume-parser.js';

function isParseError(e: unknown): e is ResumeParseError {
  // Errors coming back from the worker pool may lose their class: recognise them by name as well.
  return e instanceof ResumeParseError || (e instanceof Error && e.name === 'ResumeParseError');
}

/**
 * Parses the uploaded resume (`parsing_file_name`; no other field is allowed). Answers the parsed data with the
 * place its location names, and the stored photo (its public id) when the resume had one. A file the parser cannot
 * read is a 422 with the reason, one too large a 413. Photos parsed earlier and never used are cleaned up.
 */
export async function parseResume(
  app: FastifyInstance,
  actor: Actor,
  fields: Record<string, unknown>,
  upload: StoredFile | undefined,
  log: FastifyBaseLogger,
) {
  let bytes: Buffer;
  try {
    const errors: FieldErrors = {};
    for (const k of Object.keys(fields))
      addError(errors, k, `The ${k.replace(/_/g, ' ')} field is not allowed.`);
    if (!upload) addError(errors, 'parsing_file_name', required('parsing file name'));
    throwIfAny(errors);
    const key = await storageKeyOf(app.db, upload!.id);
    if (key === null) throw notFound();
    bytes = await app.storage.readAll(key);
  } finally {
    // The parsing file is read, not kept.
    await discardUploads(app, [upload]);
  }
  const parser = await parserOf(app);
  const skills = await skillsWithSynonyms(app.db);

  let out;
  try {
    out = await parser.parse(bytes, {
      fileName: upload!.original_name,
      skills,
      now: app.clock.now(),
    });
  } catch (e) {
    if (isParseError(e)) {
      if ((e as ResumeParseError).code === 'too_large') throw new HttpError(413, e.message);
      throw new HttpError(422, e.message);
    }
    throw e;
  }

  let photo: StoredFile | null = null;
  if (out.photo) {
    const ext = out.photo.mime === 'image/png' ? 'png' : 'jpg';
    photo = await storeBytes(
      app,
      out.photo.bytes,
      `resume-photo.${ext}`,
      out.photo.mime,
      actor.userId,
    );
    await keepParsedPhoto(app.db, actor, app.clock, photo.id);
  }
  await dropUnusedParsedPhotos(app.db, actor, app.clock)
    .then((keys) => removeStored(app, keys))
    .catch((e: unknown) =>
      log.warn({ err: { type: (e as Error)?.name } }, 'parse photo clean-up failed'),
    );

  const location = await placeNamed(app.db, out.data.current_location);
  return { out, photo, location };
}
