// Nothing typed is lost: a form keeps what the user changed as a draft in this browser (per
// user, per form, per record; shared-auth's drafts.ts holds the storage), restores it when the
// form opens again, and drops it on save, on cancel and at sign-out. Passwords and files are
// never kept.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, HStack } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { draftKey, readDraft, removeDraft, session, writeDraft } from 'shared-auth';
import { formatDateTime } from '../format';

const WRITE_DELAY_MS = 300;
const SECRET = /password/i;

const isFile = (value: unknown) =>
  (typeof Blob !== 'undefined' && value instanceof Blob) ||
  (typeof FileList !== 'undefined' && value instanceof FileList);

function keepable(value: unknown): boolean {
  if (isFile(value)) return false;
  if (Array.isArray(value)) return value.every(keepable);
  if (value && typeof value === 'object') return Object.values(value).every(keepable);
  return true;
}

/**
 * The top-level fields whose value differs from the form as opened, without secrets
 * (any field named like 'password'), files or the fields in `exclude`.
 */
export function changedFields(
  values: object,
  initial: object,
  exclude: readonly string[] = [],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const before = initial as Record<string, unknown>;
  for (const [name, value] of Object.entries(values as Record<string, unknown>)) {
    if (SECRET.test(name) || exclude.includes(name) || !keepable(value)) continue;
    if (JSON.stringify(value) !== JSON.stringify(before[name])) out[name] = value;
  }
  return out;
}

// Mounted drafts, so a save or cancel elsewhere in the form stops a pending write.
const discarders = new Map<string, () => void>();

function keyFor(formId: string, recordId?: string | null): string | null {
  const userId = session.get().user?.encrypted_id;
  return userId ? draftKey(userId, formId, recordId) : null;
}

/** Drops the signed-in user's draft of this form and record: call it after a save and on Cancel. */
export function discardDraft(formId: string, recordId?: string | null): void {
  const key = keyFor(formId, recordId);
  if (!key) return;
  removeDraft(key);
  discarders.get(key)?.();
}

export interface UseDraftOptions<V extends object> {
  formId: string;
  /** The record's id; a new record's form is 'new'. */
  recordId?: string | null;
  values: V;
  /** The form as opened; only fields that differ from it are kept. */
  initialValues: V;
  /** Puts the kept fields back into the form. */
  onRestore: (changed: Partial<V>) => void;
  exclude?: readonly string[];
}

export function useDraft<V extends object>({
  formId,
  recordId,
  values,
  initialValues,
  onRestore,
  exclude,
}: UseDraftOptions<V>) {
  // The key is fixed when the form opens: a draft never moves to another user.
  const [key] = useState(() => keyFor(formId, recordId));
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  const ready = useRef(false);
  const wrote = useRef(false);
  const ignore = useRef<string | null>(null);
  const pending = useRef<(() => void) | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const changed = useMemo(
    () => changedFields(values, initialValues, exclude),
    [values, initialValues, exclude],
  );
  const text = JSON.stringify(changed);

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const write = pending.current;
    pending.current = null;
    write?.();
  }, []);

  const stop = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
    wrote.current = false;
    ignore.current = text;
    setRestoredAt(null);
  }, [text]);

  // Restore once, when the form opens.
  useEffect(() => {
    if (!key || ready.current) return;
    ready.current = true;
    const draft = readDraft(key);
    if (draft && Object.keys(draft.changed).length > 0) {
      wrote.current = true;
      onRestore(draft.changed as Partial<V>);
      setRestoredAt(draft.savedAt);
    }
    // onRestore is read once, on purpose
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(() => {
    if (!key) return;
    discarders.set(key, stop);
    return () => {
      if (discarders.get(key) === stop) discarders.delete(key);
    };
  }, [key, stop]);

  // Keep what was typed, a moment after the last key press.
  useEffect(() => {
    if (!key || !ready.current) return;
    if (ignore.current !== null) {
      if (ignore.current === text) return;
      ignore.current = null;
    }
    const empty = text === '{}';
    if (empty && !wrote.current) return;
    pending.current = () => {
      if (empty) {
        removeDraft(key);
        wrote.current = false;
      } else {
        writeDraft(key, {
          changed: JSON.parse(text) as Record<string, unknown>,
          savedAt: Date.now(),
        });
        wrote.current = true;
      }
    };
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(flush, WRITE_DELAY_MS);
  }, [key, text, flush]);

  // Leaving the page or the form writes at once.
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  /** Drops the draft and puts the form back as it was opened. */
  const discard = useCallback(() => {
    if (key) removeDraft(key);
    stop();
  }, [key, stop]);

  return { restoredAt, discard, dismissNotice: () => setRestoredAt(null) };
}

export function DraftNotice({
  restoredAt,
  onDiscard,
  children,
}: {
  restoredAt: number;
  onDiscard: () => void;
  children?: ReactNode;
}) {
  return (
    <Alert.Root status="info" role="status" size="sm">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Restored what you typed on {formatDateTime(restoredAt)}</Alert.Title>
        {children && <Alert.Description>{children}</Alert.Description>}
      </Alert.Content>
      <HStack>
        <Button size="xs" variant="outline" onClick={onDiscard}>
          Discard
        </Button>
      </HStack>
    </Alert.Root>
  );
}

export interface FormDraftProps {
  /** The form's name, e.g. 'candidate'. */
  id: string;
  /** The record's id; leave out for a new record. */
  record?: string | null;
  /** Fields never kept (passwords and files never are). */
  exclude?: readonly string[];
}

/** Inside a `<Formik>`: keeps a draft of what the user changed and restores it, with a notice. */
export function FormDraft({ id, record, exclude }: FormDraftProps) {
  const { values, initialValues, setValues } = useFormikContext<Record<string, unknown>>();
  const latestInitial = useRef(initialValues);
  latestInitial.current = initialValues;
  const { restoredAt, discard } = useDraft({
    formId: id,
    recordId: record,
    values,
    initialValues,
    exclude,
    onRestore: (changed) => void setValues({ ...latestInitial.current, ...changed }),
  });
  if (!restoredAt) return null;
  return (
    <DraftNotice
      restoredAt={restoredAt}
      onDiscard={() => {
        discard();
        void setValues(latestInitial.current);
      }}
    />
  );
}

/**
 * A form kept in component state (not formik), with its draft: `values` and `setValues` as from
 * useState, the notice to show, and `clear` (back to `initial`, draft dropped) for save and cancel.
 */
export function useDraftState<V extends object>(
  formId: string,
  recordId: string | null | undefined,
  initial: V,
) {
  const [start] = useState(initial);
  const [values, setValues] = useState<V>(initial);
  const { restoredAt, discard } = useDraft({
    formId,
    recordId,
    values,
    initialValues: start,
    onRestore: (changed) => setValues((v) => ({ ...v, ...changed })),
  });
  const clear = useCallback(() => {
    discard();
    setValues(start);
  }, [discard, start]);
  const notice = restoredAt ? <DraftNotice restoredAt={restoredAt} onDiscard={clear} /> : null;
  return { values, setValues, notice, clear, restored: restoredAt !== null };
}

/** One text box's draft (a note): the text, its setter, the notice to show and `clear` for save and cancel. */
export function useTextDraft(formId: string, recordId?: string | null) {
  const { values, setValues, notice, clear } = useDraftState(formId, recordId, { text: '' });
  const setText = useCallback((text: string) => setValues({ text }), [setValues]);
  return { text: values.text, setText, notice, clear };
}
