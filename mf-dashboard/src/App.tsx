// The module's routes, with ABSOLUTE paths: the shell renders this App directly for every
// address its route table gives to this module, and the standalone page under its own router.
// Every screen has its own address: the dashboard (/dashboard, its tabs in ?tab= and ?panel=),
// the list behind each card and tile (/dashboard/metric/:metric?window=30|7) and the interview
// calendar (/dashboard/calendar?view=month|week|day&date=&mine=).
import { Route, Routes } from 'shared-ui';
import { NotFound } from 'shared-ui';
import { CalendarPage } from './features/calendar/components/calendar-page';
import { DashboardPage } from './features/dashboard/components/dashboard-page';
import { MetricListPage } from './features/summary/components/metric-list-page';

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
