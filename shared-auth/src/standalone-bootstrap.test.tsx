/**
 * @jest-environment ./test/jsdom-fetch-environment.cjs
 */
import { act, screen } from '@testing-library/react';
import { session } from './session';
import { bootstrapStandalone } from './standalone-bootstrap';
import { json, Providers, recruiter, stubFetch } from './test-utils';

jest.setTimeout(20_000);

type Started = ReturnType<typeof bootstrapStandalone>;

function start(): Started {
  document.body.innerHTML = '<div id="root"></div>';
  let started: Started | undefined;
  act(() => {
    started = bootstrapStandalone({
      title: 'Clients',
      home: '/clients',
      app: <p>clients module</p>,
      provider: Providers,
    });
  });
  return started as Started;
}

describe('bootstrapStandalone', () => {
  let started: Started | undefined;
  afterEach(() => {
    act(() => started?.root.unmount());
    started = undefined;
  });

  beforeEach(() => {
    session.clear();
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
    stubFetch(() => json({ status: false, message: 'Not found.' }, 404));
  });

  it('fails loudly without #root', () => {
    expect(() =>
      bootstrapStandalone({ title: 'Clients', home: '/clients', app: null, provider: Providers }),
    ).toThrow('#root is missing from index.html');
  });

  it("sends '/' to the module's home and asks to sign in under the module's title", async () => {
    started = start();
    expect(await screen.findByRole('heading', { name: 'Clients' })).toBeInTheDocument();
    expect(started.router.state.location.pathname).toBe('/clients');
    expect(screen.queryByText('clients module')).not.toBeInTheDocument();
  });

  it('shows the module under the standalone bar once signed in', async () => {
    session.set('tok', recruiter);
    window.history.replaceState(null, '', '/clients/42');
    started = start();
    expect(await screen.findByText('clients module')).toBeInTheDocument();
    expect(screen.getByText('Standalone')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/clients/42');
  });
});
