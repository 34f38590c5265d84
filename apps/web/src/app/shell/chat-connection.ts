import type { UserInfo } from '@host-portal/contracts/user';
import { paths } from '../../lib/route-paths.ts';

/**
 * The flows where the chat stays off (000 section 6, 001 section 2: "not on certain routes"): the
 * listing flow, onboarding and verification. A host there is filling in forms step by step; live
 * messages and notifications would only interrupt, and they arrive when the flow is left.
 */
const QUIET_PREFIXES = [paths.listing, paths.onboarding, paths.verification];

/**
 * Whether the chat connects: a signed-in host whose onboarding is not in progress (001 section 2),
 * outside the flows above.
 */
export function chatConnectionAllowed(
  user: Pick<UserInfo, 'onboardingStatus'> | null | undefined,
  pathname: string,
): boolean {
  if (!user || user.onboardingStatus === 'in_progress') return false;
  return !QUIET_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
