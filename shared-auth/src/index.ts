export {
  session,
  SESSION_KEYS,
  type SessionUser,
  type SessionImpersonator,
  type SessionSnapshot,
} from './session';
export { setNavigate, goToSignIn, type NavigateFn } from './navigation';
export { useSession, signIn, requestSignIn, signOut, type UseSessionResult } from './use-session';
export { activity, BACKGROUND_HEADER, USER_ACTION_WINDOW_MS } from './activity';
export {
  draftKey,
  readDraft,
  writeDraft,
  removeDraft,
  clearDraftsOf,
  type StoredDraft,
} from './drafts';
export {
  usePublicConfig,
  parsePublicConfig,
  DEFAULT_PUBLIC_CONFIG,
  DEFAULT_PASSWORD_RULE,
  PASSWORD_MIN_LENGTH,
  type PublicConfig,
} from './config';
export {
  SessionDialogs,
  IdleWarning,
  ReauthDialog,
  idleDeadlines,
  renewSession,
} from './session-dialogs';
export {
  api,
  apiGet,
  apiSend,
  apiPath,
  readApiError,
  readErrorBody,
  firstFieldMessages,
  GENERIC_ERROR_MESSAGE,
  UNAUTHORIZED_MESSAGE,
  UNAUTHENTICATED_MESSAGE,
  type ApiError,
  type SearchParams,
  type SendMethod,
} from './http';
export { ApiSWRConfig, apiFetcher, apiSWRDefaults, type ApiKey } from './swr';
export {
  usePermissions,
  usePermission,
  Can,
  PERMISSIONS_KEY,
  type ModuleName,
  type PermissionAction,
  type PermissionRow,
  type PermissionsAnswer,
  type ModulePermission,
} from './permissions';
export { RequireAuth, RequireAdmin, UnauthorizedPanel } from './guards';
export { SignInForm, type SignInFormProps } from './sign-in-form';
export { StandaloneHost } from './standalone-host';
export { bootstrapStandalone, type StandaloneOptions } from './standalone-bootstrap';
