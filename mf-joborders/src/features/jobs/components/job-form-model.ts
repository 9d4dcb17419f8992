// The job order form's values, rules and payload (spec 002 §2.1 Add/Edit, §3.1, §5).
import { JD_KINDS, MESSAGES } from 'contract/rules/jobs';
import type { SearchOption } from 'shared-ui';
import type { JobPayload } from '../api/create-job';
import type { Job } from '../api/types';

export const REDIRECT_MS = 3000;
/** The JD file's kinds and the save messages: the contract's (contract/rules/jobs), which the server uses too. */
export const JD_EXTENSIONS = JD_KINDS;
export const ADDED_MESSAGE = MESSAGES.added;
export const UPDATED_MESSAGE = MESSAGES.updated;

export interface JobFormValues {
  position_status: 'Active' | 'Inactive';
  job_title: string;
  client: SearchOption<string> | null;
  contact: string;
  country: number | '';
  state: number | '';
  city: number | '';
  office_landmark: string;
  min_experience: string;
  max_experience: string;
  max_budget: string;
  no_positions: string;
  position_type: 'Full Time' | 'Contract';
  open_outstation: 'Yes' | 'No';
  skill_primary: SearchOption<string>[];
  skill_secondary: SearchOption<string>[];
  user_recruiter: SearchOption<string>[];
  user_manager: SearchOption<string>[];
  user_coordinator: SearchOption<string>[];
  qualifications: SearchOption<string>[];
  positions_description: string;
  job_description: string;
}

export const EMPTY_JOB: JobFormValues = {
  position_status: 'Active',
  job_title: '',
  client: null,
  contact: '',
  country: '',
  state: '',
  city: '',
  office_landmark: '',
  min_experience: '',
  max_experience: '',
  max_budget: '',
  no_positions: '',
  position_type: 'Full Time',
  open_outstation: 'No',
  skill_primary: [],
  skill_secondary: [],
  user_recruiter: [],
  user_manager: [],
  user_coordinator: [],
  qualifications: [],
  positions_description: '',
  job_description: '',
};

const num = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));

export function valuesFromJob(job: Job): JobFormValues {
  const users = (type: string) =>
    job.users
      .filter((u) => u.user_type === type)
      .map((u) => ({ value: u.user_id, label: u.user_email, description: u.username }));
  const skills = (type: string) =>
    job.skills
      .filter((s) => s.skill_type === type)
      .map((s) => ({ value: s.skill_name, label: s.skill_name }));
  return {
    position_status: job.status === 'inactive' ? 'Inactive' : 'Active',
    job_title: job.job_title,
    client: { value: job.client_id, label: job.client_name, description: job.client_legal_name },
    contact: job.contact_id ?? '',
    country: job.country_id ?? '',
    state: job.state_id ?? '',
    city: job.city_id ?? '',
    office_landmark: job.office_landmark,
    min_experience: num(job.min_experience),
    max_experience: num(job.max_experience),
    max_budget: num(job.max_budget),
    no_positions: num(job.no_positions),
    position_type: job.position_type === 'Contract' ? 'Contract' : 'Full Time',
    open_outstation: job.open_outstation === 'Yes' ? 'Yes' : 'No',
    skill_primary: skills('primary'),
    skill_secondary: skills('secondary'),
    user_recruiter: users('recruiter'),
    user_manager: users('manager'),
    user_coordinator: users('coordinator'),
    qualifications: job.qualifications.map((q) => ({ value: q.name, label: q.name })),
    positions_description: job.positions_description,
    job_description: job.job_description,
  };
}

/** In words, by the field's visible label: 'Recruiter is required' (issue 17 §6). */
const required = (label: string) => `${label} is required`;
const blank = (v: unknown) =>
  v === null ||
  v === undefined ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);

/** The fields marked * (spec §5), checked before sending; the labels are the form's. */
export const REQUIRED_FIELDS: [keyof JobFormValues, string][] = [
  ['job_title', 'Job Title'],
  ['client', 'Client'],
  ['country', 'Country'],
  ['state', 'State'],
  ['city', 'City'],
  ['office_landmark', 'Office Name/Land mark'],
  ['min_experience', 'Min. Experience'],
  ['max_experience', 'Max. Experience'],
  ['max_budget', 'Maximum Budget'],
  ['user_recruiter', 'Recruiter'],
];

export const EXPERIENCE_ORDER_MESSAGE =
  'The max experience must be greater than or equal to min experience.';

export function validateJob(values: JobFormValues): Partial<Record<keyof JobFormValues, string>> {
  const errors: Partial<Record<keyof JobFormValues, string>> = {};
  for (const [field, label] of REQUIRED_FIELDS)
    if (blank(values[field])) errors[field] = required(label);
  const numeric: [keyof JobFormValues, string][] = [
    ['min_experience', 'min experience'],
    ['max_experience', 'max experience'],
    ['max_budget', 'max budget'],
    ['no_positions', 'no positions'],
  ];
  for (const [field, label] of numeric) {
    const v = String(values[field] ?? '').trim();
    if (v && !/^\d+(\.\d+)?$/.test(v)) errors[field] = `The ${label} must be a number.`;
  }
  const min = Number(values.min_experience);
  const max = Number(values.max_experience);
  if (
    !errors.min_experience &&
    !errors.max_experience &&
    values.min_experience !== '' &&
    values.max_experience !== '' &&
    min > max
  ) {
    errors.max_experience = EXPERIENCE_ORDER_MESSAGE;
  }
  if (values.no_positions && !errors.no_positions && !/^\d+$/.test(values.no_positions.trim()))
    errors.no_positions = 'The no positions must be an integer.';
  return errors;
}

/** 'pdf', 'doc' or 'docx' by name; the server checks the content. */
export function jdFileProblem(file: File | null): string | null {
  if (!file) return null;
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  return (JD_EXTENSIONS as readonly string[]).includes(ext)
    ? null
    : 'The job description file must be a file of type: pdf, doc, docx.';
}

const toNumber = (v: string) => (v.trim() === '' ? null : Number(v));

export function payloadFrom(values: JobFormValues): JobPayload {
  return {
    job_title: values.job_title.trim(),
    client: values.client?.value ?? '',
    contact: values.contact || null,
    country: values.country === '' ? null : values.country,
    state: values.state === '' ? null : values.state,
    city: values.city === '' ? null : values.city,
    office_landmark: values.office_landmark.trim(),
    min_experience: toNumber(values.min_experience),
    max_experience: toNumber(values.max_experience),
    max_budget: toNumber(values.max_budget),
    no_positions: toNumber(values.no_positions),
    position_status: values.position_status,
    position_type: values.position_type,
    open_outstation: values.open_outstation,
    positions_description: values.positions_description,
    job_description: values.job_description,
    skill_primary: values.skill_primary.map((o) => o.value),
    skill_secondary: values.skill_secondary.map((o) => o.value),
    user_recruiter: values.user_recruiter.map((o) => o.value),
    user_manager: values.user_manager.map((o) => o.value),
    user_coordinator: values.user_coordinator.map((o) => o.value),
    qualifications: values.qualifications.map((o) => o.value),
  };
}

/** The rich-text block's title: 'Position Description' when editing a job that has none yet (spec 2.1 Edit). */
export function positionsTitle(mode: 'add' | 'edit', initialText: string): string {
  const empty = !initialText || !initialText.replace(/<[^>]*>/g, '').trim();
  return mode === 'edit' && empty ? 'Position Description' : 'Position Inputs';
}

/** Server field names → form field names (the same here), each field's first message. */
export function serverFieldErrors(errors: Record<string, string[]> | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(errors ?? {})) if (v[0]) out[k.replace(/\.\d+$/, '')] = v[0];
  return out;
}
