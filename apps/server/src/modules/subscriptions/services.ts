import { ERROR_CODES } from '@host-portal/contracts/errors';
import {
  firstFamilyWith,
  type SaveServices,
  SERVICE_TYPES,
  type ServiceType,
  SUBSCRIPTION_SERVICES,
  type SubscriptionServices,
} from '@host-portal/contracts/subscription-services';
import { planById, SUBSCRIPTION_PLANS } from '@host-portal/contracts/subscriptions';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';

/** The plans' names, the same in every language. */
const PLAN_NAMES = { starter: 'Starter', plus: 'Plus', pro: 'Pro' } as const;

const word = (w: string) => {
  // the tables below are written from our own constants; never from input
  if (!/^[A-Za-z0-9_-]+$/.test(w)) throw new Error(`Not a plain word: ${w}`);
  return `'${w}'`;
};

/**
 * The services in effect, as a subquery of (host_id, service): the host's live subscription (term
 * not over), a plan family that includes the service, and the host's switch (or the service's
 * default). The one definition that the public search order, the public page, the inbox and the
 * inquiry e-mail read (ADR 39).
 */
export const ACTIVE_SERVICES_SQL = `(
  select s.host_id, svc.service
    from subscriptions s
    join (values ${SUBSCRIPTION_PLANS.map((p) => `(${word(p.id)}, ${word(p.family)})`).join(', ')})
         as plan(plan_id, family) on plan.plan_id = s.plan_id
    join (values ${SUBSCRIPTION_SERVICES.flatMap((d) =>
      d.families.map((f) => `(${word(d.type)}, ${word(f)}, ${d.onByDefault})`),
    ).join(', ')}) as svc(service, family, on_default) on svc.family = plan.family
    left join host_services h on h.host_id = s.host_id and h.service = svc.service
   where s.status in ('in_trial', 'active', 'non_renewing') and s.current_term_end > now()
     and coalesce(h.enabled, svc.on_default)
)`;

interface SwitchRow {
  service: string;
  enabled: boolean;
  message: string | null;
}

export interface ServicesDeps {
  subscriptionApplicable: (hostId: string) => Promise<boolean>;
}

/**
 * The subscription services of 001 section 3 (issue 12, ADR 39): what the host's plan includes,
 * the host's switches, and which ones are in effect.
 */
export function subscriptionServices(database: Database, deps: ServicesDeps) {
  async function livePlanFamily(hostId: string) {
    const [row] = await database.query<{ plan_id: string }>(
      `select plan_id from subscriptions
        where host_id = $1 and status in ('in_trial', 'active', 'non_renewing') and current_term_end > now()`,
      [hostId],
    );
    return row ? (planById(row.plan_id)?.family ?? null) : null;
  }

  async function state(hostId: string): Promise<SubscriptionServices> {
    const family = await livePlanFamily(hostId);
    const switches = await database.query<SwitchRow>(
      'select service, enabled, message from host_services where host_id = $1',
      [hostId],
    );
    return {
      planFamily: family,
      services: SUBSCRIPTION_SERVICES.map((d) => {
        const row = switches.find((s) => s.service === d.type);
        const included = family !== null && d.families.includes(family);
        const enabled = row?.enabled ?? d.onByDefault;
        return {
          type: d.type,
          included,
          enabled,
          active: included && enabled,
          includedFrom: firstFamilyWith(d.type),
          delivery: d.delivery,
          editable: d.editable,
          message: d.type === 'inquiryMessage' ? (row?.message ?? null) : null,
        };
      }),
    };
  }

  return {
    /** GET /api/app/subscription/services; 404 when no subscription applies to the host. */
    async get(hostId: string) {
      if (!(await deps.subscriptionApplicable(hostId))) throw notFound('Subscription');
      return state(hostId);
    },

    /**
     * PUT /api/app/subscription/services: the editor's switches. Needs a live subscription, and a
     * service can only be switched on when the plan includes it (409 with the plan that does).
     */
    async save(hostId: string, body: SaveServices) {
      if (!(await deps.subscriptionApplicable(hostId))) throw notFound('Subscription');
      const family = await livePlanFamily(hostId);
      if (!family) throw new AppError(ERROR_CODES.conflict, 'subscriptions.errors.noSubscription');
      for (const s of body.services) {
        const def = SUBSCRIPTION_SERVICES.find((d) => d.type === s.type);
        if (s.enabled && def && !def.families.includes(family)) {
          throw new AppError(ERROR_CODES.conflict, 'subscriptions.services.errors.notInPlan', {
            vars: { plan: PLAN_NAMES[firstFamilyWith(s.type)] },
            invalidParams: [{ name: s.type, reason: 'subscriptions.services.errors.notInPlan' }],
          });
        }
      }
      await database.db.transaction(async (tx) => {
        for (const s of body.services) {
          const message = s.type === 'inquiryMessage' ? s.message?.trim() || null : null;
          await tx.execute(
            // one row per host and service; the message is kept when switched off
            sql`
              insert into host_services (host_id, service, enabled, message, updated_at)
              values (${hostId}, ${s.type}, ${s.enabled}, ${message}, now())
              on conflict (host_id, service) do update
                set enabled = excluded.enabled,
                    message = coalesce(excluded.message, host_services.message),
                    updated_at = now()`,
          );
        }
      });
      return state(hostId);
    },

    /** The services in effect for a host (the inbox, the inquiry e-mail, the public page). */
    async active(hostId: string): Promise<Set<ServiceType>> {
      const rows = await database.query<{ service: string }>(
        `select service from ${ACTIVE_SERVICES_SQL} a where a.host_id = $1`,
        [hostId],
      );
      return new Set(
        rows
          .map((r) => r.service)
          .filter((s): s is ServiceType => (SERVICE_TYPES as readonly string[]).includes(s)),
      );
    },

    /** The host's inquiry message when that service is in effect, else null. */
    async inquiryMessage(hostId: string): Promise<string | null> {
      const [row] = await database.query<{ message: string | null }>(
        `select h.message from host_services h
           join ${ACTIVE_SERVICES_SQL} a on a.host_id = h.host_id and a.service = h.service
          where h.host_id = $1 and h.service = 'inquiryMessage'`,
        [hostId],
      );
      return row?.message ?? null;
    },
  };
}
export type SubscriptionServicesApi = ReturnType<typeof subscriptionServices>;
