// Data Tables (spec 002 §2.3, §3.5, §4, §5, §7.5; API.md Data Tables): the report column catalogue, the schemas of
// saved reports and of the Resume / Interview reports, the messages, and the rules of a report's columns.
import { Type, type Static } from '@sinclair/typebox';
import { ListOf, Nullable, Uuid, errorResponses } from '../../http/schemas.js';
import { Timestamp } from '../../lib/timestamps.js';

export const TAGS = ['Data Tables'];

export const MESSAGES = {
  clientRequired: 'Client Is Required.',
  jobRequired: 'Job Is Required.',
  nameRequired: 'Report Name Is Required.',
  clientInvalid: 'The selected client id is invalid.',
  jobInvalid: 'The selected job id is invalid.',
  jobNotOfClient: 'The selected job does not belong to the selected client.',
  candidateInvalid: 'The selected candidate id is invalid.',
  columnsRequired: 'The columns array field is required.',
  added: 'Added Successfully',
  deleted: 'Deleted Successfully',
} as const;

export type ColumnType = 'string' | 'number' | 'date';

/**
 * The selectable report columns (spec 3.5, title → key), each with the SQL that reads it over
 * `candidate_jobs cj join candidates c left join countries co, states st, cities ci, job_main_status ms,
 * job_sub_status ss` (the link's status and offer follow the spec's candidate columns). Keys never come from the request into SQL:
 * only these expressions are used, looked up by key.
 */
export const REPORT_COLUMNS: readonly {
  title: string;
  key: string;
  sql: string;
  type: ColumnType;
}[] = [
  { title: 'Candidate Name', key: 'name', sql: 'c.name', type: 'string' },
  { title: 'Primary Mobile No', key: 'primary_mobile', sql: 'c.primary_mobile', type: 'string' },
  {
    title: 'Secondary Contact Number',
    key: 'secondary_mobile',
    sql: 'c.secondary_mobile',
    type: 'string',
  },
  { title: 'Primary Email ID', key: 'primary_email', sql: 'c.primary_email', type: 'string' },
  { title: 'Secondary Email ID', key: 'secondary_email', sql: 'c.secondary_email', type: 'string' },
  { title: 'Country', key: 'country', sql: "coalesce(co.name, '')", type: 'string' },
  { title: 'City', key: 'city', sql: "coalesce(ci.name, '')", type: 'string' },
  { title: 'State', key: 'state', sql: "coalesce(st.name, '')", type: 'string' },
  {
    title: 'Identity Card Name',
    key: 'identity_card_name',
    sql: 'c.identity_card_name',
    type: 'string',
  },
  {
    title: 'Identity Card No',
    key: 'identity_card_number',
    sql: 'c.identity_card_number',
    type: 'string',
  },
  { title: 'Company Name', key: 'Company_name', sql: 'c.company_name', type: 'string' },
  { title: 'Experience in Years', key: 'exp_years', sql: 'c.exp_years::int', type: 'number' },
  { title: 'Experience in Months', key: 'exp_months', sql: 'c.exp_months::int', type: 'number' },
  { title: 'Current CTC', key: 'current_ctc', sql: 'c.current_ctc::float8', type: 'number' },
  { title: 'Expected CTC', key: 'expected_ctc', sql: 'c.expected_ctc::float8', type: 'number' },
  { title: 'Fixed CTC', key: 'fixed_ctc', sql: 'c.fixed_ctc::float8', type: 'number' },
  { title: 'Variable CTC', key: 'variable_ctc', sql: 'c.variable_ctc::float8', type: 'number' },
  { title: 'Stock Options (P.A)', key: 'stocks', sql: 'c.stocks::float8', type: 'number' },
  { title: 'Notice Period', key: 'notice_period', sql: 'c.notice_period::int', type: 'number' },
  { title: 'Status', key: 'status', sql: "coalesce(ms.name, '')", type: 'string' },
  { title: 'Sub Status', key: 'sub_status', sql: "coalesce(ss.name, '')", type: 'string' },
  { title: 'Offered CTC', key: 'offered_ctc', sql: 'cj.offered_ctc::float8', type: 'number' },
  {
    title: 'Expected Joining Date',
    key: 'expected_joining_date',
    sql: "to_char(cj.expected_joining_date, 'YYYY-MM-DD')",
    type: 'date',
  },
];
export const COLUMN_BY_KEY = new Map(REPORT_COLUMNS.map((c) => [c.key, c]));
export const CUSTOM_KEY = /^custom:\d{1,6}$/;
export const MAX_COLUMNS = 60;
export const MAX_TITLE = 100;

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

export const SaveReport = Type.Object(
  {
    ...ReportTarget,
    report_name: Type.Optional(Type.String({ maxLength: 200 })),
    columns_array: Type.Optional(Type.Array(ColumnInput, { maxItems: MAX_COLUMNS })),
  },
  { additionalProperties: false },
);

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

/** The columns of a save request, each a known key or a titled custom column; messages by index. */
export function readColumns(raw: Static<typeof ColumnInput>[] | undefined): {
  columns: SavedColumn[];
  errors: Record<string, string[]>;
} {
  const errors: Record<string, string[]> = {};
  const columns: SavedColumn[] = [];
  if (!raw || raw.length === 0)
    return { columns, errors: { columns_array: [MESSAGES.columnsRequired] } };
  const seen = new Set<string>();
  raw.forEach((item, i) => {
    const field = `columns_array.${i}`;
    let value: unknown = item;
    if (typeof item === 'string' && item.trim().startsWith('{')) {
      try {
        value = JSON.parse(item);
      } catch {
        value = item;
      }
    }
    const key =
      typeof value === 'string'
        ? value.trim()
        : typeof value === 'object' && value && typeof (value as { key?: unknown }).key === 'string'
          ? (value as { key: string }).key.trim()
          : '';
    const rawTitle =
      typeof value === 'object' && value && typeof (value as { title?: unknown }).title === 'string'
        ? (value as { title: string }).title.trim()
        : '';
    const known = COLUMN_BY_KEY.get(key);
    if (!known && !CUSTOM_KEY.test(key)) {
      errors[field] = ['The selected columns array is invalid.'];
      return;
    }
    if (seen.has(key)) {
      errors[field] = ['The columns array field has a duplicate value.'];
      return;
    }
    seen.add(key);
    if (known) {
      columns.push({ title: known.title, key });
      return;
    }
    if (!rawTitle) errors[`${field}.title`] = ['The column title field is required.'];
    else if (rawTitle.length > MAX_TITLE)
      errors[`${field}.title`] = [
        `The column title must not be greater than ${MAX_TITLE} characters.`,
      ];
    else columns.push({ title: rawTitle, key });
  });
  return { columns, errors };
}

/** The saved columns as stored (jsonb), keeping only well-formed entries. */
export function storedColumns(value: unknown): SavedColumn[] {
  const list = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  if (!Array.isArray(list)) return [];
  return list.flatMap((c) =>
    c && typeof c === 'object' && typeof (c as SavedColumn).key === 'string'
      ? [
          {
            key: (c as SavedColumn).key,
            title: String(
              (c as SavedColumn).title ?? COLUMN_BY_KEY.get((c as SavedColumn).key)?.title ?? '',
            ),
          },
        ]
      : [],
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The selectors and the generated reports
// ---------------------------------------------------------------------------------------------------------------

export const ClientPick = Type.Object({
  encrypted_id: Type.String(),
  client_short_name: Type.String(),
});
export const JobPick = Type.Object({ job_id: Type.String(), job_title: Type.String() });
export const Pick = Type.Object({ candidate_id: Type.String(), candidate_name: Type.String() });
export const ClientIdParams = Type.Object({ client_id: Uuid }, { additionalProperties: false });
export const JobIdParams = Type.Object({ job_id: Uuid }, { additionalProperties: false });

export const ReportRequest = Type.Object(
  {
    ...ReportTarget,
    candidate_id: Type.Optional(
      Type.Array(Uuid, {
        maxItems: 10_000,
        description:
          "Candidates' encrypted_id; none (or an empty list) means every candidate of the report.",
      }),
    ),
  },
  { additionalProperties: false },
);

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

/** The schema of a generated report's route: the request (JSON or a form) and its rows. */
export const reportRoute = (description: string, row: Parameters<typeof ListOf>[0]) => ({
  tags: TAGS,
  description:
    `${description} JSON, or a form (urlencoded or multipart) with client_id, job_id and candidate_id[i]. ` +
    "Messages: 'Client Is Required.', 'Job Is Required.'; 422 when the job is not the client's or a candidate is not linked to the job.",
  consumes: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
  body: ReportRequest,
  response: { 200: ListOf(row), ...errorResponses },
});
