import { useLocation, useSearchParams, lazyScreen, RouteTabs, Box } from 'shared-ui';
import { tabTo } from '../../../lib/links';
import { PANEL } from '../../../lib/panel';
import { TasksPanel } from '../../tasks/components/tasks-panel';

// Tasks is the panel's default tab; Notes loads in its own chunk when first shown.
const NotesPanel = lazyScreen(() => import('../../notes/components/notes-panel').then((m) => m.NotesPanel));

/** The side panel's two tabs (spec 000 §2.4), addressed as ?panel=tasks|notes. */
export function SidePanel() {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const panel = params.get('panel') === 'notes' ? 'notes' : 'tasks';
  return (
    <Box as="aside" aria-label="Tasks and notes" {...PANEL} px={4} pb={4} pt={1} minW={0}>
      <RouteTabs
        label="Side panel"
        tabs={[
          { label: 'Tasks', to: tabTo(pathname, search, 'panel', 'tasks', 'tasks') },
          { label: 'Notes', to: tabTo(pathname, search, 'panel', 'notes', 'tasks') },
        ]}
      />
      {/* Beside the lists on a wide screen the panel scrolls on its own; on a phone it follows the page. */}
      <Box maxH={{ lg: '44rem' }} overflowY={{ lg: 'auto' }} pe={{ lg: 1 }}>
        {panel === 'tasks' ? <TasksPanel /> : <NotesPanel />}
      </Box>
    </Box>
  );
}
