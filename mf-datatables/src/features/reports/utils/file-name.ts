/** A file name from free text (a job title): characters that file systems refuse are dropped. */
export function safeFileName(name: string, fallback = 'report'): string {
  const printable = Array.from(name)
    .filter((ch) => ch.charCodeAt(0) >= 32)
    .join('');
  const cleaned = printable
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  return cleaned || fallback;
}
