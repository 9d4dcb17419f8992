// The report workbooks, built with the real SheetJS through shared-ui and read back.
import * as XLSX from 'xlsx';
import { buildWorkbook, toTsv } from 'shared-ui';
import { ashaInterview } from '../../test/rows';
import type { InterviewRow, ResumeRow } from './api/types';
import {
  customSheet,
  INTERVIEW_SHEET_COLUMNS,
  interviewSheetRow,
  RESUME_SHEET_COLUMNS,
  resumeSheetRow,
} from './report-columns';

const FORMULA = '=HYPERLINK("http://x","y")';

const resume: ResumeRow[] = [
  {
    candidate_id: 'a',
    candidate_name: 'Asha Rao',
    name: 'Asha Rao',
    primary_mobile: '09876543210',
    primary_email: 'asha@example.com',
    company_name: FORMULA,
    city_name: 'Pune',
    exp_years: 5,
    exp_months: 3,
    notice_period: 30,
    current_ctc: 1200000,
    expected_ctc: 1500000.5,
    stocks: null,
    about_candidate: '<p>Backend <b>engineer</b></p><ul><li>Java</li><li>SQL</li></ul>',
    status: 'Offered',
    sub_status: 'Offer Released',
    offered_ctc: 1800000,
    expected_joining_date: '2027-01-15',
  },
];

const interviews: InterviewRow[] = [
  ashaInterview,
  {
    encrypted_id: 'j',
    candidate_id: 'b',
    candidate_name: 'Bala',
    candidate_mobile: '9000000001',
    candidate_email: 'bala@example.com',
    mode_interview: 'Personal',
    date: '2030-01-12',
    schedule_time: '2030-01-12T09:35:00.000Z',
    hour: '03',
    minutes: '05',
    timeformat: 'PM',
    duration: 45,
  },
];

async function readBack(book: XLSX.WorkBook, cellDates = false) {
  const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  const back = XLSX.read(bytes, { type: 'array', cellDates, cellFormula: true });
  return back.Sheets[back.SheetNames[0]];
}

const headerRow = (sheet: XLSX.WorkSheet) =>
  (XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1 })[0] ?? []).map(String);

describe('report workbooks', () => {
  it('Resume Details: header row, numbers as numbers, formulas as text, rich text as plain text', async () => {
    const sheet = await readBack(
      await buildWorkbook(RESUME_SHEET_COLUMNS, resume.map(resumeSheetRow)),
    );
    expect(headerRow(sheet)).toEqual(RESUME_SHEET_COLUMNS.map((c) => c.title));
    expect(sheet.F2).toMatchObject({ t: 'n', v: 5 }); // Experience in Years
    expect(sheet.I2).toMatchObject({ t: 'n', v: 1200000 }); // Current CTC
    expect(sheet.J2).toMatchObject({ t: 'n', v: 1500000.5 });
    expect(sheet.K2).toBeUndefined(); // no stocks: an empty cell
    // a mobile number stays text (its leading zero kept)
    expect(sheet.B2).toMatchObject({ t: 's', v: '09876543210' });
    // the formula is a text cell, with no formula in it
    expect(sheet.D2).toMatchObject({ t: 's', v: FORMULA });
    expect(sheet.D2.f).toBeUndefined();
    expect(sheet.L2).toMatchObject({ t: 's', v: 'Backend engineer Java SQL' });
    // the link's status and offer: the CTC a number, the joining date a date cell
    expect(sheet.M2).toMatchObject({ t: 's', v: 'Offered' });
    expect(sheet.O2).toMatchObject({ t: 'n', v: 1800000 });
    expect(sheet.P2).toMatchObject({ t: 'n', w: '15-Jan-2027' });
  });

  it('Interview Details: the schedule time is a date cell with the interview wall-clock time', async () => {
    const book = await buildWorkbook(INTERVIEW_SHEET_COLUMNS, interviews.map(interviewSheetRow));
    const typed = await readBack(book);
    expect(headerRow(typed)).toEqual([
      'Candidate Name',
      'Mobile No',
      'Email ID',
      'Mode Of Interview',
      'Schedule Time',
      'Hour',
      'Minutes',
      'AM/PM',
    ]);
    // a date is a serial number with a date format...
    expect(typed.E2.t).toBe('n');
    expect(typed.E2.w).toBe('11-Jan-2030 12:15 AM');
    expect(typed.E3.w).toBe('12-Jan-2030 03:05 PM');
    // ...which a reader asking for dates gets as a Date
    const dated = await readBack(book, true);
    expect(dated.E2.t).toBe('d');
    expect(dated.E2.v).toBeInstanceOf(Date);
    // hour and minutes keep their two digits
    expect(typed.F3).toMatchObject({ t: 's', v: '03' });
    expect(typed.G3).toMatchObject({ t: 's', v: '05' });
  });

  it('a saved report: its own columns in order, numbers typed, custom columns empty', async () => {
    const { columns, rows } = customSheet({
      columns: [
        { title: 'Remarks', key: 'custom:1' },
        { title: 'Candidate Name', key: 'name' },
        { title: 'Current CTC', key: 'current_ctc' },
        { title: 'Notice Period', key: 'notice_period' },
        { title: 'Company Name', key: 'Company_name' },
      ],
      data: [
        {
          'custom:1': '',
          name: 'Asha Rao',
          current_ctc: 1200000,
          notice_period: 30,
          Company_name: FORMULA,
        },
      ],
    });
    const sheet = await readBack(await buildWorkbook(columns, rows, { sheetName: 'report' }));
    expect(headerRow(sheet)).toEqual([
      'Remarks',
      'Candidate Name',
      'Current CTC',
      'Notice Period',
      'Company Name',
    ]);
    expect(sheet.A2).toBeUndefined();
    expect(sheet.B2).toMatchObject({ t: 's', v: 'Asha Rao' });
    expect(sheet.C2).toMatchObject({ t: 'n', v: 1200000 });
    expect(sheet.D2).toMatchObject({ t: 'n', v: 30 });
    expect(sheet.E2).toMatchObject({ t: 's', v: FORMULA });
    expect(sheet.E2.f).toBeUndefined();
  });

  it('the clipboard text has the same columns, one line a row', () => {
    const text = toTsv(INTERVIEW_SHEET_COLUMNS, interviews.map(interviewSheetRow));
    expect(text.split('\n')).toEqual([
      'Candidate Name\tMobile No\tEmail ID\tMode Of Interview\tSchedule Time\tHour\tMinutes\tAM/PM',
      'Asha Rao\t9876543210\tasha@example.com\tVideo Conference\t11-Jan-2030\t12\t15\tAM',
      'Bala\t9000000001\tbala@example.com\tPersonal\t12-Jan-2030\t03\t05\tPM',
    ]);
  });
});
