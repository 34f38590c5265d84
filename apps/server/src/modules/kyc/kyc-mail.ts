import { isLocale, type Locale } from '@host-portal/i18n';
import { translate } from '../settings/translations.ts';
import type { HostFacts } from './kyc.repository.ts';

export type KycDecision = 'approved' | 'rejected' | 'documentRequested';

/** The e-mail telling the host of a decision, in their language, with the staff's reason. */
export function decisionMail(
  host: HostFacts,
  decision: KycDecision,
  opts: { reason: string | null; link: string; productTitle: string },
) {
  const locale: Locale = isLocale(host.locale) ? host.locale : 'en_US';
  const t = (key: string, vars: Record<string, string> = {}) => translate(locale, key, vars);
  const name = host.firstName || host.companyName || host.email;
  return {
    to: host.email,
    subject: t(`mail.kyc.${decision}.subject`, { product: opts.productTitle }),
    text: [
      t('mail.guest.greeting', { name }),
      t(`mail.kyc.${decision}.intro`),
      ...(opts.reason ? [opts.reason] : []),
      ...(decision === 'approved' ? [] : [t('mail.kyc.action', { link: opts.link })]),
      t('mail.support.answer.signature', { product: opts.productTitle }),
    ].join('\n\n'),
  };
}
