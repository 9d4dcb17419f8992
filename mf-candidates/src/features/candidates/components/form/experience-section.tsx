import { useFormikContext } from 'formik';
import {
  blankExperience,
  currentMonth,
  type CandidateFormValues,
  type ExperienceDraft,
  type FormErrors,
} from './candidate-form-model';
import { FormMonth, type Hint } from './fields';
import { RepeatableSection } from './repeatable-section';
import { TextField } from 'shared-ui';

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
  fromResume?: Hint;
  onDelete: (row: ExperienceDraft) => void;
}) {
  const { setFieldValue } = useFormikContext<CandidateFormValues>();
  const month = currentMonth();
  return (
    <RepeatableSection
      list="experience"
      errors={errors}
      fromResume={fromResume}
      flag={{ field: 'still_working', label: 'Still working' }}
      onFlagged={(i) => void setFieldValue(`experience.${i}.end_date`, '')}
      blank={blankExperience}
      onDelete={onDelete}
      fields={(row, i, e) => (
        <>
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
        </>
      )}
    />
  );
}
