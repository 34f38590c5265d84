import { GUEST_AUTH_RULES } from '@host-portal/contracts/guest';
import type { MailMessage } from '../../identity/mailer.ts';
import { guestLocale, htmlParagraph } from '../reservations/guest-mail.ts';
import { translate } from '../settings/translations.ts';

/**
 * The e-mail with a fresh login link, asked for on the page of a dead link: in the language the
 * guest gave with their newest stay, like the other guest e-mails (reservations/guest-mail.ts).
 */
export function guestLoginMail(
  to: string,
  guest: { name: string | null; language: string | null },
  url: string,
): MailMessage {
  const locale = guestLocale(guest.language ?? 'en');
  const t = (key: string, vars: Record<string, string | number> = {}) => translate(locale, key, vars);
  const lines = [
    guest.name ? t('mail.guest.greeting', { name: guest.name }) : null,
    t('mail.guestLogin.text'),
    t('mail.guestLogin.link', { url }),
    t('mail.guestLogin.validity', { days: GUEST_AUTH_RULES.linkTtlDays }),
    t('mail.guestLogin.notYou'),
  ].filter((line): line is string => line !== null);
  return {
    to,
    subject: t('mail.guestLogin.subject'),
    text: lines.join('\n\n'),
    html: lines.map((l) => htmlParagraph(l, url)).join(''),
  };
}
