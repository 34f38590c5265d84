import type { Availability, Quote } from '@host-portal/contracts/reservations';
import type { Locale } from '@host-portal/i18n';
import { LOCALES } from '@host-portal/i18n';
import { htmlLang } from '../../identity/pages/i18n.ts';
import { type Html, html } from '../../identity/pages/layout.ts';
import { addDays } from '../reservations/reservation-rules.ts';
import type { GuestStayView } from '../reservations/reservations.service.ts';
import type { StayText } from './stay-text.ts';

/** What the guest typed, as strings (forms send strings). */
export interface BookingValues {
  checkIn?: string;
  checkOut?: string;
  guests?: string;
  name?: string;
  email?: string;
  phone?: string;
  language?: string;
  message?: string;
}

export interface BookingError {
  /** the input's id, or '' for the whole form */
  field: string;
  message: string;
}

export interface BookingPanelInput {
  unitId: string;
  locale: Locale;
  text: StayText;
  availability: Availability;
  /** first month shown, YYYY-MM */
  month: string;
  values: BookingValues;
  quote?: Quote | undefined;
  errors: BookingError[];
  /** a fresh Idempotency-Key for the booking form, so a double submit books once */
  idempotencyKey: string;
}

const MONTHS_SHOWN = 2;
/** The panel's optional script (picking days on the calendar). */
export const STAY_JS_PATH = '/stay-assets/stay.js';

export const monthStart = (month: string) => `${month}-01`;
export const addMonths = (month: string, n: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.toISOString().slice(0, 7);
};
/** The days the calendar asks availability for: from the first shown month's start, two months. */
export const calendarRange = (month: string) => ({
  from: monthStart(month),
  to: monthStart(addMonths(month, MONTHS_SHOWN)),
});

function money(locale: Locale, currency: string, minor: number) {
  try {
    return new Intl.NumberFormat(htmlLang(locale), { style: 'currency', currency }).format(minor / 100);
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency}`;
  }
}
export const dayLabel = (locale: Locale, day: string, style: 'long' | 'medium' = 'medium') =>
  new Intl.DateTimeFormat(htmlLang(locale), { dateStyle: style, timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** The query string of the page with some values replaced (links of the calendar's months). */
function query(values: BookingValues, extra: Record<string, string>) {
  const params = new URLSearchParams();
  for (const key of ['checkIn', 'checkOut', 'guests'] as const) {
    const v = values[key];
    if (v) params.set(key, v);
  }
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  return `?${params.toString()}`;
}

/** One month as a table, Monday first; taken nights struck through and named for screen readers. */
function monthTable(input: BookingPanelInput, month: string): Html {
  const { locale, text, availability } = input;
  const first = monthStart(month);
  const days = Number(
    new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate(),
  );
  const offset = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
  const taken = (day: string) => availability.unavailable.some((u) => u.dateFrom <= day && day < u.dateTo);
  const { checkIn, checkOut } = input.quote ?? {};
  const chosen = (day: string) => !!checkIn && !!checkOut && checkIn <= day && day < checkOut;
  const weekdays = Array.from({ length: 7 }, (_, i) =>
    new Intl.DateTimeFormat(htmlLang(locale), { weekday: 'short', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, 0, 1 + i)),
    ),
  );
  const cells: Html[] = [];
  for (let i = 0; i < offset; i++) cells.push(html`<td></td>`);
  for (let d = 1; d <= days; d++) {
    const day = `${month}-${String(d).padStart(2, '0')}`;
    if (taken(day)) {
      cells.push(
        html`<td class="taken"><s>${d}</s><span class="sr-only"> ${text.t('stay.book.taken')}</span></td>`,
      );
    } else if (chosen(day)) {
      cells.push(
        html`<td class="chosen" data-day="${day}">${d}<span class="sr-only"> ${text.t('stay.book.chosen')}</span></td>`,
      );
    } else if (day < availability.firstCheckIn) {
      cells.push(html`<td class="closed">${d}</td>`);
    } else cells.push(html`<td data-day="${day}">${d}</td>`);
  }
  while (cells.length % 7) cells.push(html`<td></td>`);
  const rows: Html[] = [];
  for (let i = 0; i < cells.length; i += 7) rows.push(html`<tr>${cells.slice(i, i + 7)}</tr>`);
  const title = new Intl.DateTimeFormat(htmlLang(locale), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${first}T00:00:00Z`));
  return html`<table class="month"><caption>${title}</caption>
<thead><tr>${weekdays.map((w) => html`<th scope="col">${w}</th>`)}</tr></thead>
<tbody>${rows}</tbody></table>`;
}

function quoteLines(input: BookingPanelInput, quote: Quote): Html {
  const { locale, text } = input;
  const m = (n: number) => money(locale, quote.currency, n);
  const label = (line: Quote['lines'][number]) => {
    if (line.kind === 'nights') {
      const nights = `${text.count('stay.book.nights', line.nights ?? 0)} × ${m(line.nightlyPrice ?? 0)}`;
      return line.season ? `${nights} (${line.season})` : nights;
    }
    return text.t(
      line.kind === 'los_discount' ? 'stay.book.losDiscount' : 'stay.book.firstBookingsDiscount',
      {
        percent: line.percent ?? 0,
      },
    );
  };
  return html`<table class="quote">
<tbody>${quote.lines.map((l) => html`<tr><th scope="row">${label(l)}</th><td>${m(l.amount)}</td></tr>`)}</tbody>
<tfoot><tr><th scope="row">${text.t('stay.book.total')}</th><td>${m(quote.total)}</td></tr></tfoot>
</table>
<ul class="schedule">${quote.paymentSchedule.map(
    (p) =>
      html`<li>${p.due === 'at_booking' ? text.t('stay.book.payNow') : text.t('stay.book.payOn', { date: dayLabel(locale, p.date ?? quote.checkIn) })}: ${m(p.amount)}</li>`,
  )}</ul>`;
}

const invalid = (errors: BookingError[], field: string) => errors.find((e) => e.field === field);
function field(
  errors: BookingError[],
  id: string,
  label: string,
  input: (attrs: Html) => Html,
  hint?: string,
): Html {
  const error = invalid(errors, id);
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const attrs = html`id="${id}" name="${id}"${described ? html` aria-describedby="${described}"` : ''}${error ? html` aria-invalid="true"` : ''}`;
  return html`<p class="field"><label for="${id}">${label}</label>
${hint ? html`<span class="hint" id="${id}-hint">${hint}</span>` : ''}
${input(attrs)}
${error ? html`<span class="error" id="${id}-error">${error.message}</span>` : ''}</p>`;
}

/**
 * The booking panel of /stay/{unitId}: the availability of two months, the dates form (GET, so
 * it works without script and the page can be shared), the itemised quote, and the guest's form
 * (POST) whose main button fits the booking type, with "Ask a question" beside it.
 */
export function bookingPanel(input: BookingPanelInput): Html {
  const { text, availability: a, values: v, errors, quote, unitId } = input;
  const instant = a.bookingType === 'onLine';
  const formErrors = errors.filter((e) => !e.field);
  const prev = addMonths(input.month, -1);
  const next = addMonths(input.month, 1);
  const today = a.firstCheckIn;
  const canGoBack = prev >= today.slice(0, 7) || monthStart(input.month) > today;
  const languages = LOCALES.map((l) => l.slice(0, 2)).filter((l, i, all) => all.indexOf(l) === i);
  const minOut =
    v.checkIn && /^\d{4}-\d{2}-\d{2}$/.test(v.checkIn) ? addDays(v.checkIn, 1) : addDays(today, 1);
  return html`<section class="booking" id="book" aria-labelledby="book-title">
<h2 id="book-title">${text.t('stay.book.title')}</h2>
<p class="muted">${text.t(instant ? 'stay.bookingOnline' : 'stay.bookingOnRequest')}</p>
<div class="calendar" aria-labelledby="calendar-title">
<h3 id="calendar-title">${text.t('stay.book.calendar')}</h3>
<p class="months-nav">${canGoBack ? html`<a href="${query(v, { month: prev })}#book">${text.t('stay.book.prevMonth')}</a>` : ''} <a href="${query(v, { month: next })}#book">${text.t('stay.book.nextMonth')}</a></p>
<div class="months">${[0, 1].map((n) => monthTable(input, addMonths(input.month, n)))}</div>
<p class="muted legend">${text.t('stay.book.legend')}</p>
</div>
<form method="get" action="/stay/${unitId}#book" class="dates" novalidate>
${field(errors, 'checkIn', text.t('stay.book.checkIn'), (attrs) => html`<input type="date" ${attrs} min="${today}" value="${v.checkIn ?? ''}" required>`)}
${field(errors, 'checkOut', text.t('stay.book.checkOut'), (attrs) => html`<input type="date" ${attrs} min="${minOut}" value="${v.checkOut ?? ''}" required>`)}
${field(errors, 'guests', text.t('stay.book.guests'), (attrs) => html`<input type="number" ${attrs} min="1" max="${a.maxGuests}" value="${v.guests ?? '2'}" inputmode="numeric" required>`)}
<p><button type="submit" class="secondary">${text.t('stay.book.showPrice')}</button></p>
</form>
${formErrors.length ? html`<div class="form-error" role="alert">${formErrors.map((e) => html`<p>${e.message}</p>`)}</div>` : ''}
${
  quote
    ? html`<section aria-labelledby="quote-title"><h3 id="quote-title">${text.t('stay.book.priceTitle', {
        from: dayLabel(input.locale, quote.checkIn),
        to: dayLabel(input.locale, quote.checkOut),
      })}</h3>
${quoteLines(input, quote)}
<form method="post" action="/stay/${unitId}/reserve" class="guest" novalidate>
<input type="hidden" name="checkIn" value="${quote.checkIn}">
<input type="hidden" name="checkOut" value="${quote.checkOut}">
<input type="hidden" name="guests" value="${String(quote.guests)}">
<input type="hidden" name="key" value="${input.idempotencyKey}">
<h3>${text.t('stay.book.yourDetails')}</h3>
${field(errors, 'name', text.t('stay.book.name'), (attrs) => html`<input type="text" ${attrs} value="${v.name ?? ''}" autocomplete="name" maxlength="120" required>`)}
${field(errors, 'email', text.t('stay.book.email'), (attrs) => html`<input type="email" ${attrs} value="${v.email ?? ''}" autocomplete="email" maxlength="254" required>`)}
${field(errors, 'phone', text.t('stay.book.phone'), (attrs) => html`<input type="tel" ${attrs} value="${v.phone ?? ''}" autocomplete="tel" maxlength="40">`)}
${field(errors, 'language', text.t('stay.book.language'), (attrs) => html`<select ${attrs}>${languages.map((l) => html`<option value="${l}"${(v.language ?? input.locale.slice(0, 2)) === l ? html` selected` : ''}>${new Intl.DisplayNames([l], { type: 'language' }).of(l) ?? l}</option>`)}</select>`)}
${field(errors, 'message', text.t('stay.book.message'), (attrs) => html`<textarea ${attrs} rows="4" maxlength="2000">${v.message ?? ''}</textarea>`, text.t('stay.book.messageHint'))}
<p class="actions"><button type="submit" name="action" value="book">${text.t(instant ? 'stay.book.bookNow' : 'stay.book.request')}</button>
<button type="submit" name="action" value="ask" class="secondary">${text.t('stay.book.ask')}</button></p>
<p class="muted">${text.t(instant ? 'stay.book.instantNote' : 'stay.book.requestNote')}</p>
</form></section>`
    : html`<p class="muted">${text.t('stay.book.pickDates')}</p>`
}
<script src="${STAY_JS_PATH}" defer></script>
</section>`;
}

/** The guest's page of their stay (the link in their e-mails): what happened, and the stay. */
export function guestStayBody(locale: Locale, text: StayText, view: GuestStayView, backUrl: string): Html {
  const { row } = view;
  return html`<main id="main" class="stay confirmation">
<h1>${text.t(`stay.guest.${view.event}`)}</h1>
<p>${text.t(`mail.guest.${view.event}.text`)}</p>
${view.hostWords ? html`<blockquote class="host-words"><p class="muted">${text.t('stay.guest.hostWrote')}</p><p>${view.hostWords}</p></blockquote>` : ''}
<dl class="summary">
<dt>${text.t('stay.confirm.place')}</dt><dd>${view.unitTitle ?? text.t('stay.untitled')}</dd>
<dt>${text.t('stay.book.checkIn')}</dt><dd>${dayLabel(locale, row.checkIn, 'long')}</dd>
<dt>${text.t('stay.book.checkOut')}</dt><dd>${dayLabel(locale, row.checkOut, 'long')}</dd>
<dt>${text.t('stay.book.guests')}</dt><dd>${String(row.guests)}</dd>
<dt>${text.t('stay.book.total')}</dt><dd>${money(locale, row.currency, row.total)}</dd>
</dl>
<p><a href="${backUrl}">${text.t('stay.confirm.back')}</a></p>
</main>`;
}
