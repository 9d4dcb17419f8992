/**
 * Education entries of the corpus's people written in general shapes (none of them a template's, and none looked at
 * on the reported part): degree, field, institution, dates and grade in the orders and looks resumes print them, as
 * HTML or, with --pdf, as Chromium prints that HTML. Prints F1 per shape; a shape's name shows its misses. Shapes named
 * fromOnly… print an entry's dates only when it has a start date (school rows then show no year).
 *   npx tsx corpus/thirdparty/edu-shapes.ts [SHAPE] [--pdf] [--sidebar | --edu-side] [--lines] [-v]
 */
import { parseResume, DEFAULT_SKILLS } from '../../src/parser/index.js';
import { sameEdu } from '../score.js';
import { makePerson, MONTHS, MONTHS_LONG, type School } from './people.js';

const h = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const qa = (e: School) => (e.area ? `${e.qualification} in ${e.area}` : e.qualification);
const mon = (y: number, m: number) => `${MONTHS[m - 1]} ${y}`;
const range = (e: School, f: (y: number, m: number) => string, dash = ' – ') => (e.year ? (e.from ? `${f(e.from, 6)}${dash}${f(e.year, 5)}` : f(e.year, 5)) : '');
const isoD = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}-01`;
const longD = (y: number, m: number) => `${MONTHS_LONG[m - 1]} ${y}`;
const yr = (y: number) => String(y);
const mmYYYY = (y: number, m: number) => `${String(m).padStart(2, '0')}/${y}`;
const monDot = (y: number, m: number) => `${MONTHS[m - 1]}. ${y}`;
const dotYM = (y: number, m: number) => `${y}.${String(m).padStart(2, '0')}`;

type Shape = (e: School) => string;
const SHAPES: Record<string, Shape> = {
  instH_area_type_dates: (e) => `<h4>${h(e.institution)}</h4><div>${h(e.area)}</div><div>${h(e.qualification)}</div><div>${range(e, mon)}</div>`,
  instH_typeInArea_dates_score: (e) => `<h4>${h(e.institution)}</h4><p>${h(qa(e))}</p><p>${range(e, mon)}</p>${e.score ? `<p>Score: ${h(e.score)}</p>` : ''}`,
  typeCommaArea_dates__inst: (e) => `<h4>${h(e.qualification)}${e.area ? `, ${h(e.area)}` : ''} <span>${range(e, longD)}</span></h4><p>${h(e.institution)}</p>`,
  areaDotType: (e) => `<h4>${h(e.institution)}</h4><p>${e.area ? `${h(e.area)} · ` : ''}${h(e.qualification)}</p><p>${range(e, isoD)}</p>`,
  datesFirst: (e) => `<p>${range(e, yr as never, ' — ')}</p><h4>${h(e.institution)}</h4><p>${h(e.qualification)}${e.area ? ` — ${h(e.area)}` : ''}</p>`,
  typeParenArea: (e) => `<p><b>${h(e.institution)}</b>\t${range(e, mon)}</p><p>${h(e.qualification)}${e.area ? ` (${h(e.area)})` : ''}</p>`,
  areaCommaInst_type: (e) => `<h4>${e.area ? `${h(e.area)}, ` : ''}${h(e.institution)}</h4><p>${h(e.qualification)}</p><p>${range(e, isoD)}</p>`,
  typeDashArea_inst_iso: (e) => `<h4>${h(e.qualification)}${e.area ? ` - ${h(e.area)}` : ''}</h4><p>${h(e.institution)}</p><p>${range(e, isoD, ' - ')}</p>`,
  instColonType: (e) => `<p><b>${h(e.institution)}</b></p><p>${h(e.qualification)}: ${h(e.area)}</p><p>${range(e, mon)}</p>${e.score ? `<p>GPA: ${h(e.score)}</p>` : ''}`,
  typeArea_lines_inst_courses: (e) => `<h4>${h(e.qualification)}</h4><p>${h(e.area)}</p><p>${h(e.institution)}</p><p>${range(e, mon)}</p><p>Courses</p><ul><li>Data Structures</li><li>Operating Systems</li></ul>`,
  instLeft_datesRight_typeArea: (e) => `<table><tr><td><b>${h(e.institution)}</b></td><td align="right">${range(e, mon)}</td></tr></table><p>${h(qa(e))}</p>`,
  typeBrArea_inst_to: (e) => `<h4>${h(e.qualification)}<br>${h(e.area)}</h4><p>${h(e.institution)}</p><p>${e.year ? (e.from ? `${e.from} to ${e.year}` : `${e.year}`) : ''}</p>`,
  graduated: (e) => `<p><b>${h(qa(e))}</b></p><p>${h(e.institution)}, Bengaluru</p>${e.year ? `<p>Graduated: ${mon(e.year, 5)}</p>` : ''}`,
  upperInst_isoEnd: (e) => `<h4>${h(e.institution.toUpperCase())}</h4><p>${h(qa(e))}</p><p>${e.year ? isoD(e.year, 5) : ''}</p>`,
  areaH_typeDotInst: (e) => `<h4>${h(e.area || e.qualification)}</h4><p>${e.area ? `${h(e.qualification)} · ` : ''}${h(e.institution)}</p><p>${range(e, mon)}</p>`,
  scoreLabelLines: (e) => `<h4>${h(e.institution)}</h4><p>${h(qa(e))}</p>${e.score ? `<p>Score</p><p>${h(e.score)}</p>` : ''}<p>${range(e, mon)}</p>`,
  instDashCity_typeArea_dates: (e) => `<h4>${h(e.institution)} — Pune, India</h4><p>${h(e.qualification)}${e.area ? `, ${h(e.area)}` : ''}${e.year ? ` (${range(e, mon)})` : ''}</p>`,
  studyTypeParenArea_inst: (e) => `<h4>${h(e.qualification)}</h4>${e.area ? `<p>(${h(e.area)})</p>` : ''}<p>${h(e.institution)}</p><p>${range(e, isoD)}</p>`,
  flexRow_instDates: (e) => `<div style="display:flex;justify-content:space-between"><b>${h(e.institution)}</b><span>${range(e, mon)}</span></div><div style="display:flex;justify-content:space-between"><i>${h(qa(e))}</i><span>${e.score ? h(e.score) : ''}</span></div>`,
  flexRow_typeDates: (e) => `<div style="display:flex;justify-content:space-between"><b>${h(e.qualification)}${e.area ? ` in ${h(e.area)}` : ''}</b><span>${range(e, isoD)}</span></div><div>${h(e.institution)}</div>`,
  narrowTwoCol: (e) => `<div style="display:flex"><div style="width:130px">${range(e, mon)}</div><div style="width:300px"><b>${h(qa(e))}</b><br>${h(e.institution)}${e.score ? `<br>${h(e.score)}` : ''}</div></div>`,
  coursesInline: (e) => `<h4>${h(e.institution)}</h4><p>${h(qa(e))}</p><p>${range(e, mon)}</p><p>Courses: Data Structures, Operating Systems, Statistics</p>`,
  datesThenInstSameLine: (e) => `<p>${range(e, yr as never, ' - ')} ${h(e.institution)}</p><p><i>${h(qa(e))}</i></p>`,
  instDashArea_type: (e) => `<h4>${h(e.institution)}${e.area ? ` - ${h(e.area)}` : ''}</h4><p>${h(e.qualification)}</p><p>${range(e, isoD)}</p>`,
  tableRowNoHeader: (e) => `<table><tr><td>${h(e.qualification)}</td><td>${h(e.area)}</td><td>${h(e.institution)}</td><td>${e.year ?? ''}</td><td>${h(e.score)}</td></tr></table>`,
  areaSpanType_inst_dur: (e) => `<h4>${h(e.area)} <span>${h(e.qualification)}</span></h4><p>${h(e.institution)}</p><p>${range(e, mon)}${e.from && e.year ? ` (${e.year - e.from} years)` : ''}</p>`,
  oneLineDots: (e) => `<p>${h(e.qualification)}${e.area ? ` · ${h(e.area)}` : ''} · ${h(e.institution)}${e.year ? ` · ${range(e, mon)}` : ''}</p>`,
  dlInst: (e) => `<dl><dt>${h(e.institution)}</dt><dd>${h(qa(e))}</dd><dd>${range(e, mmYYYY)}</dd></dl>`,
  monthDatesFirst: (e) => `<p>${range(e, mon, ' - ')}</p><h4>${h(e.qualification)}${e.area ? `, ${h(e.area)}` : ''}</h4><p>${h(e.institution)}</p>`,
  instType_areaDates: (e) => `<h4>${h(e.institution)}, ${h(e.qualification)}</h4><p>${e.area ? `${h(e.area)} ` : ''}${range(e, monDot)}</p>`,
  instInlineDates_typeArea: (e) => `<h4>${h(e.institution)} <small>${range(e, mon, ' - ')}</small></h4><p>${h(qa(e))}</p>`,
  typeHeadInst_areaLine: (e) => `<h4>${h(e.qualification)} – ${h(e.institution)}</h4>${e.area ? `<p>${h(e.area)}</p>` : ''}<p>${range(e, dotYM)}</p>${e.score ? `<p>Grade: ${h(e.score)}</p>` : ''}`,
  areaFirstLines_inst_type: (e) => `${e.area ? `<p><strong>${h(e.area)}</strong></p>` : ''}<p>${range(e, mon)}</p><h4>${h(e.institution)}</h4><p>${h(e.qualification)}</p>`,
  instArea_typeLast: (e) => `<h4>${h(e.institution)}</h4>${e.area ? `<p><strong>${h(e.area)}</strong></p>` : ''}${e.year ? `<p>${range(e, mon)}</p>` : ''}<p>${h(e.qualification)}</p>${e.score ? `<p>${h(e.score)}</p>` : ''}`,
  typeAreaNoIn_inst: (e) => `<h4>${h(e.qualification)}${e.area ? ` ${h(e.area)}` : ''}</h4><p>${h(e.institution)}</p><p>${range(e, mon)}</p>`,
  datesSplitLines: (e) => `<h4>${h(e.institution)}</h4><p>${h(qa(e))}</p>${e.year ? `<div>${e.from ? `${isoD(e.from, 6)} —` : ''}</div><div>${e.from ? '' : '— '}${isoD(e.year, 5)}</div>` : ''}`,
  datesSplitLinesMon: (e) => `<h4>${h(qa(e))}</h4><p>${h(e.institution)}</p>${e.year ? `<div>${e.from ? mon(e.from, 6) : ''}</div><div>– ${mon(e.year, 5)}</div>` : ''}`,
  invalidStart: (e) => `<h4>${h(e.institution)}</h4><p>${h(qa(e))}</p><p>${e.from ? mon(e.from, 6) : 'Invalid date'} - ${e.year ? mon(e.year, 5) : 'Present'}</p>`,
  endOnlyDash: (e) => `<h4>${h(e.qualification)}${e.area ? `, ${h(e.area)}` : ''}</h4><p>${h(e.institution)}</p><p>${e.from ? mon(e.from, 6) : ''} – ${e.year ? mon(e.year, 5) : ''}</p>`,
  upperAll: (e) => `<h4>${h(qa(e).toUpperCase())}</h4><p>${h(e.institution.toUpperCase())}</p><p>${range(e, (y, m) => mon(y, m).toUpperCase())}</p>`,
  labelled: (e) => `<p>Degree: ${h(e.qualification)}</p>${e.area ? `<p>Major: ${h(e.area)}</p>` : ''}<p>Institution: ${h(e.institution)}</p>${e.year ? `<p>Year: ${e.year}</p>` : ''}`,
  sentence: (e) => `<p>${h(qa(e))} at ${h(e.institution)}${e.year ? `, ${range(e, mon)}` : ''}</p>`,
  liInline: (e) => `<ul><li><b>${h(qa(e))}</b>, ${h(e.institution)}${e.year ? ` (${range(e, yr as never, '–')})` : ''}${e.score ? ` — ${h(e.score)}` : ''}</li></ul>`,
  typeH_areaInstLine: (e) => `<h4>${h(e.qualification)}</h4><p>${e.area ? `${h(e.area)}, ` : ''}${h(e.institution)}</p><p>${range(e, mon)}</p>`,
  instH_typeLine_areaLine_scoreFirst: (e) => `<h4>${h(e.institution)}</h4>${e.score ? `<p>${h(e.score)}</p>` : ''}<p>${h(e.qualification)}</p>${e.area ? `<p>${h(e.area)}</p>` : ''}<p>${range(e, mon)}</p>`,
  urlLine: (e) => `<h4>${h(e.institution)}</h4><p>https://www.${e.institution.toLowerCase().replace(/[^a-z]/g, '')}.edu</p><p>${h(qa(e))}</p><p>${range(e, mon)}</p>`,
  instCityCountry_gpa: (e) => `<h4>${h(e.institution)}, Bengaluru, India</h4><p>${h(qa(e))}</p><p>${range(e, longD)}</p>${e.score ? `<p>GPA: ${h(e.score)}</p>` : ''}`,
  gradeFirstLine: (e) => `${e.score ? `<p>Grade: ${h(e.score)}</p>` : ''}<h4>${h(qa(e))}</h4><p>${h(e.institution)}</p><p>${range(e, mon)}</p>`,
  typeInSpanArea: (e) => `<h4>${h(e.qualification)}</h4>${e.area ? `<p>in ${h(e.area)}</p>` : ''}<p>${h(e.institution)}</p><p>${range(e, mon)}</p>`,
  datesLeftSameLineAll: (e) => `<p>${range(e, mon)}	${h(qa(e))}, ${h(e.institution)}</p>`,
  scoreBesideType: (e) => `<h4>${h(e.institution)}</h4><p>${h(qa(e))}${e.score ? ` (${h(e.score)})` : ''}</p><p>${range(e, mon)}</p>`,
  fromOnly_datesFirst: (e) => `${e.from ? `<p>${range(e, mon)}</p>` : ''}<h4>${h(e.institution)}</h4><p>${h(qa(e))}</p>`,
  fromOnly_datesLast: (e) => `<h4>${h(e.institution)}</h4>${e.area ? `<p>${h(e.area)}</p>` : ''}<p>${h(e.qualification)}</p>${e.from ? `<p>${range(e, isoD)}</p>` : ''}`,
  fromOnly_datesMid: (e) => `<h4>${h(qa(e))}</h4>${e.from ? `<p>${range(e, mon)}</p>` : ''}<p>${h(e.institution)}</p>`,
  spansTime: (e) => `<div><span>${h(e.qualification)}</span> <span>${h(e.area)}</span></div><div><span>${h(e.institution)}</span> <time>${e.from ? mon(e.from, 6) : ''}</time>${e.year ? ` – <time>${mon(e.year, 5)}</time>` : ''}</div>`,
};

async function main() {
  const only = process.argv.slice(2).find((a) => !a.startsWith('-'));
  const asPdf = process.argv.includes('--pdf');
  const eduSide = process.argv.includes('--edu-side');
  const sidebar = eduSide || process.argv.includes('--sidebar');
  const { chromium } = await import('playwright-core');
  const browser = asPdf ? await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] }) : null;
  const page = browser ? await browser.newPage() : null;
  for (const [name, shape] of Object.entries(SHAPES)) {
    if (only && name !== only) continue;
    let tp = 0, fp = 0, fn = 0;
    const misses: string[] = [];
    for (let id = 1; id <= 36; id++) {
      const p = makePerson(id);
      const edu = `<h2>Education</h2>${p.education.map((e) => `<div>${shape(e)}</div>`).join('')}`;
      const work = `<h2>Experience</h2>${p.jobs.map((j) => `<div><b>${h(j.title)}</b>, ${h(j.company)}</div><p>${h(j.bullets[0])}</p>`).join('')}`;
      // --sidebar: a page of two columns, contact and skills in a narrow left one, experience and education in the main one;
      // --edu-side: education in the narrow one.
      const side = `<h1>${h(`${p.first} ${p.last}`)}</h1><p>${h(p.phone)}</p><h2>Skills</h2>${p.skills.map((k) => `<p>${h(k)}</p>`).join('')}`;
      const html = sidebar
        ? `<html><body style="display:flex;gap:24px"><div style="width:${eduSide ? 220 : 170}px;background:#eee">${side}${eduSide ? edu : ''}</div><div style="flex:1">${work}${eduSide ? '' : edu}</div></body></html>`
        : `<html><body><h1>${h(`${p.first} ${p.last}`)}</h1><p>${h(p.email)}</p>${edu}<h2>Skills</h2><p>Excel</p></body></html>`;
      let bytes = Buffer.from(html);
      if (page) {
        await page.setContent(html);
        bytes = await page.pdf({ format: 'A4' });
      }
      if (process.argv.includes('--lines') && id === Number(process.env.ID ?? 1)) {
        const { readDocument } = await import('../../src/parser/document.js');
        const { DEFAULT_LIMITS } = await import('../../src/parser/index.js');
        const { splitSections } = await import('../../src/parser/fields/sections.js');
        const doc = await readDocument(bytes, DEFAULT_LIMITS, false);
        for (const s of splitSections(doc.lines)) {
          console.log(`  [${s.kind}] ${s.title}`);
          for (const l of s.lines) console.log(`    p${l.page} c${l.col} ${l.size.toFixed(1)}${l.bold ? 'b' : ''} g${l.gap.toFixed(1)} | ${l.segs.join(' ‖ ')}`);
        }
      }
      const out = await parseResume(bytes, { fileName: page ? 'x.pdf' : 'x.html', skills: DEFAULT_SKILLS, now: new Date('2025-06-01') });
      const exp = p.education.map((e) => ({ university: e.institution, qualification: qa(e), year_of_pass: e.year && (e.from || !name.startsWith('fromOnly')) ? String(e.year) : '' }));
      const got = [...out.data.education_details];
      for (const e of exp) {
        const i = got.findIndex((g) => sameEdu(e, g));
        if (i >= 0) { tp++; got.splice(i, 1); } else { fn++; misses.push(`  ${id} missed ${JSON.stringify(e)}`); }
      }
      for (const g of got) { fp++; misses.push(`  ${id} extra  ${JSON.stringify(g)}`); }
    }
    const f1 = (2 * tp) / (2 * tp + fp + fn);
    console.log(`${name}: F1 ${(f1 * 100).toFixed(0)} % (tp ${tp} fp ${fp} fn ${fn})`);
    if (process.argv.includes('-v') || only) console.log(misses.slice(0, 12).join('\n'));
  }
  await browser?.close();
}
main();
