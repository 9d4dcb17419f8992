import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { servedType } from '../files/kinds.js';
import { verifyFileLink } from '../files/service.js';
import { access } from '../http/access.js';
import { ErrorBody } from '../http/schemas.js';

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
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }, { additionalProperties: false }),
        querystring: Type.Object(
          { expires: Type.Integer({ minimum: 0, maximum: 99_999_999_999 }), session: Type.String({ format: 'uuid' }), sig: Type.String({ maxLength: 100 }) },
          { additionalProperties: false },
        ),
        response: { 200: Type.Unsafe<unknown>({ type: 'string', format: 'binary' }), 403: ErrorBody, 404: ErrorBody, 422: ErrorBody },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await verifyFileLink(app, app.db, id, request.query.expires, request.query.session, request.query.sig))) {
        return reply.code(403).send({ status: false, message: 'This link has expired. Reload the page to get a new one.' });
      }
      const { rows } = await app.db.query<{ storage_key: string; original_name: string; mime_type: string; size_bytes: number }>(
        'select storage_key, original_name, mime_type, size_bytes from files where encrypted_id = $1',
        [id],
      );
      const file = rows[0];
      if (!file) return reply.code(404).send({ status: false, message: 'Not found.' });
      const ascii = file.original_name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      reply
        .header('Content-Type', servedType(file.mime_type))
        .header('Content-Length', String(file.size_bytes))
        .header('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.original_name)}`)
        .header('Cache-Control', 'private, max-age=300')
        .header('Content-Security-Policy', "default-src 'none'; sandbox");
      return reply.send(app.storage.read(file.storage_key) as never);
    },
  );
};

export default routes;
