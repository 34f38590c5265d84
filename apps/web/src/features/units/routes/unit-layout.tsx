import { Alert, Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, Outlet, useLocation, useParams } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { NotFoundView } from '../../../components/ui/not-found-view.tsx';
import { PageContainer } from '../../../components/ui/page-container.tsx';
import { UnitStateBadge } from '../../../components/ui/unit-state-badge.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { build, paths } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useUnit } from '../api/get-unit.ts';
import { ActionNeeded } from '../components/action-needed.tsx';
import { ListingPreviewButton } from '../components/listing-preview-button.tsx';
import { PublishingInProgress } from '../components/publishing-in-progress.tsx';
import { UnitActions } from '../components/unit-actions.tsx';
import { UnitNav } from '../components/unit-nav.tsx';
import { isPublishingInProgress } from '../unit-status.ts';
import type { UnitOutletContext } from '../use-unit-outlet.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function UnitNotFound() {
  const { t } = useTranslation();
  usePageTitle(t('pages.notFound.title'));
  return <NotFoundView description={t('units.notFound')} />;
}

/** /properties/:propertyId/units/:unitId/*: header, state, actions, page navigation, outlet. */
export default function UnitLayout() {
  const { propertyId = '', unitId = '' } = useParams();
  return UUID.test(unitId) && UUID.test(propertyId) ? (
    <UnitFrame propertyId={propertyId} unitId={unitId} />
  ) : (
    <UnitNotFound />
  );
}

function UnitFrame({ propertyId, unitId }: { propertyId: string; unitId: string }) {
  const { t } = useTranslation();
  const query = useUnit(unitId);
  const unit = query.data;
  // The regional numbers may be asked for before publishing (a publish refusal, a link): an unfinished
  // unit opens this one page; the others are edited in the listing flow.
  const { pathname } = useLocation();
  const onTaxesAndLaws = /\/taxes-and-laws\/?$/.test(pathname);
  const title = unit ? unit.title || t('units.untitled') : undefined;
  usePageTitle(title ?? t('units.page.loading'));

  const missing = query.isError && isApiError(query.error) && [400, 404].includes(query.error.status);
  if (missing || (unit && (unit.propertyId !== propertyId || unit.state === 'DELETED')))
    return <UnitNotFound />;

  return (
    <PageContainer>
      <Stack gap="lg">
        <Group gap="md" wrap="wrap">
          <Anchor component={Link} to={build.property(propertyId)} size="sm">
            <Group gap={4} component="span">
              <IconArrowLeft size={16} aria-hidden="true" />
              {t('units.page.backToProperty')}
            </Group>
          </Anchor>
          <Anchor component={Link} to={paths.properties} size="sm">
            {t('properties.page.backToList')}
          </Anchor>
        </Group>
        {query.isPending && (
          <Stack gap="sm" role="status" aria-label={t('commons.loading')}>
            <Skeleton height={32} width="60%" />
            <Skeleton height={40} />
            <Skeleton height={200} />
          </Stack>
        )}
        {query.isError && !missing && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
        {unit && title && (
          <>
            <Stack gap="sm">
              <Group gap="sm" align="center" wrap="wrap">
                <Title order={1} style={{ overflowWrap: 'anywhere' }}>
                  {title}
                </Title>
                <UnitStateBadge state={unit.state} />
                {isPublishingInProgress(unit) && <PublishingInProgress />}
              </Group>
              {unit.accommodationType && (
                <Text c="dimmed">{t(`units.accommodationType.${unit.accommodationType}`)}</Text>
              )}
              <Group gap="xs" wrap="wrap" align="flex-start">
                <UnitActions unit={unit} title={title} />
                <ListingPreviewButton links={unit.links} />
              </Group>
              <ActionNeeded unit={unit} />
            </Stack>
            {unit.state === 'IN_PROGRESS' && onTaxesAndLaws ? (
              <Outlet context={{ unit, title } satisfies UnitOutletContext} />
            ) : unit.state === 'IN_PROGRESS' ? (
              // An unfinished unit is edited in the listing flow, not on these pages.
              <Alert color="blue" variant="light" title={t('units.page.inProgressTitle')}>
                <Stack gap="sm" align="flex-start">
                  <Text size="sm">{t('units.page.inProgressText')}</Text>
                  <Button
                    component={Link}
                    to={
                      unit.propertyType === 'single'
                        ? build.listingSingleUnit(propertyId, unitId)
                        : build.listingMultiUnit(propertyId, unitId)
                    }
                  >
                    {t('units.card.continueListing')}
                  </Button>
                </Stack>
              </Alert>
            ) : (
              <>
                <UnitNav propertyId={propertyId} unitId={unitId} />
                <Outlet context={{ unit, title } satisfies UnitOutletContext} />
              </>
            )}
          </>
        )}
      </Stack>
    </PageContainer>
  );
}
