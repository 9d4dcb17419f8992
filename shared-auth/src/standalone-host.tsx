import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { Badge, Box, Button, Center, Flex, Heading, Text } from '@chakra-ui/react';
import { apiGet } from './http';
import { setNavigate } from './navigation';
import { SessionDialogs } from './session-dialogs';
import { SignInForm } from './sign-in-form';
import { ApiSWRConfig } from './swr';
import { useSession } from './use-session';

interface PublicConfig {
  office365_url?: string | null;
}

function StandaloneSignIn({ title }: { title: string }) {
  // Optional: a server without /api/config simply gets no Office 365 button.
  const { data } = useSWR<PublicConfig>('config', () => apiGet<PublicConfig>('config'), {
    shouldRetryOnError: false,
  });
  return (
    <Center minH="100vh" p={4} bg="bg.subtle">
      <Box w="full" maxW="sm" p={8} bg="bg.panel" borderWidth="1px" rounded="lg" shadow="sm">
        <Heading as="h1" size="lg" mb={6}>
          {title}
        </Heading>
        <SignInForm onSignedIn={() => {}} office365Url={data?.office365_url || undefined} />
      </Box>
    </Center>
  );
}

/**
 * The minimal host a remote uses when served alone: sign-in, then the module under a
 * thin bar. The caller provides the router (RouterProvider) and the Chakra provider.
 */
export function StandaloneHost({ title, children }: { title: string; children: ReactNode }) {
  const { token, user, signOut } = useSession();
  const navigate = useNavigate();

  // Alone, "back to sign-in" means staying on this URL: the form below replaces the module.
  useEffect(() => {
    setNavigate((to, options) => {
      if (to !== '/') navigate(to, options);
    });
    return () => setNavigate(null);
  }, [navigate]);

  return (
    <ApiSWRConfig>
      {!token ? (
        <StandaloneSignIn title={title} />
      ) : (
        <Flex direction="column" minH="100vh">
          <Flex
            as="header"
            align="center"
            gap={3}
            px={4}
            py={2}
            borderBottomWidth="1px"
            bg="bg.panel"
          >
            <Text fontWeight="semibold">{title}</Text>
            <Badge colorPalette="orange" variant="subtle">
              Standalone
            </Badge>
            <Box flex="1" />
            <Text fontSize="sm" color="fg.muted">
              {user?.first_name}
            </Text>
            <Button size="xs" variant="outline" onClick={() => void signOut()}>
              Sign out
            </Button>
          </Flex>
          <Box as="main" flex="1" minW={0}>
            {children}
          </Box>
          <SessionDialogs />
        </Flex>
      )}
    </ApiSWRConfig>
  );
}
