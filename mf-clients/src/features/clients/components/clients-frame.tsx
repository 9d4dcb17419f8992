import { recordModuleFrame } from 'shared-ui';

/** The Clients page: List, Add, Edit and Client (while one is open). */
export const ClientsFrame = recordModuleFrame({
  title: 'Clients',
  base: '/clients',
  lists: [{ label: 'List', to: '/clients' }],
  recordLabel: 'Client',
});
