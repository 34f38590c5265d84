import { ERROR_CODES } from '@host-portal/contracts/errors';
import {
  CALENDAR_VERIFICATION_DONE,
  type CALENDAR_VERIFICATION_STATUSES,
} from '@host-portal/contracts/listing';
import { AppError } from '../../lib/app-error.ts';
import type { UnitsService } from '../units/units.service.ts';
import type { CalendarVerificationRepository } from './calendar-verification.repository.ts';

type Status = (typeof CALENDAR_VERIFICATION_STATUSES)[number];

/** Platforms a host can prove an existing listing on; the URL shape is the offline check. */
export const VERIFICATION_PLATFORMS = {
  airbnb: {
    label: 'Airbnb',
    urlPattern:
      /^https:\/\/([a-z]{2,3}\.)?(www\.)?airbnb\.[a-z]{2,3}(\.[a-z]{2})?\/rooms\/(plus\/)?\d{3,20}([/?#].*)?$/i,
  },
} as const;
export type Platform = keyof typeof VERIFICATION_PLATFORMS;

/** Listing-flow steps that verified or validated completes (001 section 4). */
export const VERIFICATION_STEPS = ['listing-verification', 'listing-verification/status'];

/**
 * Listing verification: "not listed elsewhere" is validated (nothing to verify); a listing link of
 * the platform's shape is verified. Verified or validated completes the listing-verification step.
 */
export function calendarVerificationService(repo: CalendarVerificationRepository, units: UnitsService) {
  const statusOf = (platform: Platform, isListed: boolean | null, url: string | null): Status => {
    if (isListed === false) return 'validated';
    if (isListed === null) return 'not_started';
    return url && VERIFICATION_PLATFORMS[platform].urlPattern.test(url) ? 'verified' : 'failed';
  };

  return {
    configuration: () => ({
      platforms: Object.entries(VERIFICATION_PLATFORMS).map(([key, p]) => ({
        key,
        label: p.label,
        urlPattern: p.urlPattern.source,
      })),
    }),

    async data(hostId: string, unitId: string, platform: Platform) {
      await units.load(hostId, unitId);
      const row = await repo.find(hostId, unitId, platform);
      return {
        status: (row?.status ?? 'not_started') as Status,
        isListed: row?.isListed ?? null,
        listingUrl: row?.listingUrl ?? null,
      };
    },

    async submit(hostId: string, unitId: string, platform: Platform, isListed: boolean, url: string | null) {
      await units.load(hostId, unitId);
      const listingUrl = isListed ? url || null : null;
      if (isListed && !listingUrl) {
        throw new AppError(ERROR_CODES.validation, 'Add the link to your listing', {
          invalidParams: [
            {
              name: 'listingUrl',
              reason: `Paste the link to your ${VERIFICATION_PLATFORMS[platform].label} listing`,
            },
          ],
        });
      }
      const status = statusOf(platform, isListed, listingUrl);
      if (status === 'failed') {
        throw new AppError(ERROR_CODES.validation, 'This link is not a listing link', {
          invalidParams: [
            {
              name: 'listingUrl',
              reason: `This is not a link to a ${VERIFICATION_PLATFORMS[platform].label} listing (…/rooms/123456)`,
            },
          ],
        });
      }
      await repo.save({ hostId, unitId, platform, status, isListed, listingUrl });
      if ((CALENDAR_VERIFICATION_DONE as readonly string[]).includes(status))
        await units.completeSteps(hostId, unitId, VERIFICATION_STEPS);
      return { status, isListed, listingUrl };
    },

    /** Re-checks stored verifications; a changed status is stored (001 section 4). */
    async verify(hostId: string, unitId?: string) {
      if (unitId) await units.load(hostId, unitId);
      const rows = await repo.listForHost(hostId, unitId);
      const items = [];
      for (const row of rows) {
        const platform = row.platform as Platform;
        const status = VERIFICATION_PLATFORMS[platform]
          ? statusOf(platform, row.isListed, row.listingUrl)
          : 'failed';
        const changed = status !== row.status;
        if (changed) await repo.save({ ...row, status });
        items.push({ unitId: row.unitId, platform: row.platform, status, changed });
      }
      return { items };
    },
  };
}
export type CalendarVerificationService = ReturnType<typeof calendarVerificationService>;
