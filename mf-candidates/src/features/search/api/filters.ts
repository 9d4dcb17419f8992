// The candidate list's filters (issue 19): read from and written to the address (a search is a link a colleague
// can open), sent to GET /api/candidates under the API's names, and shown as chips.
import * as yup from 'yup';
import type { SearchParams } from 'shared-auth';

export interface CandidateFilters {
  skills: string[];
  skills_match: 'any' | 'all';
  exp_min: string;
  exp_max: string;
  state: string;
  city: string;
  notice_max: string;
  ctc_min: string;
  ctc_max: string;
  ectc_min: string;
  ectc_max: string;
  status: string;
  source: string;
  created_from: string;
  created_to: string;
  free_pool: '' | '0' | '1';
  recruiter: string;
}

export const EMPTY_FILTERS: CandidateFilters = {
  skills: [],
  skills_match: 'any',
  exp_min: '',
  exp_max: '',
  state: '',
  city: '',
  notice_max: '',
  ctc_min: '',
  ctc_max: '',
  ectc_min: '',
  ectc_max: '',
  status: '',
  source: '',
  created_from: '',
  created_to: '',
  free_pool: '',
  recruiter: '',
};

type ScalarKey = Exclude<keyof CandidateFilters, 'skills' | 'skills_match'>;
export const SCALAR_KEYS = Object.keys(EMPTY_FILTERS).filter(
  (k) => k !== 'skills' && k !== 'skills_match',
) as ScalarKey[];

export { RESUME_SOURCES } from 'contract/rules/search';

/** The filters of an address (`?skills=Java&skills=SQL&exp_min=3…`). */
export function readFilters(params: URLSearchParams): CandidateFilters {
  const f: CandidateFilters = { ...EMPTY_FILTERS, skills: params.getAll('skills').filter(Boolean) };
  f.skills_match = params.get('skills_match') === 'all' ? 'all' : 'any';
  for (const k of SCALAR_KEYS) (f as unknown as Record<string, string>)[k] = params.get(k) ?? '';
  if (!['', '0', '1'].includes(f.free_pool)) f.free_pool = '';
  return f;
}

/** The address with these filters (others kept; the page back to the first). */
export function writeFilters(current: URLSearchParams, f: CandidateFilters): URLSearchParams {
  const p = new URLSearchParams(current);
  p.delete('skills');
  for (const s of f.skills) p.append('skills', s);
  if (f.skills.length > 1 && f.skills_match === 'all') p.set('skills_match', 'all');
  else p.delete('skills_match');
  for (const k of SCALAR_KEYS) {
    const v = String(f[k] ?? '').trim();
    if (v) p.set(k, v);
    else p.delete(k);
  }
  p.delete('page');
  return p;
}

/** The query of GET /api/candidates. */
export function apiFilters(f: CandidateFilters): SearchParams {
  const out: SearchParams = {};
  if (f.skills.length) {
    out['skills[]'] = f.skills;
    if (f.skills_match === 'all') out.skills_match = 'all';
  }
  for (const k of SCALAR_KEYS) if (f[k] !== '') out[k] = f[k];
  return out;
}

/** The same as a saved search keeps it (the API's names and types). */
export function savedFilters(f: CandidateFilters, q: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (q.trim()) out.q = q.trim();
  if (f.skills.length) out['skills[]'] = f.skills;
  if (f.skills.length && f.skills_match === 'all') out.skills_match = 'all';
  const numeric = new Set(['exp_min', 'exp_max', 'state', 'city', 'notice_max', 'ctc_min', 'ctc_max', 'ectc_min', 'ectc_max', 'free_pool']);
  for (const k of SCALAR_KEYS) if (f[k] !== '') out[k] = numeric.has(k) ? Number(f[k]) : f[k];
  return out;
}

/** A saved search's filters (API names) as an address's query. */
export function addressOf(saved: Record<string, unknown>): URLSearchParams {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(saved)) {
    if (k === 'skills[]' && Array.isArray(v)) for (const s of v) p.append('skills', String(s));
    else if (v !== undefined && v !== null && v !== '') p.set(k, String(v));
  }
  return p;
}

/** How many filters are active: as many as their chips (a range is one). */
export function activeCount(f: CandidateFilters): number {
  return chipsOf(f, {}).length;
}

const money = (v: string) => `₹${Number(v).toLocaleString('en-IN')}`;

export interface Chip {
  key: string;
  label: string;
  /** The filters without this one. */
  without: CandidateFilters;
}

/** One chip per active filter (ranges as one chip). `names` gives the state, city, status and recruiter names. */
export function chipsOf(f: CandidateFilters, names: Partial<Record<'state' | 'city' | 'status' | 'recruiter', string>>): Chip[] {
  const chips: Chip[] = [];
  const add = (key: string, label: string, clear: Partial<CandidateFilters>) => chips.push({ key, label, without: { ...f, ...clear } });
  if (f.skills.length)
    add('skills', `Skills (${f.skills.length > 1 ? f.skills_match : 'any'}): ${f.skills.join(', ')}`, { skills: [], skills_match: 'any' });
  const range = (key: string, label: string, lo: ScalarKey, hi: ScalarKey, fmt: (v: string) => string) => {
    if (f[lo] && f[hi]) add(key, `${label}: ${fmt(f[lo])} – ${fmt(f[hi])}`, { [lo]: '', [hi]: '' });
    else if (f[lo]) add(key, `${label}: at least ${fmt(f[lo])}`, { [lo]: '' });
    else if (f[hi]) add(key, `${label}: at most ${fmt(f[hi])}`, { [hi]: '' });
  };
  range('exp', 'Experience', 'exp_min', 'exp_max', (v) => `${v} yrs`);
  if (f.state) add('state', `State: ${names.state ?? f.state}`, { state: '', city: '' });
  if (f.city) add('city', `City: ${names.city ?? f.city}`, { city: '' });
  if (f.notice_max) add('notice', `Notice: ${f.notice_max} days or less`, { notice_max: '' });
  range('ctc', 'Current CTC', 'ctc_min', 'ctc_max', money);
  range('ectc', 'Expected CTC', 'ectc_min', 'ectc_max', money);
  if (f.status) add('status', `Status: ${names.status ?? f.status}`, { status: '' });
  if (f.source) add('source', `Source: ${f.source}`, { source: '' });
  range('created', 'Added', 'created_from', 'created_to', (v) => v);
  if (f.free_pool) add('free_pool', f.free_pool === '1' ? 'Free pool only' : 'Not in the free pool', { free_pool: '' });
  if (f.recruiter) add('recruiter', `Recruiter: ${names.recruiter ?? '…'}`, { recruiter: '' });
  return chips;
}

/** A number field's rules, its messages naming the field as the form labels it. */
const optionalNumber = (label: string, max: number, whole = false) =>
  yup
    .string()
    .test('number', `${label} must be a number.`, (v) => !v || /^\d+(\.\d+)?$/.test(v))
    .test('int', `${label} must be a whole number.`, (v) => !whole || !v || /^\d+$/.test(v))
    .test('max', `${label} must not be greater than ${max.toLocaleString('en-IN')}.`, (v) => !v || Number(v) <= max);

const notBelow = (lo: keyof CandidateFilters, message: string) =>
  function (this: yup.TestContext, v: string | undefined) {
    const low = (this.parent as CandidateFilters)[lo] as string;
    return !v || !low || Number(v) >= Number(low) || this.createError({ message });
  };

/**
 * The filter form's rules: the same as the server's (ranges in order, bounds); the messages name the fields by their
 * labels in the form ("Experience to must not be less than Experience from."), not by the query's names.
 */
export const filtersSchema = yup.object({
  exp_min: optionalNumber('Experience from', 70, true),
  exp_max: optionalNumber('Experience to', 70, true).test(
    'range',
    '',
    notBelow('exp_min', 'Experience to must not be less than Experience from.'),
  ),
  notice_max: optionalNumber('Notice period', 999, true),
  ctc_min: optionalNumber('Current CTC from', 1e12),
  ctc_max: optionalNumber('Current CTC to', 1e12).test(
    'range',
    '',
    notBelow('ctc_min', 'Current CTC to must not be less than Current CTC from.'),
  ),
  ectc_min: optionalNumber('Expected CTC from', 1e12),
  ectc_max: optionalNumber('Expected CTC to', 1e12).test(
    'range',
    '',
    notBelow('ectc_min', 'Expected CTC to must not be less than Expected CTC from.'),
  ),
  created_to: yup
    .string()
    .test('range', 'Added to must be the same day as Added from or later.', function (v) {
      const from = (this.parent as CandidateFilters).created_from;
      return !v || !from || v >= from;
    }),
});
