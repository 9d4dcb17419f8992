// Test helpers of mf-admin (not part of the module).
import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { apiSWRDefaults, session, type SessionUser } from 'shared-auth';
import { UiProvider } from 'shared-ui';

export const adminUser: SessionUser = {
  encrypted_id: '00000000-0000-4000-8000-000000000001',
  first_name: 'Admin',
  last_name: 'Person',
  email: 'admin@example.com',
  mobile: '9876543210',
  role: 1,
  role_name: 'admin',
  status: 'active',
  user_type: 'admin',
};

export const recruiterUser: SessionUser = {
  ...adminUser,
  encrypted_id: '00000000-0000-4000-8000-000000000002',
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'asha@example.com',
  role: 2,
  role_name: 'recruiter',
  user_type: 'recruiter',
};

export function signInAs(user: SessionUser) {
  session.set('test-token', user);
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** Replaces fetch with `handler` (by method and API path); records what was sent. */
export function stubApi(handler: (req: SentRequest) => Response | Promise<Response>) {
  const sent: SentRequest[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const req: SentRequest = {
      method: request.method,
      path: url.pathname.replace(/^\/api\//, ''),
      query: url.searchParams,
      body: text ? JSON.parse(text) : undefined,
    };
    sent.push(req);
    return handler(req);
  }) as unknown as typeof fetch;
  return sent;
}

/** Renders at a path inside the providers the shell gives a remote (fresh SWR cache each time). */
export async function renderAt(ui: ReactElement, path: string, routePath = path.split('?')[0]) {
  const router = createMemoryRouter(
    [
      { path: routePath, element: ui },
      { path: '*', element: <div>elsewhere</div> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <UiProvider>
      <SWRConfig value={{ ...apiSWRDefaults, provider: () => new Map(), dedupingInterval: 0 }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </UiProvider>,
  );
  await act(async () => {});
  return { ...result, router };
}
