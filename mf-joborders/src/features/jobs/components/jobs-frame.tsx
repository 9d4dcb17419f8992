import type { ReactNode } from 'react';
import { usePermission } from 'shared-auth';
import { PageHeader, RouteTabs, type RouteTab, Box } from 'shared-ui';

/** The Job Orders page: header and tabs Actionable, List, Add (with add), Edit (while editing), Job Order (while one is open). */
export function JobsFrame({
  editId,
  viewId,
  children,
}: {
  editId?: string;
  viewId?: string;
  children: ReactNode;
}) {
  const permission = usePermission('Job Orders');
  const openId = viewId ?? editId;
  const tabs: RouteTab[] = [
    { label: 'Actionable', to: '/joborders' },
    { label: 'List', to: '/joborders/list' },
    { label: 'Add', to: '/joborders/add', hidden: !permission.m_add },
    { label: 'Edit', to: `/joborders/${editId ?? ''}/edit`, hidden: !editId },
    { label: 'Job Order', to: `/joborders/${openId ?? ''}`, hidden: !openId },
  ];
  return (
    <Box px={{ base: 3, md: 8 }} py={{ base: 4, md: 6 }} minW={0}>
      <PageHeader title="Job Orders" />
      <RouteTabs tabs={tabs} label="Job Orders sections" />
      {children}
    </Box>
  );
}
