// The Tasks panel's limits, for the form and the server (no TypeBox here).

/** The longest task title. */
export const TITLE_MAX = 200;
/** A user keeps at most this many tasks (the panel is a short to-do list, not a tracker). */
export const MAX_TASKS = 500;
