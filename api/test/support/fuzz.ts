// Generators of bad input for the fuzz suite (fast-check): nasty strings and values, bodies and queries shaped by a
// route's schema (or by the field names its own 422 answers reveal), malformed paths, multipart bodies.
import crypto from 'node:crypto';
import fc from 'fast-check';
import type { RouteInfo } from '../helpers.js';
import { encode, fillPath, hasBody, isMultipart, literals, pathParams, schemaPart, type JsonSchema } from './routes.js';

export const HUGE = 100_000;

export const PAYLOADS = [
  "' or 1=1 --",
  "' OR '1'='1",
  '1; select pg_sleep(10) --',
  "'; drop table users; --",
  '" or ""="',
  "') union select password_hash, null from users --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}<%= 7*7 %>',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  'a\u0000b',
  '\u0000',
  '\uD800',
  '\uFEFF\u202Eevil',
  '😀👩‍👩‍👧‍👦',
  'ǅ𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ᚠᛇᚻ',
  'Ω≈ç√∫˜µ≤≥÷',
  '\r\nSet-Cookie: x=1',
  ' ',
  '',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999999',
  '-9223372036854775809',
  '2024-02-30',
  '0000-00-00',
  '9999-12-31',
  '2024-13-45T25:61:61Z',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '$where',
  '*',
  '%',
  '_',
  '\\',
  "'",
  '"',
];

const HUGE_STRINGS = ['A'.repeat(HUGE), 'é'.repeat(HUGE / 2), '<b>'.repeat(HUGE / 3), "' or 1=1 -- ".repeat(HUGE / 12), '😀'.repeat(HUGE / 4)];

/** A uuid from the pool of real ids (to get past "not found"), or a random one. */
export function idArb(pool: string[]): fc.Arbitrary<string> {
  return pool.length ? fc.oneof(fc.constantFrom(...pool), fc.uuid()) : fc.uuid();
}

export function nastyString(pool: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...PAYLOADS) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.constantFrom(...HUGE_STRINGS) },
    { weight: 2, arbitrary: idArb(pool) },
    { weight: 1, arbitrary: fc.emailAddress() },
  );
}

export function nastyValue(pool: string[]): fc.Arbitrary<unknown> {
  const str = nastyString(pool);
  return fc.oneof(
    { weight: 6, arbitrary: str },
    { weight: 2, arbitrary: fc.integer() },
    { weight: 1, arbitrary: fc.constantFrom(-1, 0, 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, -(2 ** 63), 1e308, -1e308, 0.5, 32768, 65536) },
    { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.array(str, { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), str, { maxKeys: 3 }) },
    { weight: 1, arbitrary: fc.constantFrom<unknown>({ $gt: '' }, JSON.parse('{"__proto__": {"admin": true}}'), [[[[[]]]]], Array.from({ length: 2000 }, (_, i) => i)) },
  );
}

/** A value shaped like the schema wants (to go deeper), with the same odds of being subtly wrong. */
export function schemaValue(s: JsonSchema | undefined, name: string, pool: string[]): fc.Arbitrary<unknown> {
  const lit = literals(s);
  if (lit.length) return fc.oneof(fc.constantFrom(...lit), nastyValue(pool));
  const type = Array.isArray(s?.type) ? s?.type[0] : s?.type;
  const near = (min: number | undefined, max: number | undefined) =>
    fc.constantFrom(...[min ?? 0, max ?? 100, (min ?? 0) - 1, (max ?? 100) + 1, 0, 1, -1].filter((v, i, a) => a.indexOf(v) === i));
  if (type === 'integer') return fc.oneof(near(s?.minimum, s?.maximum), fc.integer({ min: s?.minimum ?? -1000, max: s?.maximum ?? 1000 }));
  if (type === 'number') return fc.oneof(near(s?.minimum, s?.maximum), fc.double({ noNaN: true, noDefaultInfinity: true }));
  if (type === 'boolean') return fc.boolean();
  if (type === 'array') return fc.array(schemaValue(s?.items, name, pool), { maxLength: 5 });
  if (type === 'object' && s?.properties) return objectArb(s, pool);
  return fieldValue(name, s, pool);
}

/** A plausible value for a field known only by name (multipart forms, names learned from 422 answers). */
export function fieldValue(name: string, s: JsonSchema | undefined, pool: string[]): fc.Arbitrary<unknown> {
  const n = name.toLowerCase();
  if (s?.format === 'uuid' || n === 'encrypted_id' || /(^|_)id$/.test(n)) return idArb(pool);
  if (s?.format === 'date' || /date|_at$|dob|^from$|^to$/.test(n)) return fc.constantFrom('2024-05-01', '2024-02-29', '1900-01-01', '2099-12-31', '2024-02-30', '01/05/2024');
  if (s?.format === 'email' || n.includes('email')) return fc.oneof(fc.emailAddress(), fc.constantFrom('a@b', 'x@example.com'));
  if (n.includes('mobile') || n.includes('phone')) return fc.constantFrom('9876543210', '+91 98765 43210', '12345', '0');
  if (/year|month|hour|minute|duration|ctc|count|limit|page|percentage|experience|budget|positions|charges/.test(n)) {
    return fc.oneof(fc.integer({ min: -5, max: 5000 }).map(String), fc.integer({ min: -5, max: 5000 }));
  }
  return fc.oneof(fc.string({ minLength: 1, maxLength: s?.maxLength ? Math.min(s.maxLength, 30) : 30 }), fc.constantFrom('x', 'Test Name', 'active'));
}

/** An object for a schema: each property missing, plausible or nasty; sometimes extra properties. */
export function objectArb(s: JsonSchema | undefined, pool: string[], learned: string[] = []): fc.Arbitrary<Record<string, unknown>> {
  const names = [...new Set([...Object.keys(s?.properties ?? {}), ...learned])];
  const field = (k: string) =>
    fc.oneof(
      { weight: 3, arbitrary: schemaValue(s?.properties?.[k], k, pool) },
      { weight: 2, arbitrary: nastyValue(pool) },
    );
  const base = names.length
    ? fc.record(Object.fromEntries(names.map((k) => [k, field(k)])), { requiredKeys: [] })
    : fc.constant({} as Record<string, unknown>);
  const extra = fc.dictionary(fc.oneof(fc.constantFrom('id', 'is_admin', 'role_id', '__proto__', 'constructor', 'toString', 'hasOwnProperty', 'password_hash', 'status'), fc.string({ maxLength: 12 })), nastyValue(pool), { maxKeys: 2 });
  return fc.tuple(base, fc.option(extra, { freq: 4 })).map(([b, e]) => ({ ...b, ...(e ?? {}) }));
}

// ---------------------------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------------------------

export type FuzzRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** A readable summary of the input, for reports. */
  input: string;
};

/** Paging and sorting abuse for list routes (queries that have sortby / page / limit). */
const LIST_ABUSE = fc.record(
  {
    page: fc.constantFrom('-1', '0', '1', '999999999999', '1.5', 'abc', "' or 1=1 --"),
    limit: fc.constantFrom('0', '-1', '1', '100', '101', '100000', '1e3', ''),
    sortby: fc.constantFrom('id', 'password_hash', 'nope', 'name; drop table users', '1', "created_at desc, (select 1/0)", ''),
    direction: fc.constantFrom('asc', 'desc', 'ASC', 'sideways', "desc; --", ''),
    q: fc.oneof(fc.constantFrom(...PAYLOADS), fc.constant('A'.repeat(HUGE))),
  },
  { requiredKeys: [] },
);

function encodeQuery(q: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(q)) {
    const values = Array.isArray(v) ? v : [v];
    for (const item of values) {
      const s = item === null ? '' : typeof item === 'object' ? JSON.stringify(item) : String(item);
      parts.push(`${encode(k)}=${encode(s)}`);
    }
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const PNG_HEAD = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
const FILE_FIELDS = ['file', 'file_name', 'resume_name', 'parsing_file_name', 'profile_pic', 'clientlogo', 'jobdescription', 'attachment'];

export function multipartBody(fields: [string, string][], files: { field: string; name: string; type: string; data: Buffer }[]) {
  const boundary = `----sec${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of fields) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k.replace(/["\r\n]/g, '_')}"\r\n\r\n`), Buffer.from(v), Buffer.from('\r\n'));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name.replace(/["\r\n]/g, '_')}"\r\nContent-Type: ${f.type}\r\n\r\n`),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const fileArb = fc.record({
  field: fc.constantFrom(...FILE_FIELDS),
  name: fc.oneof(fc.constantFrom('resume.pdf', '../../etc/passwd', 'a"b.pdf', 'x.exe', '<script>.png', '😀.pdf', 'A'.repeat(1000) + '.pdf'), fc.string({ maxLength: 20 })),
  type: fc.constantFrom('application/pdf', 'image/png', 'text/html', 'application/octet-stream', 'application/x-msdownload'),
  data: fc.oneof(
    fc.constant(PDF),
    fc.constant(PNG_HEAD),
    fc.constant(Buffer.alloc(0)),
    fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)),
    fc.constant(Buffer.from('<html><script>alert(1)</script></html>')),
    fc.constant(Buffer.alloc(HUGE, 0x41)),
  ),
});

/** One bad request for a route: path, query and body all possibly wrong. */
export function requestArb(route: RouteInfo, learned: string[], pool: string[]): fc.Arbitrary<FuzzRequest> {
  const params = pathParams(route.url);
  const paramArb = (name: string) => {
    const s = schemaPart(route, 'params')?.properties?.[name];
    const lit = literals(s);
    const good = lit.length ? fc.constantFrom(...lit.map(String)) : s?.type === 'integer' ? fc.integer({ min: 0, max: 100 }).map(String) : idArb(pool);
    return fc.oneof({ weight: 3, arbitrary: good }, { weight: 2, arbitrary: nastyString(pool) });
  };
  const pathArb = fc.tuple(...params.map((p) => paramArb(p)).concat([fc.constant('')])).map((vals) => {
    let i = 0;
    return fillPath(route.url, () => vals[i++] || '-');
  });

  const qs = schemaPart(route, 'querystring');
  const isList = Boolean(qs?.properties?.sortby || qs?.properties?.page || qs?.properties?.limit);
  const queryArb = fc.oneof(
    { weight: 3, arbitrary: objectArb(qs, pool, hasBody(route) ? [] : learned) },
    { weight: isList ? 3 : 1, arbitrary: fc.tuple(objectArb(qs, pool), LIST_ABUSE).map(([a, b]) => ({ ...a, ...b })) },
    { weight: 1, arbitrary: fc.constant({}) },
  );

  type Body = { payload?: string | Buffer; contentType?: string; input: string };
  let bodyArb: fc.Arbitrary<Body>;
  if (!hasBody(route)) {
    bodyArb = fc.oneof(
      { weight: 9, arbitrary: fc.constant({ input: '' } as Body) },
      { weight: 1, arbitrary: fc.constant({ payload: '{"unexpected":"body"}', contentType: 'application/json', input: 'unexpected body' } as Body) },
    );
  } else if (isMultipart(route)) {
    const fieldsArb = objectArb(undefined, pool, learned).map((o) =>
      Object.entries(o).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x, i) => [`${k}[${i}]`, String(x)] as [string, string]) : [[k, v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v)] as [string, string]])),
    );
    bodyArb = fc.oneof(
      {
        weight: 6,
        arbitrary: fc.tuple(fieldsArb, fc.array(fileArb, { maxLength: 2 })).map(([fields, files]) => {
          const m = multipartBody(fields, files);
          return { payload: m.payload, contentType: m.contentType, input: `multipart fields=${JSON.stringify(fields).slice(0, 300)} files=${files.map((f) => `${f.field}:${f.name.slice(0, 30)}(${f.data.length}B)`).join(',')}` };
        }),
      },
      { weight: 1, arbitrary: objectArb(undefined, pool, learned).map((o) => ({ payload: JSON.stringify(o), contentType: 'application/json', input: `json ${JSON.stringify(o).slice(0, 300)}` })) },
      { weight: 1, arbitrary: fc.constantFrom<Body>({ payload: '--x\r\nbroken', contentType: 'multipart/form-data; boundary=x', input: 'broken multipart' }, { payload: 'a=1', contentType: 'text/plain', input: 'text/plain' }, { input: 'no body' }) },
    );
  } else {
    const bs = schemaPart(route, 'body');
    const jsonBody = fc.oneof(
      { weight: 6, arbitrary: bs?.type === 'array' ? fc.array(objectArb(bs.items, pool, learned), { maxLength: 3 }) : objectArb(bs, pool, learned) },
      { weight: 1, arbitrary: nastyValue(pool) },
    );
    bodyArb = fc.oneof(
      { weight: 8, arbitrary: jsonBody.map((b) => ({ payload: JSON.stringify(b) ?? 'null', contentType: 'application/json', input: `json ${String(JSON.stringify(b)).slice(0, 400)}` })) },
      {
        weight: 1,
        arbitrary: fc.constantFrom<Body>(
          { payload: '{"email": "a@b.c", ', contentType: 'application/json', input: 'truncated JSON' },
          { payload: '{"__proto__": {"isAdmin": true}}', contentType: 'application/json', input: '__proto__ JSON' },
          { payload: '{"constructor": {"prototype": {"x": 1}}}', contentType: 'application/json', input: 'constructor JSON' },
          { payload: '\u0000\u0001\u0002', contentType: 'application/json', input: 'binary as JSON' },
          { payload: '<xml/>', contentType: 'application/xml', input: 'XML' },
          { payload: 'name=x&email=y', contentType: 'text/plain', input: 'text/plain' },
          { payload: '', contentType: 'application/json', input: 'empty JSON body' },
          { input: 'no body' },
        ),
      },
      { weight: 1, arbitrary: objectArb(bs, pool, learned).map((o) => ({ payload: encodeQuery(o).slice(1), contentType: 'application/x-www-form-urlencoded', input: `form ${JSON.stringify(o).slice(0, 300)}` })) },
    );
  }

  return fc.tuple(pathArb, queryArb, bodyArb).map(([path, query, body]) => {
    const q = encodeQuery(query);
    return {
      method: route.method,
      url: path + q,
      headers: (body.contentType ? { 'content-type': body.contentType } : {}) as Record<string, string>,
      payload: body.payload,
      input: `${route.method} ${(path + q).slice(0, 300)}${body.input ? ` body: ${body.input}` : ''}`,
    };
  });
}
