import { type Locale, normaliseLocale } from '@host-portal/i18n';
import type { MailMessage } from '../../identity/mailer.ts';
import { esc } from '../../identity/pages/layout.ts';
import { translate } from '../settings/translations.ts';

/**
 * The e-mail that tells a host their webhook endpoint was disabled after failing again and again,
 * in their language: which address, how many failures, and where to turn it back on.
 */
export function webhookDisabledMail(
  host: { email: string; locale: string | null; url: string },
  failures: number,
  settingsUrl: string,
): MailMessage {
  const locale: Locale = normaliseLocale(host.locale ?? '') ?? 'en_US';
  const t = (key: string, vars: Record<string, string | number> = {}) => translate(locale, key, vars);
  const lines = [
    t('mail.webhookDisabled.text', { url: host.url, count: failures }),
    t('mail.webhookDisabled.open', { url: settingsUrl }),
  ];
  const href = esc(settingsUrl);
  return {
    to: host.email,
    subject: t('mail.webhookDisabled.subject'),
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${esc(line).replace(href, `<a href="${href}">${href}</a>`)}</p>`).join(''),
  };
}
