// The session store: the one place that holds the token, the signed-in user and the
// spec's cross-screen flags. Backed by localStorage so a reload (and other tabs) keep it.

export interface SessionImpersonator {
  encrypted_id: string;
  first_name: string;
  last_name: string;
  email: string;
}

export interface SessionUser {
  encrypted_id: string;
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  role: number;
  role_name: string;
  status: 'active' | 'inactive';
  user_type: string;
  impersonator?: SessionImpersonator | null;
}

export interface SessionSnapshot {
  token: string | null;
  user: SessionUser | null;
  /**
   * The server said the session is over (401 'Unauthenticated.', or the idle timeout passed):
   * the page stays where it is, with the user's work, until they sign in again.
   */
  ended: boolean;
}

export const SESSION_KEYS = {
  token: 'token',
  user: 'user',
  gotoCandidate: 'gototcandidate',
  profileId: 'profileId',
} as const;

type Listener = () => void;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode): the session lives for this page only
  }
}

function parseUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as SessionUser) : null;
  } catch {
    return null;
  }
}

function readStored(): SessionSnapshot {
  const s = storage();
  const token = s?.getItem(SESSION_KEYS.token) || null;
  if (!token) return { token: null, user: null, ended: false };
  return { token, user: parseUser(s?.getItem(SESSION_KEYS.user) ?? null), ended: false };
}

let snapshot: SessionSnapshot = readStored();
const listeners = new Set<Listener>();

function publish(next: SessionSnapshot): void {
  if (next.token === snapshot.token && next.user === snapshot.user && next.ended === snapshot.ended)
    return;
  snapshot = next;
  listeners.forEach((fn) => fn());
}

// Another tab signed in or out: follow it.
function onStorage(e: StorageEvent): void {
  if (e.key === null || e.key === SESSION_KEYS.token || e.key === SESSION_KEYS.user) {
    const next = readStored();
    const sameUser = JSON.stringify(next.user) === JSON.stringify(snapshot.user);
    // The same session as ours (including an ended one): nothing changes here.
    publish(sameUser && next.token === snapshot.token ? snapshot : next);
  }
}

function write(key: string, value: string | null): void {
  const s = storage();
  if (!s) return;
  if (value === null) s.removeItem(key);
  else s.setItem(key, value);
}

export const session = {
  /** The current snapshot; the same object until the session changes (safe for useSyncExternalStore). */
  get(): SessionSnapshot {
    return snapshot;
  },

  set(token: string, user: SessionUser): void {
    write(SESSION_KEYS.token, token);
    write(SESSION_KEYS.user, JSON.stringify(user));
    publish({ token, user, ended: false });
  },

  /** Stores a new session without showing it to this page, which loads afresh next. */
  storeForReload(token: string, user: SessionUser): void {
    write(SESSION_KEYS.token, token);
    write(SESSION_KEYS.user, JSON.stringify(user));
  },

  /** Replaces the stored user record (e.g. after editing one's own account), keeping the token. */
  updateUser(user: SessionUser): void {
    if (!snapshot.token) return;
    write(SESSION_KEYS.user, JSON.stringify(user));
    publish({ token: snapshot.token, user, ended: snapshot.ended });
  },

  /**
   * The session is over on the server, but the page keeps the user and the token (so nothing
   * navigates away and no form is lost) until they sign in again or sign out.
   */
  end(): void {
    if (!snapshot.token || snapshot.ended) return;
    publish({ ...snapshot, ended: true });
  },

  clear(): void {
    Object.values(SESSION_KEYS).forEach((key) => write(key, null));
    publish({ token: null, user: null, ended: false });
  },

  subscribe(fn: Listener): () => void {
    listeners.add(fn);
    if (listeners.size === 1 && typeof window !== 'undefined') {
      window.addEventListener('storage', onStorage);
    }
    return () => {
      listeners.delete(fn);
      if (listeners.size === 0 && typeof window !== 'undefined') {
        window.removeEventListener('storage', onStorage);
      }
    };
  },

  // Cross-screen flags of the spec (document 2). The URL stays the source of truth;
  // these are honoured for screens that still read them.
  getGotoCandidate(): boolean {
    return storage()?.getItem(SESSION_KEYS.gotoCandidate) === 'true';
  },
  setGotoCandidate(value: boolean): void {
    write(SESSION_KEYS.gotoCandidate, value ? 'true' : null);
  },
  getProfileId(): string | null {
    return storage()?.getItem(SESSION_KEYS.profileId) || null;
  },
  setProfileId(id: string | null): void {
    write(SESSION_KEYS.profileId, id || null);
  },
};
