import { RouterLink, DataTable, FilterSheet, RowActions, UrlFilterSelect, useClientCityOptions, useRecruiterOptions, useStateOptions, useUrlFilters, type DataTableColumn, Box, HStack, Link, Text, useAction, deleteQuestion, keys, useInvalidate } from 'shared-ui';
import { usePermission } from 'shared-auth';
import { deleteClient } from '../api/delete-client';
import { CLIENT_FILTERS, useClients } from '../api/get-clients';
import type { ClientRow } from '../api/types';
import { ClientLogo } from './client-logo';

/** The List tab: server-paged (7 a page), searchable, sortable; view always, edit and delete by permission. */
export function ClientList() {
  const params = useUrlFilters(CLIENT_FILTERS);
  const list = useClients(params);
  const permission = usePermission('Clients');
  const recruiters = useRecruiterOptions();
  const states = useStateOptions();
  const cities = useClientCityOptions();
  const invalidate = useInvalidate();

  const { run: remove } = useAction({
    confirm: deleteQuestion('Delete client', 'Are you sure you want to delete client ?'),
    run: (row: ClientRow) => deleteClient(row.encrypted_id),
    success: 'Client deleted Successfully',
    invalidate: () => invalidate(...keys.clients.stale()),
  });

  const columns: DataTableColumn<ClientRow>[] = [
    {
      key: 'client',
      header: 'Client',
      sortable: true,
      sortKey: 'client_short_name',
      render: (row) => (
        <HStack gap={3} minW={0}>
          <ClientLogo url={row.clientlogo_file_url} name={row.client_short_name} />
          <Box minW={0}>
            <Link asChild fontWeight="semibold" color="fg" lineClamp={1}>
              <RouterLink to={`/clients/${row.encrypted_id}`}>{row.client_short_name}</RouterLink>
            </Link>
            <Text fontSize="sm" color="fg.muted" lineClamp={1}>
              {row.client_legal_name}
            </Text>
          </Box>
        </HStack>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      width: '9rem',
      render: (row) => (
        <RowActions
          name={row.client_short_name}
          to={`/clients/${row.encrypted_id}`}
          canEdit={permission.m_edit}
          onDelete={permission.m_delete ? () => void remove(row) : undefined}
        />
      ),
    },
  ];

  const filters = (
    <FilterSheet active={Object.keys(params).length}>
      <UrlFilterSelect
        param="status"
        label="Status"
        placeholder="Any status"
        options={[
          { label: 'Active', value: 'active' },
          { label: 'InActive', value: 'inactive' },
        ]}
      />
      <UrlFilterSelect param="recruiter" label="Recruiter" placeholder="Any recruiter" options={recruiters} />
      <UrlFilterSelect param="state" label="State" placeholder="Any state" options={states} />
      <UrlFilterSelect param="city" label="City" placeholder="Any city" options={cities} />
    </FilterSheet>
  );
  return (
    <DataTable columns={columns} list={list} caption="Clients" searchPlaceholder="Search clients" emptyText="no data found" toolbar={filters} />
  );
}
