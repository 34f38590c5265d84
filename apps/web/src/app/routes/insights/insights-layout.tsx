import { Stack } from '@mantine/core';
import { Outlet, useLocation, useParams } from 'react-router';
import { LinkTabs } from '../../../components/ui/link-tabs.tsx';
import { PageContainer } from '../../../components/ui/page-container.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { build, type INSIGHTS_TABS } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';

type InsightsTab = (typeof INSIGHTS_TABS)[number];

/** The tabs shown: Earnings and Occupancy only with earnings available (001 section 2). */
export const insightsTabs = (earningsAvailable: boolean): InsightsTab[] =>
  earningsAvailable ? ['earnings', 'occupancy', 'performance', 'reviews'] : ['performance', 'reviews'];

/**
 * /insights/*: the statistics' tabs above the tab's page. A chosen unit (the `:id` segment) and the
 * range stay chosen from tab to tab.
 */
export default function InsightsLayout() {
  const { t } = useTranslation();
  const { id } = useParams();
  // the range (?from&to) goes along too
  const { search } = useLocation();
  const user = useCurrentUser();
  const tabs = insightsTabs(Boolean(user?.appFeatures.earningsAvailable));
  return (
    <PageContainer>
      <Stack gap="lg">
        <LinkTabs
          label={t('insights.nav.label')}
          tabs={tabs.map((tab) => ({
            id: tab,
            to: `${build.insightsTab(tab, id)}${search}`,
            label: t(`insights.tab.${tab}`),
          }))}
        />
        <Outlet />
      </Stack>
    </PageContainer>
  );
}
