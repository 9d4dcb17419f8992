/**
 * @jest-environment shared-auth/test/jsdom-fetch-environment.cjs
 */
import { screen, within } from '@testing-library/react';
import { Routes } from 'react-router-dom';
import { renderApp } from '../test-utils';
import { recordModuleFrame, recordRoutes } from './record-module';

jest.mock('shared-auth', () => jest.requireActual('shared-ui/src/test-auth').sharedAuthWithFakeApi());
jest.setTimeout(20_000);

const ID = '0b7e1a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b';

const lists = [{ label: 'List', to: '/clients' }];
const ClientsFrame = recordModuleFrame({ title: 'Clients', base: '/clients', lists, recordLabel: 'Client' });
const CandidatesFrame = recordModuleFrame({
  title: 'Candidates',
  base: '/candidates',
  lists: [{ label: 'List', to: '/candidates' }],
  recordLabel: 'Profile',
  recordWhileEditing: true,
});

function ModuleApp({ frame }: { frame: typeof ClientsFrame }) {
  return (
    <Routes>
      {['/clients', '/candidates'].flatMap((base) =>
        recordRoutes({
          base,
          frame,
          add: () => <p>the add form</p>,
          view: ({ id }) => <p>record {id}</p>,
          edit: ({ id }) => <p>editing {id}</p>,
        }),
      )}
    </Routes>
  );
}

const tabNames = (title: string) =>
  within(screen.getByRole('navigation', { name: `${title} sections` }))
    .getAllByRole('link')
    .map((l) => l.textContent);

describe('a record module: its frame, tabs and routes', () => {
  it('the Add address shows the add form under the header, with the List and Add tabs', async () => {
    await renderApp(<ModuleApp frame={ClientsFrame} />, '/clients/add');
    expect(screen.getByRole('heading', { level: 1, name: 'Clients' })).toBeInTheDocument();
    expect(screen.getByText('the add form')).toBeInTheDocument();
    expect(tabNames('Clients')).toEqual(['List', 'Add']);
  });

  it("a record's address shows its page and its tab; its edit address the form and the Edit tab", async () => {
    const { unmount } = await renderApp(<ModuleApp frame={ClientsFrame} />, `/clients/${ID}`);
    expect(screen.getByText(`record ${ID}`)).toBeInTheDocument();
    expect(tabNames('Clients')).toEqual(['List', 'Add', 'Client']);
    unmount();
    await renderApp(<ModuleApp frame={ClientsFrame} />, `/clients/${ID}/edit`);
    expect(screen.getByText(`editing ${ID}`)).toBeInTheDocument();
    expect(tabNames('Clients')).toEqual(['List', 'Add', 'Edit']);
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/clients/${ID}/edit`);
  });

  it("recordWhileEditing keeps the record's tab on its edit form", async () => {
    await renderApp(<ModuleApp frame={CandidatesFrame} />, `/candidates/${ID}/edit`);
    expect(tabNames('Candidates')).toEqual(['List', 'Add', 'Edit', 'Profile']);
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', `/candidates/${ID}`);
  });

  it('an address whose id is no record id is Page not found, without the frame', async () => {
    await renderApp(<ModuleApp frame={ClientsFrame} />, '/clients/12345/edit');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByText(/editing/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Clients' })).not.toBeInTheDocument();
  });
});
