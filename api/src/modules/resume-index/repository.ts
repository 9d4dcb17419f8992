// The statements of resume indexing: the candidate's resume file, and the text kept for search.
import type { Queryable } from '../../db/index.js';

/** The stored resume of the candidate, while it is still `fileId` (a later upload replaced it otherwise). */
export async function currentResumeFile(
  q: Queryable,
  candidateId: number,
  fileId: number,
): Promise<{ storage_key: string; original_name: string } | null> {
  const { rows } = await q.query<{ storage_key: string; original_name: string }>(
    'select f.storage_key, f.original_name from candidates c join files f on f.id = c.resume_file_id where c.id = $1 and c.resume_file_id = $2',
    [candidateId, fileId],
  );
  return rows[0] ?? null;
}

/** Stores the resume's text (indexed by the `search` column) while the resume is still `fileId`. */
export async function storeResumeText(
  q: Queryable,
  candidateId: number,
  fileId: number,
  text: string,
): Promise<boolean> {
  const r = await q.query(
    'update candidates set resume_text = $3 where id = $1 and resume_file_id = $2',
    [candidateId, fileId, text],
  );
  return r.rowCount > 0;
}
