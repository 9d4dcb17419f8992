import { useEffect, useRef } from 'react';
import { useSearchParams, ErrorPanel, LoadingBlock, PageHeader, Box, Button, Grid, Heading, Table, Text } from 'shared-ui';
import { useSWRConfig } from 'swr';
import { AdminPage } from '../../../components/admin-page';
import { rolesKey, useRoles } from '../api/get-roles';
import { useRoleModules } from '../api/get-role-modules';
import { CreateRoleForm } from './create-role-form';
import { PermissionMatrix } from './permission-matrix';

/** /manageroles (?role_id= keeps the chosen role in the address). */
export function ManageRolesPage() {
  const roles = useRoles();
  const modules = useRoleModules();
  const { mutate } = useSWRConfig();
  const [params, setParams] = useSearchParams();
  const chosenId = Number(params.get('role_id')) || null;
  const list = roles.data?.data ?? [];
  const chosen = list.find((r) => r.role_id === chosenId) ?? null;
  const matrixRef = useRef<HTMLDivElement>(null);
  const scrollToMatrix = useRef(false);
  const choose = (roleId: number) => {
    scrollToMatrix.current = true;
    setParams({ role_id: String(roleId) }, { preventScrollReset: true });
  };
  // On a phone the matrix sits under the list: bring it into view when a role is chosen.
  useEffect(() => {
    if (!scrollToMatrix.current || !chosen) return;
    scrollToMatrix.current = false;
    matrixRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
  }, [chosen]);

  return (
    <AdminPage>
      <PageHeader title="Manage Roles" />
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(18rem, 1fr) 2fr' }} gap={6} alignItems="start">
        <Box minW={0}>
          <Heading as="h2" size="md" mb={3}>
            Roles
          </Heading>
          <Box mb={4}>
            <CreateRoleForm
              roles={list}
              onCreated={(role) => {
                void mutate(rolesKey);
                choose(role.role_id);
              }}
            />
          </Box>
          {roles.isLoading ? (
            <LoadingBlock />
          ) : roles.error ? (
            <ErrorPanel onRetry={() => void roles.mutate()} />
          ) : (
            <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg.panel" maxW="full">
              <Table.Root size="sm">
                <Table.Caption srOnly>Roles</Table.Caption>
                <Table.Header>
                  <Table.Row bg="bg.muted">
                    <Table.ColumnHeader>Role</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Action</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {list.map((role) => (
                    <Table.Row key={role.role_id} bg={role.role_id === chosenId ? 'brand.subtle' : undefined}>
                      <Table.Cell>{role.role_name}</Table.Cell>
                      <Table.Cell textAlign="end">
                        <Button
                          size="xs"
                          variant={role.role_id === chosenId ? 'solid' : 'outline'}
                          colorPalette="brand"
                          aria-label={`get permission: ${role.role_name}`}
                          onClick={() => choose(role.role_id)}
                        >
                          get permission
                        </Button>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                  {list.length === 0 && (
                    <Table.Row>
                      <Table.Cell colSpan={2} textAlign="center" color="fg.muted">
                        no data found
                      </Table.Cell>
                    </Table.Row>
                  )}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
        </Box>
        <Box minW={0} ref={matrixRef} scrollMarginTop="4.5rem">
          {!chosen ? (
            <Text color="fg.muted" py={4}>
              Choose a role and press get permission to see its module permissions.
            </Text>
          ) : modules.error ? (
            <ErrorPanel onRetry={() => void modules.mutate()} />
          ) : !modules.data ? (
            <LoadingBlock />
          ) : (
            <PermissionMatrix key={chosen.role_id} role={chosen} modules={modules.data.data} />
          )}
        </Box>
      </Grid>
    </AdminPage>
  );
}
