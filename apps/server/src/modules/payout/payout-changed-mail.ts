import { type Locale, normaliseLocale } from '@host-portal/i18n';
import type { MailMessage } from '../../identity/mailer.ts';
import { esc } from '../../identity/pages/layout.ts';
import { translate } from '../settings/translations.ts';
import type { HostContact } from './payout.repository.ts';

export type PayoutChange = 'added' | 'changed' | 'removed' | 'defaultChanged';

/**
 * "Your payout details changed", in the host's language: what changed, the last four characters
 * of the IBAN concerned, and what to do when it was not them (the account-takeover path).
 */
export function payoutChangedMail(
  host: HostContact,
  change: PayoutChange,
  iban: string,
  accountUrl: string,
): MailMessage {
  const locale: Locale = normaliseLocale(host.locale) ?? 'en_US';
  const t = (key: string, vars: Record<string, string | number> = {}) => translate(locale, key, vars);
  const lines = [
    t('mail.payoutChanged.greeting', { name: host.firstName }),
    t(`mail.payoutChanged.${change}`, { last4: iban.slice(-4) }),
    t('mail.payoutChanged.review', { url: accountUrl }),
    t('mail.payoutChanged.notYou'),
  ];
  const href = esc(accountUrl);
  return {
    to: host.email,
    subject: t('mail.payoutChanged.subject'),
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${esc(line).replace(href, `<a href="${href}">${href}</a>`)}</p>`).join(''),
  };
}
