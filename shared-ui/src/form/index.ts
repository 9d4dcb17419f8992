export { FieldShell, useFieldError, type FieldBaseProps } from './field-shell';
export {
  TextField,
  PasswordField,
  TextAreaField,
  NumberField,
  DateField,
  type TextFieldProps,
  type TextAreaFieldProps,
  type NumberFieldProps,
  type DateFieldProps,
} from './text-fields';
export {
  SelectField,
  CheckboxField,
  type SelectOption,
  type SelectFieldProps,
  type CheckboxFieldProps,
} from './choice-fields';
export {
  AsyncSearchSelect,
  AutocompleteField,
  type SearchOption,
  type AsyncSearchSelectProps,
  type AutocompleteFieldProps,
} from './async-search-select';
export { FormErrorSummary } from './form-error-summary';
export { useFlashErrors, type FlashErrors } from './use-flash-errors';
export {
  UnsavedChangesGuard,
  UNSAVED_CHANGES_MESSAGE,
  type UnsavedChangesGuardProps,
} from './unsaved-changes-guard';
