import { useCallback } from 'react';
import { formatDate, formatNoticePeriod, formatRupees, type DataTableColumn, Text } from 'shared-ui';
import { generateResumeReport } from '../api/generate-resume-report';
import { useJobCandidates } from '../api/get-job-candidates';
import type { ResumeRow } from '../api/types';
import { RESUME_SHEET_COLUMNS, resumeSheetRow } from '../report-columns';
import { htmlToText } from '../utils/html-text';
import { safeFileName } from '../utils/file-name';
import { GeneratedReport } from './generated-report';
import { ReportGenerator } from './report-generator';

const text = (key: keyof ResumeRow) => (row: ResumeRow) => row[key] as string | number | null;

const COLUMNS: DataTableColumn<ResumeRow>[] = [
  {
    key: 'name',
    header: 'Candidate Name',
    sortable: true,
    render: (r) => <Text fontWeight="medium">{r.name}</Text>,
  },
  { key: 'primary_mobile', header: 'Primary Mobile No' },
  { key: 'primary_email', header: 'Primary Email ID', sortable: true },
  { key: 'company_name', header: 'Company Name', sortable: true },
  { key: 'city_name', header: 'City', sortable: true },
  { key: 'exp_years', header: 'Experience in Years', sortable: true, align: 'end' },
  { key: 'exp_months', header: 'Experience in Months', align: 'end' },
  {
    key: 'notice_period',
    header: 'Notice Period',
    sortable: true,
    render: (r) => formatNoticePeriod(r.notice_period),
  },
  {
    key: 'current_ctc',
    header: 'Current CTC',
    sortable: true,
    align: 'end',
    render: (r) => formatRupees(r.current_ctc),
  },
  {
    key: 'expected_ctc',
    header: 'Expected CTC',
    sortable: true,
    align: 'end',
    render: (r) => formatRupees(r.expected_ctc),
  },
  {
    key: 'stocks',
    header: 'Stock Options (P.A)',
    align: 'end',
    render: (r) => formatRupees(r.stocks),
  },
  {
    key: 'status',
    header: 'Status',
    sortable: true,
    render: (r) => (r.sub_status ? `${r.status} · ${r.sub_status}` : r.status),
  },
  {
    key: 'offered_ctc',
    header: 'Offered CTC',
    sortable: true,
    align: 'end',
    render: (r) => formatRupees(r.offered_ctc),
  },
  {
    key: 'expected_joining_date',
    header: 'Expected Joining Date',
    sortable: true,
    render: (r) => formatDate(r.expected_joining_date),
  },
  {
    key: 'about_candidate',
    header: 'About Candidate',
    render: (r) => (
      <Text lineClamp={2} minW="14rem" maxW="24rem" title={htmlToText(r.about_candidate)}>
        {htmlToText(r.about_candidate)}
      </Text>
    ),
  },
];

const SORT_VALUES = {
  name: text('name'),
  primary_email: text('primary_email'),
  company_name: text('company_name'),
  city_name: text('city_name'),
  exp_years: (r: ResumeRow) => r.exp_years * 12 + r.exp_months,
  notice_period: text('notice_period'),
  current_ctc: text('current_ctc'),
  expected_ctc: text('expected_ctc'),
  status: text('status'),
  offered_ctc: text('offered_ctc'),
  expected_joining_date: text('expected_joining_date'),
};

const searchText = (r: ResumeRow) =>
  [r.name, r.primary_mobile, r.primary_email, r.company_name, r.city_name].join(' ');

/** The Resume Details tab: spec 3.5 candidate rows of a job's candidates. */
export function ResumeDetails() {
  const rowKey = useCallback((r: ResumeRow) => r.candidate_id, []);
  return (
    <ReportGenerator<ResumeRow> useCandidates={useJobCandidates} generate={generateResumeReport}>
      {(result) => (
        <GeneratedReport<ResumeRow>
          caption="Resume Details"
          subject={`${result.clientName} · ${result.jobTitle}`}
          noun={result.rows.length === 1 ? 'candidate' : 'candidates'}
          rows={result.rows}
          columns={COLUMNS}
          rowKey={rowKey}
          sheetColumns={RESUME_SHEET_COLUMNS}
          toSheetRow={resumeSheetRow}
          searchText={searchText}
          sortValues={SORT_VALUES}
          fileName={`Resume Details - ${safeFileName(result.jobTitle)}.xlsx`}
        />
      )}
    </ReportGenerator>
  );
}
