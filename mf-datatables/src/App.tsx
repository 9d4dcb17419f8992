// The module's routes, with ABSOLUTE paths: the shell renders this App directly for every
// address its route table gives to this module, and the standalone page under its own router.
// Every tab has its own address; /datatables opens the first tab the user may see.
// Resume Details, the first tab, comes with the module; the other tabs load in their own chunks when first shown.
import { lazyScreen, NotFound, Route, Routes } from 'shared-ui';
import { DataTablesFrame, DataTablesIndex } from './features/reports/components/data-tables-frame';
import { ResumeDetails } from './features/reports/components/resume-details';

const InterviewDetails = lazyScreen(() =>
  import('./features/reports/components/interview-details').then((m) => m.InterviewDetails),
);
const CustomDetails = lazyScreen(() =>
  import('./features/reports/components/custom-details').then((m) => m.CustomDetails),
);

export default function App() {
  return (
    <Routes>
      <Route path="/datatables" element={<DataTablesIndex />} />
      <Route
        path="/datatables/resume"
        element={
          <DataTablesFrame tab="resume">
            <ResumeDetails />
          </DataTablesFrame>
        }
      />
      <Route
        path="/datatables/interview"
        element={
          <DataTablesFrame tab="interview">
            <InterviewDetails />
          </DataTablesFrame>
        }
      />
      <Route
        path="/datatables/custom"
        element={
          <DataTablesFrame tab="custom">
            <CustomDetails />
          </DataTablesFrame>
        }
      />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
