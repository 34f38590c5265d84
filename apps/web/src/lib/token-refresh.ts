/** 001 section 4 and 9: refresh when expiring within 60 s; force a refresh 120 s before expiry. */
export const REFRESH_IF_EXPIRING_WITHIN_MS = 60_000;
export const FORCED_REFRESH_BEFORE_EXPIRY_MS = 120_000;

export interface TokenRefreshDecision {
  /** Refresh before sending the next request. */
  refreshNow: boolean;
  /** Delay until the forced background refresh (0 when it is already due). */
  forcedRefreshInMs: number;
}

/** `expiresAtMs` is the access token's expiry instant; undefined means unknown (treated as expired). */
export function decideTokenRefresh(expiresAtMs: number | undefined, nowMs: number): TokenRefreshDecision {
  if (expiresAtMs === undefined || !Number.isFinite(expiresAtMs)) {
    return { refreshNow: true, forcedRefreshInMs: 0 };
  }
  const remaining = expiresAtMs - nowMs;
  return {
    refreshNow: remaining <= REFRESH_IF_EXPIRING_WITHIN_MS,
    forcedRefreshInMs: Math.max(0, remaining - FORCED_REFRESH_BEFORE_EXPIRY_MS),
  };
}
