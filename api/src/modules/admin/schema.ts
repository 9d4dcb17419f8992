// Administration (spec 000 §2.6, §2.7, §5; API.md Administration): the contract's schemas and messages
// (contract/admin), and the server's rules of a user's fields and a role's name.
import { passwordProblem } from '../../auth/passwords.js';
import { addError, type FieldErrors } from '../../lib/field-errors.js';
import { MESSAGES } from 'contract/admin';

export * from 'contract/admin';

export const TAGS = ['Administration'];

const LETTERS = /^[\p{L}\p{M} ]+$/u;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A name as stored: trimmed, inner runs of white space made one space. */
export const cleanName = (s: string | undefined) => (s ?? '').trim().replace(/\s+/g, ' ');

export function checkNames(errors: FieldErrors, first: string, last: string): void {
  if (!first) addError(errors, 'first_name', 'The first name field is required.');
  else if (!LETTERS.test(first)) addError(errors, 'first_name', MESSAGES.firstNameLetters);
  if (last && !LETTERS.test(last)) addError(errors, 'last_name', MESSAGES.lastNameLetters);
}

export function checkEmail(errors: FieldErrors, email: string): void {
  if (!email) addError(errors, 'email', 'The email field is required.');
  else if (!EMAIL.test(email))
    addError(errors, 'email', 'The email must be a valid email address.');
}

export function checkMobile(errors: FieldErrors, mobile: string): void {
  if (!mobile) addError(errors, 'mobile', 'The mobile field is required.');
  else if (!/^\d{10}$/.test(mobile)) addError(errors, 'mobile', MESSAGES.mobile);
}

export function checkPassword(
  errors: FieldErrors,
  password: string,
  confirmation: string | undefined,
  field = 'password',
): void {
  if (!password) {
    addError(errors, field, `The ${field.replace(/_/g, ' ')} field is required.`);
    return;
  }
  const problem = passwordProblem(password);
  if (problem) addError(errors, field, problem);
  if ((confirmation ?? '') !== password)
    addError(errors, 'password_confirmation', MESSAGES.mismatch);
}

/** A role name as stored: trimmed, inner runs of white space made one space. */
export const cleanRoleName = (s: string) => s.trim().replace(/\s+/g, ' ');
