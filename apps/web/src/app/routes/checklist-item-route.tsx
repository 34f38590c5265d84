import { Anchor, Badge, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { NotFoundView } from '../../components/ui/not-found-view.tsx';
import { PageContainer } from '../../components/ui/page-container.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { paths } from '../../lib/route-paths.ts';
import { useTranslation } from '../../lib/translation.tsx';
import {
  CHECKLIST_ID,
  CHECKLIST_ITEMS,
  CHECKLIST_TEXT,
  type ChecklistItemId,
  useChecklist,
} from './home/use-checklist.ts';

const isItemId = (value: string): value is ChecklistItemId =>
  (CHECKLIST_ITEMS as readonly string[]).includes(value);

/** /checklist/:checklistId/:checklistItemId: one item of the new host's checklist, why and how. */
export default function ChecklistItemRoute() {
  const { t } = useTranslation();
  const { checklistId = '', checklistItemId = '' } = useParams();
  const known = checklistId === CHECKLIST_ID && isItemId(checklistItemId);
  const text = known ? CHECKLIST_TEXT[checklistItemId] : null;
  usePageTitle(text ? t(`pages.checklist.${text}.title`) : t('pages.notFound.title'));
  const checklist = useChecklist();

  if (!known || !text) return <NotFoundView description={t('pages.checklist.notFound')} />;
  if (checklist.status === 'error') {
    return (
      <PageContainer>
        <ErrorState error={checklist.error} onRetry={checklist.retry} />
      </PageContainer>
    );
  }
  if (checklist.status === 'pending') {
    return (
      <Stack align="center" p="xl" role="status" aria-label={t('commons.loading')}>
        <Loader />
      </Stack>
    );
  }
  const index = checklist.items.findIndex((item) => item.id === checklistItemId);
  const item = checklist.items[index];
  // an item that does not apply to this account (no bookings, no inquiries) is not there
  if (!item) return <NotFoundView description={t('pages.checklist.notFound')} />;

  return (
    <PageContainer>
      <Stack gap="lg" maw={720}>
        <Anchor component={Link} to={paths.home} size="sm">
          <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: '-2px', marginInlineEnd: 4 }} />
          {t('pages.checklist.back')}
        </Anchor>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md" align="flex-start">
            <Text size="sm" c="dimmed">
              {t('pages.home.checklist.title')} ·{' '}
              {t('pages.checklist.step', { number: index + 1, total: checklist.items.length })}
            </Text>
            <Title order={1} fz="h2">
              {t(`pages.checklist.${text}.title`)}
            </Title>
            <Badge variant="dot" color={item.done ? 'green' : 'orange'} tt="none">
              {t(item.done ? 'pages.checklist.done' : 'pages.checklist.toDo')}
            </Badge>
            <Text>{t(`pages.checklist.${text}.explanation`)}</Text>
            {item.done && <Text c="dimmed">{t(`pages.checklist.${text}.doneNote`)}</Text>}
            <Button
              component={Link}
              to={item.action.to}
              variant={item.done ? 'default' : 'filled'}
              rightSection={<IconArrowRight size={16} aria-hidden="true" />}
            >
              {t(item.action.labelKey)}
            </Button>
          </Stack>
        </Paper>
      </Stack>
    </PageContainer>
  );
}
