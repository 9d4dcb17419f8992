// Dashboard routes (API.md Dashboard): the summary, the list behind each card and tile, the charts, the four tabs
// and the Notes panel; each within the reader's job scope.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { access, auth } from '../../http/access.js';
import { errorResponses, listQuery } from '../../http/schemas.js';
import { actorOf } from '../../lib/actor.js';
import { jobScopeOf } from '../../lib/job-scope.js';
import {
  ChartsAnswer,
  INTERVIEW_SORT,
  InterviewList,
  JOB_SORT,
  JobList,
  MetricList,
  MetricParams,
  MetricQuery,
  NoteList,
  PLACED_SORT,
  PlacedList,
  SummaryAnswer,
  TAGS,
} from './schema.js';
import * as dashboard from './service.js';

const VIEW = access.module('Dashboard', 'view');

/** The four tabs and the Notes panel. */
const lists: FastifyPluginAsyncTypebox = async (app) => {
  for (const [path, upcoming] of [
    ['/dashboard_future_job_interviews', true],
    ['/dashboard_recent_job_interviews', false],
  ] as const) {
    app.get(
      path,
      {
        config: { access: VIEW },
        schema: {
          tags: TAGS,
          description: upcoming
            ? 'Interviews from now on (product time zone), paged. Default order: interview date and time, soonest first.'
            : 'Interviews before now (product time zone), paged. Default order: interview date and time, latest first.',
          querystring: listQuery(INTERVIEW_SORT),
          response: { 200: InterviewList, ...errorResponses },
        },
      },
      async (request) =>
        dashboard.interviews(
          app.db,
          jobScopeOf(auth(request)),
          app.clock,
          app.config.timeZone,
          upcoming,
          request.query,
        ),
    );
  }

  app.get(
    '/dashboard_job_orders',
    {
      config: { access: VIEW },
      schema: {
        tags: TAGS,
        description:
          'Active job orders with their pipeline (candidates linked) and recruiters, paged. Default order: created_at desc.',
        querystring: listQuery(JOB_SORT),
        response: { 200: JobList, ...errorResponses },
      },
    },
    async (request) => dashboard.activeJobOrders(app.db, jobScopeOf(auth(request)), request.query),
  );

  app.get(
    '/dashboard_placed_offered_list',
    {
      config: { access: VIEW },
      schema: {
        tags: TAGS,
        description:
          'Candidate-job links now in Offered or Joined, paged. Default order: created_at desc.',
        querystring: listQuery(PLACED_SORT),
        response: { 200: PlacedList, ...errorResponses },
      },
    },
    async (request) => dashboard.placedOrOffered(app.db, jobScopeOf(auth(request)), request.query),
  );

  app.get(
    '/my_recent_notes',
    {
      config: { access: VIEW },
      schema: {
        tags: TAGS,
        description:
          'The newest 20 notes the signed-in user wrote on candidates, job orders and clients.',
        response: { 200: NoteList, ...errorResponses },
      },
    },
    async (request) => ({
      status: true,
      data: await dashboard.myRecentNotes(app.db, actorOf(request)),
    }),
  );
};

const routes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(lists);

  app.get(
    '/dashboard',
    {
      config: { access: VIEW },
      schema: {
        tags: TAGS,
        description:
          'The dashboard summary in one statement. Windows: last 30 days = from 00:00 (product time zone) of today − 29 days ' +
          'to now; last 7 days = from 00:00 of today − 6 days to now. Admins and managers see every job order, anyone else ' +
          'the job orders they are assigned to.',
        response: { 200: SummaryAnswer, ...errorResponses },
      },
    },
    async (request) => ({
      status: true,
      data: await dashboard.summary(
        app.db,
        jobScopeOf(auth(request)),
        app.clock,
        app.config.timeZone,
      ),
    }),
  );

  app.get(
    '/dashboard_metric/:metric',
    {
      config: { access: VIEW },
      schema: {
        tags: TAGS,
        description:
          'What a card or tile counts, paged: the moves (history figures, in the window of 30 or 7 days), the links ' +
          '(yet to join, prospective) or the interviews (today, tomorrow). Default order: date desc (interviews and joining dates: ascending).',
        params: MetricParams,
        querystring: MetricQuery,
        response: { 200: MetricList, ...errorResponses },
      },
    },
    async (request) => {
      const { window = 30, ...query } = request.query as typeof request.query & { window?: 30 | 7 };
      const jobs = jobScopeOf(auth(request));
      return dashboard.metricList(
        app.db,
        jobs,
        app.clock,
        app.config.timeZone,
        request.params.metric,
        window,
        query,
      );
    },
  );

  app.get(
    '/dashboard_charts',
    {
      config: { access: VIEW },
      schema: {
        tags: TAGS,
        description:
          'funnel: the links now in each pipeline group. weekly: the last 12 weeks (Monday to Sunday, product time zone, the ' +
          'current week last) with the moves into Offered (offers) and into Joined (placements).',
        response: { 200: ChartsAnswer, ...errorResponses },
      },
    },
    async (request) => ({
      status: true,
      data: await dashboard.charts(
        app.db,
        jobScopeOf(auth(request)),
        app.clock,
        app.config.timeZone,
      ),
    }),
  );
};

export default routes;
