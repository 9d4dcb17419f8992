import { RouterLink, actionsColumn, DataTable, DeleteIconButton, formatDateTime, formatPhone433, type DataTableColumn, Badge, HStack, IconButton, useAction } from 'shared-ui';
import { LuLockOpen, LuPencil } from 'react-icons/lu';
import { useSession } from 'shared-auth';
import { statusLabel } from '../../../components/account-details';
import { deleteUser } from '../api/delete-user';
import { unlockUser } from '../api/unlock-user';
import { useUsers } from '../api/get-users';
import type { UserRow } from '../api/types';

/** The Users tab: paged, sortable, searchable; edit opens Edit User with the email, delete asks first. */
export function UserList() {
  const list = useUsers();
  const { user: me } = useSession();

  const { run: remove } = useAction({
    confirm: {
      title: 'Delete User',
      message: 'Are you sure you want to Delete User?',
      confirmLabel: 'Delete',
      destructive: true,
    },
    run: (user: UserRow) => deleteUser(user.encrypted_id),
    success: 'Deleted Successfully',
    invalidate: () => list.mutate(),
  });
  const { run: unlock } = useAction({
    run: (user: UserRow) => unlockUser(user.encrypted_id),
    success: (res) => res.message,
    invalidate: () => list.mutate(),
  });

  const columns: DataTableColumn<UserRow>[] = [
    { key: 'first_name', header: 'User Name', sortable: true, render: (u) => [u.first_name, u.last_name].filter(Boolean).join(' ') },
    {
      key: 'status',
      header: 'Status',
      sortable: true,
      render: (u) => (
        <HStack gap={1}>
          <Badge colorPalette={u.status === 'active' ? 'green' : 'gray'} variant="subtle">
            {statusLabel(u.status)}
          </Badge>
          {u.locked_until ? (
            <Badge colorPalette="orange" variant="subtle" title={`Sign-in locked until ${formatDateTime(u.locked_until)}`}>
              Locked
            </Badge>
          ) : null}
        </HStack>
      ),
    },
    { key: 'email', header: 'Email ID', sortable: true },
    { key: 'role_name', header: 'Role', sortable: true, render: (u) => u.role_name || 'None' },
    { key: 'mobile', header: 'Mobile No', sortable: true, render: (u) => <span style={{ whiteSpace: 'nowrap' }}>{formatPhone433(u.mobile)}</span> },
    actionsColumn((u) => (
      <>
        {u.locked_until ? (
          <IconButton aria-label={`Unlock ${u.email}`} title="Unlock" size="xs" variant="ghost" onClick={() => void unlock(u)}>
            <LuLockOpen />
          </IconButton>
        ) : null}
        <IconButton asChild aria-label={`Edit ${u.email}`} size="xs" variant="ghost">
          <RouterLink to={`/managelogins/edit?email=${encodeURIComponent(u.email)}`}>
            <LuPencil />
          </RouterLink>
        </IconButton>
        <DeleteIconButton
          aria-label={`Delete ${u.email}`}
          size="xs"
          disabled={me?.encrypted_id === u.encrypted_id}
          onClick={() => void remove(u)}
        />
      </>
    )),
  ];

  return <DataTable columns={columns} list={list} caption="Users" searchPlaceholder="Search users" />;
}
