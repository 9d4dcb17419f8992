import { describe, test } from 'node:test';
import { expect } from 'expect';
import { findDateRanges, findResumeDate, parseDate } from '../fields/dates.js';

const now = { y: 2025, m: 6 };
const r = (s: string) =>
  findDateRanges(s, now).map(
    (x) => `${x.from.y}-${x.from.m}..${x.to === 'present' ? 'now' : `${x.to.y}-${x.to.m}`}`,
  );

describe('dates', () => {
  test('single dates', () => {
    expect(parseDate('Jan 2019')?.ym).toEqual({ y: 2019, m: 1 });
    expect(parseDate('September 2018')?.ym).toEqual({ y: 2018, m: 9 });
    expect(parseDate('Sept 2018')?.ym).toEqual({ y: 2018, m: 9 });
    expect(parseDate("Jan'19")?.ym).toEqual({ y: 2019, m: 1 });
    expect(parseDate('01/2019')?.ym).toEqual({ y: 2019, m: 1 });
    expect(parseDate('2019-03')?.ym).toEqual({ y: 2019, m: 3 });
    expect(parseDate('15/06/2019')?.ym).toEqual({ y: 2019, m: 6 });
    expect(parseDate('2019')).toEqual({ ym: { y: 2019, m: 1 }, yearOnly: true });
    expect(parseDate('13/2019')).toBeNull();
  });

  test('ranges in the ways resumes write them', () => {
    expect(r('Jan 2019 – Present')).toEqual(['2019-1..now']);
    expect(r('01/2019 - Till Date')).toEqual(['2019-1..now']);
    expect(r('2019-2021')).toEqual(['2019-1..2021-12']);
    expect(r('March 2018 to June 2020')).toEqual(['2018-3..2020-6']);
    expect(r('Jun 2016 — Aug 2018')).toEqual(['2016-6..2018-8']);
    expect(r("Aug'17 - Mar'19")).toEqual(['2017-8..2019-3']);
    expect(r('2017-05 to 2019-11')).toEqual(['2017-5..2019-11']);
    expect(r('Since Feb 2021')).toEqual(['2021-2..now']);
    expect(r('From 15-06-2019 to 30-09-2021')).toEqual(['2019-6..2021-9']);
    expect(r('Dec 2020 - Current')).toEqual(['2020-12..now']);
    expect(r('Worked from Jan 2019 to date')).toEqual(['2019-1..now']);
    expect(r('(Apr 2015 - Jul 2017)')).toEqual(['2015-4..2017-7']);
    expect(r('2023 - 2025')).toEqual(['2023-1..2025-6']); // an end year in the future of 'now' stops at now
  });

  test('not ranges', () => {
    expect(r('Scored 85% in 2012 board exams')).toEqual([]);
    expect(r('Phone 98765-43210')).toEqual([]);
    expect(r('Reduced cost by 20-30%')).toEqual([]);
    expect(r('Jan 2021 - Dec 2019')).toEqual([]); // end before start
  });

  test("the resume's own date", () => {
    expect(findResumeDate(['Place: Pune', 'Date: 12/03/2024'], 2025)).toEqual({ y: 2024, m: 3 });
    expect(findResumeDate(['Place: Pune        Date: 5 Aug 2023'], 2025)).toEqual({
      y: 2023,
      m: 8,
    });
    expect(findResumeDate(['Last updated: March 2024'], 2025)).toEqual({ y: 2024, m: 3 });
    expect(findResumeDate(['Date of Birth: 12/03/1994'], 2025)).toBeNull();
    expect(findResumeDate(['Available from 01/07/2025'], 2025)).toBeNull();
  });
});
