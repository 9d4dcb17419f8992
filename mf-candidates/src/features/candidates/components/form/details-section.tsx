import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useFormikContext } from 'formik';
import { useDuplicates } from '../../api/get-candidate-duplicates';
import { useCities, useCountries, useStates } from '../../api/get-geography';
import {
  LABELS,
  RESUME_SOURCES,
  type CandidateFormValues,
  type FormErrors,
} from './candidate-form-model';
import { FormNumber, FormSelect, FormText } from './fields';
import { SkillsField } from './skills-field';
import { Alert, Card, Heading, Link, SimpleGrid, Text } from 'shared-ui';

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
  hinted: (name: string) => boolean;
}) {
  const { values, setFieldValue } = useFormikContext<CandidateFormValues>();
  const countries = useCountries();
  const states = useStates(values.country);
  const cities = useCities(values.state);
  const asOptions = (rows?: { id: number; name: string }[]) =>
    (Array.isArray(rows) ? rows : []).map((r) => ({ label: r.name, value: r.id }));
  return (
    <>
      <FormSelect
        name="country"
        label={LABELS.country}
        options={asOptions(countries.data)}
        error={errors.country}
        fromResume={hinted('country')}
        onPicked={() => {
          void setFieldValue('state', '');
          void setFieldValue('city', '');
        }}
      />
      <FormSelect
        name="state"
        label={LABELS.state}
        options={asOptions(states.data)}
        disabled={!values.country}
        error={errors.state}
        fromResume={hinted('state')}
        onPicked={() => void setFieldValue('city', '')}
      />
      <FormSelect
        name="city"
        label={LABELS.city}
        options={asOptions(cities.data)}
        disabled={!values.state}
        error={errors.city}
        fromResume={hinted('city')}
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
  hinted: (name: string) => boolean;
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
          <FormText
            name="name"
            label={LABELS.name}
            required
            error={errors.name}
            fromResume={hinted('name')}
            autoComplete="off"
          />
          <FormText
            name="primary_mobile"
            label={LABELS.primary_mobile}
            type="tel"
            required
            error={errors.primary_mobile}
            fromResume={hinted('primary_mobile')}
            onValue={mobile}
          />
          <FormText
            name="secondary_mobile"
            label={LABELS.secondary_mobile}
            type="tel"
            error={errors.secondary_mobile}
            onValue={mobile}
          />
          <FormText
            name="primary_email"
            label={LABELS.primary_email}
            type="email"
            required
            error={errors.primary_email}
            fromResume={hinted('primary_email')}
          />
          <FormText
            name="secondary_email"
            label={LABELS.secondary_email}
            type="email"
            error={errors.secondary_email}
            fromResume={hinted('secondary_email')}
          />
          <DuplicateNotice excludeId={excludeId} />
          <LocationFields errors={errors} hinted={hinted} />
          <FormText name="address" label={LABELS.address} error={errors.address} />
          <FormNumber
            name="exp_years"
            label={LABELS.exp_years}
            required
            digitsOnly
            maxLength={2}
            error={errors.exp_years}
            fromResume={hinted('exp_years')}
          />
          <FormNumber
            name="exp_months"
            label={LABELS.exp_months}
            required
            digitsOnly
            maxLength={2}
            error={errors.exp_months}
            fromResume={hinted('exp_months')}
          />
          <FormText
            name="company_name"
            label={LABELS.company_name}
            error={errors.company_name}
            fromResume={hinted('company_name')}
          />
          <FormText
            name="designation"
            label={LABELS.designation}
            error={errors.designation}
            fromResume={hinted('designation')}
          />
          <FormNumber
            name="current_ctc"
            label={LABELS.current_ctc}
            required
            error={errors.current_ctc}
            fromResume={hinted('current_ctc')}
          />
          <FormNumber
            name="expected_ctc"
            label={LABELS.expected_ctc}
            required
            error={errors.expected_ctc}
          />
          <FormNumber name="fixed_ctc" label={LABELS.fixed_ctc} error={errors.fixed_ctc} />
          <FormNumber name="variable_ctc" label={LABELS.variable_ctc} error={errors.variable_ctc} />
          <FormNumber name="stocks" label={LABELS.stocks} error={errors.stocks} />
          <FormNumber
            name="notice_period"
            label={LABELS.notice_period}
            required
            digitsOnly
            maxLength={3}
            error={errors.notice_period}
            fromResume={hinted('notice_period')}
          />
          <FormText
            name="identity_card_name"
            label={LABELS.identity_card_name}
            error={errors.identity_card_name}
            placeholder="PAN, Aadhaar, Passport…"
          />
          <FormText
            name="identity_card_number"
            label={LABELS.identity_card_number}
            error={errors.identity_card_number}
            autoComplete="off"
          />
          <FormSelect
            name="resume_source"
            label={LABELS.resume_source}
            options={RESUME_SOURCES.map((s) => ({ label: s, value: s }))}
            error={errors.resume_source}
          />
          <FormText
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
