import { usePermission } from 'shared-auth';
import { ModuleFrame, recordTabs, type RecordFrameProps } from 'shared-ui';

/** The Clients page: its header and the tabs List, Add (with add permission), Edit and Client (while one is open). */
export function ClientsFrame({ editId, viewId, children }: RecordFrameProps) {
  const permission = usePermission('Clients');
  const tabs = [
    { label: 'List', to: '/clients' },
    ...recordTabs({
      base: '/clients',
      canAdd: permission.m_add,
      editId,
      openId: viewId,
      recordLabel: 'Client',
    }),
  ];
  return (
    <ModuleFrame title="Clients" tabs={tabs}>
      {children}
    </ModuleFrame>
  );
}
