import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBuildingCottage, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageContainer } from '../../components/ui/page-container.tsx';
import { useProperties } from '../../features/properties/api/get-properties.ts';
import { useCurrentUser } from '../../lib/current-user.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { paths } from '../../lib/route-paths.ts';
import { useTranslation } from '../../lib/translation.tsx';

/**
 * /home until the reservations issue builds the dashboard: a welcome that leads a new host to list a
 * first property, and a host who has properties back to them.
 */
export default function HomeRoute() {
  const { t } = useTranslation();
  usePageTitle(t('pages.home.title'));
  const user = useCurrentUser();
  const properties = useProperties({ page: 1, search: '' });
  const count = properties.data?.pagination.total ?? 0;

  return (
    <PageContainer>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={720}>
        <Stack gap="md">
          <IconBuildingCottage size={48} stroke={1.4} aria-hidden="true" />
          <Title order={1}>
            {user?.firstName
              ? t('pages.home.welcomeName', { name: user.firstName })
              : t('pages.home.welcome')}
          </Title>
          <Text size="lg">{count > 0 ? t('pages.home.introWithProperties') : t('pages.home.intro')}</Text>
          <Group gap="sm">
            <Button
              component={Link}
              to={paths.listingAddProperty}
              leftSection={<IconPlus size={18} aria-hidden="true" />}
            >
              {count > 0 ? t('pages.home.addAnother') : t('pages.home.listFirst')}
            </Button>
            {count > 0 && (
              <Button component={Link} to={paths.properties} variant="default">
                {t('pages.home.toProperties')}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </PageContainer>
  );
}
