import type { FastifyPluginAsync } from 'fastify';
import adminRoles from './admin-roles.js';
import adminUsers from './admin-users.js';
import adminSessions from './admin-sessions.js';
import skills from './skills.js';
import impersonation from './impersonation.js';
import catalogues from './catalogues.js';
import clients from './clients.js';
import files from './files.js';
import session from './session.js';
import dashboard from './dashboard.js';
import tasks from './tasks.js';
import notifications from './notifications.js';
import calendar from './calendar.js';
import jobs from './jobs.js';
import jobsPipeline from './jobs-pipeline.js';
import jobsNotes from './jobs-notes.js';
import links from './links.js';
import interviews from './interviews.js';
import reports from './reports.js';

/** Every route module of the API, mounted under /api. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(session);
  await app.register(catalogues);
  await app.register(files);
  await app.register(clients);
  await app.register(adminRoles);
  await app.register(adminUsers);
  await app.register(adminSessions);
  await app.register(skills);
  await app.register(impersonation);
  await app.register(dashboard);
  await app.register(tasks);
  await app.register(notifications);
  await app.register(calendar);
  await app.register(jobs);
  await app.register(jobsPipeline);
  await app.register(jobsNotes);
  await app.register(links);
  await app.register(interviews);
  await app.register(reports);
};

export default routes;
export { routes as registerRoutes };
