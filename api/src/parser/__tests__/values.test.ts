import { describe, test } from 'node:test';
import { expect } from 'expect';
import { format } from 'node:util';
import {
  findExperienceSentence,
  findLabeled,
  parseDuration,
  parseMoney,
  parseNotice,
} from '../fields/values.js';
import { lines } from './helpers.js';

describe('CTC', () => {
  for (const [s, v] of [
    ['12 LPA', 1_200_000],
    ['12.5 lakhs', 1_250_000],
    ['12.5 Lacs', 1_250_000],
    ['₹ 12,00,000', 1_200_000],
    ['Rs. 12,00,000/-', 1_200_000],
    ['INR 1200000', 1_200_000],
    ['CTC: 1.2 Cr', 12_000_000],
    ['1.2 Crore', 12_000_000],
    ['INR 12 Lakh(s) 50 Thousand', 1_250_000],
    ['9.5 L', 950_000],
    ['12.5', 1_250_000],
    ['85,000 per month', 1_020_000],
    ['85K per month', 1_020_000],
    ['18 LPA (Fixed 15 + Variable 3)', 1_800_000],
  ] as const) {
    test(format('%s', s, v), () => expect(parseMoney(s)).toBe(v));
  }

  test('other currencies are not converted', () => {
    expect(parseMoney('$120,000')).toBeNull();
    expect(parseMoney('USD 95k')).toBeNull();
    expect(parseMoney('not disclosed')).toBeNull();
  });
});

describe('notice period', () => {
  for (const [s, v] of [
    ['Immediate', 0],
    ['Immediate Joiner', 0],
    ['Available immediately', 0],
    ['15 Days', 15],
    ['30 days', 30],
    ['1 Month', 30],
    ['2 months', 60],
    ['3 Months', 90],
    ['1-2 months', 60],
    ['3 weeks', 21],
    ['Two months', 60],
    ['90', 90],
  ] as const) {
    test(format('%s', s, v), () => expect(parseNotice(s)).toBe(v));
  }
  test('unknown', () => expect(parseNotice('Negotiable')).toBeNull());
});

describe('total experience', () => {
  for (const [s, y, m] of [
    ['5.5 years', 5, 6],
    ['5 yrs 6 months', 5, 6],
    ['5 Year(s) 6 Month(s)', 5, 6],
    ['8+ years', 8, 0],
    ['66 months', 5, 6],
    ['10 Years 11 Months', 10, 11],
    ['Fresher', 0, 0],
  ] as const) {
    test(format('%s', s, y, m), () => expect(parseDuration(s)).toEqual({ years: y, months: m }));
  }

  test('in a sentence', () => {
    expect(
      findExperienceSentence('Backend engineer with 7+ years of experience in payments.'),
    ).toEqual({ years: 7, months: 0 });
    expect(findExperienceSentence('I have 4.5 yrs of hands-on experience')).toEqual({
      years: 4,
      months: 6,
    });
    expect(findExperienceSentence('Worked 3 years in Pune')).toBeNull();
  });
});

describe('labelled values', () => {
  test('same line, next cell, next line', () => {
    const ls = lines(
      'Notice Period: 30 days',
      ['Current CTC', '12 LPA'],
      'Total Experience',
      '6 Years 2 Months',
      'Notice Period - Immediate | CTC: 9 LPA',
    );
    expect(findLabeled(ls, /notice\s*period/).map((x) => x.value)).toEqual([
      '30 days',
      'Immediate',
    ]);
    expect(findLabeled(ls, /current\s+ctc|ctc/).map((x) => x.value)).toEqual(['12 LPA', '9 LPA']);
    expect(findLabeled(ls, /total\s+experience/).map((x) => x.value)).toEqual(['6 Years 2 Months']);
  });
});
