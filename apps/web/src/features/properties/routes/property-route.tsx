import { Anchor, Button, Divider, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useMatch, useParams } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { NotFoundView } from '../../../components/ui/not-found-view.tsx';
import { PageContainer } from '../../../components/ui/page-container.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { build, paths } from '../../../lib/route-paths.ts';
import { useProperty } from '../api/get-property.ts';
import { DeletePropertyButton } from '../components/delete-property-button.tsx';
import { PropertyDetailsForm } from '../components/property-details-form.tsx';
import { PropertyUnits } from '../components/property-units.tsx';
import { UnitStateBadge } from '../components/unit-state-badge.tsx';
import { UnitSummary } from '../components/unit-summary.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /properties/:propertyId and /about: overview, units, title and description, delete. */
export default function PropertyRoute() {
  const { propertyId = '' } = useParams();
  const valid = UUID.test(propertyId);
  return valid ? <PropertyPage propertyId={propertyId} /> : <PropertyNotFound />;
}

function PropertyNotFound() {
  const { t } = useTranslation();
  usePageTitle(t('pages.notFound.title'));
  return <NotFoundView description={t('properties.notFound')} />;
}

function PropertyPage({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation();
  const query = useProperty(propertyId);
  const aboutRef = useRef<HTMLDivElement>(null);
  const onAbout = useMatch(paths.propertyAbout) !== null;
  const property = query.data;
  const title = property ? property.title || t('properties.untitled') : undefined;
  usePageTitle(title ?? t('properties.page.loading'));

  useEffect(() => {
    if (onAbout && property) aboutRef.current?.scrollIntoView({ block: 'start' });
  }, [onAbout, property]);

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
                <Title order={1}>{title}</Title>
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
            <Paper withBorder p="md" radius="md">
              <Stack gap="xs">
                <Title order={2} fz="xl">
                  {t('properties.fields.description')}
                </Title>
                <Text style={{ whiteSpace: 'pre-wrap' }} c={property.description ? undefined : 'dimmed'}>
                  {property.description || t('properties.page.noDescription')}
                </Text>
              </Stack>
            </Paper>
            <PropertyUnits propertyId={property.id} units={property.units} />
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
