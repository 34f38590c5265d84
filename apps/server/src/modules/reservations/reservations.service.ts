import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ERROR_CODES } from '@host-portal/contracts/errors';
import { type Match, type MatchPreferences, rateMatch } from '@host-portal/contracts/match-score';
import { NOTIFICATION_RULES } from '@host-portal/contracts/notifications';
import {
  BOOKING_HORIZON_DAYS,
  BOOKING_PUBLIC_STATE,
  type Booking,
  type BookingRequest,
  type BookingRequestSort,
  type BookingRequestStatus,
  type BookingStatus,
  type BookingTab,
  type CancelBooking,
  type GuestReceipt,
  INQUIRY_PUBLIC_STATE,
  type Inquiry,
  type InquiryRequest,
  type InquiryStatus,
  type PartyType,
  type Quote,
  type QuoteRequest,
  type RejectBookingRequest,
  type RejectInquiry,
  type ReservationList,
  type ReservationListQuery,
  type StayRequest,
} from '@host-portal/contracts/reservations';
import type { PriceAndAvailability } from '@host-portal/contracts/units';
import type { Mailer } from '../../identity/mailer.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { StateMachine } from '../../lib/state-machine.ts';
import type { GuestProfileService } from '../guest-profile/guest-profile.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { PromotionsService } from '../promotions/promotions.service.ts';
import { FIRST_BOOKINGS_DISCOUNT } from '../promotions/promotions.service.ts';
import type { UnitsService } from '../units/units.service.ts';
import { type GuestEvent, guestEventOf, guestMail } from './guest-mail.ts';
import { type NightRates, type PricedUnit, quoteStay } from './quote.ts';
import {
  addDays,
  BOOKING_MACHINE,
  daysBetween,
  INQUIRY_MACHINE,
  REQUEST_MACHINE,
  RESERVATION_RULES,
  toDay,
} from './reservation-rules.ts';
import type { Executor, ReservationRow, ReservationsRepository } from './reservations.repository.ts';
import { isOverlapError } from './reservations.repository.ts';

type Kind = ReservationRow['kind'];
type Found = NonNullable<Awaited<ReturnType<ReservationsRepository['find']>>>;
type HistoryEntry = ReservationRow['history'][number];

export interface ReservationsDeps {
  units: UnitsService;
  promotions: PromotionsService;
  publicUrl: string;
  /** the guest's confirmation e-mail; none where nobody is written to (seed, benchmarks) */
  mailer?: Mailer | undefined;
  /** the current time (tests move it) */
  now?: () => Date;
  /** the nights the host priced on the calendar (issue 8), read in the caller's transaction */
  nightRates?: (unitId: string, from: string, to: string, tx?: Executor) => Promise<NightRates>;
  /** a stay gave its nights back (cancelled): imported calendar events may block them again */
  stayFreed?: (tx: Executor, unitId: string) => Promise<void>;
  /**
   * The host's notification feed (issue 9): raised inside the transaction of the change it tells
   * of, so it commits (and reaches the host's sockets) with it or not at all.
   */
  notifications?: NotificationsService | undefined;
  /** a login link to the guest's chat (issue 9), opening the reservation's conversation */
  guestLoginLink?: (email: string, reservationId: string) => Promise<string>;
  /** the host's ideal guest (issue 10): requests and inquiries carry their match against it */
  guestProfile?: Pick<GuestProfileService, 'forMatching'>;
  /**
   * Issue 12 (ADR 35): a new inquiry or booking request is a lead and takes one lead credit of the
   * host's subscription. Called after the stay is stored; answers whether one was taken, and never
   * refuses the guest (no subscription, or none left: the counter stays where it is).
   */
  leads?: { take: (hostId: string) => Promise<boolean> };
  /** Issue 12 (ADR 39): the host's inquiry message when that service is in effect, else null */
  inquiryMessage?: (hostId: string) => Promise<string | null>;
}

/** Calendar statuses (calendar-action) under which no night can be booked. */
export const PAUSED_CALENDAR: readonly string[] = ['PAUSED', 'BLOCKED'];

const WHAT: Record<Kind, string> = {
  booking_request: 'booking request',
  booking: 'booking',
  inquiry: 'inquiry',
};
const NOT_FOUND: Record<Kind, string> = {
  booking_request: 'Booking request',
  booking: 'Booking',
  inquiry: 'Booking inquiry',
};

const iso = (d: Date | string) => (typeof d === 'string' ? d : d.toISOString());
const entry = (status: string, by: PartyType | 'SYSTEM', at: Date): HistoryEntry => ({
  status,
  by,
  at: at.toISOString(),
});

/** The 409 that names the stay a range clashes with. */
function clashError(clash?: { kind: string; dateFrom: string; dateTo: string }) {
  const detail = clash
    ? `These dates clash with a ${clash.kind === 'manual' ? 'blocked period' : (WHAT[clash.kind as Kind] ?? 'stay')} from ${clash.dateFrom} to ${clash.dateTo}.`
    : 'These dates clash with another stay.';
  return new AppError(ERROR_CODES.occupancyConflict, detail, {
    invalidParams: [{ name: 'checkIn', reason: detail }],
  });
}

/** What the host said when rejecting or cancelling, as stored in `outcome`. */
const ownerAnswer = (
  body: {
    reason: string;
    subReason?: string | undefined;
    explanation?: string | undefined;
    message?: string | undefined;
  },
  at: Date,
) => ({
  by: 'OWNER',
  reason: body.reason,
  subReason: body.subReason ?? null,
  explanation: body.explanation ?? null,
  message: body.message ?? null,
  at: at.toISOString(),
});

const bodyHash = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

/**
 * Booking requests, bookings and inquiries: the guest calls that create them, the host's lists and
 * answers, and the time-driven transitions (`sweep`). Every change of status goes through one of
 * the machines in reservation-rules.ts; every change of what a unit's dates hold goes through the
 * occupancies table inside the unit's lock.
 */
export function reservationsService(repo: ReservationsRepository, deps: ReservationsDeps) {
  const now = deps.now ?? (() => new Date());
  const today = () => toDay(now());
  /** one read of the host's preferences per call (ADR 0022) */
  const preferencesOf = async (hostId: string): Promise<MatchPreferences | null> =>
    (await deps.guestProfile?.forMatching(hostId)) ?? null;
  const matchOf = (
    prefs: MatchPreferences | null,
    r: Pick<ReservationRow, 'createdAt' | 'checkIn' | 'checkOut' | 'guests' | 'guestLanguage'>,
  ): Match | null => rateMatch(prefs, r);

  // ------------------------------------------------------------------------------------------
  // Guest side

  /** A published unit with a price; anything else is a 404 to guests. */
  async function bookableUnit(unitId: string) {
    let row: Awaited<ReturnType<UnitsService['loadAny']>>;
    try {
      row = await deps.units.loadAny(unitId);
    } catch {
      throw notFound('Unit');
    }
    const { unit } = row;
    const price = unit.priceAndAvailability as PriceAndAvailability | null;
    if (unit.state !== 'PUBLISHED' || !price || !unit.guests) throw notFound('Unit');
    const promotions = await deps.promotions.list(unit.hostId, unit.id);
    const first = promotions.items.find((p) => p.type === FIRST_BOOKINGS_DISCOUNT.type);
    return {
      unit,
      price,
      maxGuests: unit.guests,
      bookingType: unit.bookingType ?? 'onRequest',
      /** the host paused or blocked the calendar (calendar-action): no night can be booked */
      paused: PAUSED_CALENDAR.includes(unit.calendarStatus),
      firstDiscount: first?.state === 'ACTIVE' ? first.data.discount : null,
    };
  }
  type Bookable = Awaited<ReturnType<typeof bookableUnit>>;

  /**
   * The unit's prices for a new stay: the first-bookings discount while the unit has had fewer
   * bookings than the promotion covers (counted in the caller's transaction when there is one;
   * on the embedded database a query outside an open transaction would wait for it).
   */
  async function priced(b: Bookable, stay: QuoteRequest, tx?: Executor): Promise<PricedUnit> {
    const applies =
      b.firstDiscount !== null && (await repo.bookingsOf(b.unit.id, tx)) < FIRST_BOOKINGS_DISCOUNT.bookings;
    return {
      price: b.price,
      ...(deps.nightRates
        ? { rates: await deps.nightRates(b.unit.id, stay.checkIn, stay.checkOut, tx) }
        : {}),
      maxGuests: b.maxGuests,
      firstBookingsDiscount: applies ? b.firstDiscount : null,
    };
  }

  async function availability(unitId: string, from: string, to: string) {
    if (to <= from) {
      throw new AppError(ERROR_CODES.validation, 'The end must be after the start', {
        invalidParams: [{ name: 'to', reason: 'The end must be after the start' }],
      });
    }
    if (daysBetween(from, to) > 400) {
      throw new AppError(ERROR_CODES.validation, 'Ask for at most 400 days at a time', {
        invalidParams: [{ name: 'to', reason: 'Ask for at most 400 days at a time' }],
      });
    }
    const { unit, price, maxGuests, bookingType, paused } = await bookableUnit(unitId);
    const day = today();
    return {
      unitId: unit.id,
      from,
      to,
      unavailable: paused ? [{ dateFrom: from, dateTo: to }] : await repo.unavailable(unit.id, from, to),
      firstCheckIn: addDays(day, price.minimumNotice),
      lastCheckOut: addDays(day, BOOKING_HORIZON_DAYS),
      minimumStay: price.minimumStay,
      maximumStay: price.maximumStay,
      maxGuests,
      bookingType,
      currency: price.currency,
      nightlyPrice: price.nightlyPrice,
    };
  }

  async function quote(unitId: string, input: QuoteRequest): Promise<Quote> {
    return quoteStay(await priced(await bookableUnit(unitId), input), input, today());
  }

  const titleOf = async (unitId: string) => {
    try {
      return (await deps.units.loadAny(unitId)).unit.title;
    } catch {
      return null;
    }
  };

  /** The page of a guest's stay; the token in the link is the guest's secret. */
  const viewUrl = (row: Pick<ReservationRow, 'unitId' | 'id' | 'guestToken'>) =>
    row.guestToken
      ? `${deps.publicUrl}/stay/${row.unitId}/reservation/${row.id}?token=${row.guestToken}`
      : `${deps.publicUrl}/stay/${row.unitId}`;

  /** Writes to the guest (SMTP or the outbox); a mail that fails leaves the stay as it is. */
  async function notify(
    event: GuestEvent,
    row: ReservationRow,
    title: string | null,
    hostWords?: string | null,
    inquiryMessage?: string | null,
  ) {
    if (!deps.mailer) return;
    try {
      // every guest e-mail carries the way to write to the host: a login link to the guest chat
      const loginUrl = (await deps.guestLoginLink?.(row.guestEmail, row.id)) ?? null;
      await deps.mailer.send(guestMail(event, row, title, viewUrl(row), hostWords, loginUrl, inquiryMessage));
    } catch {
      // the outbox or the SMTP server logged why
    }
  }

  /**
   * What follows a new stay once it is stored: a lead taken from the host's subscription for an
   * inquiry or a booking request (issue 12), and the guest's e-mail, with the host's inquiry
   * message for an inquiry when that service is in effect. Neither refuses what the guest sent.
   */
  async function afterCreate(row: ReservationRow, unitTitle: string | null) {
    if (row.kind !== 'booking') {
      try {
        await deps.leads?.take(row.hostId);
      } catch {
        // the stay is stored and the guest answered; a lead counter that failed does not undo it
      }
    }
    const event = guestEventOf(row.kind, row.status);
    let inquiryMessage: string | null = null;
    if (event === 'asked' && deps.mailer) {
      try {
        inquiryMessage = (await deps.inquiryMessage?.(row.hostId)) ?? null;
      } catch {
        // the acknowledgement goes without the host's words rather than not at all
      }
    }
    await notify(event, row, unitTitle, null, inquiryMessage);
  }

  /**
   * A guest's booking, request or inquiry. With an Idempotency-Key, the first answer is stored in
   * the same transaction, so a retry with the same key and body gets it again (and creates nothing)
   * and another body under the key is refused.
   */
  async function create(
    kind: Kind,
    unitId: string,
    input: StayRequest | InquiryRequest,
    idempotencyKey?: string,
  ): Promise<{ status: number; body: GuestReceipt }> {
    const scope = `${kind}:${unitId}`;
    const hash = bodyHash(input);
    // a unit that is not bookable is a 404 before anything is stored
    const bookable = await bookableUnit(unitId);
    let createdRow: ReservationRow | undefined;
    let unitTitle: string | null = null;
    const guestToken = randomBytes(24).toString('base64url');
    try {
      const result = await repo.withUnitLock(unitId, async (tx) => {
        if (idempotencyKey && !(await repo.claimKey(tx, scope, idempotencyKey, hash))) {
          const stored = await repo.idempotent(tx, scope, idempotencyKey);
          if (stored && stored.bodyHash !== hash) {
            throw new AppError(
              ERROR_CODES.idempotencyKeyReused,
              'This Idempotency-Key was used with another request body. Use a new key for a new request.',
              { invalidParams: [{ name: 'Idempotency-Key', reason: 'Used before with another body' }] },
            );
          }
          if (!stored || stored.status === 0) {
            throw new AppError(
              ERROR_CODES.conflict,
              'A request with this Idempotency-Key is still being processed',
            );
          }
          return { status: stored.status, body: stored.response as GuestReceipt };
        }
        const { unit, bookingType } = bookable;
        unitTitle = unit.title;
        if (kind === 'booking' && bookingType !== 'onLine') {
          throw new AppError(
            ERROR_CODES.conflict,
            'This place is booked on request: send a booking request instead.',
          );
        }
        if (kind === 'booking_request' && bookingType === 'onLine') {
          throw new AppError(ERROR_CODES.conflict, 'This place is booked instantly: book it directly.');
        }
        if (kind !== 'inquiry' && bookable.paused) {
          throw new AppError(
            ERROR_CODES.occupancyConflict,
            'The host has paused bookings for this place. You can still send a question.',
          );
        }
        const q = quoteStay(await priced(bookable, input, tx), input, today());
        const clash = await repo.overlapping(tx, unitId, input.checkIn, input.checkOut);
        if (clash) throw clashError();
        const at = now();
        const status = kind === 'booking' ? 'CONFIRMED' : 'REQUESTED';
        const respondBy =
          kind === 'booking'
            ? null
            : new Date(
                Math.min(
                  at.getTime() +
                    (kind === 'booking_request'
                      ? RESERVATION_RULES.requestExpiryHours
                      : RESERVATION_RULES.inquiryActionNeededHours) *
                      3_600_000,
                  kind === 'booking_request'
                    ? Date.parse(`${input.checkIn}T00:00:00Z`)
                    : Number.POSITIVE_INFINITY,
                ),
              );
        const row = await repo.insert(
          tx,
          {
            kind,
            hostId: unit.hostId,
            unitId,
            status,
            checkIn: input.checkIn,
            checkOut: input.checkOut,
            guests: input.guests,
            guestName: input.guest.name,
            guestEmail: input.guest.email,
            guestPhone: input.guest.phone ?? null,
            guestLanguage: input.guest.language,
            message: input.message?.trim() || null,
            quote: q as never,
            currency: q.currency,
            total: q.total,
            paymentOption: q.paymentOption,
            respondBy,
            guestToken,
            history: [entry(status, 'GUEST', at)],
            createdAt: at,
          },
          kind === 'booking',
        );
        createdRow = row;
        await deps.notifications?.stayCreated(row, { tx, at });
        const body: GuestReceipt = {
          id: row.id,
          kind,
          status,
          checkIn: row.checkIn,
          checkOut: row.checkOut,
          guests: row.guests,
          quote: q,
          stayUrl: viewUrl(row),
        };
        if (idempotencyKey) await repo.saveKey(tx, scope, idempotencyKey, 201, body);
        return { status: 201, body };
      });
      // after the commit (one connection on the embedded database), and only for a row made now: a
      // replayed Idempotency-Key made nothing and takes nothing
      if (createdRow) await afterCreate(createdRow, unitTitle);
      return result;
    } catch (err) {
      if (isOverlapError(err)) throw clashError();
      throw err;
    }
  }

  // ------------------------------------------------------------------------------------------
  // Host side: views

  const unitSummary = (f: Found) => ({
    publicId: f.r.unitId,
    propertyId: f.propertyId,
    title: f.unitTitle,
    thumbnail: null,
  });

  async function withThumbnail(f: Found) {
    const summary = unitSummary(f);
    try {
      const unit = deps.units.view(await deps.units.loadAny(f.r.unitId));
      return { ...summary, thumbnail: unit.thumbnail };
    } catch {
      return summary;
    }
  }

  async function core(f: Found) {
    const { r } = f;
    return {
      id: r.id,
      checkIn: r.checkIn,
      checkOut: r.checkOut,
      nights: daysBetween(r.checkIn, r.checkOut),
      guests: r.guests,
      customer: {
        name: r.guestName,
        email: r.guestEmail,
        phoneNumber: r.guestPhone,
        language: r.guestLanguage,
      },
      message: r.message,
      propertyUnitSummary: await withThumbnail(f),
      quote: r.quote as unknown as Quote,
      createdAt: iso(r.createdAt),
      history: r.history as Booking['history'],
    };
  }

  const outcome = (r: ReservationRow) => (r.outcome ?? {}) as Record<string, string | null>;

  async function requestView(f: Found): Promise<BookingRequest> {
    const { r } = f;
    const status = r.status as BookingRequestStatus;
    let bookingId: string | null = null;
    if (status === 'CONFIRMED') bookingId = (outcome(r).bookingId as string | undefined) ?? null;
    const o = outcome(r);
    return {
      ...(await core(f)),
      status,
      expiresAt: iso(r.respondBy ?? r.createdAt),
      bookingId,
      rejection:
        status === 'REJECTED'
          ? {
              reason: o.reason as never,
              subReason: o.subReason ?? null,
              explanation: o.explanation ?? null,
            }
          : null,
      availableActions: REQUEST_MACHINE.actions({ state: status }, 'host') as ('confirm' | 'reject')[],
      match: matchOf(await preferencesOf(r.hostId), r),
    };
  }

  async function bookingView(f: Found): Promise<Booking> {
    const { r } = f;
    const status = r.status as BookingStatus;
    const o = outcome(r);
    return {
      ...(await core(f)),
      status,
      publicState: BOOKING_PUBLIC_STATE[status],
      bookingRequestId: r.originId,
      paymentOption: r.paymentOption as Booking['paymentOption'],
      cancellation:
        status === 'CANCELLED'
          ? {
              by: (r.cancelledBy ?? 'OWNER') as PartyType,
              reason: String(o.reason),
              subReason: o.subReason ?? null,
              explanation: o.explanation ?? null,
              at: String(o.at),
            }
          : null,
      availableActions: status === 'CONFIRMED' && r.checkOut > today() ? (['cancel'] as const).slice() : [],
    };
  }

  async function inquiryView(f: Found): Promise<Inquiry> {
    const { r } = f;
    const status = r.status as InquiryStatus;
    const o = outcome(r);
    return {
      ...(await core(f)),
      status,
      publicState: INQUIRY_PUBLIC_STATE[status],
      actionNeededAt: iso(r.respondBy ?? r.createdAt),
      rejection:
        status === 'REJECTED'
          ? { reason: o.reason as never, explanation: o.explanation ?? null, message: o.message ?? null }
          : null,
      availableActions: INQUIRY_MACHINE.actions({ state: status }, 'host') as ('confirm' | 'reject')[],
      match: matchOf(await preferencesOf(r.hostId), r),
    };
  }

  /** A list's page; requests and inquiries rated against `prefs`, bookings not (null). */
  function listOf(
    result: Awaited<ReturnType<ReservationsRepository['requests']>>,
    q: ReservationListQuery,
    prefs: MatchPreferences | null = null,
  ): ReservationList {
    return {
      items: result.rows.map(({ r, unitTitle, propertyId }) => ({
        id: r.id,
        kind: r.kind,
        status: r.status,
        checkIn: r.checkIn,
        checkOut: r.checkOut,
        nights: daysBetween(r.checkIn, r.checkOut),
        guests: r.guests,
        guestName: r.guestName,
        total: r.total,
        currency: r.currency,
        propertyUnitSummary: { publicId: r.unitId, propertyId, title: unitTitle, thumbnail: null },
        createdAt: iso(r.createdAt),
        respondBy:
          r.respondBy && (r.status === 'REQUESTED' || r.status === 'ACTION_NEEDED') ? iso(r.respondBy) : null,
        cancelledBy: (r.cancelledBy as PartyType | null) ?? null,
        match: r.kind === 'booking' ? null : matchOf(prefs, r),
      })),
      pagination: {
        current: q.page,
        limit: q.limit,
        total: result.total,
        pages: Math.ceil(result.total / q.limit),
      },
    };
  }

  async function found(hostId: string, kind: Kind, id: string) {
    const f = await repo.find(hostId, kind, id);
    if (!f) throw notFound(NOT_FOUND[kind]);
    return f;
  }

  /**
   * One host action on one reservation: the unit's lock, the row's lock, the machine's transition
   * (409 when refused), then `apply` writes what else changes in the same transaction.
   */
  async function act<S extends string, A extends string>(
    hostId: string,
    kind: Kind,
    id: string,
    machine: StateMachine<S, A, { state: S }, string>,
    action: A,
    apply: (tx: Executor, row: ReservationRow, to: S, at: Date) => Promise<Partial<ReservationRow>>,
  ) {
    const unitId = await repo.unitOf(hostId, kind, id);
    if (!unitId) throw notFound(NOT_FOUND[kind]);
    try {
      await repo.withUnitLock(unitId, async (tx) => {
        const row = await repo.lock(tx, hostId, kind, id);
        if (!row) throw notFound(NOT_FOUND[kind]);
        const to = machine.require(action, { state: row.status as S }, WHAT[kind]);
        const at = now();
        const patch = await apply(tx, row, to, at);
        await repo.update(tx, id, {
          ...patch,
          status: to,
          history: [...row.history, entry(to, 'OWNER', at)],
        });
      });
    } catch (err) {
      if (isOverlapError(err)) throw clashError();
      throw err;
    }
    return found(hostId, kind, id);
  }

  /** The stay may take its dates: nothing else occupies them. */
  async function claimDates(tx: Executor, row: ReservationRow) {
    const clash = await repo.overlapping(tx, row.unitId, row.checkIn, row.checkOut, row.id);
    if (clash) {
      throw clashError({ kind: clash.kind, dateFrom: clash.dateFrom, dateTo: clash.dateTo });
    }
  }

  // ------------------------------------------------------------------------------------------
  // Time-driven transitions (run by the job queue; safe to run twice or from two processes:
  // each row is re-read under its lock and changed only if its status still allows it)

  async function system<S extends string, A extends string>(
    kind: Kind,
    id: string,
    hostId: string,
    unitId: string,
    machine: StateMachine<S, A, { state: S }, string>,
    action: A,
    extra: (tx: Executor, row: ReservationRow) => Promise<void> = async () => {},
  ) {
    return repo.withUnitLock(unitId, async (tx) => {
      const row = await repo.lock(tx, hostId, kind, id);
      const to = row && machine.next(action, { state: row.status as S });
      if (!row || !to) return undefined;
      await extra(tx, row);
      const at = now();
      const updated = await repo.update(tx, id, {
        status: to,
        history: [...row.history, entry(to, 'SYSTEM', at)],
      });
      // a booking that moved on by itself (completed, reviews) is a change the host's webhooks hear of
      if (kind === 'booking' && updated) await deps.notifications?.stayChanged(updated, { tx, at });
      return updated;
    });
  }

  /**
   * A guest's own stay, for the page the link in their e-mails opens: found by id and unit, and
   * only with the guest's token (compared in constant time); anything else is not found.
   */
  async function guestView(unitId: string, id: string, token: string) {
    const f = await repo.findForGuest(unitId, id);
    const stored = f?.r.guestToken;
    if (!f || !stored) return undefined;
    const a = Buffer.from(stored);
    const b = Buffer.from(token);
    if (a.length !== b.length || !timingSafeEqual(a, b)) return undefined;
    const o = outcome(f.r);
    return {
      row: f.r,
      unitTitle: f.unitTitle,
      event: guestEventOf(f.r.kind, f.r.status),
      hostWords: (o.message ?? o.explanation ?? null) as string | null,
    };
  }

  /**
   * The guest withdraws a booking request the host has not answered (issue 9, the guest chat).
   * Only their own: a reservation made with another address is not found. A booking or an inquiry
   * is not withdrawn here (409): the guest writes to the host.
   */
  async function cancelRequestAsGuest(email: string, id: string) {
    const mine = async (kind: Kind) => {
      const f = await repo.find(null, kind, id);
      return f && f.r.guestEmail.toLowerCase() === email ? f : undefined;
    };
    const own = await mine('booking_request');
    if (!own) {
      if ((await mine('booking')) || (await mine('inquiry'))) {
        throw new AppError(
          ERROR_CODES.conflict,
          'Only a booking request the host has not answered can be withdrawn here. Write to the host instead.',
        );
      }
      throw notFound(NOT_FOUND.booking_request);
    }
    const { r } = own;
    const changed = await repo.withUnitLock(r.unitId, async (tx) => {
      const row = await repo.lock(tx, r.hostId, 'booking_request', id);
      if (!row) throw notFound(NOT_FOUND.booking_request);
      const to = REQUEST_MACHINE.require(
        'cancel',
        { state: row.status as BookingRequestStatus },
        WHAT.booking_request,
      );
      const at = now();
      // a request holds no nights, but its occupancy row goes the way of every cancelled stay
      await repo.setOccupies(tx, row.id, false);
      await deps.stayFreed?.(tx, row.unitId);
      await deps.notifications?.stayCancelled(row, { tx, at });
      return repo.update(tx, id, {
        status: to,
        cancelledBy: 'GUEST',
        outcome: { by: 'GUEST', at: at.toISOString() },
        history: [...row.history, entry(to, 'GUEST', at)],
      });
    });
    await notify('requestCancelled', changed, own.unitTitle);
    return { id: changed.id, kind: 'booking_request' as const, status: 'CANCELLED' as const };
  }

  return {
    availability,
    quote,
    create,
    guestView,
    cancelRequestAsGuest,

    /**
     * The guest's stay (booking, or confirmed inquiry) that a review may be written for: found by
     * id and the guest's e-mail, else undefined (another guest's stay is not theirs to see).
     */
    async guestStay(email: string, id: string) {
      for (const kind of ['booking', 'inquiry'] as const) {
        const f = await repo.find(null, kind, id);
        if (f && f.r.guestEmail.toLowerCase() === email.toLowerCase()) return f.r;
      }
      return undefined;
    },

    /**
     * The guest reviews their stay (issue 10): under the unit's lock, the stay moves from
     * IN_REVIEW_COLLECTION to REVIEW_COLLECTED (a 409 in any other state) and `write` stores the
     * review in the same transaction, so a stay gets one review or none.
     */
    async collectReviewAsGuest<T>(
      email: string,
      id: string,
      write: (tx: Executor, row: ReservationRow, at: Date) => Promise<T>,
    ): Promise<T> {
      const stay = await this.guestStay(email, id);
      if (!stay) throw notFound('Stay');
      const kind = stay.kind as 'booking' | 'inquiry';
      return repo.withUnitLock(stay.unitId, async (tx) => {
        const row = await repo.lock(tx, stay.hostId, kind, id);
        if (!row) throw notFound('Stay');
        const machine = kind === 'booking' ? BOOKING_MACHINE : INQUIRY_MACHINE;
        const to = machine.next('collectReview', { state: row.status as never });
        if (!to) {
          throw new AppError(
            ERROR_CODES.conflict,
            row.status === 'REVIEW_COLLECTED'
              ? 'This stay has been reviewed already.'
              : 'This stay cannot be reviewed now: reviews open the day after check-out and close after 14 days.',
          );
        }
        const at = now();
        const result = await write(tx, row, at);
        await repo.update(tx, id, { status: to, history: [...row.history, entry(to, 'GUEST', at)] });
        return result;
      });
    },

    async requests(hostId: string, q: ReservationListQuery & { status: string; sort?: BookingRequestSort }) {
      const prefs = await preferencesOf(hostId);
      return listOf(await repo.requests(hostId, q, q.sort === 'match' ? prefs : null), q, prefs);
    },
    async request(hostId: string, id: string) {
      return requestView(await found(hostId, 'booking_request', id));
    },
    async pendingCount(hostId: string) {
      return { count: Math.max(0, await repo.pendingCount(hostId)) };
    },

    /** Confirming a request books the stay: the dates must be free, and a booking row is made. */
    async confirmRequest(hostId: string, id: string) {
      const f = await act(
        hostId,
        'booking_request',
        id,
        REQUEST_MACHINE,
        'confirm',
        async (tx, row, _to, at) => {
          await claimDates(tx, row);
          const booking = await repo.insert(
            tx,
            {
              kind: 'booking',
              hostId,
              unitId: row.unitId,
              status: 'CONFIRMED',
              checkIn: row.checkIn,
              checkOut: row.checkOut,
              guests: row.guests,
              guestName: row.guestName,
              guestEmail: row.guestEmail,
              guestPhone: row.guestPhone,
              guestLanguage: row.guestLanguage,
              message: row.message,
              quote: row.quote,
              currency: row.currency,
              total: row.total,
              paymentOption: row.paymentOption,
              originId: row.id,
              guestToken: row.guestToken,
              history: [entry('CONFIRMED', 'OWNER', at)],
              createdAt: at,
            },
            true,
          );
          await deps.notifications?.stayConfirmed(booking, { tx, at });
          return { outcome: { bookingId: booking.id, at: at.toISOString() }, respondBy: row.respondBy };
        },
      );
      await notify('requestConfirmed', f.r, f.unitTitle);
      return requestView(f);
    },

    async rejectRequest(hostId: string, id: string, body: RejectBookingRequest) {
      const f = await act(
        hostId,
        'booking_request',
        id,
        REQUEST_MACHINE,
        'reject',
        async (_tx, _row, _to, at) => ({ outcome: ownerAnswer(body, at) }),
      );
      await notify('requestRejected', f.r, f.unitTitle, body.explanation);
      return requestView(f);
    },

    async bookings(hostId: string, q: ReservationListQuery & { tab: BookingTab }) {
      return listOf(await repo.bookings(hostId, q, today()), q);
    },
    async booking(hostId: string, id: string) {
      return bookingView(await found(hostId, 'booking', id));
    },

    /** The host cancels a booking that has not ended; its dates are free again. */
    async cancelBooking(hostId: string, id: string, body: CancelBooking) {
      const f = await act(hostId, 'booking', id, BOOKING_MACHINE, 'cancel', async (tx, row, _to, at) => {
        if (row.checkOut <= today()) {
          throw new AppError(ERROR_CODES.conflict, 'A stay that has ended cannot be cancelled');
        }
        await repo.setOccupies(tx, row.id, false);
        await deps.stayFreed?.(tx, row.unitId);
        await deps.notifications?.stayCancelled(row, { tx, at });
        return { cancelledBy: 'OWNER', outcome: ownerAnswer(body, at) };
      });
      await notify('bookingCancelled', f.r, f.unitTitle, body.explanation);
      return bookingView(f);
    },

    async inquiries(hostId: string, q: ReservationListQuery & { archived: boolean }) {
      const [rows, prefs] = await Promise.all([repo.inquiries(hostId, q, today()), preferencesOf(hostId)]);
      return listOf(rows, q, prefs);
    },
    async inquiry(hostId: string, id: string) {
      return inquiryView(await found(hostId, 'inquiry', id));
    },

    /** Confirming an inquiry makes its dates an occupying stay. */
    async confirmInquiry(hostId: string, id: string) {
      const f = await act(hostId, 'inquiry', id, INQUIRY_MACHINE, 'confirm', async (tx, row, _to, at) => {
        await claimDates(tx, row);
        await repo.setOccupies(tx, row.id, true);
        await deps.notifications?.stayConfirmed(row, { tx, at });
        return {};
      });
      await notify('inquiryConfirmed', f.r, f.unitTitle);
      return inquiryView(f);
    },

    async rejectInquiry(hostId: string, id: string, body: RejectInquiry) {
      const f = await act(hostId, 'inquiry', id, INQUIRY_MACHINE, 'reject', async (_tx, _row, _to, at) => ({
        outcome: ownerAnswer(body, at),
      }));
      await notify('inquiryRejected', f.r, f.unitTitle, body.message);
      return inquiryView(f);
    },

    async overlapping(hostId: string, id: string, page: number, limit: number) {
      const f = await found(hostId, 'inquiry', id);
      const { rows, total } = await repo.overlappingPage(
        f.r.unitId,
        f.r.checkIn,
        f.r.checkOut,
        f.r.id,
        page,
        limit,
      );
      return {
        items: rows.map((o) => ({
          id: o.id,
          unitId: o.unitId,
          dateFrom: o.dateFrom,
          dateTo: o.dateTo,
          kind: o.kind,
          sourceId: o.sourceId,
        })),
        pagination: { current: page, limit, total, pages: Math.ceil(total / limit) },
      };
    },

    /**
     * Every time-driven transition whose time has come: requests expire, inquiries need action or
     * expire at check-out, stays complete after check-out and go through review collection.
     * Returns how many rows changed, per transition.
     */
    async sweep() {
      const at = now();
      const day = toDay(at);
      const counts: Record<string, number> = {};
      const run = async (
        name: string,
        rows: { id: string; hostId: string; unitId: string }[],
        step: (r: { id: string; hostId: string; unitId: string }) => Promise<ReservationRow | undefined>,
        event?: GuestEvent,
      ) => {
        let n = 0;
        for (const r of rows) {
          const changed = await step(r);
          if (!changed) continue;
          n++;
          // the guest hears when their request or question ran out of time
          if (event) await notify(event, changed, await titleOf(changed.unitId));
        }
        counts[name] = n;
      };
      await run(
        'requestsExpired',
        await repo.due('booking_request', ['REQUESTED'], 'respondBy', at),
        // to the host, a request that ran out of time is one the system cancelled
        (r) =>
          system('booking_request', r.id, r.hostId, r.unitId, REQUEST_MACHINE, 'expire', async (tx, row) => {
            await deps.notifications?.stayCancelled(row, { tx, at });
          }),
        'requestExpired',
      );
      // the host hears once per pending request that its answer time is near
      counts.requestsExpiring = deps.notifications
        ? await deps.notifications.requestsExpiring(
            await repo.pendingUntil(
              at,
              new Date(at.getTime() + NOTIFICATION_RULES.expiringWithinHours * 3_600_000),
            ),
            at,
          )
        : 0;
      await run(
        'inquiriesExpired',
        await repo.due('inquiry', ['REQUESTED', 'ACTION_NEEDED'], 'checkOut', day),
        (r) => system('inquiry', r.id, r.hostId, r.unitId, INQUIRY_MACHINE, 'expire'),
        'inquiryExpired',
      );
      await run('inquiriesActionNeeded', await repo.due('inquiry', ['REQUESTED'], 'respondBy', at), (r) =>
        system('inquiry', r.id, r.hostId, r.unitId, INQUIRY_MACHINE, 'needAction'),
      );
      await run('bookingsCompleted', await repo.due('booking', ['CONFIRMED'], 'checkOut', day), (r) =>
        system('booking', r.id, r.hostId, r.unitId, BOOKING_MACHINE, 'complete'),
      );
      // review collection opens the day after check-out and closes after the review window
      const opened = addDays(day, -1);
      const closed = addDays(day, -RESERVATION_RULES.reviewWindowDays);
      // the guest is asked how the stay was, with the way to review it (issue 10)
      await run(
        'bookingReviewsOpened',
        await repo.due('booking', ['COMPLETED'], 'checkOut', opened),
        (r) => system('booking', r.id, r.hostId, r.unitId, BOOKING_MACHINE, 'openReviews'),
        'reviewInvitation',
      );
      await run(
        'bookingReviewsClosed',
        await repo.due('booking', ['IN_REVIEW_COLLECTION'], 'checkOut', closed),
        (r) => system('booking', r.id, r.hostId, r.unitId, BOOKING_MACHINE, 'closeReviews'),
      );
      await run(
        'inquiryReviewsOpened',
        await repo.due('inquiry', ['CONFIRMED'], 'checkOut', opened),
        (r) => system('inquiry', r.id, r.hostId, r.unitId, INQUIRY_MACHINE, 'openReviews'),
        'reviewInvitation',
      );
      await run(
        'inquiryReviewsClosed',
        await repo.due('inquiry', ['IN_REVIEW_COLLECTION'], 'checkOut', closed),
        (r) => system('inquiry', r.id, r.hostId, r.unitId, INQUIRY_MACHINE, 'closeReviews'),
      );
      await repo.forgetKeysBefore(new Date(at.getTime() - RESERVATION_RULES.idempotencyKeyHours * 3_600_000));
      return counts;
    },
  };
}
export type ReservationsService = ReturnType<typeof reservationsService>;
/** A guest's own stay as their page shows it. */
export type GuestStayView = NonNullable<Awaited<ReturnType<ReservationsService['guestView']>>>;
