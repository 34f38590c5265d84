import { Box, Button, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBuildingCottage, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { PageContainer } from '../../components/ui/page-container.tsx';
import { ConflictAlerts } from '../../features/calendar/components/sync/conflict-alerts.tsx';
import { useProperties } from '../../features/properties/api/get-properties.ts';
import { currentUserQueryOptions } from '../../lib/current-user.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { paths } from '../../lib/route-paths.ts';
import { useTranslation } from '../../lib/translation.tsx';
import { ChecklistSection } from './home/checklist-section.tsx';
import { IdealGuestSection } from './home/ideal-guest-section.tsx';
import { NeedsAnswerSection } from './home/needs-answer-section.tsx';
import { StaysSection } from './home/stays-section.tsx';
import { TasksSection } from './home/tasks-section.tsx';

/**
 * /home, the host's overview: who waits for an answer and how long is left, who arrives and leaves
 * today and tomorrow, the open tasks and what a new host still has to do. A host without a
 * property gets the call to list one first, with the checklist that starts there.
 */
export default function HomeRoute() {
  const { t } = useTranslation();
  usePageTitle(t('pages.home.title'));
  const user = useQuery(currentUserQueryOptions()).data;
  // the properties page's own first page: one cache entry for both
  const properties = useProperties({ page: 1, search: '' });
  const count = properties.data?.pagination.total;
  const features = user?.appFeatures;

  return (
    <PageContainer>
      <Stack gap="lg">
        <Title order={1}>
          {user?.firstName ? t('pages.home.welcomeName', { name: user.firstName }) : t('pages.home.welcome')}
        </Title>

        {count === undefined &&
          (properties.isError ? (
            <ErrorState error={properties.error} onRetry={() => void properties.refetch()} />
          ) : (
            <Skeleton height={120} radius="md" aria-hidden="true" />
          ))}

        {count === 0 && (
          <>
            <FirstPropertyCall />
            <Box maw={720}>
              <ChecklistSection />
            </Box>
          </>
        )}

        {count !== undefined && count > 0 && (
          <>
            <Group justify="space-between" align="center" gap="sm">
              <Text size="lg" maw={640}>
                {t('pages.home.introWithProperties')}
              </Text>
              <Group gap="sm">
                <Button component={Link} to={paths.properties} variant="default">
                  {t('pages.home.toProperties')}
                </Button>
                <Button
                  component={Link}
                  to={paths.listingAddProperty}
                  variant="light"
                  leftSection={<IconPlus size={18} aria-hidden="true" />}
                >
                  {t('pages.home.addAnother')}
                </Button>
              </Group>
            </Group>
            <ConflictAlerts />
            <Grid gutter="lg">
              <Grid.Col span={{ base: 12, md: 7 }}>
                <Stack gap="lg">
                  {features && (features.bookingsAvailable || features.inquiriesAvailable) && (
                    <NeedsAnswerSection
                      bookings={features.bookingsAvailable}
                      inquiries={features.inquiriesAvailable}
                    />
                  )}
                  {features?.bookingsAvailable && <StaysSection />}
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 5 }}>
                <Stack gap="lg">
                  <ChecklistSection />
                  <TasksSection />
                  {features && (features.bookingsAvailable || features.inquiriesAvailable) && (
                    <IdealGuestSection />
                  )}
                </Stack>
              </Grid.Col>
            </Grid>
          </>
        )}
      </Stack>
    </PageContainer>
  );
}

/** The first step of a new host, shown big: nothing else on the overview works without it. */
function FirstPropertyCall() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={720}>
      <Stack gap="md" align="flex-start">
        <IconBuildingCottage size={48} stroke={1.4} aria-hidden="true" />
        <Text size="lg">{t('pages.home.intro')}</Text>
        <Button
          component={Link}
          to={paths.listingAddProperty}
          size="md"
          leftSection={<IconPlus size={18} aria-hidden="true" />}
        >
          {t('pages.home.listFirst')}
        </Button>
      </Stack>
    </Paper>
  );
}
