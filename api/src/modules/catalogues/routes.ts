// Catalogue routes: /countries, /states, /cities, /qualifications, /job_mainstatus, /job_mainsubstatus.
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifySchema } from 'fastify';
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

/** Every catalogue is read by any signed-in user. */
const catalogue = <S extends FastifySchema>(schema: S) => ({
  config: { access: access.signedIn },
  schema: { tags: TAGS, ...schema },
});
const list = { 200: Type.Array(IdName), ...errorResponses };
const statuses = { 200: Statuses, ...errorResponses };
const qualifications = { 200: Qualifications, ...errorResponses };

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/countries', catalogue({ response: list }), () => catalogues.countries(app.db));
  app.get('/states', catalogue({ querystring: StatesQuery, response: list }), (request) =>
    catalogues.statesOf(app.db, request.query.country_id),
  );
  app.get('/cities', catalogue({ querystring: CitiesQuery, response: list }), (request) =>
    catalogues.citiesOf(app.db, request.query.state_id),
  );
  app.get(
    '/qualifications',
    catalogue({ querystring: QualificationsQuery, response: qualifications }),
    async (request) => ({
      status: true,
      data: await catalogues.qualifications(app.db, request.query.q),
    }),
  );
  app.get('/job_mainstatus', catalogue({ response: statuses }), async () => ({
    status: true,
    data: await catalogues.mainStatuses(app.db),
  }));
  app.get(
    '/job_mainsubstatus',
    catalogue({ querystring: SubStatusQuery, response: statuses }),
    async (request) => ({
      status: true,
      data: await catalogues.subStatusesOf(app.db, request.query.main_status_id),
    }),
  );
};

export default routes;
