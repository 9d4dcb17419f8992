import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static, TSchema } from '@sinclair/typebox';
import { fieldLabel, HttpError, invalid, validationErrors, type FieldErrorList } from './errors.js';

// The same options as the route schemas, for bodies that do not come as JSON (multipart form fields).
const ajv = new Ajv({ removeAdditional: false, coerceTypes: 'array', allErrors: true, useDefaults: true });
addFormats(ajv);
const cache = new WeakMap<TSchema, ReturnType<typeof ajv.compile>>();

/** Validates (and coerces, in place) data against a TypeBox schema; throws the 422 envelope with field messages. */
export function validate<T extends TSchema>(schema: T, data: unknown): Static<T> {
  let check = cache.get(schema);
  if (!check) {
    check = ajv.compile(schema);
    cache.set(schema, check);
  }
  const nul = nullCharacterErrors(data, '');
  if (Object.keys(nul).length) throw invalid(nul);
  if (!check(data)) throw invalid(validationErrors((check.errors ?? []) as never, 'body'));
  const infinite = nonFiniteErrors(data, '');
  if (Object.keys(infinite).length) throw invalid(infinite);
  return data as Static<T>;
}

/**
 * Fields holding a NUL character (U+0000): PostgreSQL cannot store it in text, and no form field needs it.
 * Field names as in the other 422 messages (`experience.0.job_title`); the context name for a bare value.
 */
export function nullCharacterErrors(value: unknown, path: string, context = 'body', depth = 0): FieldErrorList {
  const errors: FieldErrorList = Object.create(null);
  const visit = (v: unknown, p: string, d: number) => {
    if (d > 32) return;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) {
        const key = p || context;
        errors[key] = [`The ${fieldLabel(key) || context} must not contain a null character.`];
      }
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => visit(item, p ? `${p}.${i}` : String(i), d + 1));
    } else if (v && typeof v === 'object') {
      for (const [k, item] of Object.entries(v)) {
        if (k.includes('\u0000')) errors[p || context] = [`The ${fieldLabel(p) || context} must not contain a null character.`];
        visit(item, p ? `${p}.${k}` : k, d + 1);
      }
    }
  };
  visit(value, path, depth);
  return errors;
}

/**
 * Numbers that are not finite. Ajv coerces 'Infinity' and '1e400' to Infinity and then lets it pass `maximum`, so a
 * page of Infinity would reach the SQL; no field of the product holds one.
 */
export function nonFiniteErrors(value: unknown, path: string, context = 'body'): FieldErrorList {
  const errors: FieldErrorList = Object.create(null);
  const visit = (v: unknown, p: string, d: number) => {
    if (d > 32) return;
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) errors[p || context] = [`The ${fieldLabel(p || context) || context} must be a finite number.`];
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => visit(item, p ? `${p}.${i}` : String(i), d + 1));
    } else if (v && typeof v === 'object') {
      for (const [k, item] of Object.entries(v)) visit(item, p ? `${p}.${k}` : k, d + 1);
    }
  };
  visit(value, path, 0);
  return errors;
}

/**
 * Refuses NUL characters in the path, the query and a parsed body before any route sees them, and numbers that are
 * not finite once the schemas have coerced them (422).
 */
export function registerInputGuards(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => refuseErrorsOf(request, nullCharacterErrors));
  app.addHook('preHandler', async (request) => refuseErrorsOf(request, nonFiniteErrors));
}

/** Throws a 422 with what `check` finds in the request's path, query and body, each named by its part. */
function refuseErrorsOf(
  request: FastifyRequest,
  check: (value: unknown, path: string, context: string) => FieldErrorList,
) {
  const errors: FieldErrorList = Object.assign(
    Object.create(null),
    check(request.params, '', 'params'),
    check(request.query, '', 'query'),
    check(request.body, '', 'body'),
  );
  if (Object.keys(errors).length) throw invalid(errors);
}

/** validate(), keeping one message per field (a union reports each branch). */
export function validateOnce<T extends TSchema>(schema: T, data: unknown): Static<T> {
  try {
    return validate(schema, data);
  } catch (e) {
    if (e instanceof HttpError && e.errors) {
      const errors: Record<string, string[]> = {};
      for (const [k, v] of Object.entries(e.errors)) errors[k] = v.slice(0, 1);
      throw new HttpError(e.statusCode, e.message, errors);
    }
    throw e;
  }
}
