// The Candidates routes still read FieldErrors here; it lives in lib/field-errors.ts (this file goes when they move).
export type { FieldErrors } from '../lib/field-errors.js';
