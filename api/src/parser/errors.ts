export type ResumeParseErrorCode =
  | 'unsupported_type'
  | 'corrupt'
  | 'encrypted'
  | 'too_large'
  | 'too_many_pages'
  | 'zip_bomb'
  | 'timeout';

const MESSAGES: Record<ResumeParseErrorCode, string> = {
  unsupported_type: 'This file type cannot be parsed; upload a PDF, DOCX, DOC or HTML resume.',
  corrupt: 'The file is damaged or not a valid resume document; save it again and upload it again.',
  encrypted: 'The file is password-protected; remove the password and upload it again.',
  too_large: 'The file is too large to parse; upload a smaller resume.',
  too_many_pages: 'The resume has too many pages to parse; upload a shorter resume.',
  zip_bomb: 'The document expands to an unsafe size or has too many parts; save it again as a normal DOCX and upload it again.',
  timeout: 'Parsing the resume took too long; save it again as a simpler PDF or DOCX and upload it again.',
};

/** A typed parsing failure; `message` is safe to show to the user (the route turns it into a 422). */
export class ResumeParseError extends Error {
  readonly code: ResumeParseErrorCode;
  readonly detail?: string;

  constructor(code: ResumeParseErrorCode, message?: string, detail?: string) {
    super(message ?? MESSAGES[code]);
    this.name = 'ResumeParseError';
    this.code = code;
    this.detail = detail;
  }

  static is(e: unknown): e is ResumeParseError {
    return e instanceof ResumeParseError;
  }
}

export function defaultMessage(code: ResumeParseErrorCode): string {
  return MESSAGES[code];
}

export const ERROR_CODES = Object.keys(MESSAGES) as ResumeParseErrorCode[];
