/**
 * Accuracy of the parser on resumes made by third-party templates, per field and per template family, with the
 * goals of the parser's acceptance table, education entries' precision and recall by family and format (aggregates only),
 * where education is lost by family and format (counts only: files whose Education section was found, entries returned and
 * matched, and which part — year, institution, qualification — each unmatched returned entry got wrong), and the 2-page
 * PDF latency on one core.
 *   npm run bench:parser                       (from the repository root: the reported part)
 *   npx tsx corpus/thirdparty/report.ts [--part report|tune|all] [--family NAME] [--verbose] [--no-speed] [--jsonl FILE]
 * --jsonl scores a JSON Lines file written by `npm run -s parse-resume -- FILE...` instead of parsing here.
 * Only the 'tune' part may be looked at to change the parser's rules (families.ts).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { readDocument } from '../../src/parser/document.js';
import { splitSections } from '../../src/parser/fields/sections.js';
import { DEFAULT_LIMITS, DEFAULT_SKILLS, parseResume, type ResumeParse } from '../../src/parser/index.js';
import { eduAgreement, sameEdu, sameExp, f1 } from '../score.js';
import { FAMILIES } from './families.js';

type Expected = { file: string; format: string; family: string; part: 'tune' | 'report'; has_photo: boolean; now: string; data: ResumeParse };
/** eduSection: whether the parser found an Education section (null when not known: a JSON Lines file). */
type Result = { exp: Expected; got: ResumeParse | null; photo: boolean; eduSection: boolean | null };

const DIR = __dirname;

function load(part: string, family: string): Array<{ exp: Expected; bytes: Buffer }> {
  return readdirSync(path.join(DIR, 'expected'))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(DIR, 'expected', f), 'utf8')) as Expected)
    .filter((e) => (part === 'all' || e.part === part) && (!family || e.family === family))
    .map((exp) => ({ exp, bytes: readFileSync(path.join(DIR, 'files', exp.file)) }));
}

const norm = (s: string) => (s ?? '').toLowerCase().replace(/\s+/g, ' ').trim();

type Acc = { n: number; ok: number };
type PRF = { tp: number; fp: number; fn: number };
type Tally = {
  files: number;
  name: Acc;
  email: Acc;
  mobile: Acc;
  experience: Acc;
  ctc: Acc;
  notice: Acc;
  photo: Acc;
  exp: PRF;
  edu: PRF;
  skills: PRF;
};
const tally = (): Tally => ({
  files: 0,
  name: { n: 0, ok: 0 },
  email: { n: 0, ok: 0 },
  mobile: { n: 0, ok: 0 },
  experience: { n: 0, ok: 0 },
  ctc: { n: 0, ok: 0 },
  notice: { n: 0, ok: 0 },
  photo: { n: 0, ok: 0 },
  exp: { tp: 0, fp: 0, fn: 0 },
  edu: { tp: 0, fp: 0, fn: 0 },
  skills: { tp: 0, fp: 0, fn: 0 },
});

function match<T>(exp: T[], got: T[], same: (a: T, b: T) => boolean, acc: PRF, miss: (kind: string, x: T) => void) {
  const used = new Set<number>();
  for (const e of exp) {
    const i = got.findIndex((g, k) => !used.has(k) && same(e, g));
    if (i >= 0) {
      used.add(i);
      acc.tp++;
    } else {
      acc.fn++;
      miss('missed', e);
    }
  }
  got.forEach((g, k) => {
    if (!used.has(k)) {
      acc.fp++;
      miss('extra', g);
    }
  });
}

function add(t: Tally, r: Result, log: (field: string, expected: unknown, got: unknown) => void) {
  const e = r.exp.data;
  const g = r.got;
  t.files++;
  const acc = (a: Acc, ok: boolean, field: string, expected: unknown, got: unknown) => {
    a.n++;
    if (ok) a.ok++;
    else log(field, expected, got);
  };
  acc(t.name, !!g && norm(g.username) === norm(e.username), 'name', e.username, g?.username);
  acc(t.email, !!g && g.primary_email === e.primary_email, 'email', e.primary_email, g?.primary_email);
  acc(t.mobile, !!g && g.primary_mobile === e.primary_mobile, 'mobile', e.primary_mobile, g?.primary_mobile);
  const em = (e.exp_in_years ?? 0) * 12 + (e.exp_in_months ?? 0);
  const gm = g && g.exp_in_years !== null ? g.exp_in_years * 12 + (g.exp_in_months ?? 0) : null;
  acc(t.experience, gm !== null && Math.abs(gm - em) <= 6, 'experience', `${e.exp_in_years}y ${e.exp_in_months}m`, g ? `${g.exp_in_years}y ${g.exp_in_months}m` : null);
  if (e.ctc !== null) acc(t.ctc, g?.ctc === e.ctc, 'ctc', e.ctc, g?.ctc);
  if (e.notice_period !== null) acc(t.notice, g?.notice_period === e.notice_period, 'notice', e.notice_period, g?.notice_period);
  acc(t.photo, r.photo === r.exp.has_photo, 'photo', r.exp.has_photo, r.photo);
  match(e.exp_details, g?.exp_details ?? [], sameExp, t.exp, (k, x) => log(`exp_${k}`, k === 'missed' ? x : null, k === 'extra' ? x : null));
  match(e.education_details, g?.education_details ?? [], sameEdu, t.edu, (k, x) => log(`edu_${k}`, k === 'missed' ? x : null, k === 'extra' ? x : null));
  const es = new Set([...e.primary_skills, ...e.secondary_skills]);
  const gs = new Set([...(g?.primary_skills ?? []), ...(g?.secondary_skills ?? [])]);
  for (const s of es)
    if (gs.has(s)) t.skills.tp++;
    else {
      t.skills.fn++;
      log('skill_missed', s, null);
    }
  for (const s of gs)
    if (!es.has(s)) {
      t.skills.fp++;
      log('skill_extra', null, s);
    }
}

/** Where education entries are lost, in counts only (never a file's name or a value). */
type EduDiag = {
  files: number;
  /** Files whose Education section the parser found; null when not known. */
  withSection: number | null;
  expected: number;
  returned: number;
  matched: number;
  /** Returned entries matching no expected one, by the part that differs from the nearest expected entry (one entry may count in several). */
  unmatched: number;
  year: number;
  institution: number;
  qualification: number;
  /** Unmatched returned entries of files that expect no education at all. */
  none: number;
};
const eduDiag = (): EduDiag => ({ files: 0, withSection: 0, expected: 0, returned: 0, matched: 0, unmatched: 0, year: 0, institution: 0, qualification: 0, none: 0 });

function addEdu(d: EduDiag, r: Result) {
  const exp = r.exp.data.education_details;
  const got = r.got?.education_details ?? [];
  d.files++;
  d.withSection = d.withSection === null || r.eduSection === null ? null : d.withSection + (r.eduSection ? 1 : 0);
  d.expected += exp.length;
  d.returned += got.length;
  // The same greedy pairing as the F1 (expected entries in order, each to the first returned entry it equals).
  const usedGot = new Set<number>();
  const usedExp = new Set<number>();
  exp.forEach((e, k) => {
    const i = got.findIndex((g, j) => !usedGot.has(j) && sameEdu(e, g));
    if (i >= 0) {
      usedGot.add(i);
      usedExp.add(k);
    }
  });
  d.matched += usedGot.size;
  got.forEach((g, j) => {
    if (usedGot.has(j)) return;
    d.unmatched++;
    if (!exp.length) {
      d.none++;
      return;
    }
    // The nearest expected entry: an unpaired one if any is left, the one agreeing on the most parts.
    const pool = exp.filter((_, k) => !usedExp.has(k));
    let best: ReturnType<typeof eduAgreement> | null = null;
    for (const e of pool.length ? pool : exp) {
      const a = eduAgreement(e, g);
      const n = Number(a.year) + Number(a.institution) + Number(a.qualification);
      if (!best || n > Number(best.year) + Number(best.institution) + Number(best.qualification)) best = a;
    }
    if (!best!.year) d.year++;
    if (!best!.institution) d.institution++;
    if (!best!.qualification) d.qualification++;
  });
}

function eduDiagTable(rows: Array<[string, EduDiag]>): string {
  const out = [
    '| family, format | files | Education section found | entries expected | returned | matched | unmatched returned | of which year wrong | institution wrong | qualification wrong | in files expecting none |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const [label, d] of rows)
    out.push(`| ${label} | ${d.files} | ${d.withSection ?? '–'} | ${d.expected} | ${d.returned} | ${d.matched} | ${d.unmatched} | ${d.year} | ${d.institution} | ${d.qualification} | ${d.none} |`);
  return out.join('\n');
}

const ROWS: Array<[string, (t: Tally) => number | null, number]> = [
  ['name', (t) => rate(t.name), 0.97],
  ['e-mail', (t) => rate(t.email), 0.99],
  ['mobile', (t) => rate(t.mobile), 0.98],
  ['total experience within 6 months', (t) => rate(t.experience), 0.85],
  ['experience entries F1', (t) => f1(t.exp).f1, 0.85],
  ['education entries F1', (t) => f1(t.edu).f1, 0.85],
  ['skills F1', (t) => f1(t.skills).f1, 0.8],
  ['CTC (when the resume states it)', (t) => rate(t.ctc), 0.85],
  ['notice period (when stated)', (t) => rate(t.notice), 0.85],
  ['photo found / not invented', (t) => rate(t.photo), 0.95],
];
function rate(a: Acc): number | null {
  return a.n ? a.ok / a.n : null;
}
const pct = (x: number | null) => (x === null ? '–' : `${Math.round(x * 100)} %`);

function fieldTable(t: Tally): string {
  const out = [`| field | measured (${t.files} files) | goal | |`, '| --- | --- | --- | --- |'];
  for (const [label, get, goal] of ROWS) {
    const v = get(t);
    const extra = label.startsWith('CTC') ? ` (${t.ctc.n} files)` : label.startsWith('notice') ? ` (${t.notice.n} files)` : '';
    out.push(`| ${label} | ${pct(v)}${extra} | ≥ ${Math.round(goal * 100)} % | ${v === null ? '' : v >= goal ? 'met' : 'below'} |`);
  }
  return out.join('\n');
}

function familyTable(byFamily: Map<string, Tally>): string {
  const heads = ['name', 'e-mail', 'mobile', 'exp ±6m', 'exp F1', 'edu F1', 'skills F1', 'CTC', 'notice', 'photo'];
  const out = [`| family | files | ${heads.join(' | ')} |`, `| --- | --- | ${heads.map(() => '---').join(' | ')} |`];
  for (const [fam, t] of [...byFamily.entries()].sort()) out.push(`| ${fam} | ${t.files} | ${ROWS.map(([, get]) => pct(get(t))).join(' | ')} |`);
  return out.join('\n');
}

function p95(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(0.95 * s.length) - 1)];
}

async function main() {
  const args = process.argv.slice(2);
  const opt = (k: string) => (args.includes(k) ? args[args.indexOf(k) + 1] : '');
  const part = opt('--part') || 'report';
  const family = opt('--family');
  const verbose = args.includes('--verbose');
  const jsonl = opt('--jsonl');
  sharp.concurrency(1);
  const corpus = load(part, family);
  const results: Result[] = [];
  if (jsonl) {
    const byFile = new Map<string, Record<string, unknown>>();
    for (const line of readFileSync(jsonl, 'utf8').split('\n').filter(Boolean)) {
      const o = JSON.parse(line) as Record<string, unknown>;
      byFile.set(path.basename(String(o.file)), o);
    }
    for (const { exp } of corpus) {
      const o = byFile.get(exp.file);
      results.push({ exp, got: o && !o.error ? (o as unknown as ResumeParse) : null, photo: Boolean(o?.photo), eduSection: null });
    }
  } else {
    for (const { exp, bytes } of corpus) {
      try {
        const out = await parseResume(bytes, { fileName: exp.file, skills: DEFAULT_SKILLS, now: new Date(exp.now) });
        // The sections as the parser splits them (read again: parseResume answers with the fields only).
        const doc = await readDocument(bytes, DEFAULT_LIMITS, false);
        const eduSection = splitSections(doc.lines).some((sec) => sec.kind === 'education');
        results.push({ exp, got: out.data, photo: Boolean(out.photo), eduSection });
      } catch {
        results.push({ exp, got: null, photo: false, eduSection: false });
      }
    }
  }
  const all = tally();
  const byFamily = new Map<string, Tally>();
  const misses: string[] = [];
  for (const r of results) {
    const log = (field: string, expected: unknown, got: unknown) => misses.push(`  ${r.exp.file}  ${field}: expected ${JSON.stringify(expected)} got ${JSON.stringify(got)}`);
    add(all, r, log);
    if (!byFamily.has(r.exp.family)) byFamily.set(r.exp.family, tally());
    add(byFamily.get(r.exp.family)!, r, () => undefined);
  }
  const fams = [...new Set(corpus.map((c) => c.exp.family))];
  console.log(`Third-party templates, part '${part}': ${fams.length} families (${fams.join(', ')}), ${results.length} files, ${results.filter((r) => !r.got).length} parse errors`);
  console.log(`(reported families, never tuned on: ${FAMILIES.filter((f) => f.part === 'report').map((f) => f.name).join(', ')})\n`);
  console.log(fieldTable(all));
  console.log('\nPer template family:\n');
  console.log(familyTable(byFamily));
  // Where education entries are lost, still in aggregate: too many (precision) or too few (recall), per format.
  const byFormat = new Map<string, Tally>();
  for (const r of results) {
    const k = `${r.exp.family}\t${r.exp.format}`;
    if (!byFormat.has(k)) byFormat.set(k, tally());
    add(byFormat.get(k)!, r, () => undefined);
  }
  const eduRow = (label: string, t: Tally) => {
    const m = f1(t.edu);
    return `| ${label} | ${t.edu.tp + t.edu.fn} | ${pct(m.p)} | ${pct(m.r)} | ${pct(m.f1)} |`;
  };
  console.log('\nEducation entries by family and format (expected entries, precision, recall, F1):\n');
  console.log(['| family, format | entries | precision | recall | F1 |', '| --- | --- | --- | --- | --- |', eduRow('all', all), ...[...byFormat.entries()].sort().map(([k, t]) => eduRow(k.replace('\t', ', '), t))].join('\n'));
  const diags = new Map<string, EduDiag>([['all', eduDiag()]]);
  for (const r of results)
    for (const k of [r.exp.family, `${r.exp.family}, ${r.exp.format}`]) {
      if (!diags.has(k)) diags.set(k, eduDiag());
      addEdu(diags.get(k)!, r);
    }
  for (const r of results) addEdu(diags.get('all')!, r);
  console.log('\nWhere education entries are lost, by family and by format (counts only):\n');
  console.log(eduDiagTable([...diags.entries()].sort(([a], [b]) => (a === 'all' ? -1 : b === 'all' ? 1 : a.localeCompare(b)))));
  if (verbose) console.log('\nmismatches:\n' + misses.join('\n'));

  if (!args.includes('--no-speed') && !jsonl) {
    // Speed: every 2-page PDF of the part, parsed in this one thread after a warm-up, several rounds.
    const twoPage: typeof corpus = [];
    for (const c of corpus) if (c.exp.format === 'pdf' && (await PDFDocument.load(c.bytes)).getPageCount() === 2) twoPage.push(c);
    if (twoPage.length) {
      const wall: number[] = [];
      const cpu: number[] = [];
      await parseResume(twoPage[0].bytes, { fileName: 'warm-up.pdf', skills: DEFAULT_SKILLS });
      for (let round = 0; round < 5; round++)
        for (const c of twoPage) {
          const c0 = process.cpuUsage();
          const t0 = performance.now();
          await parseResume(c.bytes, { fileName: c.exp.file, skills: DEFAULT_SKILLS, now: new Date(c.exp.now) });
          wall.push(performance.now() - t0);
          const d = process.cpuUsage(c0);
          cpu.push((d.user + d.system) / 1000);
        }
      const load = (await import('node:os')).loadavg()[0].toFixed(1);
      console.log(`\n2-page PDF on one core (${twoPage.length} files × 5 runs): wall p95 ${p95(wall).toFixed(0)} ms, CPU p95 ${p95(cpu).toFixed(0)} ms (goal p95 < 500 ms; load average ${load})`);
    }
  }
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
