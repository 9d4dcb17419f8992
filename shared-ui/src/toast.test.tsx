import { act, screen } from '@testing-library/react';
import { readApiError } from 'shared-auth';
import { renderUi } from './test-utils';
import { toast, toastApiError } from './toast';

jest.mock('shared-auth', () => ({ ...jest.requireActual('shared-auth'), readApiError: jest.fn() }));

// Toasts animate and measure themselves on timers: let them settle inside act.
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));

describe('toast', () => {
  afterEach(async () => {
    act(() => toast.dismiss());
    await settle();
  });

  it('shows success, error and info notices', async () => {
    await renderUi(<p>page</p>);
    act(() => {
      toast.success('Skills added successfully');
      toast.error('The name has already been taken.');
      toast.info('Loading report');
    });
    expect(await screen.findByText('Skills added successfully')).toBeInTheDocument();
    expect(screen.getByText('The name has already been taken.')).toBeInTheDocument();
    expect(screen.getByText('Loading report')).toBeInTheDocument();
    await settle();
  });

  it("toastApiError shows each field's first message", async () => {
    (readApiError as jest.Mock).mockResolvedValueOnce({
      status: 422,
      message: 'The given data was invalid.',
      errors: { name: ['The name field is required.', 'x'] },
    });
    await renderUi(<p>page</p>);
    await act(() => toastApiError(new Error('x')));
    expect(await screen.findByText('The name field is required.')).toBeInTheDocument();
    expect(screen.queryByText('x')).not.toBeInTheDocument();
    await settle();
  });
});
