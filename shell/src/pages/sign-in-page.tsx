import { useEffect } from 'react';
import { useLocation, useNavigate, Center, Flex, Heading, Stack, Text } from 'shared-ui';
import { SignInForm } from 'shared-auth';
import { PRODUCT_NAME } from '../routes';
import { FooterLinks } from '../layout/footer';
import { PageCard } from '../layout/page-card';
import { useStartup } from '../app/startup-context';
import { preloadModulesOf } from '../federation/preload';

/** '/' (spec §2.2). After signing in: the address the user was sent here from, else /dashboard. */
export function SignInPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { config } = useStartup();
  const from = (location.state as { from?: unknown } | null)?.from;
  const next =
    typeof from === 'string' && from.startsWith('/') && from !== '/' ? from : '/dashboard';
  // the module the user lands on is fetched while they type
  useEffect(() => preloadModulesOf([next]), [next]);

  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle">
      <Center flex="1" p={4}>
        <PageCard maxW="sm" p={{ base: 6, md: 8 }}>
          <Stack gap={1} mb={6}>
            <Heading as="h1" size="xl" color="brand.solid">
              {PRODUCT_NAME}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {config.company_name}
            </Text>
          </Stack>
          <SignInForm
            onSignedIn={() => navigate(next, { replace: true })}
            office365Url={config.office365_url ?? undefined}
          />
        </PageCard>
      </Center>
      <Flex as="footer" direction="column" align="center" gap={2} py={4} px={4}>
        <FooterLinks />
        <Text fontSize="xs" color="fg.muted">
          © 2026 {config.company_name}. All rights reserved.
        </Text>
      </Flex>
    </Flex>
  );
}
