import type { Unit } from '@host-portal/contracts/units';
import type { UnitPage } from '../../lib/route-paths.ts';

export { type UnitState, unitStateLabelKey } from '../../lib/unit-state.ts';

type UnitLike = Pick<Unit, 'state' | 'invalidFields' | 'links'>;

/** 000 section 5: registrationNumber first, then nationalIdentificationCode, then the rest as given. */
const FIRST_FIELDS = ['registrationNumber', 'nationalIdentificationCode'];

export function orderInvalidFields(fields: readonly string[]): string[] {
  const unique = [...new Set(fields)];
  const rank = (f: string) => {
    const i = FIRST_FIELDS.indexOf(f);
    return i === -1 ? FIRST_FIELDS.length : i;
  };
  return unique
    .map((field, index) => ({ field, index }))
    .sort((a, b) => rank(a.field) - rank(b.field) || a.index - b.index)
    .map(({ field }) => field);
}

/** Which unit page edits a field; unknown fields open the overview. */
const FIELD_PAGES: Record<string, UnitPage> = {
  registrationNumber: 'taxes-and-laws',
  nationalIdentificationCode: 'taxes-and-laws',
  regionalRequirements: 'taxes-and-laws',
  title: 'about',
  description: 'about',
  accommodationType: 'about',
  propertySize: 'about',
  propertySizeMeasurementUnit: 'about',
  photos: 'photos',
  thumbnail: 'photos',
  amenities: 'amenities',
  rooms: 'rooms',
  beds: 'rooms',
  guests: 'rooms',
  bedroomCount: 'rooms',
  priceAndAvailability: 'price-and-availability',
  price: 'price-and-availability',
  nightlyPrice: 'price-and-availability',
  currency: 'price-and-availability',
  minimumStay: 'price-and-availability',
  maximumStay: 'price-and-availability',
  minimumNotice: 'price-and-availability',
  losDiscounts: 'price-and-availability',
  seasons: 'price-and-availability',
  bookingType: 'booking-policies',
  cancellationPolicy: 'booking-policies',
  promotions: 'promotions',
};

/** `priceAndAvailability.nightlyPrice` maps by its first segment. */
export function pageForField(field: string): UnitPage | undefined {
  return FIELD_PAGES[field] ?? FIELD_PAGES[field.split(/[.[]/)[0] ?? ''];
}

/** "Action needed": a field is invalid outside the listing flow, or staff rejected the unit. */
export function needsAction(unit: Pick<Unit, 'state' | 'invalidFields'>): boolean {
  if (unit.state === 'REJECTED_BY_STAFF') return true;
  return unit.invalidFields.length > 0 && unit.state !== 'IN_PROGRESS';
}

/** The first field to fix and the page that edits it; undefined page means the overview. */
export function actionTarget(unit: Pick<Unit, 'invalidFields'>): { field?: string; page?: UnitPage } {
  const field = orderInvalidFields(unit.invalidFields)[0];
  return { field, page: field ? pageForField(field) : undefined };
}

/** A published unit whose channels have not returned links yet. */
export const isPublishingInProgress = (unit: UnitLike) =>
  unit.state === 'PUBLISHED' && unit.links.length === 0;

/** A missing or wrong registration number blocks publishing (000 section 5). */
export const publishBlockedByRegistration = (unit: Pick<Unit, 'invalidFields'>) =>
  unit.invalidFields.includes('registrationNumber');

/** The unit has not finished the listing flow yet. */
export const isInProgress = (unit: Pick<Unit, 'state'>) => unit.state === 'IN_PROGRESS';
