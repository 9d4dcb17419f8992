// A resume as sanitised HTML for the Resume tab, so a Word or HTML resume is shown by the suite itself, never by a
// third-party viewer (PDFs are shown from their signed link).
import sanitizeHtml from 'sanitize-html';
import WordExtractor from 'word-extractor';
import { decodeHtml } from '../../parser/extract/html.js';
import { readZipSafely } from '../../parser/extract/zip.js';
import { DEFAULT_LIMITS } from '../../parser/types.js';

/** Only the markup a resume needs; no scripts, styles, images, forms or frames. */
const RESUME_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'pre',
    'code',
    'span',
    'div',
    'a',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'dl',
    'dt',
    'dd',
    'section',
    'article',
    'header',
    'footer',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
  },
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'head'],
};

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Plain text as paragraphs. */
function textToHtml(t: string): string {
  return t
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

export async function resumeToHtml(kind: 'doc' | 'docx' | 'html', bytes: Buffer): Promise<string> {
  if (kind === 'html') return sanitizeHtml(decodeHtml(bytes), RESUME_HTML).trim();
  if (kind === 'docx') {
    // The zip is checked against the bomb limits before mammoth inflates it.
    await readZipSafely(bytes, DEFAULT_LIMITS, () => false);
    const mammoth = await import('mammoth');
    const { value } = await mammoth.convertToHtml(
      { buffer: bytes },
      {
        ignoreEmptyParagraphs: true,
        convertImage: mammoth.images.imgElement(async () => ({ src: '' })),
      },
    );
    return sanitizeHtml(value, RESUME_HTML).trim();
  }
  const doc = await new WordExtractor().extract(bytes);
  return textToHtml(doc.getBody());
}
