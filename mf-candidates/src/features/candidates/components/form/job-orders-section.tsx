import { useEffect } from 'react';
import { useFormikContext } from 'formik';
import { useSession } from 'shared-auth';
import { useSWRConfig } from 'swr';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { AsyncSearchSelect, capitalize, defaultRecruiter, FieldShell, Box, Button, Card, Flex, Heading, SelectField, SimpleGrid, Text, invalidateKeys, keys } from 'shared-ui';
import { useJobRecruiters } from '../../api/get-job-recruiters';
import { searchActiveJobs } from '../../api/search-jobs';
import { LinkStatusEditor } from '../profile/side/job-orders-panel';
import {
  blankJob,
  type CandidateFormValues,
  type FormErrors,
  type JobDraft,
} from './candidate-form-model';

function NewJobRow({ row, index, errors }: { row: JobDraft; index: number; errors: FormErrors }) {
  const { setFieldValue } = useFormikContext<CandidateFormValues>();
  const recruiters = useJobRecruiters(row.job?.value);
  const me = useSession().user?.encrypted_id;
  // the job's recruiters arrived and none is chosen: the signed-in user when the job is theirs (or its only recruiter)
  const unchosen = !row.recruiter_id;
  useEffect(() => {
    if (recruiters.data && unchosen) {
      const start = defaultRecruiter(recruiters.data.map((u) => ({ value: u.user_id })), me);
      if (start) void setFieldValue(`job_orders.${index}.recruiter_id`, start);
    }
  }, [recruiters.data, me, unchosen, index, setFieldValue]);
  const jobError = errors[`job_orders.${row.key}.job`];
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
      <FieldShell label="Job Order" required error={jobError}>
        <AsyncSearchSelect<string>
          aria-label={`Job Order ${index + 1}`}
          value={row.job}
          minChars={0}
          placeholder="Search active job orders"
          invalid={Boolean(jobError)}
          loadOptions={searchActiveJobs}
          onChange={(job) => {
            void setFieldValue(`job_orders.${index}.job`, job);
            void setFieldValue(`job_orders.${index}.recruiter_id`, '');
          }}
        />
      </FieldShell>
      <SelectField
        name={`job_orders.${index}.recruiter_id`}
        label="Recruiter"
        required
        disabled={!row.job}
        placeholder={
          row.job ? (recruiters.isLoading ? 'Loading…' : 'Select') : 'Choose a job order first'
        }
        options={(recruiters.data ?? []).map((u) => ({
          value: u.user_id,
          label: `${u.username} (${capitalize(u.user_type)})`,
        }))}
        error={errors[`job_orders.${row.key}.recruiter_id`]}
      />
    </SimpleGrid>
  );
}

/**
 * Add To Job Order rows with Add More (hidden by the free pool). Existing links (edit) are listed with their status
 * and offer editor (saved at once with its Update, as a Delete is) and Delete.
 */
export function JobOrdersSection({
  errors,
  onDelete,
}: {
  errors: FormErrors;
  onDelete: (row: JobDraft) => void;
}) {
  const { values, setFieldValue } = useFormikContext<CandidateFormValues>();
  const { mutate } = useSWRConfig();
  const rows = values.job_orders;
  const refreshLinks = (link: { candidate_id: string; job_id: string }) =>
    void invalidateKeys(mutate, ...keys.links.stale(link.candidate_id, link.job_id));
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading as="h2" size="md">
          Add To Job Order
        </Heading>
      </Card.Header>
      <Card.Body gap={4}>
        {rows.length === 0 && <Text color="fg.muted">Not linked to any job order.</Text>}
        {rows.map((row, i) => (
          <Box key={row.key} borderWidth="1px" rounded="md" p={4} data-testid="job-row">
            {row.link ? (
              <Flex justify="space-between" align="center" gap={3} wrap="wrap">
                <Box minW={0}>
                  <Text fontWeight="semibold">
                    {row.link.job_title}{' '}
                    <Text as="span" color="fg.muted" fontWeight="normal">
                      – {row.link.client_name}
                    </Text>
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    Recruiter: {row.link.username || '—'}
                  </Text>
                </Box>
                <Button
                  size="sm"
                  variant="ghost"
                  colorPalette="red"
                  onClick={() => onDelete(row)}
                  aria-label={`Delete job order ${row.link.job_title}`}
                >
                  <LuTrash2 /> Delete
                </Button>
                <Box flexBasis="100%">
                  <LinkStatusEditor
                    link={row.link}
                    candidateName={values.name}
                    onChanged={() => row.link && refreshLinks(row.link)}
                  />
                </Box>
              </Flex>
            ) : (
              <>
                <NewJobRow row={row} index={i} errors={errors} />
                <Flex justify="flex-end" mt={2}>
                  <Button
                    size="sm"
                    variant="ghost"
                    colorPalette="red"
                    onClick={() => onDelete(row)}
                    aria-label={`Delete job order row ${i + 1}`}
                  >
                    <LuTrash2 /> Delete
                  </Button>
                </Flex>
              </>
            )}
          </Box>
        ))}
        <Button
          alignSelf="flex-start"
          size="sm"
          variant="outline"
          onClick={() => void setFieldValue('job_orders', [...rows, blankJob()])}
        >
          <LuPlus /> Add More
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
