import { apiGet } from 'shared-auth';

export interface SkillUsage {
  candidates: number;
  job_orders: number;
}

/** GET /api/skills/{id}/usage: how many candidates and job orders carry the skill (asked before deleting it). */
export async function getSkillUsage(encryptedId: string): Promise<SkillUsage> {
  const res = await apiGet<{ data: SkillUsage }>(`skills/${encryptedId}/usage`);
  return res.data;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** 'Used by 2 candidates and 1 job order; deleting it removes it from them.' or 'No candidate or job order uses it.' */
export function usageText(usage: SkillUsage): string {
  if (usage.candidates === 0 && usage.job_orders === 0) return 'No candidate or job order uses it.';
  return `Used by ${plural(usage.candidates, 'candidate', 'candidates')} and ${plural(usage.job_orders, 'job order', 'job orders')}; deleting it removes it from them.`;
}
