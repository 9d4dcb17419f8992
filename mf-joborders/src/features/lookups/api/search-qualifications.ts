import { apiGet } from 'shared-auth';
import type { SearchOption } from 'shared-ui';
import { unwrap } from './unwrap';

/** GET /api/qualifications?q=; what was typed is offered too (the server adds an unknown qualification). */
export async function searchQualifications(q: string): Promise<SearchOption<string>[]> {
  const body = await apiGet<{ data: { name: string }[] }>('qualifications', { q });
  const found = unwrap(body).map((x) => ({ value: x.name, label: x.name }));
  const typed = q.trim();
  if (typed && !found.some((o) => o.value.toLowerCase() === typed.toLowerCase())) {
    found.push({
      value: typed,
      label: typed,
      description: 'Add this qualification',
    } as SearchOption<string>);
  }
  return found;
}
