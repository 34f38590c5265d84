import type { EarningsTotal } from '@host-portal/contracts/earnings';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useFormatters } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translation.tsx';

const FIGURES = ['gross', 'fees', 'net'] as const;

/** Gross, fees and net over the whole filter: one row of cards per currency. */
export function EarningsTotals({ totals }: { totals: EarningsTotal[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Stack gap="sm">
      {totals.map((total) => (
        <SimpleGrid
          key={total.currency}
          cols={{ base: 1, xs: 3 }}
          spacing="sm"
          component="section"
          aria-label={t('earnings.totals.label', { currency: total.currency })}
        >
          {FIGURES.map((figure) => (
            <Paper key={figure} withBorder radius="md" p="md" data-testid={`total-${figure}`}>
              <Text size="sm" c="dimmed">
                {t(`earnings.totals.${figure}`)}
              </Text>
              <Text fz="xl" fw={700}>
                {format.money(total[figure], total.currency)}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      ))}
    </Stack>
  );
}
