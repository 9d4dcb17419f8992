import { interviewPayload, maskDate, meetingLinkProblem, readDayMonthYear, validateInterview, BLANK_INTERVIEW, todayIso, toDayMonthYear } from './model';

describe('the interview form rules', () => {
  it('says what is wrong with a typed date, not only that it does not match a format', () => {
    expect(readDayMonthYear('31/02/2026')).toEqual({ problem: '31 February does not exist: February has 28 days.' });
    expect(readDayMonthYear('29/02/2027')).toEqual({ problem: '29 February 2027 does not exist: 2027 is not a leap year.' });
    expect(readDayMonthYear('29/02/2028')).toEqual({ iso: '2028-02-29' });
    expect(readDayMonthYear('31/04/2026')).toEqual({ problem: '31 April does not exist: April has 30 days.' });
    expect(readDayMonthYear('12/13/2026')).toEqual({ problem: 'There is no month 13: the month is 01 to 12.' });
    expect(readDayMonthYear('00/12/2026')).toEqual({ problem: 'Day 00 does not exist: days start at 01.' });
    expect(readDayMonthYear('')).toEqual({ problem: 'The date field is required.' });
    expect(readDayMonthYear('2026-12-05')).toEqual({ problem: 'Enter the date as dd/MM/yyyy, for example 05/12/2026.' });
    expect(readDayMonthYear('5/12/2026')).toEqual({ iso: '2026-12-05' });
    expect(toDayMonthYear('2026-12-05')).toBe('05/12/2026');
  });

  it('masks typed digits into dd/MM/yyyy and keeps typed slashes', () => {
    expect(maskDate('05122026')).toBe('05/12/2026');
    expect(maskDate('0512')).toBe('05/12');
    expect(maskDate('5/12/2026')).toBe('5/12/2026');
  });

  it('checks the meeting link is a web address', () => {
    expect(meetingLinkProblem('')).toBeNull();
    expect(meetingLinkProblem('https://meet.example.com/abc')).toBeNull();
    expect(meetingLinkProblem('meet.example.com')).toMatch(/must be a web address/);
    expect(meetingLinkProblem('javascript:alert(1)')).toMatch(/must be a web address/);
  });

  it('validates the whole form with yup: the date not before today, each field its message', async () => {
    const now = new Date();
    const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
    const past = toDayMonthYear(todayIso(yesterday));
    expect(await validateInterview({ ...BLANK_INTERVIEW, date: past, meeting_link: 'nope' })).toEqual({
      date: 'The date must be a date after or equal to today.',
      meeting_link: 'The meeting link must be a web address, such as https://meet.example.com/abc.',
    });
    // an interview already past keeps its date when something else is edited
    expect(await validateInterview({ ...BLANK_INTERVIEW, date: past }, todayIso(yesterday))).toBeNull();
    expect(await validateInterview({ ...BLANK_INTERVIEW, date: toDayMonthYear(todayIso()) })).toBeNull();
  });

  it('sends the seed payload with the new fields', () => {
    expect(
      interviewPayload({ ...BLANK_INTERVIEW, date: '05/12/2030', hour: '02', minutes: '30', timeformat: 'PM', interviewers: [{ value: 'u1', label: 'Priya' }], round: ' L1 ' }),
    ).toEqual({
      mode_interview: 'Telephonic',
      date: '2030-12-05',
      hour: 2,
      minutes: 30,
      timeformat: 'PM',
      duration: 30,
      interviewers: ['u1'],
      round: 'L1',
      location: '',
      meeting_link: '',
      notes: '',
    });
  });
});
