import { describe, test } from 'node:test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'expect';
/* Kinds of failure seen on resumes made by third-party templates, each shown by a file of the tune part of
   api/corpus/thirdparty (never the reported part), plus the rule on plain text. */
import { DEFAULT_SKILLS, parseResume } from '../index.js';
import { SkillMatcher } from '../fields/skills.js';
import { findCtcInText, findNoticeInText } from '../fields/values.js';
import { sameEdu } from '../../../corpus/score.js';
import { joinWrappedDates } from '../fields/experience.js';
import { makeLine } from '../model.js';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { docxOfXml, minimalDocx, placedPdf } from './helpers.js';

const DIR = path.join(__dirname, '../../../corpus/thirdparty');
async function parse(file: string) {
  const exp = JSON.parse(readFileSync(path.join(DIR, 'expected', `${file}.json`), 'utf8'));
  expect(exp.part).toBe('tune');
  const out = await parseResume(readFileSync(path.join(DIR, 'files', file)), { fileName: file, skills: DEFAULT_SKILLS, now: new Date(exp.now) });
  return { got: out.data, want: exp.data };
}

describe('CTC and notice period in running text', () => {
  test('rules: current not expected, lakh per annum, months, immediately', () => {
    expect(findCtcInText('Sales lead. Current CTC: 15 L p.a. | Expected CTC: 20.9 L p.a. Notice period: 3 months.')).toBe(1_500_000);
    expect(findCtcInText('Expected CTC: 20 LPA. Current CTC - 13 L p.a.; Notice Period - 2 months')).toBe(1_300_000);
    expect(findCtcInText('My current CTC is Rs. 4,50,000 and I can join immediately.')).toBe(450_000);
    expect(findNoticeInText('Current CTC: 15 L p.a. | Expected CTC: 20.9 L p.a. Notice period: 3 months.')).toBe(90);
    expect(findNoticeInText('I can join with a notice period of 15 days.')).toBe(15);
    expect(findNoticeInText('My current CTC is Rs. 4,50,000 and I can join immediately.')).toBe(0);
  });
  test('a JSON Resume theme puts them in the summary (HTML and PDF)', async () => {
    for (const f of ['008-data-jr-kendall.html', '008-data-jr-macchiato.pdf', '008-data-tex-paracol.pdf']) {
      const { got, want } = await parse(f);
      expect(want.ctc).not.toBeNull();
      expect([f, got.ctc, got.notice_period]).toEqual([f, want.ctc, want.notice_period]);
    }
  });
});

describe('skills of non-IT professions and compound names', () => {
  const m = new SkillMatcher(DEFAULT_SKILLS);
  const find = (t: string) => [...m.find(t, true).values()].sort((a, b) => a.first - b.first).map((h) => h.name);
  test('compound names stay whole', () => {
    expect(find('SAP FICO, .NET Core, Lean Manufacturing, Accounts Payable, Talent Acquisition')).toEqual(['SAP FICO', '.NET Core', 'Lean Manufacturing', 'Accounts Payable', 'Talent Acquisition']);
  });
  test('mechanical, civil, accounting, HR, sales, nursing and teaching skills with synonyms', () => {
    expect(find('CATIA, Pro/E, STAAD.Pro, Primavera, Bank Reco, Labor Laws, KAM, Basic Life Support, Lesson Plans')).toEqual([
      'CATIA', 'Creo', 'STAAD Pro', 'Primavera P6', 'Bank Reconciliation', 'Labour Laws', 'Key Account Management', 'BLS', 'Lesson Planning',
    ]);
  });
  test('an accountant rendered by a theme keeps SAP FICO', async () => {
    const { got, want } = await parse('010-accounting-jr-macchiato.pdf');
    const gs = [...got.primary_skills, ...got.secondary_skills];
    expect(gs).toEqual(expect.arrayContaining(want.primary_skills));
    expect(gs).not.toContain('SAP');
  });
});

describe('layout: sidebars read as blocks, e-mails broken by a narrow column', () => {
  test('a sidebar PDF: contact, skills and education come as the sidebar block, experience from the main column', async () => {
    for (const f of ['004-hr-jr-macchiato.pdf', '016-civil-lo-sidebar.pdf']) {
      const { got, want } = await parse(f);
      expect([f, got.primary_email, got.username]).toEqual([f, want.primary_email, want.username]);
      expect(got.exp_details).toEqual(want.exp_details);
    }
  });
  test('an address wrapped onto the next line or cell is joined, an upper-case one is lowered', async () => {
    const { findEmails } = await import('../fields/contact.js');
    const b = (...t: string[]) => t.map((text) => ({ text, weight: 0 }));
    expect(findEmails(b('rathore.aarav@yahoo', '.co.in', '91-6527198772'))).toEqual(['rathore.aarav@yahoo.co.in']);
    expect(findEmails(b('ychauhan@outlook.co', 'm'))).toEqual(['ychauhan@outlook.com']);
    expect(findEmails(b('chetan.acharya@gmail.c om'))).toEqual(['chetan.acharya@gmail.com']);
    expect(findEmails(b('name@gmail.com', 'Mumbai'))).toEqual(['name@gmail.com']);
    expect(findEmails(b('E-mail: KIRAN.JAIN@GMAIL.COM'))).toEqual(['kiran.jain@gmail.com']);
    expect(findEmails(b('nisha.bhandari.career', '@gmail.com'))).toEqual(['nisha.bhandari.career@gmail.com']);
    expect(findEmails(b('chetan.acharya.caree', 'r@gmail.com'))).toEqual(['chetan.acharya.career@gmail.com']);
    expect(findEmails(b('varunsethi75@gmail. com'))).toEqual(['varunsethi75@gmail.com']);
    expect(findEmails(b('Email', 'name@gmail.com'))).toEqual(['name@gmail.com']);
    expect(findEmails(b('chetanacharya', '@gmail.com'))).toEqual(['chetanacharya@gmail.com']);
    expect(findEmails(b('Email', '@gmail.com', 'x.y@outlook.com'))).toEqual(['x.y@outlook.com']);
  });
  test('an address broken before its @ or after its dot by a narrow sidebar (PDF)', async () => {
    for (const f of ['016-civil-jr-macchiato.pdf', '028-data-jr-macchiato.pdf', '026-nursing-jr-macchiato.pdf']) {
      const { got, want } = await parse(f);
      expect([f, got.primary_email]).toEqual([f, want.primary_email]);
    }
  });
  test('a short resume whose large name and title run across the gutter is still read as two columns (PDF)', async () => {
    const { got, want } = await parse('014-software-jr-macchiato.pdf');
    expect(got.exp_details).toEqual(want.exp_details);
    expect(got.education_details.map((e) => e.university)).toEqual(want.education_details.map((e: { university: string }) => e.university));
  });
});

describe('dates as third-party templates print them', () => {
  test('ISO, open ranges at the end of a cell, "TO PRESENT", letter-spaced text', async () => {
    const { findDateRanges } = await import('../fields/dates.js');
    const { collapseSpacedLetters } = await import('../model.js');
    const now = { y: 2025, m: 6 };
    const r = (t: string) => findDateRanges(t, now).map((x) => [x.from, x.to]);
    expect(r('Mu Sigma\t2025-05-01 —')).toEqual([[{ y: 2025, m: 5 }, 'present']]);
    expect(r('2016-03-01 — 2019-01-01')).toEqual([[{ y: 2016, m: 3 }, { y: 2019, m: 1 }]]);
    expect(r('Jun 2010 – May 2013')).toEqual([[{ y: 2010, m: 6 }, { y: 2013, m: 5 }]]);
    expect(r('Dec-2024–till date')).toEqual([[{ y: 2024, m: 12 }, 'present']]);
    expect(collapseSpacedLetters('M A R  2 0 1 9  –  T O   P R E S E N T').replace(/\s+/g, ' ')).toBe('MAR 2019 – TO PRESENT');
    expect(r(collapseSpacedLetters('M A R  2 0 1 9  –  T O   P R E S E N T'))).toEqual([[{ y: 2019, m: 3 }, 'present']]);
    expect(collapseSpacedLetters('I am a good fit')).toBe('I am a good fit');
  });
  test('a theme printing ISO dates with an open end (JSON Resume "flat")', async () => {
    const { got, want } = await parse('001-data-jr-flat.pdf');
    expect(got.exp_details.map((e) => [e.from_date, e.to_date])).toEqual(want.exp_details.map((e: { from_date: string; to_date: string }) => [e.from_date, e.to_date]));
  });
  test('dates in a left margin, wrapped by it, are attached to their entries (moderncv)', async () => {
    const { got, want } = await parse('003-accounting-tex-moderncv-classic.pdf');
    expect(got.exp_details).toEqual(want.exp_details);
    expect(got.education_details.map((e) => e.year_of_pass)).toEqual(['2021', '2018']);
  });
});

describe('education as themes print it', () => {
  test('institutions styled as headings stay in Education; years printed first start entries; a field of study under its degree', async () => {
    const { got, want } = await parse('002-mechanical-jr-kendall.html');
    expect(got.education_details.map((e) => e.year_of_pass)).toEqual(want.education_details.map((e: { year_of_pass: string }) => e.year_of_pass));
    expect(got.education_details.map((e) => e.university)).toEqual(want.education_details.map((e: { university: string }) => e.university));
    expect(got.education_details[0].qualification).toBe('M.Tech in Machine Design');
  });
  /** Every expected entry found (degree with its field of study, institution, passing year) and nothing more. */
  async function educationOf(file: string) {
    const { got, want } = await parse(file);
    const wanted = want.education_details as typeof got.education_details;
    const missed = wanted.filter((w) => !got.education_details.some((g) => sameEdu(w, g)));
    return { file, missed, extra: got.education_details.length - wanted.length };
  }
  test('a field of study printed before its degree, on its own line or in the same line, joins it; a school keeps its locality', async () => {
    for (const f of ['001-data-jr-flat.html', '003-accounting-jr-elegant.html']) expect(await educationOf(f)).toEqual({ file: f, missed: [], extra: 0 });
    const { got } = await parse('001-data-jr-flat.html');
    expect(got.education_details.map((e) => [e.qualification, e.university])).toContainEqual(['M.Stat in Statistics', 'Christ University']);
    expect(got.education_details.map((e) => e.university)).toContain('Delhi Public School, R.K. Puram');
  });
  test('years stacked on two lines and names wrapped by a narrow column (PDF)', async () => {
    for (const f of ['002-mechanical-jr-kendall.pdf', '034-software-lo-sidebar.pdf']) expect(await educationOf(f)).toEqual({ file: f, missed: [], extra: 0 });
  });
  test("a name broken after a joining word ('National University of' / 'Singapore') and a field of study wrapped on its own lines ('Human Resource' / 'Management') are read whole (PDF)", async () => {
    expect(await educationOf('011-hr-jr-kendall.pdf')).toEqual({ file: '011-hr-jr-kendall.pdf', missed: [], extra: 0 });
    const { got } = await parse('011-hr-jr-kendall.pdf');
    expect(got.education_details.map((e) => [e.qualification, e.university])).toEqual([
      ['MBA in Human Resource Management', 'University of Toronto'],
      ['B.A. in Psychology', 'National University of Singapore'],
    ]);
  });
  test('a degree and its institution on one line without a separator', async () => {
    const { got } = await parse('014-software-tex-paracol.pdf');
    expect(got.education_details[0]).toEqual({ qualification: 'B.E. in Information Technology', university: 'University of Pune', year_of_pass: '2020' });
  });
});

describe('experience as themes print it', () => {
  const entries = (xs: Array<{ designation: string; company: string; from_date: string; to_date: string }>) => xs.map((e) => `${e.designation} @ ${e.company} ${e.from_date}..${e.to_date}`);
  test("a theme's 'Work' heading is Experience, its 'Highlights' inside an entry do not end the section", async () => {
    for (const f of ['001-data-jr-flat.html', '011-hr-jr-kendall.html', '011-hr-jr-kendall.pdf']) {
      const { got, want } = await parse(f);
      expect([f, ...entries(got.exp_details)]).toEqual([f, ...entries(want.exp_details)]);
    }
  });
  test('a duration in the next element does not run into the year before it (HTML: "Nov, 2019" + "2 years")', async () => {
    const { got, want } = await parse('015-mechanical-jr-elegant.html');
    expect(entries(got.exp_details)).toEqual(entries(want.exp_details));
    expect(got.exp_in_years).toBe(want.exp_in_years);
  });
  test('margin dates of entries printed one under the other stay with their own entries (moderncv casual)', async () => {
    const { got, want } = await parse('004-hr-tex-moderncv-casual.pdf');
    expect(entries(got.exp_details)).toEqual(entries(want.exp_details));
    expect(got.education_details.map((e) => e.year_of_pass)).toEqual(['2021', '2018', '2014', '2012']);
  });
  test("a date wrapped by a narrow cell ('Feb-2022 – Mar-' / '2025') is read whole", async () => {
    const { got, want } = await parse('009-civil-lo-table.pdf');
    expect(entries(got.exp_details)).toEqual(entries(want.exp_details));
    const lines = joinWrappedDates([makeLine(['Dec-2024–till', 'Designation: Engineer']), makeLine(['date']), makeLine(['Feb-2022 – Mar-']), makeLine(['2025'])]);
    expect(lines.map((l) => l.segs[0])).toEqual(['Dec-2024–till date', 'Feb-2022 – Mar-2025']);
  });
  test("titles that begin with a label's word ('Project Engineer') or name a department ('Head of Department'); a wrapped sentence's end ('finance team.') is no employer", async () => {
    for (const f of ['036-civil-jr-elegant.html', '023-civil-jr-kendall.pdf', '020-teaching-jr-kendall.pdf', '008-data-jr-kendall.pdf']) {
      const { got, want } = await parse(f);
      expect([f, ...entries(got.exp_details)]).toEqual([f, ...entries(want.exp_details)]);
    }
  });
  test('section headings hung in a left margin beside their text open their sections, not a sidebar read first (moderncv fancy)', async () => {
    for (const f of ['004-hr-tex-moderncv-fancy.pdf', '007-software-tex-moderncv-fancy.pdf']) {
      const { got, want } = await parse(f);
      expect([f, ...entries(got.exp_details)]).toEqual([f, ...entries(want.exp_details)]);
      expect([f, got.exp_in_years, got.exp_in_months]).toEqual([f, want.exp_in_years, want.exp_in_months]);
      expect(got.education_details.length).toBe(want.education_details.length);
      for (const e of want.education_details) expect([f, got.education_details.some((g) => sameEdu(e, g))]).toEqual([f, true]);
    }
  });
  test("an entry's line that runs up to its flush-right date and wraps under it ('University of Manch- <dates>' / 'ester') is read whole, the date kept apart (moderncv fancy)", async () => {
    const { got, want } = await parse('019-nursing-tex-moderncv-fancy.pdf');
    expect(entries(got.exp_details)).toEqual(entries(want.exp_details));
    expect(got.education_details.map((e) => [e.university, e.year_of_pass])).toEqual(want.education_details.map((e: { university: string; year_of_pass: string }) => [e.university, e.year_of_pass]));
  });
  test("a table's cells centred vertically: a two-line cell above and below the row's one-line cells is the row's cell (LibreOffice PDF)", async () => {
    const { got, want } = await parse('011-hr-lo-edufirst.pdf');
    expect(got.education_details.map((e) => [e.qualification, e.university, e.year_of_pass])).toEqual(
      want.education_details.map((e: { qualification: string; university: string; year_of_pass: string }) => [e.qualification, e.university, e.year_of_pass]),
    );
  });
  test('section titles in a left column beside their first entry, printed to PDF: education and experience found', async () => {
    for (const f of ['001-data-html-sidehead.pdf', '031-hr-html-sidehead.pdf']) {
      const { got, want } = await parse(f);
      expect([f, ...entries(got.exp_details)]).toEqual([f, ...entries(want.exp_details)]);
      expect(got.education_details.length).toBe(want.education_details.length);
      for (const e of want.education_details) expect([f, e.university, got.education_details.some((g) => sameEdu(e, g))]).toEqual([f, e.university, true]);
    }
  });
  test("a title and its specialism ('Manager - Product Design') stay one designation", async () => {
    const { got } = await parse('002-mechanical-tex-paracol.pdf');
    expect(got.exp_details[0]).toMatchObject({ designation: 'Manager - Product Design', company: 'Bharat Forge Limited' });
  });
});

describe('confidence by evidence', () => {
  test('a name its e-mail spells is sure; a skill taken for the name (a sidebar read first) is marked for checking', async () => {
    const good = await parseResume(readFileSync(path.join(DIR, 'files', '003-accounting-tex-moderncv-classic.pdf')), { fileName: 'a.pdf', skills: DEFAULT_SKILLS, now: new Date('2025-06-01') });
    expect(good.confidence.username).toBeGreaterThanOrEqual(0.9);
    expect(good.confidence.exp_details).toBe(1);
    const { confidence } = await import('../fields/index.js').then(async (m) => {
      const { readDocument } = await import('../document.js');
      const { DEFAULT_LIMITS } = await import('../types.js');
      const doc = await readDocument(readFileSync(path.join(DIR, 'files', '003-accounting-tex-moderncv-classic.pdf')), DEFAULT_LIMITS, false);
      // The same document with its name line replaced by a skill, as a sidebar read first gives.
      doc.lines = doc.lines.map((l) => (l.text.startsWith('Katarina Keller') ? { ...l, text: 'Patient Care', segs: ['Patient Care'] } : l));
      return m.extractFieldsScored(doc, { skills: DEFAULT_SKILLS, now: new Date('2025-06-01') });
    });
    expect(confidence.username).toBeLessThan(0.6);
    const none = await parseResume(Buffer.from('<html><body><h1>Asha Rao</h1><p>Nurse</p></body></html>'), { fileName: 'b.html', skills: DEFAULT_SKILLS });
    expect([none.confidence.ctc, none.confidence.notice_period, none.confidence.primary_email, none.confidence.profile_pic]).toEqual([0, 0, 0, 0]);
    expect(none.confidence.username).toBeLessThan(0.9);
  });
});

describe('TeX output without a Unicode map', () => {
  test("T1 dashes (0x15) read as range dashes and hyphenated line ends rejoined (paracol sidebar)", async () => {
    const { got, want } = await parse('002-mechanical-tex-paracol.pdf');
    const dates = (xs: Array<{ from_date: string; to_date: string }>) => xs.map((e) => [e.from_date, e.to_date]);
    expect(dates(got.exp_details)).toEqual(dates(want.exp_details));
    expect(got.exp_details.slice(1)).toEqual(want.exp_details.slice(1));
    expect(got.education_details.map((e) => e.qualification)).toContain('Diploma in Mechanical Engineering');
  });
});

describe('a DOCX whose sidebar comes first in the text order', () => {
  test('the name is the large line of the main column, not the first line of the sidebar', async () => {
    for (const f of ['019-nursing-lo-sidebar.docx', '004-hr-lo-sidebar.docx']) {
      const { got, want } = await parse(f);
      expect([f, got.username]).toEqual([f, want.username]);
      expect(got.exp_details).toEqual(want.exp_details);
    }
  });
});

/* The kinds of failure issue 21 lists that the tests above show on rules only, each on a tune-part file here (or, where
   no tune-part file has the shape, on a small file built in the test and read by the whole parser). */
describe('each kind of failure, on a file that shows it', () => {
  const skillsOf = (d: { primary_skills: string[]; secondary_skills: string[] }) => [...d.primary_skills, ...d.secondary_skills];

  test('a name on the line of the title (moderncv) is the name alone', async () => {
    const { got, want } = await parse('003-accounting-tex-moderncv-classic.pdf');
    expect(got.username).toBe(want.username);
  });

  test("an address's words above the name are not the name", async () => {
    const html = '<html><body><p>Green Park Extension</p><p><b>Kiran Desai</b></p><p>Accountant</p><p>kd@outlook.com</p></body></html>';
    const out = await parseResume(Buffer.from(html), { fileName: 'a.html', skills: DEFAULT_SKILLS });
    expect(out.data.username).toBe('Kiran Desai');
  });

  test('"Jun 2010 – May 2013" dates of a Word sidebar template', async () => {
    const { got, want } = await parse('010-accounting-lo-sidebar.docx');
    expect(got.exp_details).toEqual(want.exp_details);
  });

  test('letter-spaced headings and dates ("E X P E R I E N C E", "M A R  2 0 1 9  –  T O   P R E S E N T") in a PDF', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([595, 842]);
    const f = await doc.embedFont(StandardFonts.Helvetica);
    const b = await doc.embedFont(StandardFonts.HelveticaBold);
    let y = 780;
    const line = (t: string, size = 10, font = f) => {
      page.drawText(t, { x: 50, y, size, font });
      y -= 20;
    };
    // Set as CSS letter-spacing sets it: glyph by glyph, the letters apart and the words further apart.
    const tracked = (t: string, size: number, font = f) => {
      let x = 50;
      for (const ch of t) {
        if (ch !== ' ') page.drawText(ch, { x, y, size, font });
        x += font.widthOfTextAtSize(ch, size) + 0.3 * size;
      }
      y -= 20;
    };
    line('Neha Kulkarni', 22, b);
    line('neha.kulkarni@gmail.com | +91 98450 12345');
    tracked('EXPERIENCE', 13, b);
    line('Senior Accountant, Deloitte Haskins & Sells LLP', 10, b);
    tracked('MAR 2019 – TO PRESENT', 10);
    line('Accountant, PwC India', 10, b);
    tracked('JUN 2016 – FEB 2019', 10);
    tracked('EDUCATION', 13, b);
    line('M.Com in Accountancy, University of Mumbai, 2016');
    const out = await parseResume(Buffer.from(await doc.save()), { fileName: 'a.pdf', skills: DEFAULT_SKILLS, now: new Date('2025-06-01') });
    expect(out.data.exp_details.map((e) => [e.designation, e.company, e.from_date, e.to_date])).toEqual([
      ['Senior Accountant', 'Deloitte Haskins & Sells LLP', '2019-03-01', ' Till Date'],
      ['Accountant', 'PwC India', '2016-06-01', '2019-02-01'],
    ]);
    expect(out.data.education_details).toEqual([{ qualification: 'M.Com in Accountancy', university: 'University of Mumbai', year_of_pass: '2016' }]);
  });

  test('"15 L p.a." in running text is 15 lakh, with its notice period', async () => {
    const { got, want } = await parse('028-data-jr-flat.pdf');
    expect(want.ctc).toBe(1_500_000);
    expect([got.ctc, got.notice_period]).toEqual([1_500_000, 90]);
  });

  test('an upper-case e-mail address is read in lower case; a "91-" mobile is the ten digits', async () => {
    const upper = await parse('003-accounting-jr-elegant.pdf');
    expect(upper.got.primary_email).toBe(upper.want.primary_email);
    const m91 = await parse('004-hr-jr-flat.pdf');
    expect(m91.got.primary_mobile).toBe('6527198772');
  });

  test('school rows (Class X / XII, SSC / HSC) and degrees are not jobs', async () => {
    for (const f of ['001-data-jr-flat.pdf', '002-mechanical-jr-kendall.pdf', '004-hr-jr-flat.html']) {
      const { got, want } = await parse(f);
      expect([f, got.exp_details]).toEqual([f, want.exp_details]);
      expect(got.exp_details.filter((e) => /class|ssc|hsc|school|college|university|b\.|m\./i.test(`${e.designation} ${e.company}`))).toEqual([]);
    }
  });

  test('no education year is invented when the resume prints none', async () => {
    for (const f of ['006-teaching-jr-elegant.pdf', '006-teaching-lo-table.docx']) {
      const { got, want } = await parse(f);
      expect(want.education_details.every((e: { year_of_pass: string }) => e.year_of_pass === '')).toBe(true);
      expect([f, got.education_details.length, got.education_details.map((e) => e.year_of_pass).filter(Boolean)]).toEqual([f, want.education_details.length, []]);
    }
  });

  test('.NET Core stays whole; the skills of civil, nursing and sales resumes are found; a title\'s words ("Sales Executive") are no skill', async () => {
    const net = await parse('014-software-jr-kendall.pdf');
    expect(skillsOf(net.got)).toContain('.NET Core');
    expect(skillsOf(net.got)).not.toContain('.NET');
    for (const f of ['009-civil-lo-table.pdf', '012-nursing-tex-moderncv-classic.pdf', '005-sales-jr-kendall.pdf']) {
      const { got, want } = await parse(f);
      expect([f, skillsOf(got).sort()]).toEqual([f, expect.arrayContaining(skillsOf(want).sort())]);
    }
    const sales = await parse('005-sales-jr-kendall.pdf');
    expect(sales.got.exp_details.map((e) => e.designation)).toContain('Sales Executive');
    expect(skillsOf(sales.got)).not.toContain('Sales');
  });
});

describe('Word files an office suite writes from a web theme', () => {
  test("a Word 97 file's floating picture (its OfficeArt record in the WordDocument stream, not in Data) is the photo; a file without one has none", async () => {
    const read = async (f: string) => {
      const exp = JSON.parse(readFileSync(path.join(DIR, 'expected', `${f}.json`), 'utf8'));
      expect(exp.part).toBe('tune');
      return { exp, out: await parseResume(readFileSync(path.join(DIR, 'files', f)), { fileName: f, skills: DEFAULT_SKILLS, now: new Date(exp.now) }) };
    };
    const withPhoto = await read('011-hr-lo-pdf-html-grid.doc');
    expect(withPhoto.exp.has_photo).toBe(true);
    expect([withPhoto.out.photo?.width, withPhoto.out.photo?.height]).toEqual([240, 300]);
    const without = await read('015-mechanical-lo-pdf-html-grid.doc');
    expect(without.exp.has_photo).toBe(false);
    expect(without.out.photo).toBeNull();
  });
  test('a body of text boxes placed on the page (a PDF an office suite turned into a Word document), listed bottom first, is read by position: margin dates beside their entries', async () => {
    // Each box as LibreOffice writes it: a DrawingML anchor relative to the page, and a VML copy in mc:Fallback.
    const box = (x: number, y: number, w: number, text: string, size = 10.5, bold = false) => {
      const run = `<w:r><w:rPr>${bold ? '<w:b/>' : ''}<w:sz w:val="${size * 2}"/></w:rPr><w:t xml:space="preserve">${text.replace(/&/g, '&amp;')}</w:t></w:r>`;
      const content = `<w:txbxContent><w:p>${run}</w:p></w:txbxContent>`;
      return `<mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wp:anchor behindDoc="1" simplePos="0" locked="0" layoutInCell="0" allowOverlap="1" relativeHeight="3"><wp:simplePos x="0" y="0"/><wp:positionH relativeFrom="page"><wp:posOffset>${Math.round(x * 12700)}</wp:posOffset></wp:positionH><wp:positionV relativeFrom="page"><wp:posOffset>${Math.round(y * 12700)}</wp:posOffset></wp:positionV><wp:extent cx="${Math.round(w * 12700)}" cy="${Math.round(size * 1.3 * 12700)}"/><a:graphic><a:graphicData><wps:wsp><wps:txbx>${content}</wps:txbx></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></mc:Choice><mc:Fallback><w:pict><v:shape><v:textbox>${content}</v:textbox></v:shape></w:pict></mc:Fallback></mc:AlternateContent>`;
    };
    const boxes = [
      box(40, 40, 200, 'Katarina Keller', 21, true),
      box(40, 70, 300, 'Senior Accountant · katarina.keller@gmail.com · +65 9123 4567'),
      box(150, 100, 100, 'EXPERIENCE', 12, true),
      box(70, 120, 60, 'Apr 2023 –'),
      box(150, 120, 150, 'Senior Accountant', 10.5, true),
      box(70, 133, 60, 'Present'),
      box(150, 133, 250, 'Deloitte Haskins & Sells LLP, Singapore'),
      box(150, 146, 300, 'Closed monthly books for four entities.'),
      box(70, 166, 60, 'Feb 2021 –'),
      box(150, 166, 150, 'Accountant', 10.5, true),
      box(70, 179, 60, 'Dec 2022'),
      box(150, 179, 150, 'PwC UK, Singapore'),
      box(150, 210, 100, 'EDUCATION', 12, true),
      box(70, 230, 60, 'Jun 2019 –'),
      box(150, 230, 150, 'M.Com, Accountancy'),
      box(70, 243, 60, 'May 2021'),
      box(150, 243, 150, 'University of Leeds'),
    ].reverse();
    const ns = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" xmlns:v="urn:schemas-microsoft-com:vml"';
    const xml = `<?xml version="1.0" encoding="UTF-8"?><w:document ${ns}><w:body><w:p><w:r>${boxes.join('')}</w:r></w:p><w:sectPr><w:pgSz w:w="11906" w:h="16838"/></w:sectPr></w:body></w:document>`;
    const out = await parseResume(docxOfXml(xml), { fileName: 'built.docx', skills: DEFAULT_SKILLS, now: new Date('2025-06-01') });
    expect(out.data.username).toBe('Katarina Keller');
    expect(out.data.exp_details.map((e) => `${e.designation} @ ${e.company} ${e.from_date}..${e.to_date}`)).toEqual([
      'Senior Accountant @ Deloitte Haskins & Sells LLP 2023-04-01.. Till Date',
      'Accountant @ PwC UK 2021-02-01..2022-12-01',
    ]);
    expect(out.data.education_details.map((e) => `${e.qualification} @ ${e.university} ${e.year_of_pass}`)).toEqual(['M.Com in Accountancy @ University of Leeds 2021']);
  });

  test("a range run into the duration the theme printed beside it ('Feb, 20252 years 4 months', two spans joined without a space) keeps its end year", async () => {
    const docx = minimalDocx([
      'Dominic Abbott',
      'Work Experience',
      'Manager - Product Design, Rolls-Royce plc',
      'Oct, 2022 - Feb, 20252 years 4 months',
      'Ran stress analysis for pump impellers.',
      'Senior Design Engineer, Siemens Energy',
      'Feb, 2020 - Aug, 20222 years 6 months',
      'Designed gearbox housings.',
      'Education',
      'Mechanical Engineering, B.E., University of Sydney',
      'Jun, 2011 - May, 2015',
    ]);
    const out = await parseResume(docx, { fileName: 'built.docx', skills: DEFAULT_SKILLS, now: new Date('2025-06-01') });
    expect(out.data.exp_details.map((e) => `${e.designation} @ ${e.company} ${e.from_date}..${e.to_date}`)).toEqual([
      'Manager - Product Design @ Rolls-Royce plc 2022-10-01..2025-02-01',
      'Senior Design Engineer @ Siemens Energy 2020-02-01..2022-08-01',
    ]);
  });
});

describe('contact labels set as terms of a definition list', () => {
  test("'Email' / 'Phone' / 'Location' in the look of the section headings (a definition list an office suite styled as headings) keep their values as contact details", async () => {
    const { extractFields } = await import('../fields/index.js');
    const H = (t: string) => makeLine([t], { heading: true, bold: true, size: 11 });
    const P = (t: string) => makeLine([t], { size: 10 });
    const lines = [
      makeLine(['Mahesh Rathore'], { heading: true, size: 16 }),
      P('Regional Sales Manager'),
      H('Email'),
      P('mahesh.rathore@gmail.com'),
      H('Phone'),
      P('62171 32360'),
      H('Location'),
      P('Ahmedabad, Gujarat'),
      H('About'),
      P('Regional Sales Manager with 6 years of experience in sales.'),
      H('Experience'),
      H('Hindustan Coca-Cola Beverages'),
      P('Regional Sales Manager · Bengaluru'),
      P('Jul 2022 – Now'),
      H('Skills'),
      P('Salesforce CRM'),
    ];
    const got = extractFields({ kind: 'docx', lines, images: [], pages: 1 }, { skills: DEFAULT_SKILLS, now: new Date('2025-06-01') });
    expect([got.username, got.primary_email, got.primary_mobile, got.current_location]).toEqual(['Mahesh Rathore', 'mahesh.rathore@gmail.com', '6217132360', 'Ahmedabad']);
  });
});

describe('a label column (Europass): section names, dates and labels left of their text', () => {
  test('the label column is read beside its text, not as a sidebar, even with one dated entry', async () => {
    const { got, want } = await parse('006-teaching-tex-europass.pdf');
    expect(got.exp_details).toEqual(want.exp_details);
    expect(got.education_details.length).toBe(want.education_details.length);
    for (const e of want.education_details) expect(got.education_details.some((g) => sameEdu(g, e))).toBe(true);
  });
  test("a page holding only an entry's tail and labels ('Mother tongue', 'PERSONAL SKILLS') is still a label column", async () => {
    const { got, want } = await parse('024-hr-tex-europass.pdf');
    expect(got.education_details.length).toBe(want.education_details.length);
    for (const e of want.education_details) expect(got.education_details.some((g) => sameEdu(g, e))).toBe(true);
  });
  test("the name on the label's baseline ('PERSONAL INFORMATION Dominic Abbott')", async () => {
    for (const f of ['015-mechanical-tex-europass.pdf', '012-nursing-tex-europass.pdf']) {
      const { got, want } = await parse(f);
      expect([f, got.username]).toEqual([f, want.username]);
    }
  });
});

describe('a word hyphenated at the end of a line in a cell or narrow column', () => {
  test("the institution beside a left date column ('Jadavpur Univer-' / 'sity; 68.4%') is whole", async () => {
    const { got, want } = await parse('028-data-tex-komacv.pdf');
    expect(got.education_details.map((e) => e.university)).toEqual(want.education_details.map((e: { university: string }) => e.university));
  });
  test("an e-mail broken by a narrow contact column ('E jy-' / 'oti.bhandari@gmail.com') is whole", async () => {
    const { got, want } = await parse('001-data-tex-moderncv-fancy.pdf');
    expect(got.primary_email).toBe(want.primary_email);
  });
  test("an e-mail whose rest is the last cell of the name's row ('B gau-' / 'Gaurav Acharya  ravacharya85@gmail.com')", async () => {
    const { got, want } = await parse('034-software-tex-komacv.pdf');
    expect([got.primary_email, got.username]).toEqual([want.primary_email, want.username]);
  });
  test("an upper-case one too ('E KATA-' / 'RINA.BECKER.CAREER@GMAIL.COM', a built PDF)", async () => {
    const pdf = await placedPdf([
      { t: 'Katarina Becker', x: 50, y: 790, size: 22, bold: true },
      { t: 'Senior HR Business Partner', x: 50, y: 760 },
      { t: 'E KATA-', x: 420, y: 760 },
      { t: 'RINA.BECKER.CAREER@GMAIL.COM', x: 420, y: 748 },
      { t: 'EXPERIENCE', x: 50, y: 700, size: 12, bold: true },
      { t: 'HR Business Partner, Quess Corp Limited   Jan 2019 – Present', x: 50, y: 684 },
    ]);
    const got = await parseResume(pdf, { fileName: 'built.pdf', skills: DEFAULT_SKILLS, now: new Date('2025-06-01') });
    expect(got.data.primary_email.toLowerCase()).toBe('katarina.becker.career@gmail.com');
  });
});

describe('dates stacked in a narrow right column', () => {
  test("'April 2023' / '–' / 'Present' and 'February' / '2021 –' / 'December' / '2022' beside an entry's lines are its dates", async () => {
    const { got, want } = await parse('003-accounting-tex-tucv.pdf');
    expect(got.exp_details).toEqual(want.exp_details);
    expect([got.exp_in_years, got.exp_in_months]).toEqual([want.exp_in_years, want.exp_in_months]);
  });
});

describe("an entry's line that ran up to its flush-right date and wrapped under it", () => {
  test("'Nursing Supervisor, Apollo Hospitals Enterprise Ltd, Feb 2022–Present' + 'Ahmedabad.' keeps its date apart", async () => {
    const { got, want } = await parse('026-nursing-tex-moderncv-oldstyle.pdf');
    expect(got.exp_details).toEqual(want.exp_details);
    expect([got.exp_in_years, got.exp_in_months]).toEqual([want.exp_in_years, want.exp_in_months]);
  });
});

describe('the name on one line with the contact beside it', () => {
  test("'Nisha Bhandari  B nisha.bhandari.career@gmail.com' gives the name, not the e-mail's words", async () => {
    for (const f of ['016-civil-tex-komacv.pdf', '028-data-tex-komacv.pdf']) {
      const { got, want } = await parse(f);
      expect([f, got.username]).toEqual([f, want.username]);
    }
  });
});

describe("TeX's T1 ligatures without a Unicode map", () => {
  test("'Sta\\u001b Nurse' reads 'Staff Nurse' (ff, fi, fl, ffi, ffl)", async () => {
    const { cleanText } = await import('../model.js');
    expect(cleanText('Sta\u001b Nurse, \u001cve, \u001dow, o\u001ece, ba\u001fe')).toBe('Staff Nurse, five, flow, office, baffle');
    const { got, want } = await parse('026-nursing-tex-simplecv.pdf');
    expect(got.exp_details).toEqual(want.exp_details);
  });
});

describe("a grade with its label ('Score: CGPA 7.6/10', 'Score: Distinction') after the degree", () => {
  test('is no institution', async () => {
    for (const f of ['001-data-tex-yamlresume-jake.pdf', '007-software-tex-yamlresume-jake.pdf']) {
      const { got, want } = await parse(f);
      expect([f, got.education_details.map((e) => e.university)]).toEqual([f, want.education_details.map((e: { university: string }) => e.university)]);
    }
  });
});

describe('a two-cell contact header above one-column text', () => {
  test('the section title under it stays after it, not inside the contact block', async () => {
    const pdf = await placedPdf([
      { t: 'Asha Menon', x: 50, y: 790, size: 22, bold: true },
      { t: '+91 98450 12345', x: 50, y: 760 },
      { t: 'Bengaluru, Karnataka', x: 300, y: 760 },
      { t: 'asha.menon@gmail.com', x: 50, y: 746 },
      { t: 'linkedin.com/in/asha-menon', x: 300, y: 746 },
      { t: 'PROFILE', x: 50, y: 732, size: 12, bold: true },
      { t: 'Accountant with six years in audit and taxation for manufacturing and retail clients across India.', x: 50, y: 716 },
      { t: 'EXPERIENCE', x: 50, y: 690, size: 12, bold: true },
      { t: 'Senior Accountant, Deloitte Haskins & Sells LLP', x: 50, y: 674, bold: true },
    ]);
    const { readDocument } = await import('../document.js');
    const { DEFAULT_LIMITS } = await import('../index.js');
    const read = await readDocument(pdf, DEFAULT_LIMITS, false);
    const texts = read.lines.map((l) => l.text);
    const at = (s: string) => texts.findIndex((t) => t.includes(s));
    expect(at('PROFILE')).toBeGreaterThan(at('linkedin.com'));
    expect(at('PROFILE')).toBeGreaterThan(at('Bengaluru'));
  });
});

describe('a skills list wrapped onto a line in capitals', () => {
  test("'… Tally, GST,' / 'TDS, IFRS' stays in the skills, not a section of its own", async () => {
    const { got } = await parse('003-accounting-tex-europass.pdf');
    expect([...got.primary_skills, ...got.secondary_skills]).toEqual(expect.arrayContaining(['TDS', 'IFRS', 'GST']));
  });
});

describe('an education entry wrapped in a narrow right sidebar (LibreOffice PDF)', () => {
  test("an institution's last word wrapped onto its own line stays in the name ('Manipal Academy of Higher' / 'Education')", async () => {
    const { got } = await parse('004-hr-lo-rightbar.pdf');
    expect(got.education_details.map((e) => e.university)).toContain('Manipal Academy of Higher Education');
  });
  test("a degree's field of study after a comma, wrapped ('MBA, Human Resource' / 'Management'), stays in the qualification", async () => {
    for (const [f, q, u] of [
      ['004-hr-lo-rightbar.pdf', 'MBA in Human Resource Management', 'Christ University'],
      ['022-mechanical-lo-rightbar.pdf', 'Diploma in Mechanical Engineering', 'Jadavpur University'],
    ]) {
      const { got } = await parse(f);
      expect([f, got.education_details[0]?.qualification, got.education_details[0]?.university]).toEqual([f, q, u]);
    }
  });
});

describe('a sidebar running onto a second page', () => {
  test('a line at the foot of one page and the same text at the head of the next is no running header or footer', async () => {
    // A running header on both pages, at the same edge: still one.
    const header = { t: 'Asha Menon - Curriculum Vitae', x: 50, y: 815, size: 9 };
    const pdf = await placedPdf(
      [
        header,
        { t: 'EDUCATION', x: 390, y: 140 },
        { t: 'Class XII, Commerce', x: 390, y: 67 },
        { t: "St. Xavier's High School", x: 390, y: 55 },
      ],
      [header, { t: 'Class X', x: 390, y: 774 }, { t: "St. Xavier's High School", x: 390, y: 762 }],
    );
    const { readDocument } = await import('../document.js');
    const { DEFAULT_LIMITS } = await import('../index.js');
    const read = await readDocument(pdf, DEFAULT_LIMITS, false);
    expect(read.lines.filter((l) => l.text === "St. Xavier's High School").map((l) => [l.page, l.src])).toEqual([
      [1, 'body'],
      [2, 'body'],
    ]);
    expect(read.lines.filter((l) => l.text.startsWith('Asha Menon')).every((l) => l.src === 'header')).toBe(true);
  });
  test("the school rows' institutions on the sidebar's second page are read", async () => {
    const { got } = await parse('004-hr-lo-rightbar.pdf');
    expect(got.education_details.map((e) => e.university)).toEqual(['Christ University', 'Manipal Academy of Higher Education', "St. Xavier's High School", "St. Xavier's High School"]);
  });
});

describe('a letter-spaced title printed with kerned pairs (Chromium PDF)', () => {
  test("'E D U C AT I O N' is read as one word, ordinary capitals and words are left alone (rule)", async () => {
    const { collapseSpacedLetters } = await import('../model.js');
    expect(collapseSpacedLetters('E D U C AT I O N')).toBe('EDUCATION');
    expect(collapseSpacedLetters('C E R T I F I C AT I O N S')).toBe('CERTIFICATIONS');
    expect(collapseSpacedLetters('\uf19d E D U C AT I O N')).toBe('\uf19d EDUCATION');
    expect(collapseSpacedLetters('IT HR PR MBA')).toBe('IT HR PR MBA');
    expect(collapseSpacedLetters('I AM A good fit')).toBe('I AM A good fit');
  });
  test('the Education section of a page whose small grey titles are letter-spaced after an icon is found', async () => {
    for (const f of ['033-teaching-html-icons.pdf', '021-data-html-icons.pdf']) {
      const { got, want } = await parse(f);
      expect([f, got.education_details.length, got.exp_details.length]).toEqual([f, want.education_details.length, want.exp_details.length]);
      expect(got.education_details.every((g, i) => sameEdu(g, want.education_details[i]))).toBe(true);
    }
  });
});
