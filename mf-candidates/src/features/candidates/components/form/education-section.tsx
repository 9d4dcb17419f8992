import { useFormikContext } from 'formik';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import {
  blankEducation,
  capPercentage,
  type CandidateFormValues,
  type EducationDraft,
  type FormErrors,
} from './candidate-form-model';
import { FromResumeHint } from './fields';
import { Box, Button, Card, CheckboxField, Flex, Heading, NumberField, SimpleGrid, Text, TextField } from 'shared-ui';

/**
 * Education rows with Add More: one row at most is Still Studying (disabled on the others), which disables its
 * passout year and percentage; the percentage takes 2 digits (and 2 decimals).
 */
export function EducationSection({
  errors,
  fromResume,
  onDelete,
}: {
  errors: FormErrors;
  fromResume?: boolean;
  onDelete: (row: EducationDraft) => void;
}) {
  const { values, setFieldValue } = useFormikContext<CandidateFormValues>();
  const rows = values.education;
  const studyingKey = rows.find((r) => r.still_studying)?.key;
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Flex justify="space-between" align="center" gap={2} wrap="wrap">
          <Heading as="h2" size="md">
            Education
          </Heading>
          {fromResume && <FromResumeHint />}
        </Flex>
      </Card.Header>
      <Card.Body gap={4}>
        {errors.education && (
          <Text color="fg.error" role="alert">
            {errors.education}
          </Text>
        )}
        {rows.length === 0 && <Text color="fg.muted">No education added.</Text>}
        {rows.map((row, i) => {
          const e = (f: string) => errors[`education.${row.key}.${f}`];
          return (
            <Box key={row.key} borderWidth="1px" rounded="md" p={4} data-testid="education-row">
              <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap={4}>
                <TextField
                  name={`education.${i}.university`}
                  label="University"
                  error={e('university')}
                />
                <TextField
                  name={`education.${i}.qualification`}
                  label="Qualification"
                  error={e('qualification')}
                />
                <NumberField
                  name={`education.${i}.passout_year`}
                  label="Passout Year"
                  digitsOnly
                  maxLength={4}
                  disabled={row.still_studying}
                  error={e('passout_year')}
                />
                <NumberField
                  name={`education.${i}.passout_percentage`}
                  label="Passout Percentage"
                  clean={capPercentage}
                  disabled={row.still_studying}
                  error={e('passout_percentage')}
                />
              </SimpleGrid>
              <Flex mt={3} justify="space-between" align="center" gap={3} wrap="wrap">
                <CheckboxField
                  name={`education.${i}.still_studying`}
                  label="Still Studying"
                  disabled={studyingKey !== undefined && studyingKey !== row.key}
                  onToggle={(checked) => {
                    if (checked) {
                      void setFieldValue(`education.${i}.passout_year`, '');
                      void setFieldValue(`education.${i}.passout_percentage`, '');
                    }
                  }}
                />
                <Button
                  size="sm"
                  variant="ghost"
                  colorPalette="red"
                  onClick={() => onDelete(row)}
                  aria-label={`Delete education ${i + 1}`}
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
          onClick={() => void setFieldValue('education', [...rows, blankEducation()])}
        >
          <LuPlus /> Add More
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
