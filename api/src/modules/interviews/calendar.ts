// The interview calendar behind the navigation's calendar icon (/dashboard/calendar): interviews in a
// date range (at most 62 days), everyone's (within the dashboard scope rule) or mine, with their interviewers, round
// and status (issue 18).
import type { Static } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { access, auth } from '../../http/access.js';
import { invalid } from '../../http/errors.js';
import { errorResponses } from '../../http/schemas.js';
import { jobScope } from '../../lib/job-scope.js';
import { daysBetween } from '../../lib/timestamps.js';
import { userNameSql as userName } from '../../lib/user-name.js';
import { TAGS } from '../dashboard/schema.js';
import { Calendar, CalendarQuery, CalendarRow, MAX_CALENDAR_DAYS } from './schema.js';

/** More interviews than a 62-day range can reasonably show; the answer says when it was cut. */
const MAX_ROWS = 2000;

function validDate(s: string): boolean {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

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
      const errors: Record<string, string[]> = {};
      if (!validDate(from)) errors.from = ['The from is not a valid date.'];
      if (!validDate(to)) errors.to = ['The to is not a valid date.'];
      if (!errors.from && !errors.to) {
        const days = daysBetween(from, to) + 1;
        if (days < 1) errors.to = ['The to must be a date after or equal to from.'];
        else if (days > MAX_CALENDAR_DAYS)
          errors.to = [`The range must not be longer than ${MAX_CALENDAR_DAYS} days.`];
      }
      if (Object.keys(errors).length) throw invalid(errors);

      const ctx = auth(request);
      const params: unknown[] = [from, to, ctx.user.id];
      const scope = jobScope(ctx, params);
      const mineSql = `(i.created_by = $3 or i.job_id in (select ju.job_id from job_users ju where ju.user_id = $3))`;
      const { rows } = await app.db.query<Static<typeof CalendarRow>>(
        `select i.encrypted_id::text as encrypted_id, c.encrypted_id::text as candidate_id, c.name as candidate_name,
                j.encrypted_id::text as job_id, j.job_title, cl.client_short_name as client_name,
                i.interview_date::text as interview_date, to_char(i.interview_time, 'HH24:MI') as interview_time,
                i.duration_minutes::int as duration, i.mode_interview, ${userName('u')} as scheduled_by, ${mineSql} as mine,
                i.status, i.round, i.location, i.meeting_link,
                coalesce((select json_agg(${userName('iu')} order by lower(iu.first_name), lower(iu.last_name), iu.id)
                            from interview_interviewers ii join users iu on iu.id = ii.user_id where ii.interview_id = i.id), '[]'::json) as interviewers
           from interviews i
           join candidates c on c.id = i.candidate_id
           join job_orders j on j.id = i.job_id
           join clients cl on cl.id = j.client_id
           left join users u on u.id = i.created_by
          where i.interview_date between $1::date and $2::date and ${scope('i.job_id')}${mine ? ` and ${mineSql}` : ''}
          order by i.interview_date, i.interview_time, c.name, i.id
          limit ${MAX_ROWS + 1}`,
        params,
      );
      return { status: true, data: rows.slice(0, MAX_ROWS), truncated: rows.length > MAX_ROWS };
    },
  );
};

export default routes;
