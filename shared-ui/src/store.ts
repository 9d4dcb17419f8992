// All module-level state of shared-ui lives in this file: the toaster and the queue of
// app-wide dialogs. shared-ui is a Module Federation singleton, so there is one of each
// for the shell and every remote.
import type { ReactNode } from 'react';
import { createToaster } from '@chakra-ui/react';

export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 5 });

export interface ConfirmRequest {
  kind: 'confirm';
  id: number;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  destructive: boolean;
  resolve: (ok: boolean) => void;
}

export interface MessageRequest {
  kind: 'error' | 'success';
  id: number;
  title: ReactNode;
  message: ReactNode | string[];
  button: string;
  autoCloseMs?: number;
  resolve: () => void;
}

export type DialogRequest = ConfirmRequest | MessageRequest;

type DialogInput = Omit<ConfirmRequest, 'id'> | Omit<MessageRequest, 'id'>;

let queue: readonly DialogRequest[] = [];
let nextId = 1;
let mountedHosts = 0;
const listeners = new Set<() => void>();

function emit() {
  listeners.forEach((fn) => fn());
}

export const dialogStore = {
  get: (): readonly DialogRequest[] => queue,
  subscribe(fn: () => void): () => void {
    listeners.add(fn);
    return () => listeners.delete(fn);
  },
  push(request: DialogInput): DialogRequest {
    const entry = { ...request, id: nextId++ } as DialogRequest;
    queue = [...queue, entry];
    emit();
    return entry;
  },
  remove(id: number): void {
    queue = queue.filter((d) => d.id !== id);
    emit();
  },
  /** Closes every dialog: confirmations answer false. */
  reset(): void {
    const pending = queue;
    queue = [];
    emit();
    pending.forEach((d) => (d.kind === 'confirm' ? d.resolve(false) : d.resolve()));
  },
  /** DialogHost registers itself, so callers can tell whether anything will show a dialog. */
  hostMounted(): () => void {
    mountedHosts += 1;
    return () => {
      mountedHosts -= 1;
    };
  },
  hasHost: (): boolean => mountedHosts > 0,
};
