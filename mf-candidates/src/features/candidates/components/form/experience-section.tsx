import { useFormikContext } from 'formik';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import {
  blankExperience,
  currentMonth,
  type CandidateFormValues,
  type ExperienceDraft,
  type FormErrors,
} from './candidate-form-model';
import { FormMonth, FromResumeHint } from './fields';
import { Box, Button, Card, CheckboxField, Flex, Heading, SimpleGrid, Text, TextField } from 'shared-ui';

/**
 * Experience rows with Add More (spec 001 §2, §5): one row at most is Still working (the box is disabled on the
 * others), which disables its To date.
 */
export function ExperienceSection({
  errors,
  fromResume,
  onDelete,
}: {
  errors: FormErrors;
  fromResume?: boolean;
  onDelete: (row: ExperienceDraft) => void;
}) {
  const { values, setFieldValue } = useFormikContext<CandidateFormValues>();
  const rows = values.experience;
  const workingKey = rows.find((r) => r.still_working)?.key;
  const month = currentMonth();
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Flex justify="space-between" align="center" gap={2} wrap="wrap">
          <Heading as="h2" size="md">
            Experience
          </Heading>
          {fromResume && <FromResumeHint />}
        </Flex>
      </Card.Header>
      <Card.Body gap={4}>
        {errors.experience && (
          <Text color="fg.error" role="alert">
            {errors.experience}
          </Text>
        )}
        {rows.length === 0 && <Text color="fg.muted">No experience added.</Text>}
        {rows.map((row, i) => {
          const e = (f: string) => errors[`experience.${row.key}.${f}`];
          return (
            <Box key={row.key} borderWidth="1px" rounded="md" p={4} data-testid="experience-row">
              <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap={4}>
                <TextField
                  name={`experience.${i}.job_title`}
                  label="Job Title"
                  error={e('job_title')}
                />
                <TextField
                  name={`experience.${i}.company_name`}
                  label="Company Name"
                  error={e('company_name')}
                />
                <FormMonth
                  name={`experience.${i}.start_date`}
                  label="From Date"
                  max={month}
                  error={e('start_date')}
                />
                <FormMonth
                  name={`experience.${i}.end_date`}
                  label="To Date"
                  max={month}
                  min={row.start_date || undefined}
                  disabled={row.still_working}
                  error={e('end_date')}
                />
              </SimpleGrid>
              <Flex mt={3} justify="space-between" align="center" gap={3} wrap="wrap">
                <CheckboxField
                  name={`experience.${i}.still_working`}
                  label="Still working"
                  disabled={workingKey !== undefined && workingKey !== row.key}
                  onToggle={(checked) => {
                    if (checked) void setFieldValue(`experience.${i}.end_date`, '');
                  }}
                />
                <Button
                  size="sm"
                  variant="ghost"
                  colorPalette="red"
                  onClick={() => onDelete(row)}
                  aria-label={`Delete experience ${i + 1}`}
                >
                  <LuTrash2 /> Delete
                </Button>
              </Flex>
            </Box>
          );
        })}
        <Button
          alignSelf="flex-start"
          size="sm"
          variant="outline"
          onClick={() => void setFieldValue('experience', [...rows, blankExperience()])}
        >
          <LuPlus /> Add More
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
