import { actionsColumn, breakable, DataTable, formatDateTime, PageHeader, relativeTime, type DataTableColumn, Badge, Button, HStack, Stack, Text, useAction } from 'shared-ui';
import { AdminPage } from '../../../components/admin-page';
import { useActiveSessions, type ActiveSession } from '../api/get-active-sessions';
import { revokeSession } from '../api/revoke-session';
import { revokeUserSessions } from '../api/revoke-user-sessions';
import { LastBackupLine } from '../../../components/last-backup-line';

/** /admin/activeusers: who is signed in, from where; revoke one session or all of a user's. */
export function ActiveSessionsPage() {
  const list = useActiveSessions();

  const { run: revokeOne } = useAction({
    confirm: (s: ActiveSession) => ({
      title: 'Revoke session',
      message: `${s.username || s.email} will be signed out of the session started ${formatDateTime(s.signed_in_at)} from ${s.ip || 'an unknown address'}.`,
      confirmLabel: 'Revoke',
      destructive: true,
    }),
    run: (s: ActiveSession) => revokeSession(s.encrypted_id),
    success: 'Session revoked.',
    invalidate: () => list.mutate(),
  });
  const { run: revokeAll } = useAction({
    confirm: (s: ActiveSession) => ({
      title: 'Revoke all sessions',
      message: s.is_current
        ? 'Every other session of your account will be signed out. This session stays open.'
        : `${s.username || s.email} will be signed out everywhere.`,
      confirmLabel: 'Revoke all',
      destructive: true,
    }),
    run: (s: ActiveSession) => revokeUserSessions(s.user_id),
    success: (answer) => answer.message || 'Sessions revoked.',
    invalidate: () => list.mutate(),
  });

  const columns: DataTableColumn<ActiveSession>[] = [
    {
      key: 'username',
      header: 'User',
      sortable: true,
      render: (s) => (
        <Stack gap={0} minW="10rem">
          <HStack gap={2} wrap="wrap">
            <Text fontWeight="medium">{s.username || s.email}</Text>
            {s.is_current && (
              <Badge colorPalette="green" variant="subtle" size="sm">
                This session
              </Badge>
            )}
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            {breakable(s.email)}
          </Text>
          {s.impersonator && (
            <Text fontSize="xs" color="orange.fg">
              Worked by {s.impersonator}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'role_name', header: 'Role', sortable: true, render: (s) => s.role_name || 'None' },
    { key: 'signed_in_at', header: 'Signed in at', sortable: true, render: (s) => <Text whiteSpace="nowrap">{formatDateTime(s.signed_in_at)}</Text> },
    {
      key: 'last_seen_at',
      header: 'Last seen',
      sortable: true,
      render: (s) => (
        <Text whiteSpace="nowrap" title={formatDateTime(s.last_seen_at)}>
          {relativeTime(s.last_seen_at)}
        </Text>
      ),
    },
    {
      key: 'ip',
      header: 'Address',
      sortable: true,
      render: (s) => (
        <Text whiteSpace="nowrap" title={s.user_agent}>
          {s.ip}
        </Text>
      ),
    },
    actionsColumn((s) => (
      <>
        <Button size="xs" variant="outline" colorPalette="red" disabled={s.is_current} onClick={() => void revokeOne(s)} aria-label={`Revoke the session of ${s.email}`}>
          Revoke
        </Button>
        <Button size="xs" variant="ghost" colorPalette="red" onClick={() => void revokeAll(s)} aria-label={`Revoke all sessions of ${s.email}`}>
          Revoke all
        </Button>
      </>
    )),
  ];

  return (
    <AdminPage>
      <PageHeader title="Active Sessions" subtitle="Sessions signed in now (idle ones end by themselves)." />
      <LastBackupLine />
      <DataTable columns={columns} list={list} caption="Active sessions" searchPlaceholder="Search sessions" />
    </AdminPage>
  );
}
