import { DAC7_FIRST_YEAR } from '@host-portal/contracts/dac7';
import { feeModelOf } from '@host-portal/contracts/fee-models';
import { notFound } from '../../lib/app-error.ts';
import type { BillingDetailsService } from '../user/billing-details.service.ts';
import type { UserService } from '../user/user.service.ts';
import type { Dac7Repository } from './dac7.repository.ts';
import { type Dac7Seller, dac7Csv } from './dac7-report.ts';

export interface Dac7Deps {
  /** the host's account: its type, fee model and whether commission applies */
  user: Pick<UserService, 'getInfo'>;
  /** the seller's identification (billing details) */
  billingDetails: Pick<BillingDetailsService, 'getIndividualDetails' | 'getBusinessDetails'>;
  now?: () => Date;
}

/**
 * The DAC7 report (issue 12, ADR 36): offered only when commission does not apply to the host
 * (000 section 6); to anyone else both calls are a 404, like a year out of range or without
 * reportable activity.
 */
export function dac7Service(
  repo: Dac7Repository,
  { user, billingDetails, now = () => new Date() }: Dac7Deps,
) {
  const today = () => now().toISOString().slice(0, 10);

  const offeredTo = async (hostId: string) => {
    const info = await user.getInfo(hostId, null);
    if (info.appFeatures.commissionApplicable) throw notFound('DAC7 report');
    return info;
  };

  return {
    async availability(hostId: string) {
      await offeredTo(hostId);
      return { years: await repo.years(hostId, DAC7_FIRST_YEAR, today()) };
    },

    async report(hostId: string, year: number) {
      const info = await offeredTo(hostId);
      const day = today();
      if (year < DAC7_FIRST_YEAR || year > Number(day.slice(0, 4))) throw notFound('DAC7 report');
      const stays = await repo.stays(hostId, year, day);
      if (stays.length === 0) throw notFound('DAC7 report');
      const seller: Dac7Seller =
        info.type === 'company'
          ? { type: 'company', details: await billingDetails.getBusinessDetails(hostId) }
          : { type: 'individual', details: await billingDetails.getIndividualDetails(hostId) };
      const body = dac7Csv({
        year,
        today: day,
        seller,
        feeModel: feeModelOf(info.commercialModel, info.biddingTag),
        stays,
        charges: await repo.charges(hostId, year),
      });
      return { fileName: `dac7-report-${year}.csv`, body };
    },
  };
}
export type Dac7Service = ReturnType<typeof dac7Service>;
