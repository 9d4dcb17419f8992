// The administration module's routes, with ABSOLUTE paths: the shell renders this App
// directly for every address its route table gives to mf-admin, and the standalone page
// under its own router. Each screen lives in src/features/<feature>/{api,components};
// every tab has its own address.
// Screens the user menu offers only to the admin role are guarded by RequireAdmin as well
// (the server refuses them anyway). Skills follows the role's Skills flags.
import type { ReactNode } from 'react';
import { Route, Routes } from 'shared-ui';
import { RequireAdmin } from 'shared-auth';
import { NotFound } from 'shared-ui';
import { SkillsPage } from './features/skills/components/skills-page';
import { ManageRolesPage } from './features/roles/components/manage-roles-page';
import { ManageLoginsPage } from './features/logins/components/manage-logins-page';
import { MyAccountPage } from './features/my-account/components/my-account-page';
import { LoginAsUserPage } from './features/login-as-user/components/login-as-user-page';
import { ActiveSessionsPage } from './features/active-sessions/components/active-sessions-page';

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
