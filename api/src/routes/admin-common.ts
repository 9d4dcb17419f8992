// Small helpers shared by the administration route modules (admin-*.ts, skills.ts, impersonation.ts).
import { Type } from '@sinclair/typebox';

/** A timestamp in a response: ISO 8601 (the serializer writes Date values as ISO strings). */
export const Timestamp = Type.String({ format: 'date-time' });

/** ISO 8601 text of a database timestamp (Date from either driver, or a string). */
export function iso(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return new Date(String(value)).toISOString();
}

/** True for a unique-constraint violation from PostgreSQL or PGlite (a race the checks before it lost). */
export function isUniqueViolation(e: unknown): boolean {
  return Boolean(e && typeof e === 'object' && (e as { code?: unknown }).code === '23505');
}

/** Case-insensitive "contains" pattern for ilike, with the wildcards of the input escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export type FieldErrors = Record<string, string[]>;

export function addError(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}
