// Route helpers for the security suites: path filling, schema reading, expected access outcomes, response checks.
import crypto from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { Access } from '../../src/http/access.js';
import type { RouteInfo } from '../helpers.js';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  additionalProperties?: boolean | JsonSchema;
};

export const routeKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

/** The names of a route's path parameters, in order (":id", and "*" as "*"). */
export function pathParams(url: string): string[] {
  return url
    .split('/')
    .filter((s) => s.startsWith(':') || s === '*')
    .map((s) => (s === '*' ? '*' : s.slice(1).replace(/\(.*$/, '')));
}

/** encodeURIComponent that never throws (lone surrogates become U+FFFD, as a browser would send them). */
export function encode(s: string): string {
  return encodeURIComponent(s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));
}

/** The route's path with every parameter replaced (values are URL-encoded). */
export function fillPath(url: string, value: (name: string) => string): string {
  return url
    .split('/')
    .map((s) => (s.startsWith(':') ? encode(value(s.slice(1).replace(/\(.*$/, ''))) : s === '*' ? encode(value('*')) : s))
    .join('/');
}

export function schemaPart(route: RouteInfo, part: 'params' | 'querystring' | 'body'): JsonSchema | undefined {
  const s = route.schema as Record<string, unknown> | undefined;
  return s?.[part] as JsonSchema | undefined;
}

/** Literal values a schema allows (enum, const, or a union of them), else []. */
export function literals(s: JsonSchema | undefined): unknown[] {
  if (!s) return [];
  if (s.const !== undefined) return [s.const];
  if (s.enum) return s.enum;
  const alts = s.anyOf ?? s.oneOf;
  if (alts) return alts.flatMap(literals);
  return [];
}

/** A value the schema accepts for a path parameter (so the request goes as far as possible). */
export function validParam(route: RouteInfo, name: string): string {
  const s = schemaPart(route, 'params')?.properties?.[name];
  const lit = literals(s);
  if (lit.length) return String(lit[0]);
  const type = Array.isArray(s?.type) ? s?.type[0] : s?.type;
  if (type === 'integer' || type === 'number') return '1';
  if (s?.format === 'uuid' || !s) return crypto.randomUUID();
  return 'x';
}

export function isMultipart(route: RouteInfo): boolean {
  const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
  return consumes.includes('multipart/form-data');
}

export function hasBody(route: RouteInfo): boolean {
  return route.method !== 'GET' && route.method !== 'DELETE' && route.method !== 'HEAD' && route.method !== 'OPTIONS';
}

export function describeAccess(a: Access | undefined): string {
  if (!a) return 'none';
  return a.kind === 'module' ? `${a.modules.join('|')}:${a.actions.join('|')}` : a.kind;
}

// ---------------------------------------------------------------------------------------------------------------
// Response checks
// ---------------------------------------------------------------------------------------------------------------

/** What a response must never contain: stack frames, source paths, database error texts. */
const LEAKS: [string, RegExp][] = [
  // "at fn (/path/file.js:1:2)", "at async fn (node:internal/...:1:2)", "at /path/file.ts:1:2" (no backtracking).
  ['stack frame', /\bat (?:async )?(?:[\w$.<>[\]]+ \()?(?:node:|file:\/\/|\/)[^\s():]*:\d+:\d+/],
  ['stack frame', /\n\s+at \S/],
  ['source path', /\.(?:ts|js|mjs|cjs):\d+/],
  ['SQL error', /syntax error/i],
  ['SQL error', /violates/i],
  ['SQL error', /relation "/i],
  ['SQL error', /duplicate key value/i],
  ['SQL error', /invalid input syntax for/i],
  ['SQL error', /null value in column/i],
  ['SQL error', /current transaction is aborted/i],
  ['SQL error', /out of range for type/i],
  ['SQL error', /invalid byte sequence for encoding/i],
  ['SQL error', /column "[^"]*" (?:does not exist|of relation)/i],
  ['driver error', /\b(?:PGlite|pg-protocol|node_modules)\b/],
];

/** Problems of a response body (empty when fine). `status` decides which checks apply. */
export function leakProblems(body: string): string[] {
  const out: string[] = [];
  for (const [what, re] of LEAKS) if (re.test(body)) out.push(`${what} (${re.source})`);
  return out;
}

/** Security headers every response carries; returns the problems (empty when fine). */
export function headerProblems(res: LightMyRequestResponse, url: string): string[] {
  const out: string[] = [];
  const csp = String(res.headers['content-security-policy'] ?? '');
  for (const d of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
    if (!csp.split(';').map((x) => x.trim()).includes(d)) out.push(`CSP lacks ${d}`);
  }
  if (res.headers['x-content-type-options'] !== 'nosniff') out.push('X-Content-Type-Options is not nosniff');
  const path = url.split('?')[0];
  if (path.startsWith('/api/') && !path.startsWith('/api/docs')) {
    const cc = String(res.headers['cache-control'] ?? '');
    if (!cc.split(',').map((x) => x.trim()).includes('no-store')) out.push(`Cache-Control is "${cc}", not no-store`);
  }
  return out;
}

export const UNAUTHENTICATED = { message: 'Unauthenticated.' };
export const FORBIDDEN = { status: false, message: 'This action is unauthorized.' };

/** Shortened text of a value, for messages. */
export function short(v: unknown, n = 160): string {
  const s = typeof v === 'string' ? v : JSON.stringify(v) ?? String(v);
  return s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s;
}
