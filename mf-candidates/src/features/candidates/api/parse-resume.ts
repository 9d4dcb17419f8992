import { apiSend } from 'shared-auth';
import type { ParsedResume } from './types';

/** POST /api/resume_parse (multipart parsing_file_name): the fields that prefill the add form. */
export async function parseResume(file: File): Promise<ParsedResume> {
  const form = new FormData();
  form.append('parsing_file_name', file, file.name);
  const res = await apiSend<{ status: boolean; message: string; data: ParsedResume }>(
    'POST',
    'resume_parse',
    form,
    { timeout: 120_000 },
  );
  return res.data;
}
