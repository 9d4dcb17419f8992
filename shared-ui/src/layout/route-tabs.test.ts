import { revealInBar } from './route-tabs';

const rect = (left: number, width: number) =>
  ({ left, right: left + width, top: 0, bottom: 10, width, height: 10, x: left, y: 0 }) as DOMRect;

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

  // the strip's cue (a fade and a chevron, 56 px) covers an edge that has more: the tab is brought 64 px clear of it
  it('scrolls the bar right when the tab is past its right edge, clear of the cue there', () => {
    const { el, tab } = bar(0, rect(0, 300), rect(280, 80));
    revealInBar(el, tab);
    expect(el.scrollLeft).toBe(124);
  });

  it('scrolls the bar right when the tab is inside it but under the cue of its right edge', () => {
    const { el, tab } = bar(0, rect(0, 300), rect(200, 80));
    revealInBar(el, tab);
    expect(el.scrollLeft).toBe(44);
  });

  it('scrolls the bar left when the tab is before its left edge, clear of the cue there', () => {
    const { el, tab } = bar(100, rect(10, 300), rect(-20, 80));
    revealInBar(el, tab);
    expect(el.scrollLeft).toBe(6);
  });

  it('leaves the bar alone when the tab is inside it', () => {
    const { el, tab } = bar(40, rect(0, 300), rect(100, 80));
    revealInBar(el, tab);
    expect(el.scrollLeft).toBe(40);
  });
});
