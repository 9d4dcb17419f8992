// shared-auth as the module's screen tests see it (not part of the build): the API calls are mocks each test answers,
// and usePermission reads `permission`, which a test changes with Object.assign. In a test file:
//   jest.mock('shared-auth', () => jest.requireActual('<this file>').mockedSharedAuth());
//   import { permission } from '<this file>';

/** The role's flags for the Data Tables module. */
export const permission = {
  m_view: true,
  m_add: true,
  m_edit: false,
  m_delete: true,
  isLoading: false,
};

export function mockedSharedAuth() {
  return {
    ...jest.requireActual('shared-auth'),
    apiGet: jest.fn(),
    apiSend: jest.fn(),
    usePermission: () => permission,
  };
}
