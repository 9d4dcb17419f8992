// Someone else saved the record while this user edited it: the server refuses the stale version
// (409 with `changed_by`). The form offers to reload the record and keeps what this user typed in
// the fields they changed, on top of the fresh record, naming those fields.
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Dialog, List, Stack, Text } from '@chakra-ui/react';
import { DialogFrame } from '../dialogs/dialog-frame';
import { readErrorBody } from 'shared-auth';
import { changedFields } from './form-draft';

export interface VersionConflict {
  message: string;
  changedBy: string;
  lockVersion: number | null;
}

/** The 409 of a stale version, or null for any other failure. */
export async function readVersionConflict(e: unknown): Promise<VersionConflict | null> {
  const body = await readErrorBody(e);
  const response = (e as { response?: Response } | null)?.response;
  if (!body || response?.status !== 409 || typeof body.changed_by !== 'string') return null;
  return {
    message:
      typeof body.message === 'string' ? body.message : `${body.changed_by} changed this record.`,
    changedBy: body.changed_by,
    lockVersion: typeof body.lock_version === 'number' ? body.lock_version : null,
  };
}

/** 'first_name' → 'First name'. */
export function fieldLabel(name: string, labels?: Record<string, string>): string {
  if (labels?.[name]) return labels[name];
  const words = name.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface ConflictContext<V extends object> {
  /** What the form holds now. */
  values: V;
  /** The record as the form loaded it. */
  initialValues: V;
  /** Reads the record again; resolves to its form values (with its new version). */
  reload: () => Promise<V>;
  /** Puts the fresh record under the form (its new baseline) and the merged values in it. */
  apply: (fresh: V, merged: V) => void;
}

export function useVersionConflict<V extends object>({
  labels,
}: { labels?: Record<string, string> } = {}) {
  const [open, setOpen] = useState<{ conflict: VersionConflict; fields: string[] } | null>(null);
  const [notice, setNotice] = useState<{ changedBy: string; fields: string[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const context = useRef<ConflictContext<V> | null>(null);

  /** After a failed save: true when it was a stale version (the dialog opens). */
  const check = useCallback(async (e: unknown, ctx: ConflictContext<V>): Promise<boolean> => {
    const conflict = await readVersionConflict(e);
    if (!conflict) return false;
    context.current = ctx;
    setFailed(null);
    setOpen({ conflict, fields: Object.keys(changedFields(ctx.values, ctx.initialValues)) });
    return true;
  }, []);

  async function reload() {
    const ctx = context.current;
    if (!ctx || !open) return;
    setBusy(true);
    setFailed(null);
    try {
      const fresh = await ctx.reload();
      const mine = changedFields(ctx.values, ctx.initialValues);
      ctx.apply(fresh, { ...fresh, ...mine } as V);
      setNotice({ changedBy: open.conflict.changedBy, fields: Object.keys(mine) });
      setOpen(null);
    } catch {
      setFailed('The record could not be read again. Try again.');
    } finally {
      setBusy(false);
    }
  }

  const names = (fields: string[]) => fields.map((f) => fieldLabel(f, labels));

  const element: ReactNode = (
    <DialogFrame
      role="alertdialog"
      open={open !== null}
      onClose={() => {
        if (!busy) setOpen(null);
      }}
      size={{ mdDown: 'full', md: 'md' }}
    >
            <Dialog.Header>
              <Dialog.Title>This record was changed meanwhile</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap={3}>
                <Dialog.Description>{open?.conflict.message}</Dialog.Description>
                {open && open.fields.length > 0 && (
                  <>
                    <Text>Reload keeps what you changed in these fields:</Text>
                    <List.Root ps={5}>
                      {names(open.fields).map((label) => (
                        <List.Item key={label}>{label}</List.Item>
                      ))}
                    </List.Root>
                  </>
                )}
                {failed && (
                  <Text color="fg.error" role="alert">
                    {failed}
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => setOpen(null)} disabled={busy}>
                Cancel
              </Button>
              <Button colorPalette="brand" loading={busy} onClick={() => void reload()}>
                Reload
              </Button>
            </Dialog.Footer>
    </DialogFrame>
  );

  const banner: ReactNode = notice ? (
    <Alert.Root status="info" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Reloaded with the changes {notice.changedBy} made.</Alert.Title>
        <Alert.Description>
          {notice.fields.length > 0
            ? `Kept what you changed: ${names(notice.fields).join(', ')}. Check them and press Save again.`
            : 'You had changed nothing.'}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  ) : null;

  return { check, element, notice: banner, clearNotice: () => setNotice(null) };
}
