/**
 * @jest-environment ../shared-auth/test/jsdom-fetch-environment.cjs
 */
import { screen, waitFor } from '@testing-library/react';
import { apiGet } from 'shared-auth';
import { lookups, renderAt } from './test/render';
import { permission } from './test/shared-auth-mock';

jest.mock('shared-auth', () => jest.requireActual('./test/shared-auth-mock').mockedSharedAuth());

const mockGet = apiGet as jest.MockedFunction<typeof apiGet>;

beforeEach(() => {
  Object.assign(permission, { m_view: true, m_add: true, m_delete: true, isLoading: false });
  mockGet.mockReset();
  mockGet.mockImplementation(
    async (path: string) =>
      (path === 'reports'
        ? { status: true, data: [], all_data_cnt: 0 }
        : (lookups[path] ?? [])) as never,
  );
});

const tabs = () => screen.getAllByRole('link').map((a) => a.textContent);

describe('mf-datatables routes', () => {
  it('/datatables opens the first tab the user may see', async () => {
    const router = await renderAt('/datatables');
    await waitFor(() => expect(router.state.location.pathname).toBe('/datatables/resume'));
    expect(screen.getByRole('heading', { name: 'Data Tables' })).toBeInTheDocument();
    expect(tabs()).toEqual(['Resume Details', 'Interview Details', 'Custom Details']);
    expect(screen.getByRole('link', { name: 'Resume Details' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('with add but not view, only Custom Details (to save reports)', async () => {
    Object.assign(permission, { m_view: false, m_add: true });
    const router = await renderAt('/datatables');
    await waitFor(() => expect(router.state.location.pathname).toBe('/datatables/custom'));
    expect(tabs()).toEqual(['Custom Details']);
    expect(await screen.findByRole('button', { name: 'Generate and Save' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Saved Reports' })).not.toBeInTheDocument();
  });

  it('refuses a tab the user may not see, and the page without any flag', async () => {
    Object.assign(permission, { m_view: false, m_add: false });
    await renderAt('/datatables/interview');
    expect(screen.getByText('This action is unauthorized.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Select Client')).not.toBeInTheDocument();
  });

  it.each([
    ['/datatables/resume', 'Resume Details'],
    ['/datatables/interview', 'Interview Details'],
    ['/datatables/custom', 'Custom Details'],
  ])('%s is the %s tab', async (path, label) => {
    await renderAt(path);
    expect(screen.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByLabelText('Select Client')).toBeInTheDocument();
  });

  it('answers an unknown path with NotFound', async () => {
    await renderAt('/datatables/nowhere');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
