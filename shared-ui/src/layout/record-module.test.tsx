/**
 * @jest-environment shared-auth/test/jsdom-fetch-environment.cjs
 */
import { screen, within } from '@testing-library/react';
import { Routes } from 'react-router-dom';
import { renderApp } from '../test-utils';
import { ModuleFrame, recordRoutes, recordTabs, type RecordFrameProps } from './record-module';

jest.setTimeout(20_000);

const ID = '0b7e1a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b';

/** A frame whose tabs are the record tabs; the record tab shows while the record is open or edited. */
function PartsFrame({ editId, viewId, children }: RecordFrameProps) {
  const tabs = [
    { label: 'List', to: '/parts' },
    ...recordTabs({ base: '/parts', canAdd: true, editId, openId: viewId ?? editId, recordLabel: 'Part' }),
  ];
  return (
    <ModuleFrame title="Parts" tabs={tabs}>
      {children}
    </ModuleFrame>
  );
}

const PartsApp = () => (
  <Routes>
    {recordRoutes({
      base: '/parts',
      frame: PartsFrame,
      add: () => <p>the add form</p>,
      view: ({ id }) => <p>part {id}</p>,
      edit: ({ id }) => <p>editing {id}</p>,
    })}
  </Routes>
);

const tabNames = () =>
  within(screen.getByRole('navigation', { name: 'Parts sections' }))
    .getAllByRole('link')
    .map((l) => l.textContent);

describe('a record module: its frame, tabs and routes', () => {
  it('the Add address shows the add form under the header and the List and Add tabs', async () => {
    await renderApp(<PartsApp />, '/parts/add');
    expect(screen.getByRole('heading', { level: 1, name: 'Parts' })).toBeInTheDocument();
    expect(screen.getByText('the add form')).toBeInTheDocument();
    expect(tabNames()).toEqual(['List', 'Add']);
  });

  it("a record's address shows its page and its tab; its edit address shows the form and the Edit tab", async () => {
    const { unmount } = await renderApp(<PartsApp />, `/parts/${ID}`);
    expect(screen.getByText(`part ${ID}`)).toBeInTheDocument();
    expect(tabNames()).toEqual(['List', 'Add', 'Part']);
    unmount();
    await renderApp(<PartsApp />, `/parts/${ID}/edit`);
    expect(screen.getByText(`editing ${ID}`)).toBeInTheDocument();
    expect(tabNames()).toEqual(['List', 'Add', 'Edit', 'Part']);
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/parts/${ID}/edit`);
  });

  it('an address whose id is no record id is Page not found, without the frame', async () => {
    await renderApp(<PartsApp />, '/parts/12345/edit');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByText(/editing/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Parts' })).not.toBeInTheDocument();
  });
});
