// Saved searches, the list's page size per user, bulk actions on candidates, and quick find (issue 19). The list's
// filters and boolean `q` are read by GET /api/candidates (modules/candidates/routes.ts), which calls this module's service.
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { access, auth, hasPermission } from '../../http/access.js';
import { forbidden } from '../../http/errors.js';
import { Created, DataOf, errorResponses, IdParams, Message, Nullable } from '../../http/schemas.js';
import { actorOf as actingOf } from '../../lib/actor.js';
import * as repo from './repository.js';
import {
  BulkBody,
  BulkJob,
  BulkSelection,
  ListPrefs,
  QuickFindQuery,
  QuickFindRow,
  SavedSearchBody,
  SavedSearchRow,
  SavedSearchUpdate,
} from './schema.js';
import * as service from './service.js';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const view = { access: access.module('Candidates', 'view') };
  const actorOf = (request: Parameters<typeof auth>[0]) => ({ id: auth(request).user.id });

  app.get(
    '/saved_searches',
    {
      config: view,
      schema: {
        tags: ['Candidates'],
        description:
          "The candidate searches the user saved and those colleagues shared, by name; new_count: candidates matching it added since the user last ran it.",
        response: { 200: DataOf(Type.Array(SavedSearchRow)), ...errorResponses },
      },
    },
    async (request) => ({
      status: true,
      data: await service.listSavedSearches(app.db, actorOf(request), app.config.timeZone),
    }),
  );

  app.post(
    '/saved_searches',
    {
      config: view,
      schema: {
        tags: ['Candidates'],
        description: 'Saves the list\'s q and filters under a name, private unless shared is true. 422 errors.q for a malformed q.',
        body: SavedSearchBody,
        response: { 201: Created, ...errorResponses },
      },
    },
    async (request, reply) => {
      const row = await service.createSavedSearch(app.db, actorOf(request), app.clock, request.body);
      return reply.code(201).send({ status: true, message: 'Search Saved Successfully', data: { encrypted_id: row.encrypted_id } });
    },
  );

  app.put(
    '/saved_searches/:id',
    {
      config: view,
      schema: {
        tags: ['Candidates'],
        description: "Renames or shares (unshares) the user's own search; 404 for another's.",
        params: IdParams,
        body: SavedSearchUpdate,
        response: { 200: Message, ...errorResponses },
      },
    },
    async (request) => {
      await service.updateSavedSearch(app.db, actorOf(request), app.clock, request.params.id, request.body);
      return { status: true, message: 'Search Updated Successfully' };
    },
  );

  app.delete(
    '/saved_searches/:id',
    {
      config: view,
      schema: {
        tags: ['Candidates'],
        description: "Deletes the user's own search; 404 for another's.",
        params: IdParams,
        response: { 200: Message, ...errorResponses },
      },
    },
    async (request) => {
      await service.deleteSavedSearch(app.db, actorOf(request), request.params.id);
      return { status: true, message: 'Deleted Successfully' };
    },
  );

  app.post(
    '/saved_searches/:id/run',
    {
      config: view,
      schema: {
        tags: ['Candidates'],
        description: 'Marks the search run by the user now (its new_count starts again) and answers its filters, to open the list with.',
        params: IdParams,
        response: { 200: DataOf(Type.Object({ filters: Type.Record(Type.String(), Type.Unknown()) })), ...errorResponses },
      },
    },
    async (request) => ({
      status: true,
      data: { filters: await service.runSavedSearch(app.db, actorOf(request), app.clock, request.params.id) },
    }),
  );

  app.get(
    '/list_prefs',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['Candidates'],
        description: "The user's list preferences: the candidate list's page size (null until chosen: 7).",
        response: { 200: DataOf(Type.Object({ candidates_page_size: Nullable(Type.Integer()) })), ...errorResponses },
      },
    },
    async (request) => ({
      status: true,
      data: { candidates_page_size: await repo.pageSizeOf(app.db, auth(request).user.id) },
    }),
  );

  app.put(
    '/list_prefs',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['Candidates'],
        description: 'Remembers the candidate list\'s page size (7, 20, 50 or 100) for the user.',
        body: ListPrefs,
        response: { 200: Message, ...errorResponses },
      },
    },
    async (request) => {
      if (request.body.candidates_page_size !== undefined)
        await repo.savePageSize(app.db, auth(request).user.id, request.body.candidates_page_size, app.clock.now());
      return { status: true, message: 'Saved Successfully' };
    },
  );

  app.post(
    '/candidates_bulk',
    {
      config: { access: access.module('Candidates', 'edit') },
      schema: {
        tags: ['Candidates'],
        description:
          'Starts a bulk action over a selection (ids, or filters: every candidate matching them, at most 10,000) in the background: ' +
          'add_to_job (job_id, recruiter_id), change_status of their links on a job (job_id, mainstatus_id, mainsubstatus_id), ' +
          'add_skill (skill, a name of the catalogue). 202 with the job\'s id; poll GET /api/candidates_bulk/{id}.',
        body: BulkBody,
        response: { 202: Created, ...errorResponses },
      },
    },
    async (request, reply) => {
      const job = await service.startBulk(app.db, actingOf(request), app.clock, request.body, app.config.timeZone);
      app.work.wake();
      return reply.code(202).send({ status: true, message: 'Bulk action started', data: { encrypted_id: job.encrypted_id } });
    },
  );

  app.get(
    '/candidates_bulk/:id',
    {
      config: { access: access.module('Candidates', 'edit') },
      schema: {
        tags: ['Candidates'],
        description: "A bulk action's progress (done of total), and the rows that failed with the reason; the user's own only.",
        params: IdParams,
        response: { 200: DataOf(BulkJob), ...errorResponses },
      },
    },
    async (request) => ({ status: true, data: (await service.bulkJob(app.db, actorOf(request), request.params.id)) as never }),
  );

  app.post(
    '/candidates_export',
    {
      config: view,
      schema: {
        tags: ['Candidates'],
        description:
          'The rows of a selection (ids, or filters: all matching, at most 10,000) for a spreadsheet: {columns, data}; the browser writes ' +
          'candidates.xlsx with the Data Tables\' writer. Needs Candidates view and Data Tables view (the role that exports); ' +
          'audited (candidates.export: who, when, how many rows, the filters).',
        body: Type.Object({ selection: BulkSelection }, { additionalProperties: false }),
        response: {
          200: Type.Object({
            status: Type.Boolean(),
            columns: Type.Array(Type.Object({ title: Type.String(), key: Type.String() })),
            data: Type.Array(Type.Record(Type.String(), Type.Unknown())),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      if (!(await hasPermission(app, auth(request), ['Data Tables'], 'view'))) throw forbidden();
      return {
        status: true,
        columns: service.EXPORT_COLUMNS,
        data: await service.exportSelection(app.db, actingOf(request), app.clock, request.body.selection, app.config.timeZone),
      };
    },
  );

  app.get(
    '/quick_find',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['Candidates'],
        description:
          'Quick find (Ctrl+K): candidates by name, e-mail or mobile; job orders by Job Id or title; clients by name; five of each at ' +
          'most, each kind only for a role that may view its module.',
        querystring: QuickFindQuery,
        response: { 200: DataOf(Type.Array(QuickFindRow)), ...errorResponses },
      },
    },
    async (request) => {
      const ctx = auth(request);
      const [candidates, jobs, clients] = await Promise.all([
        hasPermission(app, ctx, ['Candidates'], 'view'),
        hasPermission(app, ctx, ['Job Orders'], 'view'),
        hasPermission(app, ctx, ['Clients'], 'view'),
      ]);
      return { status: true, data: await service.quickFind(app.db, request.query.q, { candidates, jobs, clients }) };
    },
  );
};

export default routes;
