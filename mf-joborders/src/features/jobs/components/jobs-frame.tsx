import { usePermission } from 'shared-auth';
import { ModuleFrame, recordTabs, type RecordFrameProps } from 'shared-ui';

/** The Job Orders page: header and tabs Actionable, List, Add (with add), Edit (while editing), Job Order (while one is open). */
export function JobsFrame({ editId, viewId, children }: RecordFrameProps) {
  const permission = usePermission('Job Orders');
  const tabs = [
    { label: 'Actionable', to: '/joborders' },
    { label: 'List', to: '/joborders/list' },
    ...recordTabs({
      base: '/joborders',
      canAdd: permission.m_add,
      editId,
      openId: viewId ?? editId,
      recordLabel: 'Job Order',
    }),
  ];
  return (
    <ModuleFrame title="Job Orders" tabs={tabs}>
      {children}
    </ModuleFrame>
  );
}
