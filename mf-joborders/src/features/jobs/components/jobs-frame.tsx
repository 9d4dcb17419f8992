import { recordModuleFrame } from 'shared-ui';

/** The Job Orders page: Actionable, List, Add, Edit and Job Order (shown on the edit form too). */
export const JobsFrame = recordModuleFrame({
  title: 'Job Orders',
  base: '/joborders',
  lists: [
    { label: 'Actionable', to: '/joborders' },
    { label: 'List', to: '/joborders/list' },
  ],
  recordLabel: 'Job Order',
  recordWhileEditing: true,
});
