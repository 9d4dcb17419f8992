import crypto from 'node:crypto';
import { openDatabase, type Db } from '../../src/db/index.js';

/** A fresh database: an in-memory PGlite, or a new schema on the PostgreSQL server of DATABASE_URL. */
export async function freshDatabase(): Promise<{ db: Db; close(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await openDatabase({ memory: true });
    return { db, close: () => db.close() };
  }
  const schema = `t_mig_${crypto.randomBytes(4).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: url });
  await admin.query(`create schema ${schema}`);
  const db = await openDatabase({ databaseUrl: url, schema });
  return {
    db,
    close: async () => {
      await db.close();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.close();
    },
  };
}

