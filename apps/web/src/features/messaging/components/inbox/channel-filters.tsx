import { CHANNEL_STATUSES, type ChannelStatus } from '@host-portal/contracts/messaging';
import { CloseButton, Group, SegmentedControl, Switch, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../../lib/translation.tsx';
import type { ChannelListParams } from '../../api/messaging-keys.ts';
import classes from './inbox.module.css';

export type ListFilter = 'all' | 'unread' | 'favorited';

/** The list's head: the page title, all/archived, the search (debounced), filters and "last day". */
export function ChannelFilters({
  params,
  statusLink,
  search,
  onSearch,
  onFilter,
  onRecent,
}: {
  params: ChannelListParams;
  statusLink: (status: ChannelStatus) => string;
  search: string;
  onSearch: (value: string) => void;
  onFilter: (filter: ListFilter) => void;
  onRecent: (recent: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={classes.listHead}>
      <Title order={1} fz="h3">
        {t('messaging.title')}
      </Title>
      <nav aria-label={t('messaging.status.label')} className={classes.statusTabs}>
        {CHANNEL_STATUSES.map((status) => (
          <Link
            key={status}
            to={statusLink(status)}
            className={classes.statusTab}
            aria-current={params.status === status ? 'page' : undefined}
          >
            {t(`messaging.status.${status}`)}
          </Link>
        ))}
      </nav>
      <TextInput
        type="search"
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        label={t('messaging.search.label')}
        labelProps={{ className: 'hp-visually-hidden' }}
        placeholder={t('messaging.search.placeholder')}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        rightSection={
          search ? (
            <CloseButton aria-label={t('messaging.search.clear')} onClick={() => onSearch('')} />
          ) : null
        }
        maxLength={100}
      />
      <Group justify="space-between" gap="xs">
        <SegmentedControl
          size="xs"
          value={params.filter ?? 'all'}
          onChange={(value) => onFilter(value as ListFilter)}
          aria-label={t('messaging.filter.label')}
          data={(['all', 'unread', 'favorited'] as const).map((value) => ({
            value,
            label: t(`messaging.filter.${value}`),
          }))}
        />
        <Switch
          size="xs"
          checked={params.recent}
          onChange={(event) => onRecent(event.currentTarget.checked)}
          label={t('messaging.filter.recent')}
        />
      </Group>
    </div>
  );
}
