import { Button, Group } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { NotFoundView } from '../../../../components/ui/not-found-view.tsx';
import { PageContainer } from '../../../../components/ui/page-container.tsx';
import { usePageTitle } from '../../../../lib/page-title.ts';
import { paths } from '../../../../lib/route-paths.ts';
import { useTranslation } from '../../../../lib/translation.tsx';

/** The unit is missing or not the host's: the not-found view of the unit pages. */
export function CalendarUnitNotFound() {
  const { t } = useTranslation();
  usePageTitle(t('pages.notFound.title'));
  return <NotFoundView description={t('units.notFound')} />;
}

/** The host has no unit yet: nothing to put on a calendar. */
export function NoUnits() {
  const { t } = useTranslation();
  usePageTitle(t('calendar.month.heading'));
  return (
    <PageContainer>
      <EmptyState
        icon={<IconCalendarOff size={40} aria-hidden="true" />}
        title={t('calendar.month.noUnitsTitle')}
        description={t('calendar.month.noUnitsText')}
        action={
          <Group gap="sm" justify="center">
            <Button component={Link} to={paths.listing}>
              {t('calendar.month.createListing')}
            </Button>
            <Button component={Link} to={paths.properties} variant="default">
              {t('calendar.month.goToProperties')}
            </Button>
          </Group>
        }
      />
    </PageContainer>
  );
}
