import * as yup from 'yup';
import { SKILL_NAME_MAX } from 'contract/rules/skills';

/** Spec §5: a skill name must be non-empty. */
export const SKILL_NAME_REQUIRED = 'The name field is required.';

/** A skill name: required, at most the contract's length (the server's schema says the same). */
export const skillName = yup
  .string()
  .trim()
  .required(SKILL_NAME_REQUIRED)
  .max(SKILL_NAME_MAX, `The name must not be greater than ${SKILL_NAME_MAX} characters.`);

export const skillNameSchema = yup.object({ name: skillName });
