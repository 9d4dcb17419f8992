import { apiGet, apiSend } from 'shared-auth';
import type { SearchOption } from 'shared-ui';
import type { CreatedEnvelope, SkillRef } from './types';

/** GET /api/skills?q=: catalogue skills for the picker (the value is the skill's name). */
export async function searchSkills(q: string): Promise<SearchOption<string>[]> {
  const res = await apiGet<{ data: SkillRef[] }>('skills', {
    q,
    limit: 20,
    sortby: 'name',
    direction: 'asc',
  });
  return res.data.map((s) => ({ label: s.name, value: s.name }));
}

/** POST /api/skills {name}: the Add Skill dialog. */
export function createSkill(name: string): Promise<CreatedEnvelope> {
  return apiSend<CreatedEnvelope>('POST', 'skills', { name });
}
