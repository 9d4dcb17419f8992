import { describe, test } from 'node:test';
import { expect } from 'expect';
import { extractEducation } from '../fields/education.js';
import { lines } from './helpers.js';
import { makeLine } from '../model.js';

const now = { y: 2025, m: 6 };
const E = (...rows: Array<string | string[]>) =>
  extractEducation(lines(...rows), now).map(
    (e) => `${e.qualification} | ${e.university} | ${e.year_of_pass}`,
  );

describe('education entries', () => {
  test('one line each', () => {
    expect(
      E(
        'B.Tech in Computer Science, IIT Delhi, 2014 (CGPA 8.2)',
        'MBA (Finance) from Symbiosis Institute of Business Management in 2017',
      ),
    ).toEqual([
      'B.Tech in Computer Science | IIT Delhi | 2014',
      'MBA (Finance) | Symbiosis Institute of Business Management | 2017',
    ]);
  });

  test('degree, institution and years on separate lines; ranges give the passing year', () => {
    expect(
      E(
        'Bachelor of Engineering - Mechanical',
        'Anna University, Chennai',
        '2010 – 2014',
        'Master of Science in Data Science',
        'University of Washington',
        'Sep 2016 - Jun 2018',
      ),
    ).toEqual([
      'Bachelor of Engineering - Mechanical | Anna University | 2014',
      'Master of Science in Data Science | University of Washington | 2018',
    ]);
  });

  test('institution first (LinkedIn), keeping names like "University of Texas at Austin" whole', () => {
    expect(
      E(
        'University of Texas at Austin',
        'B.S. in Computer Science · (2012 - 2016)',
        'Delhi Public School',
        'Class XII · (2010 - 2012)',
      ),
    ).toEqual([
      'B.S. in Computer Science | University of Texas at Austin | 2016',
      'Class XII | Delhi Public School | 2012',
    ]);
  });

  test('a table read by its header row', () => {
    expect(
      E(
        ['Examination', 'Board / University', 'Year of Passing', 'Percentage'],
        ['B.Com', 'University of Mumbai', '2015', '68%'],
        ['HSC', 'Maharashtra State Board', '2012', '74%'],
        ['SSC', 'Maharashtra State Board', '2010', '81%'],
      ),
    ).toEqual([
      'B.Com | University of Mumbai | 2015',
      'HSC | Maharashtra State Board | 2012',
      'SSC | Maharashtra State Board | 2010',
    ]);
  });

  test("a dash alone in a cell marks it empty ('2022 | –'), not a date range left open; with or without the header's cells run together", () => {
    expect(
      E(
        ['Degree', 'Institute', 'Year Score'],
        ['B.Com – Accounting and Finance', 'Jadavpur University', '2022', '–'],
        ['Class XII – Commerce', 'Sri Chaitanya Junior College', '2018 94%'],
      ),
    ).toEqual(['B.Com in Accounting and Finance | Jadavpur University | 2022', 'Class XII in Commerce | Sri Chaitanya Junior College | 2018']);
    expect(E(['B.Tech – Civil Engineering', 'Anna University', '2019', '—'])).toEqual(['B.Tech in Civil Engineering | Anna University | 2019']);
  });

  test('a table row without a header; a school name holding "High School"', () => {
    expect(
      E(
        ['2014', 'B.E. (Electronics)', 'RV College of Engineering', '72%'],
        ['Secondary School Certificate', '2008'],
        'Holy Cross High School | 85%',
      ),
    ).toEqual([
      'B.E. (Electronics) | RV College of Engineering | 2014',
      'Secondary School Certificate | Holy Cross High School | 2008',
    ]);
  });

  test('a field of study and its degree in any order and on separate lines (themes print them apart)', () => {
    expect(E('Christ University', 'Statistics, M.Stat', 'Jun 2020 - May 2022')).toEqual(['M.Stat in Statistics | Christ University | 2022']);
    expect(E(['Christ University', '2020 - 2022'], 'Statistics (M.Stat)')).toEqual(['M.Stat in Statistics | Christ University | 2022']);
    expect(E('Christ University 2020-06-01 — 2022-05-01', 'Statistics', 'M.Stat')).toEqual(['M.Stat in Statistics | Christ University | 2022']);
    expect(E('Christ University', 'M.Stat', 'Statistics', 'Grade: 8.1', '2020-06-01 - 2022-05-01')).toEqual(['M.Stat in Statistics | Christ University | 2022']);
    expect(E('Delhi Public School, R.K. Puram', 'HSC', 'Commerce', '2016')).toEqual(['HSC in Commerce | Delhi Public School, R.K. Puram | 2016']);
    expect(E('English, B.A., Amity University', '- Present')).toEqual(['B.A. in English | Amity University | ']);
    expect(E('2011', '2013', 'VIT University', 'M.Tech', 'Machine Design')).toEqual(['M.Tech in Machine Design | VIT University | 2013']);
    expect(E('Christ University', 'Statistics M.Stat', '2020 - 2022')).toEqual(['M.Stat in Statistics | Christ University | 2022']);
    expect(E('Christ University', 'Bachelor of Technology', 'Computer Science', '2016 - 2020')).toEqual(['Bachelor of Technology in Computer Science | Christ University | 2020']);
    expect(E('Christ University', 'Bachelor', 'Computer Science', '2016 - 2020')).toEqual(['Bachelor in Computer Science | Christ University | 2020']);
  });

  test('a field of study printed before a degree line that names the institution opens the next entry, not the one before', () => {
    expect(E('Machine Design', 'M.Tech at VIT University', 'Jun 2011 → May 2013', 'Mechanical Engineering', 'Diploma at Amity University', 'Jun 2008 → May 2011')).toEqual([
      'M.Tech in Machine Design | VIT University | 2013',
      'Diploma in Mechanical Engineering | Amity University | 2011',
    ]);
  });

  test('a field of study with the dates beside it, before its degree', () => {
    expect(E('VIT University', 'Machine Design Jun 2011 – May 2013', 'M.Tech', 'CGPA 8.1/10', 'Amity University', 'Mechanical Engineering Jun 2008 – May 2011', 'Diploma')).toEqual([
      'M.Tech in Machine Design | VIT University | 2013',
      'Diploma in Mechanical Engineering | Amity University | 2011',
    ]);
  });

  test("a grade alone on its line ('70%') is no field of study", () => {
    expect(E('Sri Chaitanya Junior College', 'Class X', '70%')).toEqual(['Class X | Sri Chaitanya Junior College | ']);
    expect(E("St. Xavier's High School, 2007", 'Class XII', '63.5 %')).toEqual(["Class XII | St. Xavier's High School | 2007"]);
  });

  test('dates in a left margin wrapped by its width, beside the entry or run into its first line', () => {
    expect(E(['VIT University', 'Jun 2011 – May'], ['2013', 'Machine Design'], 'M.Tech')).toEqual(['M.Tech in Machine Design | VIT University | 2013']);
    expect(E('Jun 2020 – May University of Manchester', ['2023', 'Computer Applications'], 'BCA')).toEqual(['BCA in Computer Applications | University of Manchester | 2023']);
  });

  test('names and fields of study wrapped by a narrow column are read whole', () => {
    // Lines of one column set tight, in one size, as a PDF's sidebar gives them.
    const W = (...rows: string[]) => extractEducation(rows.map((t, i) => makeLine([t], { size: 9, gap: i ? 0.2 : 1.2 })), now).map((e) => `${e.qualification} | ${e.university} | ${e.year_of_pass}`);
    expect(W('MBA in Human', 'Resource', 'Management', 'Christ University', 'Jun 2019 – May 2021')).toEqual(['MBA in Human Resource Management | Christ University | 2021']);
    expect(W('B.Sc in Nursing', 'Symbiosis', 'International', 'University', 'Jun 2017 – May 2020')).toEqual(['B.Sc in Nursing | Symbiosis International University | 2020']);
    expect(W('B.A. in Psychology', 'Manipal Academy of', 'Higher Education', 'Jun 2015 – May 2018')).toEqual(['B.A. in Psychology | Manipal Academy of Higher Education | 2018']);
    expect(W('Class XII in', 'Commerce', 'Narayana Junior', 'College', '2014')).toEqual(['Class XII in Commerce | Narayana Junior College | 2014']);
    expect(W('HSC in Commerce', 'Kendriya Vidyalaya', 'No. 2', '2016')).toEqual(['HSC in Commerce | Kendriya Vidyalaya No. 2 | 2016']);
    expect(W('HSC in Commerce', 'Delhi Public School,', 'R.K. Puram', '2016')).toEqual(['HSC in Commerce | Delhi Public School, R.K. Puram | 2016']);
  });

  test("an entry's 'Courses' and the course names under it are no degree, field or institution", () => {
    expect(E('SSC', 'Narayana Junior College', 'Courses', 'Engineering Drawing', 'Statistics 101', 'B.Sc in Statistics', 'Amity University', '2011 - 2014')).toEqual([
      'SSC | Narayana Junior College | ',
      'B.Sc in Statistics | Amity University | 2014',
    ]);
  });

  test("a degree and its field apart by a colon ('B.A.: Psychology'), or its field on the next line before the institution", () => {
    expect(E('Manipal Academy of Higher Education', 'B.A.: Psychology', 'Jun 2015 – May 2018', 'Amity University', 'B.E.: Mechanical Engineering')).toEqual([
      'B.A. in Psychology | Manipal Academy of Higher Education | 2018',
      'B.E. in Mechanical Engineering | Amity University | ',
    ]);
    expect(E('M.Stat', 'Statistics', 'Christ University', 'Jun 2020 – May 2022', 'B.Tech', 'Electronics and Communication', 'Christ University', 'Jun 2016 – May 2020')).toEqual([
      'M.Stat in Statistics | Christ University | 2022',
      'B.Tech in Electronics and Communication | Christ University | 2020',
    ]);
  });

  test("a field of study beside the institution, its degree on the next line ('Statistics, Christ University' / 'M.Stat')", () => {
    expect(E('Statistics, Christ University', 'M.Stat', '2020-06-01 – 2022-05-01', 'Commerce, Delhi Public School, R.K. Puram', 'HSC', '2016-05-01')).toEqual([
      'M.Stat in Statistics | Christ University | 2022',
      'HSC in Commerce | Delhi Public School, R.K. Puram | 2016',
    ]);
    expect(E('Christ University - Statistics', 'M.Stat', '2020-06-01 – 2022-05-01')).toEqual(['M.Stat in Statistics | Christ University | 2022']);
  });

  test('table cells run together (a PDF table with narrow cells): degree, field and institution are still told apart', () => {
    expect(E('HSC Commerce Delhi Public School, R.K. Puram 2016 87%', 'Class X Sri Chaitanya Junior College 2005 92%')).toEqual([
      'HSC Commerce | Delhi Public School, R.K. Puram | 2016',
      'Class X | Sri Chaitanya Junior College | 2005',
    ]);
  });

  test("a grade's label on its own line ('Score' / '72%') is no field of study nor institution", () => {
    expect(E('Narayana Junior College', 'SSC', 'Score', '92%', 'May 2014')).toEqual(['SSC | Narayana Junior College | 2014']);
    expect(E('SSC', 'GPA', '9.2/10', 'Narayana Junior College')).toEqual(['SSC | Narayana Junior College | ']);
  });

  test('in a resume that prints no years, a field of study before its degree still joins it (no year is invented)', () => {
    expect(E('Psychology', 'B.A. · University of Toronto', 'Commerce', 'Class XII · Sri Chaitanya Junior College', 'Class X · Sri Chaitanya Junior College')).toEqual([
      'B.A. in Psychology | University of Toronto | ',
      'Class XII in Commerce | Sri Chaitanya Junior College | ',
      'Class X | Sri Chaitanya Junior College | ',
    ]);
  });

  test("a field of study under 'Institution, Degree' with the entry's dates beside it joins the degree", () => {
    expect(E('Christ University, M.Stat', 'Statistics Jun 2020 – May 2022', 'Delhi Public School, R.K. Puram, HSC', 'Commerce May 2016', 'Sri Chaitanya Junior College, Class X', 'May 2014')).toEqual([
      'M.Stat in Statistics | Christ University | 2022',
      'HSC in Commerce | Delhi Public School, R.K. Puram | 2016',
      'Class X | Sri Chaitanya Junior College | 2014',
    ]);
  });

  test('a section whose entries open with the field of study alone, the degree last, reads every field with its own degree', () => {
    expect(E('Statistics', 'Jun 2020 – May 2022', 'Christ University', 'M.Stat', 'Electronics and Communication', 'Jun 2016 – May 2020', 'Christ University', 'B.Tech', 'May 2012', 'Sri Chaitanya Junior College', 'Class X')).toEqual([
      'M.Stat in Statistics | Christ University | 2022',
      'B.Tech in Electronics and Communication | Christ University | 2020',
      'Class X | Sri Chaitanya Junior College | 2012',
    ]);
    // Without years: each field line still opens its own entry.
    expect(E('Psychology', 'University of Toronto', 'B.A.', 'Commerce', 'Sri Chaitanya Junior College', 'Class XII', 'Sri Chaitanya Junior College', 'Class X')).toEqual([
      'B.A. in Psychology | University of Toronto | ',
      'Class XII in Commerce | Sri Chaitanya Junior College | ',
      'Class X | Sri Chaitanya Junior College | ',
    ]);
  });

  test("an institution and its field apart by a hyphen, when the name holds 'High School' or a comma", () => {
    expect(E("St. Xavier's High School - PCM", 'Class XII', '2007-05-01', 'Delhi Public School, R.K. Puram - Commerce', 'HSC', '2016-05-01')).toEqual([
      "Class XII in PCM | St. Xavier's High School | 2007",
      'HSC in Commerce | Delhi Public School, R.K. Puram | 2016',
    ]);
  });

  test("a range broken after its start ('Jun 2020' / '– May 2022') gives its end as the passing year, not the next entry's", () => {
    expect(E('M.Stat in Statistics', 'Christ University', 'Jun 2020', '– May 2022', 'B.Tech in Electronics and Communication', 'Christ University', 'Jun 2016', '– May 2020', 'HSC in Commerce', 'Delhi Public School, R.K. Puram', '– May 2016')).toEqual([
      'M.Stat in Statistics | Christ University | 2022',
      'B.Tech in Electronics and Communication | Christ University | 2020',
      'HSC in Commerce | Delhi Public School, R.K. Puram | 2016',
    ]);
  });

  test("'Invalid date' (a date library printing a missing start) is no field of study", () => {
    expect(E('Narayana Junior College', 'SSC', 'Invalid date - May 2014')).toEqual(['SSC | Narayana Junior College | 2014']);
  });

  test("a bare degree over 'Field, Institution' ('M.Stat' / 'Statistics, Christ University') takes the field", () => {
    expect(E('M.Stat', 'Statistics, Christ University', 'Jun 2020 – May 2022', 'SSC', 'Narayana Junior College', 'May 2014')).toEqual([
      'M.Stat in Statistics | Christ University | 2022',
      'SSC | Narayana Junior College | 2014',
    ]);
  });

  test("labelled lines ('Degree: M.Stat', 'Major: Statistics', 'Institution: …', 'Year: 2022') are read by their values", () => {
    expect(E('Degree: M.Stat', 'Major: Statistics', 'Institution: Christ University', 'Year: 2022', 'Degree: SSC', 'Institution: Narayana Junior College', 'Year: 2014')).toEqual([
      'M.Stat in Statistics | Christ University | 2022',
      'SSC | Narayana Junior College | 2014',
    ]);
  });

  test("table cells run together with a grade after them, or an institution named 'X Academy of …'", () => {
    expect(E('B.Ed Education Christ University CGPA 8.1/10', 'Class X Sri Chaitanya Junior College 92%', 'MBA Finance Manipal Academy of Higher Education 2018 72%')).toEqual([
      'B.Ed Education | Christ University | ',
      'Class X | Sri Chaitanya Junior College | ',
      'MBA Finance | Manipal Academy of Higher Education | 2018',
    ]);
  });

  test('pursuing', () => {
    expect(E('M.Tech (Pursuing), NIT Trichy, 2024 - Present')).toEqual(['M.Tech | NIT Trichy | ']);
  });
});
