import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { dialogStore, type DialogRequest } from '../store';
import { ConfirmDialog } from './confirm-dialog';
import { MessageDialog } from './message-dialog';

/** What a request gives its dialog as props: all but the queue's own fields. */
function dialogProps<R extends DialogRequest>({
  kind: _kind,
  id: _id,
  resolve: _resolve,
  ...props
}: R) {
  return props;
}

function ActiveDialog({ request }: { request: DialogRequest }) {
  const close = useCallback(
    (ok: boolean) => {
      dialogStore.remove(request.id);
      if (request.kind === 'confirm') request.resolve(ok);
      else request.resolve();
    },
    [request],
  );
  const dismiss = useCallback(() => close(false), [close]);

  if (request.kind === 'confirm') {
    return (
      <ConfirmDialog
        open
        {...dialogProps(request)}
        onConfirm={() => close(true)}
        onClose={dismiss}
      />
    );
  }
  return <MessageDialog open tone={request.kind} {...dialogProps(request)} onClose={dismiss} />;
}

/** Renders the app-wide dialogs one at a time, in the order they were asked for. UiProvider mounts it. */
export function DialogHost() {
  const queue = useSyncExternalStore(dialogStore.subscribe, dialogStore.get, dialogStore.get);
  useEffect(() => dialogStore.hostMounted(), []);
  const current = queue[0];
  return current ? <ActiveDialog key={current.id} request={current} /> : null;
}
