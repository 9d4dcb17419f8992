import type { ReactNode } from 'react';
import { useFormikContext } from 'formik';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import type { CandidateFormValues, FormErrors } from './candidate-form-model';
import { FromResumeHint, type Hint } from './fields';
import { Box, Button, Card, CheckboxField, Flex, Heading, SimpleGrid, Text } from 'shared-ui';

type RowList = 'experience' | 'education';
type Row<L extends RowList> = CandidateFormValues[L][number];

export interface RepeatableSectionProps<L extends RowList> {
  /** The form's list, also the card's lower-case name ('experience' → "Experience", "No experience added."). */
  list: L;
  errors: FormErrors;
  fromResume?: Hint;
  /** The one-at-most flag of a row (Still working, Still Studying): its field and label. */
  flag: { field: keyof Row<L> & string; label: string };
  /** Called with the row's index when its flag is ticked (to clear the fields it disables). */
  onFlagged: (index: number) => void;
  blank: () => Row<L>;
  onDelete: (row: Row<L>) => void;
  /** One row's fields; `error(f)` is the message for field `f` of that row. */
  fields: (row: Row<L>, index: number, error: (field: string) => string | undefined) => ReactNode;
}

/**
 * A card of rows with Add More and Delete, where one row at most carries the flag (the box is disabled on the
 * others). The experience and education sections.
 */
export function RepeatableSection<L extends RowList>({
  list,
  errors,
  fromResume,
  flag,
  onFlagged,
  blank,
  onDelete,
  fields,
}: RepeatableSectionProps<L>) {
  const { values, setFieldValue } = useFormikContext<CandidateFormValues>();
  const rows = values[list] as Row<L>[];
  const flaggedKey = rows.find((r) => Boolean(r[flag.field]))?.key;
  const title = list.charAt(0).toUpperCase() + list.slice(1);
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Flex justify="space-between" align="center" gap={2} wrap="wrap">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {fromResume && <FromResumeHint check={fromResume === 'check'} />}
        </Flex>
      </Card.Header>
      <Card.Body gap={4}>
        {errors[list] && (
          <Text color="fg.error" role="alert">
            {errors[list]}
          </Text>
        )}
        {rows.length === 0 && <Text color="fg.muted">No {list} added.</Text>}
        {rows.map((row, i) => {
          const error = (f: string) => errors[`${list}.${row.key}.${f}`];
          return (
            <Box key={row.key} borderWidth="1px" rounded="md" p={4} data-testid={`${list}-row`}>
              <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap={4}>
                {fields(row, i, error)}
              </SimpleGrid>
              <Flex mt={3} justify="space-between" align="center" gap={3} wrap="wrap">
                <CheckboxField
                  name={`${list}.${i}.${flag.field}`}
                  label={flag.label}
                  disabled={flaggedKey !== undefined && flaggedKey !== row.key}
                  onToggle={(checked) => {
                    if (checked) onFlagged(i);
                  }}
                />
                <Button
                  size="sm"
                  variant="ghost"
                  colorPalette="red"
                  onClick={() => onDelete(row)}
                  aria-label={`Delete ${list} ${i + 1}`}
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
          onClick={() => void setFieldValue(list, [...rows, blank()])}
        >
          <LuPlus /> Add More
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
