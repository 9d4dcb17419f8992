// TO DELETE once the job order and link routes have moved into their modules: the names the candidates routes'
// helpers file used to export, now in lib/ and modules/candidates/. Import them from there.
export { normaliseMobile, isEmail } from '../lib/contact-details.js';
export { addError, label, required, throwIfAny, type FieldErrors } from '../lib/field-errors.js';
export { flag, isUuid, num, text } from '../lib/form-values.js';
export { parseDate } from '../lib/timestamps.js';
export { parserOf, type ParserApi } from '../lib/resume-parser.js';
export { deleteFileRows as dropFileRows, discardUploads, removeStored } from '../modules/files/service.js';
export { findCandidate as candidateOf, type CandidateRef } from '../modules/candidates/service.js';
export { withoutCtc } from '../modules/candidates/service.js';
export { COMPANY_NAME_MAX, PROFILE_PIC_MAX_SIDE } from '../modules/candidates/schema.js';
