import type { TASK_STATUSES, TASK_TYPES, taskSchema } from '@host-portal/contracts/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { unitKeys } from './unit-keys.ts';

export type TaskType = (typeof TASK_TYPES)[number];
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const updateTask = (taskType: TaskType, status: TaskStatus) =>
  api.patch<z.infer<typeof taskSchema>>(`/api/app/user/task/${encodeURIComponent(taskType)}`, { status });

export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskType, status }: { taskType: TaskType; status: TaskStatus }) =>
      updateTask(taskType, status),
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: unitKeys.tasks() }),
  });
}
