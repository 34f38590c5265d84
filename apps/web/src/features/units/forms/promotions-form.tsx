import type { Unit } from '@host-portal/contracts/units';
import { Select, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import {
  type Promotions,
  type PromotionsConfiguration,
  usePromotions,
  usePromotionsConfiguration,
} from '../api/get-promotions.ts';
import { useSetPromotion } from '../api/set-promotion.ts';
import { BareStatus, type UnitFormPlace } from './form-place.ts';
import { UnitFormFrame } from './unit-form-frame.tsx';
import { useFormSave } from './use-unit-save.ts';

type PromotionType = PromotionsConfiguration['types'][number];

export interface PromotionsFormProps extends UnitFormPlace {
  unit: Unit;
  /** Only this promotion (the listing offers the first-bookings discount); all of them by default. */
  only?: PromotionType['type'];
  /** Translated texts where the place words them differently. */
  labels?: (type: PromotionType) => { active?: string; activeDescription?: string; discount?: string };
  noneLabel?: string;
}

/** Promotions of the unit; today the first-bookings discount (ACTIVE or INACTIVE, a discount). */
export function PromotionsForm(props: PromotionsFormProps) {
  const { unit, only, noneLabel, status: Status = BareStatus } = props;
  const { t } = useTranslation();
  const config = usePromotionsConfiguration(unit.id);
  const promotions = usePromotions(unit.id);
  if (!config.data || !promotions.data) {
    const failed = config.isError ? config : promotions.isError ? promotions : null;
    return (
      <Status title={props.title ?? ''} failed={Boolean(failed)}>
        {failed ? (
          <ErrorState error={failed.error} onRetry={() => void failed.refetch()} />
        ) : (
          <Skeleton height={160} role="status" aria-label={t('commons.loading')} />
        )}
      </Status>
    );
  }
  const types = config.data.types.filter((type) => !only || type.type === only);
  if (types.length === 0) {
    const none = <EmptyState title={noneLabel ?? t('units.promotions.none')} />;
    if (!props.frame) return none;
    // A place with its own frame (listing) still moves on: nothing to save.
    const Frame = props.frame;
    return (
      <Frame
        title={props.title ?? ''}
        description={props.description}
        saving={false}
        dirty={false}
        onSubmit={(event) => {
          event?.preventDefault();
          return props.onSaved?.();
        }}
      >
        {none}
      </Frame>
    );
  }
  return (
    <Stack gap="md">
      {types.map((type) => (
        <PromotionForm key={type.type} {...props} type={type} promotions={promotions.data} />
      ))}
    </Stack>
  );
}

interface PromotionValues {
  active: boolean;
  discount: number;
}

function PromotionForm({
  unit,
  type,
  promotions,
  labels,
  frame: Frame = UnitFormFrame,
  ...place
}: PromotionsFormProps & { type: PromotionType; promotions: Promotions }) {
  const { t } = useTranslation();
  const set = useSetPromotion(unit.id, place.toasts);
  const existing = promotions.items.find((p) => p.type === type.type);
  const options = type.discountOptions.length ? type.discountOptions : [10, 15, 20];
  const text = labels?.(type) ?? {};
  const form = useForm<PromotionValues>({
    values: {
      active: existing?.state === 'ACTIVE',
      discount: existing?.data.discount ?? type.defaultDiscount,
    },
    resetOptions: { keepDirtyValues: true },
  });
  const active = form.watch('active');
  // Unchanged, or never switched on: nothing to send, the place just moves on.
  const save = useFormSave(
    form,
    ['discount'],
    (v: PromotionValues) =>
      !form.formState.isDirty || (!v.active && !existing)
        ? undefined
        : set.mutateAsync({
            type: type.type,
            state: v.active ? 'ACTIVE' : 'INACTIVE',
            data: { discount: v.discount },
          }),
    place,
  );

  return (
    <Frame
      title={place.title ?? t(`units.promotions.${type.type}`)}
      description={
        place.description ?? t(`units.promotions.${type.type}Description`, { count: type.bookings })
      }
      error={form.formState.errors.root?.server?.message}
      saving={set.isPending}
      dirty={form.formState.isDirty}
      onSubmit={form.handleSubmit(save)}
    >
      <Controller
        control={form.control}
        name="active"
        render={({ field }) => (
          <Switch
            label={text.active ?? t('units.promotions.active')}
            description={text.activeDescription}
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
            label={text.discount ?? t('units.promotions.discount')}
            data={options.map((d) => ({ value: String(d), label: `${d} %` }))}
            value={String(field.value)}
            onChange={(value) => field.onChange(Number(value))}
            allowDeselect={false}
            disabled={!active}
            error={fieldState.error?.message}
            maw={240}
          />
        )}
      />
      {existing && (
        <Text size="sm" c="dimmed">
          {t(`units.promotions.state.${existing.state}`)}
        </Text>
      )}
    </Frame>
  );
}
