import type { ChannelStatus } from '@host-portal/contracts/messaging';
import { Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMessageCircle } from '@tabler/icons-react';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../../lib/page-title.ts';
import { build } from '../../../../lib/route-paths.ts';
import { useTranslation } from '../../../../lib/translation.tsx';
import { useDebouncedSearch } from '../../../../lib/use-debounced-search.ts';
import { useChannels } from '../../api/get-channels.ts';
import type { ChannelListParams } from '../../api/messaging-keys.ts';
import { ChannelFilters, type ListFilter } from './channel-filters.tsx';
import { ChannelList } from './channel-list.tsx';
import { ConnectionNotice } from './connection-notice.tsx';
import { HostConversation } from './host-conversation.tsx';
import classes from './inbox.module.css';

/** Mantine's md: from here the list and the conversation sit side by side. */
export const DESKTOP_QUERY = '(min-width: 62em)';

/**
 * The host's inbox (001 section 2, /messages/{channelStatus}/{channelId}): on a desktop the list and
 * the conversation side by side with the first channel chosen; on a phone two screens, the
 * conversation with a back button. Filters live in the address (?unread=true, ?favorited=true,
 * ?search=, ?recent=true) so that back, reload and links keep them.
 */
export function InboxPage({ status, channelId }: { status: ChannelStatus; channelId: string | undefined }) {
  const { t } = useTranslation();
  usePageTitle(t('messaging.title'));
  const wide = useMediaQuery(DESKTOP_QUERY, false, { getInitialValueInEffect: false });
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const search = useDebouncedSearch(params.get('search') ?? '');
  const filter: ChannelListParams['filter'] =
    params.get('unread') === 'true' ? 'unread' : params.get('favorited') === 'true' ? 'favorited' : null;
  const recent = params.get('recent') === 'true';
  const listParams = useMemo<ChannelListParams>(
    () => ({ status, filter, search: search.debounced, recent }),
    [status, filter, search.debounced, recent],
  );
  const channels = useChannels(listParams);
  const items = useMemo(() => channels.data?.pages.flatMap((page) => page.items) ?? [], [channels.data]);

  const query = params.toString() ? `?${params.toString()}` : '';
  const linkTo = (id: string) => `${build.messagesChannel(status, id)}${query}`;
  const listPath = `${build.messagesChannel(status)}${query}`;

  const update = (change: (next: URLSearchParams) => void) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        change(next);
        return next;
      },
      { replace: true },
    );
  const paramsNow = useRef(params);
  paramsNow.current = params;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the debounced term changes
  useEffect(() => {
    if ((paramsNow.current.get('search') ?? '') === search.debounced) return;
    update((next) => (search.debounced ? next.set('search', search.debounced) : next.delete('search')));
  }, [search.debounced]);

  // desktop: the first channel is chosen (001 section 2)
  const first = items[0]?.id;
  useEffect(() => {
    if (wide && !channelId && first) {
      navigate(
        `${build.messagesChannel(status, first)}${paramsNow.current.toString() ? `?${paramsNow.current}` : ''}`,
        {
          replace: true,
        },
      );
    }
  }, [wide, channelId, first, status, navigate]);

  const list = (
    <>
      <ChannelFilters
        params={listParams}
        statusLink={(next) => `${build.messagesChannel(next)}${query}`}
        search={search.value}
        onSearch={search.setValue}
        onFilter={(next: ListFilter) =>
          update((p) => {
            p.delete('unread');
            p.delete('favorited');
            if (next !== 'all') p.set(next, 'true');
          })
        }
        onRecent={(on) => update((p) => (on ? p.set('recent', 'true') : p.delete('recent')))}
      />
      <ChannelList
        query={channels}
        items={items}
        params={listParams}
        selectedId={channelId}
        linkTo={linkTo}
      />
    </>
  );

  if (wide) {
    return (
      <div className={classes.inbox}>
        <div className={classes.listPane}>{list}</div>
        <div className={classes.conversationPane}>
          <ConnectionNotice />
          {channelId ? (
            <HostConversation key={channelId} channelId={channelId} headingOrder={2} />
          ) : (
            <div className={classes.placeholder}>
              <Text c="dimmed" ta="center">
                <IconMessageCircle size={40} stroke={1.4} aria-hidden="true" />
                <br />
                {items.length ? t('messaging.choose') : t('messaging.empty.description')}
              </Text>
            </div>
          )}
        </div>
      </div>
    );
  }
  return (
    <div className={classes.phone}>
      <ConnectionNotice />
      {channelId ? (
        <HostConversation key={channelId} channelId={channelId} backTo={listPath} headingOrder={1} />
      ) : (
        list
      )}
    </div>
  );
}
