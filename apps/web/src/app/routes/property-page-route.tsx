import { Anchor, Button, Divider, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useMatch, useParams } from 'react-router';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { NotFoundView } from '../../components/ui/not-found-view.tsx';
import { PageContainer } from '../../components/ui/page-container.tsx';
import { UnitStateBadge } from '../../components/ui/unit-state-badge.tsx';
import { useProperty } from '../../features/properties/api/get-property.ts';
import { DeletePropertyButton } from '../../features/properties/components/delete-property-button.tsx';
import { PropertyDetailsForm } from '../../features/properties/components/property-details-form.tsx';
import { UnitSummary } from '../../features/properties/components/unit-summary.tsx';
import { UnitsList } from '../../features/units/components/units-list.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { build, paths } from '../../lib/route-paths.ts';
import { useTranslation } from '../../lib/translation.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /properties/:propertyId, /units and /about: the property's overview from the properties area with
 * the units area's searchable, infinite units list in place of the plain unit names.
 */
export default function PropertyPageRoute() {
  const { propertyId = '' } = useParams();
  return UUID.test(propertyId) ? <PropertyPage propertyId={propertyId} /> : <PropertyNotFound />;
}

function PropertyNotFound() {
  const { t } = useTranslation();
  usePageTitle(t('pages.notFound.title'));
  return <NotFoundView description={t('properties.notFound')} />;
}

function useScrollTo(target: 'about' | 'units', ready: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const here = useMatch(target === 'about' ? paths.propertyAbout : paths.propertyUnits) !== null;
  useEffect(() => {
    if (here && ready) ref.current?.scrollIntoView({ block: 'start' });
  }, [here, ready]);
  return ref;
}

function PropertyPage({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation();
  const query = useProperty(propertyId);
  const property = query.data;
  const title = property ? property.title || t('properties.untitled') : undefined;
  usePageTitle(title ?? t('properties.page.loading'));
  const aboutRef = useScrollTo('about', Boolean(property));
  const unitsRef = useScrollTo('units', Boolean(property));

  if (query.isError && isApiError(query.error) && [400, 404].includes(query.error.status)) {
    return <PropertyNotFound />;
  }

  return (
    <PageContainer>
      <Stack gap="lg">
        <Anchor component={Link} to={paths.properties} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden="true" />
            {t('properties.page.backToList')}
          </Group>
        </Anchor>
        {query.isPending && (
          <Stack gap="sm" role="status" aria-label={t('commons.loading')}>
            <Skeleton height={32} width="60%" />
            <Skeleton height={16} width="30%" />
            <Skeleton height={120} />
          </Stack>
        )}
        {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
        {property && title && (
          <>
            <Stack gap="xs">
              <Group gap="sm" align="center">
                <Title order={1} style={{ overflowWrap: 'anywhere' }}>
                  {title}
                </Title>
                <UnitStateBadge state={property.state} />
              </Group>
              <Text c="dimmed">{t(`properties.type.${property.propertyType}`)}</Text>
              <UnitSummary summary={property.unitSummary} />
            </Stack>
            {property.firstInProgressUnitId && (
              <Group>
                <Button
                  component={Link}
                  to={
                    property.propertyType === 'single'
                      ? build.listingSingleUnit(property.id, property.firstInProgressUnitId)
                      : build.listingMultiUnit(property.id, property.firstInProgressUnitId)
                  }
                >
                  {t('properties.page.continueListing')}
                </Button>
              </Group>
            )}
            <div ref={unitsRef} id="units">
              <UnitsList propertyId={property.id} canAddUnits={property.propertyType === 'multi'} />
            </div>
            <Paper withBorder p="md" radius="md" ref={aboutRef} id="about">
              <PropertyDetailsForm property={property} />
            </Paper>
            <Divider />
            <Stack gap="xs" align="flex-start">
              <Title order={2} fz="xl">
                {t('properties.delete.heading')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('properties.delete.explanation')}
              </Text>
              <DeletePropertyButton propertyId={property.id} title={title} />
            </Stack>
          </>
        )}
      </Stack>
    </PageContainer>
  );
}
