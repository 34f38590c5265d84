import { randomBytes } from 'node:crypto';
import {
  type ContactForm,
  FEEDBACK_CATEGORIES,
  KNOWLEDGE_CATEGORIES,
  type KnowledgeCategory,
} from '@host-portal/contracts/help';
import { isLocale, type Locale } from '@host-portal/i18n';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../identity/mailer.ts';
import { notFound } from '../../lib/app-error.ts';
import { translate } from '../settings/translations.ts';
import { type ArticleFile, articleIn, loadArticles, summaryOf } from './articles.ts';

/** "SR-7K2QX9": the reference a host quotes when writing again. */
function newReference() {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  return `SR-${[...randomBytes(6)].map((b) => alphabet[b % 32]).join('')}`;
}

/**
 * The list's order: by category (the ones asked for in the order asked, so an area's own category
 * comes first; otherwise KNOWLEDGE_CATEGORIES), then by slug within each category.
 */
export function byCategoryThenSlug(list: ArticleFile[], categories?: readonly KnowledgeCategory[]) {
  const order: readonly KnowledgeCategory[] = categories?.length ? categories : KNOWLEDGE_CATEGORIES;
  return [...list].sort(
    (a, b) =>
      order.indexOf(a.category) - order.indexOf(b.category) ||
      (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0),
  );
}

/**
 * Help and support (issue 10): the knowledge articles in the host's language, the contact form's
 * topics, and contact requests (stored for the staff queue, sent to the support address, and
 * acknowledged to the host by e-mail).
 */
export function helpService(
  database: Database,
  deps: { mailer?: Mailer | undefined; supportEmail: string; articles?: ArticleFile[]; now?: () => Date },
) {
  const articles = deps.articles ?? loadArticles();
  const now = deps.now ?? (() => new Date());

  async function hostOf(hostId: string) {
    const [row] = await database.query<{ email: string; first_name: string | null; locale: string }>(
      'select email, first_name, locale from users where id = $1',
      [hostId],
    );
    if (!row) throw notFound('User');
    return { ...row, locale: (isLocale(row.locale) ? row.locale : 'en_US') as Locale };
  }

  return {
    async articles(hostId: string, categories?: KnowledgeCategory[]) {
      const { locale } = await hostOf(hostId);
      return byCategoryThenSlug(
        articles.filter((a) => !categories?.length || categories.includes(a.category)),
        categories,
      ).map((a) => summaryOf(articleIn(a, locale)));
    },

    async article(hostId: string, slug: string) {
      const found = articles.find((a) => a.slug === slug);
      if (!found) throw notFound('Article');
      return articleIn(found, (await hostOf(hostId)).locale);
    },

    async topics(hostId: string) {
      const { locale } = await hostOf(hostId);
      return FEEDBACK_CATEGORIES.map((value) => ({ name: translate(locale, `help.topics.${value}`), value }));
    },

    /** Stores the request, then mails support and the host (a mail failure loses nothing). */
    async contact(hostId: string, form: ContactForm) {
      const host = await hostOf(hostId);
      if (form.propertyUnitId) {
        const own = await database.query('select 1 from units where id = $1 and host_id = $2', [
          form.propertyUnitId,
          hostId,
        ]);
        if (!own.length) throw notFound('Unit');
      }
      const reference = newReference();
      const [row] = await database.query<{ id: string; created_at: Date | string }>(
        `insert into support_requests (reference, host_id, topic, body, page_id, unit_id, created_at)
         values ($1, $2, $3, $4, $5, $6, $7) returning id, created_at`,
        [
          reference,
          hostId,
          form.topic,
          form.body,
          form.pageId ?? null,
          form.propertyUnitId ?? null,
          now().toISOString(),
        ],
      );
      const topic = translate('en_US', `help.topics.${form.topic}`);
      try {
        await deps.mailer?.send({
          to: deps.supportEmail,
          replyTo: host.email,
          subject: `[${reference}] ${topic}`,
          text: [
            `From: ${host.first_name ?? ''} <${host.email}> (host ${hostId})`,
            `Topic: ${topic}`,
            ...(form.pageId ? [`Page: ${form.pageId}`] : []),
            ...(form.propertyUnitId ? [`Unit: ${form.propertyUnitId}`] : []),
            '',
            form.body,
          ].join('\n'),
        });
        const t = (key: string, vars: Record<string, string> = {}) => translate(host.locale, key, vars);
        await deps.mailer?.send({
          to: host.email,
          subject: t('mail.support.ack.subject', { reference }),
          text: [
            t('mail.guest.greeting', { name: host.first_name ?? '' }),
            t('mail.support.ack.text', { reference, topic: t(`help.topics.${form.topic}`) }),
          ].join('\n\n'),
        });
      } catch {
        // stored: staff see it in the queue; the mailer logged why it could not send
      }
      const createdAt = row!.created_at instanceof Date ? row!.created_at : new Date(String(row!.created_at));
      return { id: row!.id, reference, createdAt: createdAt.toISOString() };
    },
  };
}
export type HelpService = ReturnType<typeof helpService>;
