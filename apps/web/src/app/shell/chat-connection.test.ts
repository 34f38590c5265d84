import { describe, expect, it } from 'vitest';
import { chatConnectionAllowed } from './chat-connection.ts';

describe('chatConnectionAllowed (000 section 6, 001 section 2)', () => {
  const finished = { onboardingStatus: 'finished' as const };

  it('connects a host who has finished onboarding, on the ordinary pages', () => {
    for (const path of [
      '/home',
      '/messages/all',
      '/messages/all/abc',
      '/calendar',
      '/properties/p1',
      '/listings',
    ]) {
      expect(chatConnectionAllowed(finished, path), path).toBe(true);
    }
  });

  it('stays off while onboarding is in progress, wherever the host is', () => {
    expect(chatConnectionAllowed({ onboardingStatus: 'in_progress' }, '/messages/all')).toBe(false);
    expect(chatConnectionAllowed({ onboardingStatus: 'in_progress' }, '/home')).toBe(false);
  });

  it('stays off in the listing flow, onboarding and verification', () => {
    for (const path of [
      '/listing',
      '/listing/single-unit/p/u/title',
      '/listing/check-eligibility',
      '/onboarding',
      '/verification',
      '/verification/individual/identity',
    ]) {
      expect(chatConnectionAllowed(finished, path), path).toBe(false);
    }
  });

  it('stays off without a user (not signed in, or not loaded yet)', () => {
    expect(chatConnectionAllowed(null, '/home')).toBe(false);
    expect(chatConnectionAllowed(undefined, '/home')).toBe(false);
  });
});
