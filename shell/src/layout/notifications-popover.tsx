// The navigation's notification bell (spec 000 §2.3): a count badge, and a popover listing my unread
// notifications (GET /api/notifications). Opening it marks them read (POST /api/notifications/read);
// the list stays on screen until the popover closes. Owned by the dashboard feature (mf-dashboard).
import { useState } from 'react';
import { RouterLink, relativeTime, Box, Flex, IconButton, Link, Popover, Portal, Stack, Text } from 'shared-ui';
import { LuBell, LuBriefcase, LuCalendarClock, LuArrowRightLeft } from 'react-icons/lu';
import useSWR from 'swr';
import { apiGet, apiSend, useSession } from 'shared-auth';
import type { Notification as NotificationItem, Notifications as NotificationsAnswer } from 'contract/notifications';

export type { NotificationItem, NotificationsAnswer };

export const notificationsKey = 'notifications';
const REFRESH_MS = 60_000;

const ICONS = {
  interview: LuCalendarClock,
  assignment: LuBriefcase,
  status: LuArrowRightLeft,
} as const;

function NotificationRow({ item, onOpen }: { item: NotificationItem; onOpen: () => void }) {
  const IconCmp = ICONS[item.kind] ?? LuBell;
  return (
    <Box as="li" listStyleType="none">
      <Link
        asChild
        display="flex"
        gap={3}
        px={3}
        py={2}
        rounded="md"
        color="fg"
        textDecoration="none"
        alignItems="flex-start"
        _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
      >
        <RouterLink to={item.link} onClick={onOpen}>
          <Box as="span" color="brand.solid" mt="2px" flexShrink={0} aria-hidden>
            <IconCmp size={16} />
          </Box>
          <Box as="span" minW={0}>
            <Text as="span" display="block" fontSize="sm" wordBreak="break-word">
              {item.text}
            </Text>
            <Text as="span" display="block" fontSize="xs" color="fg.muted">
              {relativeTime(item.at)}
            </Text>
          </Box>
        </RouterLink>
      </Link>
    </Box>
  );
}

export function NotificationsPopover() {
  const { token } = useSession();
  const { data, mutate } = useSWR<NotificationsAnswer>(
    token ? notificationsKey : null,
    () => apiGet<NotificationsAnswer>(notificationsKey),
    {
      refreshInterval: REFRESH_MS,
      revalidateOnFocus: true,
    },
  );
  const [open, setOpen] = useState(false);
  // What the popover shows while it is open: the unread items as they were when it opened.
  const [shown, setShown] = useState<NotificationItem[]>([]);
  const unread = data?.unread ?? 0;

  async function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) return;
    setShown(data?.data ?? []);
    if (!unread) return;
    try {
      await apiSend('POST', 'notifications/read');
      await mutate({ status: true, unread: 0, data: [] }, { revalidate: false });
    } catch {
      // the count stays; the next refresh tries again
    }
  }

  return (
    <Popover.Root
      open={open}
      onOpenChange={(e) => void onOpenChange(e.open)}
      positioning={{ placement: 'bottom-end' }}
    >
      <Popover.Trigger asChild>
        <IconButton
          aria-label="Notifications"
          aria-describedby="notifications-count"
          variant="ghost"
          size="sm"
          colorPalette="gray"
          position="relative"
        >
          <LuBell />
          {unread > 0 && (
            <Flex
              as="span"
              aria-hidden
              position="absolute"
              top="0"
              right="0"
              minW="4"
              h="4"
              px="1"
              rounded="full"
              bg="red.solid"
              color="white"
              fontSize="2xs"
              fontWeight="bold"
              align="center"
              justify="center"
              lineHeight="1"
            >
              {unread > 99 ? '99+' : unread}
            </Flex>
          )}
          <Box as="span" id="notifications-count" srOnly>
            {unread ? `${unread} unread` : 'none unread'}
          </Box>
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w={{ base: 'calc(100vw - 1rem)', sm: 'sm' }} maxW="sm">
            <Popover.Arrow />
            <Popover.Header fontWeight="semibold" pb={1}>
              Notifications
            </Popover.Header>
            <Popover.Body pt={1} px={1} maxH="min(60vh, 28rem)" overflowY="auto">
              {shown.length === 0 ? (
                <Text fontSize="sm" px={3} py={2}>
                  No new notifications
                </Text>
              ) : (
                <Stack as="ul" gap={0} m={0} p={0} aria-label="Notifications">
                  {shown.map((item, i) => (
                    <NotificationRow
                      key={`${item.kind}-${item.at}-${i}`}
                      item={item}
                      onOpen={() => setOpen(false)}
                    />
                  ))}
                </Stack>
              )}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
