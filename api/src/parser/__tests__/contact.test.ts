import { describe, test } from 'node:test';
import { expect } from 'expect';
import { format } from 'node:util';
import { findEmails, findPhones } from '../fields/contact.js';

const b = (...t: string[]) => t.map((text) => ({ text, weight: 2 }));

describe('emails', () => {
  test('first found is primary; labelled alternates come second; obfuscated and mailto forms', () => {
    expect(
      findEmails(b('Alternate Email: rahul.k@yahoo.com', 'Email: Rahul.Sharma@Gmail.com')),
    ).toEqual(['rahul.sharma@gmail.com', 'rahul.k@yahoo.com']);
    expect(findEmails(b('mailto:priya_iyer@outlook.com'))).toEqual(['priya_iyer@outlook.com']);
    expect(findEmails(b('amit.patel [at] gmail [dot] com'))).toEqual(['amit.patel@gmail.com']);
    expect(findEmails(b('logo@2x.png and me@example.com'))).toEqual([]);
  });
  test('references rank last', () => {
    const got = findEmails([
      { text: 'Referee: boss@acme.com', weight: -3 },
      { text: 'me.myself@gmail.com', weight: 0 },
    ]);
    expect(got[0]).toBe('me.myself@gmail.com');
  });
});

describe('phones (libphonenumber-js)', () => {
  test('a number wrapped by a narrow column is joined; a year or a PIN code before a number is not', () => {
    expect(findPhones(b('+91 98450', '12345', 'Pune')).map((p) => p.value)).toEqual(['9845012345']);
    expect(findPhones(b('+91-98450-', '12345')).map((p) => p.value)).toEqual(['9845012345']);
    expect(findPhones(b('Phone: 98450 12345', '2019')).map((p) => p.value)).toEqual(['9845012345']);
    expect(findPhones(b('PIN 560001', '9845012345')).map((p) => p.value)).toEqual(['9845012345']);
    expect(findPhones(b('Jan 2019 - 2021', '12 projects'))).toEqual([]);
  });

  for (const [s] of [
    ['+91 98765 43210'],
    ['+91-9876543210'],
    ['09876543210'],
    ['98765-43210'],
    ['(+91) 98765 43210'],
    ['9876543210'],
    ['+91 987 654 3210'],
    ['0091 98765 43210'],
    ['Mob: +919876543210'],
  ] as const) {
    test(format('Indian mobile %s → 10 digits', s), () =>
      expect(findPhones(b(s))[0]?.value).toBe('9876543210'),
    );
  }

  test('mobiles before landlines; dates and money are not phones', () => {
    const got = findPhones(
      b('Tel: 080-2345 6789 | Mobile: 9123456780', 'Jan 2019 - 11/2023', '12,00,000', 'PIN 560001'),
    );
    expect(got[0].value).toBe('9123456780');
    expect(got.map((p) => p.value)).not.toContain('2019112023');
  });

  test('international numbers are E.164; a number without a code is read in the resume country', () => {
    expect(findPhones(b('+1 (512) 555-0147'))[0].value).toBe('+15125550147');
    expect(findPhones(b('+44 7911 123456'))[0].value).toBe('+447911123456');
    expect(findPhones(b('(617) 555-0123'), 'US')[0].value).toBe('+16175550123');
  });
});
