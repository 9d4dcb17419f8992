/**
 * Builds the labelled resume corpus: api/corpus/files/* and api/corpus/expected/*.json.
 *   cd api && npx tsx corpus/generate.ts
 * Deterministic (seeded). PDF via pdf-lib, DOCX via docx, HTML by hand; DOC files are converted from generated
 * DOCX with LibreOffice when `soffice` is installed, otherwise the committed .doc files are kept as they are.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CORPUS_NOW, fullName, makePersona, totalMonths, type Persona, type YM } from './gen/data.js';
import { renderDocx } from './gen/docx.js';
import { renderHtml } from './gen/html.js';
import { facePhoto, logo } from './gen/images.js';
import { buildLayout, type Layout } from './gen/layouts.js';
import { renderPdf } from './gen/pdf.js';

const ROOT = __dirname;
const FILES = path.join(ROOT, 'files');
const EXPECTED = path.join(ROOT, 'expected');

type Format = 'pdf' | 'docx' | 'html' | 'doc';
type Entry = {
  layout: Layout;
  format: Format;
  intl?: boolean;
  business?: boolean;
  photo?: boolean;
  logo?: boolean;
  statesDate?: boolean;
  metaAsOf?: boolean;
  stated?: boolean;
  ctc?: boolean;
  notice?: boolean;
  email2?: boolean;
  headingStyles?: boolean;
  portal?: boolean;
  long?: boolean;
};

/** The corpus plan: every layout in every format it is received in, Indian and international, with and without photos. */
const PLAN: Entry[] = [
  // PDF
  { layout: 'classic', format: 'pdf', photo: true, ctc: true, notice: true, stated: true, long: true },
  { layout: 'classic', format: 'pdf', email2: true, notice: true },
  { layout: 'sidebar', format: 'pdf', photo: true, ctc: true, notice: true },
  { layout: 'sidebar', format: 'pdf', intl: true, stated: true },
  { layout: 'naukri', format: 'pdf', stated: true, ctc: true, notice: true },
  { layout: 'linkedin', format: 'pdf', long: true },
  { layout: 'linkedin', format: 'pdf', intl: true },
  { layout: 'intl', format: 'pdf', intl: true, photo: true, stated: true },
  { layout: 'headerfooter', format: 'pdf', ctc: true, notice: true, stated: true, long: true },
  { layout: 'datefirst', format: 'pdf', notice: true, long: true },
  { layout: 'classic', format: 'pdf', metaAsOf: true, ctc: true },
  { layout: 'table', format: 'pdf', stated: true, ctc: true, notice: true, email2: true },
  { layout: 'classic', format: 'pdf', statesDate: true, notice: true },
  { layout: 'naukri', format: 'pdf', photo: true, stated: true, ctc: true, notice: true, business: true },
  { layout: 'sidebar', format: 'pdf', photo: true, logo: true, business: true, stated: true, long: true },
  { layout: 'classic', format: 'pdf', logo: true, ctc: true, notice: true, business: true },
  { layout: 'intl', format: 'pdf', intl: true, statesDate: true, long: true },
  { layout: 'headerfooter', format: 'pdf', photo: true, metaAsOf: true, notice: true },
  { layout: 'linkedin', format: 'pdf', business: true },
  { layout: 'classic', format: 'pdf', photo: true, business: true, stated: true, ctc: true, notice: true },
  // DOCX
  { layout: 'classic', format: 'docx', photo: true, headingStyles: true, ctc: true, notice: true, stated: true },
  { layout: 'table', format: 'docx', photo: true, stated: true, ctc: true, notice: true },
  { layout: 'headerfooter', format: 'docx', photo: true, ctc: true, notice: true },
  { layout: 'sidebar', format: 'docx', photo: true, stated: true, notice: true },
  { layout: 'naukri', format: 'docx', stated: true, ctc: true, notice: true },
  { layout: 'intl', format: 'docx', intl: true, stated: true, email2: true },
  { layout: 'datefirst', format: 'docx', headingStyles: true, ctc: true },
  { layout: 'classic', format: 'docx', logo: true, business: true, notice: true },
  { layout: 'table', format: 'docx', business: true, stated: true, ctc: true, notice: true },
  { layout: 'headerfooter', format: 'docx', statesDate: true, stated: true, notice: true },
  { layout: 'classic', format: 'docx', email2: true, ctc: true, notice: true },
  { layout: 'intl', format: 'docx', intl: true, photo: true },
  { layout: 'sidebar', format: 'docx', business: true, ctc: true, notice: true, stated: true },
  { layout: 'naukri', format: 'docx', photo: true, business: true, stated: true, ctc: true, notice: true },
  // HTML
  { layout: 'naukri', format: 'html', portal: true, stated: true, ctc: true, notice: true },
  { layout: 'classic', format: 'html', ctc: true, notice: true, stated: true },
  { layout: 'intl', format: 'html', intl: true, stated: true },
  { layout: 'linkedin', format: 'html' },
  { layout: 'table', format: 'html', portal: true, stated: true, ctc: true, notice: true },
  { layout: 'datefirst', format: 'html', notice: true, email2: true },
  { layout: 'naukri', format: 'html', portal: true, business: true, stated: true, ctc: true, notice: true },
  { layout: 'classic', format: 'html', photo: true, statesDate: true, ctc: true },
  // DOC (legacy Word, converted from generated DOCX)
  { layout: 'classic', format: 'doc', ctc: true, notice: true, stated: true, headingStyles: true },
  { layout: 'table', format: 'doc', stated: true, ctc: true, notice: true },
  { layout: 'headerfooter', format: 'doc', notice: true },
  { layout: 'naukri', format: 'doc', stated: true, ctc: true, notice: true, business: true },
  { layout: 'intl', format: 'doc', intl: true },
  { layout: 'datefirst', format: 'doc', statesDate: true, ctc: true },
];

/** Catalogue skills a designation names ('Sales Manager' mentions Sales): they are real mentions. */
const IMPLIED: Array<[RegExp, string]> = [
  [/\bSales\b/, 'Sales'],
  [/\bMarketing\b/, 'Marketing'],
  [/Talent Acquisition/, 'Recruitment'],
  [/Customer Support/, 'Customer Service'],
  [/Business Development/, 'Business Development'],
];

const ymStr = (d: YM) => `${d.y}-${String(d.m).padStart(2, '0')}-01`;

function expected(p: Persona, e: Entry, hasPhoto: boolean, file: string) {
  const total = totalMonths(p.jobs, p.asOf);
  const years = p.stated ? p.stated.years : Math.floor(total / 12);
  const months = p.stated ? p.stated.months : total % 12;
  const primary = p.primary;
  const secondary = [...p.secondary];
  for (const j of p.jobs)
    for (const [re, skill] of IMPLIED) if (re.test(j.designation) && !primary.includes(skill) && !secondary.includes(skill)) secondary.push(skill);
  return {
    file,
    format: e.format,
    layout: e.layout,
    has_photo: hasPhoto,
    now: ymStr(CORPUS_NOW),
    data: {
      current_location: p.city,
      username: fullName(p),
      primary_mobile: p.phone,
      primary_email: p.email,
      secondary_email: p.email2,
      exp_in_years: years,
      exp_in_months: months,
      ctc: p.ctc ? p.ctc.value : null,
      notice_period: p.notice ? p.notice.value : null,
      profile_pic: '',
      exp_details: p.jobs.map((j) => ({ designation: j.designation, company: j.company, from_date: ymStr(j.from), to_date: j.to === 'present' ? ' Till Date' : ymStr(j.to) })),
      education_details: p.edu.map((x) => ({ university: x.university, qualification: x.qualification, year_of_pass: String(x.year) })),
      primary_skills: primary,
      secondary_skills: secondary,
    },
  };
}

function sofficeBin(): string | null {
  for (const b of ['soffice', 'libreoffice']) {
    try {
      execFileSync(b, ['--version'], { stdio: 'ignore' });
      return b;
    } catch {
      /* not installed */
    }
  }
  return null;
}

async function main() {
  mkdirSync(FILES, { recursive: true });
  mkdirSync(EXPECTED, { recursive: true });
  const soffice = sofficeBin();
  const pendingDoc: Array<{ docx: Buffer; name: string }> = [];
  const written = new Set<string>();
  for (let i = 0; i < PLAN.length; i++) {
    const e = PLAN[i];
    const p = makePersona(i, {
      intl: Boolean(e.intl),
      domain: e.business ? 'business' : 'tech',
      photo: Boolean(e.photo) && e.format !== 'doc',
      statesDate: Boolean(e.statesDate) && e.layout !== 'linkedin',
      metaAsOf: Boolean(e.metaAsOf) && e.format === 'pdf',
      stated: Boolean(e.stated) && e.layout !== 'linkedin',
      ctc: Boolean(e.ctc) && !e.intl && e.layout !== 'linkedin' && e.layout !== 'intl',
      notice: Boolean(e.notice) && e.layout !== 'linkedin',
      email2: Boolean(e.email2) && e.layout !== 'linkedin',
      logo: Boolean(e.logo),
      long: Boolean(e.long),
    });
    const spec = buildLayout(p, e.layout);
    const base = `${p.id}-${e.layout}-${e.intl ? 'intl' : 'in'}`;
    const photo = p.photo ? { bytes: await facePhoto(p.photo.w, p.photo.h, p.photo.seed, p.photo.format), format: p.photo.format, w: p.photo.w, h: p.photo.h } : undefined;
    const logoBytes = p.logo ? await logo(i) : undefined;
    const title = `Resume - ${fullName(p)}`;
    const asOf = new Date(Date.UTC(p.asOf.y, p.asOf.m - 1, 10, 10, 0, 0));
    let file = '';
    let hasPhoto = Boolean(photo);
    if (e.format === 'pdf') {
      file = `${base}.pdf`;
      writeFileSync(path.join(FILES, file), await renderPdf(spec, { photo, logo: logoBytes }, asOf, title));
    } else if (e.format === 'docx' || e.format === 'doc') {
      const docx = await renderDocx(spec, { photo: e.format === 'docx' ? photo : undefined, logo: e.format === 'docx' ? logoBytes : undefined }, { headingStyles: Boolean(e.headingStyles), title });
      if (e.format === 'docx') {
        file = `${base}.docx`;
        writeFileSync(path.join(FILES, file), docx);
      } else {
        file = `${base}.doc`;
        hasPhoto = false;
        pendingDoc.push({ docx, name: base });
      }
    } else {
      file = `${base}.html`;
      const dataUri = photo ? `data:image/${photo.format === 'png' ? 'png' : 'jpeg'};base64,${photo.bytes.toString('base64')}` : undefined;
      writeFileSync(path.join(FILES, file), renderHtml(spec, { portal: Boolean(e.portal), title, photoDataUri: dataUri }));
    }
    written.add(file);
    writeFileSync(path.join(EXPECTED, `${base}.json`), JSON.stringify(expected(p, e, hasPhoto, file), null, 2) + '\n');
  }
  if (pendingDoc.length) {
    if (soffice) {
      const tmp = mkdtempSync(path.join(os.tmpdir(), 'corpus-doc-'));
      for (const d of pendingDoc) writeFileSync(path.join(tmp, `${d.name}.docx`), d.docx);
      execFileSync(soffice, ['--headless', '--convert-to', 'doc:MS Word 97', '--outdir', tmp, ...pendingDoc.map((d) => path.join(tmp, `${d.name}.docx`))], { stdio: 'ignore' });
      for (const d of pendingDoc) {
        const out = path.join(tmp, `${d.name}.doc`);
        if (!existsSync(out)) throw new Error(`LibreOffice did not convert ${d.name}.docx`);
        writeFileSync(path.join(FILES, `${d.name}.doc`), readFileSync(out));
      }
      rmSync(tmp, { recursive: true, force: true });
    } else {
      const missing = pendingDoc.filter((d) => !existsSync(path.join(FILES, `${d.name}.doc`)));
      if (missing.length) console.warn(`soffice not installed: ${missing.length} .doc file(s) not produced (${missing.map((m) => m.name).join(', ')})`);
    }
  }
  // Drop files of an older plan.
  for (const f of readdirSync(FILES)) if (!written.has(f)) rmSync(path.join(FILES, f));
  const bases = new Set([...written].map((w) => w.replace(/\.[a-z]+$/, '')));
  for (const f of readdirSync(EXPECTED)) if (!bases.has(f.replace(/\.json$/, ''))) rmSync(path.join(EXPECTED, f));
  console.log(`corpus: ${written.size} resumes in ${path.relative(process.cwd(), FILES)}`);
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
