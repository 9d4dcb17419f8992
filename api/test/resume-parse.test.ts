// POST /api/resume_parse: the route around the parser (app.parser) — the skills catalogue it is given, the photo it
// stores and the only links candidates_profile_pic_url accepts, errors, limits and permissions.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildTestApp, expectInvalid, type TestApp } from './helpers.js';
import type { ParserApi } from '../src/lib/resume-parser.js';
import { settleResumeIndexing } from '../src/modules/resume-index/service.js';
import { encryptedPdf, minimalDocx } from '../src/parser/__tests__/helpers.js';
import {
  FAKE_PARSED_LISTS,
  fakeParser,
  htmlResume,
  multipart,
  newCandidate,
  PDF,
  png,
  useParser,
  candidateFields,
} from './fixtures/candidates.js';

let t: TestApp;
let admin: string;
let fake: ReturnType<typeof fakeParser>;
let real: ParserApi | undefined;
before(async () => {
  t = await buildTestApp();
  admin = t.admin.token;
  real = (t.app as unknown as { parser?: ParserApi }).parser;
  fake = fakeParser(await png(40, 30));
  useParser(t, fake);
});
after(async () => {
  await settleResumeIndexing(t.app);
  await t.close();
});

const parse = async (data: Buffer, filename = 'resume.html', token = admin) =>
  t.as(token, {
    method: 'POST',
    url: '/api/resume_parse',
    ...(await multipart({ parsing_file_name: { data, filename } })),
  });
const fileCount = async () =>
  Number((await t.db.query<{ n: number }>('select count(*)::int as n from files')).rows[0].n);

describe('POST /api/resume_parse', () => {
  it('answers the parsed fields, matching skills against the catalogue and its synonyms, and keeps no file', async () => {
    const files = await fileCount();
    const res = await parse(htmlResume('<p>Ravi Kumar ravi.kumar@example.com</p>'), 'ravi.html');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: true,
      message: 'Resume parsed successfully',
      data: {
        username: 'Ravi Kumar',
        primary_email: 'ravi.kumar@example.com',
        exp_in_years: 5,
        exp_in_months: 2,
        ctc: 1200000,
        notice_period: 60,
        current_location: 'Pune',
        location: { country_name: 'India', city_name: 'Pune', state_name: 'Maharashtra' },
        profile_pic: '',
        profile_pic_url: null,
        photo_message: '',
        ...FAKE_PARSED_LISTS,
      },
    });
    const call = fake.calls.at(-1)!;
    expect(call.fileName).toBe('ravi.html');
    expect(call.skills).toEqual(
      expect.arrayContaining([
        { name: 'JavaScript', synonyms: ['ECMAScript', 'ES6', 'JS'] },
        { name: 'Go', synonyms: ['Golang'] },
      ]),
    );
    expect(await fileCount()).toBe(files);
  });

  it('stores a photo it finds and returns its link, which only the issuing user may put on a candidate, once', async () => {
    const res = await parse(htmlResume('<p>PHOTO inside</p>'));
    const url = res.json().data.profile_pic_url;
    expect(url).toMatch(/^\/api\/files\/[0-9a-f-]{36}\?expires=/);
    expect(res.json().data.profile_pic).toBe(url);
    const img = await t.app.inject({ method: 'GET', url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');

    // another user may not use it
    const other = await t.user({ role: 'admin' });
    const c1 = await newCandidate(t);
    const stranger = await t.as(other.token, {
      method: 'POST',
      url: '/api/candidates_profile_pic_url',
      payload: { candidate_id: c1, profile_pic_url: url },
    });
    expect(stranger.statusCode).toBe(422);

    const ok = await t.as(admin, {
      method: 'POST',
      url: '/api/candidates_profile_pic_url',
      payload: { candidate_id: c1, profile_pic_url: url },
    });
    expect(ok.statusCode).toBe(200);
    expect(
      (await t.as(admin, { method: 'GET', url: `/api/candidates/${c1}` })).json().data[0]
        .profile_pic_url,
    ).toMatch(/^\/api\/files\//);
    // once used, it cannot be put on a second candidate
    const c2 = await newCandidate(t);
    const again = await t.as(admin, {
      method: 'POST',
      url: '/api/candidates_profile_pic_url',
      payload: { candidate_id: c2, profile_pic_url: url },
    });
    expect(again.json().errors).toEqual({ profile_pic_url: ['The profile pic url is invalid.'] });
  });

  it('lets the add form send the parsed photo link with the candidate', async () => {
    const url = (await parse(htmlResume('<p>PHOTO</p>'))).json().data.profile_pic_url;
    const res = await t.as(admin, {
      method: 'POST',
      url: '/api/candidates',
      ...(await multipart(candidateFields({ profile_pic_url: url }))),
    });
    expect(res.statusCode).toBe(201);
    const rec = (
      await t.as(admin, { method: 'GET', url: `/api/candidates/${res.json().data.encrypted_id}` })
    ).json().data[0];
    expect(rec.profile_pic_url).toContain(url.split('?')[0]);
    const forged = await t.as(admin, {
      method: 'POST',
      url: '/api/candidates',
      ...(await multipart(candidateFields({ profile_pic_url: url.replace(/sig=[^&]+/, 'sig=x') }))),
    });
    expect(forged.statusCode).toBe(422);
  });

  it('turns a parser refusal into 422 with its message', async () => {
    const res = await parse(htmlResume('<p>BROKEN</p>'));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status: false,
      message:
        'The file is damaged or not a valid resume document; save it again and upload it again.',
    });
    const big = await parse(htmlResume('<p>HUGE</p>'));
    expect(big.statusCode).toBe(413);
  });

  it('checks the file by content and requires it', async () => {
    const img = await parse(await png(), 'resume.pdf');
    expect(img.statusCode).toBe(422);
    expect(img.json().errors.parsing_file_name[0]).toBe(
      'The parsing file must be a file of type: pdf, doc, docx, html.',
    );
    const none = await t.as(admin, {
      method: 'POST',
      url: '/api/resume_parse',
      ...(await multipart({ note: 'x' })),
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({
      note: ['The note field is not allowed.'],
      parsing_file_name: ['The parsing file name field is required.'],
    });
    const json = await t.as(admin, {
      method: 'POST',
      url: '/api/resume_parse',
      payload: { parsing_file_name: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('needs Candidates add', async () => {
    const viewer = await t.user({
      role: 'parse-viewer',
      grants: { Candidates: { m_view: 1, m_edit: 1 } },
    });
    expect((await parse(PDF, 'a.pdf', viewer.token)).statusCode).toBe(403);
    expect(
      (
        await t.as(null, {
          method: 'POST',
          url: '/api/resume_parse',
          ...(await multipart({ parsing_file_name: { data: PDF, filename: 'a.pdf' } })),
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('POST /api/resume_parse size limit', () => {
  it('answers 413 over the upload limit', async () => {
    const small = await buildTestApp({ config: { uploadMaxBytes: 2048 } });
    try {
      useParser(small, fakeParser());
      const res = await small.as(small.admin.token, {
        method: 'POST',
        url: '/api/resume_parse',
        ...(await multipart({
          parsing_file_name: {
            data: Buffer.concat([PDF, Buffer.alloc(4096, 32)]),
            filename: 'big.pdf',
          },
        })),
      });
      expect(res.statusCode).toBe(413);
      expect(res.json().status).toBe(false);
      expect(
        Number(
          (await small.db.query<{ n: number }>('select count(*)::int as n from files')).rows[0].n,
        ),
      ).toBe(0);
    } finally {
      await small.close();
    }
  });
});

describe('with the real parser (app.parser)', () => {
  it('parses an HTML resume end to end (app.parser, the worker pool)', async () => {
    const restore = useParser(t, real as ParserApi);
    try {
      const res = await parse(
        htmlResume(
          '<h1>Kavya Reddy</h1><p>kavya.reddy@gmail.com | +91 98480 22222</p><h2>Skills</h2><p>ReactJS, Golang, PostgreSQL</p>' +
            '<h2>Experience</h2><p>Software Engineer, Initech Solutions, Jan 2019 - Present</p>',
        ),
        'kavya.html',
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        primary_email: 'kavya.reddy@gmail.com',
        primary_mobile: expect.stringContaining('9848022222'),
      });
      // Every value comes with its confidence: sure of the name its e-mail spells, nothing found is 0.
      const c = res.json().data.confidence;
      expect(c.username).toBeGreaterThanOrEqual(0.9);
      expect(c.primary_email).toBeGreaterThanOrEqual(0.9);
      expect(c.skills).toBeGreaterThanOrEqual(0.6);
      expect(c.ctc).toBe(0);
      expect(c.notice_period).toBe(0);
      expect(c.profile_pic).toBe(0);
      for (const v of Object.values(c) as number[]) expect(v >= 0 && v <= 1).toBe(true);
    } finally {
      restore();
    }
  });
});

describe('with the real parser: files it must refuse with a clear 4xx, never a 500', () => {
  const withReal = async (fn: () => Promise<void>) => {
    const restore = useParser(t, real as ParserApi);
    try {
      await fn();
    } finally {
      restore();
    }
  };

  it('a 50 MB file: 413 with the limit, nothing stored', async () => {
    await withReal(async () => {
      const files = await fileCount();
      const big = Buffer.concat([PDF, Buffer.alloc(50 * 1024 * 1024, 0x20)]);
      const res = await parse(big, 'huge.pdf');
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({
        status: false,
        message: expect.stringMatching(/^The file is too large/),
      });
      expect(await fileCount()).toBe(files);
    });
  });

  it('a corrupt PDF: 422 saying it is damaged', async () => {
    await withReal(async () => {
      const res = await parse(
        Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >>\ngarbage without xref'),
        'broken.pdf',
      );
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        status: false,
        message:
          'The file is damaged or not a valid resume document; save it again and upload it again.',
      });
    });
  });

  it('an encrypted PDF: 422 asking for the password to be removed', async () => {
    await withReal(async () => {
      const res = await parse(encryptedPdf(), 'locked.pdf');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        status: false,
        message: 'The file is password-protected; remove the password and upload it again.',
      });
    });
  });

  // A bomb that declares its sizes is refused when it arrives, before the parser sees it; one that lies about them
  // is stopped by the parser's own limits (src/parser/__tests__).
  it('a DOCX zip bomb: 422 naming the unsafe size', async () => {
    await withReal(async () => {
      const bomb = minimalDocx(
        ['Rahul Sharma'],
        [{ name: 'word/media/big.bin', data: Buffer.alloc(40 * 1024 * 1024) }],
      );
      expect(bomb.length).toBeLessThan(200 * 1024);
      const res = await parse(bomb, 'bomb.docx');
      expectInvalid(res, { parsing_file_name: ['The parsing file cannot be accepted: the document expands to too much data (a zip bomb).'] });
    });
  });
});
