// A candidate's photo and resume (API.md Candidates): upload (the photo re-encoded), the photo a resume parse found,
// and the resume for the Resume tab. Links to files are signed for the caller's session.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IMAGE_KINDS, RESUME_KINDS } from '../../files/kinds.js';
import { fileUrl, readMultipart, type UploadRule } from '../../files/service.js';
import { access } from '../../http/access.js';
import { errorResponses, IdParams } from '../../http/schemas.js';
import { actorOf } from '../../lib/actor.js';
import * as files from './files-service.js';
import { ParsedPhotoBody, ResumeHtmlAnswer, Saved } from './schema.js';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const edit = { access: access.module('Candidates', 'edit') };

  /**
   * POST `url`, multipart `{candidate_id, <field>}`: `replace` stores the upload as the candidate's file; the answer
   * links to it as `<answer>`.
   */
  function upload(
    url: string,
    field: string,
    rule: UploadRule,
    answer: string,
    description: string,
    replace: typeof files.replaceProfilePic,
  ) {
    app.post(
      url,
      {
        config: edit,
        schema: {
          tags: ['Candidates'],
          consumes: ['multipart/form-data'],
          description,
          response: { 200: Saved(answer), 413: errorResponses[422], ...errorResponses },
        },
      },
      async (request) => {
        const { fields, files: uploads } = await readMultipart(app, request, { [field]: rule });
        const file = await replace(app, actorOf(request), fields, uploads[field]);
        return { status: true, message: 'Updated Successfully', data: { [answer]: fileUrl(request, file.encrypted_id) } };
      },
    );
  }

  upload(
    '/candidates_profile_pic',
    'profile_pic',
    { kinds: IMAGE_KINDS, label: 'profile pic' },
    'profile_pic_url',
    'multipart `{candidate_id, profile_pic}`: an image (checked by content), re-encoded to JPEG (PNG with transparency), at most 1024 px a side.',
    files.replaceProfilePic,
  );

  app.post(
    '/candidates_profile_pic_url',
    {
      config: edit,
      schema: {
        tags: ['Candidates'],
        description:
          "Uses the photo a resume parse found (`profile_pic_url` as resume_parse returned it) as the candidate's photo. Any other link is refused.",
        body: ParsedPhotoBody,
        response: { 200: Saved('profile_pic_url'), ...errorResponses },
      },
    },
    async (request) => {
      const { candidate_id, profile_pic_url } = request.body;
      const file = await files.useParsedPhoto(app, actorOf(request), candidate_id, profile_pic_url);
      return {
        status: true,
        message: 'Updated Successfully',
        data: { profile_pic_url: fileUrl(request, file) },
      };
    },
  );

  upload(
    '/candidates_resume',
    'resume_name',
    { kinds: RESUME_KINDS, label: 'resume' },
    'resume_url',
    'multipart `{candidate_id, resume_name}`: PDF, DOCX, DOC or HTML (checked by content). Its text is indexed for search shortly after.',
    files.replaceResume,
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
        response: { 200: ResumeHtmlAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const { file, ...resume } = await files.resumeForTab(app, request.params.id);
      return { status: true, data: { ...resume, resume_url: fileUrl(request, file) } };
    },
  );
};

export default routes;
