import type { ReactNode } from 'react';
import { usePermission } from 'shared-auth';
import { PageHeader, RouteTabs, type RouteTab, Box } from 'shared-ui';

/**
 * The Candidates page (spec 001 §2): header and the tabs List, Add (with add permission), Edit (while a candidate is
 * edited) and Profile (while one is open). Each tab is an address.
 */
export function CandidatesFrame({
  editId,
  profileId,
  children,
}: {
  editId?: string;
  profileId?: string;
  children: ReactNode;
}) {
  const permission = usePermission('Candidates');
  const tabs: RouteTab[] = [
    { label: 'List', to: '/candidates' },
    { label: 'Add', to: '/candidates/add', hidden: !permission.m_add },
    { label: 'Edit', to: `/candidates/${editId ?? ''}/edit`, hidden: !editId },
    { label: 'Profile', to: `/candidates/${profileId ?? ''}`, hidden: !profileId },
  ];
  return (
    <Box px={{ base: 3, md: 8 }} py={{ base: 4, md: 6 }} minW={0}>
      <PageHeader title="Candidates" />
      <RouteTabs tabs={tabs} label="Candidates sections" />
      {children}
    </Box>
  );
}
