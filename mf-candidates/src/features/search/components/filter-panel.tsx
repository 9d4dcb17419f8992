import { Formik, Form, useFormikContext } from 'formik';
import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import {
  AutocompleteField,
  BottomSheet,
  Button,
  DateField,
  Flex,
  NumberField,
  SelectField,
  SimpleGrid,
  type SearchOption,
  useMainStatuses,
} from 'shared-ui';
import { searchSkills } from '../../candidates/api/search-skills';
import { useCities, useCountries, useStates } from '../../candidates/api/get-geography';
import { EMPTY_FILTERS, filtersSchema, RESUME_SOURCES, type CandidateFilters } from '../api/filters';

type FormValues = Omit<CandidateFilters, 'skills'> & { skills: SearchOption<string>[] };

const toForm = (f: CandidateFilters): FormValues => ({ ...f, skills: f.skills.map((s) => ({ label: s, value: s })) });
const fromForm = (v: FormValues): CandidateFilters => ({ ...v, skills: v.skills.map((s) => s.value) });

/** GET /api/users_list?user_type=recruiter: the recruiter filter's choices. */
export function useRecruiters() {
  return useSWR(['users_list', 'recruiter'], async () =>
    (await apiGet<{ data: { user_id: string; username: string }[] }>('users_list', { user_type: 'recruiter' })).data,
  { revalidateOnFocus: false });
}

/** India's id in the catalogue: the location filter's states are India's. */
export function useIndia() {
  const countries = useCountries();
  return countries.data?.find((c) => c.name === 'India')?.id;
}

function Fields() {
  const { values, setFieldValue } = useFormikContext<FormValues>();
  const india = useIndia();
  const states = useStates(india);
  const cities = useCities(values.state ? Number(values.state) : undefined);
  const statuses = useMainStatuses();
  const recruiters = useRecruiters();
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap={3}>
      <AutocompleteField<string>
        name="skills"
        label="Skills"
        multiple
        loadOptions={searchSkills}
        minChars={2}
        placeholder="Type 2 letters to search"
      />
      <SelectField
        name="skills_match"
        label="Candidates with"
        options={[
          { label: 'Any of these skills', value: 'any' },
          { label: 'All of these skills', value: 'all' },
        ]}
      />
      <NumberField name="exp_min" label="Experience from (years)" digitsOnly maxLength={2} />
      <NumberField name="exp_max" label="Experience to (years)" digitsOnly maxLength={2} />
      <SelectField
        name="state"
        label="State"
        placeholder="Any state"
        options={(states.data ?? []).map((s) => ({ label: s.name, value: String(s.id) }))}
        onPicked={() => void setFieldValue('city', '')}
      />
      <SelectField
        name="city"
        label="City"
        placeholder={values.state ? 'Any city' : 'Pick a state first'}
        disabled={!values.state}
        options={(cities.data ?? []).map((c) => ({ label: c.name, value: String(c.id) }))}
      />
      <NumberField name="notice_max" label="Notice period at most (days)" digitsOnly maxLength={3} />
      <SelectField
        name="status"
        label="Pipeline status"
        placeholder="Any status"
        options={(statuses.data ?? []).map((s) => ({ label: s.name, value: s.fixed_id }))}
      />
      <NumberField name="ctc_min" label="Current CTC from (₹)" maxLength={13} />
      <NumberField name="ctc_max" label="Current CTC to (₹)" maxLength={13} />
      <NumberField name="ectc_min" label="Expected CTC from (₹)" maxLength={13} />
      <NumberField name="ectc_max" label="Expected CTC to (₹)" maxLength={13} />
      <SelectField name="source" label="Resume source" placeholder="Any source" options={RESUME_SOURCES.map((s) => ({ label: s, value: s }))} />
      <SelectField
        name="recruiter"
        label="Recruiter"
        placeholder="Any recruiter"
        options={(recruiters.data ?? []).map((r) => ({ label: r.username, value: r.user_id }))}
      />
      <DateField name="created_from" label="Added from" />
      <DateField name="created_to" label="Added to" />
      <SelectField
        name="free_pool"
        label="Free pool"
        placeholder="Everyone"
        options={[
          { label: 'Free pool only', value: '1' },
          { label: 'Not in the free pool', value: '0' },
        ]}
      />
    </SimpleGrid>
  );
}

function Actions({ onCancel }: { onCancel: () => void }) {
  const { resetForm } = useFormikContext<FormValues>();
  return (
    <Flex gap={2} justify="flex-end" wrap="wrap">
      <Button variant="ghost" onClick={() => resetForm({ values: toForm(EMPTY_FILTERS) })}>
        Clear
      </Button>
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit">Apply filters</Button>
    </Flex>
  );
}

export interface FilterPanelProps {
  open: boolean;
  filters: CandidateFilters;
  onApply: (f: CandidateFilters) => void;
  onClose: () => void;
  /** On a phone the filters fold into a sheet from the bottom. */
  asSheet: boolean;
}

/** The candidate filters' form: inline above the list on a wide screen, a sheet on a phone. */
export function FilterPanel({ open, filters, onApply, onClose, asSheet }: FilterPanelProps) {
  if (!open) return null;
  const form = (
    <Formik<FormValues>
      initialValues={toForm(filters)}
      validationSchema={filtersSchema}
      onSubmit={(v) => onApply(fromForm(v))}
    >
      <Form noValidate aria-label="Filters">
        <Flex direction="column" gap={4}>
          <Fields />
          <Actions onCancel={onClose} />
        </Flex>
      </Form>
    </Formik>
  );
  if (!asSheet)
    return (
      <Flex direction="column" borderWidth="1px" rounded="md" p={4} bg="bg.panel" role="region" aria-label="Filters">
        {form}
      </Flex>
    );
  return (
    <BottomSheet open title="Filters" onClose={onClose}>
      {form}
    </BottomSheet>
  );
}
