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
