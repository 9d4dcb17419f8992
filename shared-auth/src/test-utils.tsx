// Test helpers (not exported from the package).
import type { ReactElement, ReactNode } from 'react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { setNavigate } from './navigation';
import { session, type SessionUser } from './session';

export const recruiter: SessionUser = {
  encrypted_id: 'u1',
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'asha@example.com',
  mobile: '9876543210',
  role: 2,
  role_name: 'Recruiter',
  status: 'active',
  user_type: 'recruiter',
};

export const admin: SessionUser = {
  ...recruiter,
  encrypted_id: 'u0',
  role: 1,
  role_name: 'Admin',
  user_type: 'admin',
};

/** A role whose module flags decide what it sees (Candidate Intake: the candidates module only, in the tests' flags). */
export const intake: SessionUser = {
  ...recruiter,
  encrypted_id: 'u2',
  role: 7,
  role_name: 'Candidate Intake',
  user_type: 'candidate intake',
};

export type FetchHandler = (request: Request) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Replaces global fetch; returns the mock so tests can read the requests ky sent. */
export function stubFetch(handler: FetchHandler) {
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    handler(input instanceof Request ? input : new Request(input, init)),
  );
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

export function sentRequest(mock: ReturnType<typeof stubFetch>, index = 0): Request {
  return mock.mock.calls[index][0] as Request;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={defaultSystem}>
      {/* no retry of a failed read on a timer: it could run after the test file's environment is gone */}
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>{children}</SWRConfig>
    </ChakraProvider>
  );
}

export function renderUi(ui: ReactElement) {
  return render(ui, { wrapper: Providers });
}

/**
 * Inside a describe: each test starts signed out, with a fresh mock as the navigation the http client calls (on a
 * 401, for instance); returns that mock.
 */
export function startEachSignedOut() {
  const navigate = jest.fn();
  beforeEach(() => {
    session.clear();
    navigate.mockReset();
    setNavigate(navigate);
  });
  afterAll(() => setNavigate(null));
  return navigate;
}
