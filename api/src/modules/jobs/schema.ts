// Job orders: the wire contract (contract/jobs: the form's fields and the rules they carry, a job order, its lists,
// notes, messages, pipeline and Database Match) and what only the server does with it: parsing the number fields,
// the stored job order, the Database Match's pools and weights.
import type { Static } from '@sinclair/typebox';
import { NUMBER_FIELDS, type JobFields, type JobInput, type JobRecord } from 'contract/jobs';
import { fieldLabel, invalid } from '../../http/errors.js';

export * from 'contract/jobs';

/** Parses the number fields in place ('' and null become null); 422 with one message per bad field. */
export function numbers(input: Record<string, unknown>): void {
  const errors: Record<string, string[]> = {};
  for (const [field, [kind, min, max]] of Object.entries(NUMBER_FIELDS)) {
    const raw = input[field];
    if (raw === undefined) continue;
    if (raw === null || (typeof raw === 'string' && raw.trim() === '')) {
      input[field] = null;
      continue;
    }
    const n =
      typeof raw === 'number'
        ? raw
        : typeof raw === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(raw)
          ? Number(raw)
          : NaN;
    const label = fieldLabel(field);
    if (!Number.isFinite(n))
      errors[field] = [
        kind === 'integer' ? `The ${label} must be an integer.` : `The ${label} must be a number.`,
      ];
    else if (kind === 'integer' && !Number.isInteger(n))
      errors[field] = [`The ${label} must be an integer.`];
    else if (n < min) errors[field] = [`The ${label} must be at least ${min}.`];
    else if (n > max) errors[field] = [`The ${label} must not be greater than ${max}.`];
    else input[field] = n;
  }
  if (Object.keys(errors).length) throw invalid(errors);
}
/** The validated fields with their numbers parsed. */
export function parseJob(fields: Static<typeof JobFields>): JobInput {
  const input = { ...fields } as Record<string, unknown>;
  numbers(input);
  return input as JobInput;
}

/** The job order as it is stored, resolved to serial keys, ready to write. */
export type ResolvedJob = {
  clientId: number;
  contactId: number | null;
  countryId: number;
  stateId: number;
  cityId: number;
  job_title: string;
  office_landmark: string;
  min_experience: number;
  max_experience: number;
  max_budget: number;
  no_positions: number | null;
  positions_description: string;
  job_description: string;
  qualification_description: string;
  status: 'active' | 'inactive';
  position_type: string;
  open_outstation: string;
  skills: { id: number; type: 'primary' | 'secondary' }[];
  users: { id: number; type: string }[];
  qualifications: string[];
};

export const isBlank = (v: unknown) =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.filter((x) => String(x).trim()).length === 0);

export type JobRecordRow = Static<typeof JobRecord> & { logo_file: string | null; jd_file: string | null };

/**
 * Candidates considered by the Database Match, so its cost does not grow with the candidate base: for each of the
 * job's skills the newest MATCH_SKILL_SCAN candidates having it, of those at most MATCH_SKILL_POOL by skill overlap,
 * and the newest MATCH_PLACE_POOL more in the job's city.
 */
export const MATCH_SKILL_SCAN = 1000;
export const MATCH_SKILL_POOL = 3000;
export const MATCH_PLACE_POOL = 300;
/**
 * Score weights: each primary skill, each secondary skill, experience in range, expected CTC in budget, same city,
 * same state, notice of 30 days or less (half of it for 60 or less).
 */
export const MATCH_WEIGHTS = {
  primary: 10,
  secondary: 4,
  experience: 3,
  budget: 2,
  city: 3,
  state: 1,
  notice: 2,
} as const;

