import {
  type Band,
  consideredCriteria,
  MATCH_RULES,
  type MatchPreferences,
  primaryLanguage,
} from '@host-portal/contracts/match-score';
import { type SQL, sql } from 'drizzle-orm';
import { reservations } from '../../db/schema/index.ts';

/** `expr` in [from, to): the bounds are the contracts' constants, written into the statement. */
function inBand(expr: SQL, [from, to]: Band): SQL {
  const parts: SQL[] = [];
  if (from !== null) parts.push(sql`${expr} >= ${sql.raw(String(Math.trunc(from)))}`);
  if (to !== null) parts.push(sql`${expr} < ${sql.raw(String(Math.trunc(to)))}`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

function inAnyBand<K extends string>(expr: SQL, bands: Record<K, Band>, chosen: readonly string[]): SQL {
  const parts = chosen.filter((k): k is K => k in bands).map((k) => sql`(${inBand(expr, bands[k])})`);
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}

/**
 * How many of the host's criteria a reservation row meets, as SQL: the same rules as the contracts'
 * `rateMatch` (bands of MATCH_RULES, `consideredCriteria`), so that the requests list can be
 * ordered by match across its pages. With the host's criteria fixed, more met criteria is a
 * higher score. Null when the host has no criteria (every row would tie).
 */
export function matchedCriteriaSql(prefs: MatchPreferences | null): SQL | null {
  if (!prefs) return null;
  const criteria = consideredCriteria(prefs);
  if (criteria.length === 0) return null;
  const r = reservations;
  const lead = sql`(${r.checkIn} - (${r.createdAt} at time zone 'UTC')::date)`;
  const nights = sql`(${r.checkOut} - ${r.checkIn})`;
  const guests = sql`${r.guests}`;
  const weekend = sql`extract(isodow from ${r.checkIn})::int in (${sql.raw(MATCH_RULES.weekendCheckInDays.join(', '))})`;
  const met = criteria.map((criterion): SQL => {
    switch (criterion) {
      case 'bookingTimes':
        return inAnyBand(lead, MATCH_RULES.leadTimeDays, prefs.bookingTimes ?? []);
      case 'stayDurations':
        return inAnyBand(nights, MATCH_RULES.nights, prefs.stayDurations ?? []);
      case 'groupSizes':
        return inAnyBand(guests, MATCH_RULES.guests, prefs.groupSizes ?? []);
      case 'startOfStay': {
        const days = new Set(prefs.startOfStay);
        if (days.has('weekend') && days.has('weekday')) return sql`true`;
        return days.has('weekend') ? weekend : sql`not (${weekend})`;
      }
      default: {
        // language (consideredCriteria names it only with the host's languages)
        const languages = [...new Set(prefs.hostLanguages.map(primaryLanguage))];
        return sql`lower(split_part(${r.guestLanguage}, '-', 1)) in (${sql.join(
          languages.map((l) => sql`${l}`),
          sql`, `,
        )})`;
      }
    }
  });
  return sql`(${sql.join(
    met.map((m) => sql`(case when ${m} then 1 else 0 end)`),
    sql` + `,
  )})`;
}
