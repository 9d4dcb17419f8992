// Uploads: a corpus of crafted files (test/support/upload-corpus.ts) sent to every upload route. Each answer is a
// clear 4xx (JSON, a message, nothing changed: every table's row count and the storage directory as before), or the
// file is stored and served only as a download (Content-Disposition: attachment, nosniff, a sandboxing CSP, the type
// its content has, never the one the client claimed). After every request: no file outside the storage directory,
// nothing left in its tmp/, and the storage directory and the files table hold exactly the same files.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { DOCUMENT_KINDS, IMAGE_KINDS, inspectFile, MIME, RESUME_KINDS, ZIP_LIMITS, type FileKind } from '../src/files/kinds.js';
import { safeFileName } from '../src/files/service.js';
import { settleResumeIndexing } from '../src/modules/resume-index/service.js';
import { LOGO_MAX_BYTES } from '../src/modules/clients/schema.js';
import { buildTestApp, type TestApp } from './helpers.js';
import { jobForm, seedCandidate, seedClient } from './fixtures/jobs.js';
import { tableCounts } from './support/db.js';
import { multipartBody } from './support/fuzz.js';
import { buildCorpus, docxContentTypesLast, PDF, type Crafted } from './support/upload-corpus.js';

type Route = {
  name: string;
  url: string;
  field: string;
  kinds: FileKind[];
  /** Re-encodes the image (sharp): an image it cannot decode is refused. */
  decodes?: boolean;
  /** Parses the file and keeps nothing. */
  parses?: boolean;
  /** Has the logo's own limit (2 MB). */
  logo?: boolean;
  fields: () => Promise<[string, string][]>;
};

let t: TestApp;
let corpus: Crafted[];
let routes: Route[];
let seq = 0;

before(async () => {
  t = await buildTestApp();
  corpus = await buildCorpus({ uploadMaxBytes: t.config.uploadMaxBytes, logoMaxBytes: LOGO_MAX_BYTES });
  const candidate = await seedCandidate(t, { name: 'Upload Target' });
  const client = await seedClient(t, 'Uploadco');
  const jobFields = async (): Promise<[string, string][]> => {
    const form = await jobForm(t, client, t.admin.encrypted_id);
    return Object.entries(form).flatMap(([k, v]) =>
      Array.isArray(v) ? v.map((x, i): [string, string] => [`${k}[${i}]`, String(x)]) : [[k, String(v)] as [string, string]],
    );
  };
  const job = await t.as(t.admin.token, { method: 'POST', url: '/api/jobs', ...toInject(multipartBody(await jobFields(), [])) });
  expect(job.statusCode).toBe(201);
  const jobId = job.json().data.encrypted_id as string;
  const JD: FileKind[] = ['pdf', 'doc', 'docx'];
  /** A record's documents route: the record's id field and a description with the file. */
  const documents = (name: string, record: [string, string], description: string): Route => ({
    name,
    url: `/api/${name}`,
    field: 'file_name',
    kinds: DOCUMENT_KINDS,
    fields: async () => [record, ['description', description]],
  });
  routes = [
    { name: 'candidates_resume', url: '/api/candidates_resume', field: 'resume_name', kinds: RESUME_KINDS, fields: async () => [['candidate_id', candidate.encrypted_id]] },
    documents('candidates_attachments', ['candidate_id', candidate.encrypted_id], 'Offer letter'),
    { name: 'candidates_profile_pic', url: '/api/candidates_profile_pic', field: 'profile_pic', kinds: IMAGE_KINDS, decodes: true, fields: async () => [['candidate_id', candidate.encrypted_id]] },
    {
      name: 'candidates (new, resume)',
      url: '/api/candidates',
      field: 'resume_name',
      kinds: RESUME_KINDS,
      fields: async () => {
        const n = ++seq;
        return [
          ['name', `Upload Candidate ${String.fromCharCode(65 + (n % 26))}`],
          ['primary_mobile', `97${String(crypto.randomInt(0, 1e8)).padStart(8, '0')}`],
          ['primary_email', `upload.${n}.${crypto.randomBytes(3).toString('hex')}@example.com`],
          ['exp_years', '3'],
          ['exp_months', '0'],
          ['current_ctc', '900000'],
          ['expected_ctc', '1100000'],
          ['notice_period', '30'],
        ];
      },
    },
    { name: 'clients_logo', url: '/api/clients_logo', field: 'clientlogo', kinds: IMAGE_KINDS, decodes: true, logo: true, fields: async () => [['client_id', client.encrypted_id]] },
    documents('clients_attachments', ['client_id', client.encrypted_id], 'Agreement'),
    {
      name: 'clients (new, logo)',
      url: '/api/clients',
      field: 'clientlogo',
      kinds: IMAGE_KINDS,
      decodes: true,
      logo: true,
      fields: async () => {
        const n = ++seq;
        return [
          ['client_legal_name', `Upload Client ${n} Private Limited`],
          ['client_short_name', `Upload Client ${n}`],
        ];
      },
    },
    { name: 'jobs_description_file', url: '/api/jobs_description_file', field: 'jobdescription', kinds: JD, fields: async () => [['job_id', jobId]] },
    { name: 'jobs (new, description file)', url: '/api/jobs', field: 'jobdescription', kinds: JD, fields: jobFields },
    { name: 'resume_parse', url: '/api/resume_parse', field: 'parsing_file_name', kinds: RESUME_KINDS, parses: true, fields: async () => [] },
  ];
});
after(() => t.close());

function toInject(m: { payload: Buffer; contentType: string }) {
  return { payload: m.payload, headers: { 'content-type': m.contentType } };
}

/** Every regular file under dir, relative, except those under `skip`. */
function walk(dir: string, skip: string | null = null, out: string[] = []): string[] {
  if (!fs.existsSync(dir)) return out;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (skip && p === skip) continue;
    if (e.isDirectory()) walk(p, skip, out);
    else out.push(p);
  }
  return out;
}

/** The storage directory's files (keys), tmp/ apart. */
function storedKeys(): string[] {
  const dir = t.config.storageDir;
  return walk(dir, path.join(dir, 'tmp'))
    .map((p) => path.relative(dir, p))
    .sort();
}

async function fileRows(): Promise<{ id: number; storage_key: string; encrypted_id: string; original_name: string; mime_type: string; size_bytes: number }[]> {
  const { rows } = await t.db.query<{ id: number; storage_key: string; encrypted_id: string; original_name: string; mime_type: string; size_bytes: number }>(
    'select id, storage_key, encrypted_id::text as encrypted_id, original_name, mime_type, size_bytes from files order by id',
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), size_bytes: Number(r.size_bytes) }));
}

type Expect = 'refused' | 'stored' | 'either' | 413;

function expected(f: Crafted, r: Route): Expect {
  if (f.refuse === '413' || (f.refuse === 'logo413' && r.logo)) return 413;
  if (f.refuse === 'all' || !f.kind || !r.kinds.includes(f.kind)) return 'refused';
  if (r.decodes) return f.decodable ? 'stored' : 'refused';
  if (r.parses) return f.parses === true ? 'stored' : f.parses === false ? 'refused' : 'either';
  return 'stored';
}

const results: { file: string; route: string; status: number; outcome: 'refused' | 'stored' }[] = [];
const problems: string[] = [];
let servedHtml = 0;
let outsideBefore: string[] = [];
const orphans = { files: 0, rows: 0, tmp: 0, outside: 0 };

describe('uploads', () => {
  it('recognises a DOCX whose [Content_Types].xml is the last entry of the zip (central directory, bounded)', async () => {
    const docx = docxContentTypesLast();
    const read = async (start: number, length: number) => docx.subarray(start, start + length);
    expect((await inspectFile(docx.subarray(0, 4100), { size: docx.length, read })).kind).toBe('docx');
    // The directory is read from the end of the file: the last 64 KB and the directory, never the whole file.
    const big = docxContentTypesLast(2 * 1024 * 1024);
    let bytesRead = 0;
    const found = await inspectFile(big.subarray(0, 4100), { size: big.length, read: async (s, l) => ((bytesRead += l), big.subarray(s, s + l)) });
    expect(found.kind).toBe('docx');
    expect(bytesRead).toBeLessThan(ZIP_LIMITS.tail + 1024);
    // Without the rest of the file only the head is known: a zip, not a document.
    expect((await inspectFile(docx.subarray(0, 4100))).kind).toBe(null);
    const res = await t.as(t.admin.token, { method: 'POST', url: '/api/resume_parse', ...toInject(multipartBody([], [{ field: 'parsing_file_name', name: 'cv.docx', type: 'application/octet-stream', data: docx }])) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ username: 'Asha Verma', primary_mobile: '9876543210', primary_skills: ['Java', 'Spring Boot', 'SQL'] });
  });

  it('refuses or safely stores every crafted file on every upload route, leaving nothing behind', { timeout: 600_000 }, async () => {
    expect(corpus.length).toBeGreaterThanOrEqual(20);
    const dataDir = t.config.dataDir;
    outsideBefore = walk(dataDir, t.config.storageDir).sort();
    for (const f of corpus) {
      for (const r of routes) {
        const label = `${f.id} → ${r.name}`;
        const countsBefore = await tableCounts(t.db);
        const rowsBefore = await fileRows();
        const keysBefore = storedKeys();
        const body = multipartBody(await r.fields(), [{ field: r.field, name: f.name, type: f.type, data: f.data }]);
        const res = await t.as(t.admin.token, { method: 'POST', url: r.url, ...toInject(body) });
        await settleResumeIndexing(t.app);
        const status = res.statusCode;
        const outcome = status < 300 ? 'stored' : 'refused';
        results.push({ file: f.id, route: r.name, status, outcome });
        const want = expected(f, r);

        if (status >= 500 || (status >= 300 && status < 400)) problems.push(`${label}: ${status} ${res.body.slice(0, 200)}`);
        else if (want === 413 && status !== 413) problems.push(`${label}: ${status}, expected 413 (${res.body.slice(0, 150)})`);
        else if (want === 'refused' && outcome !== 'refused') problems.push(`${label}: ${status}, expected a 4xx`);
        else if (want === 'stored' && outcome !== 'stored') problems.push(`${label}: ${status}, expected it accepted (${res.body.slice(0, 200)})`);

        // Files in the storage directory and rows in the files table: the same set, always.
        const rowsAfter = await fileRows();
        const keysAfter = storedKeys();
        const rowKeys = new Set(rowsAfter.map((x) => x.storage_key));
        const diskOnly = keysAfter.filter((k) => !rowKeys.has(k));
        const rowOnly = [...rowKeys].filter((k) => !keysAfter.includes(k));
        orphans.files += diskOnly.length;
        orphans.rows += rowOnly.length;
        if (diskOnly.length || rowOnly.length) problems.push(`${label}: ${diskOnly.length} files without a row, ${rowOnly.length} rows without a file`);
        const tmp = walk(path.join(t.config.storageDir, 'tmp'));
        orphans.tmp += tmp.length;
        if (tmp.length) problems.push(`${label}: ${tmp.length} files left in the storage tmp/`);
        const outside = walk(dataDir, t.config.storageDir).sort();
        const added = outside.filter((p) => !outsideBefore.includes(p));
        for (const p of [path.resolve(t.config.storageDir, f.name), path.resolve(process.cwd(), f.name.split('\u0000').join(''))]) {
          if (!p.startsWith(t.config.storageDir + path.sep) && /\.\./.test(f.name) && fs.existsSync(p)) added.push(p);
        }
        orphans.outside += added.length;
        if (added.length) problems.push(`${label}: written outside the storage directory: ${added.join(', ')}`);

        if (outcome === 'refused') {
          const json = (() => {
            try {
              return res.json() as { message?: unknown; errors?: unknown };
            } catch {
              return null;
            }
          })();
          if (!json || typeof json.message !== 'string' || !json.message || /Server Error|\n\s+at /.test(res.body)) problems.push(`${label}: ${status} without a clear message: ${res.body.slice(0, 200)}`);
          const countsAfter = await tableCounts(t.db);
          const changed = Object.keys(countsAfter).filter((k) => countsAfter[k] !== countsBefore[k]);
          if (changed.length) problems.push(`${label}: refused (${status}) but rows changed in ${changed.map((k) => `${k} ${countsBefore[k]}→${countsAfter[k]}`).join(', ')}`);
          if (keysAfter.join() !== keysBefore.join()) problems.push(`${label}: refused (${status}) but the storage directory changed`);
          continue;
        }

        // Stored: every new file is served as a download, with nosniff, its content's type, a safe name.
        const before = new Set(rowsBefore.map((x) => x.id));
        const added2 = rowsAfter.filter((x) => !before.has(x.id));
        if (r.parses && added2.some((x) => !/^resume-photo\./.test(x.original_name))) problems.push(`${label}: resume_parse kept the uploaded file`);
        for (const row of added2) {
          if (!Object.values(MIME).includes(row.mime_type)) problems.push(`${label}: stored as ${row.mime_type}`);
          if (!r.decodes && !r.parses && f.kind && row.mime_type !== MIME[f.kind]) problems.push(`${label}: stored as ${row.mime_type}, its content is ${f.kind}`);
          // eslint-disable-next-line no-control-regex -- control characters are what this looks for
          if (/[/\\\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]|^\./.test(row.original_name) || [...row.original_name].length > 150 || row.original_name !== safeFileName(row.original_name)) {
            problems.push(`${label}: unsafe stored name ${JSON.stringify(row.original_name.slice(0, 80))}`);
          }
          if (/\.(html?|svg|js|exe|xml)$/i.test(row.original_name) && row.mime_type !== 'text/html') problems.push(`${label}: kept the active extension of ${JSON.stringify(row.original_name.slice(-40))} for ${row.mime_type}`);
          const served = await t.app.inject({ method: 'GET', url: t.fileUrl(row.encrypted_id)! });
          const h = served.headers;
          if (served.statusCode !== 200) problems.push(`${label}: download ${served.statusCode}`);
          if (h['x-content-type-options'] !== 'nosniff') problems.push(`${label}: download without nosniff`);
          if (!String(h['content-disposition'] ?? '').startsWith('attachment;')) problems.push(`${label}: download not an attachment (${h['content-disposition']})`);
          if (!/sandbox/.test(String(h['content-security-policy'] ?? ''))) problems.push(`${label}: download without a sandboxing CSP`);
          // HTML (and any type a browser could render as a page or a script) goes out as octet-stream (issue 22)
          const expectedType = ['text/html', 'image/svg+xml'].includes(row.mime_type) || !Object.values(MIME).includes(row.mime_type) ? 'application/octet-stream' : row.mime_type;
          if (row.mime_type === 'text/html') servedHtml++;
          if (h['content-type'] !== expectedType) problems.push(`${label}: served as ${h['content-type']}, stored as ${row.mime_type}`);
          if (served.rawPayload.length !== row.size_bytes) problems.push(`${label}: served ${served.rawPayload.length} of ${row.size_bytes} bytes`);
        }
        if (!r.parses && added2.length === 0) problems.push(`${label}: ${status} but no file stored`);
      }
    }

    const refused = results.filter((x) => x.outcome === 'refused').length;
    const stored = results.filter((x) => x.outcome === 'stored').length;
    const parsed = results.filter((x) => x.outcome === 'stored' && x.route === 'resume_parse').length;
    const byStatus = new Map<number, number>();
    for (const x of results) byStatus.set(x.status, (byStatus.get(x.status) ?? 0) + 1);
    console.log(`# uploads: ${servedHtml} stored HTML files served as application/octet-stream attachments with nosniff`);
    expect(servedHtml).toBeGreaterThan(0);
    console.log(
      `# uploads: ${corpus.length} files × ${routes.length} routes = ${results.length} uploads, refused ${refused}, stored ${stored} (${parsed} of them parsed by resume_parse and not kept), ` +
        `orphans ${orphans.files + orphans.rows + orphans.tmp} (files without a row ${orphans.files}, rows without a file ${orphans.rows}, tmp ${orphans.tmp}), written outside storage ${orphans.outside}`,
    );
    console.log(`# uploads: answers ${[...byStatus].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}×${n}`).join(', ')}`);
    for (const f of corpus) {
      const line = results.filter((x) => x.file === f.id).map((x) => x.status).join(' ');
      console.log(`#   ${f.id.padEnd(44)} ${line}`);
    }
    console.log(`#   (routes: ${routes.map((r) => r.name).join(', ')})`);
    for (const p of problems.slice(0, 60)) console.log(`#   problem: ${p}`);
    expect(problems).toEqual([]);
  });

  it('leaves no row behind when a record created with a file fails after the file was stored', async () => {
    // The file is valid; the form is not (no name): nothing of either may stay.
    const countsBefore = await tableCounts(t.db);
    const keysBefore = storedKeys();
    const body = multipartBody([['primary_email', 'x@example.com']], [{ field: 'resume_name', name: 'cv.pdf', type: 'application/pdf', data: PDF }]);
    const res = await t.as(t.admin.token, { method: 'POST', url: '/api/candidates', ...toInject(body) });
    expect(res.statusCode).toBe(422);
    expect(await tableCounts(t.db)).toEqual(countsBefore);
    expect(storedKeys()).toEqual(keysBefore);
  });
});
