// shared-auth for a component test (not exported from the package): the real module, with the API calls as jest
// mocks the test answers and every right of a module granted. A jest.mock factory may only require it:
//   jest.mock('shared-auth', () => jest.requireActual('shared-ui/src/test-auth').sharedAuthWithFakeApi());
//   const { mockGet, mockSend } = fakeApi();
import type * as SharedAuth from 'shared-auth';

/** The rights `usePermission` answers: view, add, edit and delete. */
export const ALL_RIGHTS = {
  m_view: true,
  m_add: true,
  m_edit: true,
  m_delete: true,
  isLoading: false,
};

/** The module for `jest.mock('shared-auth', …)`: `apiGet` and `apiSend` are mocks; `usePermission` grants all. */
export function sharedAuthWithFakeApi() {
  return {
    ...jest.requireActual<typeof SharedAuth>('shared-auth'),
    apiGet: jest.fn(),
    apiSend: jest.fn(),
    usePermission: () => ALL_RIGHTS,
  };
}

/** The mocked `apiGet` and `apiSend` of a test that mocked shared-auth with `sharedAuthWithFakeApi`. */
export function fakeApi() {
  const auth = jest.requireMock<typeof SharedAuth>('shared-auth');
  return {
    mockGet: auth.apiGet as jest.MockedFunction<typeof SharedAuth.apiGet>,
    mockSend: auth.apiSend as jest.MockedFunction<typeof SharedAuth.apiSend>,
  };
}

/**
 * An `apiGet` answering the status catalogue: the main statuses (id → name, in order) and the sub statuses of each
 * main status; any other read answers an empty list.
 */
export function answerStatuses(
  mains: Record<string, string>,
  subs: Record<string, { fixed_id: string; name: string }[]>,
) {
  return async (path: string, params?: Record<string, unknown>) => {
    if (path === 'job_mainstatus')
      return {
        status: true,
        data: Object.entries(mains).map(([fixed_id, name]) => ({ fixed_id, name })),
      } as never;
    if (path === 'job_mainsubstatus')
      return { status: true, data: subs[String(params?.main_status_id)] ?? [] } as never;
    return { status: true, data: [] } as never;
  };
}
