// Data Tables (spec 002 §2.3, §3.5, §4, §5, §7.5; API.md Data Tables): the report column catalogue, the schemas of
// saved reports and of the Resume / Interview reports (the catalogue, limits and messages: rules/reports.ts).
import { Type, type Static } from '@sinclair/typebox';
import { Closed, DataOf, ListOf, Nullable, Timestamp, Uuid } from './common';
import { MAX_COLUMNS, REPORT_NAME_MAX } from './rules/reports';

export * from './rules/reports';


export type SavedColumn = { title: string; key: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string) => UUID.test(s);

/** client_id and job_id of a report form: blank is allowed by the schema so that the spec's messages are given. */
export const ReportTarget = {
  client_id: Type.Optional(
    Type.String({ maxLength: 64, description: "The client's encrypted_id." }),
  ),
  job_id: Type.Optional(
    Type.String({
      maxLength: 64,
      description: "The job order's encrypted_id; the job must be the client's.",
    }),
  ),
};

// ---------------------------------------------------------------------------------------------------------------
// Saved reports
// ---------------------------------------------------------------------------------------------------------------

export const ColumnInput = Type.Union([
  Type.String({
    maxLength: 2000,
    description: 'A column key of spec 3.5 (or, in a form, a JSON object {title, key}).',
  }),
  Type.Object(
    {
      key: Type.String({ maxLength: 100 }),
      title: Type.Optional(Type.String({ maxLength: 1000 })),
    },
    {
      additionalProperties: false,
      description:
        "A column: a key of spec 3.5 (its title is the catalogue's), or a custom column {title, key: 'custom:<n>'}.",
    },
  ),
]);

export const SaveReport = Closed({
  ...ReportTarget,
  report_name: Type.Optional(Type.String({ maxLength: REPORT_NAME_MAX })),
  columns_array: Type.Optional(Type.Array(ColumnInput, { maxItems: MAX_COLUMNS })),
});

export const ReportListRow = Type.Object({
  encrypted_id: Type.String(),
  report_name: Type.String(),
  created_at: Timestamp,
  client_name: Type.String(),
  job_title: Type.String(),
  username: Type.String(),
  /** The signed-in user may delete it (their own report, or the admin); the Data Tables delete flag applies as well. */
  can_delete: Type.Boolean(),
});
export const REPORT_SORTS = ['report_name', 'created_at'] as const;

const Cell = Type.Unsafe<string | number | null>({ type: ['string', 'number', 'null'] });
export type CellValue = string | number | null;
export const Download = Type.Object({
  status: Type.Boolean(),
  report_name: Type.String(),
  columns: Type.Array(Type.Object({ title: Type.String(), key: Type.String() })),
  data: Type.Array(Type.Record(Type.String(), Cell)),
});

// ---------------------------------------------------------------------------------------------------------------
// The selectors and the generated reports
// ---------------------------------------------------------------------------------------------------------------

export const ClientPick = Type.Object({
  encrypted_id: Type.String(),
  client_short_name: Type.String(),
});
export const JobPick = Type.Object({ job_id: Type.String(), job_title: Type.String() });
export const Pick = Type.Object({ candidate_id: Type.String(), candidate_name: Type.String() });
export const ClientIdParams = Closed({ client_id: Uuid });
export const JobIdParams = Closed({ job_id: Uuid });

export const ReportRequest = Closed({
  ...ReportTarget,
  candidate_id: Type.Optional(
    Type.Array(Uuid, {
      maxItems: 10_000,
      description:
        "Candidates' encrypted_id; none (or an empty list) means every candidate of the report.",
    }),
  ),
});

/** Spec 3.5, candidate row fields. */
export const ResumeRow = Type.Object({
  candidate_id: Type.String(),
  candidate_name: Type.String(),
  name: Type.String(),
  primary_mobile: Nullable(Type.String()),
  primary_email: Nullable(Type.String()),
  company_name: Type.String(),
  city_name: Type.String(),
  exp_years: Type.Integer(),
  exp_months: Type.Integer(),
  notice_period: Nullable(Type.Integer()),
  current_ctc: Nullable(Type.Number()),
  expected_ctc: Nullable(Type.Number()),
  stocks: Nullable(Type.Number()),
  about_candidate: Type.String(),
  status: Type.String({ description: "The link's main status on the job." }),
  sub_status: Type.String(),
  offered_ctc: Nullable(
    Type.Number({ description: 'The offer on the link (rupees per year), once made.' }),
  ),
  expected_joining_date: Nullable(
    Type.String({ format: 'date', description: 'The joining date of the offer.' }),
  ),
});

/** Spec 3.5, interview row fields (+ the interview's id, candidate id, date and duration). */
export const InterviewReportRow = Type.Object({
  encrypted_id: Type.String(),
  candidate_id: Type.String(),
  candidate_name: Type.String(),
  candidate_mobile: Nullable(Type.String()),
  candidate_email: Nullable(Type.String()),
  mode_interview: Type.String(),
  date: Type.String({ format: 'date' }),
  schedule_time: Timestamp,
  hour: Type.String(),
  minutes: Type.String(),
  timeformat: Type.String(),
  duration: Type.Integer(),
});

// ---------------------------------------------------------------------------------------------------------------
// The answers, as the web reads them
// ---------------------------------------------------------------------------------------------------------------

export const ReportList = ListOf(ReportListRow);
export const ReportClients = DataOf(Type.Array(ClientPick));
/** The spec's selectors answer bare arrays. */
export const ReportJobs = Type.Array(JobPick);
export const ReportCandidates = Type.Array(Pick);
export const ResumeReport = ListOf(ResumeRow);
export const InterviewReport = ListOf(InterviewReportRow);

export type SavedReport = Static<typeof ReportListRow>;
export type ReportDownload = Static<typeof Download>;
export type ReportColumn = SavedColumn;
export type ReportCell = CellValue;
export type ReportClient = Static<typeof ClientPick>;
export type ReportJob = Static<typeof JobPick>;
export type ReportCandidate = Static<typeof Pick>;
export type ResumeRow = Static<typeof ResumeRow>;
export type InterviewRow = Static<typeof InterviewReportRow>;
/** What Resume Details and Interview Details send: candidate_id empty means every candidate. */
export type ReportRequest = Required<Static<typeof ReportRequest>>;
/** What saving a report sends. */
export type SaveReportBody = Required<Static<typeof SaveReport>>;

