/**
 * @jest-environment shared-auth/test/jsdom-fetch-environment.cjs
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminUser, json, renderAt, signInAs, stubApi } from '../../../test/render';
import type { RoleModule } from '../api/types';
import { PermissionMatrix } from './permission-matrix';

jest.setTimeout(30_000);

const modules: RoleModule[] = [
  { module_id: 1, module_name: 'Dashboard' },
  { module_id: 2, module_name: 'Candidates' },
  { module_id: 3, module_name: 'Job Orders' },
  { module_id: 4, module_name: 'Clients' },
  { module_id: 5, module_name: 'Data Tables' },
  { module_id: 6, module_name: 'Skills' },
];

// Only two modules have a saved row for the role.
const saved = [
  { role_id: 7, module_id: 2, module_name: 'Candidates', m_add: 1, m_edit: 1, m_delete: 0, m_view: 1 },
  { role_id: 7, module_id: 6, module_name: 'Skills', m_add: 0, m_edit: 0, m_delete: 0, m_view: 1 },
];

function checkbox(name: string) {
  return screen.getByRole('checkbox', { name });
}

describe('the permission matrix', () => {
  it('shows every module, 0 (unticked) where nothing is saved, and Save sends every row', async () => {
    signInAs(adminUser);
    const sent = stubApi((req) => {
      if (req.method === 'GET' && req.path === 'roles_permissions') return json({ status: true, data: saved });
      if (req.method === 'POST' && req.path === 'roles_permissions') return json({ status: true, message: 'Updated Successfully' });
      return json({ status: true, data: [] });
    });
    const user = userEvent.setup({ delay: null });
    await renderAt(<PermissionMatrix role={{ role_id: 7, role_name: 'Auditor' }} modules={modules} />, '/manageroles?role_id=7', '/manageroles');

    await screen.findByRole('checkbox', { name: 'Candidates Add' });
    expect(sent.find((r) => r.path === 'roles_permissions')?.query.get('role_id')).toBe('7');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(modules.map((m) => m.module_name));

    expect(checkbox('Candidates Add')).toBeChecked();
    expect(checkbox('Candidates Delete')).not.toBeChecked();
    expect(checkbox('Skills View')).toBeChecked();
    for (const module of ['Dashboard', 'Job Orders', 'Clients', 'Data Tables']) {
      for (const action of ['Add', 'Edit', 'Delete', 'View']) expect(checkbox(`${module} ${action}`)).not.toBeChecked();
    }

    await user.click(checkbox('Clients View'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated Successfully')).toBeInTheDocument();

    const post = sent.find((r) => r.method === 'POST');
    expect(post?.body).toEqual([
      { role_id: 7, module_id: 1, m_add: 0, m_edit: 0, m_delete: 0, m_view: 0 },
      { role_id: 7, module_id: 2, m_add: 1, m_edit: 1, m_delete: 0, m_view: 1 },
      { role_id: 7, module_id: 3, m_add: 0, m_edit: 0, m_delete: 0, m_view: 0 },
      { role_id: 7, module_id: 4, m_add: 0, m_edit: 0, m_delete: 0, m_view: 1 },
      { role_id: 7, module_id: 5, m_add: 0, m_edit: 0, m_delete: 0, m_view: 0 },
      { role_id: 7, module_id: 6, m_add: 0, m_edit: 0, m_delete: 0, m_view: 1 },
    ]);
    await user.click(screen.getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByText('Updated Successfully')).not.toBeInTheDocument());
  });

  it('shows the admin role all granted and cannot change it', async () => {
    signInAs(adminUser);
    stubApi(() => json({ status: true, data: [] }));
    await renderAt(<PermissionMatrix role={{ role_id: 1, role_name: 'admin' }} modules={modules} />, '/manageroles?role_id=1', '/manageroles');
    await screen.findByRole('checkbox', { name: 'Dashboard Add' });
    for (const box of screen.getAllByRole('checkbox')) {
      expect(box).toBeChecked();
      expect(box).toBeDisabled();
    }
    expect(screen.getByText('The admin role always has every permission.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
