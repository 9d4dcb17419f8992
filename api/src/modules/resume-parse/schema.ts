// POST /api/resume_parse (spec 001 §4, API.md Candidates): the fields a parsed resume prefills in the Add form
// (contract/candidates: ParsedData, ParseAnswer, ParseResponses).
export { ParsedData, ParseAnswer, ParseResponses } from 'contract/candidates';

export const TAGS = ['Candidates'];
