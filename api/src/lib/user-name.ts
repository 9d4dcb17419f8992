// A user's display name in SQL, spelled once: "First Last", trimmed; '' for a row with no user (a left join that
// found none). users.first_name and last_name are not null, so this equals the older spellings wherever they read
// a user that exists.

/** The display name of the users row aliased `alias`. */
export const userNameSql = (alias: string) =>
  `coalesce(trim(${alias}.first_name || ' ' || ${alias}.last_name), '')`;

/**
 * The display name of the users row aliased `alias`, or null when the row has none (a left join that found no user:
 * the user was deleted). The record panels of a candidate show it ('Unknown' for null) and the activity trail.
 */
export const userNameOrNullSql = (alias: string) =>
  `nullif(trim(coalesce(${alias}.first_name, '') || ' ' || coalesce(${alias}.last_name, '')), '')`;
