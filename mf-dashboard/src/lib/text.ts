/**
 * A note on one line. Notes are plain text (every notes form is a text area and the server keeps what was typed):
 * they are shown as text, never parsed as HTML, so "<img onerror=…>" or "CTC < 10L" reads exactly as written.
 */
export function plainText(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}
