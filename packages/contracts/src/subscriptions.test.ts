import { describe, expect, it } from 'vitest';
import { creditState, expiryState, planPeriodInMonths, SUBSCRIPTION_PLANS } from './subscriptions.ts';

const DAY = 86_400_000;

describe('subscription flags (001 section 4)', () => {
  it('expired once the date passed, about to expire within 3 days before it', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const at = (ms: number) => expiryState(new Date(now.getTime() + ms), now);
    expect(at(3 * DAY + 1)).toEqual({ isExpired: false, isAboutToExpire: false });
    expect(at(3 * DAY)).toEqual({ isExpired: false, isAboutToExpire: true });
    expect(at(1)).toEqual({ isExpired: false, isAboutToExpire: true });
    expect(at(0)).toEqual({ isExpired: true, isAboutToExpire: false });
  });

  it('leads: empty at 0, low at 25 % or less of the total', () => {
    expect(creditState('leads', 100, 74, true)).toMatchObject({
      remaining: 26,
      isLow: false,
      isEmpty: false,
    });
    expect(creditState('leads', 100, 75, true)).toMatchObject({ remaining: 25, isLow: true, isEmpty: false });
    expect(creditState('leads', 100, 100, true)).toMatchObject({ remaining: 0, isLow: false, isEmpty: true });
  });

  it('publications: low with 1 to 5 left, empty at 0; boosts never low', () => {
    expect(creditState('unitPublish', 10, 4, true).isLow).toBe(false);
    expect(creditState('unitPublish', 10, 5, true).isLow).toBe(true);
    expect(creditState('unitPublish', 10, 9, true)).toMatchObject({ remaining: 1, isLow: true });
    expect(creditState('unitPublish', 10, 10, true)).toMatchObject({ isLow: false, isEmpty: true });
    expect(creditState('boost', 10, 9, true)).toMatchObject({ remaining: 1, isLow: false, isEmpty: false });
    expect(creditState('boost', 10, 10, true).isEmpty).toBe(true);
  });

  it('nothing is low or empty when the credits are not enabled', () => {
    expect(creditState('unitPublish', 0, 0, false)).toMatchObject({ isEmpty: false, isLow: false });
  });

  it('shows yearly plans as 12 months', () => {
    const yearly = SUBSCRIPTION_PLANS.find((p) => p.periodUnit === 'year')!;
    expect(planPeriodInMonths(yearly)).toEqual({ periodUnit: 'month', period: 12 });
  });
});
