// PostgreSQL error codes a service turns into an answer (PGlite gives the same codes).

/** A unique-constraint violation: a race the checks before it lost. */
export function isUniqueViolation(e: unknown): boolean {
  return Boolean(e && typeof e === 'object' && (e as { code?: unknown }).code === '23505');
}

/** A foreign-key violation (e.g. a job order added to a client while it is being deleted). */
export function isForeignKeyViolation(e: unknown): boolean {
  return (e as { code?: string })?.code === '23503';
}
