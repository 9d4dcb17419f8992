/**
 * @jest-environment shared-auth/test/jsdom-fetch-environment.cjs
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { apiGet } from 'shared-auth';
import { renderUi } from '../test-utils';
import { DataTable } from './data-table';
import { usePagedList } from './use-paged-list';

// Chakra components re-render a lot under jsdom; leave room on a busy machine.
jest.setTimeout(20_000);
// a test that passes a pause on a fake clock leaves the real one behind, even when it fails
afterEach(() => jest.useRealTimers());

jest.mock('shared-auth', () => ({ ...jest.requireActual('shared-auth'), apiGet: jest.fn() }));
const apiGetMock = apiGet as jest.MockedFunction<typeof apiGet>;

function Jobs({ status }: { status?: string }) {
  const list = usePagedList<{ encrypted_id: string; job_title: string }>({
    path: 'jobs',
    pageSize: 10,
    defaultSort: { sortby: 'created_at', direction: 'desc' },
    params: status ? { status } : undefined,
    urlState: true,
  });
  return (
    <DataTable columns={[{ key: 'job_title', header: 'Job Title', sortable: true }]} list={list} />
  );
}

function lastParams() {
  return apiGetMock.mock.calls[apiGetMock.mock.calls.length - 1][1] as Record<string, unknown>;
}

describe('usePagedList with urlState', () => {
  beforeEach(() => {
    apiGetMock.mockReset();
    apiGetMock.mockImplementation((async (_path: string, params?: Record<string, unknown>) => ({
      status: true,
      data: [
        {
          encrypted_id: `j${String(params?.page)}`,
          job_title: `Job on page ${Number(params?.page) + 1}`,
        },
      ],
      all_data_cnt: 95,
      filter_data_cnt: 45,
    })) as unknown as typeof apiGet);
  });

  it('starts from the page, sort and search in the URL and writes changes back', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter([{ path: '/joborders', element: <Jobs /> }], {
      initialEntries: ['/joborders?page=2&sortby=job_title&direction=asc&q=java'],
    });
    await renderUi(<RouterProvider router={router} />);
    expect(await screen.findByText('Job on page 2')).toBeInTheDocument();
    expect(apiGetMock).toHaveBeenCalledTimes(1);
    expect(lastParams()).toEqual({
      sortby: 'job_title',
      direction: 'asc',
      page: 1,
      limit: 10,
      q: 'java',
    });
    expect(screen.getByRole('searchbox')).toHaveValue('java');
    expect(screen.getByRole('columnheader', { name: 'Job Title' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Job on page 3');
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('3');

    await user.clear(screen.getByRole('searchbox'));
    await waitFor(() => expect(lastParams()).toMatchObject({ page: 0, q: undefined }));
    const search = new URLSearchParams(router.state.location.search);
    expect(search.has('q')).toBe(false);
    expect(search.has('page')).toBe(false);
    expect(search.get('sortby')).toBe('job_title');
  });

  it('follows a search changed from outside (back and forward) and keeps it', async () => {
    const router = createMemoryRouter([{ path: '/joborders', element: <Jobs /> }], {
      initialEntries: ['/joborders'],
    });
    await renderUi(<RouterProvider router={router} />);
    await screen.findByText('Job on page 1');
    // the search box's pause is passed on a fake clock: what is asserted is that nothing follows it
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    await act(() => router.navigate('/joborders?q=python'));
    await waitFor(() => expect(lastParams()).toMatchObject({ q: 'python', page: 0 }));
    expect(screen.getByRole('searchbox')).toHaveValue('python');
    // past the search box's pause: nothing puts the old search back
    act(() => jest.advanceTimersByTime(1_000));
    expect(lastParams()).toMatchObject({ q: 'python' });
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('python');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(lastParams()).toMatchObject({ q: undefined }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    act(() => jest.advanceTimersByTime(1_000));
    expect(lastParams()).toMatchObject({ q: undefined });
    expect(router.state.location.search).toBe('');
    jest.useRealTimers();
  });

  it('goes back to the first page when the extra params change', async () => {
    const user = userEvent.setup();
    function Switcher() {
      const [status, setStatus] = useState('active');
      return (
        <>
          <button onClick={() => setStatus('inactive')}>Inactive</button>
          <Jobs status={status} />
        </>
      );
    }
    const router = createMemoryRouter([{ path: '/joborders', element: <Switcher /> }], {
      initialEntries: ['/joborders?page=3'],
    });
    await renderUi(<RouterProvider router={router} />);
    await screen.findByText('Job on page 3');
    expect(lastParams()).toMatchObject({ status: 'active', page: 2 });
    await user.click(screen.getByRole('button', { name: 'Inactive' }));
    await waitFor(() => expect(lastParams()).toMatchObject({ status: 'inactive', page: 0 }));
    await screen.findByText('Job on page 1');
    // no request for the old page under the new filter
    expect(
      apiGetMock.mock.calls.filter(([, p]) => (p as { status?: string }).status === 'inactive'),
    ).toHaveLength(1);
  });
});
