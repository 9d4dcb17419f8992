// Fixtures shared by the Candidates tests (candidates*.test.ts, resume-parse*.test.ts). No tests here: the file is
// named *.test.ts only to stay inside the Candidates test files; node --test runs it and finds nothing to run.
import sharp from 'sharp';
import { expect } from 'expect';
import type { TestApp } from './helpers.js';
import type { ParseOutput, SkillEntry } from '../src/parser/types.js';
import { ResumeParseError } from '../src/parser/errors.js';
import type { ParserApi } from '../src/routes/candidates-common.js';

export type Part = string | { data: Buffer; filename: string; type?: string };

/** A multipart body for app.inject, built by the platform's FormData; arrays become `key[i]`. */
export async function multipart(parts: Record<string, Part | string[] | undefined>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(parts)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) v.forEach((item, i) => form.append(`${k}[${i}]`, item));
    else if (typeof v === 'string') form.append(k, v);
    else
      form.append(
        k,
        new Blob([new Uint8Array(v.data)], { type: v.type ?? 'application/octet-stream' }),
        v.filename,
      );
  }
  const res = new Response(form);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type') ?? '' },
  };
}

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export function htmlResume(body: string): Buffer {
  return Buffer.from(
    `<!DOCTYPE html><html><head><title>Resume</title><script>alert(1)</script></head><body>${body}</body></html>`,
  );
}

export async function png(width = 40, height = 30, alpha = false): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: alpha ? 4 : 3,
      background: alpha ? { r: 10, g: 120, b: 200, alpha: 0.5 } : '#3366cc',
    },
  })
    .png()
    .toBuffer();
}

export async function docx(paragraphs: string[]): Promise<Buffer> {
  const { Document, Packer, Paragraph, TextRun } = await import('docx');
  const doc = new Document({
    sections: [{ children: paragraphs.map((p) => new Paragraph({ children: [new TextRun(p)] })) }],
  });
  // Word writes [Content_Types].xml first, and upload type detection reads only the head of the file: docx.js writes
  // it last, so the entries are re-packed in Word's order.
  const JSZip = (await import('jszip')).default;
  const src = await JSZip.loadAsync(await Packer.toBuffer(doc));
  const out = new JSZip();
  const names = Object.keys(src.files).sort((a, b) =>
    a === '[Content_Types].xml' ? -1 : b === '[Content_Types].xml' ? 1 : 0,
  );
  for (const n of names) if (!src.files[n].dir) out.file(n, await src.files[n].async('uint8array'));
  return Buffer.from(await out.generateAsync({ type: 'uint8array', compression: 'DEFLATE' }));
}

/** The fields of a valid candidate form (multipart), with a unique email and mobile per call. */
let seq = 0;
export function candidateFields(
  extra: Record<string, Part | string[] | undefined> = {},
): Record<string, Part | string[] | undefined> {
  const n = ++seq;
  return {
    name: `Asha Verma ${n}`,
    primary_mobile: `+91 98${String(n).padStart(3, '0')} 12345`,
    primary_email: `asha.${n}.${process.pid}@example.com`,
    exp_years: '4',
    exp_months: '0',
    current_ctc: '1200000',
    expected_ctc: '1500000',
    notice_period: '30',
    company_name: 'Acme Soft',
    designation: 'Frontend Engineer',
    ...extra,
  };
}

export async function createCandidate(
  t: TestApp,
  token: string,
  extra: Record<string, Part | string[] | undefined> = {},
) {
  return t.as(token, {
    method: 'POST',
    url: '/api/candidates',
    ...(await multipart(candidateFields(extra))),
  });
}

export async function newCandidate(
  t: TestApp,
  extra: Record<string, Part | string[] | undefined> = {},
): Promise<string> {
  const res = await createCandidate(t, t.admin.token, extra);
  expect(res.statusCode).toBe(201);
  return res.json().data.encrypted_id as string;
}

export async function candidateKey(t: TestApp, encryptedId: string): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>(
    'select id from candidates where encrypted_id = $1',
    [encryptedId],
  );
  return Number(rows[0].id);
}

/** Two states of India with a city each. */
export async function geo(t: TestApp) {
  const { rows } = await t.db.query<{
    country: number;
    state: number;
    city: number;
    city_name: string;
  }>(
    `select co.id as country, s.id as state, min(ci.id) as city
       from countries co join states s on s.country_id = co.id join cities ci on ci.state_id = s.id
      where co.iso2 = 'IN' group by co.id, s.id order by s.id limit 2`,
  );
  const names = await t.db.query<{ id: number; name: string }>(
    'select id, name from cities where id = any($1::int[])',
    [[rows[0].city, rows[1].city]],
  );
  const nameOf = (id: number) => names.rows.find((r) => Number(r.id) === Number(id))!.name;
  return {
    country: Number(rows[0].country),
    state: Number(rows[0].state),
    city: Number(rows[0].city),
    cityName: nameOf(rows[0].city),
    state2: Number(rows[1].state),
    city2: Number(rows[1].city),
  };
}

/** An active job order with a recruiter assigned (direct SQL: the Job Orders routes are another module). */
export async function seedJob(t: TestApp, recruiterUserId: number, title = 'React Developer') {
  const client = await t.db.query<{ id: number }>(
    `insert into clients (client_legal_name, client_short_name) values ('Globex Private Limited', 'Globex') returning id`,
  );
  const { rows } = await t.db.query<{ id: number; encrypted_id: string }>(
    `insert into job_orders (client_id, job_title) values ($1, $2) returning id, encrypted_id::text as encrypted_id`,
    [client.rows[0].id, title],
  );
  await t.db.query(
    `insert into job_users (job_id, user_id, user_type) values ($1, $2, 'recruiter')`,
    [rows[0].id, recruiterUserId],
  );
  return { id: Number(rows[0].id), encrypted_id: rows[0].encrypted_id };
}

export async function userEncryptedId(t: TestApp, id: number): Promise<string> {
  const { rows } = await t.db.query<{ e: string }>(
    'select encrypted_id::text as e from users where id = $1',
    [id],
  );
  return rows[0].e;
}

/**
 * A stand-in for app.parser with the same shape: parse returns fixed fields (the text's first e-mail as
 * primary_email), a photo when the file contains PHOTO, ResumeParseError 'corrupt' for BROKEN; extractText strips tags.
 */
export function fakeParser(photo: Buffer | null = null) {
  const calls: { fileName: string; skills: SkillEntry[] }[] = [];
  const api: ParserApi & { calls: typeof calls } = {
    calls,
    async parse(bytes, opts): Promise<ParseOutput> {
      calls.push({ fileName: opts.fileName, skills: opts.skills });
      const text = bytes.toString('utf8').replace(/<[^>]+>/g, ' ');
      if (text.includes('BROKEN')) throw new ResumeParseError('corrupt');
      if (text.includes('HUGE')) throw new ResumeParseError('too_large');
      const email = /[\w.+-]+@[\w-]+\.[\w.]+/.exec(text)?.[0] ?? '';
      return {
        data: {
          current_location: 'Pune',
          username: 'Ravi Kumar',
          primary_mobile: '9876543210',
          primary_email: email,
          secondary_email: '',
          exp_in_years: 5,
          exp_in_months: 2,
          ctc: 1200000,
          notice_period: 60,
          profile_pic: '',
          exp_details: [
            {
              designation: 'Developer',
              company: 'Initech',
              from_date: '2019-01-01',
              to_date: ' Till Date',
            },
          ],
          education_details: [
            { university: 'Pune University', qualification: 'B.E.', year_of_pass: '2018' },
          ],
          primary_skills: ['React'],
          secondary_skills: ['Node.js'],
        },
        photo:
          photo && text.includes('PHOTO')
            ? { bytes: photo, mime: 'image/png', width: 40, height: 30, scaledDown: false }
            : null,
        text,
      };
    },
    async extractText(bytes) {
      return bytes
        .toString('utf8')
        .replace(/<script[\s\S]*?<\/script>/gi, ' ')
        .replace(/<[^>]+>/g, ' ');
    },
  };
  return api;
}

/** Replaces the app's parser (returns a function that puts the previous one back). */
export function useParser(t: TestApp, parser: ParserApi): () => void {
  const holder = t.app as unknown as { parser?: ParserApi };
  const previous = holder.parser;
  holder.parser = parser;
  return () => {
    holder.parser = previous;
  };
}
