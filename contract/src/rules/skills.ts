// The skills catalogue's limits, for the form and the server (no TypeBox here).

/** The longest skill name. */
export const SKILL_NAME_MAX = 100;
