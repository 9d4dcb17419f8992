export {
  usePagedList,
  useDebounced,
  type PagedList,
  type PagedListOptions,
  type ListEnvelope,
  type SortState,
  type SortDirection,
} from './use-paged-list';
export { DataTable, type DataTableColumn, type DataTableProps, type DataTableSelection } from './data-table';
export { Pagination, type PaginationProps } from './pagination';
export { RowActions, type RowActionsProps } from './row-actions';
export { actionsColumn } from './actions-column';
export { DeleteIconButton, type DeleteIconButtonProps } from './delete-icon-button';
export {
  UrlFilterSelect,
  useUrlFilters,
  useRecruiterOptions,
  useStateOptions,
  searchClientOptions,
  UrlFilterSearchSelect,
  useClientCityOptions,
  type UrlFilterOption,
} from './url-filters';
