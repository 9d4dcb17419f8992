import type { ReactNode } from 'react';
import { Navigate, LoadingBlock, PageHeader, RouteTabs, type RouteTab, Box } from 'shared-ui';
import { UnauthorizedPanel, usePermission, type ModulePermission } from 'shared-auth';

export type DataTablesTab = 'resume' | 'interview' | 'custom';

/** Who sees which tab: the two generated reports need Data Tables view; Custom Details view (list) or add (save). */
export function canSeeTab(tab: DataTablesTab, p: ModulePermission): boolean {
  return tab === 'custom' ? p.m_view || p.m_add : p.m_view;
}

const TABS: { tab: DataTablesTab; label: string; to: string }[] = [
  { tab: 'resume', label: 'Resume Details', to: '/datatables/resume' },
  { tab: 'interview', label: 'Interview Details', to: '/datatables/interview' },
  { tab: 'custom', label: 'Custom Details', to: '/datatables/custom' },
];

/** The Data Tables page: header and tabs, each tab its own address, shown by permission. */
export function DataTablesFrame({ tab, children }: { tab: DataTablesTab; children: ReactNode }) {
  const permission = usePermission('Data Tables');
  const tabs: RouteTab[] = TABS.map((t) => ({
    label: t.label,
    to: t.to,
    hidden: !canSeeTab(t.tab, permission),
  }));
  return (
    <Box px={{ base: 3, md: 8 }} py={{ base: 4, md: 6 }} minW={0}>
      <PageHeader title="Data Tables" />
      <RouteTabs tabs={tabs} label="Data Tables sections" />
      {permission.isLoading ? (
        <LoadingBlock />
      ) : canSeeTab(tab, permission) ? (
        children
      ) : (
        <UnauthorizedPanel />
      )}
    </Box>
  );
}

/** /datatables: the first tab the user may see. */
export function DataTablesIndex() {
  const permission = usePermission('Data Tables');
  if (permission.isLoading) return <LoadingBlock />;
  const first = TABS.find((t) => canSeeTab(t.tab, permission));
  if (!first) {
    return (
      <Box px={{ base: 3, md: 8 }} py={{ base: 4, md: 6 }}>
        <PageHeader title="Data Tables" />
        <UnauthorizedPanel />
      </Box>
    );
  }
  return <Navigate to={first.to} replace />;
}
