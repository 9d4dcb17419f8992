/** Lookups answer either a bare array or the { status, data } envelope: read both. */
export function unwrap<T>(body: T[] | { data?: T[] } | null | undefined): T[] {
  if (Array.isArray(body)) return body;
  return Array.isArray(body?.data) ? body.data : [];
}
