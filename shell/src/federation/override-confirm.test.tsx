import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmOverrides } from './override-confirm';

const pending = { 'mf-candidates': 'http://localhost:3102/mf-manifest.json' };

function mountPoint() {
  const root = document.createElement('div');
  document.body.appendChild(root);
  return root;
}

describe('override confirmation', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('names the module and the origin, and loads it only on Continue', async () => {
    const root = mountPoint();
    let answer: boolean | undefined;
    act(() => {
      void confirmOverrides(pending, root).then((load) => (answer = load));
    });
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Load a module from another place?',
    });
    expect(dialog).toHaveTextContent('mf-candidates from http://localhost:3102');
    expect(dialog).toHaveTextContent('http://localhost:3102/mf-manifest.json');
    expect(answer).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(answer).toBe(true));
    // The screen is gone, so the app can take the root.
    expect(root).toBeEmptyDOMElement();
  });

  it('Cancel loads the normal module', async () => {
    const root = mountPoint();
    let answer: boolean | undefined;
    act(() => {
      void confirmOverrides(pending, root).then((load) => (answer = load));
    });
    // Cancel has the focus: Enter does not load foreign code by accident.
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(answer).toBe(false));
  });
});
