// Form drafts kept in this browser while the user types (per user, per form, per record), so
// nothing typed is lost to a reload, a crash or an ended session. The form layer (shared-ui's
// <FormDraft>) writes them; sign-out drops the signed-out user's. Never passwords, never files.

const PREFIX = 'draft:';

export interface StoredDraft {
  /** The fields the user changed, by name, with what they typed. */
  changed: Record<string, unknown>;
  /** When it was last written (ms since the epoch). */
  savedAt: number;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** `draft:<userId>:<formId>:<recordId|new>` */
export function draftKey(userId: string, formId: string, recordId?: string | null): string {
  return `${PREFIX}${userId}:${formId}:${recordId || 'new'}`;
}

export function readDraft(key: string): StoredDraft | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredDraft> | null;
    if (!value || typeof value.changed !== 'object' || !value.changed) return null;
    return { changed: value.changed, savedAt: Number(value.savedAt) || 0 };
  } catch {
    return null;
  }
}

export function writeDraft(key: string, draft: StoredDraft): void {
  try {
    storage()?.setItem(key, JSON.stringify(draft));
  } catch {
    // storage full or disabled: the form itself still holds the values
  }
}

export function removeDraft(key: string): void {
  storage()?.removeItem(key);
}

/** Sign-out: the user's drafts go with them. */
export function clearDraftsOf(userId: string): void {
  const s = storage();
  if (!s) return;
  const prefix = `${PREFIX}${userId}:`;
  const keys: string[] = [];
  for (let i = 0; i < s.length; i += 1) {
    const key = s.key(i);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  keys.forEach((key) => s.removeItem(key));
}
