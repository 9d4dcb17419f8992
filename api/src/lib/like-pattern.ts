// Text a user typed, made safe inside a LIKE / ILIKE pattern.

/** The text with LIKE's wildcards and escape character escaped (to put between '%' yourself). */
export function likeContains(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Case-insensitive "contains" pattern for ilike, with the wildcards of the input escaped. */
export function containsPattern(text: string): string {
  return `%${likeContains(text)}%`;
}
