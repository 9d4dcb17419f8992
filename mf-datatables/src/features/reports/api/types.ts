// Shapes of the Data Tables calls (spec 002 §3.5, §7.5; API.md Data Tables): the contract's (contract/reports).
export type {
  InterviewRow,
  ReportCandidate,
  ReportCell,
  ReportClient,
  ReportColumn,
  ReportDownload,
  ReportJob,
  ReportRequest,
  ResumeRow,
  SavedReport,
  SaveReportBody,
} from 'contract/reports';
export type { CreatedEnvelope, DataEnvelope, ListEnvelope, MessageEnvelope } from 'contract/common';
