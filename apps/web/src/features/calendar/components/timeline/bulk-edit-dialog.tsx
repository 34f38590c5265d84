import type { BulkAction, BulkEditResult } from '@host-portal/contracts/calendar';
import { Alert, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import type { TFunction } from '../../../../lib/translation.tsx';
import { useBulkEdit } from '../../api/calendar-api.ts';
import { type BulkForm, bulkBody } from './bulk-edit-form.ts';
import { BulkPreview } from './bulk-preview.tsx';
import { bulkPreviewQueryOptions } from './bulk-preview-query.ts';
import { BulkPriceFields } from './bulk-price-fields.tsx';
import { addDays } from './timeline-dates.ts';
import { errorMessage } from './timeline-feedback.ts';

export interface BulkUnit {
  id: string;
  title: string;
  currency: string | null;
}

/** An edit the host asked for from the grid: the units and nights [dateFrom, dateTo) selected. */
export interface BulkRequest {
  action: BulkAction;
  units: BulkUnit[];
  dateFrom: string;
  dateTo: string;
}

/** How long the preview waits after the last change of a field. */
const PREVIEW_DEBOUNCE_MS = 300;

/**
 * Block, unblock or price the selected units and nights. The server's dry run shows first what
 * will change and which booked nights stay untouched; Apply makes the change.
 */
export function BulkEditDialog({
  request,
  onClose,
  onApplied,
  nights,
  t,
}: {
  request: BulkRequest;
  onClose: () => void;
  onApplied: (result: BulkEditResult) => void;
  nights: (from: string, toExclusive: string) => string;
  t: TFunction;
}) {
  const [form, setForm] = useState<BulkForm>({
    firstNight: request.dateFrom,
    lastNight: addDays(request.dateTo, -1),
    price: Number.NaN,
    priceReset: false,
    minimumStay: Number.NaN,
    minimumStayReset: false,
  });
  const unitIds = useMemo(() => request.units.map((unit) => unit.id), [request.units]);
  const titles = useMemo(() => new Map(request.units.map((unit) => [unit.id, unit.title])), [request.units]);
  const { body, problems } = bulkBody(request.action, unitIds, form);
  const bodyKey = body ? JSON.stringify(body) : '';
  const [settledKey] = useDebouncedValue(bodyKey, PREVIEW_DEBOUNCE_MS);
  const settled = useMemo(() => (settledKey ? JSON.parse(settledKey) : null), [settledKey]);
  const preview = useQuery({ ...bulkPreviewQueryOptions(settled), enabled: settled !== null });
  const current = settledKey === bodyKey && bodyKey !== '';
  const apply = useBulkEdit();

  const problem = (field: keyof typeof problems) => {
    const found = problems[field];
    return found ? t(`calendar.timeline.bulk.error.${found.key}`, found.values) : undefined;
  };
  const set = (patch: Partial<BulkForm>) => {
    apply.reset();
    setForm((prev) => ({ ...prev, ...patch }));
  };
  const canApply = current && preview.isSuccess && !preview.isFetching && preview.data.nightsChanged > 0;
  const currencies = [...new Set(request.units.flatMap((unit) => (unit.currency ? [unit.currency] : [])))];

  return (
    <Dialog opened onClose={onClose} title={t(`calendar.timeline.bulk.title.${request.action}`)} size="lg">
      <Stack gap="md">
        <Text size="sm">
          {t('calendar.timeline.bulk.units', {
            units: t('calendar.timeline.selection.units', { count: request.units.length }),
            names: unitNames(request.units, t),
          })}
        </Text>
        {problem('units') && (
          <Alert color="red" variant="light" role="alert">
            {problem('units')}
          </Alert>
        )}
        <Group grow align="flex-start">
          <TextInput
            type="date"
            label={t('calendar.timeline.bulk.firstNight')}
            value={form.firstNight}
            onChange={(event) => set({ firstNight: event.currentTarget.value })}
            error={problem('firstNight')}
          />
          <TextInput
            type="date"
            label={t('calendar.timeline.bulk.lastNight')}
            value={form.lastNight}
            onChange={(event) => set({ lastNight: event.currentTarget.value })}
            error={problem('lastNight')}
          />
        </Group>
        {request.action === 'price' && (
          <BulkPriceFields
            form={form}
            onChange={set}
            currencies={currencies}
            priceError={problems.price?.key === 'nothingToSet' ? undefined : problem('price')}
            minimumStayError={problem('minimumStay')}
            t={t}
          />
        )}
        <div aria-live="polite">
          {problems.price?.key === 'nothingToSet' && (
            <Text size="sm" c="dimmed">
              {problem('price')}
            </Text>
          )}
          {body && (!current || preview.isFetching) && (
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="sm">{t('calendar.timeline.bulk.previewLoading')}</Text>
            </Group>
          )}
          {body && current && preview.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(preview.error, t)}
            </Alert>
          )}
          {body && current && preview.isSuccess && !preview.isFetching && (
            <BulkPreview
              result={preview.data}
              unitTitle={(id) => titles.get(id) ?? t('calendar.timeline.untitled')}
              nights={nights}
              t={t}
            />
          )}
        </div>
        {apply.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(apply.error, t)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('commons.cancel')}
          </Button>
          <Button
            disabled={!canApply}
            loading={apply.isPending}
            onClick={() => body && apply.mutate(body, { onSuccess: onApplied })}
          >
            {t(`calendar.timeline.bulk.apply.${request.action}`)}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}

/** "Sea view flat, Garden room and 3 more" */
function unitNames(units: BulkUnit[], t: TFunction): string {
  const shown = units.slice(0, 3).map((unit) => unit.title);
  const more = units.length - shown.length;
  return more > 0
    ? t('calendar.timeline.bulk.namesMore', { names: shown.join(', '), count: more })
    : shown.join(', ');
}
