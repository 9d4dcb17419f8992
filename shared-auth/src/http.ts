import ky, { isHTTPError, type Options } from 'ky';
import { activity, BACKGROUND_HEADER } from './activity';
import { session } from './session';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong please try again.';
export const UNAUTHORIZED_MESSAGE = 'This action is unauthorized.';
export const UNAUTHENTICATED_MESSAGE = 'Unauthenticated.';

/** Query parameters; a list repeats its key (`skills[]=a&skills[]=b`). Empty values are left out. */
export type SearchParams = Record<string, string | number | boolean | readonly string[] | null | undefined>;
export type SendMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiError {
  /** HTTP status; 0 when no answer came back (network failure, timeout). */
  status: number;
  message: string;
  errors: Record<string, string[]> | null;
}

async function readMessage(response: Response): Promise<unknown> {
  try {
    return await response.clone().json();
  } catch {
    return null;
  }
}

// When each request left: the server renews a session when a request arrives, not when it is answered.
const sentAt = new WeakMap<object, number>();

export const api = ky.create({
  prefixUrl: '/api',
  timeout: 30_000,
  // Only reads are retried, and only when the server or a proxy said "try later".
  retry: { limit: 2, methods: ['get'], statusCodes: [408, 502, 503, 504] },
  hooks: {
    beforeRequest: [
      (request, options) => {
        const { token } = session.get();
        if (token && !request.headers.has('Authorization')) {
          request.headers.set('Authorization', `Bearer ${token}`);
        }
        // Polls, refreshes on focus and timers do not keep a session alive: only requests
        // that follow the user's own click or key press do (the server skips the others).
        if (!request.headers.has(BACKGROUND_HEADER) && !activity.isUserCaused()) {
          request.headers.set(BACKGROUND_HEADER, '1');
        }
        sentAt.set(options, Date.now());
      },
    ],
    afterResponse: [
      async (request, options, response) => {
        const { token } = session.get();
        // Only the session that made the call counts: a late answer to a request sent with an
        // older token must neither renew nor end a fresh session.
        const current = Boolean(token) && request.headers.get('Authorization') === `Bearer ${token}`;
        if (response.status !== 401) {
          if (current && request.headers.get(BACKGROUND_HEADER) !== '1') {
            activity.noteRenewed(sentAt.get(options) ?? Date.now());
          }
          return;
        }
        const body = (await readMessage(response)) as { message?: unknown } | null;
        if (body?.message !== UNAUTHENTICATED_MESSAGE) return;
        // The page stays where it is; the shell asks the user to sign in again.
        if (current) session.end();
      },
    ],
  },
});

/** Accepts 'candidates', '/candidates' or '/api/candidates'. */
export function apiPath(path: string): string {
  return path.replace(/^\/+/, '').replace(/^api\//, '');
}

function cleanParams(params?: SearchParams): URLSearchParams | undefined {
  if (!params) return undefined;
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) for (const v of value as readonly string[]) out.append(key, v);
    else if (value !== undefined && value !== null && value !== '') out.append(key, String(value));
  }
  return out;
}

export async function apiGet<T>(
  path: string,
  searchParams?: SearchParams,
  options?: Options,
): Promise<T> {
  return api.get(apiPath(path), { ...options, searchParams: cleanParams(searchParams) }).json<T>();
}

export async function apiSend<T>(
  method: SendMethod,
  path: string,
  body?: unknown,
  options?: Options,
): Promise<T> {
  const payload = body === undefined ? {} : body instanceof FormData ? { body } : { json: body };
  const response = await api(apiPath(path), { ...options, method, ...payload });
  const text = await response.text();
  if (!text) return {} as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    return text as T;
  }
}

function defaultMessage(status: number): string {
  if (status === 401) return UNAUTHENTICATED_MESSAGE;
  if (status === 403) return UNAUTHORIZED_MESSAGE;
  return GENERIC_ERROR_MESSAGE;
}

function asErrors(value: unknown): Record<string, string[]> | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(value as Record<string, unknown>)) {
    if (Array.isArray(messages)) out[field] = messages.map(String);
    else if (typeof messages === 'string') out[field] = [messages];
  }
  return Object.keys(out).length ? out : null;
}

/** Reads the API's error envelope from anything apiGet/apiSend threw. */
export async function readApiError(e: unknown): Promise<ApiError> {
  if (!isHTTPError(e)) return { status: 0, message: GENERIC_ERROR_MESSAGE, errors: null };
  const status = e.response.status;
  const body = (await readMessage(e.response)) as { message?: unknown; errors?: unknown } | null;
  // A 5xx message is never shown: the server does not leak them, and neither do we.
  const message =
    status < 500 && typeof body?.message === 'string' && body.message
      ? body.message
      : defaultMessage(status);
  return { status, message, errors: asErrors(body?.errors) };
}

/** The JSON body of an error answer (for fields beyond the envelope, e.g. a 409's `changed_by`). */
export async function readErrorBody(e: unknown): Promise<Record<string, unknown> | null> {
  if (!isHTTPError(e)) return null;
  const body = await readMessage(e.response);
  return body && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : null;
}

/** Each field's first message, in the server's order. */
export function firstFieldMessages(errors: Record<string, string[]> | null | undefined): string[] {
  if (!errors) return [];
  return Object.values(errors)
    .map((messages) => messages[0])
    .filter((m): m is string => Boolean(m));
}
