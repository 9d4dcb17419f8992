// A job order's pipeline: counts per group, the server-paged group lists, the Actionable candidates, the recent
// interviews, the candidates an interview can be scheduled for, the Activity panel and the Database Match
// (spec 002 §2.1, §3.3, §7.3; API.md Job orders). Handlers read the request, call the service and answer.
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { access } from '../../http/access.js';
import { seesPersonalData } from '../../http/personal-data.js';
import { DataOf, errorResponses, IdParams, ListOf, listQuery, MAX_PAGE, Nullable, OneOf, Uuid } from '../../http/schemas.js';
import { InterviewRow } from '../interviews/schema.js';
import * as pipeline from './pipeline-service.js';
import { PIPELINE_SORT } from './pipeline-repository.js';
import {
  ActivityRow,
  GROUPS,
  MATCH_LIMIT,
  MATCH_MIN_SCORE,
  MATCH_PAGE,
  MATCH_PLACE_POOL,
  MATCH_SKILL_POOL,
  MATCH_SKILL_SCAN,
  MATCH_WEIGHTS,
  MatchRow,
  PipelineRow,
} from './schema.js';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const today = { clock: app.clock, timeZone: app.config.timeZone };

  app.get(
    '/job_pipeline_counts/:id',
    {
      config: { access: access.module('Job Orders', 'view') },
      schema: {
        tags: ['Job orders'],
        description:
          "How many of the job's candidates are now in each pipeline group (from each link's current status).",
        params: IdParams,
        response: {
          200: DataOf(
            Type.Object({
              Joined: Type.Integer(),
              Active: Type.Integer(),
              Offered: Type.Integer(),
              Processed: Type.Integer(),
              Prospective: Type.Integer(),
            }),
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => ({ status: true, data: await pipeline.pipelineCounts(app.db, request.params.id) }),
  );

  app.get(
    '/job_pipeline/:id/:group',
    {
      config: { access: access.module('Job Orders', 'view') },
      schema: {
        tags: ['Job orders'],
        description:
          'The candidates of one pipeline group of the job (server-paged list query; default: latest status change first). ' +
          'interview_date/time: the next interview of the link, else its latest; recent_notes: the newest candidate note, candidates_notes: how many.',
        params: Type.Object(
          { id: Uuid, group: Type.Union(GROUPS.map((g) => Type.Literal(g))) },
          { additionalProperties: false },
        ),
        querystring: listQuery(Object.keys(PIPELINE_SORT)),
        response: { 200: ListOf(PipelineRow), ...errorResponses },
      },
    },
    async (request) =>
      pipeline.groupPage(app.db, today, request.params.id, request.params.group, request.query, seesPersonalData(request)),
  );

  app.get(
    '/pipeline_candidates',
    {
      config: { access: access.module('Job Orders', 'view') },
      schema: {
        tags: ['Job orders'],
        description:
          'Pipeline rows of every active job order (the Actionable tab\'s "All Job Orders", newest links first), or of one with job_id ' +
          '(latest status change first); list query.',
        querystring: listQuery(Object.keys(PIPELINE_SORT), { job_id: Type.Optional(Uuid) }),
        response: { 200: ListOf(PipelineRow), ...errorResponses },
      },
    },
    async (request) =>
      pipeline.pipelineCandidates(app.db, today, request.query as { job_id?: string }, seesPersonalData(request)),
  );

  app.get(
    '/job_recent_interviews/:id',
    {
      config: { access: access.module('Job Orders', 'view') },
      schema: {
        tags: ['Job orders'],
        description:
          "The job's next five interviews (from today on), soonest first; when fewer, the latest past ones follow.",
        params: IdParams,
        response: { 200: OneOf(InterviewRow), ...errorResponses },
      },
    },
    async (request) => ({ status: true, data: await pipeline.recentInterviews(app.db, today, request.params.id) }),
  );

  app.get(
    '/job_assignable_candidates/:id',
    {
      config: { access: access.module(['Job Orders', 'Candidates'], 'view') },
      schema: {
        tags: ['Job orders'],
        description:
          'Candidates linked to the job (those an interview can be scheduled for); q searches name, and e-mail and mobile for ' +
          'roles with Candidates view (others cannot find a candidate by a contact detail they may not see).',
        params: IdParams,
        querystring: Type.Object(
          {
            q: Type.Optional(Type.String({ maxLength: 200 })),
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: OneOf(
            Type.Object({
              encrypted_id: Type.String(),
              candidate_id: Type.String(),
              candidate_name: Type.String(),
              primary_email: Nullable(Type.String()),
              main_status: Type.String(),
              sub_status: Type.String(),
            }),
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => ({
      status: true,
      data: await pipeline.assignableCandidates(
        app.db,
        request.params.id,
        request.query.q,
        request.query.limit,
        seesPersonalData(request),
      ),
    }),
  );

  app.get(
    '/job_activity/:id',
    {
      config: { access: access.module('Job Orders', 'view') },
      schema: {
        tags: ['Job orders'],
        description:
          "The job's activity, newest first: every status move of its candidates (from the status history) and the changes to the job " +
          'order and its sub-items (audit events). changed_on: what changed (a candidate, Job Order, Notes, ...), changed_to: the new state.',
        params: IdParams,
        querystring: listQuery(['date_time']),
        response: { 200: ListOf(ActivityRow), ...errorResponses },
      },
    },
    async (request) => pipeline.jobActivity(app.db, request.params.id, request.query),
  );

  app.get(
    '/job_database_match/:id',
    {
      config: { access: access.module('Job Orders', 'view') },
      schema: {
        tags: ['Job orders'],
        description:
          `Candidates not linked to the job, ranked: those within the job's experience range first, then by score ` +
          `(${MATCH_WEIGHTS.primary} per primary skill shared, ${MATCH_WEIGHTS.secondary} per secondary skill, ` +
          `${MATCH_WEIGHTS.experience} when the experience is within min–max, ${MATCH_WEIGHTS.budget} when the expected CTC is within ` +
          `the maximum budget, ${MATCH_WEIGHTS.city} for the same city (else ${MATCH_WEIGHTS.state} for the same state), ` +
          `${MATCH_WEIGHTS.notice} for a notice of 30 days or less (${MATCH_WEIGHTS.notice / 2} for 60 or less)). Only scores of at ` +
          `least min_score (default ${MATCH_MIN_SCORE}); paged (page from 0, limit ${MATCH_PAGE} by default, at most ${MATCH_LIMIT}); ` +
          `all_data_cnt counts the candidates above the minimum. Each row says why it matched (summary, reasons). Considered: for ` +
          `each of the job's skills the ${MATCH_SKILL_SCAN} newest candidates having it (of those, the ${MATCH_SKILL_POOL} sharing ` +
          `the most skills), and the ${MATCH_PLACE_POOL} newest in the job's city.`,
        params: IdParams,
        querystring: Type.Object(
          {
            page: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_PAGE })),
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MATCH_LIMIT })),
            min_score: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            status: Type.Boolean(),
            data: Type.Array(MatchRow),
            all_data_cnt: Type.Integer(),
            job_skills: Type.Integer(),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => ({ status: true, ...(await pipeline.databaseMatch(app.db, request.params.id, request.query)) }),
  );
};

export default routes;
