import { Select, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useListingStep } from '../../../features/listing/components/step-context.tsx';
import { StepLayout } from '../../../features/listing/components/step-layout.tsx';
import {
  type Promotions,
  type PromotionsConfiguration,
  usePromotions,
  usePromotionsConfiguration,
} from '../../../features/units/api/get-promotions.ts';
import { useSetPromotion } from '../../../features/units/api/set-promotion.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { LISTING_TOASTS } from './listing-toasts.ts';

const TYPE = 'first_bookings_discount' as const;

/** The first-bookings discount: ACTIVE or INACTIVE, with its percentage. */
export default function PromotionsStep() {
  const { t } = useTranslation();
  const { unit } = useListingStep();
  const configuration = usePromotionsConfiguration(unit.id);
  const promotions = usePromotions(unit.id);
  if (configuration.data && promotions.data)
    return <PromotionForm configuration={configuration.data} promotions={promotions.data} />;
  const failed = configuration.isError ? configuration : promotions.isError ? promotions : null;
  return (
    <StepLayout title={t('listing.promotions.title')} hideContinue={!failed}>
      {failed ? (
        <ErrorState error={failed.error} onRetry={() => void failed.refetch()} />
      ) : (
        <Stack role="status" aria-label={t('commons.loading')}>
          <Skeleton height={80} />
        </Stack>
      )}
    </StepLayout>
  );
}

function PromotionForm({
  configuration,
  promotions,
}: {
  configuration: PromotionsConfiguration;
  promotions: Promotions;
}) {
  const { t } = useTranslation();
  const { unit, complete } = useListingStep();
  const set = useSetPromotion(unit.id, LISTING_TOASTS);
  const config = configuration.types.find((c) => c.type === TYPE);
  const current = promotions.items.find((p) => p.type === TYPE);
  const [active, setActive] = useState(current?.state === 'ACTIVE');
  const [discount, setDiscount] = useState(current?.data.discount ?? config?.defaultDiscount ?? 10);
  const [error, setError] = useState<string>();
  const options = config?.discountOptions.length ? config.discountOptions : [10, 15, 20];

  return (
    <StepLayout
      title={t('listing.promotions.title')}
      description={t('listing.promotions.description')}
      pending={set.isPending}
      error={error}
      onSubmit={async (event) => {
        event.preventDefault();
        setError(undefined);
        const unchanged =
          (current?.state === 'ACTIVE') === active && (!active || current?.data.discount === discount);
        try {
          if (!unchanged && (active || current)) {
            await set.mutateAsync({ type: TYPE, state: active ? 'ACTIVE' : 'INACTIVE', data: { discount } });
          }
        } catch (e) {
          return setError(isApiError(e) && e.message ? e.message : t('commons.errorOccuredPleaseTryAgain'));
        }
        await complete();
      }}
    >
      {!config && <Text c="dimmed">{t('listing.promotions.none')}</Text>}
      {config && (
        <Stack gap="md">
          <Switch
            checked={active}
            onChange={(e) => setActive(e.currentTarget.checked)}
            label={t('listing.promotions.firstBookings')}
            description={t('listing.promotions.firstBookingsDescription', { count: config.bookings })}
          />
          <Select
            label={t('listing.promotions.discount')}
            disabled={!active}
            allowDeselect={false}
            value={String(discount)}
            onChange={(v) => v && setDiscount(Number(v))}
            data={options.map((n) => ({ value: String(n), label: `${n} %` }))}
            maw={240}
          />
        </Stack>
      )}
    </StepLayout>
  );
}
