// Pipeline shapes (spec 002 §3.3; API.md job_pipeline*, candidates_job_orders): the contract's (contract/jobs).
import type { Static } from '@sinclair/typebox';
import type { MatchRow as MatchRecord, PipelineRow as PipelineRecord } from 'contract/jobs';
import { GROUP_TITLE, GROUPS } from 'contract/rules/jobs';

export { GROUPS };
export type PipelineGroup = (typeof GROUPS)[number];
export const GROUP_TITLES: Record<PipelineGroup, (typeof GROUP_TITLE)[PipelineGroup]> = GROUP_TITLE;
/** The main status of each group (DESIGN §4: one main status per group). */
export const GROUP_MAIN_STATUS: Record<PipelineGroup, string> = {
  prospective: 'P',
  processed: 'S',
  active: 'A',
  offered: 'R',
  joined: 'J',
};

export type PipelineCounts = Record<(typeof GROUP_TITLES)[PipelineGroup], number>;

/** The screens read primary_email as a string though the API may send null (a value never entered). */
export type PipelineRow = Omit<Static<typeof PipelineRecord>, 'pipeline_group' | 'primary_email'> & {
  pipeline_group: PipelineGroup;
  primary_email: string;
};

export type MatchRow = Static<typeof MatchRecord>;

export interface MatchPage {
  data: MatchRow[];
  /** Candidates above the minimum score. */
  all_data_cnt: number;
  job_skills: number;
}

export interface AssignedUser {
  user_id: string;
  username: string;
  user_type: string;
  email: string;
}

/** The candidates module's profile address (a remote links to another by URL). */
export const candidateProfileUrl = (candidateId: string) => `/candidates/${candidateId}`;
