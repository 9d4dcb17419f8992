// The module's routes, with ABSOLUTE paths: the shell renders this App directly for every
// address its route table gives to this module, and the standalone page under its own router.
// Every screen and tab has its own address: the list, /candidates/add, a profile (/candidates/:id with
// ?tab=resume|about|experience|mail and ?panel=snapshot|notes|interviews|joborders|attachments|details|messages|activity)
// and its edit form (/candidates/:id/edit). The spec's /candidate/* routes land on the matching tab.
import { Route, Routes, lazyScreen, NotFound, recordRoutes } from 'shared-ui';
import { CandidateList } from './features/candidates/components/candidate-list';
import { CandidatesFrame } from './features/candidates/components/candidates-frame';
import {
  LegacyCandidateRoute,
  useProfileRedirect,
} from './features/candidates/components/legacy-routes';

// The list opens with the module; the add form, the edit form and a profile load when first shown.
const CandidateAddPage = lazyScreen(() =>
  import('./features/candidates/components/candidate-add-page').then((m) => m.CandidateAddPage),
);
const CandidateEditPage = lazyScreen(() =>
  import('./features/candidates/components/candidate-edit-page').then((m) => m.CandidateEditPage),
);
const CandidateProfilePage = lazyScreen(() =>
  import('./features/candidates/components/profile/candidate-profile-page').then(
    (m) => m.CandidateProfilePage,
  ),
);

function ListRoute() {
  useProfileRedirect();
  return (
    <CandidatesFrame>
      <CandidateList />
    </CandidatesFrame>
  );
}

export default function App() {
  return (
    <Routes>
      <Route path="/candidates" element={<ListRoute />} />
      {recordRoutes({
        base: '/candidates',
        frame: CandidatesFrame,
        add: CandidateAddPage,
        view: CandidateProfilePage,
        edit: CandidateEditPage,
      })}
      {['details', 'resume', 'workexperience', 'information', 'profile'].map((page) => (
        <Route
          key={page}
          path={`/candidate/${page}`}
          element={<LegacyCandidateRoute page={page} />}
        />
      ))}
      <Route path="/candidate" element={<LegacyCandidateRoute page="profile" />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
