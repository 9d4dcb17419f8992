// Messages per field, gathered before one 422 answers them all.
import { invalid } from '../http/errors.js';

export type FieldErrors = Record<string, string[]>;

/** Adds a message to a field's list (once). */
export function addError(errors: FieldErrors, field: string, message: string): void {
  // Field names can come from the request (a multipart field "constructor[0]" or "__proto__[]"): only the object's own
  // entries count, and a new entry is defined, never assigned (assigning "__proto__" would replace the prototype).
  const list = Object.hasOwn(errors, field) ? errors[field] : undefined;
  if (!list) Object.defineProperty(errors, field, { value: [message], enumerable: true, writable: true, configurable: true });
  else if (!list.includes(message)) list.push(message);
}

/** The 422 of every message gathered, when there is one. */
export function throwIfAny(errors: FieldErrors): void {
  if (Object.keys(errors).length) throw invalid(errors);
}

/** A field name as messages write it: 'primary_mobile' → 'primary mobile'. */
export const label = (field: string) => field.replace(/_/g, ' ');

/** 'The primary mobile field is required.' */
export const required = (fieldLabel: string) => `The ${fieldLabel} field is required.`;
