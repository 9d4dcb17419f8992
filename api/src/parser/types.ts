export type ExpDetail = { designation: string; company: string; from_date: string; to_date: string };
export type EduDetail = { university: string; qualification: string; year_of_pass: string };

export type ResumeParse = {
  current_location: string;
  username: string;
  primary_mobile: string;
  primary_email: string;
  secondary_email: string;
  exp_in_years: number | null;
  exp_in_months: number | null;
  ctc: number | null;
  notice_period: number | null;
  profile_pic: string;
  exp_details: ExpDetail[];
  education_details: EduDetail[];
  primary_skills: string[];
  secondary_skills: string[];
};

export type ParsedPhoto = {
  bytes: Buffer;
  mime: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
  scaledDown: boolean;
  /** Set when the image was scaled down to fit the limit. */
  message?: string;
};

/**
 * How sure the parser is of each field, 0–1, from the evidence it was read from (a label, a section, its shape);
 * 0 when nothing was found. `experience` covers exp_in_years/exp_in_months, `skills` both skill lists.
 */
export type Confidence = {
  username: number;
  primary_email: number;
  secondary_email: number;
  primary_mobile: number;
  current_location: number;
  experience: number;
  ctc: number;
  notice_period: number;
  exp_details: number;
  education_details: number;
  skills: number;
  profile_pic?: number;
};

export type ParseOutput = { data: ResumeParse; confidence: Confidence; photo: ParsedPhoto | null; text: string };

export type SkillEntry = { name: string; synonyms?: string[] };

export type ParseOptions = {
  fileName: string;
  skills: SkillEntry[];
  now?: Date;
  limits?: Partial<ParseLimits>;
};

export type ParseLimits = {
  /** Largest accepted file, in bytes. */
  maxBytes: number;
  /** Largest number of PDF pages. */
  maxPages: number;
  /** Most entries a DOCX zip may have. */
  maxZipEntries: number;
  /** Largest total uncompressed size of a DOCX zip, in bytes. */
  maxZipUncompressed: number;
  /** Largest compression ratio of one zip entry (uncompressed / compressed) above 1 MB. */
  maxZipRatio: number;
  /** Largest decoded image considered for the photo, in pixels. */
  maxImagePixels: number;
};

export const DEFAULT_LIMITS: ParseLimits = {
  maxBytes: 10 * 1024 * 1024,
  maxPages: 30,
  maxZipEntries: 2000,
  maxZipUncompressed: 100 * 1024 * 1024,
  maxZipRatio: 200,
  maxImagePixels: 25_000_000,
};

export const PHOTO_MAX_SIDE = 360;
