import type { ChatChannel } from '@host-portal/contracts/messaging';
import { LOCALES } from '@host-portal/i18n';
import { describe, expect, it } from 'vitest';
import { guestChatPath, guestLocaleOf, mayReview } from './guest-status.ts';
import { guestChannel } from './guest-test-data.ts';

describe('guestLocaleOf', () => {
  it.each([
    ['de', 'de_DE'],
    ['de-CH', 'de_CH'],
    ['en', 'en_US'],
    ['en-GB', 'en_GB'],
    ['pt', 'pt_PT'],
    ['hr', 'hr_HR'],
    ['ja', null],
  ])('speaks to a guest of language %s in %s', (language, locale) => {
    expect(guestLocaleOf(language, LOCALES)).toBe(locale);
  });

  it('keeps to the locales the domain offers', () => {
    expect(guestLocaleOf('de-AT', ['en_US', 'de_CH'])).toBe('de_CH');
    expect(guestLocaleOf('fr', ['en_US', 'de_DE'])).toBeNull();
  });
});

describe('mayReview (issue 10)', () => {
  const today = '2031-07-10';
  const at = (status: string, checkOut = '2031-07-05', over: Partial<ChatChannel> = {}) =>
    guestChannel({ stay: { ...guestChannel().stay!, status, checkOut }, ...over });

  it.each([
    ['COMPLETED', true],
    ['IN_REVIEW_COLLECTION', true],
    ['REVIEW_COLLECTED', true],
    ['NO_REVIEW_COLLECTED', true],
    ['CANCELLED', false],
    ['REJECTED', false],
  ])('asks about a stay in %s: %s', (status, expected) => {
    expect(mayReview(at(status), today)).toBe(expected);
  });

  it('asks about a confirmed stay once its check-out has come, and never about a request', () => {
    expect(mayReview(at('CONFIRMED', '2031-07-10'), today)).toBe(true);
    expect(mayReview(at('CONFIRMED', '2031-07-11'), today)).toBe(false);
    expect(mayReview(at('CONFIRMED', '2031-07-05', { conversationType: 'bookingRequest' }), today)).toBe(
      false,
    );
    expect(mayReview(at('COMPLETED', '2031-07-05', { reservationId: null }), today)).toBe(false);
  });

  it('writes the chat address with the stay and the review to open', () => {
    expect(guestChatPath('/guest/chat', 'c1', 'r1')).toBe('/guest/chat?channel=c1&review=r1');
    expect(guestChatPath('/guest/chat', null, 'r1')).toBe('/guest/chat?review=r1');
    expect(guestChatPath('/guest/chat')).toBe('/guest/chat');
  });
});
