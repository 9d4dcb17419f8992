export { system } from './theme';
export * from './chakra';
export * from './router';
export { UiProvider } from './provider';
export { toast, toastApiError, Toaster } from './toast';
export * from './dialogs';
export * from './data-table';
export * from './form';
export * from './rich-text';
export * from './image-crop';
export * from './layout';
export * from './offer';
export * from './files';
export {
  AddLinkDialog,
  RECRUITER_REQUIRED,
  type AddLinkDialogProps,
} from './links/add-link-dialog';
export {
  formatDate,
  formatDateShort,
  formatDateTime,
  formatTime,
  formatInterviewAt,
  formatDatesIn,
  jobName,
  toApiDate,
  formatRupees,
  formatPhone433,
  formatNoticePeriod,
  relativeTime,
  capitalize,
} from './format';
export {
  buildWorkbook,
  downloadXlsx,
  toTsv,
  type SpreadsheetColumn,
  type SpreadsheetRow,
  type BuildOptions,
  type DownloadXlsxOptions,
} from './spreadsheet';
