import { useSession } from 'shared-auth';
import { formatPhone433, Box, Grid, Text } from 'shared-ui';

export const statusLabel = (status: string | null | undefined) => (status === 'inactive' ? 'InActive' : status === 'active' ? 'Active' : '');

/** The signed-in user's account, read-only, from the stored session (spec §2.7 My Account). */
export function AccountDetails() {
  const { user } = useSession();
  if (!user) return null;
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  const items: [string, string][] = [
    ['Name', name],
    ['Email', user.email],
    ['Mobile', user.mobile ? formatPhone433(user.mobile) : ''],
    ['Role', user.role_name || 'None'],
    ['Status', statusLabel(user.status)],
  ];
  return (
    <Box as="dl" maxW="xl" borderWidth="1px" rounded="md" bg="bg.panel" px={4} py={2}>
      {items.map(([label, value], i) => (
        <Grid
          key={label}
          templateColumns={{ base: '1fr', sm: '8rem 1fr' }}
          gap={{ base: 0, sm: 4 }}
          py={2}
          borderTopWidth={i === 0 ? 0 : '1px'}
        >
          <Text as="dt" color="fg.muted" fontSize="sm">
            {label}
          </Text>
          <Text as="dd" wordBreak="break-word">
            {value || '—'}
          </Text>
        </Grid>
      ))}
    </Box>
  );
}
