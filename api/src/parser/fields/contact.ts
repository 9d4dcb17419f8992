import { findNumbers, type CountryCode, type PhoneNumber } from 'libphonenumber-js/max';

export type Hit = { value: string; score: number; order: number };

const EMAIL_RE = /(?<![\w.+-])[a-z0-9](?:[a-z0-9._%+-]{0,62}[a-z0-9_])?@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}(?![\w-])/gi;
const OBFUSCATED_RE = /\b([a-z0-9._%+-]+)\s*[[(]\s*at\s*[\])]\s*([a-z0-9-]+(?:\s*[[(]\s*dot\s*[\])]\s*[a-z0-9-]+)+)\b/gi;

export type TextBlock = { text: string; weight: number };

const FULL_TLD = /\.(?:com|co\.in|co\.uk|in|org|net|edu|io|ac\.in|gov\.in)$/i;

/**
 * The rest of an e-mail address that a narrow column wrapped onto the next line ('name@yahoo' + '.co.in',
 * 'name@outlook.co' + 'm'): the text to append, or ''.
 */
function emailTail(text: string, next: string): string {
  const head = /[\w.+-]+@[\w.-]*$/.exec(text)?.[0];
  const tail = /^\.?[a-z0-9][a-z0-9.-]{0,20}(?=\s|$|[|,;])/i.exec(next.trim())?.[0];
  if (!head || !tail) return '';
  const domain = head.slice(head.indexOf('@') + 1);
  const joined = domain + tail;
  if (FULL_TLD.test(domain) && !tail.startsWith('.')) return '';
  if (!/\./.test(joined) || !FULL_TLD.test(joined)) return '';
  return tail;
}

/**
 * The start of an e-mail address that a narrow column left on the line before ('nisha.bhandari.career' + '@gmail.com',
 * 'chetan.acharya.caree' + 'r@gmail.com'): the text to put before the next line, or ''. Only a line that is one
 * address-like word (with a dot, underscore or digit, so never a label such as 'Email').
 */
function emailHead(text: string, next: string): string {
  const t = text.trim();
  if (!/^[a-z0-9][a-z0-9._%+-]{2,63}$/i.test(t) || !/[._\d]/.test(t) || /^\d+$/.test(t.replace(/[.\s-]/g, ''))) return '';
  return /^[a-z0-9._%+-]*@[a-z0-9-]+\.[a-z]/i.test(next.trim()) ? t : '';
}

/** Emails in order of preference: labelled/near the top first, references last. */
export function findEmails(blocks: TextBlock[]): string[] {
  const hits = new Map<string, Hit>();
  let order = 0;
  for (const [i, b] of blocks.entries()) {
    const text = (emailHead(blocks[i - 1]?.text ?? '', b.text) + b.text + emailTail(b.text, blocks[i + 1]?.text ?? ''))
      // 'name@gmail. com': a space after the dot.
      .replace(/(@[\w-]+(?:\.[\w-]+)*\.)\s([a-z]{2,3})(?![\w@.])/gi, (m, d: string, t: string) => (FULL_TLD.test(d + t) ? d + t : m))
      // 'name@gmail.co m': the end of the address wrapped into the next cell or line of the same row.
      .replace(/(@[\w-]+(?:\.[\w-]+)*\.[a-z]{1,3})\s([a-z]{1,3})(?![\w@.])/gi, (m, d: string, t: string) => (!FULL_TLD.test(d) && FULL_TLD.test(d + t) ? d + t : m))
      .replace(OBFUSCATED_RE, (_m, u: string, d: string) => `${u}@${d.replace(/\s*[[(]\s*dot\s*[\])]\s*/gi, '.')}`);
    for (const m of text.matchAll(EMAIL_RE)) {
      const e = m[0].toLowerCase().replace(/^mailto:/, '');
      if (/\.(png|jpe?g|gif|svg|webp)$/i.test(e) || /@(example|domain|email)\.(com|org)$/.test(e)) continue;
      const before = text.slice(Math.max(0, m.index! - 30), m.index!).toLowerCase();
      let score = b.weight;
      if (/(secondary|alternate|alternative|other|personal|alt)\s*(e-?mail|mail)?\s*(id|address)?\s*[:-]?\s*$/.test(before)) score -= 1;
      else if (/(e-?mail|mail)\s*(id|address)?\s*[:-]?\s*$/.test(before)) score += 1;
      const prev = hits.get(e);
      if (!prev) hits.set(e, { value: e, score, order: order++ });
      else prev.score = Math.max(prev.score, score);
    }
  }
  // Addresses that only appear among referees are theirs, not the candidate's.
  return [...hits.values()].filter((h) => h.score > -2).sort((a, b) => b.score - a.score || a.order - b.order).map((h) => h.value);
}

export type PhoneHit = { value: string; score: number; order: number; mobile: boolean };

/** Normalises a phone: Indian numbers to their 10 national digits, others to E.164. */
export function normalisePhone(p: PhoneNumber): string {
  if (p.country === 'IN' || p.countryCallingCode === '91') return String(p.nationalNumber);
  return p.number;
}

/** Phone numbers found with libphonenumber-js (default region India unless the resume is from elsewhere), mobiles first. */
export function findPhones(blocks: TextBlock[], defaultCountry: CountryCode = 'IN'): PhoneHit[] {
  const hits = new Map<string, PhoneHit>();
  let order = 0;
  for (const b of blocks) {
    // Dates and money never pass libphonenumber's validity check, but ranges like '2015-2019' glued to digits might.
    const text = b.text.replace(/\t/g, '  ');
    let found: ReturnType<typeof findNumbers>;
    try {
      found = findNumbers(text, { defaultCountry, v2: true });
    } catch {
      continue;
    }
    for (const f of found) {
      const p = f.number;
      if (!p.isValid()) continue;
      const raw = text.slice(f.startsAt, f.endsAt);
      // Dates and ranges ('10/2020 - 11/2023', '2019-2021') can pass as numbers: never take those.
      if (/\//.test(raw) || /\b(?:19|20)\d{2}\s*[-–]\s*\d/.test(raw) || /\d\s*[-–]\s*(?:19|20)\d{2}\b/.test(raw)) continue;
      // A bare run of digits longer than a number, or part of a longer digit string.
      if (/\d/.test(text[f.endsAt] ?? '') || /\d/.test(text[f.startsAt - 1] ?? '')) continue;
      const type = p.getType();
      const mobile = type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE';
      const before = text.slice(Math.max(0, f.startsAt - 25), f.startsAt).toLowerCase();
      let score = b.weight + (mobile ? 2 : 0);
      if (/(mobile|mob|cell|phone|ph|contact|tel|whatsapp|m)\s*(no\.?|number|#)?\s*[:.-]?\s*$/.test(before)) score += 1;
      if (/(alternate|alternative|secondary|other|alt|landline|office|fax|res)\s*(mobile|phone|no\.?|number|ph)?\s*[:.-]?\s*$/.test(before)) score -= 1.5;
      if (/fax/.test(before)) continue;
      // 10 digits written without any separator or prefix are the common Indian form; long unseparated
      // strings of a foreign format are rarer and more likely ids.
      if (/^\d{11,}$/.test(raw) && !raw.startsWith('91') && !raw.startsWith('0')) score -= 2;
      // A landline counts only when it is labelled as a phone or stands in the contact area.
      if (!mobile && b.weight < 2 && !/(phone|ph|tel|contact|mobile|mob|cell)\s*(no\.?|number|#)?\s*[:.-]?\s*$/.test(before)) continue;
      const value = normalisePhone(p);
      const prev = hits.get(value);
      if (!prev) hits.set(value, { value, score, order: order++, mobile });
      else prev.score = Math.max(prev.score, score);
    }
  }
  return [...hits.values()].sort((a, b) => b.score - a.score || a.order - b.order);
}
