import { UnauthorizedPanel, usePermission } from 'shared-auth';
import { LoadingBlock, PageHeader, RouteTabs } from 'shared-ui';
import { AdminPage } from '../../../components/admin-page';
import { SkillAdd } from './skill-add';
import { SkillList } from './skill-list';
import { SkillReplace } from './skill-replace';

export type SkillsTab = 'list' | 'add' | 'replace';

/** /settings/skills (List), /settings/skills/add (Add), /settings/skills/replace (Replace). */
export function SkillsPage({ tab = 'list' }: { tab?: SkillsTab }) {
  const permission = usePermission('Skills');
  if (permission.isLoading) return <LoadingBlock />;
  const allowed = { list: permission.m_view, add: permission.m_add, replace: permission.m_edit }[tab];
  return (
    <AdminPage>
      <PageHeader title="Skills" />
      <RouteTabs
        label="Skills"
        tabs={[
          { label: 'List', to: '/settings/skills', hidden: !permission.m_view },
          { label: 'Add', to: '/settings/skills/add', hidden: !permission.m_add },
          { label: 'Replace', to: '/settings/skills/replace', hidden: !permission.m_edit },
        ]}
      />
      {!allowed ? <UnauthorizedPanel /> : tab === 'add' ? <SkillAdd /> : tab === 'replace' ? <SkillReplace /> : <SkillList />}
    </AdminPage>
  );
}
