// Candidates routes (API.md Candidates): the list with full-text resume search, one record, create and update (one
// multipart request carrying the sub-items, one transaction), delete, the live duplicate check and skills.
// Handlers read the request, call the service and answer; links to files are signed for the caller's session.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IMAGE_KINDS, RESUME_KINDS } from '../../files/kinds.js';
import { fileUrl, readMultipart } from '../../files/service.js';
import { created } from '../../http/answers.js';
import { access } from '../../http/access.js';
import { deleteRoute } from '../../http/delete-route.js';
import { notFound } from '../../http/errors.js';
import {
  Created,
  errorResponses,
  IdParams,
  ListOf,
  Message,
  OneOf,
} from '../../http/schemas.js';
import { actorOf } from '../../lib/actor.js';
import {
  CandidateListQuery,
  CandidateListRow,
  CandidateRecord,
  DuplicatesAnswer,
  DuplicatesQuery,
  FORM_DESCRIPTION,
  SkillsAnswer,
} from './schema.js';
import * as candidates from './service.js';

const UPLOADS = {
  resume_name: { kinds: RESUME_KINDS, label: 'resume' },
  parsing_file_name: { kinds: RESUME_KINDS, label: 'parsing file' },
  profile_pic: { kinds: IMAGE_KINDS, label: 'profile pic' },
};

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/candidates',
    {
      config: { access: access.module('Candidates', 'view') },
      schema: {
        tags: ['Candidates'],
        description:
          'The candidate list. Default order created_at desc, name asc; `limit` 7, 20, 50 or 100. A plain `q` matches a prefix of the ' +
          'name, email, company, city or mobile, or words anywhere in the profile and the resume text. A `q` with boolean syntax ' +
          '(AND, OR, NOT or -word, "phrase", parentheses, prefix*) is full text over the profile and the resume; a malformed one is a ' +
          '422 with `errors.q` naming the problem. With `q` and no `sortby`, the best matches come first (ts_rank; newest first when ' +
          'more than 1,000 match), and each row gains `snippet`: the resume around the matches, the matched words marked. ' +
          'The filters combine with `q` and with each other (AND).',
        querystring: CandidateListQuery,
        response: { 200: ListOf(CandidateListRow), ...errorResponses },
      },
    },
    async (request) =>
      (await candidates.listCandidates(app.db, request.query, app.config.timeZone)) as never,
  );

  app.get(
    '/candidates/:id',
    {
      config: { access: access.module('Candidates', 'view') },
      schema: {
        tags: ['Candidates'],
        params: IdParams,
        response: { 200: OneOf(CandidateRecord), ...errorResponses },
      },
    },
    async (request) => {
      const record = await candidates.candidateRecord(app.db, request.params.id);
      if (!record) throw notFound();
      const { resume_file, pic_file, ...rest } = record;
      const data = {
        ...rest,
        resume_url: fileUrl(request, resume_file),
        profile_pic_url: fileUrl(request, pic_file),
      };
      return { status: true, data: [data as never] };
    },
  );

  app.get(
    '/get_candidate_skills/:id',
    {
      config: { access: access.module('Candidates', 'view') },
      schema: {
        tags: ['Candidates'],
        params: IdParams,
        response: { 200: SkillsAnswer, ...errorResponses },
      },
    },
    async (request) => ({
      status: true,
      skills: await candidates.candidateSkills(app.db, request.params.id),
    }),
  );

  app.get(
    '/candidates_duplicates',
    {
      config: { access: access.module('Candidates', 'view') },
      schema: {
        tags: ['Candidates'],
        description:
          'The live duplicate check of the add and edit forms: candidates whose primary email equals `email` (case-insensitive) or whose ' +
          'primary or secondary mobile equals `mobile` (both normalised to 10 digits). `exclude` leaves out the candidate being edited.',
        querystring: DuplicatesQuery,
        response: { 200: DuplicatesAnswer, ...errorResponses },
      },
    },
    async (request) => ({ status: true, data: await candidates.duplicatesOf(app.db, request.query) }),
  );

  app.post(
    '/candidates',
    {
      config: { access: access.module('Candidates', 'add') },
      schema: {
        tags: ['Candidates'],
        consumes: ['multipart/form-data'],
        description: FORM_DESCRIPTION,
        response: { 201: Created, 413: errorResponses[422], ...errorResponses },
      },
    },
    async (request, reply) => {
      const { fields, files } = await readMultipart(app, request, UPLOADS);
      const id = await candidates.saveCandidateForm(app, actorOf(request), fields, files);
      return created(reply, 'Candidate Added Successfully', id);
    },
  );

  app.post(
    '/candidates/:id',
    {
      config: { access: access.module('Candidates', 'edit') },
      schema: {
        tags: ['Candidates'],
        consumes: ['multipart/form-data'],
        description: `${FORM_DESCRIPTION} Only the fields sent change; a field or row sent back as stored is not checked again (a rule added later never blocks a record valid when stored); an empty \`skill[]\` clears the skills.`,
        params: IdParams,
        response: { 200: Message, 413: errorResponses[422], ...errorResponses },
      },
    },
    async (request) => {
      const { fields, files } = await readMultipart(app, request, UPLOADS);
      await candidates.saveCandidateForm(app, actorOf(request), fields, files, request.params.id);
      return { status: true, message: 'Candidate Updated Successfully' };
    },
  );

  deleteRoute(
    app,
    '/candidate_delete/:id',
    {
      access: access.module('Candidates', 'delete'),
      tags: ['Candidates'],
      description:
        'Hard delete in one transaction: the candidate, its experience, education, skills, notes, attachments, messages, job-order links ' +
        '(with their status history) and interviews, and its files (resume, photo, attachments). Search forgets the candidate at once.',
    },
    (request, id) => candidates.deleteCandidate(app, actorOf(request), id),
  );
};

export default routes;
