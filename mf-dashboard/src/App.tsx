// The module's routes, with ABSOLUTE paths: the shell renders this App directly for every
// address its route table gives to this module, and the standalone page under its own router.
// Every screen has its own address: the dashboard (/dashboard, its tabs in ?tab= and ?panel=),
// the list behind each card and tile (/dashboard/metric/:metric?window=30|7) and the interview
// calendar (/dashboard/calendar?view=month|week|day&date=&mine=).
// The dashboard is what the module opens on; the calendar and the metric lists load in their own chunks when first shown.
import { lazyScreen, NotFound, Route, Routes } from 'shared-ui';
import { DashboardPage } from './features/dashboard/components/dashboard-page';

const MetricListPage = lazyScreen(() =>
  import('./features/summary/components/metric-list-page').then((m) => m.MetricListPage),
);
const CalendarPage = lazyScreen(() =>
  import('./features/calendar/components/calendar-page').then((m) => m.CalendarPage),
);

export default function App() {
  return (
    <Routes>
      <Route path="/dashboard" element={<DashboardPage />} />
      <Route path="/dashboard/metric/:metric" element={<MetricListPage />} />
      <Route path="/dashboard/calendar" element={<CalendarPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
