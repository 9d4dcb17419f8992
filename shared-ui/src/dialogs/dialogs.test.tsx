import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { readApiError } from 'shared-auth';
import { UiProvider } from '../provider';
import { dialogStore } from '../store';
import { renderUi } from '../test-utils';
import { ConfirmDialog } from './confirm-dialog';
import { confirm, showApiError, showError, showSuccess, useConfirm } from './dialog-api';

jest.mock('shared-auth', () => ({ ...jest.requireActual('shared-auth'), readApiError: jest.fn() }));
const readApiErrorMock = readApiError as jest.MockedFunction<typeof readApiError>;

/**
 * Holds the animation frames back (a loaded machine, a quick hand: no frame comes while the dialog is open) until
 * `release()`, which runs those still wanted (not cancelled meanwhile) and lets frames come again.
 */
function holdFrames() {
  const held = new Map<number, FrameRequestCallback>();
  let next = 0;
  const request = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
    held.set(++next, cb);
    return next;
  });
  const cancel = jest.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => {
    held.delete(id);
  });
  return () => {
    request.mockRestore();
    cancel.mockRestore();
    act(() => held.forEach((cb) => cb(performance.now())));
  };
}

describe('ConfirmDialog', () => {
  it('shows the title, the message and the default buttons', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const onClose = jest.fn();
    await renderUi(
      <ConfirmDialog
        open
        title="Delete User"
        message="Are you sure you want to Delete User?"
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete User' });
    expect(dialog).toHaveTextContent('Are you sure you want to Delete User?');
    // the action's own verb, from the title
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('gives the focus back when closed by its state before its focus trap started (the next frame)', async () => {
    function Row() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Delete row</button>
          <ConfirmDialog open={open} title="Delete User" message="Sure?" onConfirm={() => setOpen(false)} onClose={() => setOpen(false)} />
        </>
      );
    }
    const user = userEvent.setup();
    await renderUi(<Row />);
    const button = screen.getByRole('button', { name: 'Delete row' });
    button.focus();
    // no frame comes while the dialog is open: its focus trap never starts, and Cancel takes the focus into it; the
    // dialog then leaves on the next frame
    const release = holdFrames();
    try {
      await user.keyboard('{Enter}');
      await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    } finally {
      release();
    }
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('cannot be dismissed while busy', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    await renderUi(
      <ConfirmDialog
        open
        busy
        title="Delete Skill?"
        message="Delete Skill?"
        onConfirm={jest.fn()}
        onClose={onClose}
      />,
    );
    await screen.findByRole('alertdialog');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('renders nothing when closed', async () => {
    await renderUi(
      <ConfirmDialog
        open={false}
        title="T"
        message="M"
        onConfirm={jest.fn()}
        onClose={jest.fn()}
      />,
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('useConfirm and the message dialogs', () => {
  afterEach(() => act(() => dialogStore.reset()));

  function DeleteButton({ onAnswer }: { onAnswer: (ok: boolean) => void }) {
    const ask = useConfirm();
    return (
      <button
        onClick={async () =>
          onAnswer(
            await ask({ title: 'Delete Skill?', message: 'Delete Skill?', confirmLabel: 'Delete' }),
          )
        }
      >
        Delete
      </button>
    );
  }

  it('resolves true on confirm and false on cancel', async () => {
    const user = userEvent.setup();
    const onAnswer = jest.fn();
    await renderUi(<DeleteButton onAnswer={onAnswer} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Skill?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onAnswer).toHaveBeenLastCalledWith(true));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onAnswer).toHaveBeenLastCalledWith(false));
  });

  it('gives the focus back to the button that asked, after Escape and after an answer', async () => {
    const user = userEvent.setup();
    await renderUi(<DeleteButton onAnswer={jest.fn()} />);
    const button = screen.getByRole('button', { name: 'Delete' });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Skill?' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());

    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('gives the focus back when the dialog is answered before its focus trap started (the next frame)', async () => {
    const user = userEvent.setup();
    await renderUi(<DeleteButton onAnswer={jest.fn()} />);
    const button = screen.getByRole('button', { name: 'Delete' });
    button.focus();
    // no frame comes while the dialog is open (a loaded machine, a quick hand): its focus trap, started on the next
    // frame, never starts, and the click on Cancel takes the focus into the dialog that then goes
    const release = holdFrames();
    try {
      await user.keyboard('{Enter}');
      await user.click(await screen.findByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    } finally {
      release();
    }
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('shows queued dialogs one after the other', async () => {
    const user = userEvent.setup();
    await renderUi(<p>page</p>);
    let first: Promise<boolean> = Promise.resolve(false);
    act(() => {
      first = confirm({ title: 'Revoke session', message: 'one' });
      void showSuccess({ title: 'Updated Successfully', message: 'Updated Successfully' });
    });
    expect(await screen.findByRole('alertdialog', { name: 'Revoke session' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    await expect(first).resolves.toBe(true);
    expect(await screen.findByRole('dialog', { name: 'Updated Successfully' })).toBeInTheDocument();
  });

  it("showError defaults to 'Error' / the generic message / 'Ok'", async () => {
    const user = userEvent.setup();
    await renderUi(<p>page</p>);
    let closed = false;
    act(() => {
      void showError().then(() => {
        closed = true;
      });
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('Something went wrong please try again.');
    await user.click(screen.getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(closed).toBe(true));
  });

  it('showSuccess can close by itself', async () => {
    jest.useFakeTimers();
    try {
      await renderUi(<p>page</p>);
      act(() => {
        void showSuccess({
          title: 'Success',
          message: 'User Updated Successfully',
          autoCloseMs: 3000,
        });
      });
      expect(screen.getByRole('dialog', { name: 'Success' })).toHaveTextContent(
        'User Updated Successfully',
      );
      act(() => {
        jest.advanceTimersByTime(3000);
      });
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Success' })).not.toBeInTheDocument(),
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it("showApiError lists each field's first message", async () => {
    readApiErrorMock.mockResolvedValueOnce({
      status: 422,
      message: 'The given data was invalid.',
      errors: {
        email: ['The email has already been taken.', 'second'],
        mobile: ['Mobile number must be 10 digits'],
      },
    });
    await renderUi(<p>page</p>);
    await act(async () => {
      void showApiError(new Error('x'));
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('The email has already been taken.');
    expect(dialog).toHaveTextContent('Mobile number must be 10 digits');
    expect(dialog).not.toHaveTextContent('second');
  });

  it('falls back to the browser dialogs when no UiProvider is mounted', async () => {
    const spy = jest.spyOn(window, 'confirm').mockReturnValue(true);
    render(<p>bare</p>);
    await expect(confirm({ title: 'T', message: 'Sure?' })).resolves.toBe(true);
    expect(spy).toHaveBeenCalledWith('Sure?');
    spy.mockRestore();
  });
});

describe('UiProvider', () => {
  afterEach(() => act(() => dialogStore.reset()));

  it('inside another UiProvider adds no second dialog host', async () => {
    await renderUi(
      <UiProvider>
        <p>remote module</p>
      </UiProvider>,
    );
    act(() => {
      void showError();
    });
    expect(await screen.findAllByRole('alertdialog')).toHaveLength(1);
  });
});
