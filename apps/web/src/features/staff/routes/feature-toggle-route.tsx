import { FEATURE_TOGGLES, type FeatureToggleName } from '@host-portal/contracts/feature-toggles';
import { Alert, Button, Group, Paper, Skeleton, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { NotFoundView } from '../../../components/ui/not-found-view.tsx';
import { PageContainer } from '../../../components/ui/page-container.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useAppContext } from '../../../lib/app-context.tsx';
import { dateFormat } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { build } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useFeatureToggle, useSetFeatureToggle } from '../api/get-feature-toggles.ts';
import { StaffNav } from '../components/staff-nav.tsx';

const isToggle = (id: string | undefined): id is FeatureToggleName =>
  (FEATURE_TOGGLES as readonly string[]).includes(id ?? '');

/**
 * /feature-toggle/{id} (001 section 2): staff switch one settings flag for every user, see its
 * default and who switched it when. Hosts get the not-found page (the API answers them 404).
 */
export default function FeatureToggleRoute() {
  const { id } = useParams();
  const { t } = useTranslation();
  if (!isToggle(id)) return <NotFoundView />;
  return <FeatureTogglePage id={id} key={id} t={t} />;
}

function FeatureTogglePage({ id, t }: { id: FeatureToggleName; t: ReturnType<typeof useTranslation>['t'] }) {
  const { locale } = useAppContext();
  const query = useFeatureToggle(id);
  const setToggle = useSetFeatureToggle(id);
  const refused = query.isError && isApiError(query.error) && [403, 404].includes(query.error.status);
  usePageTitle(refused ? t('pages.notFound.title') : t('featureToggle.title'));
  if (refused) return <NotFoundView />;
  const when = dateFormat(locale.replace('_', '-'), { dateStyle: 'medium', timeStyle: 'short' });
  const toggle = query.data;

  return (
    <PageContainer>
      <Stack gap="lg">
        <StaffNav current="featureToggles" />
        <Stack gap={4}>
          <Title order={1}>{t('featureToggle.title')}</Title>
          <Text c="dimmed">{t('featureToggle.intro')}</Text>
        </Stack>
        <nav aria-label={t('featureToggle.flagsLabel')}>
          <Group gap="xs" wrap="wrap">
            {FEATURE_TOGGLES.map((flag) => (
              <Button
                key={flag}
                component={Link}
                to={build.featureToggle(flag)}
                size="compact-md"
                aria-current={flag === id ? 'page' : undefined}
                variant={flag === id ? 'light' : 'subtle'}
              >
                {t(`featureToggle.flags.${flag}.name`)}
              </Button>
            ))}
          </Group>
        </nav>
        {query.isPending && (
          <Skeleton height={140} radius="md" role="status" aria-label={t('commons.loading')} />
        )}
        {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
        {toggle && (
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Title order={2} fz="lg">
                {t(`featureToggle.flags.${id}.name`)}
              </Title>
              <Text>{t(`featureToggle.flags.${id}.description`)}</Text>
              {!toggle.available && (
                <Alert color="yellow" variant="light">
                  {t('featureToggle.unavailable')}
                </Alert>
              )}
              <Switch
                size="md"
                label={t('featureToggle.switchLabel')}
                checked={setToggle.isPending ? !toggle.enabled : toggle.enabled}
                disabled={setToggle.isPending || (!toggle.available && !toggle.enabled)}
                onChange={(e) => setToggle.mutate(e.currentTarget.checked)}
              />
              <Text size="sm" c="dimmed" aria-live="polite">
                {t(toggle.enabled ? 'featureToggle.stateOn' : 'featureToggle.stateOff')}{' '}
                {t(toggle.defaultValue ? 'featureToggle.defaultOn' : 'featureToggle.defaultOff')}
              </Text>
            </Stack>
          </Paper>
        )}
        {toggle && (
          <Stack gap="xs">
            <Title order={2} fz="lg">
              {t('featureToggle.changes.title')}
            </Title>
            {toggle.changes.length === 0 ? (
              <Text c="dimmed">{t('featureToggle.changes.empty')}</Text>
            ) : (
              <Table.ScrollContainer minWidth={320}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('featureToggle.changes.when')}</Table.Th>
                      <Table.Th scope="col">{t('featureToggle.changes.who')}</Table.Th>
                      <Table.Th scope="col">{t('featureToggle.changes.value')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {toggle.changes.map((c) => (
                      <Table.Tr key={`${c.changedAt}-${c.enabled}`}>
                        <Table.Td>{when.format(new Date(c.changedAt))}</Table.Td>
                        <Table.Td>{c.changedBy}</Table.Td>
                        <Table.Td>{t(c.enabled ? 'featureToggle.on' : 'featureToggle.off')}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
        )}
      </Stack>
    </PageContainer>
  );
}
