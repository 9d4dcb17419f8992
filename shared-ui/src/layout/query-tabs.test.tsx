import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { UiProvider } from '../provider';
import { QueryTabs } from './route-tabs';

describe('QueryTabs', () => {
  it('marks the tab of the address as current and links each tab to its own address', () => {
    render(
      <UiProvider>
        <MemoryRouter initialEntries={['/joborders/1?tab=status&group=offered']}>
          <QueryTabs
            param="tab"
            defaultValue="details"
            label="Job order tabs"
            resets={['group']}
            tabs={[
              { value: 'details', label: 'Details' },
              { value: 'status', label: 'Status' },
            ]}
          />
        </MemoryRouter>
      </UiProvider>,
    );
    expect(screen.getByRole('link', { name: 'Status' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Details' })).toHaveAttribute(
      'href',
      '/joborders/1?tab=details',
    );
  });

  it('never scrolls the page to bring the current tab into view', () => {
    const spy = jest.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = spy;
    try {
      render(
        <UiProvider>
          <MemoryRouter initialEntries={['/joborders/1?panel=activity']}>
            <QueryTabs
              param="panel"
              defaultValue="snapshot"
              label="Job order panel"
              tabs={[
                { value: 'snapshot', label: 'Snapshot' },
                { value: 'activity', label: 'Activity' },
              ]}
            />
          </MemoryRouter>
        </UiProvider>,
      );
      expect(spy).not.toHaveBeenCalled();
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });
});
