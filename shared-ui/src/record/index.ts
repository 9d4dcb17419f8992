export { runAction, useAction, type ActionOptions } from './use-action';
export { FormDialog, FormikDialog, type FormDialogProps, type FormikDialogProps } from './form-dialog';
export { invalidateKeys, keys, keyStartsWith, useInvalidate, type CacheKey } from './cache-keys';
