import type { Unit } from '@host-portal/contracts/units';
import { Select, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import {
  type Promotions,
  type PromotionsConfiguration,
  usePromotions,
  usePromotionsConfiguration,
} from '../api/get-promotions.ts';
import { useSetPromotion } from '../api/set-promotion.ts';
import { UnitFormFrame } from './unit-form-frame.tsx';

/** Promotions of the unit; today the first-bookings discount (ACTIVE or INACTIVE, a discount). */
export function PromotionsForm({ unit }: { unit: Unit }) {
  const { t } = useTranslation();
  const config = usePromotionsConfiguration(unit.id);
  const promotions = usePromotions(unit.id);
  if (config.isPending || promotions.isPending)
    return <Skeleton height={160} aria-label={t('commons.loading')} />;
  if (config.isError) return <ErrorState error={config.error} onRetry={() => void config.refetch()} />;
  if (promotions.isError)
    return <ErrorState error={promotions.error} onRetry={() => void promotions.refetch()} />;
  if (config.data.types.length === 0) return <EmptyState title={t('units.promotions.none')} />;
  return (
    <Stack gap="md">
      {config.data.types.map((type) => (
        <PromotionForm key={type.type} unitId={unit.id} type={type} promotions={promotions.data} />
      ))}
    </Stack>
  );
}

interface PromotionValues {
  active: boolean;
  discount: number;
}

function PromotionForm({
  unitId,
  type,
  promotions,
}: {
  unitId: string;
  type: PromotionsConfiguration['types'][number];
  promotions: Promotions;
}) {
  const { t } = useTranslation();
  const set = useSetPromotion(unitId);
  const existing = promotions.items.find((p) => p.type === type.type);
  const form = useForm<PromotionValues>({
    values: {
      active: existing?.state === 'ACTIVE',
      discount: existing?.data.discount ?? type.defaultDiscount,
    },
    resetOptions: { keepDirtyValues: true },
  });
  const active = form.watch('active');

  const submit = form.handleSubmit(async (v) => {
    try {
      await set.mutateAsync({
        type: type.type,
        state: v.active ? 'ACTIVE' : 'INACTIVE',
        data: { discount: v.discount },
      });
      notifications.show({ color: 'green', message: t('units.form.saved') });
    } catch (error) {
      const rest = applyServerErrors(error, form.setError, ['discount']);
      if (rest.length) form.setError('root.server', { type: 'server', message: rest.join(' ') });
    }
  });

  return (
    <UnitFormFrame
      title={t(`units.promotions.${type.type}`)}
      description={t(`units.promotions.${type.type}Description`, { count: type.bookings })}
      error={form.formState.errors.root?.server?.message}
      saving={set.isPending}
      dirty={form.formState.isDirty}
      onSubmit={submit}
    >
      <Controller
        control={form.control}
        name="active"
        render={({ field }) => (
          <Switch
            label={t('units.promotions.active')}
            checked={field.value}
            onChange={(e) => field.onChange(e.currentTarget.checked)}
            ref={field.ref}
          />
        )}
      />
      <Controller
        control={form.control}
        name="discount"
        render={({ field, fieldState }) => (
          <Select
            label={t('units.promotions.discount')}
            data={type.discountOptions.map((d) => ({ value: String(d), label: `${d} %` }))}
            value={String(field.value)}
            onChange={(value) => field.onChange(Number(value))}
            allowDeselect={false}
            disabled={!active}
            error={fieldState.error?.message}
            maw={200}
          />
        )}
      />
      {existing && (
        <Text size="sm" c="dimmed">
          {t(`units.promotions.state.${existing.state}`)}
        </Text>
      )}
    </UnitFormFrame>
  );
}
