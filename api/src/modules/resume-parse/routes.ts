// POST /api/resume_parse (spec 001 §4, API.md Candidates): a resume in, the fields that prefill the Add form out.
// A photo found in it is returned as a signed `profile_pic_url`, which POST /api/candidates (profile_pic_url) and
// POST /api/candidates_profile_pic_url accept — and nothing else.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RESUME_KINDS } from '../../files/kinds.js';
import { fileUrl, readMultipart } from '../../files/service.js';
import { access } from '../../http/access.js';
import { actorOf } from '../../lib/actor.js';
import { ParseResponses, TAGS } from './schema.js';
import { parseResume } from './service.js';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/resume_parse',
    {
      config: { access: access.module('Candidates', 'add') },
      schema: {
        tags: TAGS,
        consumes: ['multipart/form-data'],
        description:
          'multipart `{parsing_file_name}`: a PDF, DOCX, DOC or HTML resume (checked by content). Answers the parsed fields; skills are ' +
          'matched against the skills catalogue and its synonyms. A file the parser cannot read gives 422 with the reason; over the size limit 413.',
        response: ParseResponses,
      },
    },
    async (request) => {
      const { fields, files } = await readMultipart(app, request, {
        parsing_file_name: { kinds: RESUME_KINDS, label: 'parsing file' },
      });
      const { out, photo, location } = await parseResume(
        app,
        actorOf(request),
        fields,
        files.parsing_file_name,
        request.log,
      );
      const url = photo ? fileUrl(request, photo.encrypted_id) : null;
      return {
        status: true,
        message: 'Resume parsed successfully',
        data: {
          ...out.data,
          confidence: {
            ...out.confidence,
            profile_pic: out.confidence.profile_pic ?? (out.photo ? 0.9 : 0),
          },
          profile_pic: url ?? '',
          profile_pic_url: url,
          photo_message: out.photo?.message ?? '',
          location,
        },
      };
    },
  );
};

export default routes;
