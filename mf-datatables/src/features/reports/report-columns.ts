// The reports' columns: the spec 3.5 catalogue a custom report picks from, and the columns of
// the Resume Details and Interview Details tables and of their spreadsheets and clipboard text.
import type { SpreadsheetColumn, SpreadsheetRow } from 'shared-ui';
import { CUSTOM_PREFIX, REPORT_COLUMN_CATALOGUE, type CatalogueColumn } from 'contract/rules/reports';
import type { InterviewRow, ReportDownload, ResumeRow } from './api/types';
import { htmlToText } from './utils/html-text';

export type { CatalogueColumn };
/** Spec 3.5, selectable report columns (title, then key), in the spec's order, then the link's status and offer. */
export const REPORT_COLUMNS = REPORT_COLUMN_CATALOGUE;

const CATALOGUE = new Map(REPORT_COLUMNS.map((c) => [c.key, c]));
export { CUSTOM_PREFIX };
export const isCustomColumn = (key: string) => key.startsWith(CUSTOM_PREFIX);

/** A saved report's download as spreadsheet columns (numbers typed) and rows. */
export function customSheet(report: Pick<ReportDownload, 'columns' | 'data'>): {
  columns: SpreadsheetColumn[];
  rows: SpreadsheetRow[];
} {
  return {
    columns: report.columns.map((c) => ({
      title: c.title,
      key: c.key,
      type: CATALOGUE.get(c.key)?.type ?? 'string',
    })),
    rows: report.data,
  };
}

/** Resume Details: the spec 3.5 candidate row fields, as the table, the sheet and the clipboard show them. */
export const RESUME_SHEET_COLUMNS: SpreadsheetColumn[] = [
  { title: 'Candidate Name', key: 'name' },
  { title: 'Primary Mobile No', key: 'primary_mobile' },
  { title: 'Primary Email ID', key: 'primary_email' },
  { title: 'Company Name', key: 'company_name' },
  { title: 'City', key: 'city_name' },
  { title: 'Experience in Years', key: 'exp_years', type: 'number' },
  { title: 'Experience in Months', key: 'exp_months', type: 'number' },
  { title: 'Notice Period', key: 'notice_period', type: 'number' },
  { title: 'Current CTC', key: 'current_ctc', type: 'number' },
  { title: 'Expected CTC', key: 'expected_ctc', type: 'number' },
  { title: 'Stock Options (P.A)', key: 'stocks', type: 'number' },
  { title: 'About Candidate', key: 'about_candidate' },
  { title: 'Status', key: 'status' },
  { title: 'Sub Status', key: 'sub_status' },
  { title: 'Offered CTC', key: 'offered_ctc', type: 'number' },
  { title: 'Expected Joining Date', key: 'expected_joining_date', type: 'date' },
];

export function resumeSheetRow(row: ResumeRow): SpreadsheetRow {
  return { ...row, about_candidate: htmlToText(row.about_candidate) };
}

/** Interview Details: the spec 3.5 interview row fields; the date is the interview's own (product time zone). */
export const INTERVIEW_SHEET_COLUMNS: SpreadsheetColumn[] = [
  { title: 'Candidate Name', key: 'candidate_name' },
  { title: 'Mobile No', key: 'candidate_mobile' },
  { title: 'Email ID', key: 'candidate_email' },
  { title: 'Mode Of Interview', key: 'mode_interview' },
  { title: 'Schedule Time', key: 'schedule_time', type: 'date' },
  { title: 'Hour', key: 'hour' },
  { title: 'Minutes', key: 'minutes' },
  { title: 'AM/PM', key: 'timeformat' },
];

/** The interview's wall-clock start (date + 12-hour time), whatever the browser's own time zone. */
export function interviewStart(
  row: Pick<InterviewRow, 'date' | 'hour' | 'minutes' | 'timeformat'>,
): Date | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(row.date ?? '');
  if (!day) return null;
  const hour12 = Number(row.hour) % 12;
  const hour = hour12 + (String(row.timeformat).toUpperCase() === 'PM' ? 12 : 0);
  return new Date(
    Number(day[1]),
    Number(day[2]) - 1,
    Number(day[3]),
    hour,
    Number(row.minutes) || 0,
  );
}

export function interviewSheetRow(row: InterviewRow): SpreadsheetRow {
  return { ...row, schedule_time: interviewStart(row) ?? row.schedule_time };
}
