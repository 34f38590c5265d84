import type { InvalidParam } from '@host-portal/contracts/errors';
import { PHOTOS_CONSTRAINTS, type PropertyLocation } from '@host-portal/contracts/listing';
import type { PriceAndAvailability, Room } from '@host-portal/contracts/units';
import { ENGLISH, type LocalText } from '../settings/request-locale.ts';
import { missingAddressFields } from './rules/address-forms.ts';
import { localisedRule, normaliseRegional, regionalReason, rulesFor } from './rules/regional-rules.ts';
import type { UnitPatch, UnitRow } from './units.repository.ts';

/** What staff read in review and guests read first (ADR 0008). */
const REVIEWED_TEXT = ['title', 'description'] as const;

/**
 * ADR 0008: new title or description text on an approved unit is reviewed before guests see it. A
 * live unit (PUBLISHED, APPROVED) goes back to UNDER_REVIEW and off its channels; an unpublished one
 * that staff approved loses the approval, so publishing it again asks for a review. Null: no change.
 */
export function reviewAfterEdit(
  unit: Pick<UnitRow, 'state' | 'approvedAt' | 'title' | 'description'>,
  patch: Partial<Record<(typeof REVIEWED_TEXT)[number], string | null>>,
  now = new Date(),
): UnitPatch | null {
  const changed = REVIEWED_TEXT.some(
    (f) => patch[f] !== undefined && (patch[f] ?? null) !== (unit[f] ?? null),
  );
  if (!changed) return null;
  if (unit.state === 'PUBLISHED' || unit.state === 'APPROVED') {
    return { state: 'UNDER_REVIEW', submittedAt: now, links: [], rejectionMessage: null };
  }
  if (unit.state === 'UNPUBLISHED' && unit.approvedAt) return { approvedAt: null };
  return null;
}

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
 * The publish gate: every field a guest needs to book, the property's address, the configured
 * minimum of photos and the country's regional requirements. Each gap is an invalid param so the web can point at it.
 */
export function publishProblems(
  unit: UnitRow,
  location: Partial<PropertyLocation> | null,
  photoCount: number,
  text: LocalText = ENGLISH,
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
  for (const [name, v] of fields)
    if (isBlank(v)) out.push({ name, reason: text.t('units.publishGate.required') });
  if (!location?.countryCode) out.push({ name: 'location', reason: text.t('units.publishGate.address') });
  else out.push(...missingAddressFields(location, text));
  const { minCount } = PHOTOS_CONSTRAINTS;
  if (photoCount < minCount) {
    out.push({
      name: 'photos',
      reason: text.count('units.publishGate.photos', minCount, { current: photoCount }),
    });
  }
  const countryCode = location?.countryCode;
  for (const rule of rulesFor(countryCode)) {
    const value = unit[rule.name];
    if (!value) {
      if (rule.required) {
        const { label } = localisedRule(countryCode ?? '', rule, text);
        out.push({ name: rule.name, reason: text.t('units.publishGate.regionalRequired', { label }) });
      }
      continue;
    }
    const reason = regionalReason(countryCode, rule, normaliseRegional(countryCode, value), text);
    if (reason) out.push({ name: rule.name, reason });
  }
  return out;
}
