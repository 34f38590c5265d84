import { SimpleGrid, type SimpleGridProps, Stack } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '../../lib/translation.tsx';

/**
 * A list's loading state: `count` copies of the item's skeleton, announced once as loading; in a
 * grid of `cols` or a stack.
 */
export function LoadingSkeleton({
  count,
  item,
  cols,
}: {
  count: number;
  item: ReactNode;
  cols?: SimpleGridProps['cols'];
}) {
  const { t } = useTranslation();
  const copies = Array.from({ length: count }, (_, n) => `copy-${n}`).map((key) => (
    <Fragment key={key}>{item}</Fragment>
  ));
  const status = { role: 'status', 'aria-label': t('commons.loading'), 'aria-busy': true } as const;
  return cols ? (
    <SimpleGrid cols={cols} {...status}>
      {copies}
    </SimpleGrid>
  ) : (
    <Stack gap="sm" {...status}>
      {copies}
    </Stack>
  );
}
