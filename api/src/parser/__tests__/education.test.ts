import { describe, test } from 'node:test';
import { expect } from 'expect';
import { extractEducation } from '../fields/education.js';
import { lines } from './helpers.js';

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

  test('pursuing', () => {
    expect(E('M.Tech (Pursuing), NIT Trichy, 2024 - Present')).toEqual(['M.Tech | NIT Trichy | ']);
  });
});
