import type { Key, ReactNode } from 'react';
import {
  Box,
  Button,
  Center,
  Checkbox,
  Flex,
  Input,
  InputGroup,
  Spinner,
  Table,
  Text,
} from '@chakra-ui/react';
import { LuArrowDown, LuArrowUp, LuArrowUpDown, LuSearch } from 'react-icons/lu';
import { Pagination } from './pagination';
import type { PagedList } from './use-paged-list';

export interface DataTableColumn<T> {
  key: string;
  header: ReactNode;
  /** Sorts by `sortKey ?? key`. */
  sortable?: boolean;
  sortKey?: string;
  render?: (row: T, index: number) => ReactNode;
  width?: string | number;
  align?: 'start' | 'center' | 'end';
}

/** Row selection: a checkbox column, its header box selecting or clearing the page's rows. */
export interface DataTableSelection<T> {
  isSelected: (row: T) => boolean;
  onToggle: (row: T, checked: boolean) => void;
  onTogglePage: (checked: boolean) => void;
  /** The accessible name of a row's box, e.g. "Select Priya Sharma". */
  rowLabel: (row: T) => string;
}

export interface DataTableProps<T> {
  columns: DataTableColumn<T>[];
  list: PagedList<T>;
  rowKey?: (row: T, index: number) => Key;
  emptyText?: ReactNode;
  /** false hides the search box (e.g. the dashboard tables). */
  searchable?: boolean;
  searchPlaceholder?: string;
  /** Actions shown beside the search box (an Add button, an export). */
  toolbar?: ReactNode;
  /** Accessible name of the table. */
  caption?: string;
  /** Rows can be ticked (bulk actions). */
  selection?: DataTableSelection<T>;
}

function SelectBox({ checked, label, onChange }: { checked: boolean | 'indeterminate'; label: string; onChange: (checked: boolean) => void }) {
  return (
    <Checkbox.Root size="sm" checked={checked} onCheckedChange={(e) => onChange(e.checked === true)}>
      <Checkbox.HiddenInput aria-label={label} />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}

function defaultRowKey(row: unknown, index: number): Key {
  const id = (row as { encrypted_id?: unknown } | null)?.encrypted_id;
  return typeof id === 'string' || typeof id === 'number' ? id : index;
}

function cellText(value: unknown): ReactNode {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return '';
  return String(value);
}

export function DataTable<T>({
  columns,
  list,
  rowKey = defaultRowKey,
  emptyText = 'no data found',
  searchable = true,
  searchPlaceholder = 'Search',
  toolbar,
  caption,
  selection,
}: DataTableProps<T>) {
  const busy = list.isLoading || list.isValidating;
  const picked = selection ? list.rows.filter((row) => selection.isSelected(row)).length : 0;
  const pageChecked = picked === 0 ? false : picked === list.rows.length ? true : 'indeterminate';
  const firstLoad = list.isLoading && list.rows.length === 0;

  return (
    <Flex direction="column" gap={3} minW={0} w="full">
      {(searchable || toolbar) && (
        <Flex gap={2} align="center" wrap="wrap">
          {searchable && (
            <InputGroup flex="1" minW="12rem" maxW={{ md: 'sm' }} startElement={<LuSearch />}>
              <Input
                type="search"
                size="sm"
                aria-label={searchPlaceholder}
                placeholder={searchPlaceholder}
                value={list.q}
                onChange={(e) => list.setQ(e.target.value)}
              />
            </InputGroup>
          )}
          {toolbar && (
            <Flex gap={2} ms="auto" wrap="wrap">
              {toolbar}
            </Flex>
          )}
        </Flex>
      )}

      <Box position="relative" minW={0} aria-busy={busy}>
        <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg.panel" maxW="full">
          <Table.Root size="sm" interactive>
            {caption && <Table.Caption srOnly>{caption}</Table.Caption>}
            <Table.Header>
              <Table.Row bg="bg.muted">
                {selection && (
                  <Table.ColumnHeader width="2.5rem">
                    <SelectBox checked={list.rows.length > 0 && pageChecked} label="Select the rows on this page" onChange={selection.onTogglePage} />
                  </Table.ColumnHeader>
                )}
                {columns.map((column) => {
                  const sortKey = column.sortKey ?? column.key;
                  const active = column.sortable && list.sort.sortby === sortKey;
                  const ariaSort = column.sortable
                    ? active
                      ? list.sort.direction === 'asc'
                        ? 'ascending'
                        : 'descending'
                      : 'none'
                    : undefined;
                  return (
                    <Table.ColumnHeader
                      key={column.key}
                      aria-sort={ariaSort}
                      width={column.width}
                      textAlign={column.align}
                      whiteSpace="nowrap"
                    >
                      {column.sortable ? (
                        <Button
                          variant="plain"
                          size="sm"
                          px={0}
                          h="auto"
                          fontWeight="semibold"
                          onClick={() => list.toggleSort(sortKey)}
                        >
                          {column.header}
                          <Box
                            as="span"
                            display="inline-flex"
                            color={active ? 'brand.fg' : 'fg.subtle'}
                            aria-hidden
                          >
                            {!active ? (
                              <LuArrowUpDown />
                            ) : list.sort.direction === 'asc' ? (
                              <LuArrowUp />
                            ) : (
                              <LuArrowDown />
                            )}
                          </Box>
                        </Button>
                      ) : (
                        column.header
                      )}
                    </Table.ColumnHeader>
                  );
                })}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.rows.map((row, index) => (
                <Table.Row key={rowKey(row, index)} data-selected={selection?.isSelected(row) ? '' : undefined}>
                  {selection && (
                    <Table.Cell verticalAlign="top">
                      <SelectBox checked={selection.isSelected(row)} label={selection.rowLabel(row)} onChange={(c) => selection.onToggle(row, c)} />
                    </Table.Cell>
                  )}
                  {columns.map((column) => (
                    <Table.Cell key={column.key} textAlign={column.align}>
                      {column.render
                        ? column.render(row, index)
                        : cellText((row as Record<string, unknown>)[column.key])}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
              {list.rows.length === 0 && (
                <Table.Row>
                  <Table.Cell colSpan={columns.length + (selection ? 1 : 0)} textAlign="center" py={8} color="fg.muted">
                    {firstLoad ? '\u00a0' : list.error ? <ListError list={list} /> : emptyText}
                  </Table.Cell>
                </Table.Row>
              )}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        {busy && (
          <Center position="absolute" inset={0} bg="bg/60" rounded="md" zIndex={1}>
            <Spinner size="md" color="brand.solid" aria-label="Loading" />
          </Center>
        )}
      </Box>

      <Pagination
        page={list.page}
        pageSize={list.pageSize}
        total={list.total}
        capped={list.capped}
        onPageChange={list.setPage}
      />
    </Flex>
  );
}

function ListError<T>({ list }: { list: PagedList<T> }) {
  return (
    <Flex direction="column" align="center" gap={2} role="alert">
      <Text>Something went wrong please try again.</Text>
      <Button size="xs" variant="outline" onClick={() => void list.mutate()}>
        Retry
      </Button>
    </Flex>
  );
}
