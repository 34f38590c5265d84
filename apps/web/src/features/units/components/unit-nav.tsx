import { ScrollArea } from '@mantine/core';
import { NavLink } from 'react-router';
import { build, type UnitPage } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import classes from './unit-nav.module.css';

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

/** Links, not ARIA tabs: each page has its own address (the current one has aria-current). */
export function UnitNav({ propertyId, unitId }: { propertyId: string; unitId: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('units.nav.label')}>
      <ScrollArea type="auto" offsetScrollbars scrollbarSize={6}>
        <ul className={classes.list}>
          {UNIT_NAV_PAGES.map((page) => (
            <li key={page ?? 'overview'}>
              <NavLink to={build.unit(propertyId, unitId, page)} end className={classes.link}>
                {t(`units.nav.${page ?? 'overview'}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </ScrollArea>
    </nav>
  );
}
