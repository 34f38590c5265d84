import type { InvalidParam } from '@host-portal/contracts/errors';
import type { PropertyLocation } from '@host-portal/contracts/listing';
import type { PriceAndAvailability, Room } from '@host-portal/contracts/units';
import { missingAddressFields } from '../listing/address-forms.ts';
import { normaliseRegional, regionalReason, rulesFor } from '../regional-requirements/regional-rules.ts';
import type { UnitRow } from './units.repository.ts';

/** Rooms that may hold beds; a bed in a bathroom or kitchen is a data-entry mistake. */
const SLEEPING_ROOMS: Room['type'][] = ['bedroom', 'living_room'];

/** Rules across fields that the per-field contract cannot state. */
export function roomsProblems(rooms: Room[]): InvalidParam[] {
  return rooms.flatMap((r, i) =>
    r.beds.length > 0 && !SLEEPING_ROOMS.includes(r.type)
      ? [{ name: `rooms.${i}.beds`, reason: 'Only bedrooms and living rooms can have beds' }]
      : [],
  );
}

export function priceProblems(pa: PriceAndAvailability): InvalidParam[] {
  const out: InvalidParam[] = [];
  const at = (path: string, reason: string) => out.push({ name: `priceAndAvailability.${path}`, reason });
  if (pa.maximumStay < pa.minimumStay)
    at('maximumStay', 'The maximum stay must not be shorter than the minimum stay');
  const nights = pa.losDiscounts.map((d) => d.minNights);
  nights.forEach((n, i) => {
    if (nights.indexOf(n) !== i)
      at(`losDiscounts.${i}.minNights`, 'There is already a discount for this length of stay');
  });
  const seasons = pa.seasons
    .map((s, i) => ({ ...s, i }))
    .sort((a, b) => a.dateFrom.localeCompare(b.dateFrom));
  for (let k = 1; k < seasons.length; k++) {
    // seasons are half-open [dateFrom, dateTo): one may start the day another ends
    if (seasons[k]!.dateFrom < seasons[k - 1]!.dateTo) {
      at(`seasons.${seasons[k]!.i}.dateFrom`, `This season overlaps "${seasons[k - 1]!.name}"`);
    }
  }
  return out;
}

const isBlank = (v: unknown) =>
  v === null ||
  v === undefined ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);

/**
 * The publish gate: every field a guest needs to book, the property's address, one photo at least
 * and the country's regional requirements. Each gap is an invalid param so the web can point at it.
 */
export function publishProblems(
  unit: UnitRow,
  location: Partial<PropertyLocation> | null,
  photoCount: number,
): InvalidParam[] {
  const out: InvalidParam[] = [];
  const fields: [string, unknown][] = [
    ['title', unit.title],
    ['description', unit.description],
    ['accommodationType', unit.accommodationType],
    ['guests', unit.guests],
    ['rooms', unit.rooms],
    ['priceAndAvailability', unit.priceAndAvailability],
    ['bookingType', unit.bookingType],
    ['cancellationPolicy', unit.cancellationPolicy],
  ];
  for (const [name, v] of fields) if (isBlank(v)) out.push({ name, reason: 'Required before publishing' });
  if (!location?.countryCode)
    out.push({ name: 'location', reason: 'Add the property’s address before publishing' });
  else out.push(...missingAddressFields(location));
  if (photoCount < 1) out.push({ name: 'photos', reason: 'Add at least one photo before publishing' });
  for (const rule of rulesFor(location?.countryCode)) {
    const value = unit[rule.name];
    if (!value) {
      if (rule.required) out.push({ name: rule.name, reason: `${rule.label} is required in this country` });
      continue;
    }
    const reason = regionalReason(rule, normaliseRegional(location?.countryCode, value));
    if (reason) out.push({ name: rule.name, reason });
  }
  return out;
}
