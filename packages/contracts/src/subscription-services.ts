import { z } from 'zod';
import type { PlanDefinition } from './subscriptions.ts';

/**
 * The add-on and service types of 001 section 3 (issue 12, ADR 39). A plan family includes some
 * of them; the host switches the included ones on or off in the services editor (the listing's
 * commercial-model/plan-services step and the payment details tab). A service has an effect only
 * while it is included in the host's live subscription and switched on.
 */
export const SERVICE_TYPES = [
  'rankingBoost',
  'showPhoneNumberOnWhitelabel',
  'displayGuestEmailInMessageCard',
  'visibilityBoost',
  'banner',
  'directEmailMarketing',
  'diamond',
  'socialPackage',
  'inquiryMessage',
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** The services the editor shows, in its order (001 section 3); rankingBoost is the plan's own. */
export const EDITOR_SERVICES = [
  'showPhoneNumberOnWhitelabel',
  'displayGuestEmailInMessageCard',
  'visibilityBoost',
  'banner',
  'socialPackage',
  'diamond',
  'directEmailMarketing',
  'inquiryMessage',
] as const satisfies readonly ServiceType[];

export interface ServiceDefinition {
  type: ServiceType;
  /** the plan families that include it */
  families: readonly PlanDefinition['family'][];
  /**
   * product: the portal or the public page does it (search order, public page, inbox, e-mails);
   * team: the platform's marketing team delivers it, the switch is the host's request
   */
  delivery: 'product' | 'team';
  /** on until the host switches it off (raising a listing); the others publish or send something */
  onByDefault: boolean;
  /** shown in the editor (rankingBoost is not: it comes with the plan) */
  editable: boolean;
}

const all = ['starter', 'plus', 'pro'] as const;
const plusUp = ['plus', 'pro'] as const;
const pro = ['pro'] as const;

/** Services as data (ADR 39). */
export const SUBSCRIPTION_SERVICES: readonly ServiceDefinition[] = [
  { type: 'rankingBoost', families: pro, delivery: 'product', onByDefault: true, editable: false },
  {
    type: 'showPhoneNumberOnWhitelabel',
    families: all,
    delivery: 'product',
    onByDefault: false,
    editable: true,
  },
  {
    type: 'displayGuestEmailInMessageCard',
    families: plusUp,
    delivery: 'product',
    onByDefault: false,
    editable: true,
  },
  { type: 'visibilityBoost', families: plusUp, delivery: 'product', onByDefault: true, editable: true },
  { type: 'banner', families: pro, delivery: 'team', onByDefault: false, editable: true },
  { type: 'socialPackage', families: pro, delivery: 'team', onByDefault: false, editable: true },
  { type: 'diamond', families: pro, delivery: 'product', onByDefault: false, editable: true },
  { type: 'directEmailMarketing', families: pro, delivery: 'team', onByDefault: false, editable: true },
  { type: 'inquiryMessage', families: all, delivery: 'product', onByDefault: false, editable: true },
];

export const serviceDefinition = (type: ServiceType) =>
  SUBSCRIPTION_SERVICES.find((s) => s.type === type) as ServiceDefinition;

/** The cheapest family that includes a service (the editor's "included from …"). */
export const firstFamilyWith = (type: ServiceType): PlanDefinition['family'] =>
  serviceDefinition(type).families[0] ?? 'pro';

/** The longest inquiry message (the host's words added to the guest's inquiry e-mail). */
export const INQUIRY_MESSAGE_MAX = 1000;

/**
 * Ranking in the public search (ADR 39): a boost period running today comes first, then the
 * ranking boost, then the visibility boost, then everything else. Higher is earlier.
 */
export const SEARCH_RANK = { boost: 3, rankingBoost: 2, visibilityBoost: 1, none: 0 } as const;

export const serviceStateSchema = z.object({
  type: z.enum(SERVICE_TYPES),
  /** whether the host's plan includes it */
  included: z.boolean(),
  /** the host's switch (the default when never switched) */
  enabled: z.boolean(),
  /** included, switched on and the subscription live: it has its effect */
  active: z.boolean(),
  /** the cheapest plan family that includes it */
  includedFrom: z.enum(['starter', 'plus', 'pro']),
  delivery: z.enum(['product', 'team']),
  editable: z.boolean(),
  /** inquiryMessage only: the host's words */
  message: z.string().nullable(),
});
export type ServiceState = z.infer<typeof serviceStateSchema>;

/** GET and PUT /api/app/subscription/services (our calls: the spec shows the editor, not its calls). */
export const subscriptionServicesSchema = z
  .object({
    /** null without a live subscription: nothing is included */
    planFamily: z.enum(['starter', 'plus', 'pro']).nullable(),
    services: z.array(serviceStateSchema),
  })
  .meta({ id: 'SubscriptionServices' });
export type SubscriptionServices = z.infer<typeof subscriptionServicesSchema>;

export const saveServicesSchema = z
  .object({
    services: z
      .array(
        z
          .object({
            type: z.enum(EDITOR_SERVICES),
            enabled: z.boolean(),
            message: z.string().trim().max(INQUIRY_MESSAGE_MAX).nullable().optional(),
          })
          .strict(),
      )
      .min(1)
      .max(EDITOR_SERVICES.length)
      .refine((list) => new Set(list.map((s) => s.type)).size === list.length, {
        message: 'Each service once',
      })
      .refine(
        (list) =>
          list.every((s) => s.type !== 'inquiryMessage' || !s.enabled || (s.message ?? '').length > 0),
        { message: 'subscriptions.services.errors.messageRequired', path: ['inquiryMessage'] },
      ),
  })
  .strict()
  .meta({ id: 'SaveSubscriptionServices' });
export type SaveServices = z.infer<typeof saveServicesSchema>;
