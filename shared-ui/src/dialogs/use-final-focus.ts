import { useCallback, useEffect, useRef } from 'react';

/** Gives the focus to `target()` on the next turn, unless something on the page has it by then. */
function giveBackLater(target: () => HTMLElement | null) {
  setTimeout(() => {
    const active = document.activeElement;
    if (active && active !== document.body) return;
    target()?.focus({ preventScroll: true });
  }, 0);
}

/**
 * For a dialog opened by state (not by a Dialog.Trigger): remembers what had the focus when it opened, and gives it
 * back when it closes, or `given` when told (`finalFocus` for `<Dialog.Root finalFocusEl>`), even when the dialog's
 * content is gone by then and whatever had the focus when the dialog's focus trap started.
 *
 * The trap starts on the frame after the dialog opens and gives the focus back when it stops. A dialog answered or
 * dismissed before that frame (a quick hand, a loaded machine) leaves the focus on the page: it is given back after
 * the dialog's exit (`onExitComplete` for the Root) or, when the dialog goes with its frame (a queue that shows the
 * next one), after the frame goes, unless something else has the focus by then. DialogFrame does it for every
 * dialog of the suite.
 */
export function useFinalFocus(open: boolean, given?: () => HTMLElement | null) {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current && typeof document !== 'undefined') {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }
  wasOpen.current = open;
  const remembered = useCallback(() => (opener.current?.isConnected ? opener.current : null), []);
  const finalFocus = given ?? remembered;
  const latest = useRef(finalFocus);
  latest.current = finalFocus;
  useEffect(
    () => () => {
      if (wasOpen.current) giveBackLater(() => latest.current());
    },
    [],
  );
  const onExitComplete = useCallback(() => giveBackLater(() => latest.current()), []);
  return { finalFocus, onExitComplete };
}
