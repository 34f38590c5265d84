import { z } from 'zod';

/**
 * The staff's switches of the public settings flags (`/feature-toggle/{id}`, 001 section 2,
 * issue 13, ADR 0044). The id names the flag of `PublicSettings.features`; a flag never switched
 * has its configured default. `helpCenter` needs HELP_CENTER_URL as well: the switch can only
 * turn the configured help centre off.
 */
export const FEATURE_TOGGLES = [
  'overview',
  'helpCenter',
  'alternateReservations',
  'welcomeTourForced',
  'campaignRedirect',
] as const;
export type FeatureToggleName = (typeof FEATURE_TOGGLES)[number];

export const featureToggleParamsSchema = z.object({ id: z.enum(FEATURE_TOGGLES) });
export const featureToggleBodySchema = z.object({ enabled: z.boolean() });

export const featureToggleChangeSchema = z.object({
  enabled: z.boolean(),
  /** the staff member's e-mail, kept after their account is gone */
  changedBy: z.string(),
  changedAt: z.iso.datetime({ offset: true }),
});
export type FeatureToggleChange = z.infer<typeof featureToggleChangeSchema>;

export const featureToggleSchema = z
  .object({
    id: z.enum(FEATURE_TOGGLES),
    /** what the app gets now */
    enabled: z.boolean(),
    /** the configured value, in effect while no staff member has switched the flag */
    defaultValue: z.boolean(),
    /** false when the flag also needs configuration that is missing (the help centre's address) */
    available: z.boolean(),
    /** newest first, the latest 20 */
    changes: z.array(featureToggleChangeSchema),
  })
  .meta({ id: 'FeatureToggle' });
export type FeatureToggle = z.infer<typeof featureToggleSchema>;

export const featureTogglesSchema = z
  .object({ items: z.array(featureToggleSchema.omit({ changes: true })) })
  .meta({ id: 'FeatureToggles' });
export type FeatureToggles = z.infer<typeof featureTogglesSchema>;
