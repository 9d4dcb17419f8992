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
  /** A field's name, label and error; `hint` adds the "from resume" helper text. */
  const at = (name: string & keyof typeof LABELS) => ({
    name,
    label: LABELS[name],
    error: errors[name],
  });
  const hint = (name: string) => resumeHint(hinted(name));
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading as="h2" size="md">
          Details
        </Heading>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap={4}>
          <TextField {...at('name')} required helperText={hint('name')} autoComplete="off" />
          <TextField
            {...at('primary_mobile')}
            type="tel"
            required
            helperText={hint('primary_mobile')}
            clean={mobile}
          />
          <TextField {...at('secondary_mobile')} type="tel" clean={mobile} />
          <TextField
            {...at('primary_email')}
            type="email"
            required
            helperText={hint('primary_email')}
          />
          <TextField {...at('secondary_email')} type="email" helperText={hint('secondary_email')} />
          <DuplicateNotice excludeId={excludeId} />
          <LocationFields errors={errors} hinted={hinted} />
          <TextField {...at('address')} />
          <NumberField
            {...at('exp_years')}
            required
            digitsOnly
            maxLength={2}
            helperText={hint('exp_years')}
          />
          <NumberField
            {...at('exp_months')}
            required
            digitsOnly
            maxLength={2}
            helperText={hint('exp_months')}
          />
          <TextField {...at('company_name')} helperText={hint('company_name')} />
          <TextField {...at('designation')} helperText={hint('designation')} />
          <NumberField {...at('current_ctc')} required helperText={hint('current_ctc')} />
          <NumberField {...at('expected_ctc')} required />
          <NumberField {...at('fixed_ctc')} />
          <NumberField {...at('variable_ctc')} />
          <NumberField {...at('stocks')} />
          <NumberField
            {...at('notice_period')}
            required
            digitsOnly
            maxLength={3}
            helperText={hint('notice_period')}
          />
          <TextField {...at('identity_card_name')} placeholder="PAN, Aadhaar, Passport…" />
          <TextField {...at('identity_card_number')} autoComplete="off" />
          <SelectField
            placeholder="Select"
            name="resume_source"
            label={LABELS.resume_source}
            options={RESUME_SOURCES.map((s) => ({ label: s, value: s }))}
            error={errors.resume_source}
          />
          <TextField {...at('resume_subsource')} />
        </SimpleGrid>
        <SimpleGrid columns={1} mt={4}>
          <SkillsField error={errors.skills ?? errors.skill} fromResume={hinted('skills')} />
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
