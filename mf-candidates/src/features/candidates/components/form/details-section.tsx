import { useEffect, useState } from 'react';
import { RouterLink, Alert, Card, Heading, Link, NumberField, SelectField, SimpleGrid, Text, TextField } from 'shared-ui';
import { useFormikContext } from 'formik';
import { useDuplicates } from '../../api/get-candidate-duplicates';
import { useCities, useCountries, useStates } from '../../api/get-geography';
import {
  LABELS,
  RESUME_SOURCES,
  type CandidateFormValues,
  type FormErrors,
} from './candidate-form-model';
import { resumeHint, type Hint } from './fields';
import { SkillsField } from './skills-field';

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

/** The live duplicate check on the primary email and mobile: a link to the profile that already has them. */
export function DuplicateNotice({ excludeId }: { excludeId?: string }) {
  const { values } = useFormikContext<CandidateFormValues>();
  const email = useDebounced(values.primary_email.trim().toLowerCase(), 400);
  const mobile = useDebounced(values.primary_mobile.replace(/\D/g, ''), 400);
  const { data } = useDuplicates(email, mobile, excludeId);
  if (!data?.length) return null;
  return (
    <Alert.Root status="warning" gridColumn="1 / -1" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Possible duplicate</Alert.Title>
        <Alert.Description>
          {data.map((d, i) => (
            <Text key={d.encrypted_id} as="span">
              {i > 0 && '; '}A candidate with this {d.matched.join(' and ')} already exists:{' '}
              <Link asChild color="brand.fg" fontWeight="semibold">
                <RouterLink to={`/candidates/${d.encrypted_id}`} target="_blank">
                  {d.name}
                </RouterLink>
              </Link>
            </Text>
          ))}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function LocationFields({
  errors,
  hinted,
}: {
  errors: FormErrors;
  hinted: (name: string) => Hint;
}) {
  const { values, setFieldValue } = useFormikContext<CandidateFormValues>();
  const countries = useCountries();
  const states = useStates(values.country);
  const cities = useCities(values.state);
  const asOptions = (rows?: { id: number; name: string }[]) =>
    (Array.isArray(rows) ? rows : []).map((r) => ({ label: r.name, value: r.id }));
  return (
    <>
      <SelectField
        placeholder="Select"
        name="country"
        label={LABELS.country}
        options={asOptions(countries.data)}
        error={errors.country}
        helperText={resumeHint(hinted('country'))}
        onPicked={() => {
          void setFieldValue('state', '');
          void setFieldValue('city', '');
        }}
      />
      <SelectField
        placeholder="Select"
        name="state"
        label={LABELS.state}
        options={asOptions(states.data)}
        disabled={!values.country}
        error={errors.state}
        helperText={resumeHint(hinted('state'))}
        onPicked={() => void setFieldValue('city', '')}
      />
      <SelectField
        placeholder="Select"
        name="city"
        label={LABELS.city}
        options={asOptions(cities.data)}
        disabled={!values.state}
        error={errors.city}
        helperText={resumeHint(hinted('city'))}
      />
    </>
  );
}

/** The Details card: every candidate field (spec 001 §3), the place cascade and the skills. */
export function DetailsSection({
  errors,
  hinted,
  excludeId,
}: {
  errors: FormErrors;
  hinted: (name: string) => Hint;
  excludeId?: string;
}) {
  const mobile = (raw: string) => raw.replace(/[^\d+\s-]/g, '').slice(0, 16);
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading as="h2" size="md">
          Details
        </Heading>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap={4}>
          <TextField
            name="name"
            label={LABELS.name}
            required
            error={errors.name}
            helperText={resumeHint(hinted('name'))}
            autoComplete="off"
          />
          <TextField
            name="primary_mobile"
            label={LABELS.primary_mobile}
            type="tel"
            required
            error={errors.primary_mobile}
            helperText={resumeHint(hinted('primary_mobile'))}
            clean={mobile}
          />
          <TextField
            name="secondary_mobile"
            label={LABELS.secondary_mobile}
            type="tel"
            error={errors.secondary_mobile}
            clean={mobile}
          />
          <TextField
            name="primary_email"
            label={LABELS.primary_email}
            type="email"
            required
            error={errors.primary_email}
            helperText={resumeHint(hinted('primary_email'))}
          />
          <TextField
            name="secondary_email"
            label={LABELS.secondary_email}
            type="email"
            error={errors.secondary_email}
            helperText={resumeHint(hinted('secondary_email'))}
          />
          <DuplicateNotice excludeId={excludeId} />
          <LocationFields errors={errors} hinted={hinted} />
          <TextField name="address" label={LABELS.address} error={errors.address} />
          <NumberField
            name="exp_years"
            label={LABELS.exp_years}
            required
            digitsOnly
            maxLength={2}
            error={errors.exp_years}
            helperText={resumeHint(hinted('exp_years'))}
          />
          <NumberField
            name="exp_months"
            label={LABELS.exp_months}
            required
            digitsOnly
            maxLength={2}
            error={errors.exp_months}
            helperText={resumeHint(hinted('exp_months'))}
          />
          <TextField
            name="company_name"
            label={LABELS.company_name}
            error={errors.company_name}
            helperText={resumeHint(hinted('company_name'))}
          />
          <TextField
            name="designation"
            label={LABELS.designation}
            error={errors.designation}
            helperText={resumeHint(hinted('designation'))}
          />
          <NumberField
            name="current_ctc"
            label={LABELS.current_ctc}
            required
            error={errors.current_ctc}
            helperText={resumeHint(hinted('current_ctc'))}
          />
          <NumberField
            name="expected_ctc"
            label={LABELS.expected_ctc}
            required
            error={errors.expected_ctc}
          />
          <NumberField name="fixed_ctc" label={LABELS.fixed_ctc} error={errors.fixed_ctc} />
          <NumberField name="variable_ctc" label={LABELS.variable_ctc} error={errors.variable_ctc} />
          <NumberField name="stocks" label={LABELS.stocks} error={errors.stocks} />
          <NumberField
            name="notice_period"
            label={LABELS.notice_period}
            required
            digitsOnly
            maxLength={3}
            error={errors.notice_period}
            helperText={resumeHint(hinted('notice_period'))}
          />
          <TextField
            name="identity_card_name"
            label={LABELS.identity_card_name}
            error={errors.identity_card_name}
            placeholder="PAN, Aadhaar, Passport…"
          />
          <TextField
            name="identity_card_number"
            label={LABELS.identity_card_number}
            error={errors.identity_card_number}
            autoComplete="off"
          />
          <SelectField
            placeholder="Select"
            name="resume_source"
            label={LABELS.resume_source}
            options={RESUME_SOURCES.map((s) => ({ label: s, value: s }))}
            error={errors.resume_source}
          />
          <TextField
            name="resume_subsource"
            label={LABELS.resume_subsource}
            error={errors.resume_subsource}
          />
        </SimpleGrid>
        <SimpleGrid columns={1} mt={4}>
          <SkillsField error={errors.skills ?? errors.skill} fromResume={hinted('skills')} />
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
