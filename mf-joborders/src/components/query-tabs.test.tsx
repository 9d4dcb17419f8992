import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { UiProvider } from 'shared-ui';
import { QueryTabs, revealInBar } from './query-tabs';

const rect = (left: number, width: number) =>
  ({ left, right: left + width, top: 0, bottom: 10, width, height: 10, x: left, y: 0 }) as DOMRect;

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

describe('revealInBar', () => {
  function bar(scrollLeft: number, barRect: DOMRect, tabRect: DOMRect) {
    const el = document.createElement('div');
    const tab = document.createElement('a');
    el.appendChild(tab);
    el.scrollLeft = scrollLeft;
    el.getBoundingClientRect = () => barRect;
    tab.getBoundingClientRect = () => tabRect;
    return { el, tab };
  }

  it('scrolls the bar right when the tab is past its right edge', () => {
    const { el, tab } = bar(0, rect(0, 300), rect(280, 80));
    revealInBar(el, tab);
    expect(el.scrollLeft).toBe(60);
  });

  it('scrolls the bar left when the tab is before its left edge', () => {
    const { el, tab } = bar(100, rect(10, 300), rect(-20, 80));
    revealInBar(el, tab);
    expect(el.scrollLeft).toBe(70);
  });

  it('leaves the bar alone when the tab is inside it', () => {
    const { el, tab } = bar(40, rect(0, 300), rect(100, 80));
    revealInBar(el, tab);
    expect(el.scrollLeft).toBe(40);
  });
});
