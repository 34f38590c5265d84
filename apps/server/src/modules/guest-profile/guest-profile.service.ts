import { ERROR_CODES } from '@host-portal/contracts/errors';
import type { GuestPreferences, UpdateGuestPreferences } from '@host-portal/contracts/guest-profile';
import type { MatchPreferences } from '@host-portal/contracts/match-score';
import { AppError } from '../../lib/app-error.ts';
import type { GuestPreferencesRow, GuestProfileRepository } from './guest-profile.repository.ts';

const EMPTY: GuestPreferences = {
  bookingTimes: null,
  stayDurations: null,
  startOfStay: null,
  groupSizes: null,
  language: null,
  hostLanguages: [],
  updatedAt: null,
};

const view = (row: GuestPreferencesRow | undefined, hostLanguages: string[] = []): GuestPreferences =>
  row
    ? {
        bookingTimes: row.bookingTimes as GuestPreferences['bookingTimes'],
        stayDurations: row.stayDurations as GuestPreferences['stayDurations'],
        startOfStay: row.startOfStay as GuestPreferences['startOfStay'],
        groupSizes: row.groupSizes as GuestPreferences['groupSizes'],
        language: row.language,
        hostLanguages: row.hostLanguages,
        updatedAt: row.updatedAt.toISOString(),
      }
    : { ...EMPTY, hostLanguages };

/**
 * The ideal guest (issue 10): the questionnaire's answers, saved a step at a time, and what the
 * reservations service rates requests and inquiries against (`forMatching`). The languages the
 * host speaks are the profile's: the language step shows and saves the account's one list.
 */
export function guestProfileService(repo: GuestProfileRepository) {
  return {
    async get(hostId: string): Promise<GuestPreferences> {
      const { row, hostLanguages } = await repo.find(hostId);
      return view(row, hostLanguages);
    },

    /** One step's answer (the body is validated by the contract: exactly one step's field). */
    async update(hostId: string, body: UpdateGuestPreferences): Promise<GuestPreferences> {
      if (body.language === 'hostLanguage' && !body.hostLanguages) {
        // the languages may be left out once they are known: the step then only changes its choice
        const known = (await repo.find(hostId)).hostLanguages;
        if (known.length === 0) {
          const reason = 'Name the languages you speak with guests';
          throw new AppError(ERROR_CODES.validation, reason, {
            invalidParams: [{ name: 'hostLanguages', reason }],
          });
        }
      }
      return view(await repo.save(hostId, body));
    },

    /** The host's preferences for the match score; null when the host never answered. */
    async forMatching(hostId: string): Promise<MatchPreferences | null> {
      const { row } = await repo.find(hostId);
      return row ? view(row) : null;
    },
  };
}
export type GuestProfileService = ReturnType<typeof guestProfileService>;
