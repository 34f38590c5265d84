import { type Locale, normaliseLocale } from '@host-portal/i18n';
import type { MailMessage } from '../../identity/mailer.ts';
import { esc } from '../../identity/pages/layout.ts';
import { translate } from '../settings/translations.ts';
import type { DueReminder } from './reviews.repository.ts';

/**
 * The e-mail that reminds a host of an unanswered review before its reply window closes, in the
 * host's language like their other e-mails: who reviewed which unit, the last day to reply, and
 * the link to the unit's reviews in the app.
 */
export function replyReminderMail(due: DueReminder, replyUntil: Date, url: string): MailMessage {
  const locale: Locale = normaliseLocale(due.hostLocale) ?? 'en_US';
  const t = (key: string, vars: Record<string, string | number> = {}) => translate(locale, key, vars);
  const vars = {
    name: due.guestName,
    title: due.unitTitle ?? t('stay.untitled'),
    date: new Intl.DateTimeFormat(locale.replace('_', '-'), { dateStyle: 'long', timeZone: 'UTC' }).format(
      replyUntil,
    ),
  };
  const lines = [
    t('mail.reviewReplyDue.text', vars),
    t('mail.reviewReplyDue.open', { url }),
    t('mail.reviewReplyDue.why'),
  ];
  const href = esc(url);
  return {
    to: due.hostEmail,
    subject: t('mail.reviewReplyDue.subject', vars),
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${esc(line).replace(href, `<a href="${href}">${href}</a>`)}</p>`).join(''),
  };
}
