// Values as forms send them.

/** '' (an empty form input) means "no value" for the keys given. Mutates and returns the object. */
export function blankToNull<T>(obj: T, keys: readonly string[]): T {
  if (obj && typeof obj === 'object') {
    const o = obj as Record<string, unknown>;
    for (const k of keys)
      if (typeof o[k] === 'string' && (o[k] as string).trim() === '') o[k] = null;
  }
  return obj;
}

/** Text of a multipart field (the last value when repeated), trimmed. */
export function text(v: unknown): string {
  if (Array.isArray(v)) return text(v[v.length - 1]);
  if (v === undefined || v === null) return '';
  return String(v).trim();
}

/** '1', 1, true, 'true', 'yes', 'on' → true. */
export function flag(v: unknown): boolean {
  const s = text(v).toLowerCase();
  return s === '1' || s === 'true' || s === 'yes' || s === 'on';
}

/** A number field: undefined when empty, NaN when not a number ('1,50,000' reads as 150000). */
export function num(raw: string): number | undefined {
  if (raw === '') return undefined;
  const s = raw.replace(/,/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(s)) return Number.NaN;
  return Number(s);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A public id (encrypted_id) as a form sends it. */
export const isUuid = (s: string) => UUID.test(s);
