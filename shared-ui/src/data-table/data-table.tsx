import { useEffect, useId, useRef, useState, type Key, type ReactNode, type RefObject } from 'react';
import {
  Box,
  Button,
  Center,
  Checkbox,
  Flex,
  Grid,
  Input,
  InputGroup,
  Spinner,
  Table,
  Text,
} from '@chakra-ui/react';
import { LuArrowDown, LuArrowUp, LuArrowUpDown, LuSearch } from 'react-icons/lu';
import { UNAUTHORIZED_MESSAGE } from 'shared-auth';
import { breakable } from '../layout/breakable';
import { ScrollStrip } from '../layout/scroll-strip';
import { usePhone } from '../layout/use-media-query';
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
  /**
   * Its place in the row's card on a phone (below `md`): 'identity' (the card's title), 'fact' (a labelled key fact;
   * two or three per table), 'actions' (the card's buttons), 'lead' (before the title, e.g. a selection box),
   * 'hidden' (left out of the card). When no column of a table says, the first column is the identity, a column keyed
   * 'actions' the actions, the next three columns the facts and the rest hidden.
   */
  card?: DataTableCardRole;
  /** false: a card shows the fact without the header beside it (a cell that labels its own lines). */
  cardLabel?: false;
}

export type DataTableCardRole = 'identity' | 'fact' | 'actions' | 'lead' | 'hidden';

/** Row selection: a checkbox column (a card's lead on a phone), its header box selecting or clearing the page's rows. */
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
  /** A line under the search box (what the search accepts); the box names it as its description. */
  searchHelp?: ReactNode;
  /** Actions shown beside the search box (an Add button, an export). */
  toolbar?: ReactNode;
  /** Accessible name of the table. */
  caption?: string;
  /**
   * Rows become cards when the table's own width is below this many pixels (a wide table in a narrow column of a
   * laptop's page); below the phone breakpoint they always do.
   */
  cardsBelow?: number;
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

/** The selection's checkbox column, first in the table and the card's lead on a phone. */
function selectionColumn<T>(selection: DataTableSelection<T>, rows: T[]): DataTableColumn<T> {
  const picked = rows.filter((row) => selection.isSelected(row)).length;
  const page = picked === 0 ? false : picked === rows.length ? true : 'indeterminate';
  return {
    key: '__select',
    header: <SelectBox checked={rows.length > 0 && page} label="Select the rows on this page" onChange={selection.onTogglePage} />,
    width: '2.5rem',
    card: 'lead',
    render: (row) => <SelectBox checked={selection.isSelected(row)} label={selection.rowLabel(row)} onChange={(c) => selection.onToggle(row, c)} />,
  };
}

function defaultRowKey(row: unknown, index: number): Key {
  const id = (row as { encrypted_id?: unknown } | null)?.encrypted_id;
  return typeof id === 'string' || typeof id === 'number' ? id : index;
}

function cellText(value: unknown): ReactNode {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return '';
  return breakable(String(value));
}

export function DataTable<T>({
  columns: ownColumns,
  list,
  rowKey = defaultRowKey,
  emptyText = 'no data found',
  searchable = true,
  searchPlaceholder = 'Search',
  searchHelp,
  toolbar,
  caption,
  cardsBelow,
  selection,
}: DataTableProps<T>) {
  const columns = selection ? [selectionColumn(selection, list.rows), ...ownColumns] : ownColumns;
  const busy = list.isLoading || list.isValidating;
  const firstLoad = list.isLoading && list.rows.length === 0;
  const phone = usePhone();
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box, cardsBelow !== undefined);
  const cards = phone || (cardsBelow !== undefined && width !== null && width < cardsBelow);
  const helpId = useId();
  const emptyCell = firstLoad ? '\u00a0' : list.error ? <ListError list={list} /> : emptyText;

  return (
    <Flex ref={box} direction="column" gap={3} minW={0} w="full">
      {(searchable || toolbar) && (
        <Flex gap={2} align="center" wrap="wrap">
          {searchable && (
            <InputGroup flex="1" minW="12rem" maxW={{ md: 'sm' }} startElement={<LuSearch />}>
              <Input
                type="search"
                size="sm"
                aria-label={searchPlaceholder}
                aria-describedby={searchHelp ? helpId : undefined}
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
          {searchable && searchHelp && (
            <Text id={helpId} fontSize="xs" color="fg.muted" flexBasis="100%" mt={-1}>
              {searchHelp}
            </Text>
          )}
        </Flex>
      )}

      <Box position="relative" minW={0} aria-busy={busy}>
        {cards ? (
          <CardList
            columns={columns}
            list={list}
            rowKey={rowKey}
            caption={caption}
            empty={emptyCell}
          />
        ) : (
          <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg.panel" maxW="full">
            <Table.Root size="sm" interactive>
              {caption && <Table.Caption srOnly>{caption}</Table.Caption>}
              <Table.Header>
                <Table.Row bg="bg.muted">
                  {columns.map((column) => (
                    <Table.ColumnHeader
                      key={column.key}
                      aria-sort={ariaSort(list, column)}
                      width={column.width}
                      textAlign={column.align}
                      // a header wraps between its words before the table has to scroll sideways
                      verticalAlign="bottom"
                    >
                      {column.sortable ? <SortButton list={list} column={column} /> : column.header}
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.rows.map((row, index) => (
                  <Table.Row key={rowKey(row, index)} data-selected={selection?.isSelected(row) ? '' : undefined}>
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
                    <Table.Cell colSpan={columns.length} textAlign="center" py={8} color="fg.muted">
                      {emptyCell}
                    </Table.Cell>
                  </Table.Row>
                )}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
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
  // a refusal is the suite's one 'not allowed' message, with nothing to retry
  const status = (list.error as { response?: { status?: unknown } } | null)?.response?.status;
  if (status === 403) return <Text role="alert">{UNAUTHORIZED_MESSAGE}</Text>;
  return (
    <Flex direction="column" align="center" gap={2} role="alert">
      <Text>Something went wrong please try again.</Text>
      <Button size="xs" variant="outline" onClick={() => void list.mutate()}>
        Retry
      </Button>
    </Flex>
  );
}

function cardRoles<T>(columns: DataTableColumn<T>[]): DataTableCardRole[] {
  // a lead (the selection box) does not count as a table saying where its columns go
  if (columns.some((c) => c.card && c.card !== 'lead')) return columns.map((c) => c.card ?? 'hidden');
  let facts = 0;
  let identity = false;
  return columns.map((c) => {
    if (c.card === 'lead') return 'lead';
    if (!identity) {
      identity = true;
      return 'identity';
    }
    if (c.key === 'actions') return 'actions';
    facts += 1;
    return facts <= 3 ? 'fact' : 'hidden';
  });
}

/**
 * The table on a phone: one card per row (its identity, its key facts labelled, its actions), still a table to
 * assistive technology (rows of cells under column headers that only they see). Sorting moves to a 'Sort by' select.
 */
function CardList<T>({
  columns,
  list,
  rowKey,
  caption,
  empty,
}: {
  columns: DataTableColumn<T>[];
  list: PagedList<T>;
  rowKey: (row: T, index: number) => Key;
  caption?: string;
  empty: ReactNode;
}) {
  const roles = cardRoles(columns);
  const order: DataTableCardRole[] = ['lead', 'identity', 'fact', 'actions'];
  const shown = order.flatMap((role) =>
    columns.filter((_, i) => roles[i] === role).map((column) => ({ column, role })),
  );
  const sortable = columns.filter((c) => c.sortable);
  const lead = roles.includes('lead');
  // the card's columns, then the sortable ones a card leaves out (still a way to order the list)
  const headers = [
    ...shown.map((s) => s.column),
    ...columns.filter((c, i) => c.sortable && !order.includes(roles[i])),
  ];
  const cell = (column: DataTableColumn<T>, row: T, index: number) =>
    column.render
      ? column.render(row, index)
      : cellText((row as Record<string, unknown>)[column.key]);

  return (
    <Flex direction="column" gap={2}>
      <Box role="table" aria-label={caption}>
        <Box role="rowgroup">
          {/* one line of sort chips, scrolling sideways with a cue when they do not fit */}
          <ScrollStrip role="row" align="center" gap={1} mb={2} fade="bg.panel">
            {sortable.length > 0 && (
              <Text as="span" aria-hidden fontSize="xs" color="fg.muted" me={1} flexShrink={0}>
                Sort by
              </Text>
            )}
            {headers.map((column) =>
              column.sortable ? (
                <Box
                  role="columnheader"
                  key={column.key}
                  aria-sort={ariaSort(list, column)}
                  flexShrink={0}
                >
                  <SortButton list={list} column={column} chip />
                </Box>
              ) : (
                <Box role="columnheader" key={column.key} srOnly>
                  {column.header}
                </Box>
              ),
            )}
          </ScrollStrip>
        </Box>
        <Flex role="rowgroup" direction="column" gap={2}>
          {list.rows.map((row, index) => (
            <Grid
              role="row"
              key={rowKey(row, index)}
              templateColumns={lead ? 'auto 1fr auto' : '1fr auto'}
              columnGap={2}
              rowGap={1}
              alignItems="center"
              borderWidth="1px"
              rounded="md"
              bg="bg.panel"
              px={3}
              py={2}
              minW={0}
            >
              {shown
                .filter(({ role }) => role !== 'fact')
                .map(({ column, role }) => (
                  <Box
                    role="cell"
                    key={column.key}
                    minW={0}
                    overflowWrap="anywhere"
                    gridRow="1"
                    gridColumn={
                      role === 'lead'
                        ? '1'
                        : role === 'identity'
                          ? lead
                            ? '2'
                            : '1'
                          : lead
                            ? '3'
                            : '2'
                    }
                    fontWeight={role === 'identity' && !column.render ? 'semibold' : undefined}
                  >
                    {cell(column, row, index)}
                  </Box>
                ))}
              {/* the facts, one under the other; side by side where the card is wide (a laptop's narrow column) */}
              <Grid
                gridColumn="1 / -1"
                templateColumns="repeat(auto-fill, minmax(min(100%, 18rem), 1fr))"
                columnGap={4}
                rowGap={1}
              >
                {shown
                  .filter(({ role }) => role === 'fact')
                  // a fact with nothing to say is left off the card (its header alone is noise)
                  .filter(({ column }) => !isBlank(cell(column, row, index)))
                  .map(({ column }) => (
                    <Box
                      role="cell"
                      key={column.key}
                      minW={0}
                      overflowWrap="anywhere"
                      fontSize="sm"
                    >
                      {column.cardLabel !== false ? (
                        <Flex gap={2} align="baseline" minW={0}>
                          <Text
                            as="span"
                            aria-hidden
                            color="fg.muted"
                            fontSize="xs"
                            flexShrink={0}
                            minW="6.5rem"
                          >
                            {column.header}
                          </Text>
                          <Box minW={0}>{cell(column, row, index)}</Box>
                        </Flex>
                      ) : (
                        cell(column, row, index)
                      )}
                    </Box>
                  ))}
              </Grid>
            </Grid>
          ))}
          {list.rows.length === 0 && (
            <Box
              role="row"
              borderWidth="1px"
              rounded="md"
              bg="bg.panel"
              py={8}
              textAlign="center"
              color="fg.muted"
            >
              <Box role="cell">{empty}</Box>
            </Box>
          )}
        </Flex>
      </Box>
    </Flex>
  );
}

function ariaSort<T>(list: PagedList<T>, column: DataTableColumn<T>) {
  if (!column.sortable) return undefined;
  if (list.sort.sortby !== (column.sortKey ?? column.key)) return 'none';
  return list.sort.direction === 'asc' ? 'ascending' : 'descending';
}

function SortButton<T>({
  list,
  column,
  chip = false,
}: {
  list: PagedList<T>;
  column: DataTableColumn<T>;
  chip?: boolean;
}) {
  const sortKey = column.sortKey ?? column.key;
  const active = list.sort.sortby === sortKey;
  return (
    <Button
      variant={chip ? (active ? 'subtle' : 'outline') : 'plain'}
      size={chip ? 'xs' : 'sm'}
      px={chip ? 2 : 0}
      h={chip ? undefined : 'auto'}
      whiteSpace={chip ? 'nowrap' : 'normal'}
      textAlign="start"
      justifyContent="flex-start"
      fontWeight="semibold"
      onClick={() => list.toggleSort(sortKey)}
    >
      {column.header}
      <Box
        as="span"
        display="inline-flex"
        flexShrink={0}
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
  );
}

/** An element's width, followed as it changes (null until measured, or when not wanted). */
function useWidth(ref: RefObject<HTMLElement | null>, wanted: boolean): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!wanted || !el || typeof ResizeObserver === 'undefined') return;
    const measure = () => setWidth(el.clientWidth || null);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, wanted]);
  return width;
}

function isBlank(node: ReactNode): boolean {
  return node === null || node === undefined || node === false || node === '';
}
