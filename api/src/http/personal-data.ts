import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * A candidate's contact details, identity number and CTC figures: returned only to roles with Candidates view.
 * Keyed by the field's name in any answer (a row, a record, a report's rows), whichever route gives it.
 */
export const PERSONAL_FIELDS: ReadonlySet<string> = new Set([
  'primary_mobile',
  'secondary_mobile',
  'primary_email',
  'secondary_email',
  'candidate_mobile',
  'candidate_email',
  'identity_card_number',
  'current_ctc',
  'expected_ctc',
  'fixed_ctc',
  'variable_ctc',
  'offered_ctc',
  'ctc',
]);

/**
 * True when the request's principal has Candidates view (the admin role has every flag), read with the session
 * itself (no query of its own). Anonymous and signed-link requests never do.
 */
export function seesPersonalData(request: FastifyRequest): boolean {
  return request.auth?.seesPersonalData === true;
}

function hasPersonalValue(value: unknown, depth = 0): boolean {
  if (depth > 12 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => hasPersonalValue(v, depth + 1));
  for (const [k, v] of Object.entries(value)) {
    if (PERSONAL_FIELDS.has(k) && v !== null && v !== undefined) return true;
    if (v && typeof v === 'object' && hasPersonalValue(v, depth + 1)) return true;
  }
  return false;
}

/** A copy of the value with every personal field set to null. */
export function withoutPersonalData(value: unknown, depth = 0): unknown {
  if (depth > 12 || value === null || typeof value !== 'object' || value instanceof Date) return value;
  if (Array.isArray(value)) return value.map((v) => withoutPersonalData(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = PERSONAL_FIELDS.has(k) ? null : withoutPersonalData(v, depth + 1);
  return out;
}

type JsonSchema = { properties?: Record<string, JsonSchema>; items?: JsonSchema; anyOf?: JsonSchema[]; type?: string | string[] };

function allowsNull(s: JsonSchema): boolean {
  if (s.type === 'null' || (Array.isArray(s.type) && s.type.includes('null'))) return true;
  return (s.anyOf ?? []).some(allowsNull);
}

/** The personal fields of a response schema that cannot be null (paths), so the route can be refused at start. */
export function nonNullablePersonalFields(s: JsonSchema | undefined, path = '', depth = 0): string[] {
  if (!s || typeof s !== 'object' || depth > 12) return [];
  const out: string[] = [];
  for (const [k, p] of Object.entries(s.properties ?? {})) {
    if (PERSONAL_FIELDS.has(k) && !allowsNull(p)) out.push(`${path}${k}`);
    out.push(...nonNullablePersonalFields(p, `${path}${k}.`, depth + 1));
  }
  if (s.items) out.push(...nonNullablePersonalFields(s.items, `${path}[].`, depth + 1));
  for (const a of s.anyOf ?? []) out.push(...nonNullablePersonalFields(a, path, depth + 1));
  return out;
}

/**
 * One policy for every answer: before any JSON answer is serialised, the personal fields are set to null unless the
 * principal has Candidates view. Routes cannot opt out; a response schema that could not carry the null is refused
 * when the route is registered.
 */
export function registerPersonalDataPolicy(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const url = route.url ?? '';
    if (!url.startsWith('/api/') || url.startsWith('/api/docs')) return;
    const responses = (route.schema?.response ?? {}) as Record<string, JsonSchema>;
    for (const [status, schema] of Object.entries(responses)) {
      const bad = nonNullablePersonalFields(schema);
      if (bad.length) {
        throw new Error(`Route ${String(route.method)} ${url} answers ${status} with personal fields that cannot be null: ${bad.join(', ')}.`);
      }
    }
  });

  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (seesPersonalData(request) || !hasPersonalValue(payload)) return payload;
    return withoutPersonalData(payload);
  });
}
