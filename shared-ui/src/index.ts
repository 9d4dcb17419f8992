export { system } from './theme';
export * from './chakra';
export * from './router';
export { UiProvider } from './provider';
export { toast, toastApiError, Toaster } from './toast';
export * from './dialogs';
export * from './record';
export * from './data-table';
export * from './form';
export * from './rich-text';
export * from './image-crop';
export * from './layout';
export * from './offer';
export * from './files';
export {
  StatusSelects,
  useMainStatuses,
  useSubStatuses,
  type StatusOption,
  type StatusSelectsProps,
} from './links/status-selects';
export {
  AddLinkDialog,
  defaultRecruiter,
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
export { DEFAULT_TIME_ZONE, isTimeZone, productTimeZone, setProductTimeZone, todayIso } from './time-zone';
export {
  buildWorkbook,
  downloadXlsx,
  toTsv,
  type SpreadsheetColumn,
  type SpreadsheetRow,
  type BuildOptions,
  type DownloadXlsxOptions,
} from './spreadsheet';
export { InterviewFormDialog, type InterviewFormDialogProps } from './interviews/interview-form-dialog';
export { InterviewItem, CancelInterviewDialog, FeedbackDialog, type InterviewItemProps } from './interviews/interview-item';
export { ClashDialog, clashLine } from './interviews/clash-dialog';
export {
  INTERVIEW_MODES,
  INTERVIEW_DURATIONS,
  STATUS_LABELS as INTERVIEW_STATUS_LABELS,
  readDayMonthYear,
  interviewWhen,
  type Interview,
  type InterviewStatus,
  type Clash,
} from './interviews/model';
export { QuickFind, useQuickFindKeys, quickFindPath, type QuickFindHit } from './quick-find/quick-find';
