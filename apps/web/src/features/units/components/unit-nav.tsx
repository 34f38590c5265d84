import { LinkTabs } from '../../../components/ui/link-tabs.tsx';
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

/** The unit pages as link tabs (the current one has aria-current). */
export function UnitNav({ propertyId, unitId }: { propertyId: string; unitId: string }) {
  const { t } = useTranslation();
  return (
    <LinkTabs
      label={t('units.nav.label')}
      tabs={UNIT_NAV_PAGES.map((page) => ({
        id: page ?? 'overview',
        to: build.unit(propertyId, unitId, page),
        label: t(`units.nav.${page ?? 'overview'}`),
        end: true,
      }))}
    />
  );
}
