export { DialogFrame, type DialogFrameProps } from './dialog-frame';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { MessageDialog, type MessageDialogProps } from './message-dialog';
export { DialogHost } from './dialog-host';
export {
  confirm,
  deleteQuestion,
  useConfirm,
  showError,
  showSuccess,
  showApiError,
  type ConfirmOptions,
  type MessageOptions,
} from './dialog-api';
