import type { UserInfo } from '@host-portal/contracts/user';
import { IconBuildingCommunity, IconRocket } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { subscriptionQueryOptions } from '../../features/subscriptions/api/subscriptions-api.ts';
import { build } from '../../lib/route-paths.ts';
import { useTranslation } from '../../lib/translation.tsx';
import classes from './credit-counters.module.css';

/**
 * "Publications 3 · Boosts 5" in the header, a link to the payment details. 001 section 4: only
 * with the coin subscription feature and while the publish or boost credits are enabled.
 */
export function CreditCounters({ user }: { user: Pick<UserInfo, 'isCoinSubscriptionEnabled'> }) {
  const { t } = useTranslation();
  const subscription = useQuery({ ...subscriptionQueryOptions(), enabled: user.isCoinSubscriptionEnabled });
  const data = subscription.data;
  if (!user.isCoinSubscriptionEnabled || !data) return null;
  const parts = [
    { key: 'publications', credit: data.unitPublish, Icon: IconBuildingCommunity },
    { key: 'boosts', credit: data.boost, Icon: IconRocket },
  ].filter((p) => p.credit.enabled);
  if (parts.length === 0) return null;
  // one name for the link: the counts in words ("3 unit publications left, 5 boost credits left")
  const label = parts
    .map(({ key, credit }) => t(`nav.credits.${key}Left`, { count: credit.remaining }))
    .join(', ');
  return (
    <Link
      to={build.accountTab('payment')}
      className={classes.counters}
      aria-label={label}
      title={label}
      data-testid="credit-counters"
    >
      {parts.map(({ key, credit, Icon }, i) => (
        <span key={key} className={classes.part} aria-hidden="true">
          {i > 0 && <span>·</span>}
          <Icon size={16} />
          <span className={classes.word}>{t(`nav.credits.${key}`)}</span>
          <span className={classes.count}>{credit.remaining}</span>
        </span>
      ))}
    </Link>
  );
}
