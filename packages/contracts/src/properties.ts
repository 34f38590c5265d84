import { z } from 'zod';
import { listQuerySchema, paginated } from './common.ts';

export const PROPERTY_TYPES = ['single', 'multi'] as const;
export const UNIT_STATES = [
  'IN_PROGRESS',
  'UNDER_REVIEW',
  'REJECTED_BY_STAFF',
  'PUBLISHED',
  'UNPUBLISHED',
  'APPROVED',
  'DELETED',
] as const;
export const unitStateSchema = z.enum(UNIT_STATES);

/**
 * Property location (000 section 3). State is cut to 3 characters (000 section 5). Which address
 * fields are required depends on the country (properties configuration `property.addressForm`);
 * the server checks them on `PUT .../location/save`, not here, so a draft may be partial.
 */
export const propertyLocationSchema = z
  .object({
    countryCode: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'Use a two-letter ISO country code'),
    countryName: z.string().max(100).optional(),
    stateOrProvince: z
      .string()
      .trim()
      .max(100)
      .transform((s) => s.slice(0, 3))
      .nullable()
      .optional(),
    /** may be empty in a draft; `save` requires it */
    city: z.string().trim().max(100),
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

export const PROPERTY_TITLE_MAX = 120;
export const PROPERTY_DESCRIPTION_MAX = 5000;

export const unitSummarySchema = z.object({
  total: z.number().int(),
  published: z.number().int(),
  inProgress: z.number().int(),
});

export const propertyUnitRefSchema = z.object({
  id: z.uuid(),
  title: z.string().nullable(),
  state: unitStateSchema,
});

export const propertySchema = z
  .object({
    id: z.uuid(),
    propertyType: z.enum(PROPERTY_TYPES),
    title: z.string().nullable(),
    description: z.string().nullable(),
    restaurantDescription: z.string().nullable(),
    specialOfferDescription: z.string().nullable(),
    location: propertyLocationSchema.nullable(),
    unitIds: z.array(z.uuid()),
    units: z.array(propertyUnitRefSchema),
    firstFinishedUnitId: z.uuid().nullable(),
    firstInProgressUnitId: z.uuid().nullable(),
    state: unitStateSchema,
    invalidFields: z.array(z.string()),
    unitSummary: unitSummarySchema,
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Property' });
export type Property = z.infer<typeof propertySchema>;

export const propertyListItemSchema = z
  .object({
    id: z.uuid(),
    propertyType: z.enum(PROPERTY_TYPES),
    title: z.string().nullable(),
    state: unitStateSchema,
    /** the first unit (by position) that is not deleted: where "open" and campaign links go */
    firstUnitId: z.uuid().nullable(),
    /** counts only: the list never carries the units themselves (a host may have thousands) */
    unitSummary: unitSummarySchema,
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'PropertyListItem' });
export type PropertyListItem = z.infer<typeof propertyListItemSchema>;

export const propertiesQuerySchema = listQuerySchema;
export const propertiesPageSchema = paginated(propertyListItemSchema).meta({ id: 'PropertiesPage' });
export type PropertiesPage = z.infer<typeof propertiesPageSchema>;

/** GET /api/app/property-list: a light list (id and title) for selectors. */
export const propertyListEntrySchema = z.object({
  id: z.uuid(),
  title: z.string().nullable(),
  propertyType: z.enum(PROPERTY_TYPES),
});
export const propertyListPageSchema = paginated(propertyListEntrySchema).meta({ id: 'PropertyListPage' });

const title = z.string().trim().min(1).max(PROPERTY_TITLE_MAX);
const longText = z.string().trim().max(PROPERTY_DESCRIPTION_MAX);

/** POST /api/app/properties: creates the property with its first unit (IN_PROGRESS). */
export const createPropertySchema = z
  .object({
    propertyType: z.enum(PROPERTY_TYPES),
    title: title.optional(),
  })
  .strict()
  .meta({ id: 'CreateProperty' });
export type CreateProperty = z.infer<typeof createPropertySchema>;
export const createPropertyResponseSchema = z.object({ id: z.uuid(), unitId: z.uuid() });

export const updatePropertySchema = z
  .object({
    title,
    description: longText.nullable(),
    restaurantDescription: longText.nullable(),
    specialOfferDescription: longText.nullable(),
  })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'At least one field is required' })
  .meta({ id: 'UpdateProperty' });
export type UpdateProperty = z.infer<typeof updatePropertySchema>;
export const updatePropertyResponseSchema = z.object({
  unitIds: z.array(z.uuid()),
  title: z.string().nullable(),
  description: z.string().nullable(),
  restaurantDescription: z.string().nullable(),
  specialOfferDescription: z.string().nullable(),
});

export const propertyIdParamsSchema = z.object({ id: z.uuid() });
