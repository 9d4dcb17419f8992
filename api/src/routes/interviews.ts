// Interview schedule, shared by the Candidates and Job Orders modules (spec 001 §5, spec 002 §5, §7.3, §9;
// API.md candidates_interview_schedule). An interview is for a candidate linked to the job order.
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { audit } from '../audit.js';
import { access } from '../http/access.js';
import { conflict, invalid, notFound } from '../http/errors.js';
import { runList } from '../http/lists.js';
import { Created, errorResponses, IdParams, ListOf, MAX_PAGE, Message, Uuid } from '../http/schemas.js';
import { isUniqueViolation } from './admin-common.js';
import {
  candidateAndJob,
  INTERVIEW_FROM,
  InterviewRow,
  interviewSelect,
  linkOf,
  NOT_LINKED,
  todayIn,
} from './jobs-common.js';

export const MODES = [
  'Telephonic',
  'Online Test',
  'Video Conference',
  'Personal',
  'Others',
] as const;
export const DURATIONS = [15, 30, 45, 60, 90] as const;
export const DUPLICATE_INTERVIEW = 'Interview already scheduled for this candidate at this time.';
export const DATE_BEFORE_TODAY = 'The date must be a date after or equal to today.';

const NewInterview = Type.Object(
  {
    candidate_id: Uuid,
    job_id: Uuid,
    mode_interview: Type.Union(MODES.map((m) => Type.Literal(m))),
    date: Type.String({ format: 'date' }),
    hour: Type.Integer({ minimum: 1, maximum: 12 }),
    minutes: Type.Integer({ minimum: 0, maximum: 59 }),
    duration: Type.Union(DURATIONS.map((d) => Type.Literal(d))),
    timeformat: Type.Union([
      Type.Literal('AM'),
      Type.Literal('PM'),
      Type.Literal('am'),
      Type.Literal('pm'),
    ]),
  },
  { additionalProperties: false },
);

/** 12-hour wall-clock time to 'HH:MM' (24 h). */
export function to24h(hour: number, minutes: number, format: string): string {
  const pm = format.toUpperCase() === 'PM';
  const h = (hour % 12) + (pm ? 12 : 0);
  return `${String(h).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/candidates_interview_schedule',
    {
      config: { access: access.module(['Candidates', 'Job Orders'], 'view') },
      schema: {
        tags: ['Pipeline'],
        description:
          "A candidate's interviews (candidate_id) or a job's (job_id), or both together; latest date first, paged with page (0-based) " +
          'and limit. schedule_time is the interview start as a timestamp in the product time zone.',
        querystring: Type.Object(
          {
            candidate_id: Type.Optional(Uuid),
            job_id: Type.Optional(Uuid),
            page: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_PAGE })),
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
          },
          { additionalProperties: false },
        ),
        response: { 200: ListOf(InterviewRow), ...errorResponses },
      },
    },
    async (request) => {
      const { candidate_id, job_id, page, limit } = request.query;
      if (!candidate_id && !job_id)
        throw invalid({
          candidate_id: ['The candidate id field is required when job id is not present.'],
        });
      // only the keys given (not `$1 is null or …`), so that the kept plan of each combination uses its index
      const params: unknown[] = [app.config.timeZone];
      const where = ['$1::text is not null'];
      if (candidate_id) where.push(`c.encrypted_id = $${params.push(candidate_id)}::uuid`);
      if (job_id) where.push(`j.encrypted_id = $${params.push(job_id)}::uuid`);
      return runList<Static<typeof InterviewRow>>(
        app.db,
        {
          select: interviewSelect('$1'),
          from: INTERVIEW_FROM,
          where,
          params,
          sortable: {},
          defaultSort: [
            ['i.interview_date', 'desc'],
            ['i.interview_time', 'desc'],
          ],
          search: [],
          tiebreak: 'i.id',
          defaultLimit: 50,
        },
        { page, limit },
      );
    },
  );

  app.post(
    '/candidates_interview_schedule',
    {
      config: { access: access.module('Candidates', 'edit') },
      schema: {
        tags: ['Pipeline'],
        description:
          'Schedules an interview for a candidate linked to the job (422 otherwise). date (YYYY-MM-DD) not before today in the product ' +
          'time zone; hour 1–12, minutes, timeformat AM/PM; duration 15, 30, 45, 60 or 90; 409 for the same candidate, job, date and time.',
        body: NewInterview,
        response: { 201: Created, ...errorResponses },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const today = todayIn(app.config.timeZone, app.clock.now());
      if (b.date < today) throw invalid({ date: [DATE_BEFORE_TODAY] });
      const time = to24h(b.hour, b.minutes, b.timeformat);
      try {
        const id = await app.db.tx(async (q) => {
          const ids = await candidateAndJob(q, b.candidate_id, b.job_id);
          const linkId = await linkOf(q, ids.candidateId, ids.jobId);
          if (linkId === null) throw invalid({ candidate_id: [NOT_LINKED] });
          const { rows } = await q.query<{ id: number; encrypted_id: string }>(
            `insert into interviews (candidate_id, job_id, link_id, mode_interview, interview_date, interview_time, duration_minutes, created_by, created_at)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
             on conflict on constraint interviews_no_duplicate do nothing
             returning id, encrypted_id::text as encrypted_id`,
            [
              ids.candidateId,
              ids.jobId,
              linkId,
              b.mode_interview,
              b.date,
              time,
              b.duration,
              request.auth?.user.id ?? null,
              app.clock.now(),
            ],
          );
          if (!rows[0]) throw conflict(DUPLICATE_INTERVIEW);
          await audit(q, request, {
            action: 'job_order.interview_add',
            entityType: 'job_order',
            entityId: ids.jobId,
            summary: `Interview of ${ids.candidateName} on ${b.date} at ${String(b.hour).padStart(2, '0')}:${String(b.minutes).padStart(2, '0')} ${b.timeformat.toUpperCase()} (${b.mode_interview}, ${b.duration} min)`,
            after: {
              candidate_id: b.candidate_id,
              job_id: b.job_id,
              interview: rows[0].encrypted_id,
              date: b.date,
              time,
              mode: b.mode_interview,
              duration: b.duration,
            },
          });
          return rows[0].encrypted_id;
        });
        return reply
          .code(201)
          .send({ status: true, message: 'Added Successfully', data: { encrypted_id: id } });
      } catch (e) {
        if (isUniqueViolation(e)) throw conflict(DUPLICATE_INTERVIEW);
        throw e;
      }
    },
  );

  app.delete(
    '/candidates_interview_schedule/:id',
    {
      config: { access: access.module('Candidates', 'edit') },
      schema: {
        tags: ['Pipeline'],
        params: IdParams,
        response: { 200: Message, ...errorResponses },
      },
    },
    async (request) => {
      await app.db.tx(async (q) => {
        const { rows } = await q.query<{ id: number; job_id: number; date: string; name: string }>(
          `delete from interviews i using candidates c where i.encrypted_id = $1 and c.id = i.candidate_id
           returning i.id, i.job_id, to_char(i.interview_date, 'YYYY-MM-DD') as date, c.name`,
          [request.params.id],
        );
        if (!rows[0]) throw notFound();
        await audit(q, request, {
          action: 'job_order.interview_delete',
          entityType: 'job_order',
          entityId: Number(rows[0].job_id),
          summary: `Interview of ${rows[0].name} on ${rows[0].date} deleted`,
          before: { interview: request.params.id, date: rows[0].date },
        });
      });
      return { status: true, message: 'Deleted Successfully' };
    },
  );
};

export default routes;
