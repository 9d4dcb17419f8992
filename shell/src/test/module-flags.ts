// A role's module flags as the API answers them: the modules of the navigation and Skills, of which those named in
// `viewable` may be viewed and added to.
const MODULES = ['Dashboard', 'Candidates', 'Job Orders', 'Clients', 'Data Tables', 'Skills'];

export function moduleFlags(roleId: number, viewable: string[]) {
  return {
    status: true,
    data: MODULES.map((name, i) => {
      const allowed = viewable.includes(name) ? 1 : 0;
      return {
        module_id: i + 1,
        module_name: name,
        role_id: roleId,
        m_add: allowed,
        m_edit: 0,
        m_delete: 0,
        m_view: allowed,
      };
    }),
  };
}
