import { z } from 'zod';
import { calendarDate, listQuerySchema, paginated } from './common.ts';
import { UNIT_STATES, unitStateSchema } from './properties.ts';

/** Unit contracts (000 sections 3, 4, 7). Money is integer minor units plus ISO currency. */

export const UNIT_ACTIONS = ['publish', 'unpublish', 'delete'] as const;
export const ROOM_TYPES = ['bedroom', 'living_room', 'bath_room', 'kitchen_room'] as const;
export const BED_TYPES = ['double', 'single', 'queen', 'king', 'bunk', 'sofa_bed', 'crib'] as const;
export const ACCOMMODATION_TYPES = [
  'apartment',
  'house',
  'villa',
  'chalet',
  'studio',
  'cottage',
  'bungalow',
  'room',
  'mobile_home',
  'other',
] as const;
export const BOOKING_TYPES = ['onLine', 'onRequest'] as const;
export const CANCELLATION_POLICIES = ['flexible', 'moderate', 'strict', 'non_refundable'] as const;
export const CALENDAR_AVAILABILITY = ['AVAILABLE', 'NEUTRAL', 'BLOCKED', 'PAUSED'] as const;
export const MEASUREMENT_UNITS = ['metric', 'imperial'] as const;
/** 000 section 5: minimum days of notice. A variant disables 0 and 1. */
export const MINIMUM_NOTICE_OPTIONS = [0, 1, 2, 3, 7] as const;
/** Price bounds of 000 section 5, in major units of the currency. */
export const PRICE_MIN = 1;
export const PRICE_MAX = 1_000_000;
export const MAX_GUESTS = 200;
export const MAX_STAY_NIGHTS = 9999;
export const MAX_ROOM_SIZE = 10_000;
/** 000 section 5: square feet per square metre. */
export const SQFT_PER_SQM = 10.76391042;

export const bedSchema = z.object({ type: z.enum(BED_TYPES), count: z.number().int().min(1).max(20) });
export const roomSchema = z.object({
  type: z.enum(ROOM_TYPES),
  /** square metres, 2 decimals */
  size: z.number().min(0).max(MAX_ROOM_SIZE).nullable(),
  beds: z.array(bedSchema).max(10),
});
export type Room = z.infer<typeof roomSchema>;

export const losDiscountSchema = z.object({
  minNights: z.number().int().min(2).max(365),
  percent: z.number().int().min(1).max(90),
});
export const seasonSchema = z
  .object({
    name: z.string().trim().min(1).max(80),
    dateFrom: calendarDate,
    dateTo: calendarDate,
    /** nightly price in minor units */
    nightlyPrice: z
      .number()
      .int()
      .min(PRICE_MIN * 100)
      .max(PRICE_MAX * 100),
    minimumStay: z.number().int().min(1).max(MAX_STAY_NIGHTS).nullable(),
  })
  .refine((s) => s.dateTo > s.dateFrom, { message: 'The season must end after it starts', path: ['dateTo'] });

export const priceAndAvailabilitySchema = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/),
  /** nightly price in minor units (cents) */
  nightlyPrice: z
    .number()
    .int()
    .min(PRICE_MIN * 100)
    .max(PRICE_MAX * 100),
  minimumStay: z.number().int().min(1).max(MAX_STAY_NIGHTS),
  maximumStay: z.number().int().min(1).max(MAX_STAY_NIGHTS),
  minimumNotice: z.union(MINIMUM_NOTICE_OPTIONS.map((n) => z.literal(n))),
  losDiscounts: z.array(losDiscountSchema).max(10),
  seasons: z.array(seasonSchema).max(50),
});
export type PriceAndAvailability = z.infer<typeof priceAndAvailabilitySchema>;

export const unitLinkSchema = z.object({ channel: z.string(), url: z.string() });

export const unitSchema = z
  .object({
    id: z.uuid(),
    propertyId: z.uuid(),
    propertyType: z.enum(['single', 'multi']),
    title: z.string().nullable(),
    description: z.string().nullable(),
    thumbnail: z.string().nullable(),
    state: unitStateSchema,
    availableActions: z.array(z.enum(UNIT_ACTIONS)),
    links: z.array(unitLinkSchema),
    invalidFields: z.array(z.string()),
    rejectionMessage: z.string().nullable(),
    accommodationType: z.enum(ACCOMMODATION_TYPES).nullable(),
    guests: z.number().int().nullable(),
    bedroomCount: z.number().int(),
    rooms: z.array(roomSchema),
    /** square metres, 2 decimals */
    propertySize: z.number().nullable(),
    propertySizeMeasurementUnit: z.enum(MEASUREMENT_UNITS),
    amenities: z.array(z.string()),
    priceAndAvailability: priceAndAvailabilitySchema.nullable(),
    bookingType: z.enum(BOOKING_TYPES).nullable(),
    cancellationPolicy: z.object({ type: z.enum(CANCELLATION_POLICIES) }).nullable(),
    calendarAvailability: z.object({ status: z.enum(CALENDAR_AVAILABILITY) }),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Unit' });
export type Unit = z.infer<typeof unitSchema>;

/** PATCH /api/app/property-unit/{id}: the changed fields only. */
export const updateUnitSchema = z
  .object({
    title: z.string().trim().min(1).max(120),
    description: z.string().trim().max(5000).nullable(),
    accommodationType: z.enum(ACCOMMODATION_TYPES),
    guests: z.number().int().min(1).max(MAX_GUESTS),
    rooms: z.array(roomSchema).max(50),
    propertySize: z.number().min(1).max(MAX_ROOM_SIZE).nullable(),
    propertySizeMeasurementUnit: z.enum(MEASUREMENT_UNITS),
    amenities: z.array(z.string().max(60)).max(200),
    priceAndAvailability: priceAndAvailabilitySchema,
    bookingType: z.enum(BOOKING_TYPES),
    cancellationPolicy: z.object({ type: z.enum(CANCELLATION_POLICIES) }),
  })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'At least one field is required' })
  .meta({ id: 'UpdateUnit' });
export type UpdateUnit = z.infer<typeof updateUnitSchema>;

export const unitListItemSchema = z.object({
  id: z.uuid(),
  title: z.string().nullable(),
  thumbnail: z.string().nullable(),
  state: unitStateSchema,
  accommodationType: z.enum(ACCOMMODATION_TYPES).nullable(),
  guests: z.number().int().nullable(),
  bedroomCount: z.number().int(),
  invalidFields: z.array(z.string()),
  links: z.array(unitLinkSchema),
});
export const unitsQuerySchema = listQuerySchema;
export const unitsPageSchema = paginated(unitListItemSchema).meta({ id: 'UnitsPage' });
export type UnitsPage = z.infer<typeof unitsPageSchema>;

export const unitIdParamsSchema = z.object({ id: z.uuid() });
/** The spec names the unit `{unitId}` on listing-progress and promotion calls. */
export const unitKeyParamsSchema = z.object({ unitId: z.uuid() });
export const propertyUnitsParamsSchema = z.object({ propertyId: z.uuid() });
export const createUnitResponseSchema = z.object({ id: z.uuid() });

/** GET/PUT /api/app/property-unit/{unitId}/listing-progress: completed step names. */
export const listingProgressSchema = z
  .object({ steps: z.array(z.string().regex(/^[a-z0-9/-]{1,80}$/)).max(100) })
  .meta({ id: 'ListingProgress' });
export type ListingProgress = z.infer<typeof listingProgressSchema>;

export const calendarActionSchema = z.object({ status: z.enum(CALENDAR_AVAILABILITY) }).strict();
export const calendarActionResponseSchema = z.object({ status: z.enum(CALENDAR_AVAILABILITY) });

/** POST /api/app/property-units/change-booking-preference (the bulk switch to instant booking). */
export const changeBookingPreferenceSchema = z
  .object({ bookingType: z.enum(BOOKING_TYPES).default('onLine') })
  .strict()
  .default({ bookingType: 'onLine' });
export const changeBookingPreferenceResponseSchema = z.object({ updated: z.number().int() });

/** Units whose state the staff review page lists and the transitions staff may take. */
export const staffUnitsQuerySchema = z.object({
  state: unitStateSchema.default('UNDER_REVIEW'),
  page: z.coerce.number().int().min(1).max(9999).default(1),
});
export const staffUnitSchema = unitListItemSchema.extend({
  propertyId: z.uuid(),
  propertyTitle: z.string().nullable(),
  hostEmail: z.string(),
  hostName: z.string(),
  submittedAt: z.iso.datetime().nullable(),
});
export const staffUnitsPageSchema = paginated(staffUnitSchema).meta({ id: 'StaffUnitsPage' });
export const staffRejectSchema = z
  .object({
    invalidFields: z.array(z.string().min(1).max(60)).min(1).max(30),
    message: z.string().trim().min(1).max(2000),
  })
  .strict();

export { UNIT_STATES };
