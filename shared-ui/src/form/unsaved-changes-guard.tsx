import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '../dialogs/confirm-dialog';

export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Leave this page?';

export interface UnsavedChangesGuardProps {
  /** Usually formik's `dirty` (and not while submitting). */
  when: boolean;
  message?: string;
  title?: string;
  /** The user chose to leave without saving (e.g. drop the form's draft). */
  onLeave?: () => void;
}

function NavigationBlocker({
  when,
  message,
  title,
  onLeave,
}: Required<Omit<UnsavedChangesGuardProps, 'onLeave'>> &
  Pick<UnsavedChangesGuardProps, 'onLeave'>) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  // The form was saved (or reset) while a navigation waited: let it go.
  useEffect(() => {
    if (blocker.state === 'blocked' && !when) blocker.proceed();
  }, [blocker, when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={title}
      message={message}
      confirmLabel="Leave"
      onConfirm={() => {
        onLeave?.();
        blocker.proceed?.();
      }}
      onClose={() => blocker.reset?.()}
    />
  );
}

/**
 * Asks before leaving a form with unsaved changes: in-app navigation (with a data router,
 * as the shell's createBrowserRouter) and reload or tab close (the browser's own prompt).
 */
export function UnsavedChangesGuard({
  when,
  message = UNSAVED_CHANGES_MESSAGE,
  title = 'Unsaved changes',
  onLeave,
}: UnsavedChangesGuardProps) {
  // useBlocker exists only under a data router; elsewhere (a test's MemoryRouter) only the
  // reload prompt applies.
  const dataRouter = useContext(UNSAFE_DataRouterContext);

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = ''; // older browsers need it set to show their prompt
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return dataRouter ? (
    <NavigationBlocker when={when} message={message} title={title} onLeave={onLeave} />
  ) : null;
}
