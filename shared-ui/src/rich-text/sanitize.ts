// The server sanitises stored HTML; this is a second, defensive pass before rendering.
const DROP =
  'script, style, iframe, object, embed, link, meta, base, form, frame, frameset, noscript, template';
const URL_ATTRS = ['href', 'src', 'xlink:href', 'action', 'formaction'];
const SAFE_URL = /^(?:https?:|mailto:|tel:|#|\/(?!\/)|[^:]*$)/i;

// Browsers ignore whitespace and control characters inside a scheme ('java\tscript:').
function withoutControls(value: string): string {
  return Array.from(value)
    .filter((ch) => ch.charCodeAt(0) > 0x20)
    .join('');
}

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  if (typeof document === 'undefined') return '';
  const template = document.createElement('template');
  template.innerHTML = html;
  template.content.querySelectorAll(DROP).forEach((el) => el.remove());
  template.content.querySelectorAll('*').forEach((el) => {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on') || name === 'style' || name === 'srcdoc') {
        el.removeAttribute(attr.name);
      } else if (URL_ATTRS.includes(name) && !SAFE_URL.test(withoutControls(attr.value))) {
        el.removeAttribute(attr.name);
      }
    }
    if (el.tagName === 'A' && el.getAttribute('target') === '_blank')
      el.setAttribute('rel', 'noopener noreferrer');
  });
  return template.innerHTML;
}
