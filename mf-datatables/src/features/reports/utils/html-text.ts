// Rich text (sanitised HTML from the server) as one line of plain text, for table cells, the
// clipboard and spreadsheets. The result is only ever used as text (React escapes it), so tags
// are dropped with a pattern: cheap enough for the 10,000 rows of a large report, where a
// DOMParser per row cost the page a third of a second.

const BLOCK_TAG = /^<(?:br|\/?(?:p|div|li|ul|ol|h[1-6]|blockquote|pre|tr|td|th|table))\b/i;
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decode(entity: string, body: string): string {
  if (body[0] === '#') {
    const code =
      body[1] === 'x' || body[1] === 'X'
        ? parseInt(body.slice(2), 16)
        : parseInt(body.slice(1), 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff
      ? String.fromCodePoint(code)
      : entity;
  }
  return NAMED[body.toLowerCase()] ?? entity;
}

export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]*>/g, (tag) => (BLOCK_TAG.test(tag) ? ' ' : ''))
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decode)
    .replace(/\s+/g, ' ')
    .trim();
}
