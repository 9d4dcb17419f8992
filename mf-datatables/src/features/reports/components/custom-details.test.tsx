/**
 * @jest-environment ../shared-auth/test/jsdom-fetch-environment.cjs
 */
// Custom Details: the required messages, columns picked and ordered from the keyboard, save, the saved list.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiGet, apiSend } from 'shared-auth';
import { downloadXlsx } from 'shared-ui';
import { chooseZenithJava, ids, lookups, renderAt } from '../../../test/render';
import { permission } from '../../../test/shared-auth-mock';

jest.mock('shared-auth', () => jest.requireActual('../../../test/shared-auth-mock').mockedSharedAuth());
jest.mock('shared-ui', () => ({ ...jest.requireActual('shared-ui'), downloadXlsx: jest.fn() }));

jest.setTimeout(30_000);

const mockGet = apiGet as jest.MockedFunction<typeof apiGet>;
const mockSend = apiSend as jest.MockedFunction<typeof apiSend>;
const mockDownload = downloadXlsx as jest.MockedFunction<typeof downloadXlsx>;

const REPORT = '99999999-9999-4999-8999-999999999999';
const OTHERS = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

const saved = {
  status: true,
  all_data_cnt: 2,
  filter_data_cnt: 2,
  data: [
    {
      encrypted_id: REPORT,
      report_name: 'Java shortlist',
      created_at: '2030-01-10T10:00:00.000Z',
      client_name: 'Zenith Labs',
      job_title: 'Java Developer',
      username: 'Mira Shah',
      can_delete: true,
    },
    {
      encrypted_id: OTHERS,
      report_name: 'Someone else',
      created_at: '2030-01-09T10:00:00.000Z',
      client_name: 'Acme',
      job_title: 'DevOps Engineer',
      username: 'Ravi Kumar',
      can_delete: false,
    },
  ],
};

beforeEach(() => {
  Object.assign(permission, { m_view: true, m_add: true, m_delete: true });
  mockGet.mockReset();
  mockSend.mockReset();
  mockDownload.mockReset();
  mockDownload.mockImplementation(async ({ onProgress }) => {
    onProgress?.(0.5);
    onProgress?.(1);
  });
  mockGet.mockImplementation(async (path: string) => {
    if (path === 'reports') return saved as never;
    if (path === `reports/${REPORT}/download`)
      return {
        status: true,
        report_name: 'Java shortlist',
        columns: [
          { title: 'Candidate Name', key: 'name' },
          { title: 'Current CTC', key: 'current_ctc' },
          { title: 'Remarks', key: 'custom:1' },
        ],
        data: [{ name: 'Asha Rao', current_ctc: 1200000, 'custom:1': '' }],
      } as never;
    return (lookups[path] ?? []) as never;
  });
  mockSend.mockImplementation(
    async () =>
      ({ status: true, message: 'Added Successfully', data: { encrypted_id: REPORT } }) as never,
  );
});


async function fillTarget(name: string) {
  await chooseZenithJava();
  fireEvent.change(screen.getByLabelText('Report Name'), { target: { value: name } });
}

const columnList = () =>
  within(screen.getByRole('list', { name: 'Report Columns' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace(/^\d+\./, '').replace('Custom', ''));

describe('Custom Details', () => {
  it('requires client, job and report name, with the spec messages', async () => {
    const user = userEvent.setup({ delay: null });
    await renderAt('/datatables/custom');
    await user.click(await screen.findByRole('button', { name: 'Generate and Save' }));
    expect(await screen.findByText('Client Is Required.')).toBeInTheDocument();
    expect(screen.getByText('Job Is Required.')).toBeInTheDocument();
    expect(screen.getByText('Report Name Is Required.')).toBeInTheDocument();
    expect(screen.getByText('Select at least one report column.')).toBeInTheDocument();
    expect(mockSend).not.toHaveBeenCalled();
    // a message stays until its field is filled in
    await user.type(screen.getByLabelText('Report Name'), 'Weekly shortlist');
    await waitFor(() => expect(screen.queryByText('Report Name Is Required.')).not.toBeInTheDocument());
    expect(screen.getByText('Client Is Required.')).toBeInTheDocument();
  });

  it('orders the chosen columns from the keyboard, saves them, then clears client, job and name', async () => {
    const user = userEvent.setup({ delay: null });
    await renderAt('/datatables/custom');
    await fillTarget('Java shortlist');
    await user.click(screen.getByRole('checkbox', { name: 'Candidate Name' }));
    await user.click(screen.getByRole('checkbox', { name: 'Current CTC' }));
    await user.type(screen.getByLabelText('Custom Column'), 'Remarks{Enter}');
    expect(columnList()).toEqual(['Candidate Name', 'Current CTC', 'Remarks']);

    // Remarks up twice with the keyboard: the focus follows the moved column
    screen.getByRole('button', { name: 'Move Remarks up' }).focus();
    await user.keyboard('{Enter}');
    expect(columnList()).toEqual(['Candidate Name', 'Remarks', 'Current CTC']);
    expect(screen.getByRole('button', { name: 'Move Remarks up' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(columnList()).toEqual(['Remarks', 'Candidate Name', 'Current CTC']);
    // at the top: the focus moves to its "down" button (the "up" one is disabled)
    expect(screen.getByRole('button', { name: 'Move Remarks down' })).toHaveFocus();
    expect(screen.getByText('Remarks moved to position 1 of 3.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Current CTC' }));
    await user.click(screen.getByRole('checkbox', { name: 'Identity Card No' }));
    // the checkbox reports its change from its own state machine, after the click has returned
    await waitFor(() => expect(columnList()).toEqual(['Remarks', 'Candidate Name', 'Identity Card No']));

    await user.click(screen.getByRole('button', { name: 'Generate and Save' }));
    await waitFor(() =>
      expect(mockSend).toHaveBeenCalledWith('POST', 'reports', {
        client_id: ids.zenith,
        job_id: ids.java,
        report_name: 'Java shortlist',
        columns_array: [{ title: 'Remarks', key: 'custom:1' }, 'name', 'identity_card_number'],
      }),
    );
    expect(await screen.findByText('Added Successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Report Name')).toHaveValue(''));
    expect(screen.getByLabelText('Select Client')).toHaveValue('');
    expect(screen.getByLabelText('Select Active Job Order')).toHaveValue('');
    expect(columnList()).toEqual(['Remarks', 'Candidate Name', 'Identity Card No']);
    // the saved list is read again
    await waitFor(() =>
      expect(mockGet.mock.calls.filter(([p]) => p === 'reports').length).toBeGreaterThanOrEqual(2),
    );
  });

  it('lists the saved reports, 10 a page, downloads one under its name and deletes after confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    await renderAt('/datatables/custom');
    const table = await screen.findByRole('table', { name: 'Saved Reports' });
    await within(table).findByText('Java shortlist');
    expect(mockGet).toHaveBeenCalledWith(
      'reports',
      expect.objectContaining({ page: 0, limit: 10 }),
    );
    // only one's own reports can be deleted
    expect(
      within(table).getByRole('button', { name: 'Delete Java shortlist' }),
    ).toBeInTheDocument();
    expect(
      within(table).queryByRole('button', { name: 'Delete Someone else' }),
    ).not.toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Download Java shortlist' }));
    await waitFor(() => expect(mockDownload).toHaveBeenCalledTimes(1));
    expect(mockDownload.mock.calls[0][0]).toMatchObject({
      fileName: 'Java shortlist.xlsx',
      columns: [
        { title: 'Candidate Name', key: 'name', type: 'string' },
        { title: 'Current CTC', key: 'current_ctc', type: 'number' },
        { title: 'Remarks', key: 'custom:1', type: 'string' },
      ],
      rows: [{ name: 'Asha Rao', current_ctc: 1200000, 'custom:1': '' }],
    });

    mockSend.mockResolvedValueOnce({ status: true, message: 'Deleted Successfully' } as never);
    await user.click(within(table).getByRole('button', { name: 'Delete Java shortlist' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('Are you sure you want to delete report ?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(mockSend).toHaveBeenCalledWith('DELETE', `reports/${REPORT}`));
    expect(await screen.findByText('Deleted Successfully')).toBeInTheDocument();
  });

  it('shows "download failed" when the download cannot be fetched', async () => {
    const user = userEvent.setup({ delay: null });
    mockGet.mockImplementation(async (path: string) => {
      if (path === 'reports') return saved as never;
      throw new TypeError('Failed to fetch');
    });
    await renderAt('/datatables/custom');
    const table = await screen.findByRole('table', { name: 'Saved Reports' });
    await user.click(await within(table).findByRole('button', { name: 'Download Java shortlist' }));
    expect(await screen.findByText('download failed')).toBeInTheDocument();
    expect(mockDownload).not.toHaveBeenCalled();
  });

  it('without add permission shows the saved reports only; without delete, no delete button', async () => {
    Object.assign(permission, { m_add: false, m_delete: false });
    await renderAt('/datatables/custom');
    const table = await screen.findByRole('table', { name: 'Saved Reports' });
    await within(table).findByText('Java shortlist');
    expect(screen.queryByRole('button', { name: 'Generate and Save' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });
});
