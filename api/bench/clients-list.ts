/**
 * The client list's server time at 10k clients (a quick measurement, not a test):
 *
 *   npx tsx api/bench/clients-list.ts [--clients 10000] [--requests 200] [--keep DIR]
 *
 * Fills a fresh embedded database (PGlite on disk, in a temporary DATA_DIR, as `npm start` runs it) with realistic
 * clients through multi-row inserts (about 40 % with a logo), starts the app on 127.0.0.1 as the server does, and
 * sends GET /api/clients one request at a time: the default order, a search, the first page and a deep page.
 * Prints p50 / p95 / max of the server's own time (request received → response sent, Fastify's elapsedTime) and
 * of the round trip. Set DATABASE_URL to measure a PostgreSQL server instead (a throwaway schema, dropped after).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { createSession } from '../src/auth/sessions.js';
import { loadConfig } from '../src/config.js';
import { migrate, openDatabase, type Db } from '../src/db/index.js';
import { LocalStorage } from '../src/files/storage.js';

function arg(name: string, fallback: number): number;
function arg(name: string, fallback: string | undefined): string | undefined;
function arg(name: string, fallback: number | string | undefined) {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const v = process.argv[i + 1];
  if (v === undefined) throw new Error(`--${name} needs a value`);
  return typeof fallback === 'number' ? Number(v) : v;
}

const CLIENTS = arg('clients', 10_000);
const REQUESTS = arg('requests', 200);
const KEEP = arg('keep', undefined);

// A seeded generator (mulberry32), so two runs measure the same data.
let seed = 20_261_122;
const rand = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)];

const FIRST = ['Apex', 'Nimbus', 'Vertex', 'Orion', 'Sahyadri', 'Kaveri', 'Indus', 'Meridian', 'Zenith', 'Lotus', 'Trident', 'Everest', 'Saffron',
  'Banyan', 'Quantum', 'Pinnacle', 'Aravali', 'Coromandel', 'Deccan', 'Nilgiri', 'Horizon', 'Catalyst', 'Sterling', 'Radiant', 'Vajra', 'Ganga',
  'Konkan', 'Malabar', 'Narmada', 'Silverline', 'Bluechip', 'Evergreen', 'Northstar', 'Crescent', 'Tata', 'Mahindra', 'Kirloskar', 'Godavari'];
const SECOND = ['Tech', 'Info', 'Data', 'Cloud', 'Bio', 'Agro', 'Auto', 'Fin', 'Health', 'Retail', 'Power', 'Steel', 'Pharma', 'Logi', 'Media', 'Edu',
  'Infra', 'Micro', 'Net', 'Soft'];
const KIND = ['Technologies', 'Solutions', 'Systems', 'Services', 'Industries', 'Enterprises', 'Consulting', 'Labs', 'Ventures', 'Global'];
const FORM = ['Private Limited', 'Limited', 'LLP', 'Pvt. Ltd.', 'India Private Limited'];
const CITY = ['Bengaluru', 'Pune', 'Hyderabad', 'Chennai', 'Mumbai', 'Gurugram', 'Noida', 'Kochi', 'Ahmedabad', 'Kolkata', 'Coimbatore', 'Jaipur'];
const TLD = ['.com', '.in', '.co.in', '.io'];

function clientRow(i: number, now: number) {
  const a = pick(FIRST);
  const b = pick(SECOND);
  const kind = pick(KIND);
  const short = `${a} ${b}${kind === 'Technologies' ? 'tech' : ''}`.trim() + (rand() < 0.3 ? ` ${pick(CITY)}` : '');
  const legal = `${a} ${b}${pick(['', 'Serve', 'Works', 'Matrix', 'Link'])} ${kind} ${pick(FORM)}`;
  const slug = `${a}${b}${i}`.toLowerCase();
  const created = new Date(now - Math.floor(rand() * 5 * 365 * 86_400_000));
  const start = new Date(created.getTime() + Math.floor(rand() * 60) * 86_400_000);
  const end = rand() < 0.8 ? new Date(start.getTime() + (365 + Math.floor(rand() * 730)) * 86_400_000) : null;
  const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);
  return [
    legal,
    short,
    rand() < 0.9 ? `https://www.${slug}${pick(TLD)}` : '',
    pick([30, 45, 60, 90, 90, 180]),
    pick([15, 30, 30, 45, 60]),
    day(start),
    day(end),
    `<p>${legal} hires through us for ${pick(['engineering', 'sales', 'operations', 'finance', 'support'])} roles in ${pick(CITY)}.</p>`,
    rand() < 0.5 ? `<p>Invoices to the accounts team; PO required for ${pick(['every hire', 'senior roles', 'contract staff'])}.</p>` : '',
    created.toISOString(),
  ] as const;
}

/** Inserts rows with multi-row `insert … values (…), (…)` statements of `batch` rows. */
async function insertMany(db: Db, table: string, columns: string[], rows: readonly (readonly unknown[])[], batch = 1000) {
  for (let i = 0; i < rows.length; i += batch) {
    const chunk = rows.slice(i, i + batch);
    const params: unknown[] = [];
    const values = chunk.map((r) => `(${r.map((v) => `$${params.push(v)}`).join(', ')})`);
    await db.query(`insert into ${table} (${columns.join(', ')}) values ${values.join(', ')}`, params);
  }
}

function quantile(sorted: number[], q: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

async function main() {
  const dataDir = KEEP ? path.resolve(KEEP) : fs.mkdtempSync(path.join(os.tmpdir(), 'bench-clients-'));
  fs.mkdirSync(dataDir, { recursive: true });
  const config = { ...loadConfig(), dataDir, storageDir: path.join(dataDir, 'files'), remotesFile: path.join(dataDir, 'remotes.json') };
  const url = process.env.DATABASE_URL;
  const schema = url ? `bench_clients_${crypto.randomBytes(3).toString('hex')}` : undefined;
  let admin: Db | null = null;
  if (url) {
    admin = await openDatabase({ databaseUrl: url });
    await admin.query(`create schema ${schema}`);
  }
  const db = await openDatabase(url ? { databaseUrl: url, schema } : { dataDir: path.join(dataDir, 'pglite') });
  const started = Date.now();
  await migrate(db);

  // A signed-in administrator (the admin role has every flag).
  const { rows: roles } = await db.query<{ role_id: number }>(`select role_id from roles where lower(role_name) = 'admin'`);
  const roleId = roles[0]?.role_id ?? (await db.query<{ role_id: number }>(`insert into roles (role_name) values ('admin') returning role_id`)).rows[0].role_id;
  const { rows: users } = await db.query<{ id: number }>(
    `insert into users (first_name, last_name, email, mobile, role_id, password_hash, status)
     values ('Bench', 'Admin', $1, '9876543210', $2, 'not-a-hash', 'active') returning id`,
    [`bench-${crypto.randomBytes(3).toString('hex')}@bench.example`, roleId],
  );
  const userId = Number(users[0].id);
  const token = await createSession(db, { userId, ip: '127.0.0.1', userAgent: 'bench', now: new Date(), lifetimeMinutes: 12 * 60 });

  const { rows: have } = await db.query<{ n: number }>('select count(*)::int as n from clients');
  const missing = Math.max(0, CLIENTS - Number(have[0].n));
  if (missing > 0) {
    const now = Date.now();
    const rows = Array.from({ length: missing }, (_, i) => [...clientRow(i, now), userId]);
    await insertMany(
      db,
      'clients',
      ['client_legal_name', 'client_short_name', 'website_url', 'replacement_duration', 'invoice_payment_duration', 'agreement_start_date',
        'agreement_end_date', 'about_client', 'additional_information', 'created_at', 'created_by'],
      rows,
    );
    // About 40 % have a logo (a files row each; the list joins it for the signed link).
    const { rows: ids } = await db.query<{ id: number }>('select id from clients where logo_file_id is null order by id');
    const withLogo = ids.filter(() => rand() < 0.4);
    const files = withLogo.map((c) => [`bench/logo-${c.id}.png`, `logo-${c.id}.png`, 'image/png', 4096, crypto.createHash('sha256').update(String(c.id)).digest('hex'), userId]);
    await insertMany(db, 'files', ['storage_key', 'original_name', 'mime_type', 'size_bytes', 'sha256', 'created_by'], files);
    await db.query(
      `update clients c set logo_file_id = f.id from files f where f.storage_key = 'bench/logo-' || c.id || '.png' and c.logo_file_id is null`,
    );
    await db.query('analyze clients');
    await db.query('analyze files');
  }
  const { rows: total } = await db.query<{ n: number; logos: number }>('select count(*)::int as n, count(logo_file_id)::int as logos from clients');
  console.log(`${db.kind}: ${total[0].n} clients (${total[0].logos} with a logo) ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const app = await buildApp({ db, config, storage: new LocalStorage(config.storageDir) });
  const serverMs: number[] = [];
  app.addHook('onResponse', async (_request, reply) => {
    serverMs.push(reply.elapsedTime);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const deepPage = Math.max(0, Math.floor(total[0].n / 7) - 2);
  const cases: [string, string][] = [
    ['default order, first page', '/api/clients'],
    ['default order, first page (limit 7, page 0)', '/api/clients?page=0&limit=7'],
    [`default order, deep page (page ${deepPage})`, `/api/clients?page=${deepPage}&limit=7`],
    ['q=tech (common), first page', '/api/clients?q=tech'],
    ['q=tech, deep page (page 200)', '/api/clients?q=tech&page=200&limit=7'],
    ['q=kaveri bio (rare)', `/api/clients?q=${encodeURIComponent('kaveri bio')}`],
    ['q=.co.in (website)', '/api/clients?q=.co.in'],
    ['sort client_short_name asc, first page', '/api/clients?sortby=client_short_name&direction=asc'],
  ];

  console.log(`GET /api/clients, ${REQUESTS} sequential requests each (after 10 to warm up); ms`);
  console.log('case | rows | filter_data_cnt | server p50 / p95 / max | round trip p50 / p95');
  for (const [name, pathAndQuery] of cases) {
    const send = async () => {
      const t0 = performance.now();
      const res = await fetch(base + pathAndQuery, { headers: { authorization: `Bearer ${token}` } });
      const body = (await res.json()) as { data: unknown[]; filter_data_cnt: number };
      if (res.status !== 200) throw new Error(`${pathAndQuery}: ${res.status} ${JSON.stringify(body)}`);
      return { ms: performance.now() - t0, body };
    };
    for (let i = 0; i < 10; i++) await send();
    serverMs.length = 0;
    const trip: number[] = [];
    let last: { data: unknown[]; filter_data_cnt: number } | null = null;
    for (let i = 0; i < REQUESTS; i++) {
      const r = await send();
      trip.push(r.ms);
      last = r.body;
    }
    const s = [...serverMs].sort((x, y) => x - y);
    trip.sort((x, y) => x - y);
    const f = (n: number) => n.toFixed(1);
    console.log(
      `${name} | ${last?.data.length} | ${last?.filter_data_cnt} | ${f(quantile(s, 0.5))} / ${f(quantile(s, 0.95))} / ${f(s[s.length - 1])} | ${f(quantile(trip, 0.5))} / ${f(quantile(trip, 0.95))}`,
    );
  }

  await app.close();
  await db.close();
  if (admin) {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.close();
  }
  if (!KEEP) fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
