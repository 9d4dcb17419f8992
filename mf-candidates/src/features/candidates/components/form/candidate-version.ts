// The record version the edit form sends back (issue: concurrent edits), and reading the
// candidate again after someone else saved it.
import { getCandidate } from '../../api/get-candidate';
import { getEducation } from '../../api/get-candidate-education';
import { getExperience } from '../../api/get-candidate-experience';
import { getJobLinks } from '../../api/get-candidate-job-orders';
import type { Candidate } from '../../api/types';
import { valuesFromCandidate, type CandidateFormValues } from './candidate-form-model';

/** The version a one-record read returned (absent from servers without record versions). */
export function lockVersionOf(candidate: Candidate | undefined): number | null {
  const value = (candidate as { lock_version?: unknown } | undefined)?.lock_version;
  return typeof value === 'number' ? value : null;
}

/** The form field that carries it (multipart: a string). */
export const lockField = (version: number | null): Record<string, string> =>
  version === null ? {} : { lock_version: String(version) };

export async function reloadCandidate(
  id: string,
): Promise<{ values: CandidateFormValues; lockVersion: number | null }> {
  const [candidate, experience, education, links] = await Promise.all([
    getCandidate(id),
    getExperience(id),
    getEducation(id),
    getJobLinks(id),
  ]);
  return {
    values: valuesFromCandidate(candidate, experience, education, links),
    lockVersion: lockVersionOf(candidate),
  };
}
