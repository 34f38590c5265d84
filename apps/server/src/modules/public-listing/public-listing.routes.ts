import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import formbody from '@fastify/formbody';
import { MAX_PAGE } from '@host-portal/contracts/common';
import { ERROR_CODES } from '@host-portal/contracts/errors';
import { inquiryRequestSchema, stayRequestSchema } from '@host-portal/contracts/reservations';
import type { Locale } from '@host-portal/i18n';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import type { InsightsRecording } from '../insights/insights-recording.ts';
import { StayRulesError } from '../reservations/quote.ts';
import { addDays, toDay } from '../reservations/reservation-rules.ts';
import type { ReservationsService } from '../reservations/reservations.service.ts';
import {
  type BookingError,
  type BookingValues,
  bookingPanel,
  calendarRange,
  dayLabel,
  guestStayBody,
  STAY_JS_PATH,
} from './stay-booking.ts';
import { layout, notFoundPage, STAY_CSS_PATH } from './stay-page.ts';
import { stayLocaleOf as localeOf, type ReviewsPaging, type StayRenderer } from './stay-renderer.ts';
import { staySearchAsk } from './stay-search.ts';
import { type StayText, stayText } from './stay-text.ts';

const CSS = fs.readFileSync(new URL('./assets/stay.css', import.meta.url));
const JS = fs.readFileSync(new URL('./assets/stay.js', import.meta.url));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const KEY = /^[\x21-\x7e]{1,255}$/;
/** What a link to another page of reviews carries over: the language and the dates being looked at. */
const KEPT_BY_REVIEW_LINKS = ['hl', 'checkIn', 'checkOut', 'guests', 'month'] as const;
/** Which message a bad field of the guest's form gets. */
const FIELD_MESSAGES: Record<string, string> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  message: 'message',
  checkIn: 'date',
  checkOut: 'date',
  guests: 'guestsNumber',
  language: 'invalid',
};

/**
 * The public page of a published unit, `/stay/{unitId}`, and the public search, `/stays`:
 * server-rendered HTML without scripts, one style sheet, localised by `?hl=`, the `ho_hl` cookie
 * or Accept-Language. These are plain routes, so the SPA fallback never answers `/stay/…`.
 */
export const publicListingRoutes: FastifyPluginAsync<{
  config: Pick<Config, 'productTitle' | 'publicUrl'>;
  stays: StayRenderer;
  reservations: ReservationsService;
  /** counts a served page as a view for the host's insights (no cookie, nothing about the visitor) */
  recording?: Pick<InsightsRecording, 'view'>;
  /** guest form posts per minute and client */
  rateLimitPerMinute: number;
}> = async (app, { config, stays, reservations, recording, rateLimitPerMinute }) => {
  await app.register(formbody);
  const send = (reply: FastifyReply, status: number, body: string, cache: string) =>
    reply
      .status(status)
      .header('cache-control', cache)
      .header('vary', 'Accept-Language, Cookie')
      .type('text/html; charset=utf-8')
      .send(body);
  const notFound = (req: FastifyRequest, reply: FastifyReply) => {
    const locale = localeOf(req);
    return send(
      reply,
      404,
      notFoundPage(locale, stayText(locale), config.productTitle, `${config.publicUrl}/`),
      'no-cache',
    );
  };

  app.get(STAY_JS_PATH, async (_req, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/javascript; charset=utf-8').send(JS),
  );
  app.get(STAY_CSS_PATH, async (_req, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8').send(CSS),
  );

  /** A stay rule, a taken range or a bad value, in the page's language, on its field. */
  function bookingErrors(text: StayText, locale: Locale, err: unknown): BookingError[] {
    if (err instanceof StayRulesError) {
      return err.problems.map((p) => ({
        field: p.name,
        message:
          p.key === 'minStay' || p.key === 'maxStay' || p.key === 'guests'
            ? text.count(`stay.book.error.${p.key}`, Number(p.vars.count))
            : text.t(`stay.book.error.${p.key}`, {
                ...p.vars,
                ...(typeof p.vars.date === 'string' ? { date: dayLabel(locale, p.vars.date) } : {}),
              }),
      }));
    }
    if (err instanceof AppError && err.code === ERROR_CODES.occupancyConflict) {
      return [{ field: 'checkIn', message: text.t('stay.book.error.taken') }];
    }
    if (err instanceof AppError && err.code === ERROR_CODES.conflict) {
      return [{ field: '', message: text.t('stay.book.error.bookingType') }];
    }
    throw err;
  }

  /** The page with its booking panel; undefined when guests cannot see or book the unit. */
  async function renderStay(
    unitId: string,
    locale: Locale,
    values: BookingValues,
    month: string | undefined,
    errors: BookingError[] = [],
    withQuote = true,
    reviews?: ReviewsPaging,
  ) {
    const text = stayText(locale);
    const shownMonth =
      month ?? (DAY.test(values.checkIn ?? '') ? values.checkIn!.slice(0, 7) : toDay(new Date()).slice(0, 7));
    const { from, to } = calendarRange(shownMonth);
    let panel: Awaited<ReturnType<typeof bookingPanel>> | undefined;
    try {
      const availability = await reservations.availability(unitId, from, to);
      let quote: Awaited<ReturnType<ReservationsService['quote']>> | undefined;
      const all = [...errors];
      if (withQuote && values.checkIn && values.checkOut) {
        const guests = Number(values.guests ?? '2');
        const bad: BookingError[] = [];
        if (!DAY.test(values.checkIn))
          bad.push({ field: 'checkIn', message: text.t('stay.book.error.date') });
        if (!DAY.test(values.checkOut))
          bad.push({ field: 'checkOut', message: text.t('stay.book.error.date') });
        if (!Number.isInteger(guests) || guests < 1 || guests > 500) {
          bad.push({ field: 'guests', message: text.t('stay.book.error.guestsNumber') });
        }
        if (bad.length) all.push(...bad);
        else {
          try {
            quote = await reservations.quote(unitId, {
              checkIn: values.checkIn,
              checkOut: values.checkOut,
              guests,
            });
            const taken = availability.unavailable.some(
              (u) => u.dateFrom < values.checkOut! && u.dateTo > values.checkIn!,
            );
            if (taken) {
              quote = undefined;
              all.push({ field: 'checkIn', message: text.t('stay.book.error.taken') });
            }
          } catch (err) {
            all.push(...bookingErrors(text, locale, err));
          }
        }
      }
      panel = bookingPanel({
        unitId,
        locale,
        text,
        availability,
        month: shownMonth,
        values,
        quote,
        errors: all,
        idempotencyKey: randomUUID(),
      });
    } catch (err) {
      // a published unit without a price or guests yet: the page without the panel
      if (!(err instanceof AppError && err.code === ERROR_CODES.notFound)) throw err;
    }
    return stays.published(unitId, locale, panel, reviews);
  }

  const str = (v: unknown) => (typeof v === 'string' ? v.slice(0, 5000) : undefined);
  /** ?reviewsPage=N (1 when absent or not a page number); its links keep the page's other choices. */
  const reviewsPaging = (unitId: string, q: Record<string, unknown>): ReviewsPaging => {
    const asked = Number(str(q.reviewsPage));
    const keep = new URLSearchParams();
    for (const key of KEPT_BY_REVIEW_LINKS) {
      const value = str(q[key]);
      if (value) keep.set(key, value);
    }
    return {
      page: Number.isInteger(asked) && asked >= 1 && asked <= MAX_PAGE ? asked : 1,
      href: (page) => {
        const query = new URLSearchParams(keep);
        if (page > 1) query.set('reviewsPage', String(page));
        const search = query.toString();
        return `/stay/${unitId}${search ? `?${search}` : ''}#reviews`;
      },
    };
  };
  const valuesOf = (q: Record<string, unknown>): BookingValues => ({
    checkIn: str(q.checkIn),
    checkOut: str(q.checkOut),
    guests: str(q.guests),
    name: str(q.name),
    email: str(q.email),
    phone: str(q.phone),
    language: str(q.language),
    message: str(q.message),
  });

  app.get<{ Params: { unitId: string }; Querystring: Record<string, unknown> }>(
    '/stay/:unitId',
    async (req, reply) => {
      const { unitId } = req.params;
      if (!UUID.test(unitId)) return notFound(req, reply);
      const month = str(req.query.month);
      // the language and the page of reviews are the same for everyone: those pages are shared
      const asked = Object.keys(req.query).some((k) => k !== 'hl' && k !== 'reviewsPage');
      const page = await renderStay(
        unitId,
        localeOf(req),
        valuesOf(req.query),
        month && MONTH.test(month) ? month : undefined,
        [],
        true,
        reviewsPaging(unitId, req.query),
      );
      if (!page) return notFound(req, reply);
      await recording
        ?.view(unitId, req.headers['user-agent'])
        .catch((err) => req.log.warn({ err }, 'view not counted'));
      // short shared caching of the plain page: an unpublished unit disappears within a minute;
      // a page with dates carries a quote and a one-time form key
      return send(reply, 200, page, asked ? 'private, no-store' : 'public, max-age=60');
    },
  );

  /** The guest's form: books, requests or asks, then shows the confirmation (post/redirect/get). */
  const limited = { config: { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } } };
  app.post<{ Params: { unitId: string }; Body: Record<string, unknown> }>(
    '/stay/:unitId/reserve',
    limited,
    async (req, reply) => {
      const { unitId } = req.params;
      if (!UUID.test(unitId)) return notFound(req, reply);
      const locale = localeOf(req);
      const text = stayText(locale);
      const body = (req.body ?? {}) as Record<string, unknown>;
      const values = valuesOf(body);
      const ask = body.action === 'ask';
      const key = str(body.key);
      const input = {
        checkIn: values.checkIn,
        checkOut: values.checkOut,
        guests: Number(values.guests),
        guest: {
          name: values.name ?? '',
          email: values.email ?? '',
          phone: values.phone?.trim() ? values.phone : null,
          language: values.language || locale.slice(0, 2),
        },
        ...(values.message?.trim() ? { message: values.message } : {}),
      };
      const parsed = (ask ? inquiryRequestSchema : stayRequestSchema).safeParse(input);
      const rerender = async (errors: BookingError[]) => {
        const page = await renderStay(unitId, locale, values, undefined, errors);
        return page ? send(reply, 400, page, 'private, no-store') : notFound(req, reply);
      };
      if (!parsed.success) {
        const errors = parsed.error.issues.map((issue) => {
          const field = String(issue.path.at(-1) ?? '');
          return { field, message: text.t(`stay.book.error.${FIELD_MESSAGES[field] ?? 'invalid'}`) };
        });
        return rerender(errors);
      }
      const today = toDay(new Date());
      const availability = await reservations
        .availability(unitId, today, addDays(today, 1))
        .catch(() => undefined);
      if (!availability) return notFound(req, reply);
      const kind = ask ? 'inquiry' : availability.bookingType === 'onLine' ? 'booking' : 'booking_request';
      const idempotencyKey = key && KEY.test(key) ? key : randomUUID();
      let stayUrl: string;
      try {
        stayUrl = (await reservations.create(kind, unitId, parsed.data as never, idempotencyKey)).body
          .stayUrl;
      } catch (err) {
        if (err instanceof AppError && err.code === ERROR_CODES.idempotencyKeyReused) {
          return rerender([{ field: '', message: text.t('stay.book.error.resubmitted') }]);
        }
        return rerender(bookingErrors(text, locale, err));
      }
      // the page of the stay, on this server (the link the e-mail carries too)
      const target = new URL(stayUrl);
      const hl = (req.query as Record<string, unknown>)?.hl;
      if (typeof hl === 'string') target.searchParams.set('hl', hl);
      return reply.redirect(`${target.pathname}${target.search}`, 303);
    },
  );

  /** The guest's page of their stay, opened with the token from their e-mails. */
  app.get<{ Params: { unitId: string; id: string }; Querystring: Record<string, unknown> }>(
    '/stay/:unitId/reservation/:id',
    async (req, reply) => {
      const { unitId, id } = req.params;
      const token = str(req.query.token);
      if (!UUID.test(unitId) || !UUID.test(id) || !token || !KEY.test(token)) return notFound(req, reply);
      const view = await reservations.guestView(unitId, id, token);
      if (!view) return notFound(req, reply);
      const locale = localeOf(req);
      const text = stayText(locale);
      const page = layout(
        locale,
        text.t(`stay.guest.${view.event}`),
        config.productTitle,
        guestStayBody(locale, text, view, `/stay/${unitId}`),
      );
      return send(reply, 200, page, 'private, no-store');
    },
  );

  /**
   * The public search of published places (issue 12: boosts and paid ranking come first, marked
   * "Featured"). The same for everyone who asks the same, so it is shared for a minute like the
   * plain /stay page; a bad `q` or `page` is clamped, never refused (stay-search.ts).
   */
  app.get<{ Querystring: Record<string, unknown> }>('/stays', async (req, reply) =>
    send(reply, 200, await stays.search(localeOf(req), staySearchAsk(req.query ?? {})), 'public, max-age=60'),
  );

  for (const url of ['/stay', '/stay/*']) app.get(url, notFound);
};
