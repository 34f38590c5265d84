import { ERROR_CODES } from '@host-portal/contracts/errors';
import {
  SUPPORT_RULES,
  type SupportRequest,
  type SupportRequestDetail,
  type SupportRequestStatus,
} from '@host-portal/contracts/support';
import { isLocale, type Locale } from '@host-portal/i18n';
import type { Mailer } from '../../identity/mailer.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { ENGLISH, type LocalText } from '../settings/request-locale.ts';
import { translate } from '../settings/translations.ts';
import type {
  SupportAnswerRow,
  SupportQueueRepository,
  SupportRequestRow,
} from './support-queue.repository.ts';

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

function toRequest(row: SupportRequestRow): SupportRequest {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    hostId: row.hostId,
    hostName: row.hostName,
    hostEmail: row.hostEmail,
    topic: row.topic as SupportRequest['topic'],
    body: row.body,
    pageId: row.pageId,
    unitId: row.unitId,
    unitTitle: row.unitTitle,
    createdAt: iso(row.createdAt),
    answeredAt: row.answeredAt === null ? null : iso(row.answeredAt),
    answerCount: Number(row.answerCount),
  };
}

const toAnswer = (a: SupportAnswerRow) => ({
  id: a.id,
  text: a.text,
  staffName: a.staffName,
  answeredAt: iso(a.createdAt),
});

/** "> " before every line of the host's own words, as mail programs quote. */
const quote = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');

/** The answer e-mail, in the host's language, quoting the request's reference and text. */
export function answerMail(request: SupportRequestRow, text: string, productTitle: string) {
  const locale: Locale = isLocale(request.hostLocale) ? request.hostLocale : 'en_US';
  const t = (key: string, vars: Record<string, string> = {}) => translate(locale, key, vars);
  const reference = request.reference;
  return {
    subject: t('mail.support.answer.subject', { reference }),
    text: [
      t('mail.guest.greeting', { name: request.hostFirstName || request.hostName }),
      t('mail.support.answer.intro', { reference, topic: t(`help.topics.${request.topic}`) }),
      text,
      t('mail.support.answer.youWrote'),
      quote(request.body),
      t('mail.support.answer.replyHint', { reference }),
      t('mail.support.answer.signature', { product: productTitle }),
    ].join('\n\n'),
  };
}

/**
 * The staff's support queue (issue 10): contact requests across hosts, newest first, and answers
 * e-mailed to the host. A further answer is appended (the request keeps its history) and mailed
 * too; the answer and its e-mail succeed or fail together (ADR 0024).
 */
export function supportQueueService(
  repo: SupportQueueRepository,
  deps: { mailer?: Mailer | undefined; supportEmail: string; productTitle: string; now?: () => Date },
) {
  const now = deps.now ?? (() => new Date());

  async function detail(id: string): Promise<SupportRequestDetail> {
    const row = await repo.one(id);
    if (!row) throw notFound('Support request');
    return { ...toRequest(row), answers: (await repo.answers(id)).map(toAnswer) };
  }

  return {
    async list(status: SupportRequestStatus | undefined, page: number) {
      const limit = SUPPORT_RULES.pageSize;
      const { items, total } = await repo.page(status, page, limit);
      return {
        items: items.map(toRequest),
        pagination: { current: page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) },
      };
    },

    detail,

    /** `local`: the language of the error message (the caller's, ADR 10). */
    async answer(id: string, staffId: string, text: string, local: LocalText = ENGLISH) {
      const found = await repo.answer(id, { staffId, text, at: now() }, async (request) => {
        const mail = answerMail(request, text, deps.productTitle);
        try {
          // answers to this e-mail reach the support address, with the reference in the subject
          await deps.mailer?.send({ to: request.hostEmail, replyTo: deps.supportEmail, ...mail });
        } catch {
          throw new AppError(ERROR_CODES.unavailable, local.t('staff.support.mailFailed'));
        }
      });
      if (!found) throw notFound('Support request');
      return detail(id);
    },
  };
}
export type SupportQueueService = ReturnType<typeof supportQueueService>;
