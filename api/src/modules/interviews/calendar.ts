// The interview calendar behind the navigation's calendar icon (/dashboard/calendar): interviews in a
// date range (at most 62 days), everyone's (within the dashboard scope rule) or mine, with their interviewers, round
// and status (issue 18).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { access, auth } from '../../http/access.js';
import { errorResponses } from '../../http/schemas.js';
import { actorOf } from '../../lib/actor.js';
import { jobScopeOf } from '../../lib/job-scope.js';
import { TAGS } from '../dashboard/schema.js';
import { Calendar, CalendarQuery, MAX_CALENDAR_DAYS } from './schema.js';
import { interviewCalendar } from './service.js';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/interview_calendar',
    {
      config: { access: access.module('Dashboard', 'view') },
      schema: {
        tags: TAGS,
        description:
          `Interviews from \`from\` to \`to\` (inclusive, at most ${MAX_CALENDAR_DAYS} days), ordered by date and time. ` +
          'mine=1: only the interviews I scheduled or on job orders I am assigned to.',
        querystring: CalendarQuery,
        response: { 200: Calendar, ...errorResponses },
      },
    },
    async (request) => {
      const { from, to, mine = 0 } = request.query;
      const answer = await interviewCalendar(app.db, actorOf(request), jobScopeOf(auth(request)), { from, to, mine: Boolean(mine) });
      return { status: true, ...answer };
    },
  );
};

export default routes;
