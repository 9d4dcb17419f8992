import type { ComponentType, ReactNode } from 'react';
import { Route, useParams } from 'react-router-dom';
import { Box } from '@chakra-ui/react';
import { usePermission, type ModuleName } from 'shared-auth';
import { PageHeader } from './page-header';
import { RouteTabs, type RouteTab } from './route-tabs';
import { NotFound } from './states';

export interface ModuleFrameProps {
  /** The page's heading ("Candidates"); the tab bar is labelled "<title> sections". */
  title: string;
  /** The module's tabs, each an address. */
  tabs: RouteTab[];
  children: ReactNode;
}

/** A record module's page (candidates, clients, job orders): its header, its tabs and the screen below them. */
export function ModuleFrame({ title, tabs, children }: ModuleFrameProps) {
  return (
    <Box px={{ base: 3, md: 8 }} py={{ base: 4, md: 6 }} minW={0}>
      <PageHeader title={title} />
      <RouteTabs tabs={tabs} label={`${title} sections`} />
      {children}
    </Box>
  );
}

/** A record module's frame: the record whose edit form is open (`editId`), the open record (`viewId`), the screen. */
export interface RecordFrameProps {
  editId?: string;
  viewId?: string;
  children: ReactNode;
}

export interface RecordModuleOptions {
  /** The page's heading, also the module whose add permission shows Add ("Candidates", "Job Orders"). */
  title: ModuleName;
  /** The module's address ("/clients"): Add is `${base}/add`, a record `${base}/:id`, its form `${base}/:id/edit`. */
  base: string;
  /** The tabs before Add (the list; Job Orders' Actionable). */
  lists: RouteTab[];
  /** The open record's tab ("Profile", "Client"). */
  recordLabel: string;
  /** The record's tab shows on its edit form too. */
  recordWhileEditing?: boolean;
}

/**
 * A record module's frame: its header and the tabs `lists`, Add (with add permission), Edit (while a record is edited)
 * and the record's own (while one is open). Each tab is an address.
 */
export function recordModuleFrame({
  title,
  base,
  lists,
  recordLabel,
  recordWhileEditing = false,
}: RecordModuleOptions) {
  return function RecordModuleFrame({ editId, viewId, children }: RecordFrameProps) {
    const canAdd = usePermission(title).m_add;
    const openId = viewId ?? (recordWhileEditing ? editId : undefined);
    const tabs: RouteTab[] = [
      ...lists,
      { label: 'Add', to: `${base}/add`, hidden: !canAdd },
      { label: 'Edit', to: `${base}/${editId ?? ''}/edit`, hidden: !editId },
      { label: recordLabel, to: `${base}/${openId ?? ''}`, hidden: !openId },
    ];
    return (
      <ModuleFrame title={title} tabs={tabs}>
        {children}
      </ModuleFrame>
    );
  };
}

const RECORD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface RecordRoutesOptions {
  /** The module's address ("/clients"). */
  base: string;
  /** The module's frame; it is told the record's id as `viewId`, or as `editId` on the edit form's address. */
  frame: ComponentType<RecordFrameProps>;
  /** The Add form, at `${base}/add`. */
  add: ComponentType;
  /** A record's page, at `${base}/:id`. */
  view: ComponentType<{ id: string }>;
  /** A record's edit form, at `${base}/:id/edit`. */
  edit: ComponentType<{ id: string }>;
}

/** The routes of a record module's Add form, record page and edit form, each in the module's frame. */
export function recordRoutes({ base, frame: Frame, add: Add, view, edit }: RecordRoutesOptions) {
  return [
    <Route
      key="add"
      path={`${base}/add`}
      element={
        <Frame>
          <Add />
        </Frame>
      }
    />,
    <Route
      key="view"
      path={`${base}/:id`}
      element={<RecordScreen frame={Frame} screen={view} />}
    />,
    <Route
      key="edit"
      path={`${base}/:id/edit`}
      element={<RecordScreen frame={Frame} screen={edit} editing />}
    />,
  ];
}

/** The record at `:id` in its frame: the Not Found page for an id that is no record id. */
function RecordScreen({
  frame: Frame,
  screen: Screen,
  editing = false,
}: {
  frame: ComponentType<RecordFrameProps>;
  screen: ComponentType<{ id: string }>;
  editing?: boolean;
}) {
  const { id = '' } = useParams();
  if (!RECORD_ID.test(id)) return <NotFound />;
  return (
    <Frame {...(editing ? { editId: id } : { viewId: id })}>
      <Screen key={id} id={id} />
    </Frame>
  );
}
