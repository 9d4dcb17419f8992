import type { ReactNode } from 'react';
import {
  firstFieldMessages,
  GENERIC_ERROR_MESSAGE,
  readApiError,
  UNAUTHENTICATED_MESSAGE,
} from 'shared-auth';
import { dialogStore } from '../store';

function plainText(value: ReactNode | string[]): string {
  if (Array.isArray(value)) return value.join('\n');
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

export interface ConfirmOptions {
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
}

/**
 * The confirm button says the action's own verb: the first word of the title ('Delete note' → 'Delete', 'Revoke
 * session' → 'Revoke'), unless a label is given; 'Yes' only when the title is not a plain text.
 */
export function confirmVerb(title: ReactNode): string {
  const word = typeof title === 'string' ? /^[A-Za-z]+/.exec(title.trim())?.[0] : undefined;
  return word ? word.charAt(0).toUpperCase() + word.slice(1) : 'Yes';
}

/** The question before a deletion: the title names what goes ('Delete note'), the red button says 'Delete'. */
export function deleteQuestion(
  title: string,
  message: ReactNode = 'Are you sure you want to delete?',
): ConfirmOptions {
  return { title, message, destructive: true };
}

/** Opens the app-wide confirmation dialog; resolves true on confirm, false on cancel or dismiss. */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  if (!dialogStore.hasHost()) {
    return Promise.resolve(window.confirm(plainText(options.message) || plainText(options.title)));
  }
  return new Promise((resolve) => {
    dialogStore.push({
      kind: 'confirm',
      title: options.title,
      message: options.message,
      confirmLabel: options.confirmLabel ?? confirmVerb(options.title),
      cancelLabel: options.cancelLabel ?? 'Cancel',
      destructive: options.destructive ?? false,
      resolve,
    });
  });
}

/** The same function; a hook for components that prefer one. */
export function useConfirm(): typeof confirm {
  return confirm;
}

export interface MessageOptions {
  title?: ReactNode;
  message?: ReactNode | string[];
  button?: string;
  /** Closes by itself after this many milliseconds. */
  autoCloseMs?: number;
}

function showMessage(
  kind: 'error' | 'success',
  options: MessageOptions,
  defaults: Required<Pick<MessageOptions, 'title' | 'message'>>,
) {
  const title = options.title ?? defaults.title;
  const message = options.message ?? defaults.message;
  if (!dialogStore.hasHost()) {
    window.alert(plainText(message) || plainText(title));
    return Promise.resolve();
  }
  return new Promise<void>((resolve) => {
    dialogStore.push({
      kind,
      title,
      message,
      button: options.button ?? 'Ok',
      autoCloseMs: options.autoCloseMs,
      resolve,
    });
  });
}

/** Spec §8: title 'Error', text 'Something went wrong please try again.', button 'Ok'. Resolves when closed. */
export function showError(options: MessageOptions = {}): Promise<void> {
  return showMessage('error', options, { title: 'Error', message: GENERIC_ERROR_MESSAGE });
}

export function showSuccess(options: MessageOptions = {}): Promise<void> {
  return showMessage('success', options, { title: 'Success', message: '' });
}

/** Reads an API error and shows each field's first message (or the server's message) in the error dialog. */
export async function showApiError(e: unknown, title: ReactNode = 'Error'): Promise<void> {
  const { status, message, errors } = await readApiError(e);
  if (status === 401 && message === UNAUTHENTICATED_MESSAGE) return; // the sign-in dialog says it
  const lines = firstFieldMessages(errors);
  return showError({ title, message: lines.length ? lines : message });
}
