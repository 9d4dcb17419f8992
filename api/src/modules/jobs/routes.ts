// Job orders: list, read, create (multipart), update (JSON), delete, the JD file, the job's skills, users and
// qualifications, the Actionable tab's job list, and the job's notes and messages (spec 002 §2.1, §3.1–3.3, §5, §7.1;
// API.md Job orders). Handlers read the request, call the service and answer; links to files are signed for the
// caller's session.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { deleteFile, fileUrl, readMultipart, type StoredFile } from '../../files/service.js';
import { created } from '../../http/answers.js';
import { access, auth } from '../../http/access.js';
import { deleteRoute } from '../../http/delete-route.js';
import {
  Created,
  DataOf,
  errorResponses,
  IdParams,
  ListOf,
  listQuery,
  Message,
  Nullable,
  OneOf,
  Uuid,
} from '../../http/schemas.js';
import { actorOf } from '../../lib/actor.js';
import { JobOrderFilterProps } from '../search/schema.js';
import {
  Choice,
  JD_KINDS,
  JobListRow,
  JobRecord,
  JobUpdate,
  JobUserRow,
  MessageRow,
  MESSAGES,
  NoteRow,
  QualificationRow,
  SkillRow,
  Text,
  type JobRecordRow,
} from './schema.js';
import * as jobs from './service.js';

/** The job order as answered: its client's logo and its JD file as links signed for the caller. */
function record(request: FastifyRequest, r: JobRecordRow): JobRecord {
  const { logo_file, jd_file, ...rest } = r;
  return {
    ...rest,
    clientlogo_file_url: fileUrl(request, logo_file),
    jobdescription_file_url: fileUrl(request, jd_file),
  };
}

const JD_RULE = { jobdescription: { kinds: [...JD_KINDS], label: 'job description file' } };

/** Runs work on a JD file stored from the request; the file is removed when the work fails. */
async function withJdFile<T>(app: FastifyInstance, jd: StoredFile | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (jd) await deleteFile(app, app.db, jd.id);
    throw e;
  }
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/jobs',
    {
      // The candidate form's job picker reads this list too (spec 001 §7).
      config: { access: access.module(['Job Orders', 'Candidates'], 'view') },
      schema: {
        tags: ['Job orders'],
        description:
          'Job orders, newest first (then status, then title). status filters Active or InActive; q searches title, client, contact, city, ' +
          'landmark and job code; client, recruiter, state, city and position_type filter. user_type is the signed-in user\'s assignment on the job (recruiter, manager, coordinator), or "".',
        querystring: listQuery(
          ['job_title', 'client_name', 'city_name', 'created_at', 'status', 'job_code'],
          {
            status: Type.Optional(Choice('active', 'inactive')),
            ...JobOrderFilterProps,
          },
        ),
        response: { 200: ListOf(JobListRow), ...errorResponses },
      },
    },
    async (request) =>
      jobs.listJobs(app.db, auth(request).user.id, request.query as Parameters<typeof jobs.listJobs>[2]),
  );

  app.get(
    '/jobs/:id',
    {
      config: { access: access.module(['Job Orders', 'Candidates'], 'view') },
      schema: {
        tags: ['Job orders'],
        description:
          'One job order (spec 3.2) with job_code, the client logo and JD file links, and its skills, users and qualifications.',
        params: IdParams,
        response: { 200: OneOf(JobRecord), ...errorResponses },
      },
    },
    async (request) => ({ status: true, data: [record(request, await jobs.jobRecord(app.db, request.params.id))] }),
  );

  app.post(
    '/jobs',
    {
      config: { access: access.module('Job Orders', 'add') },
      schema: {
        tags: ['Job orders'],
        description:
          'Multipart: the fields of spec 3.1, lists as skill_primary[i], skill_secondary[i] (skill names or public ids), user_recruiter[i], ' +
          'user_manager[i], user_coordinator[i] (user public ids), qualifications[i] (names; unknown ones are added), and the optional ' +
          'jobdescription file (pdf, doc, docx). Required: job_title, client, country, state, city, office_landmark, min_experience, ' +
          'max_experience, max_budget and at least one recruiter; min_experience <= max_experience.',
        consumes: ['multipart/form-data'],
        response: { 201: Created, 413: errorResponses[422], ...errorResponses },
      },
    },
    async (request, reply) => {
      const { fields, files } = await readMultipart(app, request, JD_RULE);
      const jd = files.jobdescription;
      const job = await withJdFile(app, jd, () => jobs.addJob(app.db, actorOf(request), app.clock, fields, jd));
      return created(reply, MESSAGES.added, job.encrypted_id);
    },
  );

  app.put(
    '/jobs',
    {
      config: { access: access.module('Job Orders', 'edit') },
      schema: {
        tags: ['Job orders'],
        description:
          'JSON: encrypted_id and the fields of spec 3.1, lists as arrays. A field left out keeps its value; a list sent replaces the ' +
          "job's list (skills, users, qualifications) in the same transaction as the rest.",
        body: JobUpdate,
        response: { 200: Message, ...errorResponses },
      },
    },
    async (request) => {
      await jobs.changeJob(app.db, actorOf(request), app.clock, app.config.timeZone, request.body);
      return { status: true, message: MESSAGES.updated };
    },
  );

  app.post(
    '/jobs_description_file',
    {
      config: { access: access.module('Job Orders', 'edit') },
      schema: {
        tags: ['Job orders'],
        description:
          'Multipart: job_id and the jobdescription file (pdf, doc, docx); replaces the stored one.',
        consumes: ['multipart/form-data'],
        response: {
          200: DataOf(
            Type.Object({
              jobdescription_file_url: Nullable(Type.String()),
              jobdescription_file_name: Type.String(),
            }),
          ),
          413: errorResponses[422],
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { fields, files } = await readMultipart(app, request, JD_RULE);
      const jd = files.jobdescription;
      const old = await withJdFile(app, jd, () => jobs.replaceJdFile(app.db, actorOf(request), app.clock, fields, jd));
      if (old) await deleteFile(app, app.db, old);
      return {
        status: true,
        message: MESSAGES.jdSaved,
        data: {
          jobdescription_file_url: fileUrl(request, jd?.encrypted_id),
          jobdescription_file_name: jd?.original_name ?? '',
        },
      };
    },
  );

  deleteRoute(
    app,
    '/jobs/:id',
    {
      access: access.module('Job Orders', 'delete'),
      tags: ['Job orders'],
      description:
        'Deletes a job order with its skills, users, notes and messages. Refused (409) while candidates are linked to it: their ' +
        'pipeline history and interviews would go with it; make the job order inactive instead.',
      message: MESSAGES.deleted,
    },
    async (request, id) => {
      const fileId = await jobs.removeJob(app.db, actorOf(request), app.clock, id);
      if (fileId) await deleteFile(app, app.db, fileId);
    },
  );

  // A job order's skills, qualifications and assigned users: one statement each, keyed by the job's id.
  const jobRows = <T extends TSchema>(url: string, row: T, sql: string) =>
    app.get(
      url,
      {
        config: { access: access.module(['Job Orders', 'Candidates'], 'view') },
        schema: { tags: ['Job orders'], params: IdParams, response: { 200: Type.Array(row), ...errorResponses } },
      },
      async (request) => jobs.jobList<Static<T>>(app.db, sql, (request.params as Static<typeof IdParams>).id),
    );
  jobRows('/job_skills/:id', SkillRow, jobs.SKILLS_SQL);
  jobRows('/job_qualifications/:id', QualificationRow, jobs.QUALIFICATIONS_SQL);
  jobRows('/job_users/:id', JobUserRow, jobs.USERS_SQL);

  app.get(
    '/jobs_candidate_counts',
    {
      config: { access: access.module('Job Orders', 'view') },
      schema: {
        tags: ['Job orders'],
        description:
          "The Actionable tab's job list: active job orders with their candidate count, newest first. q searches title, client " +
          'and job code; limit (default 100, at most 500) bounds the list.',
        querystring: Type.Object(
          {
            q: Type.Optional(Type.String({ maxLength: 200 })),
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Array(
            Type.Object({
              job_id: Type.String(),
              job_code: Type.Integer(),
              job_title: Type.String(),
              cnd_count: Type.Integer(),
              company_name: Type.String(),
            }),
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => jobs.jobsWithCounts(app.db, request.query.q, request.query.limit),
  );
};

/** The job order's notes and the messages to candidates recorded against it (the right panel, Actionable row icons). */
export const notesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/job_notes',
    {
      config: { access: access.module('Job Orders', 'view') },
      schema: {
        tags: ['Job orders'],
        description: "The job order's notes, newest first.",
        querystring: Type.Object({ job_id: Uuid }, { additionalProperties: false }),
        response: { 200: OneOf(NoteRow), ...errorResponses },
      },
    },
    async (request) => ({ status: true, data: await jobs.jobNotes(app.db, request.query.job_id) }),
  );

  app.post(
    '/job_notes',
    {
      config: { access: access.module('Job Orders', 'edit') },
      schema: {
        tags: ['Job orders'],
        body: Type.Object({ notes: Text, job_id: Uuid }, { additionalProperties: false }),
        response: { 201: Created, ...errorResponses },
      },
    },
    async (request, reply) => {
      const id = await jobs.addJobNote(app.db, actorOf(request), app.clock, request.body);
      return created(reply, 'Added Successfully', id);
    },
  );

  deleteRoute(app, '/job_notes/:id', { access: access.module('Job Orders', 'edit'), tags: ['Job orders'] }, (request, id) =>
    jobs.removeJobNote(app.db, actorOf(request), app.clock, id),
  );

  app.get(
    '/job_messages',
    {
      config: { access: access.module('Job Orders', 'view') },
      schema: {
        tags: ['Job orders'],
        description:
          'Messages to candidates recorded against the job order, newest first; candidate_id narrows to one candidate.',
        querystring: Type.Object(
          { job_id: Uuid, candidate_id: Type.Optional(Uuid) },
          { additionalProperties: false },
        ),
        response: { 200: OneOf(MessageRow), ...errorResponses },
      },
    },
    async (request) => ({
      status: true,
      data: await jobs.jobMessages(app.db, request.query.job_id, request.query.candidate_id),
    }),
  );

  app.post(
    '/job_messages',
    {
      // Recorded against the job order (API.md lists it under Job Orders): Job Orders edit.
      config: { access: access.module('Job Orders', 'edit') },
      schema: {
        tags: ['Job orders'],
        description:
          'Records a message to a candidate linked to the job order (422 when the candidate is not linked to it).',
        body: Type.Object(
          { candidate_id: Uuid, job_id: Uuid, message: Text },
          { additionalProperties: false },
        ),
        response: { 201: Created, ...errorResponses },
      },
    },
    async (request, reply) => {
      const id = await jobs.addJobMessage(app.db, actorOf(request), app.clock, request.body);
      return created(reply, 'Added Successfully', id);
    },
  );
};

export default routes;
