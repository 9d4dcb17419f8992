import { useCallback, useRef, useState } from 'react';
import { confirm as ask, showApiError, type ConfirmOptions } from '../dialogs';
import { toast } from '../toast';

/**
 * One thing a user does to a record (delete a note, revoke a session, unlock a user): asked first when `confirm` is
 * given, then `run`, then the `success` toast, then `invalidate` (what the change made stale); a failure anywhere
 * after the question shows the API's message in the error dialog (an ended session is said by the sign-in dialog).
 */
export interface ActionOptions<A extends unknown[], R> {
  /** The question asked first; the action stops when the user says no. */
  confirm?: ConfirmOptions | ((...args: A) => ConfirmOptions);
  run: (...args: A) => Promise<R>;
  /** The toast once it worked: a text, or one made from the answer (nothing: no toast). */
  success?: string | ((result: R, ...args: A) => string | undefined);
  /** Refreshes what the action made stale (a list's `mutate`, `invalidate(keys.…)`). */
  invalidate?: (result: R, ...args: A) => unknown;
  /** The error dialog's title (default 'Error'). */
  errorTitle?: string;
}

async function perform<A extends unknown[], R>(
  options: ActionOptions<A, R>,
  args: A,
  setBusy?: (busy: boolean) => void,
): Promise<boolean> {
  const question =
    typeof options.confirm === 'function' ? options.confirm(...args) : options.confirm;
  if (question && !(await ask(question))) return false;
  setBusy?.(true);
  try {
    const result = await options.run(...args);
    const text =
      typeof options.success === 'function' ? options.success(result, ...args) : options.success;
    if (text) toast.success(text);
    await options.invalidate?.(result, ...args);
    return true;
  } catch (e) {
    await showApiError(e, options.errorTitle);
    return false;
  } finally {
    setBusy?.(false);
  }
}

/** Runs an action (see `ActionOptions`); true when it was confirmed and worked. */
export function runAction<A extends unknown[], R>(
  options: ActionOptions<A, R>,
  ...args: A
): Promise<boolean> {
  return perform(options, args);
}

/**
 * `runAction` for a component: `const remove = useAction({ confirm, run, success, invalidate })`, then
 * `remove.run(row)`; `remove.busy` is true from the answer to the question until the refresh is done (a button's
 * spinner). A call while the previous one runs does nothing.

 */
export function useAction<A extends unknown[], R>(
  options: ActionOptions<A, R>,
): { run: (...args: A) => Promise<boolean>; busy: boolean } {
  const latest = useRef(options);
  latest.current = options;
  const [busy, setBusy] = useState(false);
  // a second click before the first one's answer is ignored (the button shows busy from the next paint only)
  const running = useRef(false);
  const run = useCallback(async (...args: A) => {
    if (running.current) return false;
    running.current = true;
    try {
      return await perform(latest.current, args, setBusy);
    } finally {
      running.current = false;
    }
  }, []);
  return { run, busy };
}
