// The skills catalogue (spec 000 §2.5; API.md Administration): the contract's schemas (contract/skills) and the
// server's rule for a name.
import { invalid } from '../../http/errors.js';

export * from 'contract/skills';

/** Trimmed, inner runs of white space made one space; 422 when nothing is left. */
export function skillName(raw: string): string {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (!name) throw invalid({ name: ['The name field is required.'] });
  return name;
}

