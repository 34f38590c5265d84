import { describe, expect, it } from 'vitest';
import { PREFERENCE_FIELDS, type PreferenceField } from './guest-profile.ts';
import { classifyRequest, type MatchInput, type MatchPreferences, rateMatch } from './match-score.ts';

/** A Friday check-in 24 days after the guest asked, 2 nights, 2 guests, Swiss German. */
const request: MatchInput = {
  createdAt: '2030-01-01T23:30:00Z',
  checkIn: '2030-01-25',
  checkOut: '2030-01-27',
  guests: 2,
  guestLanguage: 'de-CH',
};
const none: MatchPreferences = {
  bookingTimes: null,
  stayDurations: null,
  startOfStay: null,
  groupSizes: null,
  language: null,
  hostLanguages: [],
};
/** For each criterion: a preference the request meets, and one it misses. */
const meets: Record<PreferenceField, Partial<MatchPreferences>> = {
  bookingTimes: { bookingTimes: ['onSchedule', 'earlyBird'] },
  stayDurations: { stayDurations: ['shortStay'] },
  startOfStay: { startOfStay: ['weekend'] },
  groupSizes: { groupSizes: ['couple', 'family'] },
  language: { language: 'hostLanguage', hostLanguages: ['en', 'de'] },
};
const misses: Record<PreferenceField, Partial<MatchPreferences>> = {
  bookingTimes: { bookingTimes: ['lastMinute'] },
  stayDurations: { stayDurations: ['mediumStay', 'longStay'] },
  startOfStay: { startOfStay: ['weekday'] },
  groupSizes: { groupSizes: ['solo', 'group'] },
  language: { language: 'hostLanguage', hostLanguages: ['fr', 'it'] },
};

/**
 * The label for `matched` of `considered` criteria, written out (ADR 0022): the score is the met
 * share in fifths, rounded half up, and reads the spec's list potentialMatch, niceMatch, niceMatch,
 * goodMatch, greatMatch, bestMatch by index.
 */
const LABEL: Record<number, string[]> = {
  1: ['potentialMatch', 'bestMatch'],
  2: ['potentialMatch', 'goodMatch', 'bestMatch'],
  3: ['potentialMatch', 'niceMatch', 'goodMatch', 'bestMatch'],
  4: ['potentialMatch', 'niceMatch', 'goodMatch', 'greatMatch', 'bestMatch'],
  5: ['potentialMatch', 'niceMatch', 'niceMatch', 'goodMatch', 'greatMatch', 'bestMatch'],
};

type State = 'meets' | 'misses' | 'none';
const STATES: State[] = ['meets', 'misses', 'none'];
const combinations = (n: number): State[][] =>
  n === 0 ? [[]] : combinations(n - 1).flatMap((rest) => STATES.map((s) => [s, ...rest]));

describe('rateMatch', () => {
  it('classifies the request from what it says', () => {
    expect(classifyRequest(request)).toEqual({
      bookingTimes: 'onSchedule',
      stayDurations: 'shortStay',
      startOfStay: 'weekend',
      groupSizes: 'couple',
      language: 'de',
    });
  });

  it('is null without preferences, and when nothing answered rates anything', () => {
    expect(rateMatch(null, request)).toBeNull();
    expect(rateMatch(none, request)).toBeNull();
    expect(rateMatch({ ...none, language: 'noPreference', hostLanguages: ['de'] }, request)).toBeNull();
    expect(rateMatch({ ...none, language: 'hostLanguage', hostLanguages: [] }, request)).toBeNull();
  });

  it('all five met is bestMatch; none met is potentialMatch', () => {
    const all = Object.assign({ ...none }, ...Object.values(meets));
    expect(rateMatch(all, request)).toEqual({
      level: 'bestMatch',
      score: 5,
      reasons: [
        { criterion: 'bookingTimes', value: 'onSchedule', matched: true },
        { criterion: 'stayDurations', value: 'shortStay', matched: true },
        { criterion: 'startOfStay', value: 'weekend', matched: true },
        { criterion: 'groupSizes', value: 'couple', matched: true },
        { criterion: 'language', value: 'de', matched: true },
      ],
    });
    const nothing = Object.assign({ ...none }, ...Object.values(misses));
    expect(rateMatch(nothing, request)).toMatchObject({ level: 'potentialMatch', score: 0 });
  });

  it('niceMatch names two adjacent scores: 1 and 2 of 5 criteria met', () => {
    const base = Object.assign({ ...none }, ...Object.values(misses));
    const one = rateMatch({ ...base, ...meets.groupSizes }, request);
    const two = rateMatch({ ...base, ...meets.groupSizes, ...meets.language }, request);
    expect([one?.score, one?.level]).toEqual([1, 'niceMatch']);
    expect([two?.score, two?.level]).toEqual([2, 'niceMatch']);
  });

  // every class: each criterion met, missed or without preference (3^5 = 243 combinations)
  it.each(combinations(5).map((states) => [states.join(' '), states] as const))('%s', (_name, states) => {
    const prefs = Object.assign(
      { ...none },
      ...states.map((s, i) => (s === 'meets' ? meets : s === 'misses' ? misses : {})[PREFERENCE_FIELDS[i]!]),
    );
    const considered = states.filter((s) => s !== 'none').length;
    const met = states.filter((s) => s === 'meets').length;
    const match = rateMatch(prefs, request);
    if (considered === 0) {
      expect(match).toBeNull();
      return;
    }
    expect(match?.level).toBe(LABEL[considered]![met]);
    expect(match?.reasons.map((r) => [r.criterion, r.matched])).toEqual(
      states.flatMap((s, i) => (s === 'none' ? [] : [[PREFERENCE_FIELDS[i], s === 'meets']])),
    );
  });
});

describe('the thresholds (ADR 0022)', () => {
  const at = (patch: Partial<MatchInput>) => classifyRequest({ ...request, ...patch });

  it.each([
    ['2030-01-25T10:00:00Z', 'lastMinute'], // same day
    ['2030-01-12T10:00:00Z', 'lastMinute'], // 13 days
    ['2030-01-11T23:59:59Z', 'onSchedule'], // 14 days
    ['2029-11-27T00:00:00Z', 'onSchedule'], // 59 days
    ['2029-11-26T00:00:00Z', 'earlyBird'], // 60 days
    ['2030-02-01T00:00:00Z', 'lastMinute'], // asked after check-in (a stay entered late)
  ])('asked %s → %s', (createdAt, band) => {
    expect(at({ createdAt }).bookingTimes).toBe(band);
  });

  it.each([
    ['2030-01-26', 'shortStay'],
    ['2030-01-28', 'shortStay'],
    ['2030-01-29', 'mediumStay'],
    ['2030-02-07', 'mediumStay'],
    ['2030-02-08', 'longStay'],
  ])('check-out %s → %s', (checkOut, band) => {
    expect(at({ checkOut }).stayDurations).toBe(band);
  });

  it.each([
    ['2030-01-21', 'weekday'], // Monday
    ['2030-01-24', 'weekday'], // Thursday
    ['2030-01-25', 'weekend'], // Friday
    ['2030-01-26', 'weekend'], // Saturday
    ['2030-01-27', 'weekday'], // Sunday
  ])('check-in %s → %s', (checkIn, band) => {
    expect(at({ checkIn, checkOut: '2030-02-10' }).startOfStay).toBe(band);
  });

  it.each([
    [1, 'solo'],
    [2, 'couple'],
    [3, 'family'],
    [5, 'family'],
    [6, 'group'],
    [40, 'group'],
  ])('%i guests → %s', (guests, band) => {
    expect(at({ guests }).groupSizes).toBe(band);
  });

  it('compares the guest’s primary language with the host’s languages', () => {
    const prefs = { ...none, language: 'hostLanguage' as const, hostLanguages: ['pt'] };
    expect(rateMatch(prefs, { ...request, guestLanguage: 'pt-BR' })?.reasons[0]).toEqual({
      criterion: 'language',
      value: 'pt',
      matched: true,
    });
    expect(rateMatch(prefs, { ...request, guestLanguage: 'es' })?.level).toBe('potentialMatch');
  });
});
