import { LinkTabs } from '../../../components/ui/link-tabs.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { build, type UnitPage } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';

/** The unit pages in navigation order; undefined is the overview. */
export const UNIT_NAV_PAGES: (UnitPage | undefined)[] = [
  undefined,
  'photos',
  'amenities',
  'rooms',
  'about',
  'price-and-availability',
  'booking-policies',
  'taxes-and-laws',
  'promotions',
  'subscription-and-boosters',
];

/**
 * The unit pages as link tabs (the current one has aria-current). The subscription tab shows
 * only where a subscription applies (001 section 2).
 */
export function UnitNav({ propertyId, unitId }: { propertyId: string; unitId: string }) {
  const { t } = useTranslation();
  const subscription = useCurrentUser()?.appFeatures?.subscriptionApplicable ?? false;
  const pages = UNIT_NAV_PAGES.filter((page) => page !== 'subscription-and-boosters' || subscription);
  return (
    <LinkTabs
      label={t('units.nav.label')}
      tabs={pages.map((page) => ({
        id: page ?? 'overview',
        to: build.unit(propertyId, unitId, page),
        label: t(`units.nav.${page ?? 'overview'}`),
        end: true,
      }))}
    />
  );
}
