import { useCallback } from 'react';
import { formatDate, type DataTableColumn, Text } from 'shared-ui';
import { generateInterviewReport } from '../api/generate-interview-report';
import { useJobInterviewCandidates } from '../api/get-job-interview-candidates';
import type { InterviewRow } from '../api/types';
import { INTERVIEW_SHEET_COLUMNS, interviewSheetRow, interviewStart } from '../report-columns';
import { safeFileName } from '../utils/file-name';
import { GeneratedReport } from './generated-report';
import { ReportGenerator } from './report-generator';

const COLUMNS: DataTableColumn<InterviewRow>[] = [
  {
    key: 'candidate_name',
    header: 'Candidate Name',
    sortable: true,
    render: (r) => <Text fontWeight="medium">{r.candidate_name}</Text>,
  },
  { key: 'candidate_mobile', header: 'Mobile No' },
  { key: 'candidate_email', header: 'Email ID', sortable: true },
  { key: 'mode_interview', header: 'Mode Of Interview', sortable: true },
  {
    key: 'schedule_time',
    header: 'Schedule Time',
    sortable: true,
    render: (r) => formatDate(r.date),
  },
  { key: 'hour', header: 'Hour', align: 'end' },
  { key: 'minutes', header: 'Minutes', align: 'end' },
  { key: 'timeformat', header: 'AM/PM' },
];

const SORT_VALUES = {
  candidate_name: (r: InterviewRow) => r.candidate_name,
  candidate_email: (r: InterviewRow) => r.candidate_email,
  mode_interview: (r: InterviewRow) => r.mode_interview,
  schedule_time: (r: InterviewRow) => interviewStart(r)?.getTime() ?? null,
};

const searchText = (r: InterviewRow) =>
  [
    r.candidate_name,
    r.candidate_mobile,
    r.candidate_email,
    r.mode_interview,
    formatDate(r.date),
  ].join(' ');

/** The Interview Details tab: a job's upcoming interviews (spec 3.5 interview rows). */
export function InterviewDetails() {
  const rowKey = useCallback((r: InterviewRow) => r.encrypted_id, []);
  return (
    <ReportGenerator<InterviewRow>
      useCandidates={useJobInterviewCandidates}
      generate={generateInterviewReport}
    >
      {(result) => (
        <GeneratedReport<InterviewRow>
          caption="Interview Details"
          subject={`${result.clientName} · ${result.jobTitle}`}
          noun={result.rows.length === 1 ? 'interview' : 'interviews'}
          rows={result.rows}
          columns={COLUMNS}
          rowKey={rowKey}
          sheetColumns={INTERVIEW_SHEET_COLUMNS}
          toSheetRow={interviewSheetRow}
          searchText={searchText}
          sortValues={SORT_VALUES}
          fileName={`Interview Details - ${safeFileName(result.jobTitle)}.xlsx`}
        />
      )}
    </ReportGenerator>
  );
}
