import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@chakra-ui/react';
import { toast } from '../toast';
import { renderUi } from '../test-utils';
import { useAction, type ActionOptions } from './use-action';

function Remove({ options, name }: { options: ActionOptions<[string], unknown>; name: string }) {
  const remove = useAction(options);
  return (
    <Button loading={remove.busy} onClick={() => void remove.run(name)}>
      Delete {name}
    </Button>
  );
}

afterEach(() => act(() => toast.dismiss()));

describe('useAction', () => {
  it('asks first, then runs, says so and refreshes what it made stale', async () => {
    const user = userEvent.setup();
    const order: string[] = [];
    let finish: () => void = () => {};
    const run = jest.fn(
      (name: string) =>
        new Promise<{ message: string }>((resolve) => {
          order.push(`run ${name}`);
          finish = () => resolve({ message: `${name} is gone` });
        }),
    );
    await renderUi(
      <Remove
        name="Acme"
        options={{
          confirm: (name) => ({
            title: 'Delete client',
            message: `Delete ${name}?`,
            destructive: true,
          }),
          run,
          success: (res) => (res as { message: string }).message,
          invalidate: () => order.push('invalidate'),
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete Acme' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete client' });
    expect(dialog).toHaveTextContent('Delete Acme?');
    expect(run).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // busy from the answer until the refresh is done
    await waitFor(() => expect(run).toHaveBeenCalledWith('Acme'));
    await waitFor(() => expect(document.querySelector('button[data-loading]')).not.toBeNull());
    act(() => finish());
    expect(await screen.findByText('Acme is gone')).toBeInTheDocument();
    await waitFor(() => expect(order).toEqual(['run Acme', 'invalidate']));
    await waitFor(() => expect(document.querySelector('button[data-loading]')).toBeNull());
    expect(screen.getByRole('button', { name: 'Delete Acme' })).toBeEnabled();
  });

  it('does nothing when the user says no', async () => {
    const user = userEvent.setup();
    const run = jest.fn(async () => undefined);
    await renderUi(
      <Remove
        name="Acme"
        options={{ confirm: { title: 'Delete client', message: 'Sure?' }, run }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete Acme' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete client' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(run).not.toHaveBeenCalled();
  });

  it('shows a failure in the error dialog, with no success toast and no refresh', async () => {
    const user = userEvent.setup();
    const invalidate = jest.fn();
    await renderUi(
      <Remove
        name="Acme"
        options={{
          run: async () => {
            throw new Error('network down');
          },
          success: 'Deleted Successfully',
          invalidate,
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete Acme' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('Something went wrong please try again.');
    expect(screen.queryByText('Deleted Successfully')).not.toBeInTheDocument();
    expect(invalidate).not.toHaveBeenCalled();
  });
});
