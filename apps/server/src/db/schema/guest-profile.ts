import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A host's ideal guest (issue 10): the answers of the guest-profile questionnaire, one row per
 * host, written a step at a time. A null column is a step not answered yet; the values are the
 * options of the contracts (guest-profile.ts).
 */
export const guestPreferences = pgTable('guest_preferences', {
  hostId: uuid('host_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  bookingTimes: text('booking_times').array(),
  stayDurations: text('stay_durations').array(),
  startOfStay: text('start_of_stay').array(),
  groupSizes: text('group_sizes').array(),
  language: text('language', { enum: ['hostLanguage', 'noPreference'] }),
  // the languages the host speaks with guests are the profile's (`users.host_languages`, migration 0027)
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
