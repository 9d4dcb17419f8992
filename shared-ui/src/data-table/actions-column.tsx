import type { ReactNode } from 'react';
import { HStack } from '@chakra-ui/react';
import type { DataTableColumn } from './data-table';

/** A table's Actions column: the row's buttons side by side at the end of the row (a card's buttons on a phone). */
export function actionsColumn<T>(buttons: (row: T) => ReactNode): DataTableColumn<T> {
  return {
    key: 'actions',
    header: 'Actions',
    align: 'end',
    render: (row) => (
      <HStack gap={1} justify="flex-end">
        {buttons(row)}
      </HStack>
    ),
  };
}
