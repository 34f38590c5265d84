import type { PriceAndAvailability, Room, Unit, UnitsPage } from '@host-portal/contracts/units';
import { availableActions, sortInvalidFields } from './unit-transitions.ts';
import type { UnitRow } from './units.repository.ts';

type Item = UnitsPage['items'][number];

/**
 * The web size a unit thumbnail uses. The photos module stores re-encoded sizes under
 * `<storage_key>-<size>.webp` (see db/schema/photos.ts); `small` is the list/thumbnail size.
 */
export const thumbnailUrl = (publicUrl: string, key: string | null) =>
  key ? `${publicUrl}/uploads/${key}-small.webp` : null;

export const bedroomCount = (rooms: unknown[]) =>
  (rooms as Room[]).filter((r) => r.type === 'bedroom').length;

/** What a list item shows of a unit row. */
export type UnitListRow = Pick<
  UnitRow,
  'id' | 'title' | 'state' | 'accommodationType' | 'guests' | 'rooms' | 'invalidFields' | 'links'
>;

export function toListItem(unit: UnitListRow, thumbnail: string | null): Item {
  return {
    id: unit.id,
    title: unit.title,
    thumbnail,
    state: unit.state,
    accommodationType: unit.accommodationType as Item['accommodationType'],
    guests: unit.guests,
    bedroomCount: bedroomCount(unit.rooms),
    invalidFields: sortInvalidFields(unit.invalidFields),
    links: unit.links,
  };
}

export function toUnit(unit: UnitRow, propertyType: 'single' | 'multi', thumbnail: string | null): Unit {
  return {
    ...toListItem(unit, thumbnail),
    propertyId: unit.propertyId,
    propertyType,
    description: unit.description,
    availableActions: availableActions(unit),
    rejectionMessage: unit.rejectionMessage,
    rooms: unit.rooms as Room[],
    propertySize: unit.propertySize === null ? null : Number(unit.propertySize),
    propertySizeMeasurementUnit: unit.propertySizeUnit,
    amenities: unit.amenities,
    priceAndAvailability: unit.priceAndAvailability as PriceAndAvailability | null,
    bookingType: unit.bookingType,
    cancellationPolicy: unit.cancellationPolicy
      ? { type: unit.cancellationPolicy as NonNullable<Unit['cancellationPolicy']>['type'] }
      : null,
    calendarAvailability: { status: unit.calendarStatus as Unit['calendarAvailability']['status'] },
    createdAt: unit.createdAt.toISOString(),
    updatedAt: unit.updatedAt.toISOString(),
  };
}
