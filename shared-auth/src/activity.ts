// What counts as the user's activity for the session's idle timeout. The server renews a
// session on each request except those marked `X-Background: 1`; the page marks every request
// not caused by the user (polls, refreshes on focus, timers) as background, and keeps its own
// copy of the idle clock to warn before it runs out. The clock is shared by the tabs of this
// browser (they share the session) through localStorage.

export const BACKGROUND_HEADER = 'X-Background';
/** A request started this long after a click, a key or a page load is the user's. */
export const USER_ACTION_WINDOW_MS = 10_000;
const RENEWED_KEY = 'sessionRenewedAt';

type Listener = () => void;

let lastAction = Date.now(); // loading the page is the user's doing
let renewedAt = readRenewed() ?? Date.now();
const listeners = new Set<Listener>();

function readRenewed(): number | null {
  try {
    const value = Number(window.localStorage.getItem(RENEWED_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function emit(): void {
  listeners.forEach((fn) => fn());
}

function onUserAction(): void {
  lastAction = Date.now();
  emit();
}

function onStorage(e: StorageEvent): void {
  if (e.key !== RENEWED_KEY) return;
  const value = readRenewed();
  if (value && value > renewedAt) {
    renewedAt = value;
    emit();
  }
}

if (typeof window !== 'undefined') {
  for (const type of ['pointerdown', 'keydown', 'touchstart'] as const) {
    window.addEventListener(type, onUserAction, { capture: true, passive: true });
  }
  window.addEventListener('storage', onStorage);
}

export const activity = {
  /** When the user last clicked, pressed a key or loaded the page. */
  lastUserAction: (): number => lastAction,
  /** Whether a request starting `at` is the user's (and so renews the session). */
  isUserCaused: (at = Date.now()): boolean => at - lastAction <= USER_ACTION_WINDOW_MS,
  /** When the server last renewed the session, as far as this browser knows. */
  renewedAt: (): number => renewedAt,
  /** A request that renews the session was answered (or a new session began). */
  noteRenewed(at = Date.now()): void {
    if (at <= renewedAt) return;
    renewedAt = at;
    try {
      window.localStorage.setItem(RENEWED_KEY, String(at));
    } catch {
      // storage disabled: this tab keeps its own clock
    }
    emit();
  },
  /** A new session began (signed in): its clock starts now. */
  restart(at = Date.now()): void {
    renewedAt = at;
    lastAction = Math.max(lastAction, at);
    try {
      window.localStorage.setItem(RENEWED_KEY, String(at));
    } catch {
      // storage disabled: this tab keeps its own clock
    }
    emit();
  },
  /** Called on every user action and renewal. */
  subscribe(fn: Listener): () => void {
    listeners.add(fn);
    return () => listeners.delete(fn);
  },
};
