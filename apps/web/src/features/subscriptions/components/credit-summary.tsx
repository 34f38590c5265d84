import type { SubscriptionV2 } from '@host-portal/contracts/subscriptions';
import { Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/translation.tsx';

const KINDS = ['unitPublish', 'leads', 'boost'] as const;

/**
 * The account's credits this term (leads, publications, boost days): what is left of the quota,
 * with the low and empty warnings of 001 section 4 as the server flags them (boosts are never low).
 */
export function CreditSummary({ data }: { data: SubscriptionV2 }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {KINDS.map((key) => {
        const credit = data[key];
        return (
          <Stack key={key} gap={4} data-testid={`credit-${key}`}>
            <Text size="sm" fw={600}>
              {t(`subscriptions.credits.${key}`)}
            </Text>
            <Text
              size="sm"
              c={credit.isEmpty ? 'red.8' : undefined}
              fw={credit.isEmpty || credit.isLow ? 700 : undefined}
            >
              {t('subscriptions.credits.left', { remaining: credit.remaining, quota: credit.quota })}
            </Text>
            <Progress
              value={credit.quota ? (credit.remaining / credit.quota) * 100 : 0}
              color={credit.isEmpty ? 'red' : credit.isLow ? 'orange' : 'blue'}
              aria-label={t(`subscriptions.credits.${key}`)}
              size="sm"
            />
            {credit.isEmpty && (
              <Text size="xs" c="red.8">
                {t('subscriptions.credits.empty')}
              </Text>
            )}
            {credit.isLow && (
              <Text size="xs" fw={700}>
                {t('subscriptions.credits.low')}
              </Text>
            )}
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}
