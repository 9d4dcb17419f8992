// The place of a row (candidates, job orders) in SQL, joined once: its country, state and city rows.

/**
 * Left joins of the countries (`co`), states (`st`) and cities (`ci`) rows named by the `country_id`, `state_id` and
 * `city_id` of the row aliased `alias` (an alias the code writes, never a value of a request).
 */
export const placeJoinsSql = (alias: string) =>
  `left join countries co on co.id = ${alias}.country_id
       left join states st on st.id = ${alias}.state_id
       left join cities ci on ci.id = ${alias}.city_id`;
