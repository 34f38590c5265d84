import { z } from 'zod';
import {
  ACCOMMODATION_TYPES,
  BED_TYPES,
  MINIMUM_NOTICE_OPTIONS,
  PRICE_MAX,
  PRICE_MIN,
  ROOM_TYPES,
} from './units.ts';

/** GET /api/app/properties-configuration?hl: constraints and option lists for the listing forms. */
export const photosConstraintsSchema = z.object({
  mimeTypes: z.array(z.string()),
  minWidth: z.number().int(),
  minHeight: z.number().int(),
  maxWidth: z.number().int(),
  maxHeight: z.number().int(),
  maxFileSize: z.number().int(),
  maxCount: z.number().int(),
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

/** Property location (000 section 3). State is cut to 3 characters (000 section 5). */
export const propertyLocationSchema = z
  .object({
    countryCode: z.string().regex(/^[A-Z]{2}$/),
    countryName: z.string().max(100).optional(),
    stateOrProvince: z
      .string()
      .trim()
      .max(100)
      .transform((s) => s.slice(0, 3))
      .nullable()
      .optional(),
    city: z.string().trim().min(1).max(100),
    street: z.string().trim().max(200).nullable().optional(),
    houseNumberOrName: z.string().trim().max(100).nullable().optional(),
    postalCode: z.string().trim().max(20).nullable().optional(),
    formattedAddress: z.string().max(300).nullable().optional(),
    googlePlaceId: z.string().max(300).nullable().optional(),
    latitude: z.number().min(-90).max(90).nullable().optional(),
    longitude: z.number().min(-180).max(180).nullable().optional(),
    components: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'PropertyLocation' });
export type PropertyLocation = z.infer<typeof propertyLocationSchema>;
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
export const calendarVerificationConfigurationSchema = z.object({
  platforms: z.array(z.object({ key: z.string(), label: z.string(), urlPattern: z.string() })),
});
