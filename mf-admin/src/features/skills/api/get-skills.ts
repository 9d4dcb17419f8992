import { apiGet } from 'shared-auth';
import { keys, usePagedList, type ListEnvelope, type SearchOption, type SortState } from 'shared-ui';
import type { SkillRow } from './types';

/** GET /api/skills: server-paged (spec §9: 7 a page), sortable, searchable. */
export const skillsPath = 'skills';
export const SKILLS_PAGE_SIZE = 7;
export const SKILLS_DEFAULT_SORT: SortState = { sortby: 'name', direction: 'asc' };
/** Spec §5: the skill search starts only after more than 2 typed characters. */
export const SKILL_SEARCH_MIN_CHARS = 3;

export function useSkills() {
  return usePagedList<SkillRow>({ path: skillsPath, cacheKey: keys.skills.all, pageSize: SKILLS_PAGE_SIZE, defaultSort: SKILLS_DEFAULT_SORT, urlState: true });
}

/** The existing skills matching the text, as choices for a search box. */
export async function searchSkills(text: string): Promise<SearchOption<string>[]> {
  const answer = await apiGet<ListEnvelope<SkillRow>>(skillsPath, { q: text, limit: 20, sortby: 'name', direction: 'asc' });
  return answer.data.map((s) => ({ label: s.name, value: s.encrypted_id }));
}
