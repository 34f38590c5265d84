import { Anchor, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCircle, IconCircleCheckFilled, IconConfetti } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { build } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import classes from './home.module.css';
import { HomeSection, SectionEmpty, SectionSkeleton } from './home-section.tsx';
import { CHECKLIST_ID, CHECKLIST_TEXT, useChecklist } from './use-checklist.ts';

/** What a new host still has to do; each item opens its own page with the why and the how. */
export function ChecklistSection() {
  const { t } = useTranslation();
  const checklist = useChecklist();
  const items = checklist.status === 'success' ? checklist.items : [];
  const done = items.filter((item) => item.done).length;

  return (
    <HomeSection id="home-checklist" title={t('pages.home.checklist.title')}>
      {checklist.status === 'error' ? (
        <ErrorState error={checklist.error} onRetry={checklist.retry} />
      ) : checklist.status === 'pending' ? (
        <SectionSkeleton rows={4} />
      ) : done === items.length ? (
        <SectionEmpty
          icon={<IconConfetti size={28} stroke={1.5} aria-hidden="true" />}
          title={t('pages.home.checklist.allDoneTitle')}
          description={t('pages.home.checklist.allDoneDescription')}
        />
      ) : (
        <Stack gap="md">
          <Stack gap={6}>
            <Text size="sm" id="home-checklist-progress">
              {t('pages.home.checklist.progress', { done, total: items.length })}
            </Text>
            <Progress.Root size="sm">
              <Progress.Section
                value={(done / items.length) * 100}
                aria-labelledby="home-checklist-progress"
              />
            </Progress.Root>
          </Stack>
          <Stack component="ol" gap="sm" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {items.map((item) => {
              const text = CHECKLIST_TEXT[item.id];
              const Icon = item.done ? IconCircleCheckFilled : IconCircle;
              return (
                <li key={item.id} className={classes.checkItem}>
                  <Icon
                    size={20}
                    className={classes.checkIcon}
                    color={item.done ? 'var(--mantine-color-green-8)' : 'var(--mantine-color-gray-6)'}
                    aria-hidden="true"
                  />
                  <Stack gap={2} miw={0}>
                    <Anchor
                      component={Link}
                      to={build.checklist(CHECKLIST_ID, item.id)}
                      fw={600}
                      c="var(--mantine-color-text)"
                    >
                      {t(`pages.checklist.${text}.title`)}{' '}
                      <VisuallyHidden>
                        ({t(item.done ? 'pages.checklist.done' : 'pages.checklist.toDo')})
                      </VisuallyHidden>
                    </Anchor>
                    {!item.done && (
                      <Text size="sm" c="dimmed">
                        {t(`pages.checklist.${text}.summary`)}
                      </Text>
                    )}
                  </Stack>
                </li>
              );
            })}
          </Stack>
        </Stack>
      )}
    </HomeSection>
  );
}
