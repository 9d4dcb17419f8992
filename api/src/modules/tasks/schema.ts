// The dashboard's Tasks panel: the contract's schemas (contract/tasks) and the server's rule for a title.
import { invalid } from '../../http/errors.js';

export * from 'contract/tasks';

export const TAGS = ['Dashboard'];

export function taskTitle(raw: string): string {
  const title = raw.trim().replace(/\s+/g, ' ');
  if (!title) throw invalid({ title: ['The title field is required.'] });
  return title;
}
