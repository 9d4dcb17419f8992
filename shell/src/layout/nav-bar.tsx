import type { ReactNode } from 'react';
import { LuCalendarDays, LuChevronDown } from 'react-icons/lu';
import { RouterLink, useLocation, Box, Button, Flex, HStack, IconButton, Menu, Portal, Spacer, Text } from 'shared-ui';
import type { SessionUser } from 'shared-auth';
import { PRODUCT_NAME } from '../routes';
import { preloadModulesOf } from '../federation/preload';
import { MobileDrawer } from './mobile-drawer';
import { NotificationsPopover } from './notifications-popover';
import {
  ADMIN_USER_MENU,
  CALENDAR_LINK,
  MAIN_LINKS,
  SETTINGS_LINKS,
  USER_MENU,
  isActive,
  useAllowedLinks,
  type NavItem,
} from './nav-items';

export type NavUser = Pick<SessionUser, 'first_name' | 'last_name' | 'user_type'>;

export interface NavBarProps {
  user: NavUser;
  onSignOut: () => void;
}

function NavButton({ item, active }: { item: NavItem; active: boolean }) {
  return (
    <Button
      asChild
      size="sm"
      variant={active ? 'subtle' : 'ghost'}
      colorPalette={active ? 'brand' : 'gray'}
      fontWeight={active ? 'semibold' : 'medium'}
    >
      <RouterLink
        to={item.to}
        aria-current={active ? 'page' : undefined}
        onPointerEnter={() => preloadModulesOf([item.to])}
        onFocus={() => preloadModulesOf([item.to])}
      >
        {item.label}
      </RouterLink>
    </Button>
  );
}

interface LinksMenuProps {
  items: readonly NavItem[];
  /** the button that opens the menu */
  trigger: ReactNode;
  minW: string;
  positioning?: Menu.RootProps['positioning'];
  /** what follows the links */
  children?: ReactNode;
}

/** A menu of links whose modules are fetched as it opens. */
function LinksMenu({ items, trigger, minW, positioning, children }: LinksMenuProps) {
  return (
    <Menu.Root
      positioning={positioning}
      onOpenChange={({ open }) => open && preloadModulesOf(items.map((i) => i.to))}
    >
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW={minW}>
            {items.map((item) => (
              <Menu.Item key={item.to} value={item.to} asChild>
                <RouterLink to={item.to}>{item.label}</RouterLink>
              </Menu.Item>
            ))}
            {children}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

function UserMenu({ user, onSignOut }: NavBarProps) {
  return (
    <LinksMenu
      items={user.user_type === 'admin' ? ADMIN_USER_MENU : USER_MENU}
      minW="44"
      positioning={{ placement: 'bottom-end' }}
      trigger={
        <Button variant="ghost" size="sm" colorPalette="gray">
          {user.first_name}
          <LuChevronDown />
        </Button>
      }
    >
      <Menu.Separator />
      <Menu.Item value="logout" onClick={onSignOut}>
        Logout
      </Menu.Item>
    </LinksMenu>
  );
}

function SettingsMenu({ active, settingsLinks }: { active: boolean; settingsLinks: NavItem[] }) {
  return (
    <LinksMenu
      items={settingsLinks}
      minW="40"
      trigger={
        <Button
          size="sm"
          variant={active ? 'subtle' : 'ghost'}
          colorPalette={active ? 'brand' : 'gray'}
          fontWeight={active ? 'semibold' : 'medium'}
        >
          Settings
          <LuChevronDown />
        </Button>
      }
    />
  );
}

/** The navigation bar of every signed-in screen (spec §2.3); hidden on '/'. */
export function NavBar({ user, onSignOut }: NavBarProps) {
  const { pathname } = useLocation();
  const mainLinks = useAllowedLinks(MAIN_LINKS, user.user_type === 'admin');
  const settingsLinks = useAllowedLinks(SETTINGS_LINKS, user.user_type === 'admin');
  const [calendar] = useAllowedLinks([CALENDAR_LINK], user.user_type === 'admin');
  return (
    <Box
      as="header"
      bg="bg.panel"
      borderBottomWidth="1px"
      position="sticky"
      top={0}
      zIndex="sticky"
    >
      <Flex as="nav" aria-label="Main" align="center" gap={1} px={{ base: 2, md: 6 }} h="14">
        <MobileDrawer user={user} onSignOut={onSignOut} />
        <RouterLink to="/dashboard">
          <Text
            fontWeight="bold"
            fontSize="lg"
            color="brand.solid"
            mr={{ base: 1, md: 6 }}
            whiteSpace="nowrap"
          >
            {PRODUCT_NAME}
          </Text>
        </RouterLink>
        <HStack gap={1} hideBelow="md">
          {mainLinks.map((item) => (
            <NavButton key={item.to} item={item} active={isActive(pathname, item.to)} />
          ))}
          {settingsLinks.length > 0 && <SettingsMenu active={isActive(pathname, '/settings')} settingsLinks={settingsLinks} />}
        </HStack>
        <Spacer />
        <NotificationsPopover />
        {calendar && (
          <IconButton
            asChild
            aria-label={calendar.label}
            variant="ghost"
            size="sm"
            colorPalette="gray"
          >
            <RouterLink to={calendar.to}>
              <LuCalendarDays />
            </RouterLink>
          </IconButton>
        )}
        <UserMenu user={user} onSignOut={onSignOut} />
      </Flex>
    </Box>
  );
}
