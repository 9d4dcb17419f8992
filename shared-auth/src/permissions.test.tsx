/**
 * @jest-environment ./test/jsdom-fetch-environment.cjs
 */
import { renderHook, screen, waitFor } from '@testing-library/react';
import { Can, usePermission } from './permissions';
import { session } from './session';
import { admin, json, Providers, recruiter, renderUi, stubFetch } from './test-utils';

const rows = {
  status: true,
  data: [
    {
      module_id: 2,
      module_name: 'Candidates',
      role_id: 2,
      m_add: 1,
      m_edit: 0,
      m_delete: 0,
      m_view: 1,
    },
    {
      module_id: 4,
      module_name: 'Clients',
      role_id: 2,
      m_add: 0,
      m_edit: 1,
      m_delete: 1,
      m_view: 1,
    },
  ],
};

describe('usePermission', () => {
  beforeEach(() => session.clear());

  it('gives the admin every flag without asking the server', () => {
    session.set('t', admin);
    const fetchMock = stubFetch(() => json(rows));
    const { result } = renderHook(() => usePermission('Skills'), { wrapper: Providers });
    expect(result.current).toEqual({
      m_view: true,
      m_add: true,
      m_edit: true,
      m_delete: true,
      isLoading: false,
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("reads the role's flags from /api/my_permissions", async () => {
    session.set('t', recruiter);
    const fetchMock = stubFetch(() => json(rows));
    const { result } = renderHook(() => usePermission('Candidates'), { wrapper: Providers });
    expect(result.current.isLoading).toBe(true);
    expect(result.current.m_view).toBe(false);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toEqual({
      m_view: true,
      m_add: true,
      m_edit: false,
      m_delete: false,
      isLoading: false,
    });
    expect(new URL((fetchMock.mock.calls[0][0] as Request).url).pathname).toBe(
      '/api/my_permissions',
    );
  });

  it('denies a module without a row, and everything when the read fails', async () => {
    session.set('t', recruiter);
    stubFetch(() => json(rows));
    const { result } = renderHook(() => usePermission('Data Tables'), { wrapper: Providers });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toMatchObject({
      m_view: false,
      m_add: false,
      m_edit: false,
      m_delete: false,
    });

    stubFetch(() => json({ status: false, message: 'Not found.' }, 404));
    const failed = renderHook(() => usePermission('Candidates'), { wrapper: Providers });
    await waitFor(() => expect(failed.result.current.isLoading).toBe(false));
    expect(failed.result.current.m_view).toBe(false);
  });

  it('<Can> shows its children only when the action is allowed', async () => {
    session.set('t', recruiter);
    stubFetch(() => json(rows));
    renderUi(
      <>
        <Can module="Clients" action="delete">
          <button>Delete client</button>
        </Can>
        <Can module="Candidates" action="edit" fallback={<span>read only</span>}>
          <button>Edit candidate</button>
        </Can>
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Delete client' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit candidate' })).not.toBeInTheDocument();
    expect(screen.getByText('read only')).toBeInTheDocument();
  });
});
