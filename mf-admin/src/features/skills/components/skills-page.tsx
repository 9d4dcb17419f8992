import { UnauthorizedPanel, usePermission } from 'shared-auth';
import { lazyScreen, LoadingBlock, PageHeader, RouteTabs } from 'shared-ui';
import { AdminPage } from '../../../components/admin-page';
import { SkillList } from './skill-list';

// List is the default tab; Add and Replace load in their own chunks when first shown.
const SkillAdd = lazyScreen(() => import('./skill-add').then((m) => m.SkillAdd));
const SkillReplace = lazyScreen(() => import('./skill-replace').then((m) => m.SkillReplace));

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
