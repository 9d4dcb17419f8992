/** What POST /api/candidates and POST /api/candidates/{id} read (multipart); rows are JSON-encoded. */
export interface CandidatePayload {
  fields: Record<string, string>;
  /** Skill names; undefined leaves the skills as they are (update). */
  skills?: string[];
  experience?: unknown[];
  education?: unknown[];
  jobOrders?: unknown[];
  resume?: File | null;
  parsingFile?: File | null;
  photo?: Blob | null;
  /** The photo link resume_parse issued, used when no photo file is sent. */
  photoUrl?: string | null;
}

export function candidateFormData(p: CandidatePayload): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(p.fields)) form.append(key, value);
  if (p.skills) {
    if (p.skills.length === 0) form.append('skill[]', '');
    p.skills.forEach((s, i) => form.append(`skill[${i}]`, s));
  }
  if (p.experience?.length) form.append('experience', JSON.stringify(p.experience));
  if (p.education?.length) form.append('education', JSON.stringify(p.education));
  if (p.jobOrders?.length) form.append('job_orders', JSON.stringify(p.jobOrders));
  if (p.resume) form.append('resume_name', p.resume, p.resume.name);
  if (p.parsingFile) form.append('parsing_file_name', p.parsingFile, p.parsingFile.name);
  if (p.photo)
    form.append(
      'profile_pic',
      p.photo,
      p.photo instanceof File
        ? p.photo.name
        : p.photo.type === 'image/png'
          ? 'photo.png'
          : 'photo.jpg',
    );
  else if (p.photoUrl) form.append('profile_pic_url', p.photoUrl);
  return form;
}
