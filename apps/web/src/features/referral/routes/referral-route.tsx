import {
  Badge,
  Button,
  CopyButton,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCheck, IconCopy, IconUsersPlus } from '@tabler/icons-react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageContainer } from '../../../components/ui/page-container.tsx';
import { useAppContext } from '../../../lib/app-context.tsx';
import { dateFormat } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useReferral } from '../api/get-referral.ts';

/**
 * /referral: the host's invite link to copy and share, how many hosts signed up through it and
 * listed a unit, and who they are (first name and initial), newest first.
 */
export default function ReferralRoute() {
  const { t } = useTranslation();
  const { locale } = useAppContext();
  const query = useReferral();
  usePageTitle(t('referral.title'));
  const day = dateFormat(locale.replace('_', '-'), { dateStyle: 'medium' });

  return (
    <PageContainer>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('referral.title')}</Title>
          <Text c="dimmed">{t('referral.intro')}</Text>
        </Stack>
        {query.isPending && (
          <Stack role="status" aria-label={t('commons.loading')}>
            <Skeleton height={64} radius="md" />
            <Skeleton height={120} radius="md" />
          </Stack>
        )}
        {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
        {query.data && (
          <>
            <Paper withBorder radius="md" p="md">
              <Group align="flex-end" wrap="wrap" gap="sm">
                <TextInput
                  label={t('referral.linkLabel')}
                  value={query.data.inviteUrl}
                  readOnly
                  onFocus={(e) => e.currentTarget.select()}
                  style={{ flex: '1 1 260px' }}
                />
                <CopyButton value={query.data.inviteUrl} timeout={2500}>
                  {({ copied, copy }) => (
                    <Button
                      onClick={copy}
                      leftSection={
                        copied ? (
                          <IconCheck size={16} aria-hidden="true" />
                        ) : (
                          <IconCopy size={16} aria-hidden="true" />
                        )
                      }
                    >
                      {copied ? t('referral.copied') : t('referral.copy')}
                    </Button>
                  )}
                </CopyButton>
              </Group>
            </Paper>
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              {(['signedUp', 'listed'] as const).map((key) => (
                <Paper key={key} withBorder radius="md" p="md">
                  <Text c="dimmed" size="sm">
                    {t(`referral.counts.${key}`)}
                  </Text>
                  <Text fz="xl" fw={700} data-testid={`referral-count-${key}`}>
                    {query.data.counts[key]}
                  </Text>
                </Paper>
              ))}
            </SimpleGrid>
            <Title order={2} fz="lg">
              {t('referral.list.title')}
            </Title>
            {query.data.signups.length === 0 ? (
              <EmptyState
                icon={<IconUsersPlus size={32} aria-hidden="true" />}
                title={t('referral.empty.title')}
                description={t('referral.empty.description')}
                headingOrder={3}
              />
            ) : (
              <Table.ScrollContainer minWidth={320}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('referral.list.name')}</Table.Th>
                      <Table.Th scope="col">{t('referral.list.signedUpAt')}</Table.Th>
                      <Table.Th scope="col">{t('referral.list.status')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {query.data.signups.map((s) => (
                      <Table.Tr key={`${s.signedUpAt}-${s.name}`}>
                        <Table.Td>{s.name}</Table.Td>
                        <Table.Td>{day.format(new Date(s.signedUpAt))}</Table.Td>
                        <Table.Td>
                          <Badge variant="light" color={s.listed ? 'teal' : 'gray'}>
                            {t(s.listed ? 'referral.status.listed' : 'referral.status.signedUp')}
                          </Badge>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </>
        )}
      </Stack>
    </PageContainer>
  );
}
