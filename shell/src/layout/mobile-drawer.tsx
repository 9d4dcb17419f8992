import { useState } from 'react';
import { LuLogOut, LuMenu } from 'react-icons/lu';
import { RouterLink, useLocation, Button, CloseButton, Drawer, IconButton, Portal, Separator, Stack, Text } from 'shared-ui';
import type { NavUser } from './nav-bar';
import { DRAWER_LINKS, SETTINGS_LINKS, isActive, useAllowedLinks, type NavItem } from './nav-items';

interface Props {
  user: NavUser;
  onSignOut: () => void;
}

/** The navigation on small screens (below md): the user's name, Log out and the main areas. */
export function MobileDrawer({ user, onSignOut }: Props) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const drawerLinks = useAllowedLinks(DRAWER_LINKS, user.user_type === 'admin');
  const settingsLinks = useAllowedLinks(SETTINGS_LINKS, user.user_type === 'admin');

  function link(item: NavItem) {
    const active = isActive(pathname, item.to);
    return (
      <Button
        key={item.to}
        asChild
        justifyContent="flex-start"
        variant={active ? 'subtle' : 'ghost'}
        colorPalette={active ? 'brand' : 'gray'}
        onClick={() => setOpen(false)}
      >
        <RouterLink to={item.to} aria-current={active ? 'page' : undefined}>
          {item.label}
        </RouterLink>
      </Button>
    );
  }

  return (
    <Drawer.Root placement="start" open={open} onOpenChange={(e) => setOpen(e.open)}>
      <Drawer.Trigger asChild>
        <IconButton aria-label="Open menu" variant="ghost" size="sm" hideFrom="md">
          <LuMenu />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="xs">
            <Drawer.Header>
              <Drawer.Title>
                {user.first_name} {user.last_name}
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap={1} as="nav" aria-label="Menu">
                <Button
                  justifyContent="flex-start"
                  variant="ghost"
                  onClick={() => {
                    setOpen(false);
                    onSignOut();
                  }}
                >
                  <LuLogOut /> Log out
                </Button>
                <Separator my={2} />
                {drawerLinks.map(link)}
                <Text
                  px={4}
                  pt={3}
                  pb={1}
                  fontSize="xs"
                  fontWeight="semibold"
                  color="fg.muted"
                  textTransform="uppercase"
                >
                  Settings
                </Text>
                {settingsLinks.map(link)}
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
