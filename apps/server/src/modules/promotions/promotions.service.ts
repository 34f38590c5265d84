import type { PROMOTION_STATES, PROMOTION_TYPES } from '@host-portal/contracts/listing';
import type { UnitsService } from '../units/units.service.ts';
import type { PromotionsRepository } from './promotions.repository.ts';

type PromotionType = (typeof PROMOTION_TYPES)[number];
type PromotionState = (typeof PROMOTION_STATES)[number];

/**
 * The first-bookings discount: a percentage off the first bookings a new listing gets, to earn its
 * first reviews. 10 % by default, offered in steps the contract allows (5 to 50).
 */
export const FIRST_BOOKINGS_DISCOUNT = {
  type: 'first_bookings_discount' as const,
  discountOptions: [5, 10, 15, 20, 25, 30, 40, 50],
  defaultDiscount: 10,
  /** how many first bookings get the discount */
  bookings: 3,
};

export function promotionsService(repo: PromotionsRepository, units: UnitsService) {
  return {
    async configuration(hostId: string, unitId: string) {
      await units.load(hostId, unitId);
      return { types: [FIRST_BOOKINGS_DISCOUNT] };
    },

    /** Every promotion type, INACTIVE with the default discount until the host sets it. */
    async list(hostId: string, unitId: string) {
      await units.load(hostId, unitId);
      const rows = await repo.list(hostId, unitId);
      return {
        items: [FIRST_BOOKINGS_DISCOUNT].map((c) => {
          const row = rows.find((r) => r.type === c.type);
          return {
            type: c.type,
            state: row?.state ?? ('INACTIVE' as const),
            data: row?.data ?? { discount: c.defaultDiscount },
          };
        }),
      };
    },

    async set(
      hostId: string,
      unitId: string,
      input: { type: PromotionType; state: PromotionState; data?: { discount: number } | undefined },
    ) {
      await units.load(hostId, unitId);
      const current = (await repo.list(hostId, unitId)).find((r) => r.type === input.type);
      // switching off keeps the chosen discount, so switching on again restores it
      const data = input.data ?? current?.data ?? { discount: FIRST_BOOKINGS_DISCOUNT.defaultDiscount };
      await repo.upsert(hostId, unitId, { type: input.type, state: input.state, data });
      return { type: input.type, state: input.state, data };
    },
  };
}
export type PromotionsService = ReturnType<typeof promotionsService>;
