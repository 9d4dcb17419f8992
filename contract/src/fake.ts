// Fakes of the API's answers for tests, typed by the route's answer schema: a fake that drifts from the API (a field
// renamed, removed, or of another type) fails the type check, and at run time the answer is checked against the
// schema too (a value typed loosely, `as never`, still fails, naming the first difference).
import { FormatRegistry, type Static, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { ListOf } from './common';

// The formats the schemas use, as the API's validator (ajv-formats) reads them.
const FORMATS: Record<string, RegExp> = {
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  date: /^\d{4}-\d{2}-\d{2}$/,
  'date-time': /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/i,
};
for (const [name, pattern] of Object.entries(FORMATS)) {
  if (!FormatRegistry.Has(name)) FormatRegistry.Set(name, (value) => pattern.test(value));
}

/** The answer, unchanged, once it matches the schema; throws naming the first difference when it does not. */
export function fakeAnswer<S extends TSchema>(schema: S, answer: Static<S>): Static<S> {
  const first = Value.Errors(schema, answer).First();
  if (first) {
    throw new Error(`The fake answer differs from the API's schema at '${first.path || '/'}': ${first.message}`);
  }
  return answer;
}

/** A list answer (API.md's list envelope) of these rows, all of them on one page: counts as the rows. */
export function fakeList<R extends TSchema>(row: R, rows: Static<R>[]) {
  return fakeAnswer(ListOf(row), { status: true, data: rows, all_data_cnt: rows.length, filter_data_cnt: rows.length });
}
