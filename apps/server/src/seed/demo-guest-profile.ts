import type { UpdateGuestPreferences } from '@host-portal/contracts/guest-profile';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { buildServices } from '../services.ts';

/**
 * The demo host's ideal guest, answered a step at a time as the questionnaire saves it. Any day of
 * arrival suits her, so the demo's pending requests and inquiries (all couples, see
 * demo-reservations.ts) are told apart by booking time, length and language alone, whatever
 * weekday the seed runs on: the request in German is a best match, the one in Portuguese and the
 * parking question in French great, the villa's early dog question in Croatian good (and the
 * turned-down request in Italian nice).
 */
const ANSWERS: UpdateGuestPreferences[] = [
  { bookingTimes: ['onSchedule', 'lastMinute'] },
  { stayDurations: ['mediumStay', 'longStay'] },
  { startOfStay: ['weekday', 'weekend'] },
  { groupSizes: ['couple', 'family'] },
  { language: 'hostLanguage', hostLanguages: ['en', 'fr', 'de'] },
];

export async function seedDemoGuestProfile(database: Database, config: Config, hostId: string) {
  const { guestProfile } = buildServices({ config, database });
  for (const answer of ANSWERS) await guestProfile.update(hostId, answer);
}
