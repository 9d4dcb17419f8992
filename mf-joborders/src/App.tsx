// The module's routes, with ABSOLUTE paths: the shell renders this App directly for every
// address its route table gives to this module, and the standalone page under its own router.
// Every screen has its own address: Actionable (/joborders?job=), the list (/joborders/list?status=),
// /joborders/add, a job order (/joborders/:id with ?tab=, ?group=, ?view=, ?panel=) and its edit form.
import { Route, Routes, lazyScreen, NotFound, recordRoutes } from 'shared-ui';
import { JobListPage } from './features/jobs/components/job-list-page';
import { JobsFrame } from './features/jobs/components/jobs-frame';
import { ActionablePage } from './features/pipeline/components/actionable-page';

// Actionable and the list open with the module; the add form, a job order and its edit form load when first shown.
const JobAddPage = lazyScreen(() =>
  import('./features/jobs/components/job-add-page').then((m) => m.JobAddPage),
);
const JobDetailPage = lazyScreen(() =>
  import('./features/jobs/components/job-detail-page').then((m) => m.JobDetailPage),
);
const JobEditPage = lazyScreen(() =>
  import('./features/jobs/components/job-edit-page').then((m) => m.JobEditPage),
);

export default function App() {
  return (
    <Routes>
      <Route
        path="/joborders"
        element={
          <JobsFrame>
            <ActionablePage />
          </JobsFrame>
        }
      />
      <Route
        path="/joborders/list"
        element={
          <JobsFrame>
            <JobListPage />
          </JobsFrame>
        }
      />
      {recordRoutes({
        base: '/joborders',
        frame: JobsFrame,
        add: JobAddPage,
        view: JobDetailPage,
        edit: JobEditPage,
      })}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
