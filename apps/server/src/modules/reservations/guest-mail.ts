import { LOCALES, type Locale } from '@host-portal/i18n';
import type { MailMessage } from '../../identity/mailer.ts';
import { esc } from '../../identity/pages/layout.ts';
import { translate } from '../settings/translations.ts';
import type { ReservationRow } from './reservations.repository.ts';

/** What happened to a guest's stay; each has a subject and a sentence in every locale. */
export type GuestEvent =
  | 'booked'
  | 'requested'
  | 'asked'
  | 'requestConfirmed'
  | 'requestRejected'
  | 'requestExpired'
  | 'requestCancelled'
  | 'inquiryConfirmed'
  | 'inquiryRejected'
  | 'inquiryExpired'
  | 'bookingCancelled'
  /** issue 10: after check-out, how was the stay (the login link leads to the review form) */
  | 'reviewInvitation';

/** The event a guest's page shows for a reservation in its current status. */
export function guestEventOf(kind: ReservationRow['kind'], status: string): GuestEvent {
  if (kind === 'booking') return status === 'CANCELLED' ? 'bookingCancelled' : 'booked';
  if (kind === 'booking_request') {
    return (
      (
        {
          CONFIRMED: 'requestConfirmed',
          REJECTED: 'requestRejected',
          EXPIRED: 'requestExpired',
          CANCELLED: 'requestCancelled',
        } as const
      )[status as 'CONFIRMED'] ?? 'requested'
    );
  }
  if (status === 'REJECTED') return 'inquiryRejected';
  if (status === 'EXPIRED_CHECKOUT') return 'inquiryExpired';
  return status === 'REQUESTED' || status === 'ACTION_NEEDED' ? 'asked' : 'inquiryConfirmed';
}

/** The portal locale for a guest's language (`pt` → pt_PT, `de-CH` → de_CH), English otherwise. */
export function guestLocale(language: string): Locale {
  const [lang = 'en', region] = language.split('-');
  // de → de_DE before de_CH, en → en_US before en_GB: the language's home region first
  const home = lang === 'en' ? 'en_US' : `${lang}_${lang.toUpperCase()}`;
  const known = (l: string) => (LOCALES as readonly string[]).includes(l);
  if (region && known(`${lang}_${region}`)) return `${lang}_${region}` as Locale;
  if (known(home)) return home as Locale;
  return LOCALES.find((l) => l.startsWith(`${lang}_`)) ?? 'en_US';
}

const tag = (locale: Locale) => locale.replace('_', '-');
export const guestDay = (locale: Locale, day: string) =>
  new Intl.DateTimeFormat(tag(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
export function guestMoney(locale: Locale, currency: string, minor: number) {
  try {
    return new Intl.NumberFormat(tag(locale), { style: 'currency', currency }).format(minor / 100);
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency}`;
  }
}

/**
 * The login link that, once the guest is in, opens the review form of this stay (issue 10): the
 * login page hands `review` on to the chat, which opens the form of that reservation.
 */
export function reviewLink(loginUrl: string, reservationId: string) {
  const url = new URL(loginUrl);
  url.searchParams.set('review', reservationId);
  return url.toString();
}

/** One paragraph of an e-mail, with `url` (when given and present) as a link. */
export function htmlParagraph(line: string, url?: string | null) {
  const text = esc(line);
  if (!url) return `<p>${text}</p>`;
  const href = esc(url);
  return `<p>${text.replace(href, `<a href="${href}">${href}</a>`)}</p>`;
}

/**
 * The e-mail a guest gets when their stay is made or answered, in the guest's language: what
 * happened, the stay, the host's words if any, the link to the page of their stay and (issue 9)
 * the login link to their chat with the host. `inquiryMessage` (issue 12, ADR 39): the host's own
 * words for every inquiry, when that subscription service is in effect; the caller passes it for
 * the acknowledgement of an inquiry only.
 */
export function guestMail(
  event: GuestEvent,
  row: ReservationRow,
  unitTitle: string | null,
  viewUrl: string,
  hostWords?: string | null,
  loginUrl?: string | null,
  inquiryMessage?: string | null,
): MailMessage {
  const locale = guestLocale(row.guestLanguage);
  const t = (key: string, vars: Record<string, string | number> = {}) => translate(locale, key, vars);
  const title = unitTitle ?? t('stay.untitled');
  const link = loginUrl && event === 'reviewInvitation' ? reviewLink(loginUrl, row.id) : loginUrl;
  const message = inquiryMessage?.trim() || null;
  /** paragraphs as text, and as HTML (each escaped; the page and chat links made links) */
  const paragraphs: { text: string; html: string }[] = [];
  const line = (text: string) =>
    paragraphs.push({ text, html: htmlParagraph(text, text.includes(viewUrl) ? viewUrl : link) });
  line(t('mail.guest.greeting', { name: row.guestName }));
  line(t(`mail.guest.${event}.text`));
  line(
    t('mail.guest.summary', {
      title,
      checkIn: guestDay(locale, row.checkIn),
      checkOut: guestDay(locale, row.checkOut),
      total: guestMoney(locale, row.currency, row.total),
    }),
  );
  if (message) {
    line(t('mail.guest.hostInquiryMessage'));
    // the host's words as they wrote them: escaped, their line breaks kept, no link made of them
    paragraphs.push({ text: message, html: `<p>${esc(message).replace(/\r?\n/g, '<br>')}</p>` });
  }
  if (hostWords) line(t('mail.guest.hostWrote', { text: hostWords }));
  line(t('mail.guest.view', { url: viewUrl }));
  // after the stay the link leads to the review form (issue 10), before it to the chat
  if (link) line(t(event === 'reviewInvitation' ? 'mail.guest.review' : 'mail.guest.message', { url: link }));
  return {
    to: row.guestEmail,
    subject: t(`mail.guest.${event}.subject`, { title }),
    text: paragraphs.map((p) => p.text).join('\n\n'),
    html: paragraphs.map((p) => p.html).join(''),
  };
}
