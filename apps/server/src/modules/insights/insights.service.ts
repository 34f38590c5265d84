import { FEE_MODEL_RULES, type FeeModel, feeModelOf } from '@host-portal/contracts/fee-models';
import {
  addMonths,
  type EarningFigures,
  type EarningsInsights,
  INSIGHTS_CHANNELS,
  INSIGHTS_DEFAULT_MONTHS,
  INSIGHTS_TOP_UNITS,
  type InsightsQuery,
  type OccupancyFigures,
  type OccupancyInsights,
  type PerformanceFigures,
  type PerformanceInsights,
  REVIEW_CATEGORIES,
  type ReviewFigures,
  type ReviewsInsights,
} from '@host-portal/contracts/insights';
import {
  consideredCriteria,
  levelOf,
  MATCH_LEVELS,
  type MatchPreferences,
  scoreOf,
} from '@host-portal/contracts/match-score';
import { notFound } from '../../lib/app-error.ts';
import type {
  DemandRow,
  InsightsRepository,
  InsightsScope,
  ReviewsRow,
  UnitFactsRow,
} from './insights.repository.ts';
import { rankingCache } from './ranking-cache.ts';

/** What insights needs to know of the account (the user module owns the row). */
export interface InsightsAccount {
  commercialModel: 'commission' | 'subscription' | 'hybrid';
  biddingTag: string | null;
  appFeatures: { earningsAvailable: boolean };
}

export interface InsightsDeps {
  account: (hostId: string) => Promise<InsightsAccount>;
  /** the host's ideal guest, for the match mix */
  matchPreferences: (hostId: string) => Promise<MatchPreferences | null>;
  now?: () => Date;
}

/** The range asked, the period before it, and the scope read (both periods). */
export interface Period {
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  unitId: string | null;
}

const firstDay = (month: string) => `${month}-01`;
const monthsOf = (from: string, to: string) => {
  const out: string[] = [];
  for (let m = from; m <= to; m = addMonths(m, 1)) out.push(m);
  return out;
};
const ratio = (a: number, b: number) => (b > 0 ? a / b : null);

/**
 * Insights (issue 13, ADR 0040): earnings, occupancy, performance and reviews by month for a range
 * of whole months, with the period just before for comparison. Earnings and occupancy exist only
 * for accounts with earnings available (404 otherwise, like the earnings tab).
 */
export function insightsService(repo: InsightsRepository, deps: InsightsDeps) {
  const now = deps.now ?? (() => new Date());
  const rankings = rankingCache();

  /**
   * A by-unit ranking of the range (cached under the host's version) with each unit's title and
   * listed nights read fresh; a ranked unit that is gone (deleted) makes it load again.
   */
  async function ranked<T extends { unit_id: string }>(
    kind: string,
    scope: InsightsScope,
    limit: number | null,
    load: () => Promise<T[]>,
  ): Promise<(T & UnitFactsRow)[]> {
    const key = [kind, scope.hostId, scope.from, scope.to, scope.unitId, limit].join('|');
    for (let attempt = 0; ; attempt++) {
      const version = await repo.version(scope.hostId);
      const rows = await rankings.get(key, version, load);
      const ids = [...new Set(rows.map((r) => r.unit_id))];
      const facts = ids.length ? await repo.unitFacts(scope, ids) : [];
      const byId = new Map(facts.map((f) => [f.unit_id, f]));
      if (facts.length === ids.length || attempt > 0) {
        return rows.filter((r) => byId.has(r.unit_id)).map((r) => ({ ...r, ...byId.get(r.unit_id)! }));
      }
      rankings.drop(key);
    }
  }

  async function periodOf(hostId: string, q: InsightsQuery): Promise<Period> {
    if (q.unitId && !(await repo.ownsUnit(hostId, q.unitId))) throw notFound('Unit');
    const thisMonth = now().toISOString().slice(0, 7);
    const to = q.to ?? (q.from ? addMonths(q.from, INSIGHTS_DEFAULT_MONTHS - 1) : thisMonth);
    const from = q.from ?? addMonths(to, -(INSIGHTS_DEFAULT_MONTHS - 1));
    const span = monthsOf(from, to).length;
    return {
      from,
      to,
      previousFrom: addMonths(from, -span),
      previousTo: addMonths(from, -1),
      unitId: q.unitId ?? null,
    };
  }
  const scopeOf = (hostId: string, p: Period, current = false): InsightsScope => ({
    hostId,
    unitId: p.unitId,
    from: firstDay(current ? p.from : p.previousFrom),
    to: firstDay(p.to),
  });

  async function feeModelFor(hostId: string): Promise<FeeModel> {
    const account = await deps.account(hostId);
    if (!account.appFeatures.earningsAvailable) throw notFound('Insights');
    return feeModelOf(account.commercialModel, account.biddingTag);
  }

  /**
   * An export of every unit (earnings, occupancy): built once per host, range, unit, fee model,
   * insights version and state of the host's units (titles, approvals, deletions), then served
   * from memory.
   */
  async function cachedExport(key: unknown[], hostId: string, build: () => Promise<string>) {
    const [version, units] = await Promise.all([repo.version(hostId), repo.unitsStamp(hostId)]);
    return rankings.get(['csv', hostId, ...key].join('|'), `${version}|${units}`, build);
  }

  const service = {
    /** The earnings or occupancy CSV (written by `write`), with the range answered. */
    async exportCsv<K extends 'earnings' | 'occupancy'>(
      kind: K,
      hostId: string,
      q: InsightsQuery,
      write: (answer: K extends 'earnings' ? EarningsInsights : OccupancyInsights) => string,
    ) {
      const feeModel = await feeModelFor(hostId);
      const p = await periodOf(hostId, q);
      const body = await cachedExport([kind, p.from, p.to, p.unitId, feeModel], hostId, async () => {
        const answer =
          kind === 'earnings'
            ? await service.earnings(hostId, q, null)
            : await service.occupancy(hostId, q, null);
        return write(answer as never);
      });
      return { body, from: p.from, to: p.to };
    },

    async earnings(hostId: string, q: InsightsQuery, unitLimit: number | null = INSIGHTS_TOP_UNITS) {
      const feeModel = await feeModelFor(hostId);
      const p = await periodOf(hostId, q);
      const bp = FEE_MODEL_RULES[feeModel].hostCommissionBasisPoints;
      // the fee of a sum, rounded once (ADR 0040)
      const figures = (bookings: number, nights: number, gross: number): EarningFigures => {
        const fees = Math.round((gross * bp) / 10_000);
        return { bookings, nights, gross, fees, net: gross - fees };
      };
      const [rows, units] = await Promise.all([
        repo.earnings(scopeOf(hostId, p)),
        ranked('earnings', scopeOf(hostId, p, true), unitLimit, () =>
          repo.earningsByUnit(scopeOf(hostId, p, true), unitLimit),
        ),
      ]);
      const currencies = [
        ...new Set([...rows.map((r) => r.currency), ...units.map((u) => u.currency)]),
      ].sort();
      const sum = (list: typeof rows) =>
        figures(
          list.reduce((n, r) => n + r.bookings, 0),
          list.reduce((n, r) => n + r.nights, 0),
          list.reduce((n, r) => n + r.gross, 0),
        );
      const inCurrent = (m: string) => m >= p.from && m <= p.to;
      return {
        ...p,
        feeModel,
        currencies: currencies.map((currency) => {
          const mine = rows.filter((r) => r.currency === currency);
          const current = mine.filter((r) => inCurrent(r.month));
          const mineUnits = units.filter((u) => u.currency === currency);
          return {
            currency,
            totals: sum(current),
            previous: sum(mine.filter((r) => !inCurrent(r.month))),
            byMonth: monthsOf(p.from, p.to).map((month) => ({
              month,
              ...sum(current.filter((r) => r.month === month)),
            })),
            byUnit: mineUnits.map((u) => ({
              unitId: u.unit_id,
              title: u.title,
              ...figures(u.bookings, u.nights, u.gross),
            })),
            unitsCount: mineUnits[0]?.units ?? 0,
            byChannel: INSIGHTS_CHANNELS.map((channel) => ({
              channel,
              ...sum(current.filter((r) => r.channel === channel)),
            })),
          };
        }),
      } satisfies EarningsInsights;
    },

    async occupancy(hostId: string, q: InsightsQuery, unitLimit: number | null = INSIGHTS_TOP_UNITS) {
      await feeModelFor(hostId);
      const p = await periodOf(hostId, q);
      const [nights, listed, units] = await Promise.all([
        repo.nights(scopeOf(hostId, p)),
        repo.listedByMonth(scopeOf(hostId, p)),
        ranked('nights', scopeOf(hostId, p, true), unitLimit, () =>
          repo.nightsByUnit(scopeOf(hostId, p, true), unitLimit),
        ),
      ]);
      /*
       * Open nights are the listed nights the host did not block. A night a guest booked was open
       * whatever the listing dates say (a stay moved over from another platform, or booked before
       * the unit's approval was recorded), so the rate never passes 100%.
       */
      const figures = (booked: number, blocked: number, listedNights: number): OccupancyFigures => {
        const available = Math.max(0, booked, listedNights - blocked);
        return {
          bookedNights: booked,
          blockedNights: blocked,
          availableNights: available,
          rate: ratio(booked, available),
        };
      };
      const monthFigures = (month: string) => {
        const n = nights.find((r) => r.month === month);
        const l = listed.find((r) => r.month === month);
        return [n?.booked ?? 0, n?.blocked ?? 0, l?.listed ?? 0] as const;
      };
      // each month's open nights on their own, then added up
      const total = (months: string[]) => {
        const all = months.map((month) => figures(...monthFigures(month)));
        const booked = all.reduce((s, m) => s + m.bookedNights, 0);
        const available = all.reduce((s, m) => s + m.availableNights, 0);
        return {
          bookedNights: booked,
          blockedNights: all.reduce((s, m) => s + m.blockedNights, 0),
          availableNights: available,
          rate: ratio(booked, available),
        };
      };
      return {
        ...p,
        totals: total(monthsOf(p.from, p.to)),
        previous: total(monthsOf(p.previousFrom, p.previousTo)),
        byMonth: monthsOf(p.from, p.to).map((month) => ({ month, ...figures(...monthFigures(month)) })),
        byUnit: units.map((u) => ({
          unitId: u.unit_id,
          title: u.title,
          ...figures(u.booked, u.blocked, u.listed),
        })),
        unitsCount: units[0]?.units ?? 0,
      } satisfies OccupancyInsights;
    },

    async performance(hostId: string, q: InsightsQuery) {
      const p = await periodOf(hostId, q);
      const scope = scopeOf(hostId, p);
      const prefs = await deps.matchPreferences(hostId);
      const [rows, matched] = await Promise.all([
        repo.demand(scope),
        // cached under the host's version (a new request or inquiry bumps it) and the ideal guest
        repo
          .version(hostId)
          .then((version) =>
            rankings.get(
              ['match', hostId, p.from, p.to, p.unitId, JSON.stringify(prefs)].join('|'),
              version,
              () =>
                repo.matchedCriteria(
                  scope,
                  prefs,
                  new Date(`${firstDay(p.from)}T00:00:00Z`),
                  new Date(`${firstDay(addMonths(p.to, 1))}T00:00:00Z`),
                ),
            ),
          ),
      ]);
      const figures = (list: DemandRow[]): PerformanceFigures => {
        const s = (k: keyof DemandRow) => list.reduce((n, r) => n + Number(r[k]), 0);
        const answered = s('answered');
        return {
          views: s('views'),
          impressions: s('impressions'),
          bookings: s('bookings'),
          requests: s('requests'),
          inquiries: s('inquiries'),
          conversion: ratio(s('bookings'), s('views')),
          responseRate: ratio(answered, answered + s('expired')),
          responseMinutes: answered > 0 ? Math.round(s('response_seconds') / answered / 60) : null,
        };
      };
      const inCurrent = (r: DemandRow) => r.month >= p.from && r.month <= p.to;
      let matchMix: PerformanceInsights['matchMix'] = null;
      if (matched && prefs) {
        const considered = consideredCriteria(prefs).length;
        const counts = new Map<string, number>();
        for (const m of matched) {
          const level = levelOf(scoreOf(m.met, considered));
          counts.set(level, (counts.get(level) ?? 0) + m.n);
        }
        matchMix = MATCH_LEVELS.map((level) => ({ level, count: counts.get(level) ?? 0 }));
      }
      return {
        ...p,
        totals: figures(rows.filter(inCurrent)),
        previous: figures(rows.filter((r) => !inCurrent(r))),
        byMonth: monthsOf(p.from, p.to).map((month) => ({
          month,
          ...figures(rows.filter((r) => r.month === month)),
        })),
        matchMix,
      } satisfies PerformanceInsights;
    },

    async reviews(hostId: string, q: InsightsQuery) {
      const p = await periodOf(hostId, q);
      const rows = await repo.reviews(scopeOf(hostId, p));
      const figures = (list: ReviewsRow[]): ReviewFigures => {
        const s = (k: keyof ReviewsRow) => list.reduce((n, r) => n + Number(r[k]), 0);
        const reviews = s('reviews');
        const avg = (k: keyof ReviewsRow) => (reviews > 0 ? Math.round((s(k) / reviews) * 100) / 100 : null);
        const column = { checkIn: 'check_in' } as Record<string, keyof ReviewsRow>;
        return {
          reviews,
          average: avg('rating'),
          replied: s('replied'),
          replyRate: ratio(s('replied'), reviews),
          ...(Object.fromEntries(
            REVIEW_CATEGORIES.map((c) => [c, avg(column[c] ?? (c as keyof ReviewsRow))]),
          ) as Record<(typeof REVIEW_CATEGORIES)[number], number | null>),
        };
      };
      const inCurrent = (r: ReviewsRow) => r.month >= p.from && r.month <= p.to;
      return {
        ...p,
        totals: figures(rows.filter(inCurrent)),
        previous: figures(rows.filter((r) => !inCurrent(r))),
        byMonth: monthsOf(p.from, p.to).map((month) => ({
          month,
          ...figures(rows.filter((r) => r.month === month)),
        })),
      } satisfies ReviewsInsights;
    },
  };
  return service;
}
export type InsightsService = ReturnType<typeof insightsService>;
