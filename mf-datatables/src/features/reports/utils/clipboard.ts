// Copy to the clipboard: the Clipboard API where the page may use it (a secure context), else the
// older selection + execCommand('copy') route, which also works on plain http.

function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.left = '0';
  area.style.opacity = '0';
  const active = document.activeElement as HTMLElement | null;
  document.body.appendChild(area);
  area.select();
  let ok = false;
  try {
    ok = typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  active?.focus?.();
  return ok;
}

/** Puts the text on the clipboard; rejects when neither way is allowed. */
export async function copyText(text: string): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // denied or not a secure context: try the other way
    }
  }
  if (!copyWithSelection(text)) throw new Error('The browser refused to copy.');
}
