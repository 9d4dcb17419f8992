/** Rows of the dashboard's four tabs (API.md Dashboard): the contract's (contract/dashboard); ids are public (encrypted) ids. */
export type { InterviewRow, JobOrderRow, PlacedOfferedRow } from 'contract/dashboard';
export { DASHBOARD_PAGE_SIZE } from 'contract/rules/dashboard';

export const DASHBOARD_DEFAULT_SORT = { sortby: 'created_at', direction: 'desc' } as const;
/** The interview tabs go by when the interviews happen (issue 18): upcoming soonest first, recent latest first. */
export const UPCOMING_DEFAULT_SORT = { sortby: 'interview_date', direction: 'asc' } as const;
export const RECENT_DEFAULT_SORT = { sortby: 'interview_date', direction: 'desc' } as const;
