// Catalogue routes: /countries, /states, /cities, /qualifications, /job_mainstatus, /job_mainsubstatus.
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { access } from '../../http/access.js';
import { errorResponses } from '../../http/schemas.js';
import {
  CitiesQuery,
  IdName,
  Qualifications,
  QualificationsQuery,
  StatesQuery,
  Statuses,
  SubStatusQuery,
  TAGS,
} from './schema.js';
import * as catalogues from './service.js';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const common = { config: { access: access.signedIn } };
  const list = { 200: Type.Array(IdName), ...errorResponses };

  app.get('/countries', { ...common, schema: { tags: TAGS, response: list } }, () =>
    catalogues.countries(app.db),
  );
  app.get(
    '/states',
    { ...common, schema: { tags: TAGS, querystring: StatesQuery, response: list } },
    (request) => catalogues.statesOf(app.db, request.query.country_id),
  );
  app.get(
    '/cities',
    { ...common, schema: { tags: TAGS, querystring: CitiesQuery, response: list } },
    (request) => catalogues.citiesOf(app.db, request.query.state_id),
  );
  app.get(
    '/qualifications',
    {
      ...common,
      schema: {
        tags: TAGS,
        querystring: QualificationsQuery,
        response: { 200: Qualifications, ...errorResponses },
      },
    },
    async (request) => ({
      status: true,
      data: await catalogues.qualifications(app.db, request.query.q),
    }),
  );
  app.get(
    '/job_mainstatus',
    { ...common, schema: { tags: TAGS, response: { 200: Statuses, ...errorResponses } } },
    async () => ({ status: true, data: await catalogues.mainStatuses(app.db) }),
  );
  app.get(
    '/job_mainsubstatus',
    {
      ...common,
      schema: {
        tags: TAGS,
        querystring: SubStatusQuery,
        response: { 200: Statuses, ...errorResponses },
      },
    },
    async (request) => ({
      status: true,
      data: await catalogues.subStatusesOf(app.db, request.query.main_status_id),
    }),
  );
};

export default routes;
