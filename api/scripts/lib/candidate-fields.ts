// The text fields of a candidate that the scripts adding candidates through the API send (crash, load).
import crypto from 'node:crypto';

/** A new candidate's multipart text fields with a random mobile; `more` adds fields (experience, figures, …). */
export function candidateFields(
  name: string,
  email: string,
  more: Record<string, string>,
): Record<string, string> {
  return {
    name,
    primary_mobile: `9${String(crypto.randomInt(0, 1e9)).padStart(9, '0')}`,
    primary_email: email,
    notice_period: '30',
    'skill[0]': 'Java',
    ...more,
  };
}
