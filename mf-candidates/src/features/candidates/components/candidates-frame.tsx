import { usePermission } from 'shared-auth';
import { ModuleFrame, recordTabs, type RecordFrameProps } from 'shared-ui';

/**
 * The Candidates page (spec 001 §2): header and the tabs List, Add (with add permission), Edit (while a candidate is
 * edited) and Profile (while one is open). Each tab is an address.
 */
export function CandidatesFrame({ editId, viewId, children }: RecordFrameProps) {
  const permission = usePermission('Candidates');
  const tabs = [
    { label: 'List', to: '/candidates' },
    ...recordTabs({
      base: '/candidates',
      canAdd: permission.m_add,
      editId,
      openId: viewId ?? editId,
      recordLabel: 'Profile',
    }),
  ];
  return (
    <ModuleFrame title="Candidates" tabs={tabs}>
      {children}
    </ModuleFrame>
  );
}
