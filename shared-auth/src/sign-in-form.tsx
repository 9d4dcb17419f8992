import { useState, type FormEvent } from 'react';
import { Alert, Button, Field, Input, Stack } from '@chakra-ui/react';
import { signIn } from './use-session';
import type { SessionUser } from './session';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface SignInFormProps {
  onSignedIn: (user: SessionUser) => void;
  /** When given, a 'Login With Office 365' link button is shown. */
  office365Url?: string;
  /** The e-mail to start with (signing in again after the session ended). */
  initialEmail?: string;
  /** Replaces the default sign-in (which stores the session) when given. */
  signInWith?: (email: string, password: string) => Promise<SessionUser>;
}

export function SignInForm({
  onSignedIn,
  office365Url,
  initialEmail = '',
  signInWith = signIn,
}: SignInFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  // Spec §5: the email format is checked when the field loses focus, but not displayed.
  const [emailChecked, setEmailChecked] = useState<'valid' | 'invalid' | undefined>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const canSubmit = email.trim() !== '' && password !== '' && !busy;

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!canSubmit) return;
    setBusy(true);
    setError(null);
    try {
      const user = await signInWith(email, password);
      onSignedIn(user);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <Stack gap={4}>
        <Field.Root>
          <Field.Label>Work Email</Field.Label>
          <Input
            name="email"
            type="email"
            autoComplete="username"
            inputMode="email"
            value={email}
            data-email-format={emailChecked}
            onChange={(e) => setEmail(e.target.value)}
            onBlur={() => setEmailChecked(EMAIL_PATTERN.test(email.trim()) ? 'valid' : 'invalid')}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>Password</Field.Label>
          <Input
            name="password"
            type="password"
            autoComplete="current-password"
            autoFocus={Boolean(initialEmail)}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field.Root>
        <Button
          type="submit"
          colorPalette="brand"
          disabled={!canSubmit}
          loading={busy}
          loadingText="Signing in"
        >
          Sign in
        </Button>
        {error && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        )}
        {office365Url && (
          <Button asChild variant="outline">
            <a href={office365Url}>Login With Office 365</a>
          </Button>
        )}
      </Stack>
    </form>
  );
}
