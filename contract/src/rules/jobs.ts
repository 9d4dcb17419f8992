// The Job orders rules both the form and the server apply (no TypeBox here): the messages, the JD kinds, the number
// fields' ranges, the required fields, the user types, the pipeline's groups and the Database Match's page.
export const MESSAGES = {
  added: ' Job Added Successfully',
  updated: ' Job updated Successfully',
  deleted: 'Deleted Successfully',
  jdSaved: 'Job Description Updated Successfully',
} as const;

/** 409 while candidates are linked: the links (and their history) would go with the job. */
export function linkedRefusal(n: number): string {
  return `This job order has ${n} linked ${n === 1 ? 'candidate' : 'candidates'}. Make it inactive instead.`;
}

export const JD_KINDS = ['pdf', 'doc', 'docx'] as const;

/** The longest value of each text field of the job order form (the inputs' maxLength). */
export const MAX_LENGTH = {
  name: 200,
  job_title: 200,
  office_landmark: 300,
  positions_description: 200_000,
  job_description: 200_000,
  qualification_description: 20_000,
} as const;

/** The number fields of the form: kind, least and greatest value. */
export const NUMBER_FIELDS = {
  country: ['integer', 1, 2_147_483_647],
  state: ['integer', 1, 2_147_483_647],
  city: ['integer', 1, 2_147_483_647],
  min_experience: ['number', 0, 99],
  max_experience: ['number', 0, 99],
  max_budget: ['number', 0, 999_999_999_999],
  no_positions: ['integer', 0, 100_000],
} as const;
export type NumberFieldName = keyof typeof NUMBER_FIELDS;

export const USER_TYPES = {
  user_recruiter: 'recruiter',
  user_manager: 'manager',
  user_coordinator: 'coordinator',
} as const;
export type UserField = keyof typeof USER_TYPES;

export const GROUPS = ['joined', 'active', 'offered', 'processed', 'prospective'] as const;
export const GROUP_TITLE = {
  joined: 'Joined',
  active: 'Active',
  offered: 'Offered',
  processed: 'Processed',
  prospective: 'Prospective',
} as const;

/** A page of Database Match: 20 by default, at most 50. */
export const MATCH_LIMIT = 50;
export const MATCH_PAGE = 20;
/** Below this score a candidate is not shown unless the caller asks for less (min_score). */
export const MATCH_MIN_SCORE = 5;
