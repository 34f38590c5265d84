import { randomBytes } from 'node:crypto';
import { ERROR_CODES } from '@host-portal/contracts/errors';
import { parseNotificationKey } from '@host-portal/contracts/notifications';
import {
  ACCOUNT_ERRORS,
  MAX_INTERACTION_KEYS,
  type TASK_STATUSES,
  type TASK_TYPES,
  type UpdateUserInfo,
  type UserInfo,
} from '@host-portal/contracts/user';

type TaskType = (typeof TASK_TYPES)[number];
type TaskStatus = (typeof TASK_STATUSES)[number];

import { isLocale, type Locale } from '@host-portal/i18n';
import { AppError, notFound } from '../../lib/app-error.ts';
import { AVATAR_RULES, inspectImage, squareWebp } from '../../lib/images.ts';
import type { FileStorage } from '../../lib/storage.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { UserRepository, UserRow } from './user.repository.ts';
import { deriveAppFeatures, effectiveModel, isHybridTag } from './user-features.ts';

export const AVATAR_SIZES = { small: 96, large: 512 } as const;

/** What the user service asks of units (the switch-all task applies while some unit is on request). */
export interface UnitsForTasks {
  hasUnitsOnRequest(hostId: string): Promise<boolean>;
}

/** What the user service asks of the notification feed: its keys are read through the interactions calls. */
export type NotificationsForInteractions = Pick<NotificationsService, 'setInteracted'>;

export function userService(
  repo: UserRepository,
  storage: FileStorage,
  units: UnitsForTasks,
  notifications: NotificationsForInteractions,
) {
  const toInfo = (row: UserRow, sessionId: string | null): UserInfo => {
    const isCompany = row.companyDetails != null;
    const model = effectiveModel(row.commercialModel, row.biddingTag);
    const appFeatures = deriveAppFeatures(model, isCompany);
    return {
      userId: row.id,
      sessionId,
      email: row.email,
      type: isCompany ? 'company' : 'individual',
      locale: (isLocale(row.locale) ? row.locale : 'en_US') as Locale,
      firstName: row.firstName,
      lastName: row.lastName,
      alias: row.alias,
      companyName: row.companyDetails?.legalBusinessName ?? null,
      accountSource: row.accountSource,
      isImpersonating: false,
      isStaff: row.role === 'staff',
      status: row.status,
      kycInitiated: row.kycInitiated,
      commercialModel: model,
      biddingTag: (row.biddingTag as UserInfo['biddingTag']) ?? null,
      isHybrid: isHybridTag(row.biddingTag),
      // follows the billing model (ADR 35): credits count wherever a subscription applies
      isCoinSubscriptionEnabled: appFeatures.subscriptionApplicable,
      imageUrls: row.imageKey
        ? {
            small: storage.publicUrl(`${row.imageKey}-small.webp`),
            large: storage.publicUrl(`${row.imageKey}-large.webp`),
          }
        : null,
      onboardingStatus: row.onboardingStatus,
      unreadMessageEmails: row.unreadMessageEmails,
      reviewReplyEmails: row.reviewReplyEmails,
      aboutHost: row.aboutHost,
      hostLanguages: row.hostLanguages,
      phoneForGuests: row.phoneForGuests,
      phoneForSms: row.phoneForSms,
      secondaryPhone: row.secondaryPhone,
      secondaryPhoneType: row.secondaryPhone ? (row.secondaryPhoneType ?? 'mobile') : null,
      sendInquirySms: row.sendInquirySms,
      marketingConsent: row.marketingConsent,
      appFeatures,
    };
  };

  const load = async (userId: string) => {
    const row = await repo.findById(userId);
    if (!row) throw notFound('User');
    return row;
  };

  return {
    async getInfo(userId: string, sessionId: string | null) {
      return toInfo(await load(userId), sessionId);
    },

    async updateInfo(userId: string, sessionId: string | null, patch: UpdateUserInfo) {
      const row = await load(userId);
      // texts need a number: the switch on (sent or kept) with no number (sent or kept) is refused
      const sms = patch.sendInquirySms ?? row.sendInquirySms;
      const phone = patch.phoneForSms !== undefined ? patch.phoneForSms : row.phoneForSms;
      if (sms && !phone) {
        const reason = ACCOUNT_ERRORS.smsNeedsPhone;
        throw new AppError(ERROR_CODES.validation, reason, {
          invalidParams: [{ name: patch.sendInquirySms ? 'sendInquirySms' : 'phoneForSms', reason }],
        });
      }
      const { companyName, ...rest } = patch;
      const update: Parameters<UserRepository['update']>[1] = { ...rest };
      // the second number and its type go together: a number without a type is a mobile one,
      // a type without a number is nothing (ADR 0029)
      if (patch.secondaryPhone !== undefined || patch.secondaryPhoneType !== undefined) {
        const number = patch.secondaryPhone !== undefined ? patch.secondaryPhone : row.secondaryPhone;
        const type =
          patch.secondaryPhoneType !== undefined ? patch.secondaryPhoneType : row.secondaryPhoneType;
        update.secondaryPhone = number;
        update.secondaryPhoneType = number ? (type ?? 'mobile') : null;
      }
      // a company name only has meaning for a company host; it lives in the company details
      if (companyName !== undefined && row.companyDetails) {
        update.companyDetails = { ...row.companyDetails, legalBusinessName: companyName ?? '' };
      }
      const updated = await repo.update(userId, update);
      return toInfo(updated!, sessionId);
    },

    async setImage(userId: string, sessionId: string | null, data: Buffer) {
      const row = await load(userId);
      await inspectImage(data, AVATAR_RULES, 'image');
      const [small, large] = await Promise.all([
        squareWebp(data, AVATAR_SIZES.small),
        squareWebp(data, AVATAR_SIZES.large),
      ]);
      // a new key each time so browsers and proxies never show a stale avatar
      const key = `avatars/${userId}/${randomBytes(8).toString('hex')}`;
      await storage.put(`${key}-small.webp`, small, 'image/webp');
      await storage.put(`${key}-large.webp`, large, 'image/webp');
      const updated = await repo.update(userId, { imageKey: key });
      if (row.imageKey) await removeImage(row.imageKey);
      return toInfo(updated!, sessionId);
    },

    async deleteImage(userId: string) {
      const row = await load(userId);
      if (row.imageKey) {
        await repo.update(userId, { imageKey: null });
        await removeImage(row.imageKey);
      }
    },

    async listInteractions(userId: string) {
      const rows = await repo.listInteractions(userId);
      return { interactions: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
    },

    /**
     * Records UI interactions. A notification key (`notification_{type}_{unitId}`, 001 section 3)
     * is not stored here: it sets that notification's interacted flag (read when true), so the
     * feed keeps one truth and notifications never count toward MAX_INTERACTION_KEYS. The answer
     * (and GET /user/interactions) lists the UI interactions only; the feed has the rest.
     */
    async putInteractions(userId: string, items: { interactionType: string; interacted: boolean }[]) {
      // one row per type: a type sent twice in one call keeps its last value (an upsert may not
      // touch the same row twice in one statement)
      const byType = new Map(items.map((item) => [item.interactionType, item]));
      const read: string[] = [];
      const unread: string[] = [];
      for (const [type, item] of byType) {
        if (!parseNotificationKey(type)) continue;
        (item.interacted ? read : unread).push(type);
        byType.delete(type);
      }
      const known = new Set((await repo.listInteractions(userId)).map((r) => r.interactionType));
      const added = [...byType.keys()].filter((type) => !known.has(type)).length;
      if (known.size + added > MAX_INTERACTION_KEYS) {
        const reason = `At most ${MAX_INTERACTION_KEYS} interaction types are kept per user`;
        throw new AppError(ERROR_CODES.validation, reason, {
          invalidParams: [{ name: 'interactions', reason }],
        });
      }
      if (byType.size) await repo.upsertInteractions(userId, [...byType.values()]);
      await notifications.setInteracted(userId, read, true);
      await notifications.setInteracted(userId, unread, false);
      return this.listInteractions(userId);
    },

    /**
     * Every task type with the host's status: switching all units to instant booking is
     * not_started until the host acts, and hidden while no unit is booked on request; the other
     * switch is hidden unless the host has a status for it.
     */
    async listTasks(userId: string) {
      const [rows, onRequest] = await Promise.all([repo.listTasks(userId), units.hasUnitsOnRequest(userId)]);
      const stored = new Map(rows.map((r) => [r.taskType, r.status as TaskStatus]));
      const instant = stored.get('bulk_switch_to_instant_booking');
      return [
        {
          taskType: 'bulk_switch_to_instant_booking' as const,
          status:
            instant === 'done' || instant === 'hidden'
              ? instant
              : onRequest
                ? (instant ?? 'not_started')
                : 'hidden',
        },
        {
          taskType: 'bulk_switch_to_other_booking_type' as const,
          status: stored.get('bulk_switch_to_other_booking_type') ?? ('hidden' as const),
        },
      ];
    },

    async setTask(userId: string, taskType: TaskType, status: TaskStatus) {
      const row = await repo.upsertTask(userId, taskType, status);
      return { taskType, status: row.status };
    },
  };

  async function removeImage(key: string) {
    await storage.remove(`${key}-small.webp`);
    await storage.remove(`${key}-large.webp`);
  }
}
export type UserService = ReturnType<typeof userService>;
