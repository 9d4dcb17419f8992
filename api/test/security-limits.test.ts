// Every integer or number a request's query or path may carry has a schema maximum (and a minimum), so a value out
// of range is a 422 before any SQL runs: no offset of millions of rows, no integer overflow in the database. Read
// from the registered routes' own declarations; every list route is then asked for the page after the last one
// allowed (422) and for the last one allowed (past the schema).
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { MAX_PAGE } from '../src/http/schemas.js';
import { buildTestApp, type TestApp } from './helpers.js';
import { fillPath, literals, routeKey, schemaPart, type JsonSchema } from './support/routes.js';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(() => t.close());

const numeric = (s: JsonSchema) => [s.type].flat().some((x) => x === 'integer' || x === 'number');

/** Paths of numeric schemas without a maximum or minimum (literal values excepted). */
function unbounded(s: JsonSchema | undefined, at: string, out: string[]) {
  if (!s || typeof s !== 'object') return out;
  if (numeric(s) && s.const === undefined && !s.enum && ((s.maximum === undefined && (s as { exclusiveMaximum?: number }).exclusiveMaximum === undefined) || s.minimum === undefined)) out.push(at);
  for (const [k, v] of Object.entries(s.properties ?? {})) unbounded(v, `${at}.${k}`, out);
  for (const alt of [...(s.anyOf ?? []), ...(s.oneOf ?? [])]) unbounded(alt, at, out);
  if (s.items) unbounded(s.items, `${at}[]`, out);
  return out;
}

describe('integer parameters', () => {
  it('have a maximum and a minimum in every query and path schema', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const r of t.apiRoutes) {
      for (const part of ['querystring', 'params'] as const) {
        const s = schemaPart(r, part);
        for (const v of Object.values(s?.properties ?? {})) if (numeric(v) || (v.anyOf ?? []).some(numeric)) checked++;
        missing.push(...unbounded(s, `${routeKey(r)} ${part}`, []));
      }
    }
    console.log(`# limits: ${checked} numeric query/path parameters on ${t.apiRoutes.length} routes, ${missing.length} without a maximum or minimum`);
    for (const m of missing) console.log(`#   unbounded: ${m}`);
    expect(missing).toEqual([]);
  });

  it(`refuse page ${MAX_PAGE + 1} and Infinity with 422 on every paged list, and answer page ${MAX_PAGE}`, async () => {
    const lists = t.apiRoutes.filter((r) => r.method === 'GET' && schemaPart(r, 'querystring')?.properties?.page);
    expect(lists.length).toBeGreaterThan(3);
    const wrong: string[] = [];
    for (const r of lists) {
      const params = schemaPart(r, 'params');
      const url = fillPath(r.url, (name) => String(literals(params?.properties?.[name])[0] ?? '00000000-0000-4000-8000-000000000000'));
      const over = await t.as(t.admin.token, { method: 'GET', url: `${url}?page=${MAX_PAGE + 1}` });
      if (over.statusCode !== 422 || !over.json().errors?.page) wrong.push(`${routeKey(r)} page ${MAX_PAGE + 1}: ${over.statusCode} ${over.body.slice(0, 120)}`);
      const huge = await t.as(t.admin.token, { method: 'GET', url: `${url}?page=99999999999999999999` });
      if (huge.statusCode !== 422 || !huge.json().errors?.page) wrong.push(`${routeKey(r)} page 1e20: ${huge.statusCode}`);
      // Ajv coerces these to Infinity and lets it pass `maximum`; the input guard refuses numbers that are not finite.
      for (const infinite of ['Infinity', '1e400', '-Infinity']) {
        const res = await t.as(t.admin.token, { method: 'GET', url: `${url}?page=${infinite}` });
        if (res.statusCode !== 422 || !res.json().errors?.page) wrong.push(`${routeKey(r)} page ${infinite}: ${res.statusCode}`);
      }
      // The last page allowed passes the schema (the route may still want other fields, or answer 404 for the made-up id).
      const last = await t.as(t.admin.token, { method: 'GET', url: `${url}?page=${MAX_PAGE}` });
      if (last.statusCode >= 500 || (last.statusCode === 422 && last.json().errors?.page)) wrong.push(`${routeKey(r)} page ${MAX_PAGE}: ${last.statusCode} ${last.body.slice(0, 120)}`);
    }
    console.log(`# limits: ${lists.length} paged lists, out-of-range page refused with 422 on ${lists.length - wrong.length}`);
    for (const w of wrong) console.log(`#   ${w}`);
    expect(wrong).toEqual([]);
  });
});
