import type { ScopedMutator } from 'swr';

/** Revalidates every cached read whose key mentions one of the words (a job id, 'job_pipeline', ...). */
export function refreshKeys(mutate: ScopedMutator, ...words: string[]): Promise<unknown> {
  return mutate((key) => {
    if (key === undefined || key === null) return false;
    const text = typeof key === 'string' ? key : JSON.stringify(key);
    return words.some((w) => w && text.includes(w));
  });
}
