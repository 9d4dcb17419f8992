import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Alert, Box } from '@chakra-ui/react';
import { UNAUTHORIZED_MESSAGE } from './http';
import { useSession } from './use-session';

/** No token: back to sign-in, remembering where the user was going (`state.from`). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const location = useLocation();
  if (!token) {
    return <Navigate to="/" replace state={{ from: location.pathname + location.search }} />;
  }
  return <>{children}</>;
}

export function UnauthorizedPanel({ message = UNAUTHORIZED_MESSAGE }: { message?: string }) {
  return (
    <Box p={{ base: 4, md: 8 }}>
      <Alert.Root status="error" maxW="xl">
        <Alert.Indicator />
        <Alert.Title>{message}</Alert.Title>
      </Alert.Root>
    </Box>
  );
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  const { isAdmin } = useSession();
  return isAdmin ? <>{children}</> : <UnauthorizedPanel />;
}
