import { useParams } from 'react-router';
import { NotFoundView } from '../../../components/ui/not-found-view.tsx';
import { EarningsPage } from '../../../features/insights/routes/earnings-page.tsx';
import { OccupancyPage } from '../../../features/insights/routes/occupancy-page.tsx';
import { PerformancePage } from '../../../features/insights/routes/performance-page.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { insightsTabs } from './insights-layout.tsx';
import { InsightsUnitSelector } from './insights-unit-selector.tsx';

const PAGES = { earnings: EarningsPage, occupancy: OccupancyPage, performance: PerformancePage } as const;

/**
 * /insights/:tab/:id?: earnings, occupancy (only with earnings available) and performance, each for
 * every unit or the unit of the id segment, with the unit selector composed from the reviews'
 * list of units; an unknown or unavailable tab is not found. (Reviews have routes of their own.)
 */
export default function InsightsTabRoute() {
  const { t } = useTranslation();
  const { tab = '', id } = useParams();
  const user = useCurrentUser();
  const shown = insightsTabs(Boolean(user?.appFeatures.earningsAvailable));
  const Page = tab in PAGES && (shown as string[]).includes(tab) ? PAGES[tab as keyof typeof PAGES] : null;
  usePageTitle(Page ? t(`insights.tab.${tab}`) : t('pages.notFound.title'));
  if (!Page) return <NotFoundView />;
  const unitId = id ?? null;
  return (
    <Page
      key={tab}
      unitId={unitId}
      unitSelector={<InsightsUnitSelector tab={tab as keyof typeof PAGES} unitId={unitId} />}
    />
  );
}
