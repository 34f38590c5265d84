import { Button, Center, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuildingCottage, IconPlus, IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageContainer } from '../../../components/ui/page-container.tsx';
import { PagePagination } from '../../../components/ui/page-pagination.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { retryImport } from '../../../lib/retry-import.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useDebouncedSearch } from '../../../lib/use-debounced-search.ts';
import { useProperties } from '../api/get-properties.ts';
import { PropertiesSkeleton } from '../components/properties-skeleton.tsx';
import { PropertyCard } from '../components/property-card.tsx';

const loadCreateModal = () => retryImport(() => import('../components/create-property-modal.tsx'));
// the form (react-hook-form, zod, the dialog) is not part of the list's first download: it loads
// when the host points at or focuses "Add property", or presses it
const CreatePropertyModal = lazy(() => loadCreateModal().then((m) => ({ default: m.CreatePropertyModal })));

/** /properties: search (350 ms debounce) and pages of 20, kept in the URL for back and reload. */
export default function PropertiesRoute() {
  const { t } = useTranslation();
  usePageTitle(t('properties.list.title'));
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = useDebouncedSearch(params.get('search') ?? '');
  const [createOpened, createModal] = useDisclosure(false);
  // mounted from the first wish on, so closing keeps the dialog's exit transition
  const [createWanted, setCreateWanted] = useState(false);
  const preloadCreate = () => void loadCreateModal().catch(() => {});
  const query = useProperties({ page, search: search.debounced });

  // the URL as it is now, read when the debounced term changes (not a reason to run the effect:
  // back/forward must not write the old term back)
  const paramsNow = useRef(params);
  paramsNow.current = params;
  useEffect(() => {
    // only a changed term navigates: every setParams is a whole navigation of the router
    if ((paramsNow.current.get('search') ?? '') === search.debounced) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (search.debounced) next.set('search', search.debounced);
        else next.delete('search');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [search.debounced, setParams]);

  const goToPage = (next: number) => {
    setParams((prev) => {
      const updated = new URLSearchParams(prev);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });
    window.scrollTo({ top: 0 });
  };

  const data = query.data;
  const createButton = (
    <Button
      leftSection={<IconPlus size={18} aria-hidden="true" />}
      onPointerEnter={preloadCreate}
      onFocus={preloadCreate}
      onClick={() => {
        setCreateWanted(true);
        createModal.open();
      }}
    >
      {t('properties.create.button')}
    </Button>
  );

  return (
    <PageContainer>
      <Stack gap="lg">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={1}>{t('properties.list.title')}</Title>
          {createButton}
        </Group>
        <TextInput
          type="search"
          label={t('properties.list.searchLabel')}
          placeholder={t('properties.list.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search.value}
          onChange={(event) => search.setValue(event.currentTarget.value)}
          maw={480}
        />
        {query.isPending && <PropertiesSkeleton />}
        {query.isError && !data && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
        {data && data.items.length === 0 && !search.debounced && (
          <EmptyState
            icon={<IconBuildingCottage size={48} stroke={1.4} aria-hidden="true" />}
            title={t('properties.list.emptyTitle')}
            description={t('properties.list.emptyDescription')}
            action={createButton}
          />
        )}
        {data && data.items.length === 0 && search.debounced && (
          <EmptyState
            title={t('properties.list.noResultsTitle')}
            description={t('properties.list.noResultsDescription', { search: search.debounced })}
          />
        )}
        {data && data.items.length > 0 && (
          <>
            <Text size="sm" c="dimmed" role="status">
              {t('properties.list.count', { count: data.pagination.total })}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy={query.isFetching}>
              {data.items.map((property) => (
                <PropertyCard key={property.id} property={property} />
              ))}
            </SimpleGrid>
            {data.pagination.pages > 1 && (
              <Center>
                <PagePagination
                  total={data.pagination.pages}
                  value={data.pagination.current}
                  onChange={goToPage}
                  siblings={1}
                />
              </Center>
            )}
          </>
        )}
      </Stack>
      {createWanted && (
        <Suspense fallback={null}>
          <CreatePropertyModal opened={createOpened} onClose={createModal.close} />
        </Suspense>
      )}
    </PageContainer>
  );
}
