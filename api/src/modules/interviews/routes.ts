// Interview routes (API.md candidates_interview_schedule, "Beyond the seed"; issue 18). Reads: Candidates or Job
// Orders view; writes: Candidates edit, as scheduling always needed.
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { created } from '../../http/answers.js';
import { access } from '../../http/access.js';
import { deleteRoute } from '../../http/delete-route.js';
import { actorOf } from '../../lib/actor.js';
import { Closed, Created, DataOf, errorResponses, IdParams, ListOf, MAX_PAGE, Message, Uuid } from '../../http/schemas.js';
import {
  CancelBody,
  ClashBody,
  FeedbackBody,
  FeedbackRow,
  InterviewChange,
  InterviewRow,
  NewInterview,
  StatusBody,
} from './schema.js';
import * as service from './service.js';

const read = { access: access.module(['Candidates', 'Job Orders'], 'view') };
const write = { access: access.module('Candidates', 'edit') };
const TAGS = ['Interviews'];
/** 409 and 422 may name the interviews the time clashes with. */
const writeErrors = { ...errorResponses, 409: ClashBody, 422: ClashBody };

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const tz = () => app.config.timeZone;

  app.get(
    '/candidates_interview_schedule',
    {
      config: read,
      schema: {
        tags: TAGS,
        description:
          "A candidate's interviews (candidate_id) or a job's (job_id), or both together; latest date first, paged with page (0-based) " +
          'and limit. schedule_time is the interview start as a timestamp in the product time zone. Rows carry status, round, ' +
          'location, meeting_link, notes, cancel_reason, interviewers, reschedules (the earlier slots) and feedback (rating, recommendation).',
        querystring: Closed({
          candidate_id: Type.Optional(Uuid),
          job_id: Type.Optional(Uuid),
          page: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_PAGE })),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
        }),
        response: { 200: ListOf(InterviewRow), ...errorResponses },
      },
    },
    async (request) => service.listInterviews(app.db, tz(), request.query),
  );

  app.get(
    '/candidates_interview_schedule/:id',
    {
      config: read,
      schema: { tags: TAGS, description: 'One interview, as listed.', params: IdParams, response: { 200: DataOf(InterviewRow), ...errorResponses } },
    },
    async (request) => ({ status: true, data: await service.getInterview(app.db, tz(), request.params.id) }),
  );

  app.post(
    '/candidates_interview_schedule',
    {
      config: write,
      schema: {
        tags: TAGS,
        description:
          'Schedules an interview for a candidate linked to the job (422 otherwise). date (YYYY-MM-DD) not before today in the product ' +
          'time zone; hour 1–12, minutes, timeformat AM/PM; duration 15, 30, 45, 60 or 90; 409 for the same candidate, job, date and time. ' +
          'Optional: interviewers (staff user ids), round, location, meeting_link (http/https), notes. When the candidate or an interviewer ' +
          'has another interview overlapping the time, 409 with `clashes` naming them; resend with confirm_clash: true to schedule anyway.',
        body: NewInterview,
        response: { 201: Created, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { encrypted_id } = await service.scheduleInterview(app.db, actorOf(request), app.clock, tz(), request.body);
      return created(reply, 'Added Successfully', encrypted_id);
    },
  );

  app.put(
    '/candidates_interview_schedule/:id',
    {
      config: write,
      schema: {
        tags: TAGS,
        description:
          'Edits or reschedules the interview (the schedule payload; interviewers, round, location, meeting_link, notes left out keep ' +
          'their value). A new date, time or duration is a reschedule: the earlier slot is kept in `reschedules`, the status becomes ' +
          'rescheduled and the invite\'s SEQUENCE goes up. 409 when the interview was cancelled; 409 with `clashes` as for a new one.',
        params: IdParams,
        body: InterviewChange,
        response: { 200: Message, ...writeErrors },
      },
    },
    async (request) => {
      await service.changeInterview(app.db, actorOf(request), app.clock, tz(), request.params.id, request.body);
      return { status: true, message: 'Updated Successfully' };
    },
  );

  app.post(
    '/candidates_interview_schedule/:id/cancel',
    {
      config: write,
      schema: {
        tags: TAGS,
        description: 'Cancels the interview with a reason (kept, shown); the invite becomes METHOD:CANCEL. 409 when already cancelled.',
        params: IdParams,
        body: CancelBody,
        response: { 200: Message, ...errorResponses },
      },
    },
    async (request) => {
      await service.cancelInterview(app.db, actorOf(request), app.clock, request.params.id, request.body.reason);
      return { status: true, message: 'Interview Cancelled Successfully' };
    },
  );

  app.post(
    '/candidates_interview_schedule/:id/status',
    {
      config: write,
      schema: {
        tags: TAGS,
        description: 'Marks the interview completed or no-show. 409 when it was cancelled.',
        params: IdParams,
        body: StatusBody,
        response: { 200: Message, ...errorResponses },
      },
    },
    async (request) => {
      await service.markInterview(app.db, actorOf(request), app.clock, request.params.id, request.body.status);
      return { status: true, message: 'Updated Successfully' };
    },
  );

  deleteRoute(app, '/candidates_interview_schedule/:id', { ...write, tags: TAGS }, (request, id) =>
    service.deleteInterview(app.db, actorOf(request), app.clock, id),
  );

  app.get(
    '/candidates_interview_schedule/:id/ics',
    {
      config: read,
      schema: {
        tags: TAGS,
        description:
          "The interview's calendar invite (RFC 5545) as a download: UID stable across reschedules, SEQUENCE counting the changes, " +
          'METHOD:CANCEL once cancelled, DTSTART in the product time zone (APP_TIMEZONE) with its VTIMEZONE.',
        params: IdParams,
        response: { 200: Type.String(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const ics = await service.interviewIcs(app.db, tz(), app.config.companyName, request.params.id);
      return reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${ics.filename}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .send(ics.body);
    },
  );

  app.post(
    '/interview_feedback',
    {
      config: write,
      schema: {
        tags: TAGS,
        description:
          "Records the signed-in user's feedback on an interview (a second save replaces it): rating 1–5, recommendation (Select, " +
          'Reject, Hold, Next round), strengths, concerns. The interview becomes completed. With mainstatus_id and mainsubstatus_id ' +
          "the candidate's link to the job moves to that status in the same step (the rules of PUT /api/candidates_job_orders). " +
          '409 when the interview was cancelled.',
        body: FeedbackBody,
        response: { 200: Created, 201: Created, ...errorResponses },
      },
    },
    async (request, reply) => {
      const saved = await service.recordFeedback(app.db, actorOf(request), app.clock, request.body);
      return reply
        .code(saved.created ? 201 : 200)
        .send({ status: true, message: saved.created ? 'Feedback Added Successfully' : 'Feedback Updated Successfully', data: { encrypted_id: saved.encrypted_id } });
    },
  );

  app.get(
    '/interview_feedback',
    {
      config: read,
      schema: {
        tags: TAGS,
        description: "An interview's feedback, oldest first.",
        querystring: Closed({ interview_id: Uuid }),
        response: { 200: DataOf(Type.Array(FeedbackRow)), ...errorResponses },
      },
    },
    async (request) => ({ status: true, data: await service.listFeedback(app.db, request.query.interview_id) }),
  );

  app.get(
    '/interviewers',
    {
      config: write,
      schema: {
        tags: TAGS,
        description: "Active staff users whose name or e-mail contains q (1–100 characters), 20 at most: the form's interviewer picker.",
        querystring: Closed({ q: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: {
          200: DataOf(Type.Array(Type.Object({ user_id: Type.String(), username: Type.String(), email: Type.String() }))),
          ...errorResponses,
        },
      },
    },
    async (request) => ({ status: true, data: await service.searchInterviewers(app.db, request.query.q) }),
  );
};

export default routes;
