export { FormFooter } from './form-footer';
export { FieldShell, useBoundField, useFieldError, type FieldBaseProps } from './field-shell';
export {
  TextField,
  PasswordField,
  newPasswordSchema,
  PASSWORD_TOO_SHORT,
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
export {
  FormErrorSummary,
  ErrorSummary,
  focusField,
  type ErrorSummaryProps,
} from './form-error-summary';
export {
  useFlashErrors,
  ErrorsFollowValues,
  type FlashErrors,
  type FlashErrorsState,
} from './use-flash-errors';
export {
  FormDraft,
  DraftNotice,
  useDraft,
  useTextDraft,
  useDraftState,
  discardDraft,
  changedFields,
  type FormDraftProps,
  type UseDraftOptions,
} from './form-draft';
export {
  UnsavedChangesGuard,
  UNSAVED_CHANGES_MESSAGE,
  type UnsavedChangesGuardProps,
} from './unsaved-changes-guard';
export {
  useVersionConflict,
  readVersionConflict,
  fieldLabel,
  type VersionConflict,
  type ConflictContext,
} from './version-conflict';
export { OptionSelect, type OptionSelectProps } from './option-select';
export { useLeaveAfter } from './use-leave-after';
export { CancelButton } from './cancel-button';
