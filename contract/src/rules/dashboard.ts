// The dashboard's rules the web and the server share (no TypeBox here).

/** spec 000 §9: dashboard tables page by 20, newest created first. */
export const DASHBOARD_PAGE_SIZE = 20;
/** The windows, in days, of the figures counted from the status history. */
export const WINDOWS = [30, 7] as const;
