export type { Task } from 'contract/tasks';
