import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A form that saved and is about to go: `leave(go, ms)` marks it leaving (its unsaved-changes guard and buttons
 * stand down) and calls `go` after `ms`; a form unmounted before then goes nowhere.
 */
export function useLeaveAfter(): { leaving: boolean; leave: (go: () => void, ms: number) => void } {
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const leave = useCallback((go: () => void, ms: number) => {
    setLeaving(true);
    timer.current = setTimeout(go, ms);
  }, []);
  return { leaving, leave };
}
