import { MESSAGING_RULES } from '@host-portal/contracts/messaging';
import { type Locale, normaliseLocale } from '@host-portal/i18n';
import type { Database } from '../../db/client.ts';
import type { Mailer, MailMessage } from '../../identity/mailer.ts';
import { esc } from '../../identity/pages/layout.ts';
import { guestLocale } from '../reservations/guest-mail.ts';
import { translate } from '../settings/translations.ts';

export interface UnreadMailDeps {
  database: Database;
  mailer?: Mailer | undefined;
  publicUrl: string;
  /** a login link for a guest that opens the channel (issue 9, guest login); without it guests get no e-mail */
  guestLink?: ((email: string, channelId: string) => Promise<string>) | undefined;
  now?: (() => Date) | undefined;
}

interface Due {
  id: string;
  side: 'host' | 'guest';
  email: string;
  language: string | null;
  wants: boolean;
  other_name: string;
  unit_title: string | null;
  unread: number;
}

/** At most this many e-mails per run (the next minute's run takes the rest). */
const BATCH = 200;

/**
 * One e-mail per unread spell (issue 9): when the first message a side has not read is older than
 * MESSAGING_RULES.unreadEmailAfterMinutes, that side gets one e-mail about the conversation, and
 * no other until it has read it (the `*_emailed_seq` mark is set past the read mark). The mark is
 * claimed before the mail goes, so two processes never both send it. Hosts who turned the e-mails
 * off in their profile are marked without a mail.
 */
export async function sendUnreadEmails(deps: UnreadMailDeps): Promise<number> {
  const cutoff = new Date(
    (deps.now?.() ?? new Date()).getTime() - MESSAGING_RULES.unreadEmailAfterMinutes * 60_000,
  );
  const due = await deps.database.query<Due>(
    `select * from (
       select c.id, 'host' as side, h.email, h.locale as language, h.unread_message_emails as wants,
         coalesce(c.guest_name, '') as other_name, u.title as unit_title, c.host_unread as unread, m.created_at
       from conversations c
       join users h on h.id = c.host_id
       left join units u on u.id = c.unit_id
       join messages m on m.conversation_id = c.id and m.seq = c.host_read_seq + 1
       where c.type = 'messaging' and c.host_unread > 0 and c.host_emailed_seq <= c.host_read_seq
         and m.created_at < $1
       union all
       select c.id, 'guest', c.guest_email, r.guest_language, true,
         coalesce(nullif(h.alias, ''), nullif(btrim(h.first_name || ' ' || h.last_name), ''), ''),
         u.title, c.guest_unread, m.created_at
       from conversations c
       join users h on h.id = c.host_id
       left join units u on u.id = c.unit_id
       left join reservations r on r.id = c.reservation_id
       join messages m on m.conversation_id = c.id and m.seq = c.guest_read_seq + 1
       where c.type = 'messaging' and c.guest_unread > 0 and c.guest_emailed_seq <= c.guest_read_seq
         and c.guest_email is not null and m.created_at < $1
     ) d order by created_at limit ${BATCH}`,
    [cutoff],
  );
  let sent = 0;
  for (const d of due) {
    const side = d.side === 'host' ? 'host' : 'guest';
    const claimed = await deps.database.query(
      `update conversations set ${side}_emailed_seq = last_seq
       where id = $1 and ${side}_emailed_seq <= ${side}_read_seq returning id`,
      [d.id],
    );
    if (claimed.length === 0 || !d.wants || !deps.mailer) continue;
    if (side === 'guest' && !deps.guestLink) continue;
    const link =
      side === 'host' ? `${deps.publicUrl}/messages/all/${d.id}` : await deps.guestLink!(d.email, d.id);
    const locale: Locale =
      side === 'host' ? (normaliseLocale(d.language) ?? 'en_US') : guestLocale(d.language ?? 'en');
    await deps.mailer.send(unreadMail(locale, side, d, link));
    sent += 1;
  }
  return sent;
}

function unreadMail(locale: Locale, side: 'host' | 'guest', d: Due, link: string): MailMessage {
  const t = (key: string, vars: Record<string, string | number> = {}) => translate(locale, key, vars);
  const vars = { name: d.other_name, title: d.unit_title ?? t('stay.untitled'), count: d.unread };
  const lines = [
    t(`mail.unread.${side}.text`, vars),
    t('mail.unread.open', { url: link }),
    ...(side === 'host' ? [t('mail.unread.host.settings')] : []),
  ];
  return {
    to: d.email,
    subject: t(`mail.unread.${side}.subject`, vars),
    text: lines.join('\n\n'),
    html: lines.map((l) => `<p>${esc(l)}</p>`).join(''),
  };
}
