import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import type { Task } from './types';

/** GET /api/tasks: my tasks, open ones first, newest first. */
export const tasksKey = 'tasks';

export async function getTasks(): Promise<Task[]> {
  return (await apiGet<{ status: boolean; data: Task[] }>(tasksKey)).data;
}

export function useTasks() {
  return useSWR(tasksKey, getTasks);
}
