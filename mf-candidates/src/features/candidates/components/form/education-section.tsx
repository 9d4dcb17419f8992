import { useFormikContext } from 'formik';
import {
  blankEducation,
  capPercentage,
  type CandidateFormValues,
  type EducationDraft,
  type FormErrors,
} from './candidate-form-model';
import type { Hint } from './fields';
import { RepeatableSection } from './repeatable-section';
import { NumberField, TextField } from 'shared-ui';

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
  fromResume?: Hint;
  onDelete: (row: EducationDraft) => void;
}) {
  const { setFieldValue } = useFormikContext<CandidateFormValues>();
  return (
    <RepeatableSection
      list="education"
      errors={errors}
      fromResume={fromResume}
      flag={{ field: 'still_studying', label: 'Still Studying' }}
      onFlagged={(i) => {
        void setFieldValue(`education.${i}.passout_year`, '');
        void setFieldValue(`education.${i}.passout_percentage`, '');
      }}
      blank={blankEducation}
      onDelete={onDelete}
      fields={(row, i, e) => (
        <>
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
        </>
      )}
    />
  );
}
