// The module's routes, with ABSOLUTE paths: the shell renders this App directly for every
// address its route table gives to this module, and the standalone page under its own router.
// Every tab has its own address; /datatables opens the first tab the user may see.
import { Route, Routes } from 'shared-ui';
import { NotFound } from 'shared-ui';
import { CustomDetails } from './features/reports/components/custom-details';
import { DataTablesFrame, DataTablesIndex } from './features/reports/components/data-tables-frame';
import { InterviewDetails } from './features/reports/components/interview-details';
import { ResumeDetails } from './features/reports/components/resume-details';

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
