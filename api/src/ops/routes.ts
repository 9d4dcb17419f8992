import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ping } from '../db/index.js';
import { access } from '../http/access.js';
import { conflict } from '../http/errors.js';
import { DataOf, errorResponses } from '../http/schemas.js';
import { createBackup } from './backup.js';
import { isLoopback } from './metrics.js';
import { lastBackup, listBackups, runBackup } from './schedule.js';

const Health = Type.Object({
  status: Type.Boolean(),
  message: Type.Optional(Type.String()),
  database: Type.Boolean({ description: 'the database answered a query' }),
  storage: Type.Boolean({ description: 'a file could be written to and removed from the storage directory' }),
});

const BackupState = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('failed')]),
  kind: Type.String(),
  started_at: Type.String(),
  finished_at: Type.String(),
  file: Type.Union([Type.String(), Type.Null()]),
  bytes: Type.Union([Type.Number(), Type.Null()]),
  ms: Type.Number(),
  message: Type.String(),
  last_success_at: Type.Union([Type.String(), Type.Null()]),
});

const Backups = Type.Object({
  last: Type.Union([BackupState, Type.Null()]),
  schedule: Type.Object({ dir: Type.String(), hours: Type.Number(), keep: Type.Number() }),
  files: Type.Array(Type.Object({ name: Type.String(), bytes: Type.Number(), created_at: Type.String() })),
});

/** The key a local `npm run backup` shows the running server (DATA_DIR/ops.key, readable by its owner only). */
export function opsKey(dataDir: string): string {
  const file = path.join(dataDir, 'ops.key');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const key = crypto.randomBytes(32).toString('hex');
    try {
      fs.writeFileSync(file, key, { mode: 0o600, flag: 'wx' });
      return key;
    } catch {
      return fs.readFileSync(file, 'utf8').trim();
    }
  }
}

async function storageWritable(dir: string): Promise<boolean> {
  const probe = path.join(dir, 'tmp', `health-${crypto.randomBytes(6).toString('hex')}`);
  try {
    await fs.promises.mkdir(path.dirname(probe), { recursive: true });
    await fs.promises.writeFile(probe, 'ok');
    await fs.promises.rm(probe);
    return true;
  } catch {
    return false;
  }
}

/** /api/health, the admins' backup routes. */
export const opsApiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      config: { access: access.public },
      schema: { tags: ['Operations'], security: [], response: { 200: Health, 503: Health } },
    },
    async (_request, reply) => {
      const database = await ping(app.db);
      const storage = await storageWritable(app.config.storageDir);
      if (database && storage) return { status: true, database, storage };
      const message = !database ? 'The database does not answer.' : 'The file storage is not writable.';
      return reply.code(503).send({ status: false, message, database, storage });
    },
  );

  const schedule = () => ({ dir: app.config.backupDir, hours: app.config.backupHours, keep: app.config.backupKeep });

  app.get(
    '/admin/backups',
    {
      config: { access: access.admin },
      schema: { tags: ['Operations'], response: { 200: DataOf(Backups), ...errorResponses } },
    },
    async () => ({
      status: true,
      data: { last: await lastBackup(app.db), schedule: schedule(), files: listBackups(app.config.backupDir) },
    }),
  );

  app.post(
    '/admin/backups',
    {
      config: { access: access.admin },
      schema: { tags: ['Operations'], response: { 200: DataOf(Backups), ...errorResponses } },
    },
    async () => {
      const opts = { db: app.db, storageDir: app.config.storageDir, dir: app.config.backupDir, keep: app.config.backupKeep, now: () => app.clock.now() };
      try {
        await runBackup(opts, 'manual');
      } catch (e) {
        if (e instanceof Error && e.message === 'A backup is already running.') throw conflict(e.message);
      }
      return { status: true, data: { last: await lastBackup(app.db), schedule: schedule(), files: listBackups(app.config.backupDir) } };
    },
  );
};

/**
 * POST /ops/backup: a fresh archive as the answer's body, for `npm run backup` on the same machine while the
 * embedded database is open in this process. Only from the loopback address with the key of DATA_DIR/ops.key.
 */
export function registerLocalBackup(app: FastifyInstance) {
  const key = Buffer.from(opsKey(app.config.dataDir));
  app.post('/ops/backup', { schema: { hide: true } }, async (request, reply) => {
    const given = Buffer.from(String(request.headers['x-ops-key'] ?? ''));
    if (!isLoopback(request) || given.length !== key.length || !crypto.timingSafeEqual(given, key)) {
      return reply.code(403).send({ status: false, message: 'Backups are served on the loopback address to holders of the data directory\'s key only.' });
    }
    fs.mkdirSync(app.config.backupDir, { recursive: true });
    const tmp = path.join(app.config.backupDir, `.download-${crypto.randomBytes(6).toString('hex')}.tar.gz`);
    const r = await createBackup({ db: app.db, storageDir: app.config.storageDir, out: tmp, now: app.clock.now() });
    const stream = fs.createReadStream(r.file);
    stream.on('close', () => fs.rmSync(r.file, { force: true }));
    return reply.header('content-type', 'application/gzip').header('x-backup-bytes', String(r.bytes)).send(stream);
  });
}
