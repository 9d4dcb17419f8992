import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { UiProvider } from '../provider';
import { RecordSidePanel } from './record-side-panel';

function Address() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

function renderPanel(path: string) {
  render(
    <UiProvider>
      <MemoryRouter initialEntries={[path]}>
        <RecordSidePanel
          label="Client panel"
          tabs={[
            {
              value: 'snapshot',
              label: 'Snapshot',
              icon: <span>S</span>,
              content: <p>the snapshot</p>,
            },
            { value: 'notes', label: 'Notes', icon: <span>N</span>, content: <p>the notes</p> },
          ]}
        />
        <Address />
      </MemoryRouter>
    </UiProvider>,
  );
}

describe('RecordSidePanel', () => {
  it('opens at the first tab, titled with its name, and a tab chosen goes into ?panel=', async () => {
    renderPanel('/clients/1?tab=gst');
    const panel = screen.getByRole('complementary', { name: 'Client panel' });
    expect(panel).toHaveTextContent('the snapshot');
    expect(screen.getByRole('heading', { name: 'Snapshot' })).toBeInTheDocument();
    expect(screen.queryByText('the notes')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Notes' }));
    expect(await screen.findByText('the notes')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Notes' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent('?tab=gst&panel=notes'));

    await userEvent.click(screen.getByRole('tab', { name: 'Snapshot' }));
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent(/^\?tab=gst$/));
    expect(await screen.findByText('the snapshot')).toBeInTheDocument();
  });

  it('reads the older ?side= of a link and writes ?panel= once a tab is chosen', async () => {
    renderPanel('/candidates/1?side=notes');
    expect(screen.getByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('the notes')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Snapshot' }));
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent(/^$/));
    await userEvent.click(screen.getByRole('tab', { name: 'Notes' }));
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent(/^\?panel=notes$/));
  });

  it('keeps its tabs in one row that scrolls sideways (the screens journey measures it in Chromium)', () => {
    renderPanel('/clients/1');
    const row = screen.getByRole('tablist', { name: 'Client panel' });
    expect(row).toHaveStyle({ flexWrap: 'nowrap' });
    expect(row.parentElement).toHaveStyle({ overflowX: 'auto' });
  });
});
