// Data Tables, Resume Details and Interview Details (spec 002 §2.3, §3.5, §7.5; API.md Data Tables): the selector
// lookups and the two generated reports. Each report is one query, whatever the number of candidates.
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { access } from '../http/access.js';
import { notFound } from '../http/errors.js';
import { DataOf, errorResponses, ListOf, Nullable, Uuid } from '../http/schemas.js';
import { Timestamp } from './jobs-common.js';
import { multipartBody, ReportTarget, resolveReportTarget, TAGS, todayIn } from './reports-common.js';

const VIEW = access.module('Data Tables', 'view');

const Pick = Type.Object({ candidate_id: Type.String(), candidate_name: Type.String() });

const ReportRequest = Type.Object(
  {
    ...ReportTarget,
    candidate_id: Type.Optional(
      Type.Array(Uuid, { maxItems: 10_000, description: "Candidates' encrypted_id; none (or an empty list) means every candidate of the report." }),
    ),
  },
  { additionalProperties: false },
);

/** Spec 3.5, candidate row fields. */
const ResumeRow = Type.Object({
  candidate_id: Type.String(),
  candidate_name: Type.String(),
  name: Type.String(),
  primary_mobile: Nullable(Type.String()),
  primary_email: Nullable(Type.String()),
  company_name: Type.String(),
  city_name: Type.String(),
  exp_years: Type.Integer(),
  exp_months: Type.Integer(),
  notice_period: Nullable(Type.Integer()),
  current_ctc: Nullable(Type.Number()),
  expected_ctc: Nullable(Type.Number()),
  stocks: Nullable(Type.Number()),
  about_candidate: Type.String(),
  status: Type.String({ description: "The link's main status on the job." }),
  sub_status: Type.String(),
  offered_ctc: Nullable(Type.Number({ description: 'The offer on the link (rupees per year), once made.' })),
  expected_joining_date: Nullable(Type.String({ format: 'date', description: 'The joining date of the offer.' })),
});

/** Spec 3.5, interview row fields (+ the interview's id, candidate id, date and duration). */
const InterviewReportRow = Type.Object({
  encrypted_id: Type.String(),
  candidate_id: Type.String(),
  candidate_name: Type.String(),
  candidate_mobile: Nullable(Type.String()),
  candidate_email: Nullable(Type.String()),
  mode_interview: Type.String(),
  date: Type.String({ format: 'date' }),
  schedule_time: Timestamp,
  hour: Type.String(),
  minutes: Type.String(),
  timeformat: Type.String(),
  duration: Type.Integer(),
});

const reportRoute = (description: string, row: Parameters<typeof ListOf>[0]) => ({
  tags: TAGS,
  description:
    `${description} JSON, or a form (urlencoded or multipart) with client_id, job_id and candidate_id[i]. ` +
    "Messages: 'Client Is Required.', 'Job Is Required.'; 422 when the job is not the client's or a candidate is not linked to the job.",
  consumes: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
  body: ReportRequest,
  response: { 200: ListOf(row), ...errorResponses },
});

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const formBody = multipartBody(app);

  app.get(
    '/report_clients',
    {
      config: { access: VIEW },
      schema: {
        tags: TAGS,
        description: 'Clients for the Select Client selector, by short name.',
        response: { 200: DataOf(Type.Array(Type.Object({ encrypted_id: Type.String(), client_short_name: Type.String() }))), ...errorResponses },
      },
    },
    async () => {
      const { rows } = await app.db.query<{ encrypted_id: string; client_short_name: string }>(
        `select encrypted_id::text as encrypted_id, client_short_name from clients
          where status = 'active' order by lower(client_short_name), id`,
      );
      return { status: true, data: rows };
    },
  );

  app.get(
    '/report_client_jobs/:client_id',
    {
      config: { access: VIEW },
      schema: {
        tags: TAGS,
        description: "The client's active job orders, by title (job_id is the job's encrypted_id). 404 for an unknown client.",
        params: Type.Object({ client_id: Uuid }, { additionalProperties: false }),
        response: { 200: Type.Array(Type.Object({ job_id: Type.String(), job_title: Type.String() })), ...errorResponses },
      },
    },
    async (request) => {
      const { rows } = await app.db.query<{ client: number | null; job_id: string | null; job_title: string | null }>(
        `select cl.id as client, j.encrypted_id::text as job_id, j.job_title
           from clients cl left join job_orders j on j.client_id = cl.id and j.status = 'active'
          where cl.encrypted_id = $1 order by lower(j.job_title), j.id`,
        [request.params.client_id],
      );
      if (!rows[0]) throw notFound();
      return rows.filter((r) => r.job_id !== null).map((r) => ({ job_id: r.job_id as string, job_title: r.job_title ?? '' }));
    },
  );

  app.get(
    '/report_job_candidates/:job_id/source_screening',
    {
      config: { access: VIEW },
      schema: {
        tags: TAGS,
        description: 'The candidates linked to the job order (any pipeline status), by name. 404 for an unknown job.',
        params: Type.Object({ job_id: Uuid }, { additionalProperties: false }),
        response: { 200: Type.Array(Pick), ...errorResponses },
      },
    },
    async (request) => {
      const { rows } = await app.db.query<{ job: number; candidate_id: string | null; candidate_name: string | null }>(
        `select j.id as job, c.encrypted_id::text as candidate_id, c.name as candidate_name
           from job_orders j left join candidate_jobs cj on cj.job_id = j.id left join candidates c on c.id = cj.candidate_id
          where j.encrypted_id = $1 order by lower(c.name), c.id`,
        [request.params.job_id],
      );
      if (!rows[0]) throw notFound();
      return rows.filter((r) => r.candidate_id !== null) as Static<typeof Pick>[];
    },
  );

  app.get(
    '/report_job_interview_candidates/:job_id',
    {
      config: { access: VIEW },
      schema: {
        tags: TAGS,
        description:
          'The candidates with an upcoming interview for the job order (an interview dated today or later in the product time zone), by name. ' +
          '404 for an unknown job.',
        params: Type.Object({ job_id: Uuid }, { additionalProperties: false }),
        response: { 200: Type.Array(Pick), ...errorResponses },
      },
    },
    async (request) => {
      const today = todayIn(app.config.timeZone, app.clock.now());
      const { rows } = await app.db.query<{ job: number; candidate_id: string | null; candidate_name: string | null }>(
        `select j.id as job, c.encrypted_id::text as candidate_id, c.name as candidate_name
           from job_orders j
           left join lateral (select distinct i.candidate_id from interviews i where i.job_id = j.id and i.interview_date >= $2::date) u on true
           left join candidates c on c.id = u.candidate_id
          where j.encrypted_id = $1 order by lower(c.name), c.id`,
        [request.params.job_id, today],
      );
      if (!rows[0]) throw notFound();
      return rows.filter((r) => r.candidate_id !== null) as Static<typeof Pick>[];
    },
  );

  app.post(
    '/resume_report',
    {
      config: { access: VIEW },
      preValidation: formBody,
      schema: reportRoute("Resume Details: spec 3.5 candidate rows of the job's linked candidates (or of those named), by name.", ResumeRow),
    },
    async (request) => {
      const target = await resolveReportTarget(app.db, request.body);
      const { rows } = await app.db.query<Static<typeof ResumeRow>>(
        `select c.encrypted_id::text as candidate_id, c.name as candidate_name, c.name, c.primary_mobile, c.primary_email,
                c.company_name, coalesce(ci.name, '') as city_name, c.exp_years::int as exp_years, c.exp_months::int as exp_months,
                c.notice_period::int as notice_period, c.current_ctc::float8 as current_ctc, c.expected_ctc::float8 as expected_ctc,
                c.stocks::float8 as stocks, c.about_candidate, coalesce(ms.name, '') as status, coalesce(ss.name, '') as sub_status,
                cj.offered_ctc::float8 as offered_ctc, to_char(cj.expected_joining_date, 'YYYY-MM-DD') as expected_joining_date
           from candidate_jobs cj join candidates c on c.id = cj.candidate_id left join cities ci on ci.id = c.city_id
           left join job_main_status ms on ms.fixed_id = cj.main_status_id left join job_sub_status ss on ss.fixed_id = cj.sub_status_id
          where cj.job_id = $1 and (cardinality($2::uuid[]) = 0 or c.encrypted_id = any($2::uuid[]))
          order by lower(c.name), c.id`,
        [target.jobId, [...new Set(request.body.candidate_id ?? [])]],
      );
      return { status: true, data: rows, all_data_cnt: rows.length, filter_data_cnt: rows.length };
    },
  );

  app.post(
    '/interview_report',
    {
      config: { access: VIEW },
      preValidation: formBody,
      schema: reportRoute(
        'Interview Details: spec 3.5 interview rows of the upcoming interviews (dated today or later in the product time zone) ' +
          'for the job, of every candidate or of those named, in date and time order. schedule_time is the start as a timestamp; ' +
          'date, hour, minutes and timeformat are the wall-clock time in the product time zone.',
        InterviewReportRow,
      ),
    },
    async (request) => {
      const target = await resolveReportTarget(app.db, request.body);
      const { rows } = await app.db.query<Static<typeof InterviewReportRow>>(
        `select i.encrypted_id::text as encrypted_id, c.encrypted_id::text as candidate_id, c.name as candidate_name,
                c.primary_mobile as candidate_mobile, c.primary_email as candidate_email, i.mode_interview,
                to_char(i.interview_date, 'YYYY-MM-DD') as date, ((i.interview_date + i.interview_time) at time zone $4) as schedule_time,
                to_char(i.interview_time, 'HH12') as hour, to_char(i.interview_time, 'MI') as minutes,
                to_char(i.interview_time, 'AM') as timeformat, i.duration_minutes::int as duration
           from interviews i join candidates c on c.id = i.candidate_id
          where i.job_id = $1 and i.interview_date >= $3::date
            and (cardinality($2::uuid[]) = 0 or c.encrypted_id = any($2::uuid[]))
          order by i.interview_date, i.interview_time, lower(c.name), i.id`,
        [target.jobId, [...new Set(request.body.candidate_id ?? [])], todayIn(app.config.timeZone, app.clock.now()), app.config.timeZone],
      );
      return { status: true, data: rows, all_data_cnt: rows.length, filter_data_cnt: rows.length };
    },
  );
};

export default routes;
