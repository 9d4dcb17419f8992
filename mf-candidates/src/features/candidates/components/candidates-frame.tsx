import { recordModuleFrame } from 'shared-ui';

/** The Candidates page (spec 001 §2): List, Add, Edit and Profile (shown on the edit form too). */
export const CandidatesFrame = recordModuleFrame({
  title: 'Candidates',
  base: '/candidates',
  lists: [{ label: 'List', to: '/candidates' }],
  recordLabel: 'Profile',
  recordWhileEditing: true,
});
