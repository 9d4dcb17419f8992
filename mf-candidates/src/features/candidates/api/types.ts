// Shapes of the Candidates API (spec/API.md "Candidates", spec 001 §3): the contract's (contract/candidates,
// contract/links), which the API's routes answer with.
import type { Static } from '@sinclair/typebox';
import type {
  CandidateListRow,
  CandidateRecord,
  DuplicatesAnswer,
  ParsedData,
  ResumeHtmlAnswer,
  ResumeType,
  SkillItem,
} from 'contract/candidates';

export type { CreatedEnvelope, DataEnvelope, MessageEnvelope } from 'contract/common';
export type { ResumeType } from 'contract/candidates';

/** A row of the list; with a search, `snippet` is the resume around the matches (null when the resume has none). */
export type CandidateRow = Static<typeof CandidateListRow>;

export type SkillRef = Static<typeof SkillItem>;

/**
 * The screens read these answer fields as strings though the API may send null (a field withheld from the role, a
 * value never entered): until they handle null, their types say what the screens assume.
 */
type ReadAsString<T, K extends keyof T> = Omit<T, K> & { [P in K]: string };

export type Candidate = ReadAsString<
  Omit<Static<typeof CandidateRecord>, 'resume_type'>,
  'primary_mobile' | 'secondary_mobile' | 'primary_email' | 'secondary_email' | 'identity_card_number'
> & { resume_type: ResumeType };

export type {
  CandidateActivity as ActivityEntry,
  CandidateAttachment as Attachment,
  CandidateMessage,
  CandidateNote as Note,
  EducationItem,
  ExperienceItem,
} from 'contract/candidates';

/** A candidate's link to a job order with its current status (GET /api/candidates_job_orders). */
export type { LinkRow as JobLink } from 'contract/links';

/** An interview row (shared-ui's, with issue 18's fields). */
export type { Interview } from 'shared-ui';

/** POST /api/resume_parse → data. */
export type ParsedResume = Omit<Static<typeof ParsedData>, 'confidence'> & {
  /** How sure the parser is of each value, 0–1 (API contract: README). */
  confidence?: Partial<Static<typeof ParsedData>['confidence']>;
};
export type ParsedLocation = NonNullable<ParsedResume['location']>;

export type ResumeHtml = Omit<Static<typeof ResumeHtmlAnswer>['data'], 'type'> & { type: ResumeType };

export type Duplicate = Static<typeof DuplicatesAnswer>['data'][number];

export interface IdName {
  id: number;
  name: string;
}
