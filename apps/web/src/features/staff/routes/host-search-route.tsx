import { IMPERSONATION_RULES, type StaffHost } from '@host-portal/contracts/impersonation';
import { Button, Card, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { NotFoundView } from '../../../components/ui/not-found-view.tsx';
import { PageContainer } from '../../../components/ui/page-container.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useFormatters } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useHostSearch } from '../api/search-hosts.ts';
import { StaffNav } from '../components/staff-nav.tsx';
import { StartImpersonationDialog } from '../components/start-impersonation-dialog.tsx';

/**
 * /staff/hosts: staff find a host by e-mail, name or account id and act as them for a reason
 * (ADR 41). The search lives in the address (`?q=`), so a session's end comes back to it.
 */
export default function HostSearchRoute() {
  const { t } = useTranslation();
  const format = useFormatters();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const [text, setText] = useState(q);
  const [tooShort, setTooShort] = useState(false);
  const [chosen, setChosen] = useState<StaffHost | null>(null);
  const query = useHostSearch(q.length >= IMPERSONATION_RULES.searchMin ? q : '');
  const refused = query.isError && isApiError(query.error) && [403, 404].includes(query.error.status);
  usePageTitle(refused ? t('pages.notFound.title') : t('impersonation.search.title'));
  if (refused) return <NotFoundView />;

  const search = (event: FormEvent) => {
    event.preventDefault();
    const next = text.trim();
    setTooShort(next.length < IMPERSONATION_RULES.searchMin);
    if (next.length >= IMPERSONATION_RULES.searchMin) setParams({ q: next });
  };

  return (
    <PageContainer>
      <Stack gap="lg">
        <StaffNav current="hosts" />
        <Stack gap={4}>
          <Title order={1}>{t('impersonation.search.title')}</Title>
          <Text c="dimmed">{t('impersonation.search.intro')}</Text>
        </Stack>
        <search>
          <form onSubmit={search}>
            <Group align="flex-start" gap="sm">
              <TextInput
                style={{ flex: 1, minWidth: 220 }}
                label={t('impersonation.search.label')}
                value={text}
                onChange={(event) => setText(event.currentTarget.value)}
                maxLength={IMPERSONATION_RULES.searchMax}
                error={
                  tooShort
                    ? t('impersonation.search.minLength', { min: IMPERSONATION_RULES.searchMin })
                    : undefined
                }
                autoComplete="off"
              />
              <Button type="submit" mt={24} leftSection={<IconSearch size={16} aria-hidden="true" />}>
                {t('impersonation.search.submit')}
              </Button>
            </Group>
          </form>
        </search>
        {query.isFetching && !query.data && (
          <Stack role="status" aria-label={t('commons.loading')}>
            <Skeleton height={72} radius="md" />
          </Stack>
        )}
        {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
        {query.data && query.data.items.length === 0 && (
          <EmptyState title={t('impersonation.search.none', { q })} />
        )}
        {query.data && query.data.items.length > 0 && (
          <Stack
            gap="sm"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('impersonation.search.results')}
          >
            {query.data.items.map((host) => (
              <li key={host.id}>
                <Card withBorder radius="md" padding="md" component="article" aria-label={host.name}>
                  <Group justify="space-between" align="center" wrap="wrap" gap="sm">
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Text fw={600}>{host.name}</Text>
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {host.email}
                        {host.companyName ? ` · ${host.companyName}` : ''}
                      </Text>
                      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {host.id} ·{' '}
                        {t('impersonation.search.hostSince', { date: format.date(host.createdAt) })}
                      </Text>
                    </Stack>
                    <Button color="red" variant="light" onClick={() => setChosen(host)}>
                      {t('impersonation.search.actAs', { name: host.name })}
                    </Button>
                  </Group>
                </Card>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
      <StartImpersonationDialog host={chosen} onClose={() => setChosen(null)} />
    </PageContainer>
  );
}
