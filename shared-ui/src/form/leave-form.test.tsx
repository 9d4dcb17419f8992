import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { renderUi } from '../test-utils';
import { CancelButton } from './cancel-button';
import { useLeaveAfter } from './use-leave-after';

jest.setTimeout(20_000);

describe('CancelButton', () => {
  it('goes to its destination', async () => {
    const user = userEvent.setup({ delay: null });
    await renderUi(
      <MemoryRouter initialEntries={['/jobs/add']}>
        <Routes>
          <Route path="/jobs/add" element={<CancelButton draft="job" to="/jobs" />} />
          <Route path="/jobs" element={<p>The list</p>} />
        </Routes>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('The list')).toBeInTheDocument();
  });

  it('is disabled when told', async () => {
    await renderUi(
      <MemoryRouter>
        <CancelButton draft="job" to="/jobs" disabled />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});

describe('useLeaveAfter', () => {
  afterEach(() => jest.useRealTimers());

  it('marks the form leaving at once and goes after the delay', () => {
    jest.useFakeTimers();
    const go = jest.fn();
    const { result } = renderHook(() => useLeaveAfter());
    expect(result.current.leaving).toBe(false);
    act(() => result.current.leave(go, 3000));
    expect(result.current.leaving).toBe(true);
    act(() => jest.advanceTimersByTime(2999));
    expect(go).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('goes nowhere once the form is gone', () => {
    jest.useFakeTimers();
    const go = jest.fn();
    const { result, unmount } = renderHook(() => useLeaveAfter());
    act(() => result.current.leave(go, 3000));
    unmount();
    act(() => jest.advanceTimersByTime(5000));
    expect(go).not.toHaveBeenCalled();
  });
});
