import { describe, test } from 'node:test';
import { expect } from 'expect';
import { extractExperience, totalMonths } from '../fields/experience.js';
import { makeLine } from '../model.js';
import { lines } from './helpers.js';

const now = { y: 2025, m: 6 };
const X = (...rows: Array<string | string[]>) =>
  extractExperience(lines(...rows), now).map(
    (e) => `${e.designation} @ ${e.company} [${e.from_date}..${e.to_date}]`,
  );

describe('experience entries', () => {
  test('title — company, dates right-aligned', () => {
    expect(
      X(
        ['Senior Software Engineer — Infosys Limited', 'Jan 2019 – Present'],
        '• Built things.',
        ['Software Engineer — Wipro Technologies', 'Jul 2016 – Dec 2018'],
        '• More things.',
      ),
    ).toEqual([
      'Senior Software Engineer @ Infosys Limited [2019-01-01.. Till Date]',
      'Software Engineer @ Wipro Technologies [2016-07-01..2018-12-01]',
    ]);
  });

  test("a range broken after its start ('Jun 2020' / '– May 2022'), alone or beside the title", () => {
    expect(X('Senior Accountant — Deloitte India', 'Jun 2020', '– Present', 'Accountant — KPMG India', '2016-07-01', '— 2020-05-01')).toEqual([
      'Senior Accountant @ Deloitte India [2020-06-01.. Till Date]',
      'Accountant @ KPMG India [2016-07-01..2020-05-01]',
    ]);
    expect(X(['Senior Accountant — Deloitte India', 'Jun 2020'], '– May 2022')).toEqual(['Senior Accountant @ Deloitte India [2020-06-01..2022-05-01]']);
  });

  test("a range broken after its dash ('Sep 2021 –' / 'Mar 2025', a narrow dates column), ahead of its entry", () => {
    expect(X('Sep 2021 –', 'Mar 2025', 'Manager - Product Design', 'Bharat Forge Limited, Pune', 'Mar 2020 –', 'Present', 'Senior Design Engineer', 'Tata Motors Limited, Pune')).toEqual([
      'Manager - Product Design @ Bharat Forge Limited [2021-09-01..2025-03-01]',
      'Senior Design Engineer @ Tata Motors Limited [2020-03-01.. Till Date]',
    ]);
  });

  test("arrows between dates, 'at Company' on a line of its own", () => {
    expect(X('Data Analyst at Mu Sigma', '2022-11 → Present')).toEqual(['Data Analyst @ Mu Sigma [2022-11-01.. Till Date]']);
    expect(X('Data Analyst', 'at Mu Sigma', '2022-11-01 - Present')).toEqual(['Data Analyst @ Mu Sigma [2022-11-01.. Till Date]']);
    expect(X('Data Analyst at Mu Sigma (Bengaluru)', '11/2022 - Present')).toEqual(['Data Analyst @ Mu Sigma [2022-11-01.. Till Date]']);
  });

  test('company with location and dates, title on the next line', () => {
    expect(
      X(
        ['Infosys Ltd., Pune', 'Jun 2018 – Present'],
        'Senior Systems Engineer',
        '• Led a team of five.',
        ['Accenture, Bengaluru', 'Aug 2015 – May 2018'],
        'Associate',
        '• Wrote code.',
      ),
    ).toEqual([
      'Senior Systems Engineer @ Infosys Ltd. [2018-06-01.. Till Date]',
      'Associate @ Accenture [2015-08-01..2018-05-01]',
    ]);
  });

  test('title (dates) then company', () => {
    expect(
      X(
        'Team Lead (Mar 2020 - Present)',
        'Cognizant Technology Solutions',
        '• Ran sprints.',
        'Developer (Jun 2017 - Feb 2020)',
        'Mphasis',
        '• Fixed bugs.',
      ),
    ).toEqual([
      'Team Lead @ Cognizant Technology Solutions [2020-03-01.. Till Date]',
      'Developer @ Mphasis [2017-06-01..2020-02-01]',
    ]);
  });

  test('company line first, then title with dates (US style)', () => {
    expect(
      X(
        'ACME CORPORATION | New York, NY',
        'Product Manager | 2019 – 2022',
        '• Shipped the app.',
        'Globex Inc. | Austin, TX',
        'Business Analyst | 2016 – 2019',
      ),
    ).toEqual([
      'Product Manager @ ACME CORPORATION [2019-01-01..2022-12-01]',
      'Business Analyst @ Globex Inc. [2016-01-01..2019-12-01]',
    ]);
  });

  test('a table row without a header, and one with a header', () => {
    expect(X(['Wipro Ltd', 'Project Engineer', 'Jul 2016', 'Mar 2019'])).toEqual([
      'Project Engineer @ Wipro Ltd [2016-07-01..2019-03-01]',
    ]);
    expect(
      X(
        ['Employer', 'Position', 'From', 'To'],
        ['Tata Motors', 'Quality Engineer', '01/2015', 'Till Date'],
      ),
    ).toEqual(['Quality Engineer @ Tata Motors [2015-01-01.. Till Date]']);
  });

  test('labelled blocks and labelled one-liners', () => {
    expect(
      X('Organization: Tata Motors', 'Role: Quality Engineer', 'Period: 01/2015 to 12/2017'),
    ).toEqual(['Quality Engineer @ Tata Motors [2015-01-01..2017-12-01]']);
    expect(
      X(
        'Company: HCL Technologies | Designation: Software Engineer | Duration: Aug 2014 - May 2016',
      ),
    ).toEqual(['Software Engineer @ HCL Technologies [2014-08-01..2016-05-01]']);
  });

  test('prose', () => {
    expect(X('Currently working as Team Lead with Wipro Technologies since March 2020.')).toEqual([
      'Team Lead @ Wipro Technologies [2020-03-01.. Till Date]',
    ]);
  });

  test('several roles at one employer (LinkedIn)', () => {
    expect(
      X(
        'Google',
        '5 yrs 2 mos',
        'Staff Engineer',
        'Jan 2022 - Present (3 yrs 5 mos)',
        'Bengaluru, India',
        'Senior Engineer',
        'Jan 2020 - Dec 2021 (2 yrs)',
      ),
    ).toEqual([
      'Staff Engineer @ Google [2022-01-01.. Till Date]',
      'Senior Engineer @ Google [2020-01-01..2021-12-01]',
    ]);
  });

  test('project and client lines inside a job are not jobs', () => {
    expect(
      X(
        ['Software Engineer - Infosys', 'Jan 2019 - Present'],
        'Client: Citibank (Jan 2019 - Jun 2019)',
        'Project: Loan origination (Jul 2019 - Dec 2020)',
        '• Built APIs.',
      ),
    ).toEqual(['Software Engineer @ Infosys [2019-01-01.. Till Date]']);
  });
  test("typographic ligatures kept in the text ('Senior Staﬀ Nurse', 'ﬁled') are read as their letters", () => {
    expect(X(['Senior Staﬀ Nurse — Apollo Hospitals', 'Jun 2015 – Feb 2019'], '• Oﬃce work ﬁled daily.')).toEqual(['Senior Staff Nurse @ Apollo Hospitals [2015-06-01..2019-02-01]']);
  });
  test("an entry's 'Title, Company' line set as a list item (a web theme's list an office suite kept as Word numbering) is the entry's header even past six words", () => {
    const B = (t: string) => makeLine([t], { bullet: true });
    const P = (...segs: string[]) => makeLine(segs);
    const got = extractExperience(
      [
        B('HR Manager, Randstad NV'),
        P('Dec, 2021 - Present'),
        P('Rolled out Employee Engagement across five plants.'),
        B('Senior HR Business Partner, Quess Corp Limited'),
        P('May, 2018 - Nov, 2021', '3 years 6 months'),
        P('Ran monthly Payroll for 1,800 employees.'),
        B('Hired 120 engineers a year through campus drives'),
        B('Senior Design Engineer, Larsen & Toubro Limited'),
        P('Jan, 2017 - Nov, 2019', '2 years 10 months'),
        B('Designed gearbox housings in SolidWorks.'),
      ],
      now,
    ).map((e) => `${e.designation} @ ${e.company} [${e.from_date}..${e.to_date}]`);
    expect(got).toEqual([
      'HR Manager @ Randstad NV [2021-12-01.. Till Date]',
      'Senior HR Business Partner @ Quess Corp Limited [2018-05-01..2021-11-01]',
      'Senior Design Engineer @ Larsen & Toubro Limited [2017-01-01..2019-11-01]',
    ]);
  });
  test("a range wrapped by a narrow date cell whose end year shares the next line with the entry's first bullet ('Jan-2017 – Nov-' / '2019 ‖ • Designed …', a PDF table row)", () => {
    expect(
      X(
        'Larsen & Toubro Limited, Manchester',
        'Designation: Senior Design Engineer',
        'Jan-2017 – Nov-',
        ['2019', '• Designed gearbox housings in SolidWorks and cut casting weight by 12'],
        'percent.',
        'Caterpillar Inc, Manchester',
        'Designation: Graduate Engineer Trainee',
        'Jul-2015 – Nov-',
        ['2016', '• Ran stress analysis with FMEA for pump impellers.'],
      ),
    ).toEqual(['Senior Design Engineer @ Larsen & Toubro Limited [2017-01-01..2019-11-01]', 'Graduate Engineer Trainee @ Caterpillar Inc [2015-07-01..2016-11-01]']);
  });
});

describe('total experience from entries', () => {
  const e = (from: string, to: string) => ({
    designation: 'x',
    company: 'y',
    from_date: from,
    to_date: to,
  });
  test('overlaps are counted once, gaps are not counted, a current job runs to now', () => {
    expect(totalMonths([e('2019-01-01', '2019-12-01')], now)).toBe(12);
    expect(totalMonths([e('2019-01-01', '2020-12-01'), e('2020-06-01', '2021-05-01')], now)).toBe(
      29,
    );
    expect(totalMonths([e('2015-01-01', '2015-12-01'), e('2017-01-01', '2017-12-01')], now)).toBe(
      24,
    );
    expect(totalMonths([e('2024-06-01', ' Till Date')], now)).toBe(12);
  });
});

test('bold title lines are header lines even without dates on them', () => {
  const ls = [
    makeLine(['Flipkart'], { bold: true }),
    makeLine(['Senior Product Analyst']),
    makeLine(['Feb 2021 - Present']),
    makeLine(['• Owned the returns funnel.']),
  ];
  expect(extractExperience(ls, now)[0]).toEqual({
    designation: 'Senior Product Analyst',
    company: 'Flipkart',
    from_date: '2021-02-01',
    to_date: ' Till Date',
  });
});
