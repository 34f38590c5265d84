import { describe, expect, it } from 'vitest';
import { guestEventOf, guestLocale } from './guest-mail.ts';

describe('guest mail', () => {
  it.each([
    ['de', 'de_DE'],
    ['de-CH', 'de_CH'],
    ['en', 'en_US'],
    ['en-GB', 'en_GB'],
    ['pt', 'pt_PT'],
    ['hr', 'hr_HR'],
    ['ja', 'en_US'],
  ])('writes to a guest of language %s in %s', (language, locale) => {
    expect(guestLocale(language)).toBe(locale);
  });

  it.each([
    ['booking', 'CONFIRMED', 'booked'],
    ['booking', 'CANCELLED', 'bookingCancelled'],
    ['booking_request', 'REQUESTED', 'requested'],
    ['booking_request', 'CONFIRMED', 'requestConfirmed'],
    ['booking_request', 'REJECTED', 'requestRejected'],
    ['booking_request', 'EXPIRED', 'requestExpired'],
    ['booking_request', 'CANCELLED', 'requestCancelled'],
    ['inquiry', 'ACTION_NEEDED', 'asked'],
    ['inquiry', 'CONFIRMED', 'inquiryConfirmed'],
    ['inquiry', 'REJECTED', 'inquiryRejected'],
    ['inquiry', 'EXPIRED_CHECKOUT', 'inquiryExpired'],
  ] as const)('tells the guest of a %s in %s what happened (%s)', (kind, status, event) => {
    expect(guestEventOf(kind, status)).toBe(event);
  });
});
