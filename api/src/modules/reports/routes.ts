// Data Tables routes (API.md Data Tables): the selector lookups, the Resume / Interview Details reports, and saved
// custom reports (list, save, delete, download). Forms come as JSON, urlencoded or multipart with indexed keys.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { created } from '../../http/answers.js';
import { access, auth } from '../../http/access.js';
import { deleteRoute } from '../../http/delete-route.js';
import {
  Created,
  errorResponses,
  IdParams,
  ListOf,
  listQuery,
} from '../../http/schemas.js';
import { actorOf } from '../../lib/actor.js';
import { multipartBody, registerFormParser } from './form-body.js';
import {
  ClientIdParams,
  ReportCandidates,
  ReportClients,
  ReportJobs,
  Download,
  InterviewReportRow,
  JobIdParams,
  MESSAGES,
  REPORT_SORTS,
  ReportListRow,
  reportRoute,
  ResumeRow,
  SaveReport,
  TAGS,
} from './schema.js';
import * as reports from './service.js';

const VIEW = access.module('Data Tables', 'view');

const routes: FastifyPluginAsyncTypebox = async (app) => {
  registerFormParser(app);
  const formBody = multipartBody(app);

  // -------------------------------------------------------------------------------------------------------------
  // Selectors and generated reports
  // -------------------------------------------------------------------------------------------------------------

  app.get(
    '/report_clients',
    {
      config: { access: VIEW },
      schema: {
        tags: TAGS,
        description: 'Clients for the Select Client selector, by short name.',
        response: { 200: ReportClients, ...errorResponses },
      },
    },
    async () => ({ status: true, data: await reports.activeClients(app.db) }),
  );

  app.get(
    '/report_client_jobs/:client_id',
    {
      config: { access: VIEW },
      schema: {
        tags: TAGS,
        description:
          "The client's active job orders, by title (job_id is the job's encrypted_id). 404 for an unknown client.",
        params: ClientIdParams,
        response: { 200: ReportJobs, ...errorResponses },
      },
    },
    async (request) => reports.activeJobsOfClient(app.db, request.params.client_id),
  );

  app.get(
    '/report_job_candidates/:job_id/source_screening',
    {
      config: { access: VIEW },
      schema: {
        tags: TAGS,
        description:
          'The candidates linked to the job order (any pipeline status), by name. 404 for an unknown job.',
        params: JobIdParams,
        response: { 200: ReportCandidates, ...errorResponses },
      },
    },
    async (request) => reports.linkedCandidates(app.db, request.params.job_id),
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
        params: JobIdParams,
        response: { 200: ReportCandidates, ...errorResponses },
      },
    },
    async (request) =>
      reports.candidatesWithUpcomingInterviews(
        app.db,
        app.clock,
        app.config.timeZone,
        request.params.job_id,
      ),
  );

  app.post(
    '/resume_report',
    {
      config: { access: VIEW },
      preValidation: formBody,
      schema: reportRoute(
        "Resume Details: spec 3.5 candidate rows of the job's linked candidates (or of those named), by name.",
        ResumeRow,
      ),
    },
    async (request) => {
      const rows = await reports.resumeReport(app.db, request.body);
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
      const rows = await reports.interviewReport(
        app.db,
        app.clock,
        app.config.timeZone,
        request.body,
      );
      return { status: true, data: rows, all_data_cnt: rows.length, filter_data_cnt: rows.length };
    },
  );

  // -------------------------------------------------------------------------------------------------------------
  // Saved reports
  // -------------------------------------------------------------------------------------------------------------

  app.get(
    '/reports',
    {
      config: { access: VIEW },
      schema: {
        tags: TAGS,
        description:
          'Saved reports, newest first, 10 a page by default (page is 0-based). q searches the report name, client and job title. ' +
          "can_delete: the report is the user's own, or the user is the admin.",
        querystring: listQuery(REPORT_SORTS),
        response: { 200: ListOf(ReportListRow), ...errorResponses },
      },
    },
    async (request) =>
      reports.listReports(app.db, actorOf(request), auth(request).isAdmin, request.query),
  );

  app.post(
    '/reports',
    {
      config: { access: access.module('Data Tables', 'add') },
      preValidation: formBody,
      schema: {
        tags: TAGS,
        description:
          "Saves a custom report: client_id, job_id (the client's), report_name and columns_array, in order. A column is a key of spec 3.5 " +
          "(name, primary_mobile, ..., notice_period) or a custom column {title, key: 'custom:<n>'}; in a form, columns_array[i] is a key " +
          "or a JSON object, or columns_array[i][key] and columns_array[i][title]. Messages: 'Client Is Required.', 'Job Is Required.', " +
          "'Report Name Is Required.'; 422 for an unknown or repeated column.",
        consumes: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
        body: SaveReport,
        response: { 201: Created, ...errorResponses },
      },
    },
    async (request, reply) => {
      const id = await reports.saveReport(app.db, actorOf(request), app.clock, request.body);
      return created(reply, MESSAGES.added, id);
    },
  );

  deleteRoute(
    app,
    '/reports/:id',
    {
      access: access.module('Data Tables', 'delete'),
      tags: TAGS,
      description: "Deletes a saved report: the user's own, or any for the admin (403 otherwise).",
      message: MESSAGES.deleted,
    },
    (request, id) => reports.deleteReport(app.db, actorOf(request), app.clock, auth(request).isAdmin, id),
  );

  app.get(
    '/reports/:id/download',
    {
      config: { access: VIEW },
      schema: {
        tags: TAGS,
        description:
          "The saved report's columns (in order) and one row per candidate linked to its job now, by name, keyed by column key; " +
          'custom columns are empty. Identity card numbers appear only when that column was chosen. Audited (reports.export: who, ' +
          'when, which report, how many rows, whether identity numbers were in it).',
        params: IdParams,
        response: { 200: Download, ...errorResponses },
      },
    },
    async (request) => ({
      status: true,
      ...(await reports.downloadReport(app.db, actorOf(request), app.clock, request.params.id)),
    }),
  );
};

export default routes;
