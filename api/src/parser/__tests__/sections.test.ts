import { describe, test } from 'node:test';
import { expect } from 'expect';
import { format } from 'node:util';
import { makeLine } from '../model.js';
import { headingKind, splitSections } from '../fields/sections.js';

describe('sections', () => {
  for (const [t, k] of [
    ['Work Experience', 'experience'],
    ['PROFESSIONAL EXPERIENCE', 'experience'],
    ['Employment History:', 'experience'],
    ['E X P E R I E N C E', 'experience'],
    ['Work Experience (6 years)', 'experience'],
    ['Educational Qualifications', 'education'],
    ['Academic Details', 'education'],
    ['Technical Skills', 'skills'],
    ['Core Competencies', 'skills'],
    ['Career Objective', 'summary'],
    ['Personal Details', 'personal'],
  ] as const) {
    test(format('%s', t, k), () => expect(headingKind(t)?.kind).toBe(k));
  }

  test('not headings', () => {
    expect(
      headingKind('Experienced in building payment systems for banks and fintechs across India'),
    ).toBeNull();
  });

  test("an institution or a degree holding a heading's word ('Manipal Academy of Higher Education', 'B.Ed in Education') is an entry, not a heading", () => {
    const H = (t: string) => makeLine([t], { size: 14, bold: true, heading: true });
    const B = (t: string) => makeLine([t], { size: 10 });
    const secs = splitSections([H('Education'), H('Christ University'), B('MBA in Finance'), H('Manipal Academy of Higher Education'), B('B.A. in Psychology'), H('B.Ed in Education'), B('2012')]);
    expect(secs.map((x) => [x.kind, x.lines.length])).toEqual([['top', 0], ['education', 6]]);
  });

  test("'Education' as a degree's field of study ('B.Ed' / 'Education'), lighter than the section's heading, stays in the section", () => {
    const H = (t: string) => makeLine([t], { size: 16, bold: true, heading: true });
    const S = (t: string) => makeLine([t], { size: 11, bold: true, heading: true });
    const B = (t: string) => makeLine([t], { size: 10 });
    const under = splitSections([H('Education'), S('B.Ed'), B('Education'), B('Christ University'), H('Skills'), B('Excel')]);
    expect(under.map((x) => [x.kind, x.lines.length])).toEqual([['top', 0], ['education', 3], ['skills', 1]]);
    const before = splitSections([H('Education'), S('Christ University'), B('Education'), B('B.Ed'), B('2014')]);
    expect(before.map((x) => [x.kind, x.lines.length])).toEqual([['top', 0], ['education', 4]]);
    // A second Education heading in the headings' own look is still a heading.
    const again = splitSections([H('Education'), B('B.Ed, Christ University'), H('Education'), B('M.Ed, Christ University')]);
    expect(again.map((x) => x.kind)).toEqual(['top', 'education', 'education']);
  });

  test("a section title in a column of its own beside its first entry ('Education | Christ University | 2016 – 2020', 'Education | University of Leeds') opens the section with the entry's cells", () => {
    const B = (...segs: string[]) => makeLine(segs, { size: 10 });
    const secs = splitSections([B('Asha Rao'), B('Experience', 'Mu Sigma — Data Analyst', 'Nov 2022 — Present'), B('Bengaluru'), B('Education', 'Christ University', '2016 — 2020'), B('B.Tech · Electronics'), B('Skills'), B('Python, SQL')]);
    expect(secs.map((x) => [x.kind, x.lines.map((l) => l.segs)])).toEqual([
      ['top', [['Asha Rao']]],
      ['experience', [['Mu Sigma — Data Analyst', 'Nov 2022 — Present'], ['Bengaluru']]],
      ['education', [['Christ University', '2016 — 2020'], ['B.Tech · Electronics']]],
      ['skills', [['Python, SQL']]],
    ]);
    const two = splitSections([B('Education', 'University of Leeds'), B('PGDM · Human Resources')]);
    expect(two.map((x) => [x.kind, x.lines.map((l) => l.text)])).toEqual([['top', []], ['education', ['University of Leeds', 'PGDM · Human Resources']]]);
    // A table's header row of labels is no section title with content.
    const header = splitSections([B('Education'), B('Qualification', 'Board / University', 'Year')]);
    expect(header.map((x) => x.kind)).toEqual(['top', 'education']);
  });

  test("'Courses' inside an entry of Education, lighter than the section's heading, does not end the section", () => {
    const H = (t: string) => makeLine([t], { size: 16, bold: true, heading: true });
    const S = (t: string) => makeLine([t], { size: 11, bold: true, heading: true });
    const B = (t: string) => makeLine([t], { size: 10 });
    const secs = splitSections([H('Education'), S('Christ University'), B('B.Sc in Statistics'), S('Courses'), B('Probability'), H('Skills'), B('Excel')]);
    expect(secs.map((x) => [x.kind, x.lines.length])).toEqual([['top', 0], ['education', 4], ['skills', 1]]);
  });

  test('split by headings; unknown headings in the same look end the section before', () => {
    const L = (t: string, o = {}) => makeLine([t], { size: 10, ...o });
    const H = (t: string) => makeLine([t], { size: 13, bold: true });
    const secs = splitSections([
      makeLine(['Meera Pillai'], { size: 20, bold: true }),
      L('meera@x.com'),
      H('EXPERIENCE'),
      L('Analyst, Acme Corp, 2019 - 2021'),
      H('EDUCATION'),
      L('B.Com, Christ University, 2019'),
      H('VOLUNTEER WORK AND CAUSES'),
      L('Teaching kids on weekends 2018 - 2020'),
      makeLine(['Skills: Excel, Tally, GST'], { size: 10 }),
    ]);
    expect(secs.map((s) => s.kind)).toEqual(['top', 'experience', 'education', 'other', 'skills']);
    expect(secs[4].inline).toBe('Excel, Tally, GST');
  });
  test("an employer or a field of study set in the headings' look, its dates right after it, stays in its section", () => {
    const H = (t: string) => makeLine([t], { size: 16, bold: true, heading: true });
    const B = (t: string) => makeLine([t], { size: 10 });
    const secs = splitSections([
      makeLine(['Jyoti Bhandari'], { size: 24, bold: true, heading: true }),
      B('jyoti@gmail.com'),
      H('Experience'),
      H('Mu Sigma'),
      B('Data Analyst'),
      B('Nov 2022 - Present'),
      H('Tiger Analytics'),
      B('Analyst'),
      B('Jan 2020 - Oct 2022'),
      H('Education'),
      H('Christ University'),
      H('Statistics'),
      B('M.Stat'),
      B('2020 - 2022'),
      H('Volunteer Things'),
      B('Helped people.'),
    ]);
    expect(secs.map((x) => [x.kind, x.lines.length])).toEqual([['top', 2], ['experience', 6], ['education', 4], ['other', 1]]);
  });
  test("'Highlights' inside an Experience entry of a document without looks (a Word 97 file: no bold, no sizes) stays in the section when more dated entries follow it", () => {
    const P = (t: string) => makeLine([t]);
    const secs = splitSections([
      P('Work Experience'),
      P('Hindustan Unilever'),
      P('July 2022 - Present'),
      P('Regional Sales Manager'),
      P('Highlights'),
      P('Closed the largest account in the region.'),
      P('Dabur India Ltd'),
      P('April 2020 - May 2022'),
      P('Senior Sales Executive'),
      P('Highlights'),
      P('Grew the territory through market research.'),
      P('Havells India Ltd'),
      P('April 2018 - January 2020'),
      P('Sales Executive'),
      P('Highlights'),
      P('Opened twelve new distributors.'),
      P('Education'),
      P('B.Com, Delhi University, 2017'),
    ]);
    expect(secs.map((x) => [x.kind, x.lines.length])).toEqual([['top', 0], ['experience', 15], ['education', 1]]);
  });

  test("a 'Highlights' section after Experience, with no dated entry after it, is still its own section in a document without looks", () => {
    const P = (t: string) => makeLine([t]);
    const secs = splitSections([P('Work Experience'), P('Dabur India Ltd'), P('April 2020 - May 2022'), P('Sales Executive'), P('Highlights'), P('Closed the largest account in the region.'), P('Skills'), P('Salesforce CRM')]);
    expect(secs.map((x) => [x.kind, x.lines.length])).toEqual([['top', 0], ['experience', 3], ['summary', 1], ['skills', 1]]);
  });
});

describe('a letter-spaced title in mixed case, its word gap lost (Chromium PDF)', () => {
  test("'Wo rkExperience' and 'Te chnicalSkills' name their sections; a sentence run together does not", () => {
    expect(headingKind('Wo rkExperience')?.kind).toBe('experience');
    expect(headingKind('Te chnicalSkills')?.kind).toBe('skills');
    expect(headingKind('Workexperience in banks')).toBeNull();
  });
  test('the section under such a title is found', () => {
    const T = (t: string) => makeLine([t], { size: 10 });
    const B = (t: string) => makeLine([t], { size: 10.5 });
    const secs = splitSections([B('Asha Menon'), T('Wo rkExperience'), B('Senior Accountant, Deloitte, Pune — Apr 2021 – Present'), T('Education'), B('M.Com, University of Mumbai, 2017'), T('Te chnicalSkills'), B('Tally, GST')]);
    expect(secs.map((x) => x.kind)).toEqual(['top', 'experience', 'education', 'skills']);
  });
});
