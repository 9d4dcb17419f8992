import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { access } from '../http/access.js';
import { errorResponses } from '../http/schemas.js';

const IdName = Type.Object({ id: Type.Integer(), name: Type.String() });
const Status = Type.Object({ fixed_id: Type.String(), name: Type.String() });

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const common = { config: { access: access.signedIn } };

  app.get('/countries', { ...common, schema: { tags: ['Catalogues'], response: { 200: Type.Array(IdName), ...errorResponses } } }, async () => {
    const { rows } = await app.db.query<{ id: number; name: string }>('select id, name from countries order by name');
    return rows;
  });

  app.get(
    '/states',
    {
      ...common,
      schema: {
        tags: ['Catalogues'],
        querystring: Type.Object({ country_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }, { additionalProperties: false }),
        response: { 200: Type.Array(IdName), ...errorResponses },
      },
    },
    async (request) => {
      const { rows } = await app.db.query<{ id: number; name: string }>('select id, name from states where country_id = $1 order by name', [
        request.query.country_id,
      ]);
      return rows;
    },
  );

  app.get(
    '/cities',
    {
      ...common,
      schema: {
        tags: ['Catalogues'],
        querystring: Type.Object({ state_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }, { additionalProperties: false }),
        response: { 200: Type.Array(IdName), ...errorResponses },
      },
    },
    async (request) => {
      const { rows } = await app.db.query<{ id: number; name: string }>('select id, name from cities where state_id = $1 order by name', [
        request.query.state_id,
      ]);
      return rows;
    },
  );

  app.get(
    '/qualifications',
    {
      ...common,
      schema: {
        tags: ['Catalogues'],
        querystring: Type.Object({ q: Type.Optional(Type.String({ maxLength: 100 })) }, { additionalProperties: false }),
        response: {
          200: Type.Object({ status: Type.Boolean(), data: Type.Array(Type.Object({ name: Type.String(), qualification_name: Type.String() })) }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const q = (request.query.q ?? '').trim();
      const { rows } = await app.db.query<{ name: string; qualification_name: string }>(
        `select name, name as qualification_name from qualifications
          where $1 = '' or name ilike '%' || $1 || '%' order by name limit 100`,
        [q.replace(/[\\%_]/g, (c) => `\\${c}`)],
      );
      return { status: true, data: rows };
    },
  );

  app.get(
    '/job_mainstatus',
    { ...common, schema: { tags: ['Catalogues'], response: { 200: Type.Object({ status: Type.Boolean(), data: Type.Array(Status) }), ...errorResponses } } },
    async () => {
      const { rows } = await app.db.query<{ fixed_id: string; name: string }>('select fixed_id, name from job_main_status order by sort_order');
      return { status: true, data: rows };
    },
  );

  app.get(
    '/job_mainsubstatus',
    {
      ...common,
      schema: {
        tags: ['Catalogues'],
        querystring: Type.Object({ main_status_id: Type.String({ minLength: 1, maxLength: 10 }) }, { additionalProperties: false }),
        response: { 200: Type.Object({ status: Type.Boolean(), data: Type.Array(Status) }), ...errorResponses },
      },
    },
    async (request) => {
      const { rows } = await app.db.query<{ fixed_id: string; name: string }>(
        'select fixed_id, name from job_sub_status where main_status_id = $1 order by sort_order',
        [request.query.main_status_id],
      );
      return { status: true, data: rows };
    },
  );
};

export default routes;
