// A candidate's rights: export everything held about them as one archive, erase them leaving no trace of their
// personal data in any table, stored file or log line while the pipeline's counts stay; candidates untouched for long
// listed. The app logs as in production (server.ts: level info, LOG_REDACT) into memory for the whole file.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import fs from 'node:fs';
import path from 'node:path';
import yauzl from 'yauzl';
import { buildTestApp, type TestApp } from './helpers.js';
import { logLines } from './support/log-lines.js';
import { candidateFields, htmlResume, multipart, png, seedJob } from './fixtures/candidates.js';
import { settleResumeIndexing } from '../src/modules/resume-index/service.js';
import { ident, tablesInOrder } from '../src/ops/tables.js';
import { LOG_REDACT } from '../src/app.js';

const { lines: logged, stream: logStream } = logLines();

let t: TestApp;
before(async () => {
  t = await buildTestApp({ logger: { level: 'info', redact: { paths: LOG_REDACT, censor: '[redacted]' }, stream: logStream } });
});
after(async () => {
  await settleResumeIndexing(t.app);
  await t.close();
});

const PERSON = {
  name: 'Zubeida Farooqui Menon',
  primary_email: 'zubeida.fm@mailbox.example',
  secondary_email: 'zfm.alt@elsewhere.example',
  primary_mobile: '+91 99887 66554',
  identity_card_number: 'ZQXPF9876K',
};

/** Entries of a zip: name -> bytes. */
function unzip(buf: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buf, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const out = new Map<string, Buffer>();
      zip.on('entry', (e: yauzl.Entry) => {
        zip.openReadStream(e, (e2, s) => {
          if (e2 || !s) return reject(e2);
          const chunks: Buffer[] = [];
          s.on('data', (c: Buffer) => chunks.push(c));
          s.on('end', () => {
            out.set(e.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(out));
      zip.readEntry();
    });
  });
}

/** Every (table, column) of every table whose text (text, JSON, tsvector, any column cast to text) holds one of the values. */
async function traces(values: string[]): Promise<string[]> {
  const found: string[] = [];
  const tables = await tablesInOrder(t.db);
  for (const table of tables) {
    const { rows: cols } = await t.db.query<{ col: string }>(
      `select a.attname as col from pg_attribute a where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped`,
      [ident(table.name)],
    );
    for (const { col } of cols) {
      for (const v of values) {
        // a tsvector keeps words in lower case, split: each word of the value is looked for there
        const { rows } = await t.db.query<{ n: number }>(
          `select count(*)::int as n from ${ident(table.name)} where ${ident(col)}::text ilike '%' || $1 || '%'`,
          [v],
        );
        if (Number(rows[0].n)) found.push(`${table.name}.${col} holds "${v}" (${rows[0].n} rows)`);
      }
    }
  }
  return found;
}

describe("a candidate's data", () => {
  let id: string;
  let key: number;
  let fileKeys: string[];

  before(async () => {
    const job = await seedJob(t, t.admin.id);
    const res = await t.as(t.admin.token, {
      method: 'POST',
      url: '/api/candidates',
      ...(await multipart(
        candidateFields({
          ...PERSON,
          address: '14 Lotus Residency, Indiranagar',
          identity_card_name: 'PAN',
          resume_name: { data: htmlResume(`<h1>${PERSON.name}</h1><p>${PERSON.primary_email} ${PERSON.primary_mobile}</p><p>Kubernetes</p>`), filename: 'resume.html', type: 'text/html' },
          profile_pic: { data: await png(50, 50), filename: 'me.png', type: 'image/png' },
          skill: ['react'],
          experience: JSON.stringify([{ job_title: 'Engineer', company_name: 'Initech', start_date: '2019-01-01', end_date: '2021-06-01', still_working: '0' }]),
          job_orders: JSON.stringify([{ job_id: job.encrypted_id, recruiter_id: t.admin.encrypted_id }]),
        }),
      )),
    });
    expect(res.json()).toMatchObject({ status: true });
    id = res.json().data.encrypted_id;
    await settleResumeIndexing(t.app);
    key = Number((await t.db.query<{ id: number }>('select id from candidates where encrypted_id = $1', [id])).rows[0].id);
    const note = await t.as(t.admin.token, { method: 'POST', url: '/api/candidates_notes', payload: { candidate_id: id, notes: `Called ${PERSON.name} on ${PERSON.primary_mobile}` } });
    expect(note.json()).toMatchObject({ status: true });
    const linkId = (await t.db.query<{ e: string }>('select encrypted_id::text as e from candidate_jobs where candidate_id = $1', [key])).rows[0].e;
    const msg = await t.as(t.admin.token, { method: 'POST', url: '/api/candidates_messages', payload: { candidate_id: id, link_id: linkId, message: `Dear ${PERSON.name}, your interview is confirmed.` } });
    expect(msg.json()).toMatchObject({ status: true });
    const att = await t.as(t.admin.token, {
      method: 'POST',
      url: '/api/candidates_attachments',
      ...(await multipart({ candidate_id: id, description: `ID proof of ${PERSON.name}`, file_name: { data: Buffer.from(`PAN ${PERSON.identity_card_number} ${PERSON.name}\n`), filename: 'pan.txt', type: 'text/plain' } })),
    });
    expect(att.json()).toMatchObject({ status: true });
    // what other screens write about them: a job order note, a link's status move, an interview, a job message
    await t.db.query(`insert into job_notes (job_id, notes) values ($1, $2)`, [job.id, `Shortlisted ${PERSON.name} (${PERSON.primary_email})`]);
    await t.db.query(`insert into job_messages (job_id, candidate_id, message) values ($1, $2, $3)`, [job.id, key, `Reminder sent to ${PERSON.secondary_email}`]);
    const link = (await t.db.query<{ id: number }>('select id from candidate_jobs where candidate_id = $1', [key])).rows[0];
    await t.db.query(
      `insert into interviews (candidate_id, job_id, link_id, mode_interview, interview_date, interview_time) values ($1, $2, $3, 'Telephonic', '2026-01-10', '10:30')`,
      [key, job.id, link.id],
    );
    fileKeys = (await t.db.query<{ storage_key: string }>(
      `select storage_key from files where id in (select resume_file_id from candidates where id = $1 union select profile_pic_file_id from candidates where id = $1 union select file_id from candidate_attachments where candidate_id = $1)`,
      [key],
    )).rows.map((r) => r.storage_key);
    expect(fileKeys).toHaveLength(3);
    // a recruiter looks them up the ways the screens do: the list search, the duplicate check, a job's candidate search
    const digits = PERSON.primary_mobile.replace(/\D/g, '').slice(-10);
    for (const url of [
      `/api/candidates?q=${encodeURIComponent(PERSON.name)}`,
      `/api/candidates?q=${encodeURIComponent(PERSON.primary_email)}`,
      `/api/candidates_duplicates?email=${encodeURIComponent(PERSON.primary_email)}&mobile=${digits}`,
      `/api/job_candidate_search/${job.encrypted_id}?q=${encodeURIComponent(PERSON.name.split(' ')[0])}`,
      `/api/candidates/${id}`,
    ]) {
      expect((await t.as(t.admin.token, { method: 'GET', url })).statusCode).toBe(200);
    }
  });

  it('is exported to admins only, as one zip with the profile, links, notes, interviews, messages and files', async () => {
    const recruiter = await t.user({ role: 'recruiter', grants: { Candidates: { m_view: 1, m_edit: 1, m_delete: 1 } } });
    expect((await t.as(recruiter.token, { method: 'GET', url: `/api/candidates/${id}/export` })).statusCode).toBe(403);
    expect((await t.as(recruiter.token, { method: 'POST', url: `/api/candidates/${id}/erase`, payload: { reason: 'x' } })).statusCode).toBe(403);
    const res = await t.as(t.admin.token, { method: 'GET', url: `/api/candidates/${id}/export` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="candidate-${id}.zip"`);
    const entries = await unzip(res.rawPayload);
    const data = JSON.parse(entries.get('candidate.json')!.toString('utf8'));
    expect(data.profile).toMatchObject({ name: PERSON.name, primary_email: PERSON.primary_email, identity_card_number: PERSON.identity_card_number, encrypted_id: id });
    expect(data.profile.id).toBeUndefined();
    expect(data.skills).toEqual(['React']);
    expect(data.experience).toEqual([expect.objectContaining({ job_title: 'Engineer', company_name: 'Initech' })]);
    expect(data.notes).toEqual([expect.objectContaining({ notes: `Called ${PERSON.name} on ${PERSON.primary_mobile}` })]);
    expect(data.job_links).toEqual([expect.objectContaining({ job_title: 'React Developer', main_status_id: 'P' })]);
    expect(data.status_history.length).toBeGreaterThan(0);
    expect(data.interviews).toEqual([expect.objectContaining({ mode_interview: 'Telephonic', interview_date: '2026-01-10' })]);
    expect(data.messages.map((m: { message: string }) => m.message).sort()).toEqual([`Dear ${PERSON.name}, your interview is confirmed.`, `Reminder sent to ${PERSON.secondary_email}`].sort());
    expect(data.attachments).toEqual([expect.objectContaining({ description: `ID proof of ${PERSON.name}`, file: 'pan.txt' })]);
    const names = [...entries.keys()].filter((n) => n.startsWith('files/')).sort();
    expect(names).toEqual(['files/attachment-pan.txt', 'files/photo-me.jpg', 'files/resume-resume.html']);
    expect(entries.get('files/attachment-pan.txt')!.toString()).toContain(PERSON.identity_card_number);
  });

  it('is erased: no trace of their name, e-mail, phone or ID number in any table or stored file; the pipeline keeps its counts', async () => {
    const before = await t.db.query<{ links: number; history: number; interviews: number; notes: number }>(
      `select (select count(*)::int from candidate_jobs where candidate_id = $1) as links,
              (select count(*)::int from candidate_job_status_history where candidate_id = $1) as history,
              (select count(*)::int from interviews where candidate_id = $1) as interviews,
              (select n::int from table_counts where key = 'candidates') as notes`,
      [key],
    );
    const stored = (await t.db.query<Record<string, string>>(`select primary_mobile, secondary_email from candidates where id = $1`, [key])).rows[0];
    const values = [...new Set([...Object.values(PERSON), stored.primary_mobile, stored.secondary_email, PERSON.primary_mobile.replace(/\D/g, '').slice(-10)])];
    expect((await traces(values)).length).toBeGreaterThan(5); // the scan finds them before

    expect((await t.as(t.admin.token, { method: 'POST', url: `/api/candidates/${id}/erase`, payload: { reason: '  ' } })).json()).toMatchObject({
      errors: { reason: ['The reason field is required.'] },
    });
    // another person with a similar name and their note stay as they are
    const namesake = (await t.db.query<{ id: number }>(
      `insert into candidates (name, primary_mobile, primary_email) values ('Zubeida Farooqui', '9811100000', 'zf.other@mailbox.example') returning id`,
    )).rows[0].id;
    await t.db.query(`insert into candidate_notes (candidate_id, notes) values ($1, 'Zubeida Farooqui Menonsky referred her')`, [namesake]);
    const res = await t.as(t.admin.token, { method: 'POST', url: `/api/candidates/${id}/erase`, payload: { reason: `Asked by e-mail from ${PERSON.primary_email} on 2026-11-20` } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: "The candidate's personal data was erased." });

    expect((await t.db.query(`select c.name, n.notes from candidates c join candidate_notes n on n.candidate_id = c.id where c.id = $1`, [namesake])).rows).toEqual([
      { name: 'Zubeida Farooqui', notes: 'Zubeida Farooqui Menonsky referred her' },
    ]);
    await t.db.query('delete from candidates where id = $1', [namesake]);
    const left = await traces(values);
    console.log(`# erase: ${values.length} values searched in every column of every table: ${left.length} found`);
    expect(left).toEqual([]);
    for (const k of fileKeys) expect(fs.existsSync(path.join(t.config.storageDir, k))).toBe(false);
    const walk = (d: string): string[] => fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : [path.join(d, e.name)]));
    for (const f of walk(t.config.storageDir)) {
      const bytes = fs.readFileSync(f).toString('latin1');
      for (const v of values) expect(bytes.includes(v)).toBe(false);
    }

    const afterCounts = await t.db.query(
      `select (select count(*)::int from candidate_jobs where candidate_id = $1) as links,
              (select count(*)::int from candidate_job_status_history where candidate_id = $1) as history,
              (select count(*)::int from interviews where candidate_id = $1) as interviews,
              (select n::int from table_counts where key = 'candidates') as notes`,
      [key],
    );
    expect(afterCounts.rows).toEqual(before.rows);
    const profile = await t.as(t.admin.token, { method: 'GET', url: `/api/candidates/${id}` });
    expect(profile.json().data[0] ?? profile.json().data).toMatchObject({ name: 'Erased candidate', primary_email: '' });
    const { rows: events } = await t.db.query<{ actor_id: number; summary: string; before: unknown; after: unknown }>(
      `select actor_id, summary, before, after from audit_events where action = 'candidate.erase' and entity_id = $1`,
      [key],
    );
    expect(events).toEqual([{ actor_id: t.admin.id, summary: 'Erased on request: Asked by e-mail from [erased] on 2026-11-20', before: null, after: null }]);
    expect((await t.as(t.admin.token, { method: 'POST', url: `/api/candidates/${id}/erase`, payload: { reason: 'again' } })).statusCode).toBe(409);
  });

  it('leaves nothing of their personal data in the log', async () => {
    const words = [PERSON.name, PERSON.primary_email, PERSON.secondary_email, PERSON.identity_card_number, PERSON.primary_mobile, PERSON.primary_mobile.replace(/\D/g, '').slice(-10), 'Farooqui'];
    expect(logged.length).toBeGreaterThan(20); // the requests of this file were logged
    const held = logged.filter((l) => words.some((w) => l.toLowerCase().includes(w.toLowerCase())));
    expect(held).toEqual([]);
  });
});

describe('GET /api/candidates_retention', () => {
  it('lists candidates untouched for N months, oldest first, erased ones left out, to admins only', async () => {
    const res = await t.as(t.admin.token, { method: 'POST', url: '/api/candidates', ...(await multipart(candidateFields({ name: 'Old Timer' }))) });
    const old = res.json().data.encrypted_id as string;
    const fresh = (await t.as(t.admin.token, { method: 'POST', url: '/api/candidates', ...(await multipart(candidateFields({ name: 'New Comer' }))) })).json().data.encrypted_id as string;
    await t.db.query(`update candidates set updated_at = $2, created_at = $2 where encrypted_id = $1`, [old, new Date(t.clock.now().getTime() - 400 * 86400_000)]);
    const list = await t.as(t.admin.token, { method: 'GET', url: '/api/candidates_retention?months=12' });
    expect(list.statusCode).toBe(200);
    const ids = list.json().data.map((r: { encrypted_id: string }) => r.encrypted_id);
    expect(ids).toContain(old);
    expect(ids).not.toContain(fresh);
    // a note today makes it touched again
    await t.as(t.admin.token, { method: 'POST', url: '/api/candidates_notes', payload: { candidate_id: old, notes: 'Still interested' } });
    expect((await t.as(t.admin.token, { method: 'GET', url: '/api/candidates_retention?months=12' })).json().data.map((r: { encrypted_id: string }) => r.encrypted_id)).not.toContain(old);
    expect((await t.as(t.admin.token, { method: 'GET', url: '/api/candidates_retention?months=0' })).statusCode).toBe(422);
    const recruiter = await t.user({ role: 'recruiter' });
    expect((await t.as(recruiter.token, { method: 'GET', url: '/api/candidates_retention?months=12' })).statusCode).toBe(403);
  });
});
