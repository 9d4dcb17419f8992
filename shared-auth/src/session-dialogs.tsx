// The session's two dialogs, shown over whatever page the user is on, so nothing they were
// doing is lost: a warning a minute before the idle timeout, and signing in again once the
// session has ended (401 'Unauthenticated.' from any call, or the idle timeout passed).
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { activity, BACKGROUND_HEADER } from './activity';
import { usePublicConfig } from './config';
import { api } from './http';
import { session, type SessionUser } from './session';
import { SignInForm } from './sign-in-form';
import { requestSignIn, signOut, useSession } from './use-session';

const MINUTE = 60_000;

/**
 * When the page considers the session over. The server touches a session at most once a minute,
 * so its clock may be up to a minute behind the last request: the page ends it that much sooner.
 */
export function idleDeadlines(renewedAt: number, idleMinutes: number) {
  const idleMs = idleMinutes * MINUTE;
  const margin = Math.min(MINUTE, idleMs / 4);
  const endsAt = renewedAt + idleMs - margin;
  return { warnAt: endsAt - Math.min(MINUTE, idleMs / 4), endsAt };
}

/** Called on a click or key press, so it goes as the user's request: the server renews the session. */
export async function renewSession(): Promise<void> {
  await api.get('me');
}

function useRenewedAt(): number {
  return useSyncExternalStore(activity.subscribe, activity.renewedAt, activity.renewedAt);
}

/** The frame of both dialogs: an alert only its buttons answer (no Escape, no click outside), full screen on a phone. */
function SessionAlert({
  open,
  title,
  children,
  footer,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      closeOnEscape={false}
      closeOnInteractOutside={false}
      placement="center"
      size={{ mdDown: 'full', md: 'sm' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export function IdleWarning({
  idleMinutes,
  now = Date.now,
}: {
  idleMinutes: number;
  now?: () => number;
}) {
  const renewedAt = useRenewedAt();
  const { warnAt, endsAt } = idleDeadlines(renewedAt, idleMinutes);
  const [time, setTime] = useState(now);
  const renewing = useRef(false);

  const renew = useCallback(async () => {
    if (renewing.current) return;
    renewing.current = true;
    try {
      await renewSession();
    } catch {
      // a 401 ends the session (the http client): the sign-in dialog takes over
    } finally {
      renewing.current = false;
    }
  }, []);

  // Typing or clicking keeps the session alive, with at most one request a minute.
  useEffect(
    () =>
      activity.subscribe(() => {
        if (activity.lastUserAction() - activity.renewedAt() > MINUTE) void renew();
      }),
    [renew],
  );

  // A timer to the warning, then one tick a second until the end (or a renewal moves both).
  useEffect(() => {
    let ended = false;
    let interval: ReturnType<typeof setInterval> | undefined;
    const tick = () => {
      const t = now();
      setTime(t);
      if (t < endsAt || ended) return;
      ended = true;
      clearInterval(interval);
      // The page ends the session for real (the server would a moment later), then asks to sign in.
      void api
        .post('logout', { headers: { [BACKGROUND_HEADER]: '1' }, timeout: 10_000 })
        .catch(() => undefined);
      session.end();
    };
    const timeout = setTimeout(
      () => {
        tick();
        interval = setInterval(tick, 1000);
      },
      Math.max(0, warnAt - now()),
    );
    return () => {
      clearTimeout(timeout);
      clearInterval(interval);
    };
  }, [warnAt, endsAt, now]);

  const open = time >= warnAt && time < endsAt;
  const seconds = Math.max(0, Math.ceil((endsAt - time) / 1000));
  return (
    <SessionAlert
      open={open}
      title="Are you still there?"
      footer={
        <>
          <Button variant="outline" onClick={() => void signOut()}>
            Sign out
          </Button>
          <Button colorPalette="brand" onClick={() => void renew()}>
            Stay signed in
          </Button>
        </>
      }
    >
      <Dialog.Description>
        Your session ends in {seconds} seconds because nothing was done for a while.
      </Dialog.Description>
    </SessionAlert>
  );
}

/**
 * Signing in again where the user is. The same user carries on with the page as it was (forms
 * keep what was typed); another user gets a fresh page at the dashboard, and the first user's
 * drafts stay theirs.
 */
export function ReauthDialog({
  user,
  office365Url,
  onOtherUser = () => window.location.assign('/dashboard'),
}: {
  user: SessionUser;
  office365Url?: string;
  onOtherUser?: () => void;
}) {
  async function signInAgain(email: string, password: string): Promise<SessionUser> {
    const next = await requestSignIn(email, password);
    activity.restart();
    if (next.user.encrypted_id !== user.encrypted_id) {
      // Nothing of this page is shown to the other user: the session is stored for the reload.
      session.storeForReload(next.token, next.user);
      onOtherUser();
    } else {
      session.set(next.token, next.user);
    }
    return next.user;
  }
  return (
    <SessionAlert open title="Your session has ended">
      <Stack gap={4}>
        <Dialog.Description>
          Sign in again to carry on. This page stays as it is: what you typed is kept.
        </Dialog.Description>
        <SignInForm
          initialEmail={user.email}
          signInWith={signInAgain}
          onSignedIn={() => {}}
          office365Url={office365Url}
        />
        <Text fontSize="sm" color="fg.muted">
          Not {user.first_name}?{' '}
          <Button variant="plain" size="sm" px={0} onClick={() => void signOut()}>
            Sign out
          </Button>
        </Text>
      </Stack>
    </SessionAlert>
  );
}

/** Mount once under the signed-in page (the shell's layout, a standalone module's host). */
export function SessionDialogs({ now }: { now?: () => number }) {
  const { token, user, ended } = useSession();
  const config = usePublicConfig();
  if (!token || !user) return null;
  if (ended) {
    return <ReauthDialog user={user} office365Url={config.office365_url ?? undefined} />;
  }
  return <IdleWarning idleMinutes={config.session_idle_minutes} now={now} />;
}
