import { Center, List, Text } from '@mantine/core';
import { useState } from 'react';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PagePagination } from '../../../components/ui/page-pagination.tsx';
import { useFormatters } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useOverlappingUnavailabilities } from '../api/get-overlapping-unavailabilities.ts';
import { Section } from './detail-sections.tsx';

/** Stays and blocks on the same unit and dates (000 section 3), shown before the host answers. */
export function OverlappingSection({ inquiryId }: { inquiryId: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [page, setPage] = useState(1);
  const query = useOverlappingUnavailabilities(inquiryId, page);
  const day = (value: string) => format.date(value, { dateStyle: 'medium', timeZone: 'UTC' });
  const data = query.data;
  return (
    <Section title={t('reservations.overlapping.title')}>
      {query.isPending && <Text c="dimmed">{t('commons.loading')}</Text>}
      {query.isError && !data && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
      {data && data.items.length === 0 && <Text c="dimmed">{t('reservations.overlapping.none')}</Text>}
      {data && data.items.length > 0 && (
        <>
          <Text size="sm" c="red.9">
            {t('reservations.overlapping.warning', { count: data.pagination.total })}
          </Text>
          <List spacing="xs">
            {data.items.map((item) => {
              const key = `reservations.overlapping.kind.${item.kind}`;
              const kind = t(key);
              return (
                <List.Item key={item.id}>
                  {day(item.dateFrom)} – {day(item.dateTo)} · {kind === key ? item.kind : kind}
                </List.Item>
              );
            })}
          </List>
          {data.pagination.pages > 1 && (
            <Center>
              <PagePagination size="sm" total={data.pagination.pages} value={page} onChange={setPage} />
            </Center>
          )}
        </>
      )}
    </Section>
  );
}
