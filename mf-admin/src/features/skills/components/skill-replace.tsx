import { Form, Formik } from 'formik';
import { SKILL_NAME_MAX } from 'contract/rules/skills';
import * as yup from 'yup';
import { AutocompleteField, TextField, type SearchOption, Box, Stack, Text } from 'shared-ui';
import { searchSkills, SKILL_SEARCH_MIN_CHARS } from '../api/get-skills';
import { updateSkill } from '../api/update-skill';
import { skillName } from './skill-name-schema';
import { useSkillSubmit } from './use-skill-submit';
import { SubmitButton } from '../../../components/submit-button';

export const SKILL_REQUIRED = 'The skill field is required.';

const schema = yup.object({
  skill: yup.mixed<SearchOption<string>>().nullable().required(SKILL_REQUIRED),
  name: skillName,
});

interface Values {
  skill: SearchOption<string> | null;
  name: string;
}

/**
 * The Replace tab: an existing skill (searched after more than 2 characters) takes a new name.
 * When another skill already has that name, the server merges the two.
 */
export function SkillReplace() {
  const submit = useSkillSubmit<Values>(
    // Formik submits only what the schema accepts: a skill is chosen.
    ({ skill, name }) => updateSkill((skill as SearchOption<string>).value, name),
    'Skills Replaced successfully',
  );
  return (
    <Box maxW="md">
      <Formik<Values> initialValues={{ skill: null, name: '' }} validationSchema={schema} onSubmit={submit}>
        <Form noValidate>
          <Stack gap={4}>
            <AutocompleteField<string>
              name="skill"
              label="Existing Skill"
              required
              placeholder="Search a skill"
              minChars={SKILL_SEARCH_MIN_CHARS}
              loadOptions={searchSkills}
            />
            <TextField name="name" label="New Skill Name" required maxLength={SKILL_NAME_MAX} autoComplete="off" />
            <Text fontSize="sm" color="fg.muted">
              If another skill already has the new name, the two are merged: candidates and job orders keep one reference.
            </Text>
            <SubmitButton>Replace</SubmitButton>
          </Stack>
        </Form>
      </Formik>
    </Box>
  );
}
