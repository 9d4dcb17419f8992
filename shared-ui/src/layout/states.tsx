import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Center, Flex, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';

export function EmptyState({
  text = 'no data found',
  children,
}: {
  text?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Center py={10} flexDirection="column" gap={3} color="fg.muted" textAlign="center">
      <Text>{text}</Text>
      {children}
    </Center>
  );
}

/** A record's list: loading, an error with Retry, 'no data found' (or `empty`), else its rows one under another. */
export function ListState<T>({
  state,
  children,
  empty = 'no data found',
}: {
  state: { data?: T[]; error?: unknown; mutate: () => unknown };
  children: (rows: T[]) => ReactNode;
  empty?: string;
}) {
  if (state.error) return <ErrorPanel onRetry={() => void state.mutate()} />;
  if (!state.data) return <LoadingBlock minH="4rem" />;
  if (state.data.length === 0) return <EmptyState text={empty} />;
  return <Stack gap={2}>{children(state.data)}</Stack>;
}

export function LoadingBlock({
  label = 'Loading',
  minH = '8rem',
  screen = false,
}: {
  label?: string;
  minH?: string;
  /** A screen's code is loading (lazyScreen): tests wait for every such block to go (`screenReady`). */
  screen?: boolean;
}) {
  return (
    <Center minH={minH} role="status" aria-live="polite" data-screen-loading={screen ? '' : undefined}>

      <Spinner color="brand.solid" size="lg" />
      <Box srOnly>{label}</Box>
    </Center>
  );
}

export function ErrorPanel({
  message = 'Something went wrong please try again.',
  onRetry,
}: {
  message?: ReactNode;
  onRetry?: () => void;
}) {
  return (
    <Alert.Root status="error" role="alert" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{message}</Alert.Title>
      </Alert.Content>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry} ms="auto">
          Retry
        </Button>
      )}
    </Alert.Root>
  );
}

export function NotFound({ homeTo = '/dashboard' }: { homeTo?: string }) {
  return (
    <Flex
      direction="column"
      align="center"
      justify="center"
      gap={4}
      py={16}
      px={4}
      textAlign="center"
    >
      <Heading as="h1" size="xl">
        Page not found
      </Heading>
      <Text color="fg.muted">The address you followed does not lead to a page.</Text>
      <Link asChild colorPalette="brand" fontWeight="medium">
        <RouterLink to={homeTo}>Go to the dashboard</RouterLink>
      </Link>
    </Flex>
  );
}
