import { act, screen } from '@testing-library/react';
import { renderUi, screenReady } from '../test-utils';
import { lazyScreen } from './lazy-screen';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyScreen', () => {
  it('shows the loading state until the screen has loaded, then the screen with its props', async () => {
    let resolve: (c: typeof Greeting) => void = () => {};
    const Screen = lazyScreen(() => new Promise<typeof Greeting>((r) => (resolve = r)), 'Loading the greeting');
    renderUi(<Screen name="Asha" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the greeting');
    resolve(Greeting);
    expect(await screen.findByText('Hello Asha')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("is what tests' screenReady waits for: no screen still loading its code", async () => {
    let resolve: (c: typeof Greeting) => void = () => {};
    const Screen = lazyScreen(() => new Promise<typeof Greeting>((r) => (resolve = r)));
    await renderUi(<Screen name="Asha" />);
    let ready = false;
    const waiting = screenReady().then(() => (ready = true));
    await act(async () => {});
    expect(ready).toBe(false);
    resolve(Greeting);
    await waiting;
    // no findBy: the screen is there once screenReady resolved
    expect(screen.getByText('Hello Asha')).toBeInTheDocument();
  });

});
