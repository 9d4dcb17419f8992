import { screen } from '@testing-library/react';
import { renderApp } from '../test-utils';
import { QueryTabs } from './route-tabs';

/** A job order's QueryTabs on `param` at the address; each tab's value is its label in lower case, the first the default. */
const renderTabs = (path: string, param: string, label: string, tabs: string[], resets?: string[]) =>
  renderApp(
    <QueryTabs
      param={param}
      defaultValue={tabs[0].toLowerCase()}
      label={label}
      resets={resets}
      tabs={tabs.map((tab) => ({ value: tab.toLowerCase(), label: tab }))}
    />,
    path,
  );

describe('QueryTabs', () => {
  it('marks the tab of the address as current and links each tab to its own address', async () => {
    await renderTabs('/joborders/1?tab=status&group=offered', 'tab', 'Job order tabs', ['Details', 'Status'], ['group']);
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
      await renderTabs('/joborders/1?panel=activity', 'panel', 'Job order panel', ['Snapshot', 'Activity']);
      expect(screen.getByRole('link', { name: 'Activity' })).toHaveAttribute('aria-current', 'page');
      expect(spy).not.toHaveBeenCalled();
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });
});
