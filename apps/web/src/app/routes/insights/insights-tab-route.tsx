import { Button, Stack, Text, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { NotFoundView } from '../../../components/ui/not-found-view.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { build, INSIGHTS_TABS } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';

/**
 * /insights/:tab/:id?: performance, earnings and occupancy are not built yet (the insights issue)
 * and say so, offering the reviews, which are; an unknown tab is not found.
 */
export default function InsightsTabRoute() {
  const { t } = useTranslation();
  const { tab = '', id } = useParams();
  const known = (INSIGHTS_TABS as readonly string[]).includes(tab);
  usePageTitle(known ? t(`insights.tab.${tab}`) : t('pages.notFound.title'));
  if (!known) return <NotFoundView />;
  return (
    <Stack align="center" ta="center" gap="sm" py="xl">
      <IconChartBar size={48} stroke={1.4} aria-hidden="true" />
      <Title order={1} fz="h2">
        {t(`insights.tab.${tab}`)}
      </Title>
      <Text c="dimmed" maw={480}>
        {t('insights.notAvailable.description')}
      </Text>
      <Button component={Link} to={build.insightsTab('reviews', id)}>
        {t('insights.notAvailable.toReviews')}
      </Button>
    </Stack>
  );
}
