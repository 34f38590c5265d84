import { ERROR_CODES, type InvalidParam } from '@host-portal/contracts/errors';
import type { PropertyLocation } from '@host-portal/contracts/listing';
import type { Unit, UnitsPage, UpdateUnit } from '@host-portal/contracts/units';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { PhotoCleanup } from '../photos/photo-cleanup.ts';
import { ENGLISH, type LocalText } from '../settings/request-locale.ts';
import { AMENITY_KEYS } from './rules/amenities.ts';
import type { RegionalField } from './rules/regional-rules.ts';
import { priceProblems, publishProblems, reviewAfterEdit, roomsProblems } from './unit-rules.ts';
import {
  blocksPublishing,
  nextState,
  sortInvalidFields,
  type UnitAction,
  type UnitState,
} from './unit-transitions.ts';
import { thumbnailUrl, toListItem, toUnit } from './unit-view.ts';
import type { UnitPatch, UnitRow, UnitsRepository } from './units.repository.ts';

export const BULK_INSTANT_BOOKING_TASK = 'bulk_switch_to_instant_booking';

const invalid = (detail: string, invalidParams: InvalidParam[]) =>
  new AppError(ERROR_CODES.validation, detail, { invalidParams });
const conflict = (detail: string, invalidParams?: InvalidParam[]) =>
  new AppError(ERROR_CODES.conflict, detail, invalidParams ? { invalidParams } : {});

/** The public page of a unit, built by the public-listing module at /stay/:unitId. */
export const portalLink = (publicUrl: string, unitId: string) => ({
  channel: 'portal',
  url: `${publicUrl}/stay/${unitId}`,
});

/** What a state change writes besides the state itself. */
function transitionPatch(
  action: UnitAction,
  to: UnitRow['state'],
  unit: UnitRow,
  publicUrl: string,
): UnitPatch {
  switch (action) {
    case 'publish':
      return to === 'PUBLISHED'
        ? { links: [portalLink(publicUrl, unit.id)] }
        : { submittedAt: new Date(), rejectionMessage: null };
    case 'approve':
      return {
        approvedAt: new Date(),
        links: [portalLink(publicUrl, unit.id)],
        invalidFields: [],
        rejectionMessage: null,
      };
    case 'unpublish':
      return { links: [] };
    case 'delete':
      return { links: [], deletedAt: new Date() };
    default:
      return {};
  }
}

export function unitsService(
  repo: UnitsRepository,
  opts: {
    publicUrl: string;
    photos?: PhotoCleanup;
    /** ends the host's onboarding (the user module owns the row) */
    finishOnboarding?: (hostId: string) => Promise<void>;
    /**
     * Takes the credit a publication costs when a subscription applies (the subscriptions module:
     * 409 when none is left); answers how to give it back, or null when nothing was taken.
     */
    takePublishCredit?: (hostId: string) => Promise<(() => Promise<void>) | null>;
  },
) {
  const { publicUrl } = opts;

  async function load(hostId: string, id: string) {
    const row = await repo.find(hostId, id);
    if (!row) throw notFound('Unit');
    return row;
  }
  const view = (row: NonNullable<Awaited<ReturnType<UnitsRepository['find']>>>) =>
    toUnit(row.unit, row.propertyType, thumbnailUrl(publicUrl, row.thumbKey));

  /** Applies one row of TRANSITIONS; hostId null means staff acting across hosts. */
  async function apply(action: UnitAction, hostId: string | null, unit: UnitRow, extra: UnitPatch = {}) {
    const to = nextState(action, unit);
    if (!to) {
      throw conflict(
        `A unit in state ${unit.state} cannot be ${action === 'delete' ? 'deleted' : `${action}ed`}`,
      );
    }
    const patch = { ...transitionPatch(action, to, unit, publicUrl), ...extra, state: to };
    if (!(await repo.transition(hostId, unit.id, unit.state, patch))) {
      throw conflict('The unit changed meanwhile. Reload it and try again.');
    }
    return to;
  }

  /** Staff: a unit by id whoever its host; deleted units are gone. */
  async function loadAny(id: string) {
    const [row] = await repo.findAny([id]);
    if (!row || row.unit.state === 'DELETED') throw notFound('Unit');
    return row;
  }

  return {
    load,
    loadAny,
    view,
    apply,

    /** Staff: units in a state across hosts, oldest submission first, with their rows. */
    async byState(state: UnitState, page: number, limit: number) {
      const refs = await repo.byState(state, page, limit);
      const rows = await repo.findAny(refs.map((r) => r.unit_id));
      return { refs, rows };
    },

    /** Regional values already checked for the unit's country; a saved value clears its staff flag. */
    async saveRegional(hostId: string, unit: UnitRow, values: Partial<Record<RegionalField, string | null>>) {
      const fixed = Object.entries(values)
        .filter(([, v]) => v)
        .map(([k]) => k);
      await repo.update(hostId, unit.id, {
        ...values,
        invalidFields: sortInvalidFields(unit.invalidFields.filter((f) => !fixed.includes(f))),
      });
    },

    /** A staff flag answered elsewhere (a new photo answers `photos`). */
    clearInvalidField: (hostId: string, unitId: string, field: string) =>
      repo.clearUnitInvalidField(hostId, unitId, field),

    /** The property's address was saved: `location` is no longer an invalid field of its units. */
    locationSaved: (hostId: string, propertyId: string) =>
      repo.clearInvalidField(hostId, propertyId, 'location'),

    /** Marks listing-flow steps done that another module completed (e.g. listing verification). */
    async completeSteps(hostId: string, unitId: string, done: readonly string[]) {
      const steps = await repo.progress(hostId, unitId);
      const missing = done.filter((s) => !steps.includes(s));
      if (missing.length) await repo.saveProgress(hostId, unitId, [...steps, ...missing]);
    },

    async list(
      hostId: string,
      propertyId: string,
      search: string,
      page: number,
      limit: number,
    ): Promise<UnitsPage> {
      const term = search.trim();
      const listed = await repo.list(hostId, propertyId, term, page, limit);
      let { total } = listed;
      if (listed.rows.length === 0) {
        // no rows: the property may not be this host's (404), or the page is past the last one
        if (!(await repo.property(hostId, propertyId))) throw notFound('Property');
        total = page > 1 ? await repo.count(hostId, propertyId, term) : 0;
      }
      return {
        items: listed.rows.map((r) => toListItem(r, thumbnailUrl(publicUrl, r.thumbKey))),
        pagination: { current: page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) },
      };
    },

    async create(hostId: string, propertyId: string) {
      const property = await repo.property(hostId, propertyId);
      if (!property) throw notFound('Property');
      if (property.propertyType === 'single' && (await repo.countLive(hostId, propertyId)) > 0) {
        throw conflict(
          'A single-unit property has exactly one unit. Create a multi-unit property to list several units.',
        );
      }
      return repo.create(hostId, propertyId);
    },

    async get(hostId: string, id: string): Promise<Unit> {
      return view(await load(hostId, id));
    },

    async update(hostId: string, id: string, patch: UpdateUnit): Promise<Unit> {
      const { unit } = await load(hostId, id);
      const problems = [
        ...(patch.amenities ?? []).flatMap((a, i) =>
          AMENITY_KEYS.has(a) ? [] : [{ name: `amenities.${i}`, reason: 'Unknown amenity' }],
        ),
        ...(patch.rooms ? roomsProblems(patch.rooms) : []),
        ...(patch.priceAndAvailability ? priceProblems(patch.priceAndAvailability) : []),
      ];
      if (problems.length) throw invalid('Some values do not fit together', problems);
      const { cancellationPolicy, propertySizeMeasurementUnit, ...rest } = patch;
      const changed = new Set(Object.keys(patch));
      const row: UnitPatch = {
        ...rest,
        ...(cancellationPolicy ? { cancellationPolicy: cancellationPolicy.type } : {}),
        ...(propertySizeMeasurementUnit ? { propertySizeUnit: propertySizeMeasurementUnit } : {}),
        ...(patch.propertySize != null ? { propertySize: Math.round(patch.propertySize * 100) / 100 } : {}),
        // editing a field staff flagged clears the flag; the rest stay until fixed
        invalidFields: sortInvalidFields(unit.invalidFields.filter((f) => !changed.has(f))),
      };
      // ADR 0008: changed text on an approved unit is reviewed before guests read it
      const review = reviewAfterEdit(unit, patch);
      if (review && !(await repo.transition(hostId, id, unit.state, review))) {
        throw conflict('The unit changed meanwhile. Reload it and try again.');
      }
      const written = await repo.update(hostId, id, row);
      if (!written) throw notFound('Unit');
      // answer with what this call wrote, even when another call writes right after it
      return view({ ...(await load(hostId, id)), unit: written });
    },

    async remove(hostId: string, id: string) {
      const { unit } = await load(hostId, id);
      await apply('delete', hostId, unit);
      await opts.photos?.removeForUnits(hostId, [id]);
    },

    /** The publish gate; its messages are in the host's language (`text`). */
    async publish(hostId: string, id: string, text: LocalText = ENGLISH): Promise<Unit> {
      const { unit, location } = await load(hostId, id);
      if (!nextState('publish', unit)) throw conflict(`A unit in state ${unit.state} cannot be published`);
      if (blocksPublishing(unit.invalidFields)) {
        throw conflict(text.t('units.publishGate.fixRegistration'), [
          { name: 'registrationNumber', reason: text.t('units.publishGate.registrationInvalid') },
        ]);
      }
      const problems = publishProblems(
        unit,
        location as Partial<PropertyLocation> | null,
        await repo.photoCount(hostId, id),
        text,
      );
      if (problems.length) throw invalid(text.t('units.publishGate.notReady'), problems);
      const giveBack = await opts.takePublishCredit?.(hostId);
      try {
        await apply('publish', hostId, unit);
      } catch (error) {
        await giveBack?.();
        throw error;
      }
      // The onboarding version of the listing flow ends with its publish step (000 section 4: the
      // app refreshes the user info after publishing while onboarding is not finished). Until then
      // the listing flow shows the onboarding-only steps and the chat stays off (001 section 2),
      // and no other screen can finish onboarding yet.
      await opts.finishOnboarding?.(hostId);
      return view(await load(hostId, id));
    },

    async unpublish(hostId: string, id: string): Promise<Unit> {
      const { unit } = await load(hostId, id);
      await apply('unpublish', hostId, unit);
      return view(await load(hostId, id));
    },

    async calendarAction(hostId: string, id: string, status: Unit['calendarAvailability']['status']) {
      await load(hostId, id);
      await repo.update(hostId, id, { calendarStatus: status });
      return { status };
    },

    hasUnitsOnRequest: (hostId: string) => repo.hasUnitsOnRequest(hostId),

    async changeBookingPreference(hostId: string, bookingType: 'onLine' | 'onRequest') {
      return { updated: await repo.setBookingTypeForAll(hostId, bookingType, BULK_INSTANT_BOOKING_TASK) };
    },

    async progress(hostId: string, unitId: string) {
      await load(hostId, unitId);
      return { steps: await repo.progress(hostId, unitId) };
    },

    async saveProgress(hostId: string, unitId: string, steps: string[]) {
      await load(hostId, unitId);
      const unique = [...new Set(steps)];
      await repo.saveProgress(hostId, unitId, unique);
      return { steps: unique };
    },
  };
}
export type UnitsService = ReturnType<typeof unitsService>;
