import { useCallback, useState } from 'react';
import { Navigate, RouterLink, useLocation, NotFound, QuickFind, useQuickFindKeys, Box, Button, Flex, Spacer, Text } from 'shared-ui';
import { SessionDialogs, useSession } from 'shared-auth';
import { PRODUCT_NAME, resolvePath } from '../routes';
import { useDocumentTitle } from '../app/use-document-title';
import { useStartup } from '../app/startup-context';
import { GuardedRemoteOutlet } from '../remote/guarded-remote-outlet';
import { SignInPage } from '../pages/sign-in-page';
import { StaticPage } from '../pages/static-page';
import { ImpersonationBanner, OverrideBanner, RefusedOverrideBanner } from './banners';
import { Footer } from './footer';
import { NavBar } from './nav-bar';

function PublicHeader() {
  return (
    <Box as="header" bg="bg.panel" borderBottomWidth="1px">
      <Flex align="center" px={{ base: 3, md: 6 }} h="14">
        <RouterLink to="/">
          <Text fontWeight="bold" fontSize="lg" color="brand.solid">
            {PRODUCT_NAME}
          </Text>
        </RouterLink>
        <Spacer />
        <Button asChild size="sm" variant="outline">
          <RouterLink to="/">Sign in</RouterLink>
        </Button>
      </Flex>
    </Box>
  );
}

/**
 * The element of the shell's single catch-all route. It resolves the address against the
 * route table and renders the owning remote's ./Module directly, so that the remote's own
 * <Routes> match absolute paths (the same ones it uses when served alone).
 */
export function ShellLayout() {
  const { pathname, search } = useLocation();
  const { token, user, signOut } = useSession();
  const { config, overrides, refusedOverrides } = useStartup();
  const resolved = resolvePath(pathname);
  useDocumentTitle(resolved.title);

  const banners = (
    <>
      {user?.impersonator && <ImpersonationBanner user={user} />}
      <OverrideBanner overrides={overrides} />
      <RefusedOverrideBanner reasons={refusedOverrides} />
    </>
  );

  if (resolved.kind === 'sign-in') {
    if (token) return <Navigate to="/dashboard" replace />;
    return (
      <>
        {banners}
        <SignInPage />
      </>
    );
  }
  if (resolved.kind !== 'static' && !token) {
    return <Navigate to="/" replace state={{ from: pathname + search }} />;
  }

  return (
    <Flex direction="column" minH="100dvh">
      {banners}
      {token && user ? <NavBar user={user} onSignOut={() => void signOut()} /> : <PublicHeader />}
      <Box as="main" flex="1" minW={0}>
        {resolved.kind === 'remote' && <GuardedRemoteOutlet route={resolved.route} />}
        {resolved.kind === 'static' && <StaticPage path={resolved.path} />}
        {resolved.kind === 'not-found' && <NotFound />}
      </Box>
      <Footer companyName={config.company_name} />
      {token && user && <SessionDialogs />}
      {token && user && <QuickFindHost />}
    </Flex>
  );
}

/** Quick find for a signed-in user: Ctrl+K or "/" anywhere opens it (the shell owns the global keys). */
function QuickFindHost() {
  const [open, setOpen] = useState(false);
  useQuickFindKeys(useCallback(() => setOpen(true), []));
  return <QuickFind open={open} onOpenChange={setOpen} />;
}
