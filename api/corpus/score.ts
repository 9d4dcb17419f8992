/* Scoring of parser output against the corpus labels (shared by accuracy.ts and the corpus test). */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { ResumeParse } from '../src/parser/index.js';

export type ExpectedFile = { file: string; format: string; layout: string; has_photo: boolean; now: string; data: ResumeParse };
export type Outcome = { exp: ExpectedFile; got: ResumeParse | null; photo: boolean; error?: string; ms: number };

export const CORPUS_DIR = __dirname;

export function loadCorpus(dir = CORPUS_DIR): Array<{ exp: ExpectedFile; bytes: Buffer }> {
  const expDir = path.join(dir, 'expected');
  return readdirSync(expDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const exp = JSON.parse(readFileSync(path.join(expDir, f), 'utf8')) as ExpectedFile;
      return { exp, bytes: readFileSync(path.join(dir, 'files', exp.file)) };
    });
}

const norm = (s: string) =>
  (s ?? '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim();
const tokens = (s: string) => new Set(norm(s).split(' ').filter(Boolean));
function dice(a: string, b: string): number {
  const A = tokens(a);
  const B = tokens(b);
  if (!A.size && !B.size) return 1;
  let inter = 0;
  for (const x of A) if (B.has(x)) inter++;
  return (2 * inter) / (A.size + B.size || 1);
}

type PRF = { tp: number; fp: number; fn: number };
const prf = (): PRF => ({ tp: 0, fp: 0, fn: 0 });
export function f1(x: PRF): { p: number; r: number; f1: number } {
  const p = x.tp + x.fp ? x.tp / (x.tp + x.fp) : 1;
  const r = x.tp + x.fn ? x.tp / (x.tp + x.fn) : 1;
  return { p, r, f1: p + r ? (2 * p * r) / (p + r) : 0 };
}

function matchEntries<T>(exp: T[], got: T[], same: (a: T, b: T) => boolean, acc: PRF): Array<{ exp?: T; got?: T }> {
  const used = new Set<number>();
  const misses: Array<{ exp?: T; got?: T }> = [];
  for (const e of exp) {
    const i = got.findIndex((g, k) => !used.has(k) && same(e, g));
    if (i >= 0) {
      used.add(i);
      acc.tp++;
    } else {
      acc.fn++;
      misses.push({ exp: e });
    }
  }
  got.forEach((g, k) => {
    if (!used.has(k)) {
      acc.fp++;
      misses.push({ got: g });
    }
  });
  return misses;
}

/** Experience entry: designation, company and both dates must agree (text compared case- and punctuation-insensitively). */
export const sameExp = (a: ResumeParse['exp_details'][number], b: ResumeParse['exp_details'][number]) =>
  norm(a.designation) === norm(b.designation) && norm(a.company) === norm(b.company) && a.from_date === b.from_date && a.to_date === b.to_date;
/** Education entry: the year must agree; institution and qualification by word overlap (Dice ≥ 0.8 / ≥ 0.7), as 'B.Tech in CS' = 'B.Tech CS'. */
export const sameEdu = (a: ResumeParse['education_details'][number], b: ResumeParse['education_details'][number]) => {
  const m = eduAgreement(a, b);
  return m.year && m.institution && m.qualification;
};
/** Which of an education entry's three parts agree with another entry's, by sameEdu's rules. */
export const eduAgreement = (a: ResumeParse['education_details'][number], b: ResumeParse['education_details'][number]) => ({
  year: a.year_of_pass === b.year_of_pass,
  institution: dice(a.university, b.university) >= 0.8,
  qualification: dice(a.qualification, b.qualification) >= 0.7,
});

export type Report = {
  files: number;
  errors: number;
  exact: Record<'name' | 'primary_email' | 'secondary_email' | 'emails' | 'mobile' | 'ctc' | 'notice' | 'location', number>;
  experienceWithin6: number;
  expEntries: { p: number; r: number; f1: number };
  eduEntries: { p: number; r: number; f1: number };
  skills: { p: number; r: number; f1: number };
  skillsSplit: { p: number; r: number; f1: number };
  photoFound: number;
  photoFalse: number;
  photoPresent: number;
  photoAbsent: number;
  failures: Array<{ file: string; field: string; expected: unknown; got: unknown }>;
};

export function score(outcomes: Outcome[]): Report {
  const n = outcomes.length;
  const hit: Record<string, number> = { name: 0, primary_email: 0, secondary_email: 0, emails: 0, mobile: 0, ctc: 0, notice: 0, location: 0 };
  let within = 0;
  const ex = prf();
  const ed = prf();
  const sk = prf();
  const sp = prf();
  let photoPresent = 0;
  let photoFound = 0;
  let photoAbsent = 0;
  let photoFalse = 0;
  let errors = 0;
  const failures: Report['failures'] = [];
  for (const o of outcomes) {
    const e = o.exp.data;
    const g = o.got;
    const f = o.exp.file;
    const check = (key: string, ok: boolean, expected: unknown, got: unknown) => {
      if (ok) hit[key]++;
      else failures.push({ file: f, field: key, expected, got });
    };
    if (!g) errors++;
    check('name', !!g && norm(g.username) === norm(e.username), e.username, g?.username);
    check('primary_email', !!g && g.primary_email === e.primary_email, e.primary_email, g?.primary_email);
    check('secondary_email', !!g && g.secondary_email === e.secondary_email, e.secondary_email, g?.secondary_email);
    if (g && g.primary_email === e.primary_email && g.secondary_email === e.secondary_email) hit.emails++;
    check('mobile', !!g && g.primary_mobile === e.primary_mobile, e.primary_mobile, g?.primary_mobile);
    check('ctc', !!g && g.ctc === e.ctc, e.ctc, g?.ctc);
    check('notice', !!g && g.notice_period === e.notice_period, e.notice_period, g?.notice_period);
    check('location', !!g && norm(g.current_location) === norm(e.current_location), e.current_location, g?.current_location);
    const em = (e.exp_in_years ?? 0) * 12 + (e.exp_in_months ?? 0);
    const gm = g && g.exp_in_years !== null ? g.exp_in_years * 12 + (g.exp_in_months ?? 0) : null;
    if (gm !== null && Math.abs(gm - em) <= 6) within++;
    else failures.push({ file: f, field: 'experience', expected: `${e.exp_in_years}y ${e.exp_in_months}m`, got: g ? `${g.exp_in_years}y ${g.exp_in_months}m` : null });
    for (const m of matchEntries(e.exp_details, g?.exp_details ?? [], sameExp, ex)) failures.push({ file: f, field: m.exp ? 'exp_entry_missed' : 'exp_entry_extra', expected: m.exp, got: m.got });
    for (const m of matchEntries(e.education_details, g?.education_details ?? [], sameEdu, ed)) failures.push({ file: f, field: m.exp ? 'edu_entry_missed' : 'edu_entry_extra', expected: m.exp, got: m.got });
    const es = new Set([...e.primary_skills, ...e.secondary_skills]);
    const gs = new Set([...(g?.primary_skills ?? []), ...(g?.secondary_skills ?? [])]);
    for (const s of es) if (gs.has(s)) sk.tp++; else { sk.fn++; failures.push({ file: f, field: 'skill_missed', expected: s, got: null }); }
    for (const s of gs) if (!es.has(s)) { sk.fp++; failures.push({ file: f, field: 'skill_extra', expected: null, got: s }); }
    const lab = (p: string[], s: string[]) => new Set([...p.map((x) => `P:${x}`), ...s.map((x) => `S:${x}`)]);
    const el = lab(e.primary_skills, e.secondary_skills);
    const gl = lab(g?.primary_skills ?? [], g?.secondary_skills ?? []);
    for (const s of el) if (gl.has(s)) sp.tp++; else sp.fn++;
    for (const s of gl) if (!el.has(s)) sp.fp++;
    if (o.exp.has_photo) {
      photoPresent++;
      if (o.photo) photoFound++;
      else failures.push({ file: f, field: 'photo_missed', expected: true, got: false });
    } else {
      photoAbsent++;
      if (o.photo) {
        photoFalse++;
        failures.push({ file: f, field: 'photo_extra', expected: false, got: true });
      }
    }
  }
  const rate = (k: string) => (n ? hit[k] / n : 0);
  return {
    files: n,
    errors,
    exact: { name: rate('name'), primary_email: rate('primary_email'), secondary_email: rate('secondary_email'), emails: rate('emails'), mobile: rate('mobile'), ctc: rate('ctc'), notice: rate('notice'), location: rate('location') },
    experienceWithin6: n ? within / n : 0,
    expEntries: f1(ex),
    eduEntries: f1(ed),
    skills: f1(sk),
    skillsSplit: f1(sp),
    photoFound: photoPresent ? photoFound / photoPresent : 1,
    photoFalse: photoAbsent ? photoFalse / photoAbsent : 0,
    photoPresent,
    photoAbsent,
    failures,
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

export function formatReport(r: Report): string {
  const rows: Array<[string, string, string]> = [
    ['name (exact)', pct(r.exact.name), '≥ 95 %'],
    ['primary email (exact)', pct(r.exact.primary_email), '≥ 99 %'],
    ['secondary email (exact)', pct(r.exact.secondary_email), ''],
    ['both emails (exact)', pct(r.exact.emails), '≥ 99 %'],
    ['mobile (exact)', pct(r.exact.mobile), '≥ 98 %'],
    ['CTC (exact)', pct(r.exact.ctc), ''],
    ['notice period (exact)', pct(r.exact.notice), ''],
    ['location (exact)', pct(r.exact.location), ''],
    ['total experience (within 6 months)', pct(r.experienceWithin6), ''],
    ['experience entries P / R / F1', `${pct(r.expEntries.p)} / ${pct(r.expEntries.r)} / ${pct(r.expEntries.f1)}`, 'F1 ≥ 85 %'],
    ['education entries P / R / F1', `${pct(r.eduEntries.p)} / ${pct(r.eduEntries.r)} / ${pct(r.eduEntries.f1)}`, 'F1 ≥ 85 %'],
    ['skills P / R / F1', `${pct(r.skills.p)} / ${pct(r.skills.r)} / ${pct(r.skills.f1)}`, 'F1 ≥ 80 %'],
    ['skills with primary/secondary split F1', pct(r.skillsSplit.f1), ''],
    [`photo found when present (${r.photoPresent})`, pct(r.photoFound), '≥ 90 %'],
    [`photo reported when absent (${r.photoAbsent})`, pct(r.photoFalse), ''],
  ];
  const w0 = Math.max(...rows.map((x) => x[0].length));
  const w1 = Math.max(...rows.map((x) => x[1].length));
  const lines = [`files: ${r.files}, parse errors: ${r.errors}`, `${'field'.padEnd(w0)}  ${'measured'.padEnd(w1)}  target`];
  for (const [a, b, c] of rows) lines.push(`${a.padEnd(w0)}  ${b.padEnd(w1)}  ${c}`);
  return lines.join('\n');
}
