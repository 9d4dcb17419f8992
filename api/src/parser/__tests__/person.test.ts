import { describe, test } from 'node:test';
import { expect } from 'expect';
import { makeLine } from '../model.js';
import { findLocation, findName, tidyName } from '../fields/person.js';
import { lines } from './helpers.js';

describe('name', () => {
  test('the largest line at the top', () => {
    const ls = [
      makeLine(['CURRICULUM VITAE'], { size: 14, bold: true }),
      makeLine(['Ananya Krishnan'], { size: 20, bold: true }),
      makeLine(['Senior Data Analyst'], { size: 11 }),
      makeLine(['ananya.k@gmail.com'], { size: 10 }),
    ];
    expect(findName(ls, ['ananya.k@gmail.com'])).toBe('Ananya Krishnan');
  });
  test("a 'Name:' label wins", () => {
    expect(
      findName(lines('RESUME', 'Name : Mohammed Irfan Shaikh', 'Email: irfan@x.com'), []),
    ).toBe('Mohammed Irfan Shaikh');
  });
  test('all capitals become Title Case, initials and accents are kept', () => {
    expect(tidyName('RAHUL K. SHARMA')).toBe('Rahul K. Sharma');
    expect(findName(lines('JOSÉ GARCÍA', 'Madrid, Spain'), [])).toBe('José García');
    expect(tidyName('Resume of Priya Nair')).toBe('Priya Nair');
  });
  test('not a heading, a title or a city', () => {
    const ls = lines(
      'PROFESSIONAL SUMMARY',
      'Software Engineer',
      'Bengaluru',
      'Kiran Desai',
      'kiran.desai@gmail.com',
    );
    expect(findName(ls, ['kiran.desai@gmail.com'])).toBe('Kiran Desai');
  });
  test('a name sharing its line with the title or the CTC (a separator, a dash, or none but a change of font)', () => {
    for (const first of ['Aarav Rathore | HR Generalist', 'Aarav Rathore — HR Generalist', 'Aarav Rathore HR Generalist', 'Aarav Rathore Senior Software Engineer', 'Aarav Rathore, Current CTC: 15 LPA', 'Aarav Rathore|HR Generalist']) {
      const ls = [makeLine([first], { size: 24 }), makeLine(['Pune, Maharashtra'], { size: 10 }), makeLine(['rathore.aarav@yahoo.co.in'], { size: 10 })];
      expect([first, findName(ls, ['rathore.aarav@yahoo.co.in'])]).toEqual([first, 'Aarav Rathore']);
      expect([first, findName(ls, [])]).toEqual([first, 'Aarav Rathore']);
    }
  });
  test('falls back on the e-mail address', () => {
    expect(
      findName(lines('Objective: to grow', 'suresh.babu@gmail.com'), ['suresh.babu@gmail.com']),
    ).toBe('Suresh Babu');
  });
});

describe('location', () => {
  test('labelled (current, not preferred)', () => {
    const ls = lines('Preferred Location: Mumbai', 'Current Location: Hyderabad');
    expect(findLocation(ls, ls)).toBe('Hyderabad');
  });
  test('a city in the contact line or an address', () => {
    const a = lines(
      'Deepak Rao',
      'deepak@x.com | +91 98450 12345 | Whitefield, Bengaluru, Karnataka 560066',
    );
    expect(findLocation(a, a)).toBe('Bengaluru');
    const b = lines('Address: Flat 12, Green Park Society, Andheri East, Mumbai - 400069');
    expect(findLocation(b, b)).toBe('Mumbai');
    const c = lines('Jane Doe', 'Portland, OR • jane@doe.dev');
    expect(findLocation(c, c)).toBe('Portland');
  });
});
