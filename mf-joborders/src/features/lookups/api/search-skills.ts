import { apiGet } from 'shared-auth';
import type { SearchOption } from 'shared-ui';
import { unwrap } from './unwrap';

/** GET /api/skills?q= (the skills catalogue); the value sent is the skill's name. */
export async function searchSkills(q: string): Promise<SearchOption<string>[]> {
  const body = await apiGet<{ data: { name: string }[] }>('skills', {
    q,
    limit: 20,
    sortby: 'name',
    direction: 'asc',
  });
  return unwrap(body).map((s) => ({ value: s.name, label: s.name }));
}
