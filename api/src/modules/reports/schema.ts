// Data Tables (spec 002 §2.3, §3.5, §4, §5, §7.5; API.md Data Tables): the contract's schemas, catalogue and messages
// (contract/reports), the SQL that reads each catalogue column, and the rules of a report's columns.
import type { Static } from '@sinclair/typebox';
import {
  CUSTOM_KEY,
  ColumnInput,
  MAX_TITLE,
  MESSAGES,
  REPORT_COLUMN_CATALOGUE,
  ReportRequest,
  type ColumnType,
  type SavedColumn,
} from 'contract/reports';
import { ListOf, errorResponses } from '../../http/schemas.js';

export * from 'contract/reports';

export const TAGS = ['Data Tables'];

/**
 * The SQL that reads each catalogue column over `candidate_jobs cj join candidates c left join countries co, states st,
 * cities ci, job_main_status ms, job_sub_status ss` (the link's status and offer follow the spec's candidate columns).
 * Keys never come from the request into SQL: only these expressions are used, looked up by key.
 */
const COLUMN_SQL: Record<string, string> = {
  name: 'c.name',
  primary_mobile: 'c.primary_mobile',
  secondary_mobile: 'c.secondary_mobile',
  primary_email: 'c.primary_email',
  secondary_email: 'c.secondary_email',
  country: "coalesce(co.name, '')",
  city: "coalesce(ci.name, '')",
  state: "coalesce(st.name, '')",
  identity_card_name: 'c.identity_card_name',
  identity_card_number: 'c.identity_card_number',
  Company_name: 'c.company_name',
  exp_years: 'c.exp_years::int',
  exp_months: 'c.exp_months::int',
  current_ctc: 'c.current_ctc::float8',
  expected_ctc: 'c.expected_ctc::float8',
  fixed_ctc: 'c.fixed_ctc::float8',
  variable_ctc: 'c.variable_ctc::float8',
  stocks: 'c.stocks::float8',
  notice_period: 'c.notice_period::int',
  status: "coalesce(ms.name, '')",
  sub_status: "coalesce(ss.name, '')",
  offered_ctc: 'cj.offered_ctc::float8',
  expected_joining_date: "to_char(cj.expected_joining_date, 'YYYY-MM-DD')",
};
export const REPORT_COLUMNS: readonly { title: string; key: string; sql: string; type: ColumnType }[] =
  REPORT_COLUMN_CATALOGUE.map((c) => ({ ...c, sql: COLUMN_SQL[c.key] }));
export const COLUMN_BY_KEY = new Map(REPORT_COLUMNS.map((c) => [c.key, c]));

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
