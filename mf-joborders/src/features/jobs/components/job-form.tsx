import { useEffect, useRef, useState } from 'react';
import {
  useNavigate,
  CancelButton,
  AutocompleteField,
  discardDraft,
  FormDraft,
  FormFooter,
  FormErrorSummary,
  useLeaveAfter,
  useVersionConflict,
  NumberField,
  RichTextEditor,
  SelectField,
  showApiError,
  showError,
  showSuccess,
  TextField,
  UnsavedChangesGuard,
  Box,
  Button,
  Card,
  Center,
  Flex,
  Heading,
  Input,
  Link,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
  invalidateKeys,
  keys,
} from 'shared-ui';
import { Form, Formik, useFormikContext, type FormikHelpers, type FormikProps } from 'formik';
import { LuUpload } from 'react-icons/lu';
import { useSWRConfig } from 'swr';
import { readApiError } from 'shared-auth';
import { MAX_LENGTH } from 'contract/rules/jobs';
import { useClientContacts } from '../../lookups/api/get-client-contacts';
import { useCities, useCountries, useStates } from '../../lookups/api/get-geography';
import { searchClients } from '../../lookups/api/search-clients';
import { searchQualifications } from '../../lookups/api/search-qualifications';
import { searchSkills } from '../../lookups/api/search-skills';
import { searchUsers, USER_SEARCH_MIN_CHARS } from '../../lookups/api/search-users';
import { createJob } from '../api/create-job';
import type { Job } from '../api/types';
import { getJob } from '../api/get-job';
import { updateJob } from '../api/update-job';
import { uploadJobDescription } from '../api/upload-job-description';
import {
  ADDED_MESSAGE,
  jdFileProblem,
  payloadFrom,
  positionsTitle,
  REDIRECT_MS,
  serverFieldErrors,
  UPDATED_MESSAGE,
  validateJob,
  valuesFromJob,
  type JobFormValues,
} from './job-form-model';

/** The version a one-record read returned (absent from servers without record versions). */
function lockVersionOf(job: Job | undefined): number | null {
  const value = (job as { lock_version?: unknown } | undefined)?.lock_version;
  return typeof value === 'number' ? value : null;
}

export interface JobFormProps {
  mode: 'add' | 'edit';
  job?: Job;
  initialValues: JobFormValues;
}

/**
 * Clears a dependent field when the field it depends on changes (not on the first render). When
 * both change at once (a restored draft, a reloaded record) the dependent value belongs to the new
 * one and stays.
 */
function useClearOnChange(watched: unknown, dependent: unknown, clear: () => void) {
  const previous = useRef(JSON.stringify(watched ?? null));
  const previousDependent = useRef(JSON.stringify(dependent ?? null));
  const clearRef = useRef(clear);
  clearRef.current = clear;
  useEffect(() => {
    const now = JSON.stringify(watched ?? null);
    const dependentNow = JSON.stringify(dependent ?? null);
    const dependentChanged = dependentNow !== previousDependent.current;
    previousDependent.current = dependentNow;
    if (now === previous.current) return;
    previous.current = now;
    if (!dependentChanged) clearRef.current();
  }, [watched, dependent]);
}

function ClientFields() {
  const { values, setFieldValue } = useFormikContext<JobFormValues>();
  const clientId = values.client?.value ?? null;
  const contacts = useClientContacts(clientId);
  useClearOnChange(clientId, values.contact, () => void setFieldValue('contact', ''));
  return (
    <>
      <AutocompleteField<string>
        name="client"
        label="Select Client"
        required
        loadOptions={searchClients}
        minChars={1}
        placeholder="Search clients"
      />
      <SelectField
        name="contact"
        label="Client Contact"
        disabled={!clientId}
        placeholder={
          clientId ? (contacts.isLoading ? 'Loading…' : 'Select contact') : 'Select a client first'
        }
        options={(contacts.data ?? []).map((c) => ({
          value: c.encrypted_id,
          label: c.client_contact_name,
        }))}
      />
    </>
  );
}

function GeoFields() {
  const { values, setFieldValue } = useFormikContext<JobFormValues>();
  const country = values.country === '' ? null : values.country;
  const state = values.state === '' ? null : values.state;
  const countries = useCountries();
  const states = useStates(country);
  const cities = useCities(state);
  useClearOnChange(country, [values.state, values.city], () => {
    void setFieldValue('state', '');
    void setFieldValue('city', '');
  });
  useClearOnChange(state, values.city, () => void setFieldValue('city', ''));
  const opts = (rows?: { id: number; name: string }[]) =>
    (rows ?? []).map((r) => ({ value: r.id, label: r.name }));
  return (
    <>
      <SelectField
        name="country"
        label="Country"
        required
        placeholder="Select country"
        options={opts(countries.data)}
      />
      <SelectField
        name="state"
        label="State"
        required
        disabled={!country}
        placeholder="Select state"
        options={opts(states.data)}
      />
      <SelectField
        name="city"
        label="City"
        required
        disabled={!state}
        placeholder="Select city"
        options={opts(cities.data)}
      />
    </>
  );
}

function RichText({
  name,
  label,
}: {
  name: 'positions_description' | 'job_description';
  label: string;
}) {
  const { values, setFieldValue } = useFormikContext<JobFormValues>();
  return (
    <RichTextEditor
      label={label}
      value={values[name]}
      onChange={(html) => void setFieldValue(name, html)}
      minHeight="9rem"
    />
  );
}

function JdUpload({
  job,
  file,
  onChange,
  error,
}: {
  job?: Job;
  file: File | null;
  onChange: (f: File | null) => void;
  error: string | null;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Stack gap={2}>
      <Text fontWeight="medium" fontSize="sm" id="jd-label">
        Job Description File
      </Text>
      <Flex gap={3} align="center" wrap="wrap">
        <Button
          size="sm"
          variant="outline"
          onClick={() => input.current?.click()}
          aria-describedby="jd-label"
        >
          <LuUpload /> {job?.jobdescription_file_name || file ? 'Replace file' : 'Upload file'}
        </Button>
        <Input
          ref={input}
          type="file"
          display="none"
          aria-label="Job Description File"
          accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          onChange={(e) => {
            onChange(e.target.files?.[0] ?? null);
            e.target.value = '';
          }}
        />
        <Text fontSize="sm" color="fg.muted" minW={0} overflowWrap="anywhere">
          {file ? (
            file.name
          ) : job?.jobdescription_file_url ? (
            <Link href={job.jobdescription_file_url} colorPalette="brand">
              {job.jobdescription_file_name}
            </Link>
          ) : (
            'pdf, doc or docx'
          )}
        </Text>
        {file && (
          <Button size="xs" variant="ghost" onClick={() => onChange(null)}>
            Remove
          </Button>
        )}
      </Flex>
      {error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** Add and Edit of a job order (spec 2.1): JD file, position status, Job Details, the two rich-text blocks, Cancel and Save. */
export function JobForm({ mode, job, initialValues }: JobFormProps) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [jd, setJd] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const { leaving, leave } = useLeaveAfter();
  const jdError = jdFileProblem(jd);
  const formik = useRef<FormikProps<JobFormValues>>(null);
  const [lockVersion, setLockVersion] = useState(() => lockVersionOf(job));
  const conflict = useVersionConflict<JobFormValues>();
  const recordId = job?.encrypted_id;
  const positionsLabel = positionsTitle(mode, initialValues.positions_description);

  async function save(values: JobFormValues, helpers: FormikHelpers<JobFormValues>) {
    if (jdError) return;
    setBusy(true);
    const payload = payloadFrom(values);
    let id = job?.encrypted_id ?? '';
    try {
      if (mode === 'add') {
        const res = await createJob(payload, jd);
        if (res.status === false) throw new Error(res.message);
        id = res.data.encrypted_id;
      } else {
        await updateJob(id, payload, lockVersion);
        if (jd) await uploadJobDescription(id, jd);
      }
    } catch (e) {
      setBusy(false);
      const reload = async () => {
        const fresh = await getJob(id);
        setLockVersion(lockVersionOf(fresh));
        return valuesFromJob(fresh);
      };
      const apply = (fresh: JobFormValues, merged: JobFormValues) => {
        formik.current?.resetForm({ values: fresh });
        void formik.current?.setValues(merged);
      };
      if (
        await conflict.check(e, {
          values,
          initialValues: formik.current?.initialValues ?? initialValues,
          reload,
          apply,
        })
      )
        return;
      const { errors } = await readApiError(e);
      helpers.setErrors(serverFieldErrors(errors) as never);
      if (e instanceof Error && !('response' in e)) await showError({ message: e.message });
      else await showApiError(e);
      return;
    }
    setJd(null);
    discardDraft('job', recordId);
    void invalidateKeys(mutate, ...keys.jobs.stale());
    void showSuccess({
      title: 'Success',
      message: mode === 'add' ? ADDED_MESSAGE : UPDATED_MESSAGE,
      autoCloseMs: REDIRECT_MS,
    });
    leave(() => navigate(`/joborders/${id}`), REDIRECT_MS);
  }

  return (
    <Formik<JobFormValues>
      innerRef={formik}
      initialValues={initialValues}
      validate={validateJob}
      onSubmit={save}
    >
      {({ dirty }) => (
        <Form noValidate aria-label={mode === 'add' ? 'Add job order' : 'Edit job order'}>
          <UnsavedChangesGuard
            when={(dirty || jd !== null) && !busy && !leaving}
            onLeave={() => discardDraft('job', recordId)}
          />
          {conflict.element}
          <Box position="relative">
            {busy && (
              <Center
                position="absolute"
                inset={0}
                bg="bg/70"
                zIndex={2}
                rounded="md"
                role="status"
                aria-live="polite"
              >
                <Spinner size="lg" color="brand.solid" />
                <Box srOnly>Saving</Box>
              </Center>
            )}
            <Stack gap={5}>
              <FormDraft id="job" record={recordId} />
              {conflict.notice}
              <FormErrorSummary title="Please correct the highlighted fields." />
              <Card.Root size="sm">
                <Card.Body>
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap={4} alignItems="start">
                    <JdUpload job={job} file={jd} onChange={setJd} error={jdError} />
                    <SelectField
                      name="position_status"
                      label="Position Status"
                      options={[
                        { value: 'Active', label: 'Active' },
                        { value: 'Inactive', label: 'Inactive' },
                      ]}
                    />
                  </SimpleGrid>
                </Card.Body>
              </Card.Root>

              <Card.Root as="section" aria-label="Job Details" size="sm">
                <Card.Header>
                  <Heading as="h2" size="md">
                    Job Details
                  </Heading>
                </Card.Header>
                <Card.Body>
                  <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap={4} alignItems="start">
                    <TextField name="job_title" label="Job Title" required maxLength={MAX_LENGTH.job_title} />
                    <ClientFields />
                    <GeoFields />
                    <TextField
                      name="office_landmark"
                      label="Office Name/Land mark"
                      required
                      maxLength={300}
                    />
                    <NumberField
                      name="min_experience"
                      label="Min. Experience"
                      required
                      maxLength={4}
                    />
                    <NumberField
                      name="max_experience"
                      label="Max. Experience"
                      required
                      maxLength={4}
                    />
                    <NumberField name="max_budget" label="Maximum Budget" required maxLength={13} />
                    <NumberField
                      name="no_positions"
                      label="No. of Positions"
                      digitsOnly
                      maxLength={6}
                    />
                    <SelectField
                      name="position_type"
                      label="Position Type"
                      options={[
                        { value: 'Full Time', label: 'Full Time' },
                        { value: 'Contract', label: 'Contract' },
                      ]}
                    />
                    <SelectField
                      name="open_outstation"
                      label="Open for Outstation"
                      options={[
                        { value: 'Yes', label: 'Yes' },
                        { value: 'No', label: 'No' },
                      ]}
                    />
                  </SimpleGrid>
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap={4} mt={4} alignItems="start">
                    <AutocompleteField<string>
                      name="skill_primary"
                      label="Primary Skills"
                      multiple
                      loadOptions={searchSkills}
                      minChars={1}
                      placeholder="Search skills"
                    />
                    <AutocompleteField<string>
                      name="skill_secondary"
                      label="Secondary Skills"
                      multiple
                      loadOptions={searchSkills}
                      minChars={1}
                      placeholder="Search skills"
                    />
                    <AutocompleteField<string>
                      name="user_recruiter"
                      label="Recruiters"
                      required
                      multiple
                      loadOptions={searchUsers}
                      minChars={USER_SEARCH_MIN_CHARS}
                      placeholder="Search by e-mail"
                    />
                    <AutocompleteField<string>
                      name="user_manager"
                      label="Managers"
                      multiple
                      loadOptions={searchUsers}
                      minChars={USER_SEARCH_MIN_CHARS}
                      placeholder="Search by e-mail"
                    />
                    <AutocompleteField<string>
                      name="user_coordinator"
                      label="Coordinators"
                      multiple
                      loadOptions={searchUsers}
                      minChars={USER_SEARCH_MIN_CHARS}
                      placeholder="Search by e-mail"
                    />
                    <AutocompleteField<string>
                      name="qualifications"
                      label="Qualifications"
                      multiple
                      loadOptions={searchQualifications}
                      minChars={1}
                      placeholder="Search qualifications"
                    />
                  </SimpleGrid>
                </Card.Body>
              </Card.Root>

              <Card.Root size="sm">
                <Card.Body>
                  <Stack gap={5}>
                    <RichText name="positions_description" label={positionsLabel} />
                    <RichText name="job_description" label="Job Description" />
                  </Stack>
                </Card.Body>
              </Card.Root>

              <FormFooter>
                <CancelButton
                  draft="job"
                  record={recordId}
                  to={mode === 'add' ? '/joborders/list' : `/joborders/${job?.encrypted_id ?? ''}`}
                  disabled={busy}
                />
                <Button
                  type="submit"
                  colorPalette="brand"
                  loading={busy || leaving}
                  loadingText="Saving"
                >
                  Save
                </Button>
              </FormFooter>
            </Stack>
          </Box>
        </Form>
      )}
    </Formik>
  );
}
