import type { AccountRow } from './accounts.ts';
import type { MailMessage } from './mailer.ts';
import { esc, type PageContext } from './pages/layout.ts';

/** The password-reset e-mail, in the language of the page it was requested from. */
export function resetMail(
  p: PageContext,
  account: Pick<AccountRow, 'email' | 'first_name'>,
  link: string,
): MailMessage {
  const { t } = p;
  const greeting = t('identity.mail.resetGreeting', { name: account.first_name || account.email });
  const lines = [
    greeting,
    '',
    t('identity.mail.resetBody', { product: p.product }),
    link,
    '',
    t('identity.mail.resetExpiry'),
    t('identity.mail.resetIgnore'),
  ];
  const html = `<!doctype html><html lang="${esc(p.locale.replace('_', '-'))}"><body>
<p>${esc(greeting)}</p>
<p>${esc(t('identity.mail.resetBody', { product: p.product }))}</p>
<p><a href="${esc(link)}">${esc(t('identity.mail.resetAction'))}</a></p>
<p>${esc(t('identity.mail.resetExpiry'))}<br>${esc(t('identity.mail.resetIgnore'))}</p>
</body></html>`;
  return {
    to: account.email,
    subject: t('identity.mail.resetSubject', { product: p.product }),
    text: lines.join('\n'),
    html,
  };
}
