/* Renders a DocSpec to HTML: semantic markup, or an old-style job-portal export (tables, <font>, inline styles). */
import type { Block, DocSpec } from './layouts.js';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function body(spec: DocSpec, list: Block[], portal: boolean): string {
  const out: string[] = [];
  let inList = false;
  const closeList = () => {
    if (inList) out.push('</ul>');
    inList = false;
  };
  for (const b of list) {
    if (b.t !== 'bullet') closeList();
    switch (b.t) {
      case 'space':
        out.push('<br>');
        break;
      case 'name':
        out.push(portal ? `<div style="font-size:20pt;font-weight:bold">${esc(b.text)}</div>` : `<h1>${esc(b.text)}</h1>`);
        break;
      case 'heading':
        out.push(portal ? `<table width="100%"><tr><td bgcolor="#dde"><font size="3"><b>${esc(spec.headingStyle === 'caps' ? b.text.toUpperCase() : b.text)}</b></font></td></tr></table>` : `<h2>${esc(b.text)}</h2>`);
        break;
      case 'bullet':
        if (!inList) out.push('<ul>');
        inList = true;
        out.push(`<li>${esc(b.text)}</li>`);
        break;
      case 'text': {
        const inner = b.spans.map((s) => (s.bold ? `<strong>${esc(s.text)}</strong>` : s.italic ? `<em>${esc(s.text)}</em>` : esc(s.text))).join('');
        if (b.right) out.push(`<div class="row"><span>${inner}</span>\n  <span class="right">${esc(b.right)}</span></div>`);
        else out.push(`<p${b.center ? ' style="text-align:center"' : ''}>${inner}</p>`);
        break;
      }
      case 'table':
        out.push(`<table border="1" cellspacing="0" cellpadding="3">${b.rows.map((r, i) => `<tr>${r.map((c) => (b.header && i === 0 ? `<th>${esc(c)}</th>` : `<td>${esc(c)}</td>`)).join('')}</tr>`).join('')}</table>`);
        break;
    }
  }
  closeList();
  return out.join('\n');
}

export function renderHtml(spec: DocSpec, opts: { portal: boolean; title: string; photoDataUri?: string }): Buffer {
  const photo = opts.photoDataUri ? `<img src="${opts.photoDataUri}" width="110" alt="photo" style="float:right">` : '';
  const header = (spec.header ?? []).map((l) => `<div class="hdr">${esc(l)}</div>`).join('');
  const footer = (spec.footer ?? []).map((l) => `<div class="ftr">${esc(l)}</div>`).join('');
  const main = body(spec, spec.main, opts.portal);
  const content = spec.side
    ? `<table width="100%"><tr><td valign="top" width="30%">${body(spec, spec.side, opts.portal)}</td><td valign="top">${main}</td></tr></table>`
    : main;
  const html = `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>${esc(opts.title)}</title>
<style>body{font-family:Arial,sans-serif;font-size:10pt} .right{float:right} h1{font-size:22pt} h2{font-size:13pt;border-bottom:1px solid #999}</style>
<script>document.title = 'tracking'; window.alert && console.log('never run by the parser');</script>
</head><body>
${header}${photo}
${content}
${footer}
<noscript>Enable JavaScript to see the rating widget.</noscript>
</body></html>
`;
  return Buffer.from(html, 'utf8');
}
