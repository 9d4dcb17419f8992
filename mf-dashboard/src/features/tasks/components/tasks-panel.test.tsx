import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiGet, apiSend } from 'shared-auth';
import { Created } from 'contract/common';
import { fakeAnswer } from 'contract/fake';
import { TaskList } from 'contract/tasks';
import { renderAt } from '../../../test-utils';
import type { Task } from '../api/types';
import { TasksPanel } from './tasks-panel';

jest.mock('shared-auth', () => ({
  ...jest.requireActual('shared-auth'),
  apiGet: jest.fn(),
  apiSend: jest.fn(),
}));
const mockGet = apiGet as jest.MockedFunction<typeof apiGet>;
const mockSend = apiSend as jest.MockedFunction<typeof apiSend>;

const ID1 = '11111111-1111-4111-8111-111111111111';
const ID2 = '22222222-2222-4222-8222-222222222222';

describe('TasksPanel', () => {
  let tasks: Task[];
  beforeEach(() => {
    tasks = [
      {
        encrypted_id: ID1,
        title: 'Call Priya',
        done: false,
        created_at: '2026-03-15T05:00:00Z',
        updated_at: '2026-03-15T05:00:00Z',
      },
    ];
    mockGet.mockReset();
    mockSend.mockReset();
    mockGet.mockImplementation((async (path: string) => {
      if (path === 'tasks') return fakeAnswer(TaskList, { status: true, data: tasks.map((t) => ({ ...t })) });
      throw new Error(`unexpected ${path}`);
    }) as typeof apiGet);
    mockSend.mockImplementation((async (method: string, path: string, body?: unknown) => {
      if (method === 'POST' && path === 'tasks') {
        tasks = [
          {
            encrypted_id: ID2,
            title: (body as { title: string }).title,
            done: false,
            created_at: '2026-03-15T06:00:00Z',
            updated_at: '2026-03-15T06:00:00Z',
          },
          ...tasks,
        ];
        return fakeAnswer(Created, { status: true, message: 'Added Successfully', data: { encrypted_id: ID2 } });
      }
      if (method === 'PUT' && path === 'tasks') {
        const { encrypted_id, done } = body as { encrypted_id: string; done: boolean };
        tasks = tasks.map((t) => (t.encrypted_id === encrypted_id ? { ...t, done } : t));
        return { status: true, message: 'Updated Successfully' };
      }
      if (method === 'DELETE') {
        tasks = tasks.filter((t) => `tasks/${t.encrypted_id}` !== path);
        return { status: true, message: 'Deleted Successfully' };
      }
      throw new Error(`unexpected ${method} ${path}`);
    }) as typeof apiSend);
  });

  it('lists my tasks from the server', async () => {
    await renderAt(<TasksPanel />);
    expect(await screen.findByText('Call Priya')).toBeInTheDocument();
    expect(mockGet).toHaveBeenCalledWith('tasks');
  });

  it('adds a task on the server', async () => {
    const user = userEvent.setup();
    await renderAt(<TasksPanel />);
    await screen.findByText('Call Priya');
    await user.type(screen.getByRole('textbox', { name: 'New task' }), '  Send shortlist to Acme ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(mockSend).toHaveBeenCalledWith('POST', 'tasks', { title: 'Send shortlist to Acme' }),
    );
    expect(await screen.findByText('Send shortlist to Acme')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'New task' })).toHaveValue('');
  });

  it('ticks a task on the server', async () => {
    const user = userEvent.setup();
    await renderAt(<TasksPanel />);
    const box = await screen.findByRole('checkbox', { name: 'Call Priya' });
    expect(box).not.toBeChecked();
    await user.click(box);
    await waitFor(() =>
      expect(mockSend).toHaveBeenCalledWith('PUT', 'tasks', { encrypted_id: ID1, done: true }),
    );
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Call Priya' })).toBeChecked());
  });

  it('deletes a task on the server', async () => {
    const user = userEvent.setup();
    await renderAt(<TasksPanel />);
    await screen.findByText('Call Priya');
    await user.click(screen.getByRole('button', { name: 'Delete task Call Priya' }));
    await waitFor(() => expect(mockSend).toHaveBeenCalledWith('DELETE', `tasks/${ID1}`));
    expect(await screen.findByText('no data found')).toBeInTheDocument();
  });
});
