import { describe, expect, it } from 'vitest';
import { decideTokenRefresh } from './token-refresh.ts';

const now = 1_700_000_000_000;

describe('decideTokenRefresh', () => {
  it('does not refresh a token with more than 60 s left, and schedules the forced refresh 120 s before expiry', () => {
    expect(decideTokenRefresh(now + 300_000, now)).toEqual({ refreshNow: false, forcedRefreshInMs: 180_000 });
  });

  it('refreshes before the call when the token expires within 60 s', () => {
    expect(decideTokenRefresh(now + 60_000, now).refreshNow).toBe(true);
    expect(decideTokenRefresh(now + 59_999, now).refreshNow).toBe(true);
    expect(decideTokenRefresh(now + 60_001, now).refreshNow).toBe(false);
  });

  it('makes the forced refresh due at once inside the 120 s window', () => {
    expect(decideTokenRefresh(now + 100_000, now)).toEqual({ refreshNow: false, forcedRefreshInMs: 0 });
    expect(decideTokenRefresh(now + 120_000, now).forcedRefreshInMs).toBe(0);
    expect(decideTokenRefresh(now + 121_000, now).forcedRefreshInMs).toBe(1_000);
  });

  it('treats expired or unknown expiry as needing a refresh', () => {
    expect(decideTokenRefresh(now - 1, now).refreshNow).toBe(true);
    expect(decideTokenRefresh(undefined, now)).toEqual({ refreshNow: true, forcedRefreshInMs: 0 });
  });
});
