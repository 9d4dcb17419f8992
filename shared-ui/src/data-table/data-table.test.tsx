import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiGet } from 'shared-auth';
import { renderUi } from '../test-utils';
import { DataTable, type DataTableColumn } from './data-table';
import { usePagedList } from './use-paged-list';

// Chakra components re-render a lot under jsdom; leave room on a busy machine.
jest.setTimeout(20_000);

jest.mock('shared-auth', () => ({ ...jest.requireActual('shared-auth'), apiGet: jest.fn() }));
const apiGetMock = apiGet as jest.MockedFunction<typeof apiGet>;

interface Skill {
  encrypted_id: string;
  name: string;
  created_at: string;
}

const all: Skill[] = Array.from({ length: 23 }, (_, i) => ({
  encrypted_id: `s${i}`,
  name: `Skill ${String(i).padStart(2, '0')}`,
  created_at: `2024-01-${String(i + 1).padStart(2, '0')}`,
}));

// A small fake of the server's list query.
function serve(path: string, params: Record<string, unknown> = {}) {
  const q = String(params.q ?? '').toLowerCase();
  const matching = all.filter((s) => s.name.toLowerCase().includes(q));
  const dir = params.direction === 'desc' ? -1 : 1;
  const key = params.sortby as keyof Skill;
  const sorted = [...matching].sort((a, b) => (a[key] < b[key] ? -dir : a[key] > b[key] ? dir : 0));
  const page = Number(params.page);
  const limit = Number(params.limit);
  return Promise.resolve({
    status: true,
    data: path === 'empty' ? [] : sorted.slice(page * limit, page * limit + limit),
    all_data_cnt: path === 'empty' ? 0 : all.length,
    filter_data_cnt: path === 'empty' ? 0 : matching.length,
  });
}

const columns: DataTableColumn<Skill>[] = [
  { key: 'name', header: 'Skill', sortable: true },
  { key: 'created_at', header: 'Created', sortable: true },
  { key: 'actions', header: 'Actions', render: (row) => <button>Edit {row.name}</button> },
];

function SkillsTable({ path = 'skills' }: { path?: string }) {
  const list = usePagedList<Skill>({
    path,
    pageSize: 7,
    defaultSort: { sortby: 'created_at', direction: 'desc' },
  });
  return (
    <DataTable columns={columns} list={list} searchPlaceholder="Search skills" caption="Skills" />
  );
}

function lastParams() {
  return apiGetMock.mock.calls[apiGetMock.mock.calls.length - 1][1] as Record<string, unknown>;
}

function bodyRows() {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body).getAllByRole('row');
}

describe('DataTable with usePagedList', () => {
  beforeEach(() => {
    apiGetMock.mockReset();
    apiGetMock.mockImplementation(((path: string, params?: Record<string, unknown>) =>
      serve(path, params)) as unknown as typeof apiGet);
  });

  it('renders the first page with the default sort and the counts', async () => {
    await renderUi(<SkillsTable />);
    expect(await screen.findByText('Skill 22')).toBeInTheDocument();
    expect(apiGetMock).toHaveBeenCalledWith('skills', {
      sortby: 'created_at',
      direction: 'desc',
      page: 0,
      limit: 7,
      q: undefined,
    });
    expect(bodyRows()).toHaveLength(7);
    expect(screen.getByText('Showing 1–7 of 23')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Skill 22' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Created' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByRole('columnheader', { name: 'Skill' })).toHaveAttribute(
      'aria-sort',
      'none',
    );
    expect(screen.getByRole('columnheader', { name: 'Actions' })).not.toHaveAttribute('aria-sort');
  });

  it('shows a search counted up to its bound as "of N+"', async () => {
    apiGetMock.mockImplementation(((path: string, params?: Record<string, unknown>) =>
      serve(path, params).then((r) => ({ ...r, filter_data_cnt: 21, filter_data_capped: true }))) as unknown as typeof apiGet);
    await renderUi(<SkillsTable />);
    expect(await screen.findByText('Showing 1–7 of 21+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
  });

  it("shows 'no data found' when the list is empty", async () => {
    await renderUi(<SkillsTable path="empty" />);
    expect(await screen.findByText('no data found')).toBeInTheDocument();
    expect(screen.getByText('Showing 0–0 of 0')).toBeInTheDocument();
  });

  it('sorts by a header, then toggles the direction', async () => {
    const user = userEvent.setup();
    await renderUi(<SkillsTable />);
    await screen.findByText('Skill 22');
    await user.click(screen.getByRole('button', { name: 'Skill' }));
    await screen.findByText('Skill 00');
    expect(lastParams()).toMatchObject({ sortby: 'name', direction: 'asc', page: 0 });
    expect(screen.getByRole('columnheader', { name: 'Skill' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    await user.click(screen.getByRole('button', { name: 'Skill' }));
    await waitFor(() => expect(lastParams()).toMatchObject({ sortby: 'name', direction: 'desc' }));
    await waitFor(() => expect(within(bodyRows()[0]).getByText('Skill 22')).toBeInTheDocument());
    expect(screen.getByRole('columnheader', { name: 'Skill' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('pages forward, and a search goes back to page 0 with q', async () => {
    const user = userEvent.setup();
    await renderUi(<SkillsTable />);
    await screen.findByText('Skill 22');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Skill 15');
    expect(lastParams()).toMatchObject({ page: 1, limit: 7 });
    expect(screen.getByText('Showing 8–14 of 23')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    await screen.findByText('Showing 22–23 of 23');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.type(screen.getByRole('searchbox', { name: 'Search skills' }), 'skill 1');
    await waitFor(() => expect(lastParams()).toMatchObject({ q: 'skill 1', page: 0 }));
    await screen.findByText('Showing 1–7 of 10');
    // the search waited for the pause: no query per keystroke
    expect(
      apiGetMock.mock.calls.filter(
        ([, p]) => (p as { q?: string }).q && (p as { q: string }).q !== 'skill 1',
      ),
    ).toHaveLength(0);
  });

  it('keeps the rows visible under a loading overlay while the next page loads', async () => {
    const user = userEvent.setup();
    await renderUi(<SkillsTable />);
    await screen.findByText('Skill 22');
    let release: () => void = () => {};
    apiGetMock.mockImplementationOnce(
      ((path: string, params?: Record<string, unknown>) =>
        new Promise((resolve) => {
          release = () => resolve(serve(path, params));
        })) as unknown as typeof apiGet,
    );
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByLabelText('Loading')).toBeInTheDocument();
    expect(screen.getByText('Skill 22')).toBeInTheDocument();
    release();
    await screen.findByText('Skill 15');
    await waitFor(() => expect(screen.queryByLabelText('Loading')).not.toBeInTheDocument());
  });
});

describe('DataTable on a phone', () => {
  const realMatchMedia = window.matchMedia;
  beforeEach(() => {
    apiGetMock.mockReset();
    apiGetMock.mockImplementation(((path: string, params?: Record<string, unknown>) =>
      serve(path, params)) as unknown as typeof apiGet);
    // below the md breakpoint
    window.matchMedia = (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        onchange: null,
        addListener() {},
        removeListener() {},
        addEventListener() {},
        removeEventListener() {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  });
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  it('shows each row as a card (its identity, its facts labelled, its actions), still a table, sortable', async () => {
    const user = userEvent.setup();
    await renderUi(<SkillsTable />);
    const table = await screen.findByRole('table', { name: 'Skills' });
    expect(table.tagName).toBe('DIV');
    const card = (await within(table).findByText('Skill 22')).closest('[role="row"]') as HTMLElement;
    expect(within(card).getAllByRole('cell')).toHaveLength(3);
    expect(card).toHaveTextContent('Created2024-01-23');
    expect(within(card).getByRole('button', { name: 'Edit Skill 22' })).toBeInTheDocument();
    // the headers are the sort controls
    await user.click(within(table).getByRole('button', { name: 'Skill' }));
    await waitFor(() => expect(lastParams()).toMatchObject({ sortby: 'name', direction: 'asc' }));
    expect(within(table).getByRole('columnheader', { name: 'Skill' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });
});
