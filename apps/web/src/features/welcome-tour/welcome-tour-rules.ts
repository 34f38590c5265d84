import type { UserInfo, userInteractionsSchema } from '@host-portal/contracts/user';
import type { z } from 'zod';

/** The account source of hosts whose accounts were moved over from Amivac (001 section 2). */
export const MIGRATED_ACCOUNT_SOURCE = 'Amivac-migrated';
/** The interaction that remembers the tour (GET/PUT /api/app/user/interaction[s]). */
export const WELCOME_TOUR_INTERACTION = 'welcomeTour';

type Interactions = z.infer<typeof userInteractionsSchema>['interactions'];

/** The host has seen the tour: watched a video, went for more, or closed it (not "watch later"). */
export const welcomeTourSeen = (interactions: Interactions) =>
  interactions.some((i) => i.interactionType === WELCOME_TOUR_INTERACTION && i.interacted);

/** Whether the tour's answer depends on the host's interactions (only then are they read). */
export const needsInteractions = (user: Pick<UserInfo, 'accountSource'> | null) =>
  user?.accountSource === MIGRATED_ACCOUNT_SOURCE;

/**
 * Whether the tour opens by itself when the app starts (ADR 43): for a migrated host who has not
 * seen it, or for everyone while the `welcomeTourForced` setting is on. Never while staff act as a
 * host: what the host has seen is theirs to record. `interactions` is undefined while loading.
 */
export function opensWelcomeTour(
  user: Pick<UserInfo, 'accountSource' | 'isImpersonating'> | null,
  forced: boolean,
  interactions: Interactions | undefined,
): boolean {
  if (!user || user.isImpersonating) return false;
  if (forced) return true;
  if (!needsInteractions(user) || !interactions) return false;
  return !welcomeTourSeen(interactions);
}
