// The module's routes, with ABSOLUTE paths: the shell renders this App directly for every
// address its route table gives to this module, and the standalone page under its own router.
// Every screen and tab has its own address: the list, /candidates/add, a profile (/candidates/:id with
// ?tab=resume|about|experience|mail and ?panel=snapshot|notes|interviews|joborders|attachments|details|messages|activity)
// and its edit form (/candidates/:id/edit). The spec's /candidate/* routes land on the matching tab.
import { Route, Routes, useParams, lazyScreen, NotFound } from 'shared-ui';
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function ListRoute() {
  useProfileRedirect();
  return (
    <CandidatesFrame>
      <CandidateList />
    </CandidatesFrame>
  );
}

function CandidateRoute({ screen }: { screen: 'profile' | 'edit' }) {
  const { id = '' } = useParams();
  if (!UUID.test(id)) return <NotFound />;
  return screen === 'edit' ? (
    <CandidatesFrame editId={id} profileId={id}>
      <CandidateEditPage key={id} id={id} />
    </CandidatesFrame>
  ) : (
    <CandidatesFrame profileId={id}>
      <CandidateProfilePage key={id} id={id} />
    </CandidatesFrame>
  );
}

export default function App() {
  return (
    <Routes>
      <Route path="/candidates" element={<ListRoute />} />
      <Route
        path="/candidates/add"
        element={
          <CandidatesFrame>
            <CandidateAddPage />
          </CandidatesFrame>
        }
      />
      <Route path="/candidates/:id" element={<CandidateRoute screen="profile" />} />
      <Route path="/candidates/:id/edit" element={<CandidateRoute screen="edit" />} />
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
