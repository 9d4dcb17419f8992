// A candidate's photo and resume (spec 001; API.md Candidates): upload (photo re-encoded), the photo a resume parse
// found, and the resume as sanitised HTML so a Word or HTML resume is shown by the suite itself, never by a
// third-party viewer. PDFs are shown from their signed link.
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import sanitizeHtml from 'sanitize-html';
import WordExtractor from 'word-extractor';
import { audit } from '../audit.js';
import { IMAGE_KINDS, RESUME_KINDS } from '../files/kinds.js';
import { fileUrl, readMultipart, type StoredFile } from '../files/service.js';
import { access } from '../http/access.js';
import { HttpError } from '../http/errors.js';
import { DataOf, errorResponses, IdParams, Nullable, Uuid } from '../http/schemas.js';
import { decodeHtml } from '../parser/extract/html.js';
import { readZipSafely } from '../parser/extract/zip.js';
import { DEFAULT_LIMITS } from '../parser/types.js';
import { enqueueResumeIndexing } from '../modules/resume-index/service.js';
import {
  addError,
  candidateOf,
  discardUploads,
  dropFileRows,
  isUuid,
  parsedPhotoOf,
  reencodeProfilePic,
  removeStored,
  required,
  text,
  throwIfAny,
  type FieldErrors,
} from './candidates-common.js';

const Saved = (field: string) =>
  Type.Object({
    status: Type.Boolean(),
    message: Type.String(),
    data: Type.Object({ [field]: Nullable(Type.String()) }),
  });

/** Only the markup a resume needs; no scripts, styles, images, forms or frames. */
const RESUME_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'pre',
    'code',
    'span',
    'div',
    'a',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'dl',
    'dt',
    'dd',
    'section',
    'article',
    'header',
    'footer',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
  },
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'head'],
};

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Plain text as paragraphs. */
function textToHtml(t: string): string {
  return t
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

const RESUME_TYPE: Record<string, 'pdf' | 'doc' | 'docx' | 'html'> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'text/html': 'html',
};

export async function resumeToHtml(kind: 'doc' | 'docx' | 'html', bytes: Buffer): Promise<string> {
  if (kind === 'html') return sanitizeHtml(decodeHtml(bytes), RESUME_HTML).trim();
  if (kind === 'docx') {
    // The zip is checked against the bomb limits before mammoth inflates it.
    await readZipSafely(bytes, DEFAULT_LIMITS, () => false);
    const mammoth = await import('mammoth');
    const { value } = await mammoth.convertToHtml(
      { buffer: bytes },
      {
        ignoreEmptyParagraphs: true,
        convertImage: mammoth.images.imgElement(async () => ({ src: '' })),
      },
    );
    return sanitizeHtml(value, RESUME_HTML).trim();
  }
  const doc = await new WordExtractor().extract(bytes);
  return textToHtml(doc.getBody());
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const edit = { access: access.module('Candidates', 'edit') };

  app.post(
    '/candidates_profile_pic',
    {
      config: edit,
      schema: {
        tags: ['Candidates'],
        consumes: ['multipart/form-data'],
        description:
          'multipart `{candidate_id, profile_pic}`: an image (checked by content), re-encoded to JPEG (PNG with transparency), at most 1024 px a side.',
        response: { 200: Saved('profile_pic_url'), 413: errorResponses[422], ...errorResponses },
      },
    },
    async (request) => {
      const { fields, files } = await readMultipart(app, request, {
        profile_pic: { kinds: IMAGE_KINDS, label: 'profile pic' },
      });
      let pic: StoredFile | null = null;
      try {
        const candidateId = checkCandidateField(
          fields,
          ['candidate_id'],
          files.profile_pic ? null : 'profile_pic',
        );
        pic = await reencodeProfilePic(app, request, files.profile_pic!);
        const stored = pic;
        const keys = await app.db.tx(async (q) => {
          const c = await candidateOf(q, candidateId, true);
          const old =
            (
              await q.query<{ f: number | null }>(
                'select profile_pic_file_id as f from candidates where id = $1',
                [c.id],
              )
            ).rows[0]?.f ?? null;
          await q.query(
            'update candidates set profile_pic_file_id = $2, updated_at = $3 where id = $1',
            [c.id, stored.id, app.clock.now()],
          );
          await audit(q, request, {
            action: 'candidate.profile_pic',
            entityType: 'candidate',
            entityId: c.id,
            summary: 'Profile picture updated',
          });
          return dropFileRows(q, [old === null ? null : Number(old)]);
        });
        await removeStored(app, keys);
        return {
          status: true,
          message: 'Updated Successfully',
          data: { profile_pic_url: fileUrl(request, stored.encrypted_id) },
        };
      } catch (e) {
        await discardUploads(app, [files.profile_pic, pic]);
        throw e;
      }
    },
  );

  app.post(
    '/candidates_profile_pic_url',
    {
      config: edit,
      schema: {
        tags: ['Candidates'],
        description:
          "Uses the photo a resume parse found (`profile_pic_url` as resume_parse returned it) as the candidate's photo. Any other link is refused.",
        body: Type.Object(
          { candidate_id: Uuid, profile_pic_url: Type.String({ maxLength: 500 }) },
          { additionalProperties: false },
        ),
        response: { 200: Saved('profile_pic_url'), ...errorResponses },
      },
    },
    async (request) => {
      const result = await app.db.tx(async (q) => {
        const c = await candidateOf(q, request.body.candidate_id, true);
        const fileId = await parsedPhotoOf(app, q, request, request.body.profile_pic_url);
        const old =
          (
            await q.query<{ f: number | null }>(
              'select profile_pic_file_id as f from candidates where id = $1',
              [c.id],
            )
          ).rows[0]?.f ?? null;
        await q.query(
          'update candidates set profile_pic_file_id = $2, updated_at = $3 where id = $1',
          [c.id, fileId, app.clock.now()],
        );
        await audit(q, request, {
          action: 'candidate.profile_pic',
          entityType: 'candidate',
          entityId: c.id,
          summary: 'Profile picture taken from the parsed resume',
        });
        const keys = await dropFileRows(q, [old === null ? null : Number(old)]);
        const enc = (
          await q.query<{ e: string }>('select encrypted_id::text as e from files where id = $1', [
            fileId,
          ])
        ).rows[0].e;
        return { keys, enc };
      });
      await removeStored(app, result.keys);
      return {
        status: true,
        message: 'Updated Successfully',
        data: { profile_pic_url: fileUrl(request, result.enc) },
      };
    },
  );

  app.post(
    '/candidates_resume',
    {
      config: edit,
      schema: {
        tags: ['Candidates'],
        consumes: ['multipart/form-data'],
        description:
          'multipart `{candidate_id, resume_name}`: PDF, DOCX, DOC or HTML (checked by content). Its text is indexed for search shortly after.',
        response: { 200: Saved('resume_url'), 413: errorResponses[422], ...errorResponses },
      },
    },
    async (request) => {
      const { fields, files } = await readMultipart(app, request, {
        resume_name: { kinds: RESUME_KINDS, label: 'resume' },
      });
      try {
        const candidateId = checkCandidateField(
          fields,
          ['candidate_id'],
          files.resume_name ? null : 'resume_name',
        );
        const resume = files.resume_name!;
        const result = await app.db.tx(async (q) => {
          const c = await candidateOf(q, candidateId, true);
          const old =
            (
              await q.query<{ f: number | null }>(
                'select resume_file_id as f from candidates where id = $1',
                [c.id],
              )
            ).rows[0]?.f ?? null;
          await q.query(
            `update candidates set resume_file_id = $2, resume_text = '', updated_at = $3 where id = $1`,
            [c.id, resume.id, app.clock.now()],
          );
          await enqueueResumeIndexing(q, app.clock, c.id, resume.id);
          await audit(q, request, {
            action: 'candidate.resume',
            entityType: 'candidate',
            entityId: c.id,
            summary: `Resume ${resume.original_name} uploaded`,
          });
          return { id: c.id, keys: await dropFileRows(q, [old === null ? null : Number(old)]) };
        });
        await removeStored(app, result.keys);
        app.work.wake();
        return {
          status: true,
          message: 'Updated Successfully',
          data: { resume_url: fileUrl(request, resume.encrypted_id) },
        };
      } catch (e) {
        await discardUploads(app, [files.resume_name]);
        throw e;
      }
    },
  );

  app.get(
    '/candidates_resume_html/:id',
    {
      config: { access: access.module('Candidates', 'view') },
      schema: {
        tags: ['Candidates'],
        description:
          'The resume for the Resume tab. DOCX (mammoth), DOC (its text) and HTML resumes come back as sanitised HTML; a PDF comes back with ' +
          "its signed link only (shown by the browser's own viewer). `type` is '' when there is no resume.",
        params: IdParams,
        response: {
          200: DataOf(
            Type.Object({
              type: Type.String(),
              name: Type.String(),
              html: Type.String(),
              resume_url: Nullable(Type.String()),
            }),
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const c = await candidateOf(app.db, request.params.id);
      const { rows } = await app.db.query<{
        encrypted_id: string;
        storage_key: string;
        original_name: string;
        mime_type: string;
      }>(
        `select f.encrypted_id::text as encrypted_id, f.storage_key, f.original_name, f.mime_type
           from candidates c join files f on f.id = c.resume_file_id where c.id = $1`,
        [c.id],
      );
      const f = rows[0];
      if (!f) return { status: true, data: { type: '', name: '', html: '', resume_url: null } };
      const type = RESUME_TYPE[f.mime_type] as 'pdf' | 'doc' | 'docx' | 'html' | undefined;
      const url = fileUrl(request, f.encrypted_id);
      if (type === 'pdf' || type === undefined)
        return {
          status: true,
          data: { type: type ?? '', name: f.original_name, html: '', resume_url: url },
        };
      let html: string;
      try {
        html = await resumeToHtml(type, await app.storage.readAll(f.storage_key));
      } catch {
        throw new HttpError(422, 'The resume could not be shown; download it instead.');
      }
      return { status: true, data: { type, name: f.original_name, html, resume_url: url } };
    },
  );
};

/** The candidate_id of a multipart form (the only text field allowed); 422 with every message at once. */
function checkCandidateField(
  fields: Record<string, string | string[]>,
  allowed: string[],
  missingFile: string | null,
): string {
  const errors: FieldErrors = {};
  for (const k of Object.keys(fields))
    if (!allowed.includes(k))
      addError(errors, k, `The ${k.replace(/_/g, ' ')} field is not allowed.`);
  const id = text(fields.candidate_id);
  if (!id) addError(errors, 'candidate_id', required('candidate id'));
  else if (!isUuid(id)) addError(errors, 'candidate_id', 'The selected candidate id is invalid.');
  if (missingFile) addError(errors, missingFile, required(missingFile.replace(/_/g, ' ')));
  throwIfAny(errors);
  return id;
}

export default routes;
