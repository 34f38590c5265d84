import { FEED_ERRORS } from '@host-portal/contracts/calendar';
import { describe, expect, it } from 'vitest';
import { testTranslator } from '../../../../test/translator.ts';
import { feedErrorWords } from './feed-health.tsx';
import { maskFeedUrl, spanOf } from './sync-format.ts';

const t = testTranslator().getFixedT('en_US');

describe('feedErrorWords', () => {
  it.each([
    ['unreachable', 'We could not reach this address.', 'typed correctly'],
    ['timeout', 'The address did not send the calendar within 15 seconds.', 'try Sync now again later'],
    ['not_calendar', 'This address does not return a calendar (.ics).', 'iCal'],
    ['too_large', 'The calendar is larger than the limit of 5 MB.', 'fewer events'],
    ['http_status', 'The address answered with an error: The server answered HTTP 404.', 'paste it'],
    [
      'forbidden_address',
      'This address points to a private or local network, which we do not read.',
      'public',
    ],
  ] as const)('says %s in words, with a hint', (code, message, hint) => {
    const words = feedErrorWords(t, 'en_US', code, 'The server answered HTTP 404.');
    expect(words.message).toBe(message);
    expect(words.hint).toContain(hint);
  });

  it('has words for every error of the contract, and http_status without a detail', () => {
    for (const code of FEED_ERRORS) {
      const words = feedErrorWords(t, 'en_US', code, null);
      expect(words.message).not.toContain('calendar.sync');
      expect(words.hint).not.toContain('calendar.sync');
    }
    expect(feedErrorWords(t, 'en_US', 'http_status', null).message).toBe(
      'The address answered with an error.',
    );
  });
});

describe('maskFeedUrl', () => {
  it('hides the query string and fragment, which hold the secret', () => {
    expect(maskFeedUrl('https://www.airbnb.com/calendar/ical/1.ics?s=abc')).toEqual({
      masked: 'www.airbnb.com/calendar/ical/1.ics…',
      hidden: true,
    });
    expect(maskFeedUrl('https://cal.example.com/')).toEqual({ masked: 'cal.example.com', hidden: false });
    expect(maskFeedUrl('https://u:p@cal.example.com/a.ics').hidden).toBe(true);
    expect(maskFeedUrl('not a url')).toEqual({ masked: 'not a url', hidden: false });
  });
});

describe('spanOf', () => {
  it('picks the largest whole unit', () => {
    expect(spanOf(-5000)).toEqual({ unit: 'second', count: 0 });
    expect(spanOf(59_000)).toEqual({ unit: 'second', count: 59 });
    expect(spanOf(5 * 60_000 + 10_000)).toEqual({ unit: 'minute', count: 5 });
    expect(spanOf(3 * 3_600_000)).toEqual({ unit: 'hour', count: 3 });
    expect(spanOf(50 * 3_600_000)).toEqual({ unit: 'day', count: 2 });
  });
});

describe('keys built from values', () => {
  it('has a label for every health and words for every stay kind', () => {
    const keys = [
      ...['ok', 'stale', 'failing', 'pending'].map((h) => `calendar.sync.health.${h}`),
      ...['booking', 'booking_request', 'inquiry', 'other'].map((k) => `calendar.conflicts.stay.${k}`),
      ...['booking', 'booking_request', 'inquiry'].map((k) => `calendar.conflicts.open.${k}`),
      ...['', 'NoSummary', 'NoStay', 'NoSummaryNoStay'].map((v) => `calendar.conflicts.message${v}`),
    ];
    expect(keys.filter((key) => t(key) === key)).toEqual([]);
  });
});
