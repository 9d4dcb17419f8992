// Pipeline statuses (group, status code; migrations/003_statuses.sql) the crash and load scripts move links to.

/** From Contacted (101) to Offer Released (401). */
export const TO_OFFER: [string, string][] = [
  ['P', '101'],
  ['P', '104'],
  ['S', '201'],
  ['S', '202'],
  ['A', '301'],
  ['A', '302'],
  ['R', '401'],
];
