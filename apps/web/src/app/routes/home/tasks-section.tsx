import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconBolt, IconChecks } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { isOpenTask, useTasks } from '../../../features/units/api/get-tasks.ts';
import type { TaskType } from '../../../features/units/api/update-task.ts';
import { SwitchToInstantBookingModal } from '../../../features/units/components/switch-to-instant-booking-modal.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { HomeSection, SectionEmpty, SectionSkeleton } from './home-section.tsx';

/** The texts of each task type (`pages.home.tasks.<segment>.title` and `.description`). */
const TASK_TEXT: Record<TaskType, string> = {
  bulk_switch_to_instant_booking: 'switchToInstantBookings',
  bulk_switch_to_other_booking_type: 'switchToOtherBookingType',
};

/**
 * The host's open tasks (000 section 3). Both are about the booking type of all units, so both
 * open the switch-all modal; choosing there marks the task done and it leaves the list.
 */
export function TasksSection() {
  const { t } = useTranslation();
  const tasks = useTasks();
  const [opened, setOpened] = useState<TaskType | null>(null);
  const open = (tasks.data ?? []).filter(isOpenTask);

  return (
    <HomeSection id="home-tasks" title={t('pages.home.tasks.title')}>
      {tasks.isError && !tasks.data ? (
        <ErrorState error={tasks.error} onRetry={() => void tasks.refetch()} />
      ) : tasks.isPending ? (
        <SectionSkeleton rows={1} />
      ) : open.length === 0 ? (
        <SectionEmpty
          icon={<IconChecks size={28} stroke={1.5} aria-hidden="true" />}
          title={t('pages.home.tasks.emptyTitle')}
          description={t('pages.home.tasks.emptyDescription')}
        />
      ) : (
        <Stack gap="md" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {open.map((task) => (
            <Stack component="li" key={task.taskType} gap={6} align="flex-start">
              <Group gap="xs">
                <Text fw={600} id={`home-task-${task.taskType}`}>
                  {t(`pages.home.tasks.${TASK_TEXT[task.taskType]}.title`)}
                </Text>
                {task.status === 'in_progress' && (
                  <Badge variant="dot" color="blue" tt="none">
                    {t('pages.home.tasks.started')}
                  </Badge>
                )}
              </Group>
              <Text size="sm">{t(`pages.home.tasks.${TASK_TEXT[task.taskType]}.description`)}</Text>
              <Button
                size="sm"
                variant="light"
                leftSection={<IconBolt size={16} aria-hidden="true" />}
                aria-haspopup="dialog"
                aria-describedby={`home-task-${task.taskType}`}
                onClick={() => setOpened(task.taskType)}
              >
                {t('pages.home.tasks.choose')}
              </Button>
            </Stack>
          ))}
        </Stack>
      )}
      <SwitchToInstantBookingModal
        opened={opened !== null}
        onClose={() => setOpened(null)}
        taskType={opened ?? undefined}
      />
    </HomeSection>
  );
}
