import type { taskSchema } from '@host-portal/contracts/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { unitKeys } from './unit-keys.ts';

export type Task = z.infer<typeof taskSchema>;

/** The host's tasks with their status (000 section 3): one entry per task type the host has. */
export const getTasks = (signal?: AbortSignal) => api.get<Task[]>('/api/app/user/tasks', { signal });

export const tasksQueryOptions = () =>
  queryOptions({ queryKey: unitKeys.tasks(), queryFn: ({ signal }) => getTasks(signal) });

/** Tasks a host still has to act on: not started or started, not done and not hidden. */
export const isOpenTask = (task: Task) => task.status === 'not_started' || task.status === 'in_progress';

export const useTasks = (enabled = true) => useQuery({ ...tasksQueryOptions(), enabled });
