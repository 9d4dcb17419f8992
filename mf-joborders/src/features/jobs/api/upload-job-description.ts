import { apiSend } from 'shared-auth';

/** POST /api/jobs_description_file (multipart): replaces the job's JD file (pdf, doc, docx). */
export function uploadJobDescription(jobId: string, file: File) {
  const form = new FormData();
  form.append('job_id', jobId);
  form.append('jobdescription', file, file.name);
  return apiSend<{ status: boolean; message: string }>('POST', 'jobs_description_file', form);
}
