/**
 * The third-party-template corpus: truth records (people.ts) rendered through templates the parser's authors did
 * not write: public JSON Resume themes (npm), LaTeX CV classes (Debian's TeX Live), and documents written by
 * LibreOffice (DOCX, DOC, PDF) from HTML templates in other styles (tables, sidebars, two columns, photos).
 *
 * Run by hand (CI never needs TeX or LibreOffice: the files are committed):
 *   cd api/corpus/thirdparty && npm install --ignore-scripts      # the themes, outside the workspaces
 *   apt-get install -y texlive-latex-extra texlive-plain-generic libreoffice-writer-nogui
 *   cd api && npx tsx corpus/thirdparty/generate.ts [--only FAMILY]
 * Families of kind 'html' are written here in the shapes of resume sites (no theme package needed).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';
import { chromium, type Browser } from 'playwright-core';
import { facePhoto } from '../gen/images.js';
import { FAMILIES, type Family } from './families.js';
import { readZipSafely } from '../../src/parser/extract/zip.js';
import { DEFAULT_LIMITS } from '../../src/parser/types.js';
import { htmlLines, pdfLines, pdfPageLines, yearsShown } from './printed.js';
import { europass, komacv, simplecv, tucv } from './texcv.js';
import { FONTAWESOME_STUB, jakeTex } from './yamlresume.js';
import { MONTHS, MONTHS_LONG, NOW, iso, makePerson, totalMonths, type Person, type YM } from './people.js';
import type { ResumeParse } from '../../src/parser/index.js';

const DIR = __dirname;
const FILES = path.join(DIR, 'files');
const EXPECTED = path.join(DIR, 'expected');
const PEOPLE = 36;
const PINNED = new Date(Date.UTC(NOW.y, NOW.m - 1, 1, 9));
const PHOTO = { width: 240, height: 300 };

/* ---------- truth ---------- */

type Shown = { yearOnly?: boolean };
const CANONICAL: Record<string, string> = { 'MS Excel': 'Excel' };

/** `printed`: per education entry, whether the rendered file prints its passing year (printed.ts); all when absent. */
function truth(p: Person, shown: Shown = {}, printed?: boolean[]): ResumeParse {
  const d = (a: YM) => (shown.yearOnly ? `${a.y}-01-01` : iso(a));
  const jobs = p.jobs.map((j) => ({ ...j, from: shown.yearOnly ? { y: j.from.y, m: 1 } : j.from, to: j.to === 'present' || !shown.yearOnly ? j.to : { y: j.to.y, m: 12 } }));
  const months = p.stated ? p.stated.years * 12 + p.stated.months : totalMonths(jobs);
  return {
    current_location: p.city,
    username: `${p.first} ${p.last}`,
    primary_mobile: p.phone,
    primary_email: p.email,
    secondary_email: '',
    exp_in_years: Math.floor(months / 12),
    exp_in_months: months % 12,
    ctc: p.ctc,
    notice_period: p.notice,
    profile_pic: '',
    exp_details: p.jobs.map((j) => ({ designation: j.title, company: j.company, from_date: d(j.from), to_date: j.to === 'present' ? ' Till Date' : d(j.to) })),
    education_details: p.education.map((e, i) => ({ university: e.institution, qualification: e.area ? `${e.qualification} in ${e.area}` : e.qualification, year_of_pass: e.year && (!printed || printed[i]) ? String(e.year) : '' })),
    // The catalogue's name for a skill printed under a synonym.
    primary_skills: p.skills.map((s) => CANONICAL[s] ?? s),
    secondary_skills: [],
  };
}

/* ---------- JSON Resume ---------- */

function jsonResume(p: Person, photo: string | null) {
  const ymd = (a: YM) => `${a.y}-${String(a.m).padStart(2, '0')}-01`;
  return {
    basics: {
      name: `${p.first} ${p.last}`,
      label: p.label,
      image: photo ?? '',
      email: p.emailShown,
      phone: p.phoneShown,
      summary: [p.summary, p.ctcNotice].filter(Boolean).join(' '),
      location: { city: p.city, region: p.region, countryCode: p.country },
      profiles: [{ network: 'LinkedIn', username: `${p.first.toLowerCase()}-${p.last.toLowerCase()}`, url: `https://linkedin.com/in/${p.first.toLowerCase()}-${p.last.toLowerCase()}` }],
    },
    work: p.jobs.map((j) => ({
      name: j.company,
      company: j.company,
      position: j.title,
      location: j.city,
      startDate: ymd(j.from),
      ...(j.to === 'present' ? {} : { endDate: ymd(j.to) }),
      summary: j.bullets[0],
      highlights: j.bullets.slice(1),
    })),
    education: p.education.map((e) => ({
      institution: e.institution,
      studyType: e.qualification,
      area: e.area,
      ...(e.from ? { startDate: `${e.from}-06-01` } : {}),
      ...(e.year ? { endDate: `${e.year}-05-01` } : {}),
      ...(e.score ? { score: e.score } : {}),
    })),
    skills: [{ name: 'Skills', keywords: p.skills }],
    languages: p.languages.map((l) => ({ language: l, fluency: 'Professional' })),
  };
}

async function renderTheme(theme: string, resume: unknown): Promise<string> {
  const mod = await import(`jsonresume-theme-${theme}`);
  const render = mod.render ?? mod.default?.render;
  return await render(resume);
}

/* ---------- LaTeX ---------- */

const tex = (s: string) => s.replace(/\\/g, '\\textbackslash{}').replace(/([&%$#_{}])/g, '\\$1').replace(/~/g, '\\~{}').replace(/\^/g, '\\^{}');
const mon = (a: YM) => `${MONTHS[a.m - 1]} ${a.y}`;
const monEnd = (a: YM | 'present', word = 'Present') => (a === 'present' ? word : mon(a));

function moderncv(p: Person, style: 'classic' | 'banking' | 'casual' | 'oldstyle' | 'fancy', photoFile: string | null): string {
  const L: string[] = [];
  L.push(`\\documentclass[11pt,a4paper,sans]{moderncv}`, `\\moderncvstyle{${style}}`, `\\moderncvcolor{${style === 'banking' ? 'black' : 'blue'}}`);
  L.push('\\usepackage[utf8]{inputenc}', '\\usepackage[scale=0.8]{geometry}');
  L.push(`\\name{${tex(p.first)}}{${tex(p.last)}}`, `\\title{${tex(p.label)}}`);
  L.push(`\\address{${tex(p.city)}}{${tex(p.region)}}{}`, `\\phone[mobile]{${tex(p.phoneShown)}}`, `\\email{${tex(p.emailShown)}}`);
  if (photoFile) L.push(`\\photo[64pt][0.4pt]{${photoFile}}`);
  L.push('\\begin{document}', '\\makecvtitle');
  L.push('\\section{Summary}', `\\cvitem{}{${tex([p.summary, p.ctcNotice].filter(Boolean).join(' '))}}`);
  L.push('\\section{Experience}');
  for (const j of p.jobs) L.push(`\\cventry{${mon(j.from)}--${monEnd(j.to)}}{${tex(j.title)}}{${tex(j.company)}}{${tex(j.city)}}{}{${tex(j.bullets.join(' '))}}`);
  L.push('\\section{Education}');
  for (const e of p.education) L.push(`\\cventry{${e.year ? (e.from ? `${e.from}--${e.year}` : e.year) : ''}}{${tex(e.qualification)}${e.area ? ` in ${tex(e.area)}` : ''}}{${tex(e.institution)}}{}{${tex(e.score)}}{}`);
  L.push('\\section{Skills}', `\\cvitem{}{${tex(p.skills.join(', '))}}`);
  L.push('\\section{Languages}', `\\cvitem{}{${tex(p.languages.join(', '))}}`);
  L.push('\\end{document}');
  return L.join('\n');
}

/** currvita: the classic German CV class, with dates in a left label column (\item[dates]). */
function currvita(p: Person, photoFile: string | null): string {
  const L: string[] = [];
  L.push('\\documentclass[a4paper,11pt]{article}', '\\usepackage[utf8]{inputenc}', '\\usepackage[T1]{fontenc}', '\\usepackage[margin=2.2cm]{geometry}', '\\usepackage{graphicx}', '\\usepackage[LabelsAligned]{currvita}', '\\pagestyle{empty}', '\\begin{document}');
  L.push(`\\begin{cv}{${tex(p.first)} ${tex(p.last)}}`);
  if (photoFile) L.push(`\\hfill\\includegraphics[width=2.5cm]{${photoFile}}\\par`);
  L.push('\\begin{cvlist}{Personal Details}', `\\item[Address] ${tex(p.city)}, ${tex(p.region)}`, `\\item[Phone] ${tex(p.phoneShown)}`, `\\item[E-mail] ${tex(p.emailShown)}`, '\\end{cvlist}');
  L.push('\\begin{cvlist}{Profile}', `\\item ${tex([p.summary, p.ctcNotice].filter(Boolean).join(' '))}`, '\\end{cvlist}');
  L.push('\\begin{cvlist}{Professional Experience}');
  for (const j of p.jobs) L.push(`\\item[${mon(j.from)} -- ${monEnd(j.to, 'today')}] \\textbf{${tex(j.title)}}, ${tex(j.company)}, ${tex(j.city)}\\\\ ${tex(j.bullets.join(' '))}`);
  L.push('\\end{cvlist}', '\\begin{cvlist}{Education}');
  for (const e of p.education) L.push(`\\item[${e.year ? (e.from ? `${e.from} -- ${e.year}` : e.year) : ''}] ${tex(e.qualification)}${e.area ? ` in ${tex(e.area)}` : ''}, ${tex(e.institution)}${e.score ? ` (${tex(e.score)})` : ''}`);
  L.push('\\end{cvlist}', '\\begin{cvlist}{Skills}', `\\item ${tex(p.skills.join(', '))}`, '\\end{cvlist}');
  L.push('\\begin{cvlist}{Languages}', `\\item ${tex(p.languages.join(', '))}`, '\\end{cvlist}', '\\end{cv}', '\\end{document}');
  return L.join('\n');
}

/** A two-column article with a shaded sidebar (paracol): contact, skills and education left, experience right. */
function paracolCv(p: Person, photoFile: string | null): string {
  const L: string[] = [];
  L.push('\\documentclass[10pt,a4paper]{article}', '\\usepackage[utf8]{inputenc}', '\\usepackage[T1]{fontenc}', '\\usepackage[margin=1.5cm]{geometry}', '\\usepackage{paracol,graphicx,xcolor}', '\\setlength{\\parindent}{0pt}', '\\pagestyle{empty}', '\\setcolumnwidth{0.3\\textwidth}');
  L.push('\\newcommand{\\sect}[1]{\\vspace{6pt}{\\large\\bfseries\\MakeUppercase{#1}}\\par\\vspace{2pt}\\hrule\\vspace{4pt}}');
  L.push('\\begin{document}', '\\begin{paracol}{2}');
  if (photoFile) L.push(`\\includegraphics[width=2.8cm]{${photoFile}}\\par\\vspace{6pt}`);
  L.push('\\sect{Contact}', `${tex(p.emailShown)}\\par ${tex(p.phoneShown)}\\par ${tex(p.city)}, ${tex(p.region)}\\par`);
  L.push('\\sect{Skills}', p.skills.map(tex).join('\\par ') + '\\par');
  L.push('\\sect{Education}');
  for (const e of p.education) L.push(`\\textbf{${tex(e.qualification)}${e.area ? ` in ${tex(e.area)}` : ''}}\\par ${tex(e.institution)}\\par ${e.year ?? ''}\\par\\vspace{4pt}`);
  L.push('\\sect{Languages}', p.languages.join(', ') + '\\par');
  L.push('\\switchcolumn');
  L.push(`{\\Huge\\bfseries ${tex(p.first)} ${tex(p.last)}}\\par\\vspace{2pt}{\\large ${tex(p.label)}}\\par`);
  L.push('\\sect{Profile}', tex([p.summary, p.ctcNotice].filter(Boolean).join(' ')) + '\\par');
  L.push('\\sect{Work Experience}');
  for (const j of p.jobs) {
    L.push(`\\textbf{${tex(j.title)}}\\hfill ${MONTHS_LONG[j.from.m - 1]} ${j.from.y} -- ${j.to === 'present' ? 'Present' : `${MONTHS_LONG[j.to.m - 1]} ${j.to.y}`}\\par`, `\\textit{${tex(j.company)}, ${tex(j.city)}}\\par`);
    L.push('\\begin{itemize}\\setlength\\itemsep{0pt}', ...j.bullets.map((b) => `\\item ${tex(b)}`), '\\end{itemize}');
  }
  L.push('\\end{paracol}', '\\end{document}');
  return L.join('\n');
}

function pdflatex(source: string, photo: Buffer | null): Buffer {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cvtex-'));
  try {
    writeFileSync(path.join(dir, 'cv.tex'), source);
    // moderncv's default icons need Font Awesome 5 (texlive-fonts-extra, 500 MB): use its letter icons instead.
    writeFileSync(path.join(dir, 'moderncviconsawesome.sty'), '\\ProvidesPackage{moderncviconsawesome}\\RequirePackage{moderncviconsletters}\n');
    writeFileSync(path.join(dir, 'fontawesome5.sty'), FONTAWESOME_STUB);
    if (photo) writeFileSync(path.join(dir, 'photo.jpg'), photo);
    execFileSync('pdflatex', ['-interaction=nonstopmode', '-halt-on-error', 'cv.tex'], { cwd: dir, stdio: 'pipe', maxBuffer: 1 << 24, env: { ...process.env, SOURCE_DATE_EPOCH: '1748736000', FORCE_SOURCE_DATE: '1' } });
    return readFileSync(path.join(dir, 'cv.pdf'));
  } catch (e) {
    const log = existsSync(path.join(dir, 'cv.log')) ? readFileSync(path.join(dir, 'cv.log'), 'utf8') : '';
    throw new Error(`pdflatex failed: ${log.split('\n').filter((l) => l.startsWith('!')).slice(0, 3).join(' / ') || (e as Error).message}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/* ---------- LibreOffice (HTML templates in office-document styles) ---------- */

const h = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const dash = (a: YM) => `${MONTHS[a.m - 1]}-${a.y}`;

/** Word "table" template: label/value personal table, education as a grid with Board/Year/Percentage columns. */
function officeTable(p: Person): string {
  const rows = p.education
    .map((e) => `<tr><td>${h(e.qualification)}${e.area ? ` (${h(e.area)})` : ''}</td><td>${h(e.institution)}</td><td>${e.year ?? ''}</td><td>${h(e.score)}</td></tr>`)
    .join('');
  const jobs = p.jobs
    .map(
      (j) =>
        `<tr><td width="22%"><b>${dash(j.from)} – ${j.to === 'present' ? 'Till Date' : dash(j.to)}</b></td><td><b>${h(j.company)}</b>, ${h(j.city)}<br/>Designation: ${h(j.title)}<ul>${j.bullets.map((b) => `<li>${h(b)}</li>`).join('')}</ul></td></tr>`,
    )
    .join('');
  return `<html><head><meta charset="utf-8"><style>body{font-family:Arial;font-size:10pt} h2{background:#dde;font-size:11pt;margin:8pt 0 4pt} td{vertical-align:top;padding:2pt}</style></head><body>
<p align="center"><font size="5"><b>${h(p.first.toUpperCase())} ${h(p.last.toUpperCase())}</b></font><br/>${h(p.label)}</p>
<table width="100%" border="1" cellspacing="0"><tr><td>E-mail: ${h(p.emailShown)}</td><td>Mobile: ${h(p.phoneShown)}</td><td>${h(p.city)}, ${h(p.region)}</td></tr></table>
<h2>CAREER OBJECTIVE</h2><p>${h(p.summary)}</p>
${p.ctcNotice ? `<p>${h(p.ctcNotice)}</p>` : ''}
<h2>PROFESSIONAL EXPERIENCE</h2><table width="100%" cellspacing="0">${jobs}</table>
<h2>EDUCATIONAL QUALIFICATIONS</h2><table width="100%" border="1" cellspacing="0"><tr><th>Qualification</th><th>Board / University</th><th>Year</th><th>Percentage</th></tr>${rows}</table>
<h2>KEY SKILLS</h2><ul>${p.skills.map((s) => `<li>${h(s)}</li>`).join('')}</ul>
<h2>LANGUAGES KNOWN</h2><p>${p.languages.join(', ')}</p>
<h2>DECLARATION</h2><p>I hereby declare that the above information is true to the best of my knowledge.</p><p>Place: ${h(p.city)}</p>
</body></html>`;
}

/** Two-column template: a shaded sidebar table cell (photo, contact, skills, education) beside the main column. */
function officeSidebar(p: Person, photoData: string | null, sidebarRight: boolean): string {
  const side = `<td width="32%" bgcolor="#24384f" style="color:#ffffff;vertical-align:top;padding:8pt">
${photoData ? `<p><img src="${photoData}" width="110" height="130"/></p>` : ''}
<p><b>CONTACT</b></p><p>${h(p.phoneShown)}</p><p>${h(p.emailShown)}</p><p>${h(p.city)}, ${h(p.region)}</p>
<p><b>SKILLS</b></p>${p.skills.map((s) => `<p>${h(s)}</p>`).join('')}
<p><b>EDUCATION</b></p>${p.education.map((e) => `<p><b>${h(e.qualification)}${e.area ? ` in ${h(e.area)}` : ''}</b><br/>${h(e.institution)}${e.year ? `<br/>${e.year}` : ''}</p>`).join('')}
<p><b>LANGUAGES</b></p><p>${p.languages.join(', ')}</p></td>`;
  const main = `<td style="vertical-align:top;padding:8pt">
<p><font size="6"><b>${h(p.first)} ${h(p.last)}</b></font></p><p><font size="4">${h(p.label)}</font></p>
<p><b>PROFILE</b></p><p>${h([p.summary, p.ctcNotice].filter(Boolean).join(' '))}</p>
<p><b>EXPERIENCE</b></p>${p.jobs
    .map(
      (j) =>
        `<p><b>${h(j.title)}</b><br/>${h(j.company)} | ${MONTHS[j.from.m - 1]} ${j.from.y} - ${j.to === 'present' ? 'Present' : `${MONTHS[j.to.m - 1]} ${j.to.y}`}</p><ul>${j.bullets.map((b) => `<li>${h(b)}</li>`).join('')}</ul>`,
    )
    .join('')}</td>`;
  return `<html><head><meta charset="utf-8"><style>body{font-family:Liberation Sans,Arial;font-size:10pt}</style></head><body>
<table width="100%" cellspacing="0" cellpadding="0"><tr>${sidebarRight ? main + side : side + main}</tr></table></body></html>`;
}

/** Fresher-style Word template: education first, as a grid with Degree | Institute | Year | Score columns, experience after it. */
function officeEduFirst(p: Person): string {
  const rows = p.education
    .map((e) => `<tr><td>${h(e.qualification)}${e.area ? ` – ${h(e.area)}` : ''}</td><td>${h(e.institution)}</td><td align="center">${e.year ?? '–'}</td><td align="center">${h(e.score) || '–'}</td></tr>`)
    .join('');
  const jobs = p.jobs
    .map(
      (j) =>
        `<p><b>${h(j.company)}</b>, ${h(j.city)} — <i>${h(j.title)}</i><br/>${MONTHS_LONG[j.from.m - 1]} ${j.from.y} to ${j.to === 'present' ? 'Present' : `${MONTHS_LONG[j.to.m - 1]} ${j.to.y}`}</p><ul>${j.bullets.map((b) => `<li>${h(b)}</li>`).join('')}</ul>`,
    )
    .join('');
  return `<html><head><meta charset="utf-8"><style>body{font-family:Liberation Serif,Times New Roman;font-size:11pt} h3{border-bottom:1px solid #000;font-size:12pt;margin:10pt 0 4pt} th{background:#ddd} td,th{padding:2pt 4pt}</style></head><body>
<table width="100%"><tr><td align="center"><font size="5"><b>${h(p.first)} ${h(p.last)}</b></font><br/>${h(p.city)}, ${h(p.region)} · ${h(p.phoneShown)} · ${h(p.emailShown)}</td></tr></table>
<h3>Objective</h3><p>${h([p.summary, p.ctcNotice].filter(Boolean).join(' '))}</p>
<h3>Academic Profile</h3><table width="100%" border="1" cellspacing="0"><tr><th>Degree</th><th>Institute</th><th>Year</th><th>Score</th></tr>${rows}</table>
<h3>Work Experience</h3>${jobs}
<h3>Technical Skills</h3><p>${p.skills.map(h).join(' | ')}</p>
<h3>Languages</h3><p>${p.languages.join(', ')}</p>
</body></html>`;
}

/** Compact Word template: one line per degree ("B.Tech (Computer Science), Institute, 2015, CGPA 8.1") with the courses taken under it. */
function officeOneLine(p: Person, photoData: string | null): string {
  const courses = ['Core subjects', 'Project work', 'Electives'];
  const edu = p.education
    .map((e) => {
      const parts = [`<b>${h(e.qualification)}${e.area ? ` (${h(e.area)})` : ''}</b>`, h(e.institution), e.year ? String(e.year) : '', h(e.score)].filter(Boolean);
      const list = e.school ? '' : `<ul><li>Relevant coursework: ${h(e.area || e.qualification)} fundamentals, ${courses[p.id % 3]}, Communication Skills</li></ul>`;
      return `<p>${parts.join(', ')}</p>${list}`;
    })
    .join('');
  const jobs = p.jobs
    .map((j) => `<p><b>${h(j.title)}</b>, ${h(j.company)}, ${h(j.city)} (${MONTHS[j.from.m - 1]} ${j.from.y} – ${j.to === 'present' ? 'Present' : `${MONTHS[j.to.m - 1]} ${j.to.y}`})</p><ul>${j.bullets.map((b) => `<li>${h(b)}</li>`).join('')}</ul>`)
    .join('');
  return `<html><head><meta charset="utf-8"><style>body{font-family:Liberation Sans,Arial;font-size:10pt} h3{color:#1f4e79;font-size:11pt;margin:8pt 0 2pt;text-transform:uppercase}</style></head><body>
<table width="100%"><tr><td><font size="5"><b>${h(p.first)} ${h(p.last)}</b></font><br/>${h(p.label)}<br/>${h(p.emailShown)} | ${h(p.phoneShown)} | ${h(p.city)}</td>${photoData ? `<td align="right"><img src="${photoData}" width="90" height="112"/></td>` : ''}</tr></table>
<h3>Summary</h3><p>${h([p.summary, p.ctcNotice].filter(Boolean).join(' '))}</p>
<h3>Education</h3>${edu}
<h3>Employment History</h3>${jobs}
<h3>Skills</h3><p>${p.skills.map(h).join(', ')}</p>
<h3>Languages</h3><p>${p.languages.join(', ')}</p>
</body></html>`;
}

/* ---------- HTML in the shapes of resume sites ---------- */

const htmlPage = (title: string, css: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${h(title)}</title><style>body{font-family:Helvetica,Arial,sans-serif;font-size:10.5pt;color:#222;max-width:820px;margin:0 auto}${css}</style></head><body>${body}</body></html>`;

/** A resume site's definition-list page: every section a <dl>, the institution or company the term, the rest its descriptions. */
function htmlDl(p: Person, photoData: string | null): string {
  const edu = p.education
    .map((e) => `<dt>${h(e.institution)}</dt><dd class="what">${h(e.area || e.qualification)}${e.area ? `, ${h(e.qualification)}` : ''}</dd>${e.year ? `<dd class="when">${e.from ? `${e.from}–` : 'Class of '}${e.year}</dd>` : ''}${e.score ? `<dd>${h(e.score)}</dd>` : ''}`)
    .join('');
  const jobs = p.jobs
    .map((j) => `<dt>${h(j.company)}</dt><dd class="what">${h(j.title)} · ${h(j.city)}</dd><dd class="when">${MONTHS[j.from.m - 1]} ${j.from.y} – ${j.to === 'present' ? 'Now' : `${MONTHS[j.to.m - 1]} ${j.to.y}`}</dd>${j.bullets.map((b) => `<dd>${h(b)}</dd>`).join('')}`)
    .join('');
  return htmlPage(
    `${p.first} ${p.last}`,
    'dt{font-weight:bold;margin-top:8px} dd{margin-left:16px} .what{font-style:italic} .when{color:#777} h2{font-size:13pt;border-bottom:2px solid #999;margin-top:14px} img{float:right}',
    `<header>${photoData ? `<img src="${photoData}" width="96" height="120" alt="">` : ''}<h1>${h(p.first)} ${h(p.last)}</h1><p>${h(p.label)}</p>
<dl class="contact"><dt>Email</dt><dd>${h(p.emailShown)}</dd><dt>Phone</dt><dd>${h(p.phoneShown)}</dd><dt>Location</dt><dd>${h(p.city)}, ${h(p.region)}</dd></dl></header>
<h2>About</h2><p>${h([p.summary, p.ctcNotice].filter(Boolean).join(' '))}</p>
<h2>Education</h2><dl>${edu}</dl>
<h2>Experience</h2><dl>${jobs}</dl>
<h2>Skills</h2><ul>${p.skills.map((s) => `<li>${h(s)}</li>`).join('')}</ul>
<h2>Languages</h2><p>${p.languages.join(' · ')}</p>`,
  );
}

/** A resume site's two-column grid: dates in a narrow left column, the entry (title, place, details) on the right. */
function htmlGrid(p: Person, photoData: string | null): string {
  const row = (left: string, right: string) => `<div class="row"><div class="l">${left}</div><div class="r">${right}</div></div>`;
  const edu = p.education
    .map((e) => row(e.year ? (e.from ? `${MONTHS[5]} ${e.from} –<br>${MONTHS[4]} ${e.year}` : String(e.year)) : '', `<b>${h(e.qualification)}</b>${e.area ? `, ${h(e.area)}` : ''}<br><span class="org">${h(e.institution)}</span>${e.score ? `<br><small>${h(e.score)}</small>` : ''}`))
    .join('');
  const jobs = p.jobs
    .map((j) => row(`${MONTHS[j.from.m - 1]} ${j.from.y} –<br>${j.to === 'present' ? 'Present' : `${MONTHS[j.to.m - 1]} ${j.to.y}`}`, `<b>${h(j.title)}</b><br><span class="org">${h(j.company)}, ${h(j.city)}</span><ul>${j.bullets.map((b) => `<li>${h(b)}</li>`).join('')}</ul>`))
    .join('');
  return htmlPage(
    `${p.first} ${p.last}`,
    '.row{display:grid;grid-template-columns:150px 1fr;gap:16px;margin:6px 0} .l{color:#666;text-align:right} .org{color:#245} h2{font-size:12pt;text-transform:uppercase;letter-spacing:1px;margin:14px 0 4px;padding-left:166px} .head{display:flex;gap:16px;align-items:center}',
    `<div class="head">${photoData ? `<img src="${photoData}" width="100" height="125" alt="">` : ''}<div><h1>${h(p.first)} ${h(p.last)}</h1><p>${h(p.label)} — ${h(p.city)}, ${h(p.region)}</p><p>${h(p.emailShown)} · ${h(p.phoneShown)}</p></div></div>
<h2>Profile</h2>${row('', h([p.summary, p.ctcNotice].filter(Boolean).join(' ')))}
<h2>Experience</h2>${jobs}
<h2>Education</h2>${edu}
<h2>Skills</h2>${row('', p.skills.map(h).join(', '))}
<h2>Languages</h2>${row('', p.languages.join(', '))}`,
  );
}

/** A resume site's page with section titles in a left column beside their entries, dates set flush right of each entry. */
function htmlSideHeads(p: Person, photoData: string | null): string {
  const sec = (title: string, body: string) => `<section><h2>${h(title)}</h2><div class="body">${body}</div></section>`;
  const line = (left: string, right: string) => `<div class="line"><span>${left}</span> <span class="date">${right}</span></div>`;
  const edu = p.education
    .map((e) => `<div class="entry">${line(`<b>${h(e.institution)}</b>`, e.year ? (e.from ? `${e.from} — ${e.year}` : String(e.year)) : '')}<div>${h(e.qualification)}${e.area ? ` · ${h(e.area)}` : ''}${e.score ? ` · ${h(e.score)}` : ''}</div></div>`)
    .join('');
  const jobs = p.jobs
    .map((j) => `<div class="entry">${line(`<b>${h(j.company)}</b> — ${h(j.title)}`, `${MONTHS[j.from.m - 1]} ${j.from.y} — ${j.to === 'present' ? 'Present' : `${MONTHS[j.to.m - 1]} ${j.to.y}`}`)}<div class="where">${h(j.city)}</div><ul>${j.bullets.map((b) => `<li>${h(b)}</li>`).join('')}</ul></div>`)
    .join('');
  return htmlPage(
    `${p.first} ${p.last}`,
    'section{display:flex;gap:20px;margin:12px 0;border-top:1px solid #ccc;padding-top:8px} h2{width:120px;flex:none;font-size:11pt;margin:0;color:#555} .body{flex:1} .line{display:flex;justify-content:space-between} .date{color:#666} .entry{margin-bottom:8px} .where{color:#777;font-size:9.5pt} header{display:flex;justify-content:space-between;align-items:center}',
    `<header><div><h1>${h(p.first)} ${h(p.last)}</h1><p>${h(p.label)}</p><p>${h(p.emailShown)} · ${h(p.phoneShown)} · ${h(p.city)}, ${h(p.region)}</p></div>${photoData ? `<img src="${photoData}" width="96" height="120" alt="">` : ''}</header>
${sec('Summary', `<p>${h([p.summary, p.ctcNotice].filter(Boolean).join(' '))}</p>`)}
${sec('Experience', jobs)}
${sec('Education', edu)}
${sec('Skills', `<p>${p.skills.map(h).join(', ')}</p>`)}
${sec('Languages', `<p>${p.languages.join(', ')}</p>`)}`,
  );
}

/**
 * Font Awesome (the npm package's solid webfont, embedded as a data: URL so a printed PDF carries it) and the rules of
 * the icons a resume page uses; the glyphs are drawn from the font's private-use code points, as the package's CSS does.
 */
const ICONS: Record<string, string> = { user: 'f007', phone: 'f095', briefcase: 'f0b1', envelope: 'f0e0', code: 'f121', 'graduation-cap': 'f19d', language: 'f1ab', 'location-dot': 'f3c5', calendar: 'f133' };
let iconCss = '';
function fontAwesomeCss(): string {
  if (iconCss) return iconCss;
  const font = readFileSync(path.join(DIR, 'node_modules/@fortawesome/fontawesome-free/webfonts/fa-solid-900.woff2')).toString('base64');
  iconCss =
    `@font-face{font-family:"Font Awesome 7 Free";font-style:normal;font-weight:900;font-display:block;src:url(data:font/woff2;base64,${font}) format("woff2")}` +
    '.fa-solid{font-family:"Font Awesome 7 Free";font-weight:900;font-style:normal;display:inline-block;width:1.25em;text-align:center;line-height:1}' +
    '.fa-solid::before{content:var(--fa)}' +
    Object.entries(ICONS).map(([name, code]) => `.fa-${name}{--fa:"\\${code}"}`).join('');
  return iconCss;
}
const icon = (name: keyof typeof ICONS) => `<i class="fa-solid fa-${name}"></i>`;

/** A personal site's page whose section titles and contact lines are led by Font Awesome icons. */
function htmlIcons(p: Person, photoData: string | null): string {
  // The icon beside the title: inline, one size up and lowered (fa-lg), white in a round badge, or before small grey
  // letter-spaced capitals (Chromium's PDF then prints the title letter by letter, kerned pairs together).
  const look = Math.floor(p.id / 3) % 4;
  // One size up, the icon is set apart by its margin, not by a space.
  const sp = look === 1 ? '' : ' ';
  const sec = (ic: keyof typeof ICONS, title: string, body: string) => `<h2>${look === 2 ? `<span class="badge">${icon(ic)}</span>` : icon(ic)}${sp}${h(title)}</h2>${body}`;
  const span = (a: YM, b: YM | 'present') => `${MONTHS[a.m - 1]} ${a.y} – ${b === 'present' ? 'Present' : `${MONTHS[b.m - 1]} ${b.y}`}`;
  const jobs = p.jobs
    .map((j) => `<div class="entry"><div class="top"><b>${h(j.title)}</b> <span class="when">${icon('calendar')} ${span(j.from, j.to)}</span></div><div class="org">${h(j.company)}, ${h(j.city)}</div><ul>${j.bullets.map((b) => `<li>${h(b)}</li>`).join('')}</ul></div>`)
    .join('');
  const edu = p.education
    .map((e) => `<div class="entry"><div class="top"><b>${h(e.qualification)}${e.area ? ` in ${h(e.area)}` : ''}</b>${e.year ? ` <span class="when">${e.from ? `${e.from} – ` : ''}${e.year}</span>` : ''}</div><div class="org">${h(e.institution)}${e.score ? ` · ${h(e.score)}` : ''}</div></div>`)
    .join('');
  return htmlPage(
    `${p.first} ${p.last}`,
    `${fontAwesomeCss()} header{display:flex;gap:18px;align-items:center;border-bottom:3px solid #2a6;padding-bottom:8px} header h1{margin:0;font-size:22pt} .contact{list-style:none;padding:0;margin:6px 0 0} .contact li{margin:2px 0} .contact .fa-solid{color:#2a6} h2{font-size:13pt;color:#185;margin:14px 0 4px} h2 .fa-solid{color:#2a6} ${look === 1 ? 'h2 .fa-solid,.contact .fa-solid{font-size:1.33em;vertical-align:-0.07em;margin-right:6px}' : ''} ${look === 2 ? 'h2{display:flex;align-items:center;gap:6px;text-transform:uppercase;letter-spacing:1px} .badge{display:inline-flex;width:24px;height:24px;border-radius:50%;background:#2a6;align-items:center;justify-content:center} .badge .fa-solid{color:#fff;font-size:11px}' : ''} ${look === 3 ? 'h2{font-size:9pt;font-weight:normal;color:#888;text-transform:uppercase;letter-spacing:2px} h2 .fa-solid{color:#888}' : ''} .top{display:flex;justify-content:space-between} .when{color:#666} .org{color:#345} .entry{margin-bottom:8px} .entry ul{margin:2px 0 0}`,
    `<header>${photoData ? `<img src="${photoData}" width="96" height="120" alt="">` : ''}<div><h1>${h(p.first)} ${h(p.last)}</h1><div>${h(p.label)}</div>
<ul class="contact"><li>${icon('phone')}${sp}${h(p.phoneShown)}</li><li>${icon('envelope')}${sp}${h(p.emailShown)}</li><li>${icon('location-dot')}${sp}${h(p.city)}, ${h(p.region)}</li></ul></div></header>
${sec('user', 'Profile', `<p>${h([p.summary, p.ctcNotice].filter(Boolean).join(' '))}</p>`)}
${sec('briefcase', 'Experience', jobs)}
${sec('graduation-cap', 'Education', edu)}
${sec('code', 'Skills', `<p>${p.skills.map(h).join(' · ')}</p>`)}
${sec('language', 'Languages', `<p>${p.languages.join(', ')}</p>`)}`,
  );
}

/**
 * A Word template with a banner row (name and title) over two columns: the main column left (profile, employment)
 * and a narrower shaded sidebar right (photo, contact, skills, education, languages), all one table.
 */
function officeRightBar(p: Person, photoData: string | null): string {
  // The sidebar's titles: in capitals one size up, or (every third person) as plain bold words in the text's size,
  // with the education before the skills.
  const plain = p.id % 9 === 1;
  // Every third other person's sidebar is set loosely (a larger photo, the skills one to a paragraph): it runs onto a
  // second page, under nothing of the main column.
  const loose = p.id % 9 === 4;
  const side = (title: string, body: string) => `<p class="st">${h(plain ? title : title.toUpperCase())}</p>${body}`;
  const jobs = p.jobs
    .map((j) => `<p class="jt"><b>${h(j.title)}</b></p><p class="jc">${h(j.company)}, ${h(j.city)}<br/><i>${MONTHS_LONG[j.from.m - 1]} ${j.from.y} – ${j.to === 'present' ? 'Present' : `${MONTHS_LONG[j.to.m - 1]} ${j.to.y}`}</i></p><ul>${j.bullets.map((b) => `<li>${h(b)}</li>`).join('')}</ul>`)
    .join('');
  const edu = p.education
    .map((e) => `<p class="ed"><b>${h(e.qualification)}${e.area ? `, ${h(e.area)}` : ''}</b><br/>${h(e.institution)}${e.year ? `<br/>${e.from ? `${e.from} – ` : ''}${e.year}` : ''}${e.score ? `<br/>${h(e.score)}` : ''}</p>`)
    .join('');
  return `<html><head><meta charset="utf-8"><style>body{font-family:Liberation Sans,Arial;font-size:10pt} h2{font-size:12pt;color:#234;border-bottom:1px solid #234;margin:10pt 0 4pt} .st{font-size:${plain ? '10pt' : '10.5pt'};font-weight:bold;color:#234;margin:${plain ? '6pt' : '10pt'} 0 3pt} .jt{margin:6pt 0 0} .jc{margin:0} .ed{margin:0 0 ${loose ? '14pt' : '5pt'}} .sk{margin:0 0 12pt} td{vertical-align:top}</style></head><body>
<table width="100%" cellspacing="0" cellpadding="6">
<tr><td colspan="2"><font size="6"><b>${h(p.first)} ${h(p.last)}</b></font><br/>${h(p.label)}</td></tr>
<tr><td width="64%">
<h2>Profile</h2><p>${h([p.summary, p.ctcNotice].filter(Boolean).join(' '))}</p>
<h2>Employment</h2>${jobs}
</td><td width="36%" bgcolor="#e8eef4">
${photoData ? `<p align="center"><img src="${photoData}" width="${loose ? 160 : 100}" height="${loose ? 200 : 125}"/></p>` : ''}
${side('Contact', `<p>Phone: ${h(p.phoneShown)}<br/>E-mail: ${h(p.emailShown)}<br/>${h(p.city)}, ${h(p.region)}</p>`)}
${plain ? side('Education', edu) : ''}
${side('Skills', loose ? p.skills.map((k) => `<p class="sk">${h(k)}</p>`).join('') : `<p>${p.skills.map(h).join('<br/>')}</p>`)}
${plain ? '' : side('Education', edu)}
${side('Languages', `<p>${p.languages.join(', ')}</p>`)}
</td></tr></table>
</body></html>`;
}

function soffice(input: string, outDir: string, filter: string, infilter?: string): void {
  execFileSync('soffice', ['--headless', '--norestore', ...(infilter ? [`--infilter=${infilter}`] : []), '--convert-to', filter, '--outdir', outDir, input], { stdio: 'pipe', timeout: 120_000 });
}

/* ---------- main ---------- */

async function htmlToPdf(browser: Browser, html: string): Promise<Buffer> {
  const page = await browser.newPage();
  try {
    await page.setContent(html, { waitUntil: 'load' });
    return await page.pdf({ format: 'A4', printBackground: true, margin: { top: '12mm', bottom: '12mm', left: '10mm', right: '10mm' } });
  } finally {
    await page.close();
  }
}

type Item = { file: string; format: string; family: string; has_photo: boolean; data: ResumeParse };

/* ---------- what a rendered file really holds ---------- */

/** Character references as an HTML reader decodes them in an attribute ('&#x2F;' is '/'). */
const decodeRefs = (s: string) =>
  s.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(amp|quot|apos|lt|gt));/gi, (_, hex: string, dec: string, name: string) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : dec ? String.fromCodePoint(Number(dec)) : ({ amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' } as Record<string, string>)[name.toLowerCase()],
  );

/** An HTML file shows the photo when one of its <img> sources, decoded, is the photo's data URI. */
export function htmlShowsPhoto(html: string, photoData: string): boolean {
  const head = photoData.slice(0, 200);
  for (const m of html.matchAll(/<img\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) if (decodeRefs(m[1] ?? m[2]).startsWith(head)) return true;
  return false;
}

/** A PDF shows the photo when it embeds an image XObject of the photo's pixel size. */
export async function pdfShowsPhoto(bytes: Buffer, size: { width: number; height: number }): Promise<boolean> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  for (const [, obj] of pdf.context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFRawStream) || obj.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    const w = obj.dict.get(PDFName.of('Width'));
    const h = obj.dict.get(PDFName.of('Height'));
    if (w instanceof PDFNumber && h instanceof PDFNumber && w.asNumber() === size.width && h.asNumber() === size.height) return true;
  }
  return false;
}

/** The HTML a theme or page family writes for a person, with the photo left out when the family does not show it. */
async function pageHtml(fam: Family, p: Person, photoData: string | null): Promise<string> {
  const pages: Record<string, () => string> = { 'html-dl': () => htmlDl(p, photoData), 'html-sidehead': () => htmlSideHeads(p, photoData), 'html-icons': () => htmlIcons(p, photoData) };
  const html = fam.kind === 'html' ? (pages[fam.name] ?? (() => htmlGrid(p, photoData)))() : await renderTheme(fam.theme!, jsonResume(p, photoData));
  return !photoData || html.includes(photoData.slice(0, 200)) ? html : html.split(photoData).join('');
}

/** A Word document shows the photo when it holds an image of the photo's pixel size (DOCX: a part under word/media). */
async function docxShowsPhoto(bytes: Buffer, size: { width: number; height: number }): Promise<boolean> {
  const sharp = (await import('sharp')).default;
  for (const data of (await readZipSafely(bytes, DEFAULT_LIMITS, (name) => name.startsWith('word/media/'))).values()) {
    const m = await sharp(data).metadata().catch(() => null);
    if (m?.width === size.width && m?.height === size.height) return true;
  }
  return false;
}

async function main() {
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : '';
  mkdirSync(FILES, { recursive: true });
  mkdirSync(EXPECTED, { recursive: true });
  const people = Array.from({ length: PEOPLE }, (_, i) => makePerson(i + 1));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  const items: Item[] = [];
  const force = process.argv.includes('--force');
  // Rendering is slow (LibreOffice, TeX): files already there are kept unless --force; their truth is rewritten.
  const have = (name: string) => !force && existsSync(path.join(FILES, name));
  const write = async (name: string, bytes: Buffer | string | null, fam: Family, p: Person, hasPhoto: boolean, shown: Shown = {}, printed?: boolean[]) => {
    const exp = { file: name, format: path.extname(name).slice(1), layout: fam.name, family: fam.name, part: fam.part, has_photo: hasPhoto, now: `${NOW.y}-${String(NOW.m).padStart(2, '0')}-01`, data: truth(p, shown, printed) };
    writeFileSync(path.join(EXPECTED, name.replace(/\.([a-z]+)$/, '.$1.json')), JSON.stringify(exp, null, 2) + '\n');
    items.push({ file: name, format: exp.format, family: fam.name, has_photo: hasPhoto, data: exp.data });
    if (bytes === null) return;
    // A PDF's creation date is the date the parser reads 'Present' at: pin it to the corpus date.
    if (name.endsWith('.pdf')) {
      const pdf = await PDFDocument.load(bytes as Buffer, { updateMetadata: false });
      pdf.setCreationDate(PINNED);
      pdf.setModificationDate(PINNED);
      bytes = Buffer.from(await pdf.save());
    }
    writeFileSync(path.join(FILES, name), bytes);
  };
  try {
    for (const p of people) {
      const photo = p.photo ? await facePhoto(PHOTO.width, PHOTO.height, 9000 + p.id, 'jpg') : null;
      const photoData = photo ? `data:image/jpeg;base64,${photo.toString('base64')}` : null;
      const base = `${String(p.id).padStart(3, '0')}-${p.profession}`;
      for (const fam of FAMILIES.filter((f) => f.people(p.id) && (!only || f.name === only))) {
        const stem = `${base}-${fam.name}`;
        if (fam.kind === 'theme' || fam.kind === 'html') {
          const htmlNoPhoto = await pageHtml(fam, p, photoData);
          // The label is what the written file holds (a theme may escape the data URI, '&#x2F;' for '/').
          // So is an education entry's year: a theme may print an entry's dates only when it has a start date.
          if (fam.formats.includes('html')) await write(`${stem}.html`, htmlNoPhoto, fam, p, !!photoData && htmlShowsPhoto(htmlNoPhoto, photoData), fam.shown, yearsShown(htmlLines(htmlNoPhoto), p.education));
          if (fam.formats.includes('pdf')) {
            const pdf = have(`${stem}.pdf`) ? readFileSync(path.join(FILES, `${stem}.pdf`)) : await htmlToPdf(browser, htmlNoPhoto);
            await write(`${stem}.pdf`, have(`${stem}.pdf`) ? null : pdf, fam, p, !!photo && (await pdfShowsPhoto(pdf, PHOTO)), fam.shown, yearsShown(await pdfLines(pdf), p.education));
          }
        } else if (fam.name === 'tex-yamlresume-jake') {
          // The template prints an entry's dates only when it has a start date: a school row's passing year is not shown.
          await write(`${stem}.pdf`, have(`${stem}.pdf`) ? null : pdflatex(await jakeTex(p), null), fam, p, false, fam.shown, p.education.map((e) => !!e.from));
        } else if (fam.kind === 'tex') {
          const pf = photo ? 'photo.jpg' : null;
          const classes: Record<string, () => string> = {
            'tex-currvita': () => currvita(p, pf),
            'tex-paracol': () => paracolCv(p, pf),
            'tex-europass': () => europass(p, pf),
            'tex-komacv': () => komacv(p, pf),
            'tex-simplecv': () => simplecv(p),
            'tex-tucv': () => tucv(p),
          };
          const src = (classes[fam.name] ?? (() => moderncv(p, fam.style as 'classic', pf)))();
          // moderncv's banking header has no place for the photo, nor have simplecv's and tucv's: it is not printed.
          const printsPhoto = fam.style !== 'banking' && fam.name !== 'tex-simplecv' && fam.name !== 'tex-tucv';
          await write(`${stem}.pdf`, have(`${stem}.pdf`) ? null : pdflatex(src, photo), fam, p, !!photo && printsPhoto);
        } else {
          // A family converted from another family's HTML takes the source's page and its printed years.
          const source = fam.from ? FAMILIES.find((f) => f.name === fam.from)! : null;
          const html = source
            ? await pageHtml(source, p, photoData)
            : fam.name === 'lo-table'
              ? officeTable(p)
              : fam.name === 'lo-edufirst'
                ? officeEduFirst(p)
                : fam.name === 'lo-oneline'
                  ? officeOneLine(p, photoData)
                  : fam.name === 'lo-rightbar'
                    ? officeRightBar(p, photoData)
                    : officeSidebar(p, photoData, fam.name === 'lo-twocol');
          // Through the PDF: the source's page printed by Chromium, opened by LibreOffice's PDF import.
          const sourcePdf = fam.via === 'pdf' ? await htmlToPdf(browser, html) : null;
          const printed = sourcePdf ? yearsShown(await pdfLines(sourcePdf), p.education) : source ? yearsShown(htmlLines(html), p.education) : undefined;
          const labelled = source ? path.join(EXPECTED, `${stem}.docx.json`) : '';
          // A converted page shows the photo when LibreOffice kept it in the Word document (read once, from the DOCX).
          const knownPhoto = (): boolean => (JSON.parse(readFileSync(labelled, 'utf8')) as { has_photo: boolean }).has_photo;
          const hasPhoto = !!photoData && fam.name !== 'lo-table' && fam.name !== 'lo-edufirst';
          if (fam.formats.every((fmt) => have(`${stem}.${fmt}`))) {
            for (const fmt of fam.formats) await write(`${stem}.${fmt}`, null, fam, p, source ? knownPhoto() : hasPhoto, fam.shown, printed);
            continue;
          }
          const dir = mkdtempSync(path.join(os.tmpdir(), 'cvlo-'));
          try {
            // HTML → ODT (Writer) first, so that DOCX/DOC/PDF come from a word-processor document, not the web import.
            if (sourcePdf) {
              writeFileSync(path.join(dir, `${stem}.pdf`), sourcePdf);
              soffice(path.join(dir, `${stem}.pdf`), dir, 'odt:writer8', 'writer_pdf_import');
            } else {
              writeFileSync(path.join(dir, `${stem}.html`), html);
              soffice(path.join(dir, `${stem}.html`), dir, 'odt:writer8');
            }
            let photoKept = hasPhoto;
            for (const fmt of fam.formats) {
              const filter = fmt === 'docx' ? 'docx:MS Word 2007 XML' : fmt === 'doc' ? 'doc:MS Word 97' : 'pdf:writer_pdf_Export';
              soffice(path.join(dir, `${stem}.odt`), dir, filter);
              let bytes = readFileSync(path.join(dir, `${stem}.${fmt}`));
              // Writer's PDF of a document imported from HTML can lose its first paragraph to an empty first page
              // (the paragraph opening the HTML page style): such a PDF is exported again from the Word document.
              if (fmt === 'pdf' && !(await pdfPageLines(bytes))[0]?.length) {
                const wordDir = path.join(dir, 'word');
                mkdirSync(wordDir, { recursive: true });
                soffice(path.join(dir, `${stem}.odt`), wordDir, 'docx:MS Word 2007 XML');
                soffice(path.join(wordDir, `${stem}.docx`), wordDir, 'pdf:writer_pdf_Export');
                bytes = readFileSync(path.join(wordDir, `${stem}.pdf`));
              }
              if (source && photoData) photoKept = fmt === 'docx' ? await docxShowsPhoto(bytes, PHOTO) : fmt === 'pdf' ? await pdfShowsPhoto(bytes, PHOTO) : photoKept;
              await write(`${stem}.${fmt}`, bytes, fam, p, source ? photoKept : hasPhoto, fam.shown, printed);
            }
          } finally {
            rmSync(dir, { recursive: true, force: true });
          }
        }
      }
      process.stdout.write('.');
    }
  } finally {
    await browser.close();
  }
  const all = readdirSync(FILES);
  console.log(`\n${items.length} files written (${all.length} in files/)`);
  void existsSync;
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
