import { screen, within } from '@testing-library/react';
import { renderUi } from 'shared-ui/src/test-utils';
import { WeeklyChart } from './dashboard-charts';

const weekly = [
  { week_start: '2026-03-02', offers: 3, placements: 1 },
  { week_start: '2026-03-09', offers: 0, placements: 5 },
];

describe('WeeklyChart', () => {
  it('draws an offers bar and a placements bar a week, each titled with its figure', async () => {
    const { container } = await renderUi(<WeeklyChart weekly={weekly} />);
    const titles = [...container.querySelectorAll('svg rect > title')].map((t) => t.textContent);
    expect(titles).toEqual([
      'Week of 02-Mar-2026: 3 offers',
      'Week of 02-Mar-2026: 1 placements',
      'Week of 09-Mar-2026: 0 offers',
      'Week of 09-Mar-2026: 5 placements',
    ]);
    // the offers bar stands left of the placements bar
    const [offers, placements] = container.querySelectorAll('svg rect');
    expect(Number(offers.getAttribute('x'))).toBeLessThan(Number(placements.getAttribute('x')));
    expect(offers.getAttribute('fill')).not.toBe(placements.getAttribute('fill'));
  });

  it('gives screen readers the same figures as a table', async () => {
    await renderUi(<WeeklyChart weekly={weekly} />);
    const table = screen.getByRole('table', { hidden: true });
    const rows = within(table).getAllByRole('row', { hidden: true });
    expect(rows.map((r) => r.textContent)).toEqual([
      'Week ofOffersPlacements',
      '02-Mar-202631',
      '09-Mar-202605',
    ]);
  });
});
