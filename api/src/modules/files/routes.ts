// GET /files/{id}: an uploaded file through a signed expiring link, always as a download.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { access } from '../../http/access.js';
import { ErrorBody } from '../../http/schemas.js';
import { Binary, EXPIRED, FileParams, SignedLinkQuery } from './schema.js';
import { download } from './service.js';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/files/:id',
    {
      config: { access: access.signedLink },
      schema: {
        tags: ['Files'],
        security: [],
        description:
          'An uploaded file, through a signed expiring link issued to signed-in staff (fields ending in _url), valid while the session ' +
          'that received it is signed in. Always a download.',
        params: FileParams,
        querystring: SignedLinkQuery,
        response: { 200: Binary, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody },
      },
    },
    async (request, reply) => {
      const file = await download(app, request.params.id, request.query);
      if (file.kind === 'expired') return reply.code(403).send({ status: false, message: EXPIRED });
      if (file.kind === 'missing')
        return reply.code(404).send({ status: false, message: 'Not found.' });
      return reply.headers(file.headers).send(app.storage.read(file.storageKey) as never);
    },
  );
};

export default routes;
