/**
 * @jest-environment ../shared-auth/test/jsdom-fetch-environment.cjs
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { apiGet, apiSend } from 'shared-auth';
import { UiProvider } from 'shared-ui';
import {
  MAIN_REQUIRED,
  StatusChangeDialog,
  SUB_REQUIRED,
  type LinkForStatus,
} from './status-change-dialog';

jest.mock('shared-auth', () => ({
  ...jest.requireActual('shared-auth'),
  apiGet: jest.fn(),
  apiSend: jest.fn(),
}));
jest.setTimeout(20_000);

const mockGet = apiGet as jest.MockedFunction<typeof apiGet>;
const mockSend = apiSend as jest.MockedFunction<typeof apiSend>;

const SUBS: Record<string, { fixed_id: string; name: string }[]> = {
  P: [
    { fixed_id: '101', name: 'Contacted' },
    { fixed_id: '103', name: 'Yet to Screen' },
  ],
  S: [
    { fixed_id: '201', name: 'Resume Submitted' },
    { fixed_id: '202', name: 'Client Screening' },
  ],
};

const link: LinkForStatus = {
  encrypted_id: 'link-1',
  candidate_name: 'Asha Rao',
  job_id: 'job-1',
  main_status_id: 'P',
  sub_status_id: '103',
};

beforeEach(() => {
  mockGet.mockReset();
  mockSend.mockReset();
  mockGet.mockImplementation(async (path: string, params?: Record<string, unknown>) => {
    if (path === 'job_mainstatus')
      return {
        status: true,
        data: [
          { fixed_id: 'P', name: 'Prospective' },
          { fixed_id: 'S', name: 'Processed' },
        ],
      } as never;
    if (path === 'job_mainsubstatus')
      return { status: true, data: SUBS[String(params?.main_status_id)] ?? [] } as never;
    return { status: true, data: [] } as never;
  });
  mockSend.mockResolvedValue({ status: true, message: 'Updated Successfully' } as never);
});

function renderDialog(props: Partial<Parameters<typeof StatusChangeDialog>[0]> = {}) {
  const onClose = jest.fn();
  render(
    <UiProvider>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <StatusChangeDialog link={link} onClose={onClose} {...props} />
      </SWRConfig>
    </UiProvider>,
  );
  return { onClose };
}

const main = () => screen.getByRole('combobox', { name: 'Main Status' }) as HTMLSelectElement;
const sub = () => screen.getByRole('combobox', { name: 'Sub Status' }) as HTMLSelectElement;
const update = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Update' })));

describe('status change dialog', () => {
  it("starts at the link's status, clears the sub status when the main status changes and loads the new ones", async () => {
    renderDialog();
    await waitFor(() => expect(main().value).toBe('P'));
    await waitFor(() => expect(sub().value).toBe('103'));
    fireEvent.change(main(), { target: { value: 'S' } });
    expect(sub().value).toBe('');
    await screen.findByRole('option', { name: 'Resume Submitted' });
    expect(screen.queryByRole('option', { name: 'Yet to Screen' })).not.toBeInTheDocument();
    expect(mockGet).toHaveBeenCalledWith('job_mainsubstatus', { main_status_id: 'S' });
  });

  it('needs both statuses, then sends the move once', async () => {
    const { onClose } = renderDialog();
    await waitFor(() => expect(main().value).toBe('P'));
    fireEvent.change(main(), { target: { value: '' } });
    await update();
    expect(screen.getByText(MAIN_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(SUB_REQUIRED)).toBeInTheDocument();
    fireEvent.change(main(), { target: { value: 'S' } });
    await update();
    expect(screen.queryByText(MAIN_REQUIRED)).not.toBeInTheDocument();
    expect(screen.getByText(SUB_REQUIRED)).toBeInTheDocument();
    expect(mockSend).not.toHaveBeenCalled();
    await screen.findByRole('option', { name: 'Client Screening' });
    fireEvent.change(sub(), { target: { value: '202' } });
    await update();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(mockSend).toHaveBeenCalledTimes(1);
    expect(mockSend).toHaveBeenCalledWith('PUT', 'candidate_job_status', {
      encrypted_id: 'link-1',
      mainstatus_id: 'S',
      mainsubstatus_id: '202',
    });
  });

  it('a card dropped on another group preselects its main status and asks for the sub status', async () => {
    renderDialog({ initialMain: 'S' });
    await waitFor(() => expect(main().value).toBe('S'));
    expect(sub().value).toBe('');
    await update();
    expect(screen.getByText(SUB_REQUIRED)).toBeInTheDocument();
    expect(mockSend).not.toHaveBeenCalled();
  });
});
