import * as yup from 'yup';

/** Spec §5: a skill name must be non-empty. */
export const SKILL_NAME_REQUIRED = 'The name field is required.';

export const skillNameSchema = yup.object({
  name: yup.string().trim().required(SKILL_NAME_REQUIRED).max(100, 'The name must not be greater than 100 characters.'),
});
