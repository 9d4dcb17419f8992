import type { FastifyPluginAsync } from 'fastify';
import catalogues from './catalogues.js';
import clients from './clients.js';
import files from './files.js';
import session from './session.js';

/** Every route module of the API, mounted under /api. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(session);
  await app.register(catalogues);
  await app.register(files);
  await app.register(clients);
};

export default routes;
export { routes as registerRoutes };
