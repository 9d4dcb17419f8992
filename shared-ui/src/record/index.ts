export { runAction, useAction, type ActionOptions } from './use-action';
export { FormDialog, FormikDialog, type FormDialogProps, type FormikDialogProps } from './form-dialog';
export { invalidateKeys, keys, keyStartsWith, useInvalidate, type CacheKey } from './cache-keys';
export { RecordSidePanel, useOpenedAtSideTab, useSideTab, SIDE_PARAM, type RecordSideTab } from './record-side-panel';
export { EditDeleteButtons, type EditDeleteButtonsProps } from './edit-delete-buttons';
export { getRecord } from './get-record';
