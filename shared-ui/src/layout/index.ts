export { PageHeader, type PageHeaderProps } from './page-header';
export {
  RouteTabs,
  QueryTabs,
  useQueryTab,
  revealInBar,
  type RouteTab,
  type RouteTabsProps,
  type QueryTab,
  type QueryTabsProps,
} from './route-tabs';
export { EmptyState, ListState, LoadingBlock, ErrorPanel, NotFound } from './states';
export { lazyScreen } from './lazy-screen';
export {
  ModuleFrame,
  recordModuleFrame,
  recordRoutes,
  type ModuleFrameProps,
  type RecordFrameProps,
  type RecordModuleOptions,
  type RecordRoutesOptions,
} from './record-module';
export { useMediaQuery, usePhone, PHONE_QUERY } from './use-media-query';
export { ScrollStrip, useOverflowEdges } from './scroll-strip';
export { breakable } from './breakable';
export {
  BottomSheet,
  FilterSheet,
  type BottomSheetProps,
  type FilterSheetProps,
} from './filter-sheet';
export { Fact } from './fact';
