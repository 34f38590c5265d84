// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  continueStep,
  groupSteps,
  isReachable,
  nextStep,
  previousStep,
  progressOf,
  visibleSteps,
  withCompleted,
} from './progress.ts';
import type { FlowContext, StepName } from './steps.ts';
import { chooseVariant } from './variants.ts';

const ctx = (over: Partial<FlowContext> = {}): FlowContext => ({
  propertyType: 'single',
  onboardingFinished: true,
  hasFirstFinishedUnit: false,
  accountType: 'individual',
  features: { commissionApplicable: true, subscriptionApplicable: true, isKYCApplicable: true },
  regionalRequirementsNeeded: true,
  ...over,
});
const _names = (c: FlowContext) => visibleSteps(chooseVariant(c), c).map((s) => s.name);

const SINGLE_VISIBLE: StepName[] = [
  'property',
  'location',
  'location/address',
  'location/map',
  'guests-and-rooms/info',
  'guests-and-rooms/beds',
  'photos',
  'amenities',
  'title',
  'price-and-availability',
  'price-and-availability/promotions',
  'price-and-availability/seasons',
  'listing-verification',
  'listing-verification/status',
  'calendar-availability',
  'booking-preference',
  'regional-requirements',
  'subscription/plan',
  'subscription/boost',
  'publish',
];

describe('progress', () => {
  const steps = visibleSteps(chooseVariant(ctx()), ctx());
  // weights of SINGLE_VISIBLE: 1 2 2 1 2 2 3 2 3 3 1 1 2 1 1 1 1 1 1 0 = 31
  const expected = [3, 10, 16, 19, 26, 32, 42, 48, 58, 68, 71, 74, 81, 84, 87, 90, 94, 97, 100, 100];

  it('adds each step’s weight over the visible weight, rounded', () => {
    expect(progressOf(steps, []).totalWeight).toBe(31);
    expect(progressOf(steps, []).percent).toBe(0);
    let done: string[] = [];
    SINGLE_VISIBLE.forEach((name, i) => {
      done = withCompleted(done, name);
      expect(progressOf(steps, done).percent, name).toBe(expected[i]);
    });
  });

  it('ignores completed steps that are not visible and duplicates', () => {
    expect(progressOf(steps, ['verification/info', 'property-title']).percent).toBe(0);
    expect(withCompleted(['property'], 'property')).toEqual(['property']);
    expect(progressOf([], []).percent).toBe(0);
  });

  it('continues after the last completed step, or at the last step', () => {
    expect(continueStep(steps, [])).toBe('property');
    expect(continueStep(steps, ['property'])).toBe('location');
    // the furthest completed step in flow order counts, not the order of saving
    expect(continueStep(steps, ['photos', 'property'])).toBe('amenities');
    expect(continueStep(steps, SINGLE_VISIBLE.slice(0, -1))).toBe('publish');
    expect(continueStep(steps, SINGLE_VISIBLE)).toBe('publish');
    expect(continueStep(steps, ['publish'])).toBe('publish');
    let done: string[] = [];
    SINGLE_VISIBLE.slice(0, -1).forEach((name, i) => {
      done = withCompleted(done, name);
      expect(continueStep(steps, done)).toBe(SINGLE_VISIBLE[i + 1]);
    });
  });

  it('keeps the earlier steps reachable when a step was done ahead', () => {
    // beds saved ahead of progress: the host still continues at the address, not after the beds
    const done = ['property', 'location', 'guests-and-rooms/beds'];
    expect(continueStep(steps, done)).toBe('location/address');
    expect(isReachable(steps, done, 'location/address')).toBe(true);
    // address saved ahead then the location: continue on the map
    expect(continueStep(steps, ['property', 'location/address', 'location'])).toBe('location/map');
    expect(progressOf(steps, done).percent).toBe(16);
  });

  it('reaches completed steps, the next one and the two reachable-ahead steps only', () => {
    const done = ['property'];
    expect(isReachable(steps, done, 'property')).toBe(true);
    expect(isReachable(steps, done, 'location')).toBe(true);
    expect(isReachable(steps, done, 'location/address')).toBe(true);
    expect(isReachable(steps, done, 'guests-and-rooms/beds')).toBe(true);
    expect(isReachable(steps, done, 'location/map')).toBe(false);
    expect(isReachable(steps, done, 'publish')).toBe(false);
    expect(isReachable(steps, done, 'property-title')).toBe(false);
    expect(isReachable(steps, SINGLE_VISIBLE, 'publish')).toBe(true);
  });

  it('walks forwards and backwards through visible steps and groups them', () => {
    expect(nextStep(steps, 'property')).toBe('location');
    expect(nextStep(steps, 'calendar-availability')).toBe('booking-preference');
    expect(nextStep(steps, 'publish')).toBeNull();
    expect(previousStep(steps, 'property')).toBeNull();
    expect(previousStep(steps, 'booking-preference')).toBe('calendar-availability');
    expect(groupSteps(steps).map((g) => [g.group, g.steps.length])).toEqual([
      ['property-basic-info', 6],
      ['property-detail', 3],
      ['pricing-and-availability', 6],
      ['final-info', 5],
    ]);
  });

  it('computes the multi-unit percentages on the shorter flow', () => {
    const c = ctx({ propertyType: 'multi', hasFirstFinishedUnit: true });
    const multi = visibleSteps(chooseVariant(c), c);
    expect(progressOf(multi, []).totalWeight).toBe(22);
    expect(progressOf(multi, ['start-unit', 'unit-type']).percent).toBe(9);
    expect(
      progressOf(
        multi,
        multi.map((s) => s.name),
      ).percent,
    ).toBe(100);
  });
});

describe('publish problems', () => {
  it('maps server fields to the steps that fix them, registration number first', async () => {
    const { missingFields } = await import('./field-steps.ts');
    const list = missingFields({
      'body.photos': 'Add at least 5 photos',
      nationalIdentificationCode: 'Missing',
      registrationNumber: 'Missing',
      'priceAndAvailability.nightlyPrice': 'Too low',
      somethingElse: 'Odd',
    });
    expect(list.map((m) => [m.field, m.step])).toEqual([
      ['registrationNumber', 'regional-requirements'],
      ['nationalIdentificationCode', 'regional-requirements'],
      ['photos', 'photos'],
      ['priceAndAvailability.nightlyPrice', 'price-and-availability'],
      ['somethingElse', null],
    ]);
  });
});
