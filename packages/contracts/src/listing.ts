import { z } from 'zod';
import { type PropertyLocation, propertyLocationSchema } from './properties.ts';
import {
  ACCOMMODATION_TYPES,
  BED_TYPES,
  MINIMUM_NOTICE_OPTIONS,
  PRICE_MAX,
  PRICE_MIN,
  ROOM_TYPES,
} from './units.ts';

/**
 * Photo rules, the one source for the photos upload (server) and the picker (web): type by content,
 * dimensions after EXIF orientation, bytes per file and photos per unit.
 */
export const PHOTOS_CONSTRAINTS = {
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
  minWidth: 1024,
  minHeight: 683,
  maxWidth: 12_000,
  maxHeight: 12_000,
  maxFileSize: 25 * 1024 * 1024,
  maxCount: 40,
  /** photos a unit needs before it can be published: guests book places they can see */
  minCount: 3,
} as const;

/** GET /api/app/properties-configuration?hl: constraints and option lists for the listing forms. */
export const photosConstraintsSchema = z.object({
  mimeTypes: z.array(z.string()),
  minWidth: z.number().int(),
  minHeight: z.number().int(),
  maxWidth: z.number().int(),
  maxHeight: z.number().int(),
  maxFileSize: z.number().int(),
  maxCount: z.number().int(),
  minCount: z.number().int(),
});
export type PhotosConstraints = z.infer<typeof photosConstraintsSchema>;

export const ADDRESS_FIELDS = [
  'country',
  'city',
  'street',
  'houseNumberOrName',
  'postalCode',
  'stateOrProvince',
] as const;
export const addressFormSchema = z.object({
  fields: z.array(z.enum(ADDRESS_FIELDS)),
  required: z.array(z.enum(ADDRESS_FIELDS)),
});

export const propertiesConfigurationSchema = z
  .object({
    propertyUnit: z.object({
      photosConstraints: photosConstraintsSchema,
      room: z.object({ types: z.array(z.enum(ROOM_TYPES)), bedTypes: z.array(z.enum(BED_TYPES)) }),
      accommodationTypes: z.array(z.enum(ACCOMMODATION_TYPES)),
      amenityGroups: z.array(
        z.object({
          key: z.string(),
          label: z.string(),
          amenities: z.array(z.object({ key: z.string(), label: z.string() })),
        }),
      ),
    }),
    priceAndAvailabilitySettings: z.object({
      priceMin: z.literal(PRICE_MIN),
      priceMax: z.literal(PRICE_MAX),
      minimumNoticeOptions: z.array(z.union(MINIMUM_NOTICE_OPTIONS.map((n) => z.literal(n)))),
      losDiscount: z.object({ minNightsOptions: z.array(z.number().int()), maxPercent: z.number().int() }),
    }),
    property: z.object({
      addressForm: z.object({
        default: addressFormSchema,
        byCountry: z.record(z.string(), addressFormSchema),
      }),
    }),
  })
  .meta({ id: 'PropertiesConfiguration' });
export type PropertiesConfiguration = z.infer<typeof propertiesConfigurationSchema>;

export { type PropertyLocation, propertyLocationSchema };
/** PUT /api/app/properties/{propertyId}/location/{action}: body `{ location }`, so field errors read `location.city`. */
export const saveLocationSchema = z.object({ location: propertyLocationSchema }).strict();
/** `save` checks the country's required address fields; `draft` stores what is there (autocomplete step). */
export const LOCATION_ACTIONS = ['save', 'draft'] as const;
export const locationParamsSchema = z.object({
  propertyId: z.uuid(),
  action: z.enum(LOCATION_ACTIONS).default('save'),
});

/** Gazetteer autocomplete (offline): GET /api/app/geocoding/search?q=&hl= */
export const geocodeQuerySchema = z.object({
  q: z.string().trim().min(2).max(100),
  hl: z.string().optional(),
});
export const geocodeResultSchema = z.object({
  items: z.array(
    z.object({
      label: z.string(),
      city: z.string(),
      countryCode: z.string(),
      countryName: z.string(),
      latitude: z.number(),
      longitude: z.number(),
    }),
  ),
});

/** Promotions (000 section 3, 4, 7). */
export const PROMOTION_TYPES = ['first_bookings_discount'] as const;
export const PROMOTION_STATES = ['ACTIVE', 'INACTIVE'] as const;
export const promotionSchema = z.object({
  type: z.enum(PROMOTION_TYPES),
  state: z.enum(PROMOTION_STATES),
  data: z.object({ discount: z.number().int().min(5).max(50) }),
});
export const promotionsSchema = z.object({ items: z.array(promotionSchema) }).meta({ id: 'Promotions' });
export const promotionsConfigurationSchema = z.object({
  types: z.array(
    z.object({
      type: z.enum(PROMOTION_TYPES),
      discountOptions: z.array(z.number().int()),
      defaultDiscount: z.number().int(),
      bookings: z.number().int(),
    }),
  ),
});
export const setPromotionSchema = z
  .object({
    type: z.enum(PROMOTION_TYPES),
    state: z.enum(PROMOTION_STATES),
    data: z.object({ discount: z.number().int().min(5).max(50) }).optional(),
  })
  .strict();

/** Regional requirements: per-country rules, values per unit. */
export const REGIONAL_FIELDS = ['registrationNumber', 'nationalIdentificationCode'] as const;
export const regionalRequirementsConfigurationSchema = z.object({
  countryCode: z.string().nullable(),
  required: z.boolean(),
  fields: z.array(
    z.object({
      name: z.enum(REGIONAL_FIELDS),
      required: z.boolean(),
      pattern: z.string(),
      example: z.string(),
      label: z.string(),
      help: z.string(),
    }),
  ),
});
export const regionalRequirementsSchema = z
  .object({ registrationNumber: z.string().nullable(), nationalIdentificationCode: z.string().nullable() })
  .meta({ id: 'RegionalRequirements' });
export const updateRegionalRequirementsSchema = z
  .object({
    registrationNumber: z.string().trim().max(60).nullable(),
    nationalIdentificationCode: z.string().trim().max(60).nullable(),
  })
  .partial()
  .strict();

/** Calendar verification (001 section 7): the UI holds isListed as 'yes'/'no', the server a boolean. */
export const CALENDAR_VERIFICATION_STATUSES = [
  'not_started',
  'pending',
  'verified',
  'validated',
  'failed',
] as const;
export const calendarVerificationSchema = z.object({
  status: z.enum(CALENDAR_VERIFICATION_STATUSES),
  isListed: z.boolean().nullable(),
  listingUrl: z.string().nullable(),
});
export const submitCalendarVerificationSchema = z
  .object({ isListed: z.boolean(), listingUrl: z.string().trim().url().max(500).nullable().optional() })
  .strict();
/** GET /api/app/property-unit/verify-calendar/airbnb/verify: re-checks the host's verifications. */
export const verifyCalendarQuerySchema = z.object({ unitId: z.uuid().optional() });
export const verifyCalendarResultSchema = z.object({
  items: z.array(
    z.object({
      unitId: z.uuid(),
      platform: z.string(),
      status: z.enum(CALENDAR_VERIFICATION_STATUSES),
      /** true when the stored status changed with this check (001 section 4) */
      changed: z.boolean(),
    }),
  ),
});
/** verified or validated count as done for the listing-verification step (001 section 4). */
export const CALENDAR_VERIFICATION_DONE = ['verified', 'validated'] as const;
export const calendarVerificationConfigurationSchema = z.object({
  platforms: z.array(z.object({ key: z.string(), label: z.string(), urlPattern: z.string() })),
});

/**
 * Listing flow step names (000 section 2), written once, as the two flows' orders: they are the URL
 * segments of the flow (`/listing/single-unit/{p}/{u}/location/address`) and what
 * `listing-progress` stores. The multi-unit flow's steps in order:
 */
export const MULTI_UNIT_LISTING_STEPS = [
  'property',
  'location',
  'location/address',
  'location/map',
  'property-title',
  'start-unit',
  'unit-type',
  'guests-and-rooms/info',
  'guests-and-rooms/beds',
  'photos',
  'amenities',
  'title',
  'price-and-availability',
  'price-and-availability/promotions',
  'price-and-availability/seasons',
  'calendar-availability',
  'commission-model',
  'verification/info',
  'verification/owner',
  'verification/upload',
  'personal-details/info',
  'personal-details/owner',
  'booking-preference',
  'regional-requirements',
  'payout/info',
  'payout/upload',
  'publish',
] as const;

/** The single-unit flow's steps in order (000 section 2). */
export const SINGLE_UNIT_LISTING_STEPS = [
  'property',
  'location',
  'location/address',
  'location/map',
  'guests-and-rooms/info',
  'guests-and-rooms/beds',
  'photos',
  'amenities',
  'title',
  'price-and-availability',
  'price-and-availability/promotions',
  'price-and-availability/seasons',
  'listing-verification',
  'listing-verification/status',
  'calendar-availability',
  'commission-model',
  'verification/info',
  'verification/owner',
  'verification/upload',
  'commercial-model',
  'commercial-model/plan',
  'commercial-model/plan-services',
  'booking-preference',
  'identity-and-payout-details/upload',
  'identity-and-payout-details/payout',
  'identity-and-payout-details/payout-document',
  'payout/info',
  'payout/upload',
  'personal-details/info',
  'personal-details/owner',
  'regional-requirements',
  'subscription/plan',
  'subscription/boost',
  'publish',
] as const;

/** Every step name of either flow, once (the flow orders above are the one list). */
export type ListingStep =
  | (typeof MULTI_UNIT_LISTING_STEPS)[number]
  | (typeof SINGLE_UNIT_LISTING_STEPS)[number];
export const LISTING_STEPS: readonly ListingStep[] = [
  ...new Set<ListingStep>([...SINGLE_UNIT_LISTING_STEPS, ...MULTI_UNIT_LISTING_STEPS]),
];

export const isListingStep = (value: string): value is ListingStep =>
  (LISTING_STEPS as readonly string[]).includes(value);
