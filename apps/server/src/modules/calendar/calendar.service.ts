import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  type BulkAction,
  type BulkEditResult,
  CALENDAR_RULES,
  type CalendarConflict,
  type CalendarEntry,
  type CalendarEntryChild,
  type CalendarNights,
  type CalendarSettings,
  encodeTimeline,
  type Feed,
  type FeedError,
  type FeedInput,
  NIGHT_CODES,
  type TimelineQuery,
  type UnitCalendar,
} from '@host-portal/contracts/calendar';
import { ERROR_CODES } from '@host-portal/contracts/errors';
import type { PriceAndAvailability } from '@host-portal/contracts/units';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { minimumStayFor, type NightRates, nightPrice } from '../reservations/quote.ts';
import { addDays, toDay } from '../reservations/reservation-rules.ts';
import { PAUSED_CALENDAR } from '../reservations/reservations.service.ts';
import type { UnitsService } from '../units/units.service.ts';
import type {
  CalendarRepository,
  Executor,
  FeedRow,
  NightsOfUnitRow,
  OccTuple,
} from './calendar.repository.ts';
import { STAY_KINDS } from './calendar.repository.ts';
import { exportFeed } from './ical/export-feed.ts';
import { fetchFeed } from './ical/fetch-feed.ts';
import { parseFeed } from './ical/parse-feed.ts';
import {
  type DayRange,
  dateOf,
  dayOf,
  intersect,
  nightsIn,
  subtract,
  toDates,
  toDays,
  union,
} from './night-ranges.ts';
import { type TimelineCacheLimits, timelineCache } from './timeline-cache.ts';

export interface CalendarDeps {
  units: UnitsService;
  publicUrl: string;
  productTitle: string;
  feedPollMinutes: number;
  feedsAllowPrivate: boolean;
  now?: () => Date;
  /** the feed reader (tests may pass a double) */
  fetchFeed?: typeof fetchFeed;
  /** the host's notification feed (issue 9): sync errors and new conflicts */
  notifications?: NotificationsService | undefined;
  /** bounds of the timeline's cache (TIMELINE_CACHE_LIMITS by default) */
  timelineCache?: TimelineCacheLimits;
}

type Occupying = { id: string; kind: string; dateFrom: string; dateTo: string; sourceId: string | null };
const isStay = (kind: string) => (STAY_KINDS as readonly string[]).includes(kind);
const WHAT: Record<string, string> = {
  booking: 'a booking',
  booking_request: 'a booking request',
  inquiry: 'a confirmed inquiry',
};

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function badRange(name: string, reason: string) {
  return new AppError(ERROR_CODES.validation, reason, { invalidParams: [{ name, reason }] });
}

/** A window of days: in order and at most `max` days long. */
function checkWindow(dateFrom: string, dateTo: string, max: number) {
  if (dateTo <= dateFrom) throw badRange('dateTo', 'The end must be after the start');
  if (dayOf(dateTo) - dayOf(dateFrom) > max)
    throw badRange('dateTo', `Ask for at most ${max} days at a time`);
}

/**
 * The calendar (issue 8): what each night of a unit holds and costs, blocking and unblocking,
 * prices per night, bulk edits with undo, and iCal both ways.
 *
 * Ranges are half-open like stays: [dateFrom, dateTo) holds the nights from dateFrom to the night
 * before dateTo. Manual blocks are kept merged (touching blocks join). What imported feeds block is
 * derived (`deriveExternal`): their events' nights that no stay or manual block holds, written as
 * `external` occupancies; an event over a stay is a conflict, shown until resolved.
 */
export function calendarService(repo: CalendarRepository, deps: CalendarDeps) {
  const now = deps.now ?? (() => new Date());
  const today = () => toDay(now());
  const read = deps.fetchFeed ?? fetchFeed;
  /** the timeline's calendars per unit and window (this process's; the version is the database's) */
  const cache = timelineCache(deps.timelineCache);

  // ------------------------------------------------------------------------------------------
  // Reading: entries and nights

  /** Per-night availability, price and minimum stay of a window. */
  function nightsOf(
    price: PriceAndAvailability | null,
    rates: NightRates,
    occupied: DayRange[],
    from: string,
    to: string,
  ): CalendarNights {
    const start = dayOf(from);
    const n = dayOf(to) - start;
    const blocked = new Uint8Array(n);
    for (const r of occupied) {
      for (let d = Math.max(r.from, start); d < Math.min(r.to, start + n); d++) blocked[d - start] = 1;
    }
    let availability = '';
    let custom = '';
    const prices: (number | null)[] = new Array(n);
    const minimumStays: (number | null)[] = new Array(n);
    for (let i = 0; i < n; i++) {
      const night = dateOf(start + i);
      availability += blocked[i] ? NIGHT_CODES.blocked : NIGHT_CODES.available;
      prices[i] = price ? nightPrice(price, night, rates).nightly : (rates.get(night)?.price ?? null);
      minimumStays[i] = price ? minimumStayFor(price, night, rates) : (rates.get(night)?.minimumStay ?? null);
      custom += rates.has(night) ? '1' : '0';
    }
    const nights: CalendarNights = { availability, price: prices, minimumStay: minimumStays, custom };
    return nights;
  }

  function entryOf(o: OccTuple): CalendarEntryChild {
    const [id, source, occupies, dateFrom, dateTo, sourceId, status, guestName, guests] = o;
    const stay =
      sourceId && status ? { id: sourceId, status, guestName: guestName ?? '', guests: guests ?? 0 } : null;
    const kind = source === 'inquiry' && occupies ? 'inquiry_confirmed' : source;
    return {
      id,
      kind: kind as CalendarEntryChild['kind'],
      source,
      dateFrom,
      dateTo,
      booking: source === 'booking' ? stay : null,
      bookingRequest: source === 'booking_request' ? stay : null,
      inquiry: source === 'inquiry' ? stay : null,
      external: null,
    };
  }

  /**
   * 000 section 3: overlapping or nested entries become one `multi` entry with the others as its
   * children; an entry alone stands as it is.
   */
  function merge(list: CalendarEntryChild[]): CalendarEntry[] {
    const sorted = [...list].sort(
      // ISO dates order as plain strings (localeCompare would ask ICU, the most of merge's time)
      (a, b) => cmp(a.dateFrom, b.dateFrom) || cmp(b.dateTo, a.dateTo),
    );
    const groups: CalendarEntryChild[][] = [];
    let end = '';
    for (const e of sorted) {
      const group = groups.at(-1);
      if (group && e.dateFrom < end) {
        group.push(e);
        if (e.dateTo > end) end = e.dateTo;
      } else {
        groups.push([e]);
        end = e.dateTo;
      }
    }
    return groups.map((g) => {
      if (g.length === 1) return { ...g[0]!, children: [] };
      return {
        id: `multi-${g[0]!.id}`,
        kind: 'multi' as const,
        source: 'multi',
        dateFrom: g[0]!.dateFrom,
        // biome-ignore lint/complexity/useMathMinMax: ISO date strings, which Math.max cannot compare
        dateTo: g.reduce((end, e) => (e.dateTo > end ? e.dateTo : end), g[0]!.dateTo),
        booking: null,
        bookingRequest: null,
        inquiry: null,
        external: null,
        children: g,
      };
    });
  }

  /** Entries and nights of a unit in a window, from what the repository read for it. */
  function calendarOf(row: NightsOfUnitRow, from: string, to: string) {
    const price = row.price_and_availability as PriceAndAvailability | null;
    const calendarStatus = row.calendar_status as UnitCalendar['calendarStatus'];
    const stays: DayRange[] = [];
    const occupied: DayRange[] = [];
    const children: CalendarEntryChild[] = [];
    for (const o of row.occ) {
      const [, kind, occupies] = o;
      if (occupies) {
        const days = toDays({ dateFrom: o[3], dateTo: o[4] });
        occupied.push(days);
        if (isStay(kind)) stays.push(days);
      }
      // what imported events block shows as the events themselves
      if (kind !== 'external') children.push(entryOf(o));
    }
    let conflicts = 0;
    for (const [id, feedId, feedName, dateFrom, dateTo, summary, resolved, smoobu] of row.events) {
      const days = toDays({ dateFrom, dateTo });
      const conflict = !resolved && stays.some((s) => intersect(s, days));
      if (conflict) conflicts++;
      children.push({
        id,
        kind: smoobu ? 'smoobu' : 'external',
        source: smoobu ? 'smoobu' : 'external',
        dateFrom,
        dateTo,
        booking: null,
        bookingRequest: null,
        inquiry: null,
        external: { feedId, feedName, summary, conflict },
      });
    }
    const rates: NightRates = new Map(
      row.rates.map(([night, p, minimumStay]) => [night, { price: p, minimumStay }]),
    );
    // a paused calendar takes no booking on any night
    const paused = PAUSED_CALENDAR.includes(calendarStatus);
    const nights = nightsOf(
      price,
      rates,
      paused ? [toDays({ dateFrom: from, dateTo: to })] : occupied,
      from,
      to,
    );
    return { calendarStatus, entries: merge(children), nights, currency: price?.currency ?? null, conflicts };
  }

  async function unitCalendar(
    hostId: string,
    unitId: string,
    dateFrom: string,
    dateTo: string,
  ): Promise<UnitCalendar> {
    checkWindow(dateFrom, dateTo, CALENDAR_RULES.maxDays);
    const row = await repo.unitCalendar(hostId, unitId, dateFrom, dateTo);
    if (!row) throw notFound('Unit');
    const { calendarStatus, entries, nights, currency } = calendarOf(row, dateFrom, dateTo);
    return { unitId, dateFrom, dateTo, currency, calendarStatus, entries, nights };
  }

  // ------------------------------------------------------------------------------------------
  // Writing: what a unit's nights hold

  /** Re-derives what the unit's imported events block: their nights no stay or manual block holds. */
  async function deriveExternal(tx: Executor, unitId: string) {
    const events = await repo.unitFeedEvents(tx, unitId);
    if (!events.length) {
      await repo.replaceExternal(tx, unitId, []);
      return;
    }
    const first = events.map((e) => e.dateFrom).sort()[0]!;
    let taken = (await repo.holdsFrom(tx, unitId, first)).map(toDays);
    const runs: { feedId: string; dateFrom: string; dateTo: string }[] = [];
    const byFeed = new Map<string, DayRange[]>();
    for (const e of events) byFeed.set(e.feedId, [...(byFeed.get(e.feedId) ?? []), toDays(e)]);
    for (const [feedId, ranges] of byFeed) {
      const free = subtract(ranges, taken);
      for (const r of free) runs.push({ feedId, ...toDates(r) });
      taken = taken.concat(free);
    }
    await repo.replaceExternal(tx, unitId, runs);
  }

  /** What an edit would do to one unit, from what its nights hold around the range. */
  function plan(action: BulkAction, range: DayRange, unitId: string, occ: Occupying[]) {
    const stays = occ.filter((o) => isStay(o.kind));
    const held = stays.flatMap((o) => {
      const r = intersect(toDays(o), range);
      return r ? [{ r, o }] : [];
    });
    const untouched = held.map(({ r, o }) => ({ unitId, ...toDates(r), kind: o.kind, sourceId: o.sourceId }));
    const manual = occ.filter((o) => o.kind === 'manual').map(toDays);
    const stayDays = stays.map(toDays);
    if (action === 'block') {
      const all = occ.map(toDays);
      return {
        changed: nightsIn(subtract([range], all)),
        untouched,
        manual: subtract(union([...manual, range]), stayDays),
      };
    }
    if (action === 'unblock') {
      const inRange = manual.flatMap((m) => intersect(m, range) ?? []);
      return { changed: nightsIn(inRange), untouched, manual: subtract(manual, [range]) };
    }
    const free = subtract([range], stayDays);
    return { changed: nightsIn(free), untouched, nights: free };
  }

  /** The occupying ranges of units around [from, to) (touching blocks included), per unit. */
  async function occupyingAround(ex: Executor, unitIds: string[], range: DayRange) {
    const rows = await repo.occupying(ex, unitIds, dateOf(range.from - 1), dateOf(range.to + 1));
    const by = new Map<string, Occupying[]>(unitIds.map((id) => [id, []]));
    for (const r of rows) by.get(r.unitId)!.push(r);
    return by;
  }

  async function writePlan(
    tx: Executor,
    unitId: string,
    range: DayRange,
    p: ReturnType<typeof plan>,
    patch: { price?: number | null; minimumStay?: number | null },
  ) {
    if ('manual' in p && p.manual) {
      // external runs go first: the new manual block may cover their nights
      await repo.replaceExternal(tx, unitId, []);
      await repo.replaceManual(tx, unitId, dateOf(range.from), dateOf(range.to), p.manual.map(toDates));
      await deriveExternal(tx, unitId);
    } else if ('nights' in p && p.nights) {
      const nights: string[] = [];
      for (const r of p.nights) for (let d = r.from; d < r.to; d++) nights.push(dateOf(d));
      await repo.setRates(tx, unitId, nights, patch);
    }
  }

  async function blockOrUnblock(
    hostId: string,
    unitId: string,
    action: 'block' | 'unblock',
    dateFrom: string,
    dateTo: string,
  ) {
    await deps.units.load(hostId, unitId);
    checkWindow(dateFrom, dateTo, CALENDAR_RULES.maxDays);
    const range = toDays({ dateFrom, dateTo });
    await repo.withUnitLocks([unitId], async (tx) => {
      const occ = (await occupyingAround(tx, [unitId], range)).get(unitId)!;
      const p = plan(action, range, unitId, occ);
      const first = p.untouched[0];
      if (action === 'block' && first) {
        const stay = occ.find((o) => o.sourceId === first.sourceId)!;
        const reason = `These nights hold ${WHAT[stay.kind] ?? 'a stay'} from ${stay.dateFrom} to ${stay.dateTo} (${stay.sourceId}). Block the nights around it, or cancel it from its page first.`;
        throw new AppError(ERROR_CODES.occupancyConflict, reason, {
          invalidParams: [{ name: 'dateFrom', reason }],
        });
      }
      await writePlan(tx, unitId, range, p, {});
    });
    return unitCalendar(hostId, unitId, dateFrom, dateTo);
  }

  // ------------------------------------------------------------------------------------------
  // Bulk edits

  async function bulk(
    hostId: string,
    body: {
      unitIds: string[];
      dateFrom: string;
      dateTo: string;
      action: BulkAction;
      nightlyPrice?: number | null | undefined;
      minimumStay?: number | null | undefined;
      preview: boolean;
    },
  ): Promise<BulkEditResult> {
    checkWindow(body.dateFrom, body.dateTo, CALENDAR_RULES.bulkMaxDays);
    const ids = [...new Set(body.unitIds)];
    const owned = await repo.ownedUnits(hostId, ids);
    if (owned.length !== ids.length) throw notFound('Unit');
    const range = toDays(body);
    const patch = {
      ...(body.nightlyPrice !== undefined ? { price: body.nightlyPrice } : {}),
      ...(body.minimumStay !== undefined ? { minimumStay: body.minimumStay } : {}),
    };
    const run = async (ex: Executor, write: boolean) => {
      const occ = await occupyingAround(ex, ids, range);
      let changed = 0;
      let untouchedNights = 0;
      const untouched: BulkEditResult['untouched'] = [];
      const plans = ids.map((id) => {
        const p = plan(body.action, range, id, occ.get(id)!);
        changed += p.changed;
        untouchedNights += nightsIn(p.untouched.map(toDays));
        for (const u of p.untouched) if (untouched.length < 200) untouched.push(u);
        return { id, p };
      });
      let editId: string | null = null;
      if (write && changed > 0) {
        const from = body.dateFrom;
        const to = body.dateTo;
        const before =
          body.action === 'price'
            ? { manual: [], rates: await repo.rates(ex, ids, from, to) }
            : { manual: await repo.manualIn(ex, ids, from, to), rates: [] };
        for (const { id, p } of plans) if (p.changed > 0) await writePlan(ex, id, range, p, patch);
        editId = await repo.insertEdit(ex, {
          hostId,
          action: body.action,
          unitIds: ids,
          dateFrom: from,
          dateTo: to,
          before,
        });
      }
      return {
        preview: !write,
        editId,
        action: body.action,
        units: ids.length,
        nightsChanged: changed,
        nightsUntouched: untouchedNights,
        untouched,
      };
    };
    if (body.preview) return run(repo.db, false);
    return repo.withUnitLocks(ids, (tx) => run(tx, true));
  }

  /** Puts back what the host's last bulk edit changed (stays made since are left alone). */
  async function undo(hostId: string) {
    const peek = await repo.lastEdit(repo.db, hostId);
    if (!peek) throw new AppError(ERROR_CODES.conflict, 'There is no bulk edit to undo.');
    return repo.withUnitLocks(peek.unitIds, async (tx) => {
      const edit = await repo.lastEdit(tx, hostId);
      if (!edit || edit.id !== peek.id)
        throw new AppError(
          ERROR_CODES.conflict,
          'The last bulk edit changed meanwhile. Reload and try again.',
        );
      const range = toDays(edit);
      if (edit.action === 'price') {
        await repo.deleteRates(tx, edit.unitIds, edit.dateFrom, edit.dateTo);
        await repo.insertRates(tx, edit.before.rates);
      } else {
        const occ = await occupyingAround(tx, edit.unitIds, range);
        for (const unitId of edit.unitIds) {
          const rows = occ.get(unitId)!;
          const now = rows.filter((o) => o.kind === 'manual').map(toDays);
          const was = edit.before.manual
            .filter((m) => m.unitId === unitId)
            .flatMap((m) => intersect(toDays(m), range) ?? []);
          const stays = rows.filter((o) => isStay(o.kind)).map(toDays);
          const manual = subtract(union([...subtract(now, [range]), ...was]), stays);
          await repo.replaceExternal(tx, unitId, []);
          await repo.replaceManual(tx, unitId, edit.dateFrom, edit.dateTo, manual.map(toDates));
          await deriveExternal(tx, unitId);
        }
      }
      await repo.markUndone(tx, edit.id);
      return { editId: edit.id, action: edit.action as BulkAction, units: edit.unitIds.length };
    });
  }

  // ------------------------------------------------------------------------------------------
  // The timeline

  /**
   * The part of a timeline row that depends on the unit's calendar (currency, calendar status,
   * entries, nights, conflicts), as written on the wire: the members of a JSON object without its
   * braces, in the order `encodeTimeline` writes them.
   */
  function calendarFragment(row: NightsOfUnitRow, from: string, to: string) {
    const c = calendarOf(row, from, to);
    const [wire] = encodeTimeline({
      dateFrom: from,
      dateTo: to,
      items: [{ unitId: '', title: null, propertyId: '', state: '', feedErrors: 0, ...c }],
      pagination: { current: 1, limit: 1, total: 1, pages: 1 },
    }).items;
    const { currency, calendarStatus, entries, nights, conflicts } = wire!;
    return JSON.stringify({ currency, calendarStatus, entries, nights, conflicts }).slice(1, -1);
  }

  /**
   * The timeline call's answer, written as JSON (what JSON.stringify of `encodeTimeline` would
   * write). Each unit's calendar part comes from the cache when the unit's calendar version is the
   * one it was computed under; the units that miss are read in one statement and cached (ADR 33).
   */
  async function timeline(hostId: string, q: TimelineQuery): Promise<string> {
    checkWindow(q.dateFrom, q.dateTo, CALENDAR_RULES.timelineMaxDays);
    const { rows, total } = await repo.timelinePage(hostId, q);
    // another host's property, or one that does not exist, is a 404 (only asked when nothing came)
    if (!rows.length && q.propertyId && !(await repo.ownsProperty(hostId, q.propertyId)))
      throw notFound('Property');
    const window = `|${q.dateFrom}|${q.dateTo}`;
    const parts = rows.map((u) => cache.get(u.id + window, u.calendar_version));
    const missing = rows.filter((_, i) => parts[i] === undefined).map((u) => u.id);
    if (missing.length) {
      const fresh = await repo.nightsOfUnits(hostId, missing, q.dateFrom, q.dateTo);
      const byId = new Map<string, string>();
      for (const f of fresh) {
        const json = calendarFragment(f, q.dateFrom, q.dateTo);
        // under the version read with these rows, which may be newer than the page's
        cache.set(f.id + window, f.calendar_version, json);
        byId.set(f.id, json);
      }
      for (const [i, u] of rows.entries()) parts[i] ??= byId.get(u.id);
    }
    const items: string[] = [];
    for (const [i, u] of rows.entries()) {
      // a unit erased between the two reads is left out
      if (parts[i] === undefined) continue;
      items.push(
        `{"unitId":${JSON.stringify(u.id)},"title":${JSON.stringify(u.title)},"propertyId":${JSON.stringify(u.property_id)},"state":${JSON.stringify(u.state)},${parts[i]},"feedErrors":${u.feed_errors}}`,
      );
    }
    const pagination = { current: q.page, limit: q.limit, total, pages: Math.ceil(total / q.limit) };
    return `{"dateFrom":${JSON.stringify(q.dateFrom)},"dateTo":${JSON.stringify(q.dateTo)},"items":[${items.join(',')}],"pagination":${JSON.stringify(pagination)}}`;
  }

  // ------------------------------------------------------------------------------------------
  // iCal

  const newToken = () => randomBytes(24).toString('base64url');

  async function exportToken(unitId: string) {
    const token = await repo.icalToken(unitId);
    if (token) return token;
    const created = newToken();
    await repo.setIcalToken(unitId, created);
    return created;
  }

  function healthOf(f: FeedRow): Feed['health'] {
    if (f.lastError) return 'failing';
    if (!f.lastSuccessAt) return 'pending';
    const age = now().getTime() - f.lastSuccessAt.getTime();
    return age > 2 * deps.feedPollMinutes * 60_000 ? 'stale' : 'ok';
  }

  async function feedViews(rows: FeedRow[]): Promise<Feed[]> {
    const counts = await repo.feedCounts(rows.map((f) => f.id));
    return rows.map((f) => ({
      id: f.id,
      unitId: f.unitId,
      name: f.name,
      url: f.url,
      createdAt: f.createdAt.toISOString(),
      lastAttemptAt: f.lastAttemptAt?.toISOString() ?? null,
      lastSuccessAt: f.lastSuccessAt?.toISOString() ?? null,
      lastError: (f.lastError as FeedError | null) ?? null,
      lastErrorDetail: f.lastErrorDetail,
      eventsImported: counts.get(f.id)?.events ?? 0,
      conflicts: counts.get(f.id)?.conflicts ?? 0,
      health: healthOf(f),
    }));
  }

  async function settings(hostId: string, unitId: string): Promise<CalendarSettings> {
    await deps.units.load(hostId, unitId);
    const token = await exportToken(unitId);
    return {
      unitId,
      exportUrl: `${deps.publicUrl}/ical/${unitId}/${token}.ics`,
      feeds: await feedViews(await repo.feeds(unitId)),
    };
  }

  async function feedOf(hostId: string, unitId: string, feedId: string) {
    await deps.units.load(hostId, unitId);
    const feed = await repo.feed(hostId, unitId, feedId);
    if (!feed) throw notFound('Calendar feed');
    return feed;
  }

  /**
   * Reads a feed and makes the unit's imported entries match it. A failed read changes nothing on
   * the calendar: the events of the last good read stay, and the feed says why it failed.
   */
  async function syncFeed(feedId: string) {
    const feed = await repo.feed(null, null, feedId);
    if (!feed) return undefined;
    const attemptAt = now();
    const fail = async (error: FeedError, detail: string) => {
      await repo.updateFeed(repo.db, feed.id, {
        lastAttemptAt: attemptAt,
        lastError: error,
        lastErrorDetail: detail,
      });
      // the host hears when a feed starts failing (or fails another way), not at every poll of a
      // feed that stays broken: its sync tab shows that
      if (feed.lastError !== error) {
        await deps.notifications?.feedFailed(
          { hostId: feed.hostId, unitId: feed.unitId, feedName: feed.name },
          { at: attemptAt },
        );
      }
    };
    const got = await read(feed.url, { allowPrivate: deps.feedsAllowPrivate });
    if (!got.ok) {
      await fail(got.error, got.detail);
      return feed.id;
    }
    const parsed = parseFeed(got.body, { today: today() });
    if (!parsed.ok) {
      await fail(parsed.error, parsed.detail);
      return feed.id;
    }
    const notifications = deps.notifications;
    await repo.withUnitLocks([feed.unitId], async (tx) => {
      const known =
        notifications && new Set((await repo.openConflicts(tx, feed.id, today())).map((c) => c.id));
      await repo.saveFeedEvents(tx, feed, parsed.events);
      await deriveExternal(tx, feed.unitId);
      await repo.updateFeed(tx, feed.id, {
        lastAttemptAt: attemptAt,
        lastSuccessAt: attemptAt,
        lastError: null,
        lastErrorDetail: null,
      });
      if (!notifications || !known) return;
      // events newly over a stay (new, moved, or a resolved one that moved): one count each
      const fresh = (await repo.openConflicts(tx, feed.id, today())).filter((c) => !known.has(c.id));
      if (fresh[0]) {
        await notifications.conflictFound(
          {
            hostId: feed.hostId,
            unitId: feed.unitId,
            feedName: feed.name,
            dateFrom: fresh[0].dateFrom,
            dateTo: fresh[0].dateTo,
          },
          { tx, at: attemptAt, count: fresh.length },
        );
      }
    });
    return feed.id;
  }

  return {
    unitCalendar,
    block: (hostId: string, unitId: string, dateFrom: string, dateTo: string) =>
      blockOrUnblock(hostId, unitId, 'block', dateFrom, dateTo),
    unblock: (hostId: string, unitId: string, dateFrom: string, dateTo: string) =>
      blockOrUnblock(hostId, unitId, 'unblock', dateFrom, dateTo),
    bulk,
    undo,
    timeline,
    settings,

    /** The nights of a unit the host priced, for the guest quote (in the caller's transaction). */
    async nightRates(unitId: string, from: string, to: string, tx?: Executor): Promise<NightRates> {
      const rows = await repo.rates(tx ?? repo.db, [unitId], from, to);
      return new Map(rows.map((r) => [r.night, r]));
    },
    /** A stay gave its nights back: imported events may block them again. */
    stayFreed: (tx: Executor, unitId: string) => deriveExternal(tx, unitId),

    async rotateToken(hostId: string, unitId: string) {
      await deps.units.load(hostId, unitId);
      await repo.setIcalToken(unitId, newToken());
      return settings(hostId, unitId);
    },

    /** The unit's iCal export, for whoever holds its secret address; anything else is not found. */
    async icalExport(unitId: string, token: string) {
      const stored = await repo.icalToken(unitId);
      const a = Buffer.from(stored ?? '');
      const b = Buffer.from(token);
      if (!stored || a.length !== b.length || !timingSafeEqual(a, b)) return undefined;
      const { unit } = await deps.units.loadAny(unitId);
      const stays = await repo.exportable(unitId, addDays(today(), -30));
      return exportFeed({
        unitTitle: unit.title ?? 'Unit',
        productName: deps.productTitle,
        now: now(),
        stays: stays.map((s) => ({ ...s, summary: s.kind === 'manual' ? 'Blocked' : 'Booked' })),
      });
    },

    async addFeed(hostId: string, unitId: string, input: FeedInput) {
      const { unit } = await deps.units.load(hostId, unitId);
      if ((await repo.countFeeds(unitId)) >= CALENDAR_RULES.feedsPerUnit) {
        throw new AppError(
          ERROR_CODES.conflict,
          `A unit can import at most ${CALENDAR_RULES.feedsPerUnit} calendars.`,
        );
      }
      const feed = await repo.insertFeed({ unitId, hostId: unit.hostId, name: input.name, url: input.url });
      await syncFeed(feed.id);
      return (await feedViews([(await repo.feed(hostId, unitId, feed.id))!]))[0]!;
    },
    async updateFeed(hostId: string, unitId: string, feedId: string, input: FeedInput) {
      const feed = await feedOf(hostId, unitId, feedId);
      // under the unit's lock, like every change of what its calendar shows: the feed's row and then
      // the unit's (its calendar version) are locked in the order a concurrent read of the feed takes
      await repo.withUnitLocks([unitId], (tx) =>
        repo.updateFeed(tx, feed.id, { name: input.name, url: input.url }),
      );
      if (input.url !== feed.url) await syncFeed(feed.id);
      return (await feedViews([(await repo.feed(hostId, unitId, feedId))!]))[0]!;
    },
    async removeFeed(hostId: string, unitId: string, feedId: string) {
      const feed = await feedOf(hostId, unitId, feedId);
      await repo.withUnitLocks([unitId], async (tx) => {
        await repo.deleteFeed(tx, feed.id);
        await deriveExternal(tx, unitId);
      });
    },
    async syncNow(hostId: string, unitId: string, feedId: string) {
      const feed = await feedOf(hostId, unitId, feedId);
      await syncFeed(feed.id);
      return (await feedViews([(await repo.feed(hostId, unitId, feedId))!]))[0]!;
    },
    syncFeed,
    /** The job: reads every feed not read for a poll period (a batch per run). */
    async syncDueFeeds(batch = 50) {
      const due = await repo.dueFeeds(new Date(now().getTime() - deps.feedPollMinutes * 60_000), batch);
      for (const f of due) await syncFeed(f.id);
      return due.length;
    },

    async conflicts(hostId: string, unitId?: string): Promise<{ items: CalendarConflict[] }> {
      if (unitId) await deps.units.load(hostId, unitId);
      const rows = await repo.conflicts(hostId, today(), unitId);
      return {
        items: rows.map((r) => ({
          id: r.id,
          unitId: r.unitId,
          unitTitle: r.unitTitle,
          feedId: r.feedId,
          feedName: r.feedName,
          summary: r.summary,
          dateFrom: r.dateFrom,
          dateTo: r.dateTo,
          clash: r.clashKind
            ? { kind: r.clashKind, sourceId: r.clashSourceId, dateFrom: r.clashFrom!, dateTo: r.clashTo! }
            : null,
        })),
      };
    },
    async resolveConflict(hostId: string, id: string) {
      if (!(await repo.resolveConflict(hostId, id))) throw notFound('Calendar conflict');
    },
  };
}
export type CalendarService = ReturnType<typeof calendarService>;
