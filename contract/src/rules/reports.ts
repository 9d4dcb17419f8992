// The Data Tables rules the web and the server share (no TypeBox here): the report column catalogue, the limits
// of a saved report's columns, the messages.

export type ColumnType = 'string' | 'number' | 'date';
export interface CatalogueColumn {
  title: string;
  key: string;
  type: ColumnType;
}

/** Spec 3.5, the selectable report columns (title, then key), in the spec's order, then the link's status and offer. */
export const REPORT_COLUMN_CATALOGUE: readonly CatalogueColumn[] = [
  { title: 'Candidate Name', key: 'name', type: 'string' },
  { title: 'Primary Mobile No', key: 'primary_mobile', type: 'string' },
  { title: 'Secondary Contact Number', key: 'secondary_mobile', type: 'string' },
  { title: 'Primary Email ID', key: 'primary_email', type: 'string' },
  { title: 'Secondary Email ID', key: 'secondary_email', type: 'string' },
  { title: 'Country', key: 'country', type: 'string' },
  { title: 'City', key: 'city', type: 'string' },
  { title: 'State', key: 'state', type: 'string' },
  { title: 'Identity Card Name', key: 'identity_card_name', type: 'string' },
  { title: 'Identity Card No', key: 'identity_card_number', type: 'string' },
  { title: 'Company Name', key: 'Company_name', type: 'string' },
  { title: 'Experience in Years', key: 'exp_years', type: 'number' },
  { title: 'Experience in Months', key: 'exp_months', type: 'number' },
  { title: 'Current CTC', key: 'current_ctc', type: 'number' },
  { title: 'Expected CTC', key: 'expected_ctc', type: 'number' },
  { title: 'Fixed CTC', key: 'fixed_ctc', type: 'number' },
  { title: 'Variable CTC', key: 'variable_ctc', type: 'number' },
  { title: 'Stock Options (P.A)', key: 'stocks', type: 'number' },
  { title: 'Notice Period', key: 'notice_period', type: 'number' },
  { title: 'Status', key: 'status', type: 'string' },
  { title: 'Sub Status', key: 'sub_status', type: 'string' },
  { title: 'Offered CTC', key: 'offered_ctc', type: 'number' },
  { title: 'Expected Joining Date', key: 'expected_joining_date', type: 'date' },
];
/** A custom column's key: 'custom:<n>'. */
export const CUSTOM_PREFIX = 'custom:';
export const CUSTOM_KEY = /^custom:\d{1,6}$/;
/** The most columns a saved report has. */
export const MAX_COLUMNS = 60;
/** The longest custom column title. */
export const MAX_TITLE = 100;
/** The longest report name. */
export const REPORT_NAME_MAX = 200;

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
