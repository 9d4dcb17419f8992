import type { ReactNode } from 'react';
import { usePermission } from 'shared-auth';
import { PageHeader, RouteTabs, type RouteTab, Box } from 'shared-ui';

/** The Clients page: its header and the tabs List, Add (with add permission), Edit and Client (while one is open). */
export function ClientsFrame({ editId, viewId, children }: { editId?: string; viewId?: string; children: ReactNode }) {
  const permission = usePermission('Clients');
  const tabs: RouteTab[] = [
    { label: 'List', to: '/clients' },
    { label: 'Add', to: '/clients/add', hidden: !permission.m_add },
    { label: 'Edit', to: `/clients/${editId ?? ''}/edit`, hidden: !editId },
    { label: 'Client', to: `/clients/${viewId ?? ''}`, hidden: !viewId },
  ];
  return (
    <Box px={{ base: 3, md: 8 }} py={{ base: 4, md: 6 }} minW={0}>
      <PageHeader title="Clients" />
      <RouteTabs tabs={tabs} label="Clients sections" />
      {children}
    </Box>
  );
}
