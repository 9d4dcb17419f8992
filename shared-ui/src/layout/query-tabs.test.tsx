import { screen } from '@testing-library/react';
import { renderApp } from '../test-utils';
import { QueryTabs } from './route-tabs';

describe('QueryTabs', () => {
  it('marks the tab of the address as current and links each tab to its own address', async () => {
    await renderApp(
      <QueryTabs
        param="tab"
        defaultValue="details"
        label="Job order tabs"
        resets={['group']}
        tabs={[
          { value: 'details', label: 'Details' },
          { value: 'status', label: 'Status' },
        ]}
      />,
      '/joborders/1?tab=status&group=offered',
    );
    expect(screen.getByRole('link', { name: 'Status' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Details' })).toHaveAttribute(
      'href',
      '/joborders/1?tab=details',
    );
  });

  it('never scrolls the page to bring the current tab into view', async () => {
    const spy = jest.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = spy;
    try {
      await renderApp(
        <QueryTabs
          param="panel"
          defaultValue="snapshot"
          label="Job order panel"
          tabs={[
            { value: 'snapshot', label: 'Snapshot' },
            { value: 'activity', label: 'Activity' },
          ]}
        />,
        '/joborders/1?panel=activity',
      );
      expect(screen.getByRole('link', { name: 'Activity' })).toHaveAttribute('aria-current', 'page');
      expect(spy).not.toHaveBeenCalled();
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });
});
