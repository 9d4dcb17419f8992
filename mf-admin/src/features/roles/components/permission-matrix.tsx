import { useMemo } from 'react';
import { Form, Formik } from 'formik';
import { CheckboxField, ErrorPanel, LoadingBlock, showSuccess, toastApiError, Box, Button, Flex, Heading, Table, Text } from 'shared-ui';
import { useRolePermissions } from '../api/get-role-permissions';
import { saveRolePermissions } from '../api/save-role-permissions';
import { isAdminRole, type Flag, type PermissionRow, type Role, type RoleModule } from '../api/types';

export const ADMIN_ROLE_NOTE = 'The admin role always has every permission.';
const ACTIONS = [
  { key: 'm_add', label: 'Add' },
  { key: 'm_edit', label: 'Edit' },
  { key: 'm_delete', label: 'Delete' },
  { key: 'm_view', label: 'View' },
] as const;

const flag = (v: unknown): Flag => (v === 1 || v === '1' || v === true ? 1 : 0);

/** Every module, with the saved flags of the role; a module with no saved row shows 0 everywhere (spec §2.6). */
export function matrixRows(role: Role, modules: RoleModule[], saved: PermissionRow[]): PermissionRow[] {
  const all = isAdminRole(role);
  return modules.map((m) => {
    const row = saved.find((p) => Number(p.module_id) === Number(m.module_id));
    const pick = (k: (typeof ACTIONS)[number]['key']): Flag => (all ? 1 : flag(row?.[k]));
    return {
      role_id: role.role_id,
      module_id: m.module_id,
      module_name: m.module_name,
      m_add: pick('m_add'),
      m_edit: pick('m_edit'),
      m_delete: pick('m_delete'),
      m_view: pick('m_view'),
    };
  });
}

/** The module × add, edit, delete, view matrix of one role; Save sends every row. */
export function PermissionMatrix({ role, modules }: { role: Role; modules: RoleModule[] }) {
  const { data, error, isLoading, mutate } = useRolePermissions(role.role_id);
  const locked = isAdminRole(role);
  const rows = useMemo(() => matrixRows(role, modules, data?.data ?? []), [role, modules, data]);

  if (isLoading && !data) return <LoadingBlock />;
  if (error && !data) return <ErrorPanel onRetry={() => void mutate()} />;

  return (
    <Box>
      <Heading as="h2" size="md" mb={3}>
        Permissions: {role.role_name}
      </Heading>
      {locked && (
        <Text color="fg.muted" fontSize="sm" mb={3}>
          {ADMIN_ROLE_NOTE}
        </Text>
      )}
      <Formik
        initialValues={{ rows }}
        enableReinitialize
        onSubmit={async (values) => {
          try {
            await saveRolePermissions(values.rows);
            await mutate();
            await showSuccess({ title: 'Updated Successfully', message: `The permissions of ${role.role_name} are saved.` });
          } catch (e) {
            await toastApiError(e);
          }
        }}
      >
        {({ isSubmitting, values }) => (
          <Form noValidate>
            <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg.panel" maxW="full">
              <Table.Root size="sm">
                <Table.Caption srOnly>Permissions of {role.role_name}</Table.Caption>
                <Table.Header>
                  <Table.Row bg="bg.muted">
                    <Table.ColumnHeader>Module</Table.ColumnHeader>
                    {ACTIONS.map((a) => (
                      <Table.ColumnHeader key={a.key} textAlign="center">
                        {a.label}
                      </Table.ColumnHeader>
                    ))}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {values.rows.map((row, index) => (
                    <Table.Row key={row.module_id}>
                      <Table.Cell whiteSpace="nowrap">{row.module_name}</Table.Cell>
                      {ACTIONS.map((a) => (
                        <Table.Cell key={a.key} textAlign="center">
                          <Flex justify="center">
                            <CheckboxField<Flag>
                              name={`rows.${index}.${a.key}`}
                              values={[1, 0]}
                              disabled={locked}
                              label={<Box srOnly>{`${row.module_name} ${a.label}`}</Box>}
                            />
                          </Flex>
                        </Table.Cell>
                      ))}
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
            <Flex mt={4} justify="flex-end">
              <Button type="submit" colorPalette="brand" loading={isSubmitting} disabled={locked}>
                Save
              </Button>
            </Flex>
          </Form>
        )}
      </Formik>
    </Box>
  );
}
