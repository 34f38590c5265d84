import { ERROR_CODES } from '@host-portal/contracts/errors';
import {
  FEATURE_TOGGLES,
  type FeatureToggle,
  type FeatureToggleName,
} from '@host-portal/contracts/feature-toggles';
import type { PublicSettings } from '@host-portal/contracts/settings';
import { AppError } from '../../lib/app-error.ts';
import type { FeatureTogglesRepository } from './feature-toggles.repository.ts';

export type SwitchedFlags = Partial<Record<FeatureToggleName, boolean>>;
export type Features = PublicSettings['features'];

/** What the configuration says (no staff switch). */
export interface FeatureDefaults {
  /** HELP_CENTER_URL is set: only then can the help centre be on */
  helpCenterConfigured: boolean;
}

/** The flags the app gets: the configured defaults, then the staff's switches. */
export function effectiveFeatures(defaults: FeatureDefaults, switched: SwitchedFlags): Features {
  return {
    overview: switched.overview ?? false,
    helpCenter: defaults.helpCenterConfigured && (switched.helpCenter ?? true),
    alternateReservations: switched.alternateReservations ?? false,
    welcomeTourForced: switched.welcomeTourForced ?? false,
    campaignRedirect: switched.campaignRedirect ?? false,
  };
}

/**
 * How long a process trusts its copy of the switches: another process's switch reaches this one's
 * settings within this time; this process's own switch at once.
 */
export const SWITCHES_TTL_MS = 2_000;

/**
 * The staff's feature toggles (ADR 0044): `features()` is what GET /api/public/settings and the
 * app's page carry; `set` switches one flag and appends who and when to the trail.
 */
export function featureTogglesService(
  repo: FeatureTogglesRepository,
  defaults: FeatureDefaults,
  clock: () => number = Date.now,
) {
  let cached: { at: number; value: Promise<SwitchedFlags> } | null = null;
  const switched = () => {
    if (!cached || clock() - cached.at > SWITCHES_TTL_MS) {
      const value = repo.switched();
      cached = { at: clock(), value };
      value.catch(() => {
        cached = null;
      });
    }
    return cached.value;
  };
  const defaultsOf = effectiveFeatures(defaults, {});

  async function detail(name: FeatureToggleName): Promise<FeatureToggle> {
    const [now, changes] = await Promise.all([repo.switched(), repo.changes(name)]);
    return {
      id: name,
      enabled: effectiveFeatures(defaults, now)[name],
      defaultValue: defaultsOf[name],
      available: name !== 'helpCenter' || defaults.helpCenterConfigured,
      changes: changes.map((c) => ({
        enabled: c.enabled,
        changedBy: c.changed_by_email,
        changedAt: new Date(c.changed_at).toISOString(),
      })),
    };
  }

  return {
    async features(): Promise<Features> {
      return effectiveFeatures(defaults, await switched());
    },

    async list() {
      const now = effectiveFeatures(defaults, await repo.switched());
      return {
        items: FEATURE_TOGGLES.map((id) => ({
          id,
          enabled: now[id],
          defaultValue: defaultsOf[id],
          available: id !== 'helpCenter' || defaults.helpCenterConfigured,
        })),
      };
    },

    detail,

    async set(name: FeatureToggleName, enabled: boolean, staffId: string): Promise<FeatureToggle> {
      if (name === 'helpCenter' && enabled && !defaults.helpCenterConfigured) {
        throw new AppError(
          ERROR_CODES.conflict,
          'The help centre needs HELP_CENTER_URL before it can be switched on',
        );
      }
      await repo.set(name, enabled, staffId);
      cached = null;
      return detail(name);
    },
  };
}
export type FeatureTogglesService = ReturnType<typeof featureTogglesService>;
