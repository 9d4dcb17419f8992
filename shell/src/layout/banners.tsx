import { useState } from 'react';
import { useNavigate, Box, Button, CloseButton, Flex, Text } from 'shared-ui';
import { api, readApiError, session, type SessionUser } from 'shared-auth';
import { OVERRIDE_STORAGE_KEY, type Overrides } from '../federation/overrides';

function Banner({
  palette,
  children,
}: {
  palette: 'yellow' | 'orange' | 'red';
  children: React.ReactNode;
}) {
  return (
    <Box
      role="status"
      bg={`${palette}.subtle`}
      color={`${palette}.fg`}
      borderBottomWidth="1px"
      borderColor={`${palette}.muted`}
    >
      <Flex px={{ base: 3, md: 6 }} py={2} gap={3} align="center" wrap="wrap" fontSize="sm">
        {children}
      </Flex>
    </Box>
  );
}

/** 'First Last', or 'First' alone: an account added in Add User has no last name. */
const fullName = (p: { first_name: string; last_name?: string | null }) =>
  [p.first_name, p.last_name]
    .map((n) => (n ?? '').trim())
    .filter(Boolean)
    .join(' ');

interface EndAnswer {
  token?: string;
  user?: SessionUser;
}

/** An admin working as another user: who they are, and the way back (POST /api/impersonate/end). */
export function ImpersonationBanner({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const impersonator = user.impersonator;
  if (!impersonator) return null;

  async function returnToAccount() {
    setBusy(true);
    setError(null);
    try {
      const answer = await api.post('impersonate/end').json<EndAnswer>();
      if (!answer.token || !answer.user) throw new Error('The server did not return your session.');
      session.set(answer.token, answer.user);
      navigate('/managelogins');
    } catch (e) {
      setError(
        e instanceof Error && !('response' in e) ? e.message : (await readApiError(e)).message,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Banner palette="orange">
      <Text flex="1" minW="60">
        You are working as {fullName(user)} ({user.email}), signed in as {fullName(impersonator)}.
      </Text>
      {error && <Text color="red.fg">{error}</Text>}
      <Button size="xs" colorPalette="orange" loading={busy} onClick={() => void returnToAccount()}>
        Return to my account
      </Button>
    </Banner>
  );
}

export function resetOverrides(): void {
  try {
    window.sessionStorage.removeItem(OVERRIDE_STORAGE_KEY);
  } finally {
    window.location.reload();
  }
}

/** Modules loaded from an override: always visible, with the way back. */
export function OverrideBanner({
  overrides,
  onReset = resetOverrides,
}: {
  overrides: Overrides;
  onReset?: () => void;
}) {
  const entries = Object.entries(overrides);
  if (entries.length === 0) return null;
  return (
    <Banner palette="yellow">
      <Box flex="1" minW="60">
        {entries.map(([remote, url]) => (
          <Text key={remote}>
            Module {remote} is loaded from {url} (override)
          </Text>
        ))}
      </Box>
      <Button size="xs" colorPalette="yellow" onClick={onReset}>
        Reset
      </Button>
    </Banner>
  );
}

/** Overrides asked for in the address and refused, with the reason. */
export function RefusedOverrideBanner({ reasons }: { reasons: string[] }) {
  const [open, setOpen] = useState(true);
  if (!open || reasons.length === 0) return null;
  return (
    <Banner palette="red">
      <Box flex="1" minW="60">
        {reasons.map((reason) => (
          <Text key={reason}>{reason}</Text>
        ))}
      </Box>
      <CloseButton size="xs" aria-label="Dismiss" onClick={() => setOpen(false)} />
    </Banner>
  );
}
