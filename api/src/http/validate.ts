import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { Static, TSchema } from '@sinclair/typebox';
import { invalid, validationErrors } from './errors.js';

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
  if (!check(data)) throw invalid(validationErrors((check.errors ?? []) as never, 'body'));
  return data as Static<T>;
}
