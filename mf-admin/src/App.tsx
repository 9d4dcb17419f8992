// The administration module's routes, with ABSOLUTE paths: the shell renders this App
// directly for every address its route table gives to mf-admin, and the standalone page
// under its own router. Each screen lives in src/features/<feature>/{api,components};
// every tab has its own address.
// Screens the user menu offers only to the admin role are guarded by RequireAdmin as well
// (the server refuses them anyway). Skills follows the role's Skills flags.
import type { ReactNode } from 'react';
// Manage Roles, the screen the Admin menu opens first, comes with the module; every other screen loads in its own
// chunk when first shown.
import { lazyScreen, NotFound, Route, Routes } from 'shared-ui';
import { RequireAdmin } from 'shared-auth';
import { ManageRolesPage } from './features/roles/components/manage-roles-page';

const SkillsPage = lazyScreen(() => import('./features/skills/components/skills-page').then((m) => m.SkillsPage));
const ManageLoginsPage = lazyScreen(() =>
  import('./features/logins/components/manage-logins-page').then((m) => m.ManageLoginsPage),
);
const MyAccountPage = lazyScreen(() =>
  import('./features/my-account/components/my-account-page').then((m) => m.MyAccountPage),
);
const LoginAsUserPage = lazyScreen(() =>
  import('./features/login-as-user/components/login-as-user-page').then((m) => m.LoginAsUserPage),
);
const ActiveSessionsPage = lazyScreen(() =>
  import('./features/active-sessions/components/active-sessions-page').then((m) => m.ActiveSessionsPage),
);

const admin = (page: ReactNode) => <RequireAdmin>{page}</RequireAdmin>;

export default function App() {
  return (
    <Routes>
      <Route path="/settings/skills" element={<SkillsPage tab="list" />} />
      <Route path="/settings/skills/add" element={<SkillsPage tab="add" />} />
      <Route path="/settings/skills/replace" element={<SkillsPage tab="replace" />} />
      <Route path="/manageroles" element={admin(<ManageRolesPage />)} />
      <Route path="/managelogins" element={admin(<ManageLoginsPage tab="account" />)} />
      <Route path="/managelogins/users" element={admin(<ManageLoginsPage tab="users" />)} />
      <Route path="/managelogins/add" element={admin(<ManageLoginsPage tab="add" />)} />
      <Route path="/managelogins/edit" element={admin(<ManageLoginsPage tab="edit" />)} />
      <Route path="/myaccount" element={<MyAccountPage />} />
      <Route path="/userLogin" element={admin(<LoginAsUserPage />)} />
      <Route path="/admin/activeusers" element={admin(<ActiveSessionsPage />)} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
