/**
 * Resume parsing: PDF, DOCX, DOC (and RTF saved as .doc) and HTML resumes to the resume_parse fields.
 * `parseResume` runs in the calling thread; `createParserPool` runs it in worker threads with a time limit.
 */
import { readDocument } from './document.js';
import { extractFieldsScored } from './fields/index.js';
import { SkillMatcher } from './fields/skills.js';
import { docText } from './model.js';
import { pickPhoto } from './photo.js';
import { DEFAULT_LIMITS, type ParseLimits, type ParseOptions, type ParseOutput, type SkillEntry } from './types.js';

export { ResumeParseError, type ResumeParseErrorCode } from './errors.js';
export type { Confidence, ResumeParse, ParseOutput, ParsedPhoto, ParseOptions, SkillEntry, ParseLimits, ExpDetail, EduDetail } from './types.js';
export { DEFAULT_LIMITS, PHOTO_MAX_SIDE } from './types.js';
export { DEFAULT_SYNONYMS, DEFAULT_SKILLS } from './default-skills.js';
export { createParserPool, type ParserPool, type PoolOptions } from './pool.js';

function limitsOf(l?: Partial<ParseLimits>): ParseLimits {
  return { ...DEFAULT_LIMITS, ...(l ?? {}) };
}

// The skills matcher compiles one regular expression per catalogue: keep the last few.
const matchers = new Map<string, SkillMatcher>();
function matcherFor(skills: SkillEntry[]): SkillMatcher {
  const key = JSON.stringify(skills);
  let m = matchers.get(key);
  if (!m) {
    m = new SkillMatcher(skills);
    if (matchers.size >= 4) matchers.delete(matchers.keys().next().value!);
    matchers.set(key, m);
  }
  return m;
}

/** Parses one resume in this thread. Throws ResumeParseError for unsupported, corrupt, encrypted or oversized files. */
export async function parseResume(bytes: Buffer, opts: ParseOptions): Promise<ParseOutput> {
  const limits = limitsOf(opts.limits);
  const doc = await readDocument(bytes, limits, true);
  const { data, confidence } = extractFieldsScored(doc, { skills: matcherFor(opts.skills ?? []), now: opts.now });
  let photo = null;
  try {
    photo = await pickPhoto(doc, limits.maxImagePixels);
  } catch {
    photo = null;
  }
  // A photo is only taken when it looks like one (a face-sized, portrait or square picture): it is seldom wrong.
  return { data, confidence: { ...confidence, profile_pic: photo ? 0.9 : 0 }, photo, text: docText(doc) };
}

/** Only the plain text of a resume (used at upload, for full-text search). */
export async function extractText(bytes: Buffer, fileName: string, limits?: Partial<ParseLimits>): Promise<string> {
  void fileName; // the type is detected from the content
  const doc = await readDocument(bytes, limitsOf(limits), false);
  return docText(doc);
}
