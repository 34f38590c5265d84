import { build } from '../../../../lib/route-paths.ts';
import type { MenuLink } from './timeline-action-menu.tsx';
import { entriesByNight, partsOf, stayOf } from './timeline-bars.ts';
import { DAY_COUNT, WINDOW_DAYS } from './timeline-constants.ts';
import { dateOfCol, windowAt, windowOf } from './timeline-dates.ts';
import { unitTitle } from './timeline-row-header.tsx';
import { type Cell, rectNights, rectUnits, type SelectionRect } from './timeline-selection.ts';
import type { TimelineFormat } from './use-timeline-format.ts';
import type { TimelineTiles } from './use-timeline-tiles.ts';

/** "2 units × 3 nights selected (25 Nov – 27 Nov 2026)": the menu's title and the live announcement. */
export const selectionSummary = (rect: SelectionRect, { t, origin, nights }: TimelineFormat) =>
  t('calendar.timeline.selection.summary', {
    units: t('calendar.timeline.selection.units', { count: rectUnits(rect) }),
    nights: t('calendar.timeline.selection.nights', { count: rectNights(rect) }),
    dates: nights(dateOfCol(origin, rect.colFrom), dateOfCol(origin, rect.colTo + 1)),
  });

/** The pages the active night leads to: its stays (each of a multi entry), then the unit's calendar. */
export function menuLinks(at: Cell, tiles: TimelineTiles, { t, origin }: TimelineFormat): MenuLink[] {
  const unit = tiles.rowAt(at.row);
  if (!unit) return [];
  const window = windowOf(at.col);
  const slice = tiles.sliceAt(at.row, window);
  const entry = slice
    ? entriesByNight(slice.entries, windowAt(origin, window, DAY_COUNT).dateFrom, WINDOW_DAYS)[
        at.col - window * WINDOW_DAYS
      ]
    : null;
  const stays = entry
    ? partsOf(entry).flatMap((part) => {
        const stay = stayOf(part);
        if (!stay) return [];
        const kind = t(`calendar.kind.${part.kind}`);
        return [
          { label: t('calendar.timeline.menu.openStay', { kind, name: stay.guestName }), href: stay.href },
        ];
      })
    : [];
  return [
    ...stays,
    {
      label: t('calendar.timeline.menu.openUnit', { unit: unitTitle(unit, t) }),
      href: build.calendar(unit.unitId),
    },
  ];
}
